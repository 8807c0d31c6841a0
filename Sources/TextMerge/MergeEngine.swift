/// The diff3 walk behind `Merge3`: stable runs (base lines matched in both sides) are kept,
/// the unstable regions between them resolved or marked as conflicts.
struct MergeEngine {
    let o: [MergeLine]
    let a: [MergeLine]
    let b: [MergeLine]
    let labels: (ours: String, base: String, theirs: String)
    let conflictKey: ((Line) -> String?)?
    /// What a conflicting region becomes in the output.
    let resolution: Merge3.ConflictResolution
    /// The ending every terminated line of the result gets, when a side changed the whole text
    /// to one style; nil keeps each line's own.
    let resultEnding: LineEnding?
    /// The ending of conflict markers and of a last line that needs one.
    let newline: LineEnding
    private var output: [Line] = []
    private var conflicts: [Merge3.Conflict] = []

    init(
        base: [Line], ours: [Line], theirs: [Line], labels: (ours: String, base: String, theirs: String),
        conflictKey: ((Line) -> String?)?, resolution: Merge3.ConflictResolution = .markers
    ) {
        o = base.map(MergeLine.init)
        a = ours.map(MergeLine.init)
        b = theirs.map(MergeLine.init)
        self.labels = labels
        self.conflictKey = conflictKey
        self.resolution = resolution
        let styles = (base: Self.style(base), ours: Self.style(ours), theirs: Self.style(theirs))
        // A side that changed the whole text to one style (a file checked out with CRLF) sets
        // it for the result, yours first; otherwise lines keep their own endings.
        var chosen: LineEnding?
        if styles.base != .none {
            if case .uniform(let ending) = styles.ours, styles.ours != styles.base {
                chosen = ending
            } else if case .uniform(let ending) = styles.theirs, styles.theirs != styles.base {
                chosen = ending
            }
        }
        resultEnding = chosen
        var marker = LineEnding.lf
        for style in [styles.ours, styles.base, styles.theirs] {
            if case .uniform(let ending) = style {
                marker = ending
                break
            }
        }
        newline = chosen ?? marker
    }

    /// The line endings of a text: none terminated, all the same, or mixed.
    enum Style: Hashable {
        case none
        case uniform(LineEnding)
        case mixed
    }

    static func style(_ lines: [Line]) -> Style {
        var seen: LineEnding?
        for line in lines {
            let ending = line.ending
            if ending == .none { continue }
            if let seen, seen != ending { return .mixed }
            seen = ending
        }
        return seen.map(Style.uniform) ?? .none
    }

    /// What a side changed relative to the base.
    func change(of side: Merge3.Side, bytes: [UInt8], base: [UInt8]) -> Merge3.SideChange {
        if bytes == base { return .none }
        return (side == .ours ? a : b) == o ? .lineEndingsOnly : .content
    }

    /// Merges; returns the merged bytes and the conflicts.
    mutating func run() -> ([UInt8], [Merge3.Conflict]) {
        var toA = LineDiff.matchMap(o, a)
        var toB = LineDiff.matchMap(o, b)
        // An insertion the diff placed against the other side's change, where it could as well
        // have been placed a line away (`InsertionSlide`): the spec's side first.
        InsertionSlide.slide(&toB, lines: b, awayFrom: toA, otherLines: a)
        InsertionSlide.slide(&toA, lines: a, awayFrom: toB, otherLines: b)
        var i = 0
        var j = 0
        var k = 0
        while true {
            // A stable run: base lines matched in both, at the current positions.
            var run = 0
            while i + run < o.count, toA[i + run] == j + run, toB[i + run] == k + run { run += 1 }
            if run > 0 {
                for offset in 0..<run { output.append(out(Self.pick(o[i + offset], a[j + offset], b[k + offset]))) }
                i += run
                j += run
                k += run
                continue
            }
            // The next base line matched in both sides starts the next stable run.
            var next = i
            while next < o.count, toA[next] == nil || toB[next] == nil { next += 1 }
            if next == o.count {
                if i < o.count || j < a.count || k < b.count { emitUnstable((i, o.count), (j, a.count), (k, b.count)) }
                break
            }
            guard let nextA = toA[next], let nextB = toB[next] else { break }
            emitUnstable((i, next), (j, nextA), (k, nextB))
            i = next
            j = nextA
            k = nextB
        }
        return (output.flatMap(\.bytes), conflicts)
    }

