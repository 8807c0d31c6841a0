extension TypeReader {
    /// The parameters of the clause between the `(` at token `open` and the `)` at token `close`
    /// (or the end of a clause left open).
    static func parameters(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], open: Int, close: Int
    ) -> [Parameter] {
        var result: [Parameter] = []
        var start = open + 1
        var depth = 0
        var angles = 0
        var inDefault = false
        var k = start
        while k <= close {
            let kind = k < close ? tokens[k].kind : .comma
            switch kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .operator where depth == 0 && !inDefault:
                if tokens[k].end - tokens[k].start == 1, bytes[tokens[k].start] == 0x3D {
                    inDefault = true
                } else {
                    angles = max(0, angles + angleDelta(bytes, tokens[k]))
                }
            case .comma where depth == 0 && (angles == 0 || inDefault) || k == close:
                if k > start, let parameter = parameter(bytes: bytes, tokens: tokens, range: start..<k) {
                    result.append(parameter)
                }
                start = k + 1
                angles = 0
                inDefault = false
            default: break
            }
            k += 1
        }
        return result
    }

    /// `label name: attributes inout T... = value`; nil without a name.
    static func parameter(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], range: Range<Int>) -> Parameter? {
        var k = range.lowerBound
        while k < range.upperBound, tokens[k].kind == .attribute { k += 1 }
        var names: [Int] = []
        while k < range.upperBound, tokens[k].kind.isName || tokens[k].kind == .keyword, names.count < 2 {
            names.append(k)
            k += 1
        }
        guard let last = names.last else { return nil }
        func word(_ index: Int) -> String {
            var span = tokens[index].range
            if tokens[index].kind == .backtickIdentifier, span.count > 2 {
                span = span.lowerBound + 1..<span.upperBound - 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[span]), as: UTF8.self)
        }
        let first = word(names[0])
        let label: String? = first == "_" ? nil : first
        let name = word(last)
        guard k < range.upperBound, tokens[k].kind == .colon else {
            return Parameter(label: label, name: name, type: nil)
        }
        k += 1
        // The type runs to the `=` of a default value outside brackets.
        var typeEnd = k
        var depth = 0
        while typeEnd < range.upperBound {
            let token = tokens[typeEnd]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0, token.kind == .operator, token.end - token.start == 1, bytes[token.start] == 0x3D { break }
            typeEnd += 1
        }
        var reader = TypeReader(bytes: bytes, tokens: tokens, range: k..<typeEnd)
        var isInout = false
        while reader.peek() == .attribute { reader.skipAttribute() }
        if reader.isWord("inout") {
            isInout = true
            reader.advance()
        }
        var type = reader.type(depth: 0)
        var isVariadic = false
        if type != nil, reader.peek() == .ellipsis {
            isVariadic = true
            reader.advance()
        }
        if type == nil || !reader.atEnd {
            type = unparsed(bytes: bytes, tokens: tokens, range: k..<typeEnd, endByte: reader.endByte)
            isVariadic = false
        }
        return Parameter(
            label: names.count == 1 && name == "_" ? nil : label, name: name, type: type, isVariadic: isVariadic,
            isInout: isInout, hasDefault: typeEnd < range.upperBound)
    }

    /// How many generic angle brackets an operator token opens (negative: closes); `?` and `!`
    /// after closing angles do not count, `->` and other operators count nothing.
    static func angleDelta(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Int {
        var opens = 0
        var closes = 0
        var marks = 0
        for k in token.range {
            switch bytes[k] {
            case 0x3C: opens += 1
            case 0x3E: closes += 1
            case 0x3F, 0x21: marks += 1
            default: return 0
            }
        }
        if marks > 0, opens > 0 || closes == 0 { return 0 }
        return opens - closes
    }
}
