/// The longest common subsequence of two line sequences, by Myers' O((N+M)·D) algorithm in
/// linear space (the "middle snake" divide and conquer), after trimming the common prefix and
/// suffix. Lines are compared as interned integers.
public enum LineDiff {
    /// A run of lines that is the same in both sequences: `a[a..<a+count] == b[b..<b+count]`.
    public struct Match: Sendable, Hashable {
        public var a: Int
        public var b: Int
        public var count: Int
    }

    /// The matched runs in increasing order of both indices.
    public static func matches<Line: Hashable>(_ a: [Line], _ b: [Line]) -> [Match] {
        var ids = LineIDs<Line>(capacity: a.count + b.count)
        return matches(interned: ids.intern(a), ids.intern(b))
    }

    /// The matched runs of two sequences of interned lines (equal lines, equal integers;
    /// `LineIDs`) in increasing order of both indices.
    static func matches(interned x: [Int], _ y: [Int]) -> [Match] {
        var pairs: [Match] = []
        var engine = Engine(x: x, y: y)
        engine.diff(0, x.count, 0, y.count, into: &pairs)
        // Merge adjacent runs.
        var merged: [Match] = []
        for pair in pairs where pair.count > 0 {
            if let last = merged.last, last.a + last.count == pair.a, last.b + last.count == pair.b {
                merged[merged.count - 1].count += pair.count
            } else {
                merged.append(pair)
            }
        }
        return merged
    }

    /// For each index of `a`, the index of `b` it is matched with, or nil.
    public static func matchMap<Line: Hashable>(_ a: [Line], _ b: [Line]) -> [Int?] {
        // The common prefix and suffix are matched as the diff matches them (it trims them
        // first), by comparing lines; only the lines between are interned and diffed, with the
        // same result: hashing every line of two texts that differ in a few cost more than the
        // diff.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var map = [Int?](repeating: nil, count: a.count)
        for index in 0..<prefix { map[index] = index }
        for offset in 0..<suffix { map[a.count - 1 - offset] = b.count - 1 - offset }
        let middle = (a: prefix..<(a.count - suffix), b: prefix..<(b.count - suffix))
        guard !middle.a.isEmpty, !middle.b.isEmpty else { return map }
        var ids = LineIDs<Line>(capacity: middle.a.count + middle.b.count)
        let inner = matchMap(interned: ids.intern(a[middle.a]), ids.intern(b[middle.b]))
        for (index, match) in inner.enumerated() { map[prefix + index] = match.map { prefix + $0 } }
        return map
    }

    /// `matchMap` of two sequences of interned lines (`LineIDs`).
    static func matchMap(interned x: [Int], _ y: [Int]) -> [Int?] {
        var map = [Int?](repeating: nil, count: x.count)
        for match in matches(interned: x, y) {
            for offset in 0..<match.count { map[match.a + offset] = match.b + offset }
        }
        return map
    }

    private struct Engine {
        let x: [Int]
        let y: [Int]
        var forward: [Int] = []
        var backward: [Int] = []

        init(x: [Int], y: [Int]) {
            self.x = x
            self.y = y
            forward = []
            backward = []
        }

        /// Appends the matches between `x[aStart..<aEnd]` and `y[bStart..<bEnd]`, in order.
        mutating func diff(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int, into matches: inout [Match]) {
            var aStart = aStart
            var aEnd = aEnd
            var bStart = bStart
            var bEnd = bEnd
            var prefix = 0
            while aStart + prefix < aEnd, bStart + prefix < bEnd, x[aStart + prefix] == y[bStart + prefix] {
                prefix += 1
            }
            if prefix > 0 { matches.append(Match(a: aStart, b: bStart, count: prefix)) }
            aStart += prefix
            bStart += prefix
            var suffix = 0
            while aEnd - suffix > aStart, bEnd - suffix > bStart, x[aEnd - suffix - 1] == y[bEnd - suffix - 1] {
                suffix += 1
            }
            aEnd -= suffix
            bEnd -= suffix
            if aStart < aEnd, bStart < bEnd {
                // After trimming, both sides are non-empty and differ at both ends: split at a
                // point of an optimal path and solve the halves.
                if let (x, y) = bisect(aStart, aEnd, bStart, bEnd),
                    (x, y) != (aStart, bStart), (x, y) != (aEnd, bEnd)
                {
                    diff(aStart, x, bStart, y, into: &matches)
                    diff(x, aEnd, y, bEnd, into: &matches)
                }
            }
            if suffix > 0 { matches.append(Match(a: aEnd, b: bEnd, count: suffix)) }
        }

        /// A point where the forward and the backward furthest-reaching paths through
        /// `x[a0..<a1]` × `y[b0..<b1]` overlap, which lies on an optimal path; nil when the
        /// ranges have nothing in common.
        mutating func bisect(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> (Int, Int)? {
            let n = a1 - a0
            let m = b1 - b0
            let maxD = (n + m + 1) / 2
            let offset = maxD
            let length = 2 * maxD + 2
            if forward.count < length {
                forward = [Int](repeating: -1, count: length)
                backward = [Int](repeating: -1, count: length)
            } else {
                for index in 0..<length {
                    forward[index] = -1
                    backward[index] = -1
                }
            }
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            let front = delta % 2 != 0
            var k1start = 0
            var k1end = 0
            var k2start = 0
            var k2end = 0
            for d in 0..<maxD {
                var k1 = -d + k1start
                while k1 <= d - k1end {
                    let k1Offset = offset + k1
                    var x1 =
                        (k1 == -d || (k1 != d && forward[k1Offset - 1] < forward[k1Offset + 1]))
                        ? forward[k1Offset + 1] : forward[k1Offset - 1] + 1
                    var y1 = x1 - k1
                    while x1 < n, y1 < m, x[a0 + x1] == y[b0 + y1] {
                        x1 += 1
                        y1 += 1
                    }
                    forward[k1Offset] = x1
                    if x1 > n {
                        k1end += 2
                    } else if y1 > m {
                        k1start += 2
                    } else if front {
                        let k2Offset = offset + delta - k1
                        if k2Offset >= 0, k2Offset < length, backward[k2Offset] != -1, x1 >= n - backward[k2Offset] {
                            return (a0 + x1, b0 + y1)
                        }
                    }
                    k1 += 2
                }
                var k2 = -d + k2start
                while k2 <= d - k2end {
                    let k2Offset = offset + k2
                    var x2 =
                        (k2 == -d || (k2 != d && backward[k2Offset - 1] < backward[k2Offset + 1]))
                        ? backward[k2Offset + 1] : backward[k2Offset - 1] + 1
                    var y2 = x2 - k2
                    while x2 < n, y2 < m, x[a1 - 1 - x2] == y[b1 - 1 - y2] {
                        x2 += 1
                        y2 += 1
                    }
                    backward[k2Offset] = x2
                    if x2 > n {
                        k2end += 2
                    } else if y2 > m {
                        k2start += 2
                    } else if !front {
                        let k1Offset = offset + delta - k2
                        if k1Offset >= 0, k1Offset < length, forward[k1Offset] != -1 {
                            let x1 = forward[k1Offset]
                            let y1 = offset + x1 - k1Offset
                            if x1 >= n - x2 { return (a0 + x1, b0 + y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
