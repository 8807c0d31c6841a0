/// The scanning state behind `JSONParser`.
package struct JSONReader {
    /// An array or object that has been opened and not yet closed.
    package struct Frame {
        package var isObject: Bool
        package var offset: Int
        package var position: SourcePosition
        package var path: JSONPath
        package var elements: [JSONNode] = []
        package var members: [JSONMember] = []
        package var keyPositions: [String: SourcePosition] = [:]
        package var pendingKey = ""
        package var pendingKeyPosition = SourcePosition(line: 1, column: 1)

        package var kind: String { isObject ? "object" : "array" }

        /// Where `key` is already defined in this object; nil when it is not, and it is now,
        /// at `position`. The members read so far are searched while the object is small (a
        /// dictionary per object cost a quarter of reading a lock); a larger object gets an
        /// index of its keys.
        package mutating func firstPosition(of key: String, else position: SourcePosition) -> SourcePosition? {
            if members.count < Self.indexedFrom {
                for member in members where member.key == key { return member.keyPosition }
                return nil
            }
            if keyPositions.isEmpty {
                for member in members { keyPositions[member.key] = member.keyPosition }
            }
            if let first = keyPositions[key] { return first }
            keyPositions[key] = position
            return nil
        }

        /// How many members an object has before its keys are indexed.
        static let indexedFrom = 16
        package var closer: UInt8 { isObject ? Byte.closeBrace : Byte.closeBracket }
    }

    package let bytes: [UInt8]
    package let end: Int
    package let maximumDepth: Int
    package var index: Int
    package var lines: LineTable

    package init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.maximumDepth = maximumDepth
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.index = hasBOM ? 3 : 0
        self.lines = LineTable(firstLineStart: index)
    }

    // MARK: - Document

    package mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        try refuseOtherEncodings()
        try skipWhitespace()
        guard index < end else {
            throw error(
                at: index, .root,
                index == lines.lineStarts[0] && end == index
                    ? "the file is empty; expected a JSON object"
                    : "unexpected end of input: expected a JSON value")
        }
        var stack: [Frame] = []
        var path = JSONPath.root
        while true {
            // Read one value starting at `index` (whitespace skipped, not at the end).
            var node: JSONNode
            let byte = bytes[index]
            if byte == Byte.openBrace || byte == Byte.openBracket {
                let isObject = byte == Byte.openBrace
                if stack.count >= maximumDepth {
                    // No key path: it would repeat `[0]` hundreds of times.
                    throw error(
                        at: index, .root,
                        "too deeply nested: more than \(maximumDepth) arrays and objects inside each other")
                }
                let frame = Frame(isObject: isObject, offset: index, position: position(of: index), path: path)
                index += 1
                try skipWhitespace()
                guard index < end else { throw unclosed(frame) }
                if bytes[index] == frame.closer {
                    index += 1
                    node = JSONNode(
                        value: isObject ? .object([]) : .array([]), position: frame.position,
                        offset: frame.offset, path: path)
                } else {
                    stack.append(frame)
                    path = try startMember(of: &stack[stack.count - 1], afterComma: nil)
                    continue
                }
            } else {
                node = try parseScalar(path: path, context: stack.last)
            }

            // Attach the value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else {
                    try skipWhitespace()
                    if index < end {
                        throw error(
                            at: index, .root,
                            "unexpected \(describeToken(at: index)) after the end of the JSON document")
                    }
                    return node
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(
                        JSONMember(
                            key: stack[top].pendingKey,
                            keyPosition: stack[top].pendingKeyPosition, value: node))
                } else {
                    stack[top].elements.append(node)
                }
                let valuePath = node.path
                try skipWhitespace()
                guard index < end else { throw unclosed(stack[top]) }
                let next = bytes[index]
                if next == Byte.comma {
                    let comma = index
                    index += 1
                    path = try startMember(of: &stack[top], afterComma: comma)
                    break
                } else if next == stack[top].closer {
                    index += 1
                    let frame = stack.removeLast()
                    node = JSONNode(
                        value: frame.isObject ? .object(frame.members) : .array(frame.elements),
                        position: frame.position, offset: frame.offset, path: frame.path)
                } else if next == Byte.closeBrace || next == Byte.closeBracket {
                    let wanted = stack[top].isObject ? "}" : "]"
                    throw error(
                        at: index, stack[top].path,
                        "unexpected '\(Character(Unicode.Scalar(next)))': the \(stack[top].kind) opened at \(stack[top].position) must be closed with '\(wanted)'"
                    )
                } else if stack[top].isObject {
                    throw error(
                        at: index, valuePath,
                        "expected ',' or '}' after the value of \(JSONPath.quoted(stack[top].pendingKey)), found \(describeToken(at: index))"
                    )
                } else {
                    throw error(
                        at: index, valuePath,
                        "expected ',' or ']' after element \(stack[top].elements.count - 1) of the array, found \(describeToken(at: index))"
                    )
                }
            }
        }
    }

    /// Positions `index` at the next value of `frame` (after its opening bracket or after a
    /// comma) and returns that value's key path; reads the key and colon for objects.
    private mutating func startMember(of frame: inout Frame, afterComma comma: Int?) throws(JSONSyntaxError) -> JSONPath
    {
        try skipWhitespace()
        guard index < end else { throw unclosed(frame) }
        if let comma, bytes[index] == frame.closer {
            throw error(
                at: comma, frame.path,
                "a trailing comma is not allowed in JSON; remove the ',' before '\(frame.isObject ? "}" : "]")'")
        }
        guard frame.isObject else {
            if let comma, bytes[index] == Byte.comma {
                throw error(
                    at: index, frame.path,
                    "expected an array element after the ',' at \(position(of: comma)), found another ','")
            }
            return frame.path.appending(index: frame.elements.count)
        }
        let keyOffset = index
        let byte = bytes[index]
        guard byte == Byte.quote else {
            if byte == Byte.apostrophe {
                throw error(at: index, frame.path, "strings must use double quotes (\"), not single quotes")
            }
            if let word = word(at: index) {
                throw error(
                    at: index, frame.path, "expected a key in double quotes, found '\(word)'; write \"\(word)\"")
            }
            throw error(at: index, frame.path, "expected a key in double quotes, found \(describeToken(at: index))")
        }
        let keyPosition = position(of: keyOffset)
        let key = try parseString(path: frame.path)
        let path = frame.path.appending(key: key)
        if let first = frame.firstPosition(of: key, else: keyPosition) {
            throw error(
                at: keyOffset, path,
                "duplicate key \(JSONPath.quoted(key)); it is already defined at \(first), remove one of them")
        }
        frame.pendingKey = key
        frame.pendingKeyPosition = keyPosition
        try skipWhitespace()
        guard index < end else { throw unclosed(frame) }
        guard bytes[index] == Byte.colon else {
            throw error(
                at: index, path, "expected ':' after the key \(JSONPath.quoted(key)), found \(describeToken(at: index))"
            )
        }
        index += 1
        try skipWhitespace()
        guard index < end else { throw unclosed(frame) }
        return path
    }

    // MARK: - Scalars

    private mutating func parseScalar(path: JSONPath, context: Frame?) throws(JSONSyntaxError) -> JSONNode {
        let start = index
        let startPosition = position(of: start)
        let byte = bytes[index]
        let value: JSONNode.Value
        switch byte {
        case Byte.quote:
            value = .string(try parseString(path: path))
        case Byte.minus, Byte.zero...Byte.nine:
            value = .number(try parseNumber(path: path))
        default:
            if let word = word(at: index), let literal = Self.literals[word] {
                index += word.utf8.count
                value = literal
            } else {
                throw error(at: index, path, unexpectedValueMessage(at: index, context: context))
            }
        }
        return JSONNode(value: value, position: startPosition, offset: start, path: path)
    }

    private static let literals: [String: JSONNode.Value] = ["true": .bool(true), "false": .bool(false), "null": .null]

    /// Why the text at `offset` cannot start a value.
    private mutating func unexpectedValueMessage(at offset: Int, context: Frame?) -> String {
        let expected: String
        if let context {
            expected = context.isObject ? "the value of \(JSONPath.quoted(context.pendingKey))" : "an array element"
        } else {
            expected = "a JSON value"
        }
        let byte = bytes[offset]
        if byte == Byte.apostrophe {
            return "strings must use double quotes (\"), not single quotes"
        }
        if byte == Byte.plus {
            return "expected \(expected), found '+'; JSON numbers cannot start with '+'"
        }
        if byte == Byte.dot {
            return "expected \(expected), found '.'; a JSON number must start with a digit (write 0.5, not .5)"
        }
        guard let word = word(at: offset) else {
            return "expected \(expected), found \(describeToken(at: offset))"
        }
        let lowered = word.lowercased()
        if let literal = ["true", "false", "null"].first(where: { $0 == lowered }) {
            return "'\(word)' is not a JSON value; JSON literals are lowercase: write \(literal)"
        }
        if ["none", "nil", "undefined"].contains(lowered) {
            return "'\(word)' is not a JSON value; write null"
        }
        if ["nan", "infinity", "inf"].contains(lowered) {
            return "'\(word)' is not allowed in JSON; numbers must be finite"
        }
        if let literal = ["true", "false", "null"].first(where: { $0.hasPrefix(lowered) }) {
            return "invalid literal '\(word)'; did you mean \(literal)?"
        }
        if context == nil, followingNonBlank(afterWordAt: offset, word: word) == Byte.colon {
            return
                "expected a JSON value, found '\(word)'; this looks like YAML, but the file must be JSON (start it with '{')"
        }
        return "expected \(expected), found '\(word)'; strings must be written in double quotes: \"\(word)\""
    }

    private func followingNonBlank(afterWordAt offset: Int, word: String) -> UInt8? {
        var cursor = offset + word.utf8.count
        while cursor < end, bytes[cursor] == Byte.space || bytes[cursor] == Byte.tab { cursor += 1 }
        return cursor < end ? bytes[cursor] : nil
    }

    private mutating func parseNumber(path: JSONPath) throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == Byte.minus {
            index += 1
            guard index < end, Byte.isDigit(bytes[index]) else {
                if let word = word(at: index), ["infinity", "inf", "nan"].contains(word.lowercased()) {
                    throw error(at: start, path, "'-\(word)' is not allowed in JSON; numbers must be finite")
                }
                throw error(at: index, path, "expected a digit after '-' in a number")
            }
        }
        if bytes[index] == Byte.zero {
            index += 1
            if index < end, Byte.isDigit(bytes[index]) {
                throw error(at: start, path, "leading zeros are not allowed in JSON numbers")
            }
        } else {
            while index < end, Byte.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] == Byte.dot {
            index += 1
            guard index < end, Byte.isDigit(bytes[index]) else {
                throw error(at: index, path, "expected a digit after the decimal point in a number")
            }
            while index < end, Byte.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == Byte.plus || bytes[index] == Byte.minus { index += 1 }
            guard index < end, Byte.isDigit(bytes[index]) else {
                throw error(at: index, path, "expected a digit in the exponent of a number")
            }
            while index < end, Byte.isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Whitespace

    /// Skips JSON whitespace, recording line starts; refuses comments.
    package mutating func skipWhitespace() throws(JSONSyntaxError) {
        while index < end {
            switch bytes[index] {
            case Byte.space, Byte.tab:
                index += 1
            case Byte.newline:
                index += 1
                lines.addLine(startingAt: index)
            case Byte.carriageReturn:
                index += 1
                if index < end, bytes[index] == Byte.newline { index += 1 }
                lines.addLine(startingAt: index)
            case Byte.slash where index + 1 < end && (bytes[index + 1] == Byte.slash || bytes[index + 1] == Byte.star),
                Byte.hash:
                throw error(at: index, .root, "comments are not allowed in JSON")
            default:
                return
            }
        }
    }

    private func refuseOtherEncodings() throws(JSONSyntaxError) {
        let utf16 = end >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
        let utf32 = end >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF
        if utf16 || utf32 {
            throw JSONSyntaxError(
                position: SourcePosition(line: 1, column: 1), keyPath: "",
                message: "the file is \(utf32 ? "UTF-32" : "UTF-16") encoded; save it as UTF-8")
        }
    }

    // MARK: - Helpers

    package mutating func position(of offset: Int) -> SourcePosition {
        lines.position(of: offset, in: bytes)
    }

    package mutating func error(at offset: Int, _ path: JSONPath, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position(of: offset), keyPath: path.description, message: message)
    }

    private mutating func unclosed(_ frame: Frame) -> JSONSyntaxError {
        let wanted = frame.isObject ? "}" : "]"
        return error(
            at: end, frame.path,
            "unexpected end of input: the \(frame.kind) opened at \(frame.position) is not closed; add '\(wanted)'")
    }

    /// A bare word (letters, digits, `_`, `-`, `$`, `.`) starting at `offset`, cut at 40
    /// characters; nil when `offset` does not start with a letter or `_`.
    package func word(at offset: Int) -> String? {
        guard offset < end, Byte.isWordStart(bytes[offset]) else { return nil }
        var cursor = offset
        while cursor < end, cursor - offset < 40,
            Byte.isWordStart(bytes[cursor]) || Byte.isDigit(bytes[cursor])
                || bytes[cursor] == Byte.minus || bytes[cursor] == Byte.dollar || bytes[cursor] == Byte.dot
        {
            cursor += 1
        }
        return String(decoding: bytes[offset..<cursor], as: UTF8.self)
    }

    /// The token at `offset` for messages: `'x'`, `'→' (U+2192)`, `a NUL byte`, `the end of input`.
    package func describeToken(at offset: Int) -> String {
        guard offset < end else { return "the end of input" }
        if let word = word(at: offset) { return "'\(word)'" }
        let byte = bytes[offset]
        if byte == 0 { return "a NUL byte (is the file UTF-16?)" }
        if byte < 0x20 || byte == 0x7F { return "control character U+\(Byte.hex(UInt32(byte)))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        if let (scalar, _) = UTF8Scanner.decodeScalar(in: bytes, at: offset) {
            if scalar.value == 0xFEFF { return "a byte order mark (U+FEFF)" }
            if scalar.properties.isWhitespace {
                return
                    "the space character U+\(Byte.hex(scalar.value)); JSON allows only spaces, tabs and line breaks between tokens"
            }
            return "'\(Character(scalar))' (U+\(Byte.hex(scalar.value)))"
        }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true)), which is not valid UTF-8"
    }
}

/// ASCII bytes the parser looks for.
package enum Byte {
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")
    package static let openBracket = UInt8(ascii: "[")
    package static let closeBracket = UInt8(ascii: "]")
    package static let comma = UInt8(ascii: ",")
    package static let colon = UInt8(ascii: ":")
    package static let quote = UInt8(ascii: "\"")
    package static let apostrophe = UInt8(ascii: "'")
    package static let backslash = UInt8(ascii: "\\")
    package static let slash = UInt8(ascii: "/")
    package static let star = UInt8(ascii: "*")
    package static let hash = UInt8(ascii: "#")
    package static let minus = UInt8(ascii: "-")
    package static let plus = UInt8(ascii: "+")
    package static let dot = UInt8(ascii: ".")
    package static let dollar = UInt8(ascii: "$")
    package static let zero = UInt8(ascii: "0")
    package static let nine = UInt8(ascii: "9")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    package static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    /// At least four uppercase hexadecimal digits, as in `U+00A0`.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