    /// A line as the result writes it: in the result's line ending, if it has one. (Done before
    /// a last line is given a terminator, so a lone `\r` ending it stays in its content.)
    func out(_ line: MergeLine) -> Line {
        out(line.line)
    }

    func out(_ line: Line) -> Line {
        resultEnding.map(line.ended) ?? line
    }

    /// Of three lines with the same content, the one whose ending changed (yours first).
    static func pick(_ base: MergeLine, _ ours: MergeLine, _ theirs: MergeLine) -> Line {
        ours.line.ending != base.line.ending ? ours.line : theirs.line
    }

    /// Resolves the region between two stable runs, or marks it as a conflict.
    private mutating func emitUnstable(_ baseRange: (Int, Int), _ oursRange: (Int, Int), _ theirsRange: (Int, Int)) {
        let (i, i1) = baseRange
        let (j, j1) = oursRange
        let (k, k1) = theirsRange
        let baseChunk = Array(o[i..<i1])
        let oursChunk = Array(a[j..<j1])
        let theirsChunk = Array(b[k..<k1])
        if oursChunk == baseChunk, theirsChunk == baseChunk {
            for index in baseChunk.indices {
                output.append(out(Self.pick(baseChunk[index], oursChunk[index], theirsChunk[index])))
            }
        } else if oursChunk == baseChunk {
            output += theirsChunk.map(out)
        } else if theirsChunk == baseChunk || oursChunk == theirsChunk {
            // The same change on both sides is one change.
            output += oursChunk.map(out)
        } else if let merged = mergeAligned(
            base: baseChunk, ours: oursChunk, theirs: theirsChunk,
            movedFrom: Set(o[..<i]).union(o[i1...]))
        {
            output += merged
        } else {
            func text(_ lines: [MergeLine]) -> [String] { lines.map { String(decoding: $0.line.bytes, as: UTF8.self) } }
            conflicts.append(
                Merge3.Conflict(
                    baseLines: (i + 1)..<(i1 + 1), oursLines: (j + 1)..<(j1 + 1), theirsLines: (k + 1)..<(k1 + 1),
                    base: text(baseChunk), ours: text(oursChunk), theirs: text(theirsChunk)))
            if resolution == .theirs {
                output += theirsChunk.map(out)
                return
            }
            output.append(marker("<<<<<<< \(labels.ours)"))
            output += terminated(oursChunk.map(out))
            output.append(marker("||||||| \(labels.base)"))
            output += terminated(baseChunk.map(out))
            output.append(marker("======="))
            output += terminated(theirsChunk.map(out))
            output.append(marker(">>>>>>> \(labels.theirs)"))
        }
    }

    /// A conflict marker line.
    private func marker(_ text: String) -> Line {
        Line(ArraySlice(Array(text.utf8) + newline.bytes))
    }

    /// A region both sides changed where a side may also have added lines at its end (a
    /// filled-in body that grew; a renamed method followed by a new one) or at its start: the
    /// sides are aligned with the base at the same end, the aligned lines merged line by line,
    /// and the extra lines kept, yours nearest the region. Extra lines that are the same on
    /// both sides are one insertion, kept once; extra lines that differ but begin the same way
    /// next to the region (one side's insertion a start of the other's) conflict, as in git,
    /// since keeping both would repeat the common lines. Nil when no alignment merges cleanly
    /// or a side is shorter than the base. (Aligning the two sides at different ends could move
    /// your lines into another method, so it is never tried.)
    ///
    /// `movedFrom`: the base's lines outside the region. A line one side brings in that the
    /// base has elsewhere was moved (methods reordered), not edited in place: pairing it with
    /// this region's lines would put the user's lines under the wrong method, so that is a
    /// conflict.
    func mergeAligned(base: [MergeLine], ours: [MergeLine], theirs: [MergeLine], movedFrom: Set<MergeLine> = [])
        -> [Line]?
    {
        guard !base.isEmpty, ours.count >= base.count, theirs.count >= base.count else { return nil }
        let oursExtra = ours.count - base.count
        let theirsExtra = theirs.count - base.count
        // Extra lines at the end: the region, then yours, then the new rendering's.
        let oursEnd = Array(ours.suffix(oursExtra))
        let theirsEnd = Array(theirs.suffix(theirsExtra))
        if !Self.repeatsAnInsertion(oursEnd, theirsEnd, atEnd: true),
            let merged = mergeLineByLine(
                base: base, ours: Array(ours.prefix(base.count)), theirs: Array(theirs.prefix(base.count)),
                movedFrom: movedFrom, extras: (oursEnd, theirsEnd))
        {
            let extra =
                oursEnd == theirsEnd
                ? oursEnd.map(out) : terminated(oursEnd.map(out), before: theirsExtra > 0) + theirsEnd.map(out)
            return terminated(merged, before: !extra.isEmpty) + extra
        }
        // Extra lines at the start: the new rendering's, then yours, then the region.
        let oursStart = Array(ours.prefix(oursExtra))
        let theirsStart = Array(theirs.prefix(theirsExtra))
        if !Self.repeatsAnInsertion(oursStart, theirsStart, atEnd: false),
            let merged = mergeLineByLine(
                base: base, ours: Array(ours.suffix(base.count)), theirs: Array(theirs.suffix(base.count)),
                movedFrom: movedFrom, extras: (oursStart, theirsStart))
        {
            let extra =
                oursStart == theirsStart
                ? oursStart.map(out)
                : terminated(theirsStart.map(out), before: true) + terminated(oursStart.map(out), before: true)
            return terminated(extra, before: true) + merged
        }
        return nil
    }

