// libFuzzer target: TextMerge's line diff, three-way merge and unified diff.
//
// The input is split at the first two NUL bytes into base, ours and theirs (missing parts are
// empty); lines are short so that repeated lines, the hard case for alignment, are common.
// Invariants:
//   - the matches are increasing, in range and match equal lines;
//   - merging a text with itself, or with an unchanged side, gives the changed side;
//   - a clean merge of an insertion-only "ours" and "theirs" contains both sides' inserted lines;
//   - a conflict's regions lie inside the three texts;
//   - the unified diff of a text with itself is empty;
//   - on the raw bytes (which need not be UTF-8): merging a text with itself gives its bytes,
//     every line of a clean merge has the content of a line of one of the three texts, and the
//     string API refuses exactly the inputs that are not UTF-8;
//   - the same insertion on both sides at one place, next to different edits, appears once in
//     a clean merge, and so does one both made next to an insertion only one side made;
//   - a side that only converted the base to CRLF gives the other side in CRLF, and says so;
//   - resolving to theirs (`-X theirs`) finds the same conflicts as markers do, leaves no
//     marker, and, when no input line looks like a marker and every text ends with a newline,
//     is the marked text with each region resolved to theirs (`ConflictMarkers`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let base = parts.count > 0 ? parts[0] : ""
    let ours = parts.count > 1 ? parts[1] : ""
    let theirs = parts.count > 2 ? parts[2] : ""

    let a = Lines.split(base).map(String.init)
    let b = Lines.split(ours).map(String.init)
    invariant(a.joined() == base, "Lines.split does not round-trip")
    var lastA = -1
    var lastB = -1
    for match in LineDiff.matches(a, b) {
        invariant(match.count > 0 && match.a > lastA && match.b > lastB, "matches are not increasing: \(match)")
        invariant(match.a + match.count <= a.count && match.b + match.count <= b.count, "match out of range: \(match)")
        for offset in 0..<match.count { invariant(a[match.a + offset] == b[match.b + offset], "matched lines differ") }
        lastA = match.a + match.count - 1
        lastB = match.b + match.count - 1
    }

    invariant(
        Merge3.merge(base: base, ours: ours, theirs: ours) == .clean(ours), "merging a text with itself changed it")
    invariant(
        Merge3.merge(base: base, ours: base, theirs: theirs) == .clean(theirs),
        "an unchanged side did not give the other")
    invariant(
        UnifiedDiff.render(old: ours, new: ours, oldPath: "a", newPath: "b").isEmpty, "diff of a text with itself")
    _ = UnifiedDiff.render(old: base, new: theirs, oldPath: "a", newPath: "b")

    switch Merge3.merge(base: base, ours: ours, theirs: theirs) {
    case .clean:
        break
    case .conflicts(_, let conflicts):
        let c = Lines.split(theirs).count
        for conflict in conflicts {
            invariant(
                conflict.baseLines.lowerBound >= 1 && conflict.baseLines.upperBound <= a.count + 1,
                "base region out of range")
            invariant(
                conflict.oursLines.lowerBound >= 1 && conflict.oursLines.upperBound <= b.count + 1,
                "ours region out of range")
            invariant(
                conflict.theirsLines.lowerBound >= 1 && conflict.theirsLines.upperBound <= c + 1,
                "theirs region out of range")
        }
    }

    // Insertions only, at different places: both kept.
    if !a.isEmpty, a.allSatisfy({ $0.hasSuffix("\n") }), let first = b.first, first.hasSuffix("\n") {
        let middle = a.count / 2
        let inserted = "ours-insert\n"
        let appended = "theirs-append\n"
        var withInsert = a
        withInsert.insert(inserted, at: middle)
        let result = Merge3.merge(base: base, ours: withInsert.joined(), theirs: base + appended)
        if case .clean(let text) = result {
            invariant(text.contains(inserted) && text.hasSuffix(appended), "a clean merge lost an insertion")
        }
    }
    checkBytes(bytes)
    checkConvergence(a)
    checkLineEndings(base: base, theirs: theirs)
    checkTheirs(bytes)
    return 0
}

