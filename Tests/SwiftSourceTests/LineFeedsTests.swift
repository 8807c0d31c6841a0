import Testing

@testable import SwiftSource

/// `LineFeeds.count` against a byte-by-byte count: lengths around the eight-byte words and the
/// 255-word blocks whose lanes are added at once, line feeds dense (every byte) and sparse,
/// and bytes that differ from `\n` in one bit or are `\n` plus 0x80.
struct LineFeedsTests {
    static func naive(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

    static func counted(_ bytes: [UInt8]) -> Int { bytes.withUnsafeBytes(LineFeeds.count) }

    /// The lexer's count of a file's line feeds (``SourceFile/lineFeeds``): every `\n` once,
    /// wherever it is (strings, comments, regex literals, an interpolation, an unterminated
    /// literal), and none when the file holds a `\r`.
    @Test func theLexerCountsEveryLineFeedOfAFileWithoutCarriageReturns() {
        let sources = [
            "", "\n", "a", "a\nb", "let s = \"\"\"\nx\\\n\"\"\"\n", "/* a\n/* b\n*/ */ x\n// c\n", "let r = #/a\nb/#\n",
            "let s = \"a\\(\n1)\"\nlet t = \"unterminated\n", "`a\nb` #if X\n#endif\n\u{2028}\n\u{85}\n", "x\r\ny\n",
            "x\ry", "let s = \"a\rb\"", "/* \r */", "#\"\"\"\n\\#(a\n)\n\"\"\"#\n"
        ]
        var generator = SplitMix(seed: 0x11FE)
        let alphabet = Array("\n\r\"/*#\\() a`{}".utf8)
        let random = (0..<300).map { _ in
            (0..<Int(generator.next() % 200)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        for bytes in sources.map({ Array($0.utf8) }) + random {
            let expected = bytes.contains(0x0D) ? nil : Self.naive(bytes)
            #expect(
                SourceFile.read(bytes).lineFeeds == expected,
                "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test func allLineFeedsAcrossBlockBoundaries() {
        for length in [0, 1, 7, 8, 9, 15, 16, 2039, 2040, 2041, 2048, 4080, 4088, 5000] {
            let bytes = [UInt8](repeating: 0x0A, count: length)
            #expect(Self.counted(bytes) == length, "length \(length)")
        }
    }

    @Test func nearMissesAreNotCounted() {
        let nearMisses: [UInt8] = [0x0B, 0x08, 0x0E, 0x02, 0x1A, 0x4A, 0x8A, 0x00, 0xFF, 0x09, 0x0D]
        for length in [8, 64, 2041, 4097] {
            let bytes = (0..<length).map { nearMisses[$0 % nearMisses.count] }
            #expect(Self.counted(bytes) == 0, "length \(length)")
        }
    }

    @Test func randomBytesMatchTheNaiveCount() {
        var generator = SplitMix(seed: 0x5EED)
        for round in 0..<200 {
            let length = Int(generator.next() % 6000)
            // Half the rounds dense in line feeds, half sparse.
            let bytes = (0..<length).map { _ -> UInt8 in
                let value = generator.next()
                if round % 2 == 0 { return value % 3 == 0 ? 0x0A : UInt8(truncatingIfNeeded: value >> 8) }
                return UInt8(truncatingIfNeeded: value >> 8)
            }
            #expect(Self.counted(bytes) == Self.naive(bytes), "round \(round), length \(length)")
        }
    }

    /// A small deterministic generator, so that a failure can be replayed.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
