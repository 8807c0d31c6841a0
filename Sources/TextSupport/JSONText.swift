/// The one JSON string escaper: every JSON text viper-gen writes by hand (diagnostics, reports,
/// answers, the lock, the graph, the template context) quotes its strings here.
///
/// Escaped: `"` and `\` with a backslash; line feed, carriage return and tab as `\n`, `\r`,
/// `\t`; every other character below U+0020 as `\u00xx` (lowercase hex). Everything else,
/// DEL and non-ASCII included, is written as it is, in UTF-8: valid JSON (RFC 8259 §7) and
/// byte for byte what the reports and diagnostics have always written.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included, to `bytes`.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: copied whole, from its contiguous UTF-8.
        var text = text
        let copied = text.withUTF8 { utf8 in
            if utf8.contains(where: needsEscape) { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied {
            // Bytes, not scalars: every byte that needs escaping is ASCII, and the bytes of a
            // multi-byte scalar are all 0x80 or above, so they pass through unchanged.
            for byte in text.utf8 { appendEscaped(byte, to: &bytes) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `byte` is written as an escape.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Appends one byte of a string's UTF-8, escaped when it must be.
    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
        case 0x0A: bytes.append(contentsOf: "\\n".utf8)
        case 0x0D: bytes.append(contentsOf: "\\r".utf8)
        case 0x09: bytes.append(contentsOf: "\\t".utf8)
        case 0..<0x20:
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string literal inside a message for a terminal: also DEL, the C1
    /// controls and the line and paragraph separators are escaped (`\u007F`, uppercase hex), so
    /// that a message never prints an invisible or line-breaking character; text longer than
    /// `limit` characters is cut with `…`.
    public static func quotedForMessage(_ text: String, limit: Int) -> String {
        var result = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index >= limit {
                result += "…"
                break
            }
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t":
                var bytes: [UInt8] = []
                appendEscaped(UInt8(scalar.value), to: &bytes)
                result += String(decoding: bytes, as: UTF8.self)
            case _ where isInvisible(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The characters a message escapes besides JSON's own: controls, DEL, C1 controls, and
    /// the line and paragraph separators.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
