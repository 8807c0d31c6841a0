/// The character level of the old-style property list format: whitespace, comments, and the
/// classes of bytes that make up unquoted strings and hex data.
///
/// The unquoted set is CoreFoundation's (letters, digits, `_ $ / : . -`), which is what Xcode and
/// plutil read; `+`, for instance, must be quoted.
struct PlistLexer {
    let bytes: [UInt8]
    var position: Int = 0
    /// Comments seen so far, with the container depth they were found at.
    var comments: [PlistDocument.Comment] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { position >= bytes.count }
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Skips whitespace, `/* … */` and `// …` comments, recording each comment at `depth`.
    mutating func skipTrivia(depth: Int) throws(ProjectFileError) {
        // Over the bytes' storage with the position in a local, instead of indexing the stored
        // array and writing `position` back at every byte (with the unquoted-string scan:
        // 1.5 M of the 25 M instructions of parsing an 800 KiB project).
        let (end, unterminated) = bytes.withUnsafeBufferPointer { b -> (Int, Int?) in
            let count = b.count
            var position = self.position
            while position < count {
                let byte = b[position]
                if Self.isWhitespace(byte) {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < count, b[position + 1] == UInt8(ascii: "*") {
                    let start = position
                    position += 2
                    // The next `*` followed by `/`.
                    while true {
                        guard position + 1 < count else { return (position, start) }
                        if b[position] == UInt8(ascii: "*"), b[position + 1] == UInt8(ascii: "/") { break }
                        position += 1
                    }
                    position += 2
                    comments.append(.init(range: start..<position, depth: depth))
                } else if byte == UInt8(ascii: "/"), position + 1 < count, b[position + 1] == UInt8(ascii: "/") {
                    let start = position
                    while position < count, b[position] != UInt8(ascii: "\n") { position += 1 }
                    comments.append(.init(range: start..<position, depth: depth))
                } else {
                    break
                }
            }
            return (position, nil)
        }
        position = end
        if let unterminated {
            throw syntaxError(at: unterminated, "unterminated comment; a /* comment needs a closing */")
        }
    }

    /// The offset just past the next token that is not whitespace or a comment, from `offset`;
    /// never throws (an unterminated comment ends the text).
    static func nextSignificant(in bytes: [UInt8], from offset: Int) -> Int {
        var position = offset
        while position < bytes.count {
            let byte = bytes[position]
            if isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return position
            }
        }
        return position
    }

    /// A syntax error at a byte offset, with its line and column computed from the bytes.
    func syntaxError(at offset: Int, _ message: String) -> ProjectFileError {
        let (line, column) = Self.location(of: offset, in: bytes)
        return .syntax(line: line, column: column, message: message)
    }

    /// The 1-based line and column (UTF-8 bytes) of `offset`, by counting newlines before it.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// How a byte is shown in a message: `'x'` when printable ASCII, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + hex(byte)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Whether `byte` may appear in an unquoted string (CoreFoundation's set).
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
