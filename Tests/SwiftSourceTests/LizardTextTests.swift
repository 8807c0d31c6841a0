import Testing

@testable import SwiftSource

/// The text lizard reads: line breaks and the byte order mark of valid UTF-8 normalized, the
/// invalid bytes of anything else dropped. Checked against the rule applied byte by byte, with
/// `\r` and non-ASCII bytes at every offset of the eight-byte blocks the reader skips through.
@Suite struct LizardTextTests {
    static func reference(_ source: [UInt8]) -> [UInt8] {
        if let text = String(validating: source, as: UTF8.self) {
            var bytes = Array(text.utf8)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            var out: [UInt8] = []
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0D {
                    out.append(0x0A)
                    if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            return out
        }
        return Array(
            String(decoding: source, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FFFD}" }.map(String.init).joined()
                .utf8)
    }

    @Test func carriageReturnsAndNonASCIIAtEveryOffset() {
        let plain = Array("func f() {\n    return 1\n}\nlet x = 2 // done\n".utf8)
        #expect(LizardText.normalize(plain) == plain)
        for offset in 0..<plain.count {
            for insert in [[0x0D], [0x0D, 0x0A], [0xC3, 0xA9], [0xFF], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
                var bytes = plain
                bytes.insert(contentsOf: insert, at: offset)
                #expect(LizardText.normalize(bytes) == Self.reference(bytes), "\(insert) at \(offset)")
            }
        }
    }
}
