/// Reads a ``TypeReference`` or a parameter clause from significant tokens, bounded by a token
/// range and a byte limit (a type can end inside a token: `Set<Int>?= []`). Operator tokens are
/// read character by character (`>?` closes generic arguments, then makes an optional), except
/// `->` and `...`.
struct TypeReader {
    let b: UnsafeBufferPointer<UInt8>
    let sig: [Token]
    /// The token after the last one read.
    let endToken: Int
    /// No byte at or after it is read.
    let endByte: Int
    /// The current token and the byte inside it (for operator tokens).
    var i: Int
    var offset: Int

    /// Deeper nesting reads as ``TypeReference/unparsed(_:)``.
    static let maxDepth = 64

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], range: Range<Int>, endByte: Int? = nil) {
        b = bytes
        sig = tokens
        endToken = range.upperBound
        self.endByte = endByte ?? (range.isEmpty ? 0 : tokens[range.upperBound - 1].end)
        i = range.lowerBound
        offset = range.isEmpty ? 0 : tokens[range.lowerBound].start
    }

    // MARK: Atoms

    enum Atom: Equatable {
        case name, keyword, attribute, leftParen, rightParen, leftBracket, rightBracket, comma, colon, period
        case less, greater, question, bang, ampersand, arrow, ellipsis, equals, otherOperator, other, end
    }

    var atEnd: Bool { i >= endToken || offset >= endByte }

    /// The atom at the cursor.
    func peek() -> Atom {
        guard !atEnd else { return .end }
        let token = sig[i]
        switch token.kind {
        case .identifier, .backtickIdentifier: return .name
        case .keyword: return .keyword
        case .attribute: return .attribute
        case .leftParen: return .leftParen
        case .rightParen: return .rightParen
        case .leftBracket: return .leftBracket
        case .rightBracket: return .rightBracket
        case .comma: return .comma
        case .colon: return .colon
        case .period: return .period
        case .operator:
            let end = min(token.end, endByte)
            if end - offset >= 2, b[offset] == 0x2D, b[offset + 1] == 0x3E { return .arrow }
            if end - offset >= 3, b[offset] == 0x2E, b[offset + 1] == 0x2E, b[offset + 2] == 0x2E { return .ellipsis }
            switch b[offset] {
            case 0x3C: return .less
            case 0x3E: return .greater
            case 0x3F: return .question
            case 0x21: return .bang
            case 0x26: return end - offset == 1 ? .ampersand : .otherOperator
            case 0x3D: return .equals
            case 0x2E: return .period
            default: return .otherOperator
            }
        default: return .other
        }
    }

    /// Moves past the atom at the cursor.
    mutating func advance() {
        guard !atEnd else { return }
        if sig[i].kind == .operator {
            let atom = peek()
            offset += atom == .arrow ? 2 : atom == .ellipsis ? 3 : 1
            if offset < min(sig[i].end, endByte) { return }
        }
        i += 1
        if i < sig.count { offset = sig[i].start }
    }

    /// The text of the name or keyword at the cursor, backticks removed.
    func word() -> String {
        let token = sig[i]
        var range = token.range
        if token.kind == .backtickIdentifier, range.count > 2 { range = range.lowerBound + 1..<range.upperBound - 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    func isWord(_ word: StaticString) -> Bool {
        let atom = peek()
        guard atom == .name || atom == .keyword else { return false }
        let token = sig[i]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in
            for k in 0..<w.count where w[k] != b[token.start + k] { return false }
            return true
        }
    }

    /// Skips an attribute and its glued arguments: `@escaping`, `@convention(c)`.
    mutating func skipAttribute() {
        let end = sig[i].end
        advance()
        guard peek() == .leftParen, sig[i].start == end else { return }
        var depth = 0
        repeat {
            switch peek() {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .end: return
            default: break
            }
            advance()
        } while depth > 0
    }

    // MARK: Types

    /// The whole range as one type; ``TypeReference/unparsed(_:)`` when it is not one.
    static func type(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], range: Range<Int>, endByte: Int? = nil
    ) -> TypeReference {
        var reader = TypeReader(bytes: bytes, tokens: tokens, range: range, endByte: endByte)
        if let type = reader.type(depth: 0), reader.atEnd { return type }
        return unparsed(bytes: bytes, tokens: tokens, range: range, endByte: reader.endByte)
    }

    static func unparsed(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], range: Range<Int>, endByte: Int
    ) -> TypeReference {
        guard !range.isEmpty else { return .unparsed("") }
        let start = tokens[range.lowerBound].start
        return .unparsed(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, endByte)]), as: UTF8.self))
    }

    /// `prefix* composition (effects -> type)?`
    mutating func type(depth: Int) -> TypeReference? {
        guard depth < TypeReader.maxDepth else { return nil }
        while true {
            if peek() == .attribute {
                skipAttribute()
            } else if isWord("inout") || isWord("__owned") || isWord("__shared") || isWord("borrowing")
                || isWord("consuming") || isWord("sending") || isWord("each") || isWord("repeat")
                || isWord("isolated")
            {
                advance()
            } else {
                break
            }
        }
        if isWord("any") || isWord("some") {
            let isAny = isWord("any")
            let save = (i, offset)
            advance()
            if let inner = composition(depth: depth + 1) {
                return isAny ? .existential(inner) : .opaque(inner)
            }
            (i, offset) = save
        }
        guard let first = composition(depth: depth + 1) else { return nil }
        // Effects then `->`: a function type (its parameters are the tuple read first).
        let save = (i, offset)
        while isWord("async") || isWord("throws") || isWord("rethrows") {
            advance()
            if peek() == .leftParen {  // `throws(MyError)`
                advance()
                _ = type(depth: depth + 1)
                guard peek() == .rightParen else { return nil }
                advance()
            }
        }
        guard peek() == .arrow else {
            (i, offset) = save
            return first
        }
        advance()
        guard let result = type(depth: depth + 1) else { return nil }
        let parameters: [TypeReference]
        if case .tuple(let elements) = first { parameters = elements } else { parameters = [first] }
        return .function(parameters: parameters, result: result)
    }

    /// `postfixed (& postfixed)*`
    mutating func composition(depth: Int) -> TypeReference? {
        guard let first = postfixed(depth: depth) else { return nil }
        guard peek() == .ampersand else { return first }
        var parts = [first]
        while peek() == .ampersand {
            advance()
            guard let next = postfixed(depth: depth) else { return nil }
            parts.append(next)
        }
        return .composition(parts)
    }

    /// `primary (? | ! | .Type | .Protocol)*`
    mutating func postfixed(depth: Int) -> TypeReference? {
        guard var type = primary(depth: depth) else { return nil }
        while true {
            switch peek() {
            case .question:
                advance()
                type = .optional(type)
            case .bang:
                advance()
                type = .implicitlyUnwrapped(type)
            case .period:
                let save = (i, offset)
                advance()
                if isWord("Type") || isWord("Protocol") {
                    advance()
                    type = .metatype(type)
                } else {
                    (i, offset) = save
                    return type
                }
            default: return type
            }
        }
    }

    /// A nominal path, `[T]`, `[K: V]` or `( … )`.
    mutating func primary(depth: Int) -> TypeReference? {
        switch peek() {
        case .name, .keyword:
            guard peek() == .name || isWord("Self") || isWord("Any") else { return nil }
            var path: [TypeReference.Component] = []
            while true {
                var component = TypeReference.Component(name: word())
                advance()
                if peek() == .less {
                    advance()
                    while true {
                        guard let argument = type(depth: depth + 1) else { return nil }
                        component.genericArguments.append(argument)
                        if peek() == .comma {
                            advance()
                            continue
                        }
                        guard peek() == .greater else { return nil }
                        advance()
                        break
                    }
                }
                path.append(component)
                // `.Type` and `.Protocol` are postfix; any other `.Name` continues the path.
                guard peek() == .period else { break }
                let save = (i, offset)
                advance()
                guard peek() == .name || peek() == .keyword && isWord("Self"), !isWord("Type"), !isWord("Protocol")
                else {
                    (i, offset) = save
                    break
                }
            }
            return .named(path)
        case .leftBracket:
            advance()
            guard let element = type(depth: depth + 1) else { return nil }
            if peek() == .colon {
                advance()
                guard let value = type(depth: depth + 1), peek() == .rightBracket else { return nil }
                advance()
                return .dictionary(key: element, value: value)
            }
            guard peek() == .rightBracket else { return nil }
            advance()
            return .array(element)
        case .leftParen:
            advance()
            var elements: [TypeReference] = []
            var labelled = false
            while peek() != .rightParen {
                // `label: T`, `_ name: T`
                if labelAhead() {
                    labelled = true
                    advance()
                    if peek() != .colon { advance() }
                    advance()
                }
                guard let element = type(depth: depth + 1) else { return nil }
                if peek() == .ellipsis { advance() }
                elements.append(element)
                if peek() == .comma {
                    advance()
                    continue
                }
                guard peek() == .rightParen else { return nil }
            }
            advance()
            if elements.count == 1, !labelled, !isWord("async"), !isWord("throws"), !isWord("rethrows"),
                peek() != .arrow
            {
                return elements[0]
            }
            return .tuple(elements)
        default:
            return nil
        }
    }

    /// Whether the cursor is at `name:` or `name name:` (a tuple label or a parameter's names).
    func labelAhead() -> Bool {
        let atom = peek()
        guard atom == .name || atom == .keyword, sig[i].kind != .operator else { return false }
        if i + 1 < endToken, sig[i + 1].kind == .colon { return true }
        let next = i + 1 < endToken ? sig[i + 1].kind : .unknown
        return (next == .identifier || next == .backtickIdentifier || next == .keyword) && i + 2 < endToken
            && sig[i + 2].kind == .colon
    }
}