    /// Whether two different insertions at the same place begin the same way next to it (at
    /// the end of a region, their first lines; at its start, their last): git's "different
    /// insertions conflict", where keeping both would write the common lines twice.
    static func repeatsAnInsertion(_ ours: [MergeLine], _ theirs: [MergeLine], atEnd: Bool) -> Bool {
        guard !ours.isEmpty, !theirs.isEmpty, ours != theirs else { return false }
        return atEnd
            ? ours.starts(with: theirs) || theirs.starts(with: ours)
            : ours.reversed().starts(with: theirs.reversed()) || theirs.reversed().starts(with: ours.reversed())
    }

    /// Line `n` of each side taken as the same line (a renamed method whose body the user
    /// filled in: the signature changed on one side, the body on the other). Merged line by
    /// line when no line was changed differently by both sides, and no line either side brings
    /// in (here or in `extras`, the lines it adds next to the region) has the same
    /// `conflictKey` as one the other brings in; nil otherwise.
    func mergeLineByLine(
        base: [MergeLine], ours: [MergeLine], theirs: [MergeLine], movedFrom: Set<MergeLine> = [],
        extras: (ours: [MergeLine], theirs: [MergeLine]) = ([], [])
    ) -> [Line]? {
        guard base.count == ours.count, base.count == theirs.count else { return nil }
        // Only when both sides changed something here; a side that brings in a line the base
        // has elsewhere moved it.
        if zip(theirs, base).contains(where: { $0 != $1 && movedFrom.contains($0) })
            || zip(ours, base).contains(where: { $0 != $1 && movedFrom.contains($0) })
        {
            return nil
        }
        var merged: [Line] = []
        var broughtIn: (ours: [MergeLine], theirs: [MergeLine]) = extras.ours == extras.theirs ? ([], []) : extras
        for index in base.indices {
            let (b, o, t) = (base[index], ours[index], theirs[index])
            if o == t {
                merged.append(out(o == b ? Self.pick(b, o, t) : o.line))
            } else if t == b {
                merged.append(out(o.line))
                broughtIn.ours.append(o)
            } else if o == b {
                merged.append(out(t.line))
                broughtIn.theirs.append(t)
            } else {
                return nil
            }
        }
        if let conflictKey, !broughtIn.ours.isEmpty, !broughtIn.theirs.isEmpty {
            let keys = Set(broughtIn.ours.compactMap { conflictKey($0.line) })
            if broughtIn.theirs.contains(where: { conflictKey($0.line).map(keys.contains) ?? false }) { return nil }
        }
        return merged
    }

    /// `lines` with a line ending added to the last one when more lines follow.
    private func terminated(_ lines: [Line], before more: Bool) -> [Line] {
        more ? terminated(lines) : lines
    }

    /// Lines with a line ending added to a last line that has none, so what follows (a
    /// marker, more lines) starts a line.
    private func terminated(_ lines: [Line]) -> [Line] {
        guard let last = lines.last, last.ending == .none else { return lines }
        return lines.dropLast() + [Line(last.bytes + newline.bytes)]
    }
}
