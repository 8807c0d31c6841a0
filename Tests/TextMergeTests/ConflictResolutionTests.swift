import Testing

@testable import TextMerge

/// `-X theirs` merges (only the overlapping regions take theirs) and conflict markers read back:
/// found, and resolved to one side, on bytes (CRLF and lines that are not UTF-8 kept).
struct ConflictResolutionTests {
    static func text(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theirsTakesTheOverlapAndKeepsEveryOtherEdit() {
        let base = Self.text("a", "b", "c", "d", "e")
        let ours = Self.text("a", "B1", "c", "d", "mine")
        let theirs = Self.text("a", "B2", "c", "d", "e", "f")
        guard
            case .conflicts(let text, let conflicts) = Merge3.merge(
                base: base, ours: ours, theirs: theirs, resolution: .theirs)
        else {
            Issue.record("the overlap is still reported as a conflict")
            return
        }
        #expect(conflicts.map(\.oursLines) == [2..<3])
        #expect(
            text == Self.text("a", "B2", "c", "d", "mine", "f"), "the overlap takes theirs; the edit at the end is kept"
        )
        #expect(ConflictMarkers.markers(in: text).isEmpty)
        // The same merge with markers: the only difference is the marked region.
        guard case .conflicts(let marked, _) = Merge3.merge(base: base, ours: ours, theirs: theirs) else {
            Issue.record("expected markers")
            return
        }
        #expect(ConflictMarkers.resolve(Self.bytes(marked), taking: .theirs) == Self.bytes(text))
        #expect(
            ConflictMarkers.resolve(Self.bytes(marked), taking: .ours)
                == Self.bytes(Self.text("a", "B1", "c", "d", "mine", "f")))
    }

    @Test func aCleanMergeIsTheSameWhateverTheResolution() {
        let base = Self.text("a", "b", "c")
        let ours = Self.text("a", "mine", "b", "c")
        let theirs = Self.text("a", "b", "c", "new")
        #expect(
            Merge3.merge(base: base, ours: ours, theirs: theirs, resolution: .theirs)
                == Merge3.merge(base: base, ours: ours, theirs: theirs))
    }

    @Test func theirsOnBytesKeepsCRLFAndLinesThatAreNotUTF8() {
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9, 0x0D, 0x0A]
        let base = Self.bytes("a\r\nb\r\nc\r\nd\r\n")
        let ours = Self.bytes("a\r\nB1\r\nc\r\n") + latin1
        let theirs = Self.bytes("a\r\nB2\r\nc\r\nd\r\n")
        let outcome = Merge3.merge(base: base, ours: ours, theirs: theirs, resolution: .theirs)
        #expect(outcome.conflicts.count == 1)
        #expect(outcome.bytes == Self.bytes("a\r\nB2\r\nc\r\n") + latin1)
    }

    @Test func markersAreFoundByKindAndLine() {
        let text = Self.text(
            "a", "<<<<<<< yours", "x", "||||||| base", "b", "=======", "y", ">>>>>>> spec", "// ======= not a marker",
            "<<<<<<<<< eight", "=======x")
        #expect(
            ConflictMarkers.markers(in: text) == [
                .init(line: 2, kind: .ours), .init(line: 4, kind: .base), .init(line: 6, kind: .separator),
                .init(line: 8, kind: .end)
            ])
        #expect(ConflictMarkers.markers(in: "a\r\n=======\r\n>>>>>>>\r\n").map(\.kind) == [.separator, .end])
        #expect(ConflictMarkers.markers(in: Self.text("func a() {}", "let s = \"<<<<<<<\"")).isEmpty)
    }

    @Test func resolvingKeepsLineEndingsAndBytesOutsideTheRegions() {
        let marked = Self.bytes("a\r\n<<<<<<< yours\r\nx\r\n=======\r\ny\r\n>>>>>>> spec\r\n") + [0xFF, 0x0A]
        #expect(ConflictMarkers.resolve(marked, taking: .theirs) == Self.bytes("a\r\ny\r\n") + [0xFF, 0x0A])
        #expect(ConflictMarkers.resolve(marked, taking: .ours) == Self.bytes("a\r\nx\r\n") + [0xFF, 0x0A])
    }

    @Test func markersThatAreNotWholeRegionsAreNotResolved() {
        for broken in [
            Self.text("<<<<<<< yours", "x", "======="), Self.text("x", ">>>>>>> spec"),
            Self.text("<<<<<<< yours", "<<<<<<< again", "=======", ">>>>>>> spec"), Self.text("=======", "x")
        ] {
            #expect(ConflictMarkers.resolve(Self.bytes(broken), taking: .theirs) == nil, "\(broken)")
        }
        #expect(ConflictMarkers.resolve(Self.bytes("no markers\n"), taking: .theirs) == Self.bytes("no markers\n"))
    }
}
