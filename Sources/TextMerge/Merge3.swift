/// A three-way merge of line-based texts (diff3): the changes from `base` to `ours` and from
/// `base` to `theirs` are combined; where both changed the same lines differently, there is a
/// conflict.
public enum Merge3 {
    /// Where `ours` and `theirs` changed the same lines of `base` differently.
    public struct Conflict: Sendable, Hashable {
        /// 1-based line numbers of the conflicting region in each text (empty ranges allowed).
        public var baseLines: Range<Int>
        public var oursLines: Range<Int>
        public var theirsLines: Range<Int>
        public var base: [String]
        public var ours: [String]
        public var theirs: [String]
    }

    public enum Result: Sendable, Hashable {
        /// The merged text.
        case clean(String)
        /// The text with conflict markers, and each conflict.
        case conflicts(String, [Conflict])
    }

    /// Merges. Merging a text with itself (`ours == theirs`) gives it back; if only one side
    /// changed, the result is that side.
    public static func merge(base: String, ours: String, theirs: String,
                             labels: (ours: String, base: String, theirs: String) = ("ours", "base", "theirs")) -> Result {
        if ours == theirs { return .clean(ours) }
        if base == ours { return .clean(theirs) }
        if base == theirs { return .clean(ours) }
        let o = Lines.split(base).map(String.init)
        let a = Lines.split(ours).map(String.init)
        let b = Lines.split(theirs).map(String.init)
        let toA = LineDiff.matchMap(o, a)
        let toB = LineDiff.matchMap(o, b)
        var output: [String] = []
        var conflicts: [Conflict] = []
        var i = 0, j = 0, k = 0
        func emitUnstable(_ i1: Int, _ j1: Int, _ k1: Int) {
            let baseChunk = Array(o[i..<i1]), oursChunk = Array(a[j..<j1]), theirsChunk = Array(b[k..<k1])
            if oursChunk == baseChunk {
                output += theirsChunk
            } else if theirsChunk == baseChunk || oursChunk == theirsChunk {
                output += oursChunk
            } else if let merged = mergeAligned(base: baseChunk, ours: oursChunk, theirs: theirsChunk,
                                                movedFrom: Set(o[..<i]).union(o[i1...])) {
                output += merged
            } else {
                conflicts.append(Conflict(baseLines: (i + 1)..<(i1 + 1), oursLines: (j + 1)..<(j1 + 1), theirsLines: (k + 1)..<(k1 + 1),
                                          base: baseChunk, ours: oursChunk, theirs: theirsChunk))
                output.append("<<<<<<< \(labels.ours)\n")
                output += terminated(oursChunk)
                output.append("||||||| \(labels.base)\n")
                output += terminated(baseChunk)
                output.append("=======\n")
                output += terminated(theirsChunk)
                output.append(">>>>>>> \(labels.theirs)\n")
            }
        }
        while true {
            // A stable run: base lines matched in both, at the current positions.
            var run = 0
            while i + run < o.count, toA[i + run] == j + run, toB[i + run] == k + run { run += 1 }
            if run > 0 {
                output += o[i..<(i + run)]
                i += run
                j += run
                k += run
                continue
            }
            // The next base line matched in both sides starts the next stable run.
            var next = i
            while next < o.count, toA[next] == nil || toB[next] == nil { next += 1 }
            if next == o.count {
                if i < o.count || j < a.count || k < b.count { emitUnstable(o.count, a.count, b.count) }
                break
            }
            guard let nextA = toA[next], let nextB = toB[next] else { break }
            emitUnstable(next, nextA, nextB)
            i = next
            j = nextA
            k = nextB
        }
        let text = output.joined()
        return conflicts.isEmpty ? .clean(text) : .conflicts(text, conflicts)
    }

    /// A region both sides changed where a side may also have added lines at its end (a
    /// filled-in body that grew; a renamed method followed by a new one) or at its start: the
    /// sides are aligned with the base at the same end, the aligned lines merged line by line,
    /// and the extra lines kept, yours nearest the region. Nil when no alignment merges cleanly
    /// or a side is shorter than the base. (Aligning the two sides at different ends could move
    /// your lines into another method, so it is never tried.)
    ///
    /// `movedFrom`: the base's lines outside the region. A line one side brings in that the
    /// base has elsewhere was moved (methods reordered), not edited in place: pairing it with
    /// this region's lines would put the user's lines under the wrong method, so that is a
    /// conflict.
    static func mergeAligned(base: [String], ours: [String], theirs: [String], movedFrom: Set<String> = []) -> [String]? {
        guard !base.isEmpty, ours.count >= base.count, theirs.count >= base.count else { return nil }
        let oursExtra = ours.count - base.count, theirsExtra = theirs.count - base.count
        // Extra lines at the end: the region, then yours, then the new rendering's.
        if let merged = mergeLineByLine(base: base, ours: Array(ours.prefix(base.count)), theirs: Array(theirs.prefix(base.count)), movedFrom: movedFrom) {
            return terminated(merged + ours.suffix(oursExtra), before: theirsExtra > 0) + theirs.suffix(theirsExtra)
        }
        // Extra lines at the start: the new rendering's, then yours, then the region.
        if let merged = mergeLineByLine(base: base, ours: Array(ours.suffix(base.count)), theirs: Array(theirs.suffix(base.count)), movedFrom: movedFrom) {
            return terminated(Array(theirs.prefix(theirsExtra)), before: true) + terminated(Array(ours.prefix(oursExtra)), before: true) + merged
        }
        return nil
    }

    /// `lines` with a newline added to the last one when more lines follow.
    private static func terminated(_ lines: [String], before more: Bool) -> [String] {
        more ? terminated(lines) : lines
    }

    /// Line `n` of each side taken as the same line (a renamed method whose body the user
    /// filled in: the signature changed on one side, the body on the other). Merged line by
    /// line when no line was changed differently by both sides; nil otherwise.
    static func mergeLineByLine(base: [String], ours: [String], theirs: [String], movedFrom: Set<String> = []) -> [String]? {
        guard base.count == ours.count, base.count == theirs.count else { return nil }
        // Only when both sides changed something here; a side that brings in a line the base
        // has elsewhere moved it.
        if zip(theirs, base).contains(where: { $0 != $1 && movedFrom.contains($0) })
            || zip(ours, base).contains(where: { $0 != $1 && movedFrom.contains($0) }) {
            return nil
        }
        var merged: [String] = []
        for index in base.indices {
            let (b, o, t) = (base[index], ours[index], theirs[index])
            if o == t || t == b {
                merged.append(o)
            } else if o == b {
                merged.append(t)
            } else {
                return nil
            }
        }
        return merged
    }

    /// Lines with a newline added to a last line that has none, so markers start a line.
    private static func terminated(_ lines: [String]) -> [String] {
        guard let last = lines.last, !last.hasSuffix("\n") else { return lines }
        return lines.dropLast() + [last + "\n"]
    }
}
