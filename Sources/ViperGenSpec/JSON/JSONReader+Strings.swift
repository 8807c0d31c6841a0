extension JSONReader {
    /// Reads the string whose opening quote is at `index`, decoding escapes and checking UTF-8.
    package mutating func parseString(path: JSONPath) throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        var segmentStart = index
        var decoded: [UInt8] = []
        var hasEscapes = false
        while true {
            guard index < end else {
                throw error(
                    at: end, path,
                    "unexpected end of input: the string opened at \(position(of: open)) is not closed; add '\"'")
            }
            let byte = bytes[index]
            if byte == Byte.quote {
                let text: String
                if hasEscapes {
                    decoded.append(contentsOf: bytes[segmentStart..<index])
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[segmentStart..<index], as: UTF8.self)
                }
                index += 1
                return text
            }
            if byte == Byte.backslash {
                hasEscapes = true
                decoded.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(into: &decoded, path: path, stringStart: open)
                segmentStart = index
            } else if byte < 0x20 {
                throw controlCharacterError(byte, path: path, stringStart: open)
            } else if byte < 0x80 {
                index += 1
            } else if let length = UTF8Scanner.sequenceLength(in: bytes, at: index) {
                index += length
            } else {
                throw error(
                    at: index, path,
                    "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))) in a string; save the file as UTF-8"
                )
            }
        }
    }

    private mutating func controlCharacterError(_ byte: UInt8, path: JSONPath, stringStart: Int) -> JSONSyntaxError {
        let message: String
        switch byte {
        case Byte.newline, Byte.carriageReturn:
            message =
                "a line break is not allowed inside a string; close the string opened at \(position(of: stringStart)) with '\"', or write \\n"
        case Byte.tab:
            message = "a tab character is not allowed inside a string; write \\t"
        default:
            message =
                "control character U+\(Byte.hex(UInt32(byte))) is not allowed inside a string; write \\u\(Byte.hex(UInt32(byte)))"
        }
        return error(at: index, path, message)
    }

    /// Decodes the escape sequence whose backslash is at `index`.
    private mutating func parseEscape(into decoded: inout [UInt8], path: JSONPath, stringStart: Int)
        throws(JSONSyntaxError)
    {
        let backslash = index
        guard index + 1 < end else {
            throw error(
                at: end, path,
                "unexpected end of input: the string opened at \(position(of: stringStart)) is not closed; add '\"'")
        }
        let letter = bytes[index + 1]
        index += 2
        let simple: UInt8? =
            switch letter {
            case Byte.quote: Byte.quote
            case Byte.backslash: Byte.backslash
            case Byte.slash: Byte.slash
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): Byte.newline
            case UInt8(ascii: "r"): Byte.carriageReturn
            case UInt8(ascii: "t"): Byte.tab
            default: nil
            }
        if let simple {
            decoded.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            let shown = letter >= 0x21 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : "sequence"
            throw error(
                at: backslash, path,
                "invalid escape \(shown) in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        let first = try hexQuad(escapeAt: backslash, path: path)
        var scalarValue = first
        if (0xDC00...0xDFFF).contains(first) {
            throw error(
                at: backslash, path,
                "invalid unicode escape \\u\(Byte.hex(first)): a low surrogate must follow a high surrogate (\\uD800-\\uDBFF)"
            )
        }
        if (0xD800...0xDBFF).contains(first) {
            let second = index
            guard index + 1 < end, bytes[index] == Byte.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(
                    at: backslash, path,
                    "invalid unicode escape \\u\(Byte.hex(first)): a high surrogate must be followed by a low surrogate escape (\\uDC00-\\uDFFF)"
                )
            }
            index += 2
            let low = try hexQuad(escapeAt: second, path: path)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    at: second, path,
                    "invalid unicode escape \\u\(Byte.hex(low)): expected a low surrogate (\\uDC00-\\uDFFF) after \\u\(Byte.hex(first))"
                )
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error(at: backslash, path, "invalid unicode escape \\u\(Byte.hex(first))")
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the four hexadecimal digits after `\u` at `index`.
    private mutating func hexQuad(escapeAt escape: Int, path: JSONPath) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < end, let digit = Self.hexValue(bytes[index]) else {
                throw error(at: escape, path, "invalid unicode escape: \\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case Byte.zero...Byte.nine: UInt32(byte - Byte.zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Checks and decodes UTF-8 sequences the way Unicode's table 3-7 allows them: no overlong
/// forms, no surrogates, nothing above U+10FFFF.
package enum UTF8Scanner {
    /// The length of the well-formed sequence starting at `offset`, or nil if it is ill-formed.
    package static func sequenceLength(in bytes: [UInt8], at offset: Int) -> Int? {
        let lead = bytes[offset]
        let ranges: [ClosedRange<UInt8>]
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: ranges = [0x80...0xBF]
        case 0xE0: ranges = [0xA0...0xBF, 0x80...0xBF]
        case 0xE1...0xEC, 0xEE...0xEF: ranges = [0x80...0xBF, 0x80...0xBF]
        case 0xED: ranges = [0x80...0x9F, 0x80...0xBF]
        case 0xF0: ranges = [0x90...0xBF, 0x80...0xBF, 0x80...0xBF]
        case 0xF1...0xF3: ranges = [0x80...0xBF, 0x80...0xBF, 0x80...0xBF]
        case 0xF4: ranges = [0x80...0x8F, 0x80...0xBF, 0x80...0xBF]
        default: return nil
        }
        guard offset + ranges.count < bytes.count else { return nil }
        for (position, range) in ranges.enumerated() where !range.contains(bytes[offset + 1 + position]) {
            return nil
        }
        return ranges.count + 1
    }

    /// The scalar encoded at `offset` and its length, or nil if the bytes there are ill-formed.
    package static func decodeScalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        guard offset < bytes.count, let length = sequenceLength(in: bytes, at: offset) else { return nil }
        guard let scalar = String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first else {
            return nil
        }
        return (scalar, length)
    }
}