/// The byte merge on the input as it is.
func checkBytes(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
    let base = parts.count > 0 ? parts[0] : []
    let ours = parts.count > 1 ? parts[1] : []
    let theirs = parts.count > 2 ? parts[2] : []
    invariant(Lines.split(bytes: base).flatMap(\.bytes) == base, "Lines.split(bytes:) does not round-trip")
    let same = Merge3.merge(base: base, ours: ours, theirs: ours)
    invariant(same.isClean && same.bytes == ours, "merging bytes with themselves changed them")
    let merged = Merge3.merge(base: base, ours: ours, theirs: theirs)
    if merged.isClean {
        let known = Set([base, ours, theirs].flatMap { Lines.split(bytes: $0).map { Array($0.content) } })
        // (A last line ending in a lone `\r` that the merge terminates, as git does, with `\n`
        // reads as `\r\n`-terminated.)
        for line in Lines.split(bytes: merged.bytes) {
            invariant(
                known.contains(Array(line.content))
                    || line.ending == .crlf && known.contains(Array(line.content) + [0x0D]),
                "a clean merge has a line none of the texts has")
        }
    }
    let allUTF8 = [base, ours, theirs].allSatisfy { String(validating: $0, as: UTF8.self) != nil }
    do {
        let result = try Merge3.merge(utf8Base: base, ours: ours, theirs: theirs)
        invariant(allUTF8, "the string API merged bytes that are not UTF-8")
        switch result {
        case .clean(let text): invariant(Array(text.utf8) == merged.bytes, "the string API and the byte API disagree")
        case .conflicts(let text, _):
            invariant(Array(text.utf8) == merged.bytes, "the string API and the byte API disagree")
        }
    } catch {
        invariant(!allUTF8, "the string API refused UTF-8 input: \(error)")
    }
}

/// `-X theirs` against markers, on the input's bytes.
func checkTheirs(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
    let base = parts.count > 0 ? parts[0] : []
    let ours = parts.count > 1 ? parts[1] : []
    let theirs = parts.count > 2 ? parts[2] : []
    let marked = Merge3.merge(base: base, ours: ours, theirs: theirs)
    let resolved = Merge3.merge(base: base, ours: ours, theirs: theirs, resolution: .theirs)
    invariant(resolved.conflicts == marked.conflicts, "resolving to theirs found other conflicts")
    guard
        [base, ours, theirs].allSatisfy({ ConflictMarkers.markers(in: $0).isEmpty && ($0.isEmpty || $0.last == 0x0A) })
    else { return }
    invariant(ConflictMarkers.markers(in: resolved.bytes).isEmpty, "resolving to theirs left a marker")
    invariant(
        ConflictMarkers.resolve(marked.bytes, taking: .theirs) == resolved.bytes,
        "the markers resolved to theirs differ from -X theirs")
}

/// Both sides insert the same line at one place; each also edits a neighbour of it.
func checkConvergence(_ lines: [String]) {
    let both = "both-insert\n"
    guard lines.count >= 2, lines.allSatisfy({ $0.hasSuffix("\n") && !$0.contains("insert") && !$0.contains("-edit") })
    else { return }
    let place = lines.count / 2
    var ours = lines
    var theirs = lines
    ours[place - 1] = "ours-edit\n"
    ours.insert(both, at: place)
    theirs.insert(both, at: place)
    theirs[place + 1] = "theirs-edit\n"
    if case .clean(let text) = Merge3.merge(base: lines.joined(), ours: ours.joined(), theirs: theirs.joined()) {
        invariant(Lines.split(text).filter { $0 == both }.count == 1, "an insertion both sides made appears twice")
    }
    // Only one side also appends at the end: an identical insertion plus a one-sided one.
    var appended = lines
    appended.insert(both, at: place)
    appended.append("theirs-append\n")
    var inserted = lines
    inserted.insert(both, at: place)
    if case .clean(let text) = Merge3.merge(base: lines.joined(), ours: inserted.joined(), theirs: appended.joined()) {
        invariant(Lines.split(text).filter { $0 == both }.count == 1, "an insertion both sides made appears twice")
        invariant(text.hasSuffix("theirs-append\n"), "a clean merge lost an insertion")
    }
}

/// Ours is the base with CRLF line endings: the result is theirs with CRLF.
func checkLineEndings(base: String, theirs: String) {
    let lf = Lines.split(base)
    guard !lf.isEmpty, !base.utf8.contains(0x0D), !theirs.utf8.contains(0x0D),
        lf.contains(where: { $0.hasSuffix("\n") })
    else { return }
    let crlf: (String) -> [UInt8] = { text in text.utf8.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } }
    let outcome = Merge3.merge(base: Array(base.utf8), ours: crlf(base), theirs: Array(theirs.utf8))
    invariant(outcome.ours == .lineEndingsOnly, "a conversion to CRLF was not named as one")
    invariant(
        outcome.isClean && outcome.bytes == crlf(theirs),
        "a side that only changed line endings did not give the other in its endings")
}
