/// Reads an old-style (OpenStep) property list, the format of project.pbxproj, into a
/// `PlistDocument`.
///
/// Recursive descent with the nesting depth capped, so that no input can exhaust the stack; every
/// error names the line and column of the byte it stopped at.
struct PlistParser {
    /// The deepest nesting of arrays and dictionaries accepted; Xcode projects use 5 or 6.
    static let maximumDepth = 512

    private var lexer: PlistLexer
    private var document: PlistDocument
    /// Children of the containers being read, innermost last; moved to `document.children` when
    /// a container closes so that each container's children are contiguous there.
    private var scratch: [Int32] = []

    /// Parses `bytes`, which must hold exactly one value (comments and whitespace around it are
    /// allowed, as is a leading UTF-8 byte order mark).
    static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> PlistDocument {
        var parser = PlistParser(bytes: bytes)
        return try parser.run()
    }

    private init(bytes: [UInt8]) {
        lexer = PlistLexer(bytes: bytes)
        document = PlistDocument(bytes: bytes)
    }

    private mutating func run() throws(ProjectFileError) -> PlistDocument {
        let bytes = lexer.bytes
        guard bytes.count < Int(Int32.max) else {
            throw .syntax(line: 1, column: 1, message: "the file is too large (2 GB or more)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lexer.position = 3 }
        var start = lexer.position
        while start < bytes.count, PlistLexer.isWhitespace(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        if rest.starts(with: Array("bplist".utf8)) { throw .binaryPropertyList }
        if rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<plist".utf8))
            || rest.starts(with: Array("<!DOCTYPE".utf8))
        {
            throw .xmlPropertyList
        }

        var lineStarts = [0]
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        document.lineStarts = lineStarts

        try lexer.skipTrivia(depth: 0)
        if lexer.atEnd { throw lexer.syntaxError(at: lexer.position, "the file is empty; expected a property list") }
        document.root = try parseValue(depth: 0)
        try lexer.skipTrivia(depth: 0)
        if !lexer.atEnd {
            throw lexer.syntaxError(
                at: lexer.position,
                "unexpected \(PlistLexer.describe(bytes[lexer.position])) after the end of the property list")
        }
        document.comments = lexer.comments
        return document
    }

    /// Reads the value at the cursor (trivia already skipped); `depth` is the number of
    /// containers around it.
    private mutating func parseValue(depth: Int) throws(ProjectFileError) -> PlistDocument.Index {
        guard let byte = lexer.current else {
            throw lexer.syntaxError(at: lexer.position, "expected a value, found the end of the file")
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < Self.maximumDepth else {
                throw lexer.syntaxError(at: lexer.position, "nesting deeper than \(Self.maximumDepth) levels")
            }
            return byte == UInt8(ascii: "{") ? try parseDictionary(depth: depth) : try parseArray(depth: depth)
        case UInt8(ascii: "<"):
            return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try parseQuotedString()
        default:
            guard PlistLexer.isUnquotedCharacter(byte) else {
                throw lexer.syntaxError(at: lexer.position, "unexpected \(PlistLexer.describe(byte)); expected a value")
            }
            return parseUnquotedString()
        }
    }

    private mutating func parseDictionary(depth: Int) throws(ProjectFileError) -> PlistDocument.Index {
        let start = lexer.position
        let base = scratch.count
        lexer.position += 1
        while true {
            try lexer.skipTrivia(depth: depth + 1)
            guard let byte = lexer.current else {
                throw lexer.syntaxError(at: start, "unterminated dictionary; the '{' has no matching '}'")
            }
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || PlistLexer.isUnquotedCharacter(byte) else {
                throw lexer.syntaxError(
                    at: lexer.position, "unexpected \(PlistLexer.describe(byte)); expected a key or '}'")
            }
            let key =
                byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                ? try parseQuotedString() : parseUnquotedString()
            try lexer.skipTrivia(depth: depth + 1)
            guard lexer.current == UInt8(ascii: "=") else {
                throw lexer.syntaxError(at: lexer.position, "expected '=' after the key \(keyDescription(key))")
            }
            lexer.position += 1
            try lexer.skipTrivia(depth: depth + 1)
            let value = try parseValue(depth: depth + 1)
            try lexer.skipTrivia(depth: depth + 1)
            guard lexer.current == UInt8(ascii: ";") else {
                throw lexer.syntaxError(at: lexer.position, "expected ';' after the value of \(keyDescription(key))")
            }
            lexer.position += 1
            scratch.append(Int32(key))
            scratch.append(Int32(value))
        }
        lexer.position += 1
        return close(.dictionary, start: start, base: base, flag: false)
    }

    private mutating func parseArray(depth: Int) throws(ProjectFileError) -> PlistDocument.Index {
        let start = lexer.position
        let base = scratch.count
        var trailingComma = false
        lexer.position += 1
        try lexer.skipTrivia(depth: depth + 1)
        while lexer.current != UInt8(ascii: ")") {
            guard !lexer.atEnd else {
                throw lexer.syntaxError(at: start, "unterminated array; the '(' has no matching ')'")
            }
            scratch.append(Int32(try parseValue(depth: depth + 1)))
            try lexer.skipTrivia(depth: depth + 1)
            trailingComma = false
            switch lexer.current {
            case UInt8(ascii: ","):
                trailingComma = true
                lexer.position += 1
                try lexer.skipTrivia(depth: depth + 1)
            case UInt8(ascii: ")"):
                break
            case nil:
                throw lexer.syntaxError(at: start, "unterminated array; the '(' has no matching ')'")
            case let byte?:
                throw lexer.syntaxError(
                    at: lexer.position, "unexpected \(PlistLexer.describe(byte)); expected ',' or ')' in an array")
            }
        }
        lexer.position += 1
        return close(.array, start: start, base: base, flag: trailingComma)
    }

    private mutating func parseData() throws(ProjectFileError) -> PlistDocument.Index {
        let start = lexer.position
        let bytes = lexer.bytes
        var digits = 0
        lexer.position += 1
        while true {
            guard let byte = lexer.current else {
                throw lexer.syntaxError(at: start, "unterminated data; the '<' has no matching '>'")
            }
            if byte == UInt8(ascii: ">") { break }
            if PlistLexer.hexValue(byte) != nil {
                digits += 1
            } else if !PlistLexer.isWhitespace(byte) {
                throw lexer.syntaxError(
                    at: lexer.position,
                    "unexpected \(PlistLexer.describe(bytes[lexer.position])) in data; expected hex digits or '>'")
            }
            lexer.position += 1
        }
        if digits % 2 == 1 {
            throw lexer.syntaxError(at: lexer.position, "data has an odd number of hex digits")
        }
        lexer.position += 1
        return append(.data, start: start, flag: false)
    }

    private mutating func parseQuotedString() throws(ProjectFileError) -> PlistDocument.Index {
        let start = lexer.position
        let bytes = lexer.bytes
        let quote = bytes[start]
        var escapes = false
        lexer.position += 1
        while true {
            guard lexer.position < bytes.count else {
                throw lexer.syntaxError(at: start, "unterminated string; the opening quote has no closing quote")
            }
            let byte = bytes[lexer.position]
            if byte == quote { break }
            if byte == UInt8(ascii: "\\") {
                escapes = true
                lexer.position += 1
            }
            lexer.position += 1
        }
        lexer.position += 1
        return append(.quotedString, start: start, flag: escapes)
    }

    private mutating func parseUnquotedString() -> PlistDocument.Index {
        let start = lexer.position
        // The position in a local, over the bytes' storage (see `PlistLexer.skipTrivia`).
        lexer.position = lexer.bytes.withUnsafeBufferPointer { b in
            var position = start
            while position < b.count, PlistLexer.isUnquotedCharacter(b[position]) { position += 1 }
            return position
        }
        return append(.unquotedString, start: start, flag: false)
    }

    private mutating func append(_ kind: PlistDocument.Kind, start: Int, flag: Bool) -> PlistDocument.Index {
        document.nodes.append(
            .init(kind: kind, flag: flag, start: Int32(start), end: Int32(lexer.position), childStart: 0, childCount: 0)
        )
        return document.nodes.count - 1
    }

    private mutating func close(_ kind: PlistDocument.Kind, start: Int, base: Int, flag: Bool) -> PlistDocument.Index {
        let childStart = document.children.count
        document.children.append(contentsOf: scratch[base...])
        scratch.removeSubrange(base...)
        document.nodes.append(
            .init(
                kind: kind, flag: flag, start: Int32(start), end: Int32(lexer.position),
                childStart: Int32(childStart), childCount: Int32(document.children.count - childStart)
            ))
        return document.nodes.count - 1
    }

    private func keyDescription(_ key: PlistDocument.Index) -> String {
        let text = document.string(key) ?? ""
        return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }
}
