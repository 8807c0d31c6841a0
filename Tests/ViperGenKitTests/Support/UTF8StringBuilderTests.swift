import Testing
import TextSupport

/// `UTF8StringBuilder` (`Sources/TextSupport/UTF8StringBuilder.swift`): the text it builds a
/// chunk at a time is the text written, whatever the chunk size, the capacity estimate (too
/// small, exact, too large) or the characters (several bytes each, flushed only between them).
@Suite struct UTF8StringBuilderTests {
    /// Lines of one to four bytes a character, as a caller writes records.
    static let lines = (0..<2_000).map { index in "\(index): a é € 😀 \"q\"\n" }

    static func build(capacity: Int, chunkSize: Int) -> String {
        var builder = UTF8StringBuilder(capacity: capacity, chunkSize: chunkSize)
        for line in lines {
            builder.pending.append(contentsOf: line.utf8)
            builder.flushIfFull()
        }
        return builder.finished()
    }

    @Test(arguments: [1, 7, 64, 1 << 16])
    func theTextIsWhatWasWrittenWhateverTheChunk(chunkSize: Int) {
        let expected = Self.lines.joined()
        for capacity in [0, 100, expected.utf8.count, 4 * expected.utf8.count] {
            let text = Self.build(capacity: capacity, chunkSize: chunkSize)
            #expect(text == expected, "chunks of \(chunkSize), \(capacity) bytes reserved")
            #expect(text.utf8.count == expected.utf8.count)
        }
    }

    @Test func nothingWrittenIsTheEmptyString() {
        var builder = UTF8StringBuilder(capacity: 1_000)
        builder.flushIfFull()
        #expect(builder.finished() == "")
        #expect(builder.text == "")
    }

    /// What stays below the chunk size waits in `pending` until the text is finished.
    @Test func pendingBytesMoveAtTheChunkSizeOrAtTheEnd() {
        var builder = UTF8StringBuilder(capacity: 64, chunkSize: 8)
        builder.pending.append(contentsOf: "1234567".utf8)
        builder.flushIfFull()
        #expect(builder.text == "" && builder.pending.count == 7)
        builder.pending.append(contentsOf: "8".utf8)
        builder.flushIfFull()
        #expect(builder.text == "12345678" && builder.pending.isEmpty)
        builder.pending.append(contentsOf: "9".utf8)
        #expect(builder.finished() == "123456789")
    }
}
