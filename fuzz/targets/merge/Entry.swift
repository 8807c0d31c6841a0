// libFuzzer target: TextMerge's line diff, three-way merge and unified diff.
//
// The input is split at the first two NUL bytes into base, ours and theirs (missing parts are
// empty); lines are short so that repeated lines, the hard case for alignment, are common.
// Invariants:
//   - the matches are increasing, in range and match equal lines;
//   - merging a text with itself, or with an unchanged side, gives the changed side;
//   - a clean merge of an insertion-only "ours" and "theirs" contains both sides' inserted lines;
//   - a conflict's regions lie inside the three texts;
//   - the unified diff of a text with itself is empty.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let base = parts.count > 0 ? parts[0] : ""
    let ours = parts.count > 1 ? parts[1] : ""
    let theirs = parts.count > 2 ? parts[2] : ""

    let a = Lines.split(base).map(String.init), b = Lines.split(ours).map(String.init)
    invariant(a.joined() == base, "Lines.split does not round-trip")
    var lastA = -1, lastB = -1
    for match in LineDiff.matches(a, b) {
        invariant(match.count > 0 && match.a > lastA && match.b > lastB, "matches are not increasing: \(match)")
        invariant(match.a + match.count <= a.count && match.b + match.count <= b.count, "match out of range: \(match)")
        for offset in 0..<match.count { invariant(a[match.a + offset] == b[match.b + offset], "matched lines differ") }
        lastA = match.a + match.count - 1
        lastB = match.b + match.count - 1
    }

    invariant(Merge3.merge(base: base, ours: ours, theirs: ours) == .clean(ours), "merging a text with itself changed it")
    invariant(Merge3.merge(base: base, ours: base, theirs: theirs) == .clean(theirs), "an unchanged side did not give the other")
    invariant(UnifiedDiff.render(old: ours, new: ours, oldPath: "a", newPath: "b").isEmpty, "diff of a text with itself")
    _ = UnifiedDiff.render(old: base, new: theirs, oldPath: "a", newPath: "b")

    switch Merge3.merge(base: base, ours: ours, theirs: theirs) {
    case .clean:
        break
    case .conflicts(_, let conflicts):
        let c = Lines.split(theirs).count
        for conflict in conflicts {
            invariant(conflict.baseLines.lowerBound >= 1 && conflict.baseLines.upperBound <= a.count + 1, "base region out of range")
            invariant(conflict.oursLines.lowerBound >= 1 && conflict.oursLines.upperBound <= b.count + 1, "ours region out of range")
            invariant(conflict.theirsLines.lowerBound >= 1 && conflict.theirsLines.upperBound <= c + 1, "theirs region out of range")
        }
    }

    // Insertions only, at different places: both kept.
    if !a.isEmpty, a.allSatisfy({ $0.hasSuffix("\n") }), let first = b.first, first.hasSuffix("\n") {
        let middle = a.count / 2
        let inserted = "ours-insert\n", appended = "theirs-append\n"
        var withInsert = a
        withInsert.insert(inserted, at: middle)
        let result = Merge3.merge(base: base, ours: withInsert.joined(), theirs: base + appended)
        if case .clean(let text) = result {
            invariant(text.contains(inserted) && text.hasSuffix(appended), "a clean merge lost an insertion")
        }
    }
    return 0
}
