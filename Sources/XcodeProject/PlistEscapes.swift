/// Backslash escapes in quoted strings, and the quoting rule Xcode applies when it writes a string.
enum PlistEscapes {
    /// Decodes the inside of a quoted string (quotes excluded) as CoreFoundation does: `\n \t \r
    /// \a \b \f \v \" \' \\`, up to three octal digits, `\U` with up to four hex digits (UTF-16,
    /// surrogate pairs joined), and any other escaped character as itself.
    ///
    /// Octal values above 127 are read as Latin-1; CoreFoundation reads them as NeXTSTEP, but Xcode
    /// never writes octal escapes. A lone surrogate becomes U+FFFD.
    static func decode(_ inner: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(inner.count)
        var position = inner.startIndex
        var pendingHighSurrogate: UInt16?

        func appendScalar(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            output.append(contentsOf: String(scalar).utf8)
        }
        func flushSurrogate() {
            if pendingHighSurrogate != nil {
                appendScalar(0xFFFD)
                pendingHighSurrogate = nil
            }
        }

        while position < inner.endIndex {
            let byte = inner[position]
            guard byte == UInt8(ascii: "\\"), position + 1 < inner.endIndex else {
                flushSurrogate()
                output.append(byte)
                position += 1
                continue
            }
            position += 1
            let escaped = inner[position]
            position += 1
            if escaped == UInt8(ascii: "U") {
                var unit: UInt32 = 0
                var digits = 0
                while digits < 4, position < inner.endIndex, let digit = PlistLexer.hexValue(inner[position]) {
                    unit = unit << 4 | UInt32(digit)
                    digits += 1
                    position += 1
                }
                switch unit {
                case 0xD800...0xDBFF:
                    flushSurrogate()
                    pendingHighSurrogate = UInt16(unit)
                case 0xDC00...0xDFFF:
                    if let high = pendingHighSurrogate {
                        appendScalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (unit - 0xDC00))
                        pendingHighSurrogate = nil
                    } else {
                        appendScalar(0xFFFD)
                    }
                default:
                    flushSurrogate()
                    appendScalar(unit)
                }
                continue
            }
            flushSurrogate()
            switch escaped {
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < inner.endIndex,
                    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(inner[position])
                {
                    value = value << 3 | UInt32(inner[position] - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                }
                appendScalar(value)
            default:
                output.append(escaped)
            }
        }
        flushSurrogate()
        return String(decoding: output, as: UTF8.self)
    }

    /// `string` as Xcode writes it: bare when every character is a letter, digit, `_`, `$`, `.` or
    /// `/` and it contains neither `//` nor `___`; otherwise in double quotes with `\\`, `\"`, `\t`
    /// and `\n` escaped. The empty string is `""`.
    static func quotedIfNeeded(_ string: String) -> String {
        var needsQuotes = string.isEmpty || string.contains("//") || string.contains("___")
        var escaped = ""
        escaped.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", ".", "/":
                escaped.unicodeScalars.append(scalar)
            case "\\":
                needsQuotes = true
                escaped += "\\\\"
            case "\"":
                needsQuotes = true
                escaped += "\\\""
            case "\t":
                needsQuotes = true
                escaped += "\\t"
            case "\n":
                needsQuotes = true
                escaped += "\\n"
            default:
                needsQuotes = true
                escaped.unicodeScalars.append(scalar)
            }
        }
        return needsQuotes ? "\"" + escaped + "\"" : escaped
    }
}
