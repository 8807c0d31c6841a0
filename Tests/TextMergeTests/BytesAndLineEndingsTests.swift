import Testing

@testable import TextMerge

/// Merges on bytes: lines that are not UTF-8 survive exactly, CRLF files keep their endings, and
/// a side that changed only line endings says so.
struct BytesAndLineEndingsTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aLineThatIsNotUTF8SurvivesAMergeByteForByte() throws {
        let latin1: [UInt8] = Array("    let name = \"Jos".utf8) + [0xE9] + Array("\" // caf".utf8) + [0xE9, 0xFF, 0x0A]
        let base = Self.bytes("a\nb\nc\nd\n")
        let ours = Self.bytes("a\n") + latin1 + Self.bytes("c\nd\n")
        let theirs = Self.bytes("a\nb\nc\nd\ne\n")
        let outcome = Merge3.merge(base: base, ours: ours, theirs: theirs)
        #expect(outcome.isClean)
        #expect(outcome.bytes == Self.bytes("a\n") + latin1 + Self.bytes("c\nd\ne\n"))
        // Asked for text, the merge refuses and names the line, rather than lose the bytes.
        #expect(throws: Merge3.InputError.notUTF8(side: .ours, line: 2)) {
            try Merge3.merge(utf8Base: base, ours: ours, theirs: theirs)
        }
        #expect(
            Merge3.InputError.notUTF8(side: .ours, line: 2).description == "line 2 of ours is not UTF-8; not merged")
        #expect(
            try Merge3.merge(utf8Base: base, ours: Self.bytes("a\nB\nc\nd\n"), theirs: theirs)
                == .clean("a\nB\nc\nd\ne\n"))
    }

    @Test func conflictMarkersAroundBytesThatAreNotUTF8KeepThem() {
        let ours: [UInt8] = Self.bytes("a\n") + [0xC3, 0x28, 0x0A] + Self.bytes("c\n")
        let outcome = Merge3.merge(base: Self.bytes("a\nb\nc\n"), ours: ours, theirs: Self.bytes("a\nB\nc\n"))
        #expect(outcome.conflicts.count == 1)
        #expect(
            outcome.bytes == Self.bytes("a\n<<<<<<< ours\n") + [0xC3, 0x28, 0x0A]
                + Self.bytes("||||||| base\nb\n=======\nB\n>>>>>>> theirs\nc\n"))
    }

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var base: String
        var ours: String
        var theirs: String
        var merged: String
        var oursChange: Merge3.SideChange
        var theirsChange: Merge3.SideChange
        var lineEnding: LineEnding?
    }

    static let cases: [Case] = [
        Case(
            description: "a CRLF file merges with CRLF kept",
            base: "a\r\nb\r\nc\r\n", ours: "a\r\nB\r\nc\r\n", theirs: "a\r\nb\r\nc\r\nd\r\n",
            merged: "a\r\nB\r\nc\r\nd\r\n",
            oursChange: .content, theirsChange: .content, lineEnding: nil),
        Case(
            description: "yours converted to CRLF and edited; the new lines get CRLF too",
            base: "a\nb\nc\n", ours: "a\r\nB\r\nc\r\n", theirs: "a\nb\nc\nd\n", merged: "a\r\nB\r\nc\r\nd\r\n",
            oursChange: .content, theirsChange: .content, lineEnding: .crlf),
        Case(
            description: "yours differs only in line endings: named, and kept",
            base: "a\nb\nc\n", ours: "a\r\nb\r\nc\r\n", theirs: "a\nb\nc\nd\n", merged: "a\r\nb\r\nc\r\nd\r\n",
            oursChange: .lineEndingsOnly, theirsChange: .content, lineEnding: .crlf),
        Case(
            description: "theirs differs only in line endings: named, and yours edited in CRLF",
            base: "a\nb\nc\n", ours: "a\nB\nc\n", theirs: "a\r\nb\r\nc\r\n", merged: "a\r\nB\r\nc\r\n",
            oursChange: .content, theirsChange: .lineEndingsOnly, lineEnding: .crlf),
        Case(
            description: "mixed endings stay line by line",
            base: "a\nb\r\nc\n", ours: "a\nb\r\nC\n", theirs: "A\r\nb\r\nc\n", merged: "A\r\nb\r\nC\n",
            oursChange: .content, theirsChange: .content, lineEnding: nil),
        Case(
            description: "a missing final newline is not a line ending change",
            base: "a\r\nb", ours: "a\r\nb\r\nc", theirs: "x\r\na\r\nb", merged: "x\r\na\r\nb\r\nc",
            oursChange: .content, theirsChange: .content, lineEnding: nil)
    ]

    @Test(arguments: cases)
    func lineEndings(_ test: Case) {
        let outcome = Merge3.merge(
            base: Self.bytes(test.base), ours: Self.bytes(test.ours), theirs: Self.bytes(test.theirs))
        #expect(outcome.isClean)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == test.merged)
        #expect(outcome.ours == test.oursChange)
        #expect(outcome.theirs == test.theirsChange)
        #expect(outcome.lineEnding == test.lineEnding)
        // The string API agrees.
        #expect(Merge3.merge(base: test.base, ours: test.ours, theirs: test.theirs) == .clean(test.merged))
    }

    @Test func conflictMarkersInACRLFFileEndInCRLF() {
        guard case .conflicts(let text, _) = Merge3.merge(base: "a\r\nb\r\n", ours: "a\r\nX\r\n", theirs: "a\r\nY\r\n")
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(text == "a\r\n<<<<<<< ours\r\nX\r\n||||||| base\r\nb\r\n=======\r\nY\r\n>>>>>>> theirs\r\n")
    }

    @Test func linesKeepTheirBytesAndEndings() {
        let lines = Lines.split(bytes: [0x61, 0x0D, 0x0A, 0xFF, 0x0A, 0x62])
        #expect(lines.map(\.ending) == [.crlf, .lf, .none])
        #expect(lines.map { Array($0.content) } == [[0x61], [0xFF], [0x62]])
        #expect(lines.map(\.text) == ["a\r\n", nil, "b"])
        #expect(lines.flatMap(\.bytes) == [0x61, 0x0D, 0x0A, 0xFF, 0x0A, 0x62])
    }
}
