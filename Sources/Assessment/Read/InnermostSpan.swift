/// For each of many line spans (functions), the smallest of other spans (types) holding it, in
/// time O((spans + holders) log lines), where comparing each with each is quadratic.
///
/// Holders are taken in order of their first line, so that when a span is looked at, every
/// holder starting at or before it has been entered; a tree of minimums over the holders' last
/// lines (a Fenwick tree, counted from the last line down) then gives, among those ending at or
/// after the span's end, the one with the fewest lines, the lowest index among equals: exactly
/// what comparing each with each picks.
enum InnermostSpan {
    /// For each span, the index in `holders` of the smallest holder with
    /// `holder.first <= span.first` and `span.last <= holder.last`, or nil.
    static func owners(of spans: [(first: Int, last: Int)], in holders: [(first: Int, last: Int)]) -> [Int?] {
        guard !holders.isEmpty else { return spans.map { _ in nil } }
        let lastLine = holders.map(\.last).max()!
        let firstLine = min(holders.map(\.last).min()!, 1)
        // Position of a last line: 1 for `lastLine`, growing as the line gets earlier.
        let size = lastLine - firstLine + 1
        func position(_ line: Int) -> Int { lastLine - line + 1 }
        // Each node: (lines - 1, holder index), compared as a pair; Int.max for none.
        var tree = [(span: Int, holder: Int)](repeating: (Int.max, Int.max), count: size + 1)
        let holderOrder = holders.indices.sorted { holders[$0].first < holders[$1].first }
        let spanOrder = spans.indices.sorted { spans[$0].first < spans[$1].first }
        var result = [Int?](repeating: nil, count: spans.count)
        var entered = 0
        for s in spanOrder {
            let span = spans[s]
            while entered < holderOrder.count, holders[holderOrder[entered]].first <= span.first {
                let h = holderOrder[entered]
                let value = (span: holders[h].last - holders[h].first, holder: h)
                var p = position(holders[h].last)
                while p <= size {
                    if value < tree[p] { tree[p] = value }
                    p += p & -p
                }
                entered += 1
            }
            // Holders ending at or after the span's last line: positions 1 ... position(last).
            var p = min(size, position(max(span.last, firstLine)))
            var best = (span: Int.max, holder: Int.max)
            while p > 0 {
                if tree[p] < best { best = tree[p] }
                p -= p & -p
            }
            if best.holder != Int.max { result[s] = best.holder }
        }
        return result
    }
}
