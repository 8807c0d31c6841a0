import Testing

@testable import SwiftSource

/// ``ByteClass/identifierRunEnd(_:from:to:)``, eight bytes at a time, against the byte rule
/// it stands for: every byte value in every position of a word, runs ending at the limit,
/// and random text.
@Suite struct IdentifierRunTests {
    static func byByte(_ b: [UInt8], _ start: Int, _ end: Int) -> Int {
        var p = start
        while p < end, ByteClass.isIdentifierBody(b[p]) { p += 1 }
        return p
    }

    static func check(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        bytes.withUnsafeBufferPointer { b in
            #expect(ByteClass.identifierRunEnd(b, from: start, to: end) == byByte(bytes, start, end), "\(bytes)")
        }
    }

    @Test func everyByteInEveryLane() {
        for value in 0...255 {
            for lane in 0..<20 {
                var bytes = Array("abcdefghijklmnopqrstuvwxyz0123456789_ABCDEFGHIJ".utf8)
                bytes[lane] = UInt8(value)
                Self.check(bytes, 0, bytes.count)
                Self.check(bytes, 1, bytes.count)
                Self.check(bytes, 0, 13)
            }
            // Alone in a lane-sized word, and the mask for it exactly.
            let word = UInt64(value)
            let expected: UInt64 = ByteClass.isIdentifierBody(UInt8(value)) ? 0 : 0x80
            #expect(ByteClass.nonIdentifierBytes(word | 0x6161_6161_6161_6100) == expected, "\(value)")
        }
    }

    @Test func runsEndingAtTheLimitOrTheBuffer() {
        let bytes = Array("name_1".utf8) + Array("aZ09_".utf8) + Array(repeating: UInt8(ascii: "x"), count: 17)
        for start in 0..<bytes.count {
            for end in start...bytes.count { Self.check(bytes, start, end) }
        }
        Self.check([], 0, 0)
    }

    @Test func randomText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet =
            Array("abcXYZ019_ .(){}+-\n\t".utf8) + [0x80, 0xC3, 0xA9, 0xFF, 0x00, 0x7F, 0x40, 0x5B, 0x60, 0x7B]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let start = count == 0 ? 0 : Int.random(in: 0..<count, using: &generator)
            Self.check(bytes, start, count)
        }
    }
}
