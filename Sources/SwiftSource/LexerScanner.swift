/// The lexer's state: position, line, the stack of open string literals and interpolations.
struct LexerScanner {
    /// A string literal being read, or an interpolation inside one.
    struct Mode {
        var isString: Bool
        var hashes: Int
        var multiline: Bool
        /// Unbalanced `(` inside an interpolation.
        var parens: Int
        /// Where the literal started (for its diagnostic).
        var openOffset: Int
        var openLine: Int
        var openColumn: Int
    }

    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var line = 1
    var lineStart = 0
    /// The tokens read so far (see ``finish()``).
    var tokens: AppendBuffer<Token>
    var diagnostics: [Diagnostic] = []
    var modes: [Mode] = []
    /// The last token that is not trivia (for the regex heuristic).
    var lastKind: TokenKind?
    var lastStart = 0
    var lastEnd = 0
    var reportedInvalidUTF8 = false
    /// False: trivia (whitespace, line breaks, comments) is not kept; each kept token records
    /// in ``newlineBefore`` whether a line break came between it and the kept token before.
    let keepsTrivia: Bool
    var newlineBefore: AppendBuffer<Bool>
    var sawNewline = true
    /// Whether a `\r` was read as (part of) a line break; without one, the line breaks counted
    /// (`line - 1`) are the input's line feeds (see ``Lexer/significantTokensCountingLines(_:)``).
    var sawCarriageReturn = false

    init(_ b: UnsafeBufferPointer<UInt8>, keepsTrivia: Bool = true) {
        self.b = b
        n = b.count
        self.keepsTrivia = keepsTrivia
        // About one token in four bytes, half of them trivia.
        tokens = AppendBuffer(capacity: (keepsTrivia ? n / 4 : n / 8) + 16)
        newlineBefore = AppendBuffer(capacity: keepsTrivia ? 1 : n / 8 + 16)
    }

    mutating func run() {
        while pos < n {
            // Outside every literal, with trivia not kept: indentation, spaces and line feeds
            // (about half of a file's tokens) skipped here, as `lexCode` would skip them, without
            // a call and a dispatch each.
            if !keepsTrivia, modes.isEmpty {
                let c = b[pos]
                if c == 0x20 || c == 0x09 {
                    var p = pos + 1
                    while p < n, b[p] == 0x20 || b[p] == 0x09 || b[p] == 0x0B || b[p] == 0x0C || b[p] == 0x00 {
                        p += 1
                    }
                    pos = p
                    continue
                }
                if c == 0x0A {
                    sawNewline = true
                    line += 1
                    pos += 1
                    lineStart = pos
                    continue
                }
                lexCode()
                continue
            }
            if let top = modes.last, top.isString {
                lexStringBody(top)
            } else {
                lexCode()
            }
        }
        for mode in modes.reversed() where mode.isString {
            diagnostics.append(
                Diagnostic(
                    offset: mode.openOffset, line: mode.openLine, column: mode.openColumn,
                    message: mode.multiline ? "unterminated multi-line string literal" : "unterminated string literal"))
        }
        modes.removeAll()
    }

    /// The tokens and, when trivia is not kept, each token's line-break flag (see
    /// ``newlineBefore``), as arrays; the scanner's buffers are freed, so it is not used after.
    mutating func finish() -> (tokens: [Token], newlineBefore: [Bool]) {
        (tokens.finish(), newlineBefore.finish())
    }

    mutating func diagnose(at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(offset: offset, line: line, column: offset - lineStart + 1, message: message))
    }

    /// Appends a token from `pos` to `end` (which must not contain a line break) and moves on.
    @inline(__always) mutating func emit(_ kind: TokenKind, to end: Int) {
        keep(Token(kind: kind, range: pos..<end, line: line, column: pos - lineStart + 1), breaksLine: kind == .newline)
        pos = end
    }

    /// Appends a token unless it is trivia that is not kept.
    @inline(__always) mutating func keep(_ token: Token, breaksLine: Bool) {
        if token.kind.isTrivia {
            if keepsTrivia { tokens.append(token) } else if breaksLine { sawNewline = true }
            return
        }
        tokens.append(token)
        if !keepsTrivia {
            newlineBefore.append(sawNewline)
            sawNewline = false
        }
        lastKind = token.kind
        lastStart = token.start
        lastEnd = token.end
    }

    /// Appends a token that may span lines, counting its line breaks.
    mutating func emitMultiline(_ kind: TokenKind, to end: Int) {
        let startLine = line
        let column = pos - lineStart + 1
        var p = pos
        while p < end {
            let c = b[p]
            if c == 0x0A {
                line += 1
                lineStart = p + 1
            } else if c == 0x0D {
                if p + 1 < end, b[p + 1] == 0x0A { p += 1 }
                line += 1
                lineStart = p + 1
                sawCarriageReturn = true
            }
            p += 1
        }
        keep(Token(kind: kind, range: pos..<end, line: startLine, column: column), breaksLine: line != startLine)
        pos = end
    }

    // MARK: Code

    mutating func lexCode() {
        let c = b[pos]
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00:
            var p = pos + 1
            while p < n, b[p] == 0x20 || b[p] == 0x09 || b[p] == 0x0B || b[p] == 0x0C || b[p] == 0x00 { p += 1 }
            if keepsTrivia { emit(.whitespace, to: p) } else { pos = p }  // trivia not kept: no token
        case 0x0A, 0x0D:
            if let top = modes.last, !top.isString, !top.multiline {
                endSingleLineLiterals()
            }
            let end = c == 0x0D && pos + 1 < n && b[pos + 1] == 0x0A ? pos + 2 : pos + 1
            if c == 0x0D { sawCarriageReturn = true }
            emit(.newline, to: end)
            line += 1
            lineStart = end
        case 0x2F:  // /
            lexSlash()
        case 0x22:  // "
            openString(hashes: 0, at: pos)
        case 0x23:  // #
            lexPound()
        case 0x30...0x39:
            lexNumber()
        case 0x60:  // `
            var p = pos + 1
            while p < n, b[p] != 0x60, b[p] != 0x0A, b[p] != 0x0D { p += 1 }
            if p < n, b[p] == 0x60, p > pos + 1 {
                emit(.backtickIdentifier, to: p + 1)
            } else {
                diagnose(at: pos, "unterminated backticked identifier")
                emit(.unknown, to: pos + 1)
            }
        case 0x24:  // $
            var p = pos + 1
            while p < n, ByteClass.isIdentifierBody(b[p]) || b[p] >= 0x80 && Self.isIdentifierScalar(b, at: p) {
                p += scalarLength(at: p)
            }
            emit(.dollarIdentifier, to: p)
        case 0x40:  // @
            if pos + 1 < n,
                ByteClass.isIdentifierHead(b[pos + 1]) || b[pos + 1] >= 0x80 && Self.isIdentifierScalar(b, at: pos + 1)
            {
                emit(.attribute, to: Self.identifierEnd(b, from: pos + 1))
            } else {
                emit(.unknown, to: pos + 1)
            }
        case 0x28:
            if var top = modes.last, !top.isString {
                top.parens += 1
                modes[modes.count - 1] = top
            }
            emit(.leftParen, to: pos + 1)
        case 0x29:
            if var top = modes.last, !top.isString {
                if top.parens == 0 {
                    emit(.interpolationClose, to: pos + 1)
                    modes.removeLast()
                    return
                }
                top.parens -= 1
                modes[modes.count - 1] = top
            }
            emit(.rightParen, to: pos + 1)
        case 0x5B: emit(.leftBracket, to: pos + 1)
        case 0x5D: emit(.rightBracket, to: pos + 1)
        case 0x7B: emit(.leftBrace, to: pos + 1)
        case 0x7D: emit(.rightBrace, to: pos + 1)
        case 0x2C: emit(.comma, to: pos + 1)
        case 0x3A: emit(.colon, to: pos + 1)
        case 0x3B: emit(.semicolon, to: pos + 1)
        case 0x2E:  // .
            if pos + 1 < n, b[pos + 1] == 0x2E {
                emit(.operator, to: Self.operatorEnd(b, from: pos, allowDot: true))
            } else {
                emit(.period, to: pos + 1)
            }
        default:
            if ByteClass.isIdentifierHead(c) {
                let end = Self.identifierEnd(b, from: pos)
                emit(Keywords.contains(b, pos, end) ? .keyword : .identifier, to: end)
            } else if ByteClass.isOperatorASCII(c) {
                emit(.operator, to: Self.operatorEnd(b, from: pos, allowDot: false))
            } else if c >= 0x80 {
                lexNonASCII()
            } else {
                emit(.unknown, to: pos + 1)
            }
        }
    }

    /// In a single-line string's interpolation a line break ends the interpolation and the
    /// literal (and any single-line literal around it).
    mutating func endSingleLineLiterals() {
        while let top = modes.last, !top.multiline {
            if top.isString {
                diagnostics.append(
                    Diagnostic(
                        offset: top.openOffset, line: top.openLine, column: top.openColumn,
                        message: "unterminated string literal"))
            }
            modes.removeLast()
        }
    }

    mutating func lexNonASCII() {
        guard let (scalar, length) = ByteClass.decode(b, pos) else {
            if !reportedInvalidUTF8 {
                reportedInvalidUTF8 = true
                diagnose(at: pos, "invalid UTF-8")
            }
            emit(.unknown, to: pos + 1)
            return
        }
        if ByteClass.isWhitespaceScalar(scalar) {
            emit(.whitespace, to: pos + length)
        } else if ByteClass.isOperatorScalar(scalar) {
            emit(.operator, to: Self.operatorEnd(b, from: pos, allowDot: false))
        } else {
            emit(.identifier, to: Self.identifierEnd(b, from: pos))
        }
    }

    @inline(__always) func scalarLength(at p: Int) -> Int {
        b[p] < 0x80 ? 1 : (ByteClass.decode(b, p)?.length ?? 1)
    }

    // The scans below are static, given the bytes: called as methods from the mutating
    // `lexCode`, each call copied the whole scanner (145 bytes, a `memcpy`) to pass it.

    /// Whether the non-ASCII scalar at `p` can be part of an identifier.
    static func isIdentifierScalar(_ b: UnsafeBufferPointer<UInt8>, at p: Int) -> Bool {
        guard let (scalar, _) = ByteClass.decode(b, p) else { return false }
        return !ByteClass.isOperatorScalar(scalar) && !ByteClass.isWhitespaceScalar(scalar)
    }

    static func identifierEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = b.count
        var p = ByteClass.identifierRunEnd(b, from: start, to: n)
        while p < n {
            let c = b[p]
            if ByteClass.isIdentifierBody(c) {
                p += 1
            } else if c >= 0x80, let (scalar, length) = ByteClass.decode(b, p),
                !ByteClass.isOperatorScalar(scalar) || (0x300...0x36F).contains(scalar),
                !ByteClass.isWhitespaceScalar(scalar)
            {
                p += length
            } else {
                break
            }
        }
        return max(p, start + 1)
    }

    /// The end of an operator run; it stops before a comment. Dots belong to it only when it
    /// starts with one.
    static func operatorEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, allowDot: Bool) -> Int {
        let n = b.count
        var p = start
        while p < n {
            let c = b[p]
            if c == 0x2F, p + 1 < n, b[p + 1] == 0x2F || b[p + 1] == 0x2A, p > start { break }
            if ByteClass.isOperatorASCII(c) || allowDot && c == 0x2E {
                p += 1
            } else if c >= 0x80, let (scalar, length) = ByteClass.decode(b, p),
                ByteClass.isOperatorScalar(scalar) || p > start && isCombining(scalar)
            {
                p += length
            } else {
                break
            }
        }
        return max(p, start + 1)
    }

    static func isCombining(_ v: UInt32) -> Bool {
        (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v) || (0xE0100...0xE01EF).contains(v)
    }

    // MARK: Comments, regex, operators starting with /

    mutating func lexSlash() {
        if pos + 1 < n, b[pos + 1] == 0x2F {
            let p = ByteClass.lineEnd(b, from: pos + 2)
            let doc = pos + 2 < n && b[pos + 2] == 0x2F && !(pos + 3 < n && b[pos + 3] == 0x2F)
            emit(doc ? .docLineComment : .lineComment, to: p)
            return
        }
        if pos + 1 < n, b[pos + 1] == 0x2A {
            lexBlockComment()
            return
        }
        if regexMayStart(), let end = bareRegexEnd() {
            emit(.regexLiteral, to: end)
            return
        }
        emit(.operator, to: Self.operatorEnd(b, from: pos, allowDot: false))
    }

    mutating func lexBlockComment() {
        var depth = 0
        var p = pos
        while p < n {
            if b[p] == 0x2F, p + 1 < n, b[p + 1] == 0x2A {
                depth += 1
                p += 2
            } else if b[p] == 0x2A, p + 1 < n, b[p + 1] == 0x2F {
                depth -= 1
                p += 2
                if depth == 0 { break }
            } else {
                p += 1
            }
        }
        let doc = pos + 2 < n && b[pos + 2] == 0x2A && !(pos + 3 < n && b[pos + 3] == 0x2F)
        if depth > 0 { diagnose(at: pos, "unterminated block comment") }
        emitMultiline(doc ? .docBlockComment : .blockComment, to: p)
    }

    /// Whether an expression may begin here, judging by the previous significant token.
    func regexMayStart() -> Bool {
        guard let kind = lastKind else { return true }
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen:
            return true
        case .operator:
            // A postfix `!` or `?` (glued to what precedes it) ends an operand.
            let c = b[lastStart]
            if lastEnd - lastStart == 1, c == 0x21 || c == 0x3F, lastStart > 0 {
                let before = b[lastStart - 1]
                return before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D
            }
            return true
        case .keyword:
            return [
                "return", "case", "in", "if", "guard", "while", "where", "else", "throw", "try",
                "await", "switch", "repeat", "defer", "do", "is", "as"
            ].contains { keyword in
                keyword.utf8.count == lastEnd - lastStart && keyword.utf8.elementsEqual(b[lastStart..<lastEnd])
            }
        default:
            return false
        }
    }

    /// The end of a bare `/…/` regex starting at `pos`, if the heuristic accepts one.
    func bareRegexEnd() -> Int? {
        let first = pos + 1
        guard first < n else { return nil }
        let c = b[first]
        if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x2F || c == 0x2A { return nil }
        var p = first
        var inClass = 0
        while p < n {
            let c = b[p]
            if c == 0x0A || c == 0x0D { return nil }
            if c == 0x5C {
                // A bare regex is one line: an escaped line break does not continue it.
                if p + 1 < n, b[p + 1] == 0x0A || b[p + 1] == 0x0D { return nil }
                p += 2
                continue
            }
            if c == 0x5B { inClass += 1 } else if c == 0x5D, inClass > 0 { inClass -= 1 }
            if c == 0x2F, inClass == 0 {
                let before = b[p - 1]
                if before == 0x20 || before == 0x09 { return nil }
                return p + 1
            }
            p += 1
        }
        return nil
    }

    // MARK: #

    mutating func lexPound() {
        var p = pos
        while p < n, b[p] == 0x23 { p += 1 }
        let hashes = p - pos
        if p < n, b[p] == 0x22 {
            openString(hashes: hashes, at: pos)
            return
        }
        if p < n, b[p] == 0x2F {
            lexExtendedRegex(hashes: hashes, slash: p)
            return
        }
        if hashes == 1, p < n, ByteClass.isIdentifierHead(b[p]) || b[p] >= 0x80 && Self.isIdentifierScalar(b, at: p) {
            let end = Self.identifierEnd(b, from: p)
            let name = b[p..<end]
            let directive = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains {
                $0.utf8.count == name.count && $0.utf8.elementsEqual(name)
            }
            emit(directive ? .poundDirective : .poundKeyword, to: end)
            return
        }
        emit(.unknown, to: pos + 1)
    }

    mutating func lexExtendedRegex(hashes: Int, slash: Int) {
        var p = slash + 1
        while p < n {
            if b[p] == 0x5C {
                p += 2
                continue
            }
            if b[p] == 0x2F {
                var q = p + 1
                while q < n, q - p - 1 < hashes, b[q] == 0x23 { q += 1 }
                if q - p - 1 == hashes {
                    emitMultiline(.regexLiteral, to: q)
                    return
                }
            }
            p += 1
        }
        diagnose(at: pos, "unterminated regex literal")
        emitMultiline(.regexLiteral, to: n)
    }

    // MARK: Numbers

    mutating func lexNumber() {
        var p = pos
        var isFloat = false
        func digits(_ p: inout Int, _ accept: (UInt8) -> Bool) {
            while p < n, accept(b[p]) || b[p] == 0x5F { p += 1 }
        }
        if b[p] == 0x30, p + 1 < n, b[p + 1] | 0x20 == 0x78 {  // 0x
            p += 2
            digits(&p, ByteClass.isHexDigit)
            if p + 1 < n, b[p] == 0x2E, ByteClass.isHexDigit(b[p + 1]) {
                isFloat = true
                p += 1
                digits(&p, ByteClass.isHexDigit)
            }
            if p < n, b[p] | 0x20 == 0x70 {  // p exponent
                isFloat = true
                p += 1
                if p < n, b[p] == 0x2B || b[p] == 0x2D { p += 1 }
                digits(&p, ByteClass.isDigit)
            }
        } else if b[p] == 0x30, p + 1 < n, b[p + 1] | 0x20 == 0x6F || b[p + 1] | 0x20 == 0x62 {  // 0o 0b
            p += 2
            digits(&p, ByteClass.isDigit)
        } else {
            digits(&p, ByteClass.isDigit)
            // After a member dot (`t.0.1`) a number is a tuple index, never a fraction.
            let tupleIndex = lastKind == .period && lastEnd == pos
            if !tupleIndex, p + 1 < n, b[p] == 0x2E, ByteClass.isDigit(b[p + 1]) {
                isFloat = true
                p += 1
                digits(&p, ByteClass.isDigit)
            }
            if p < n, b[p] | 0x20 == 0x65 {
                var q = p + 1
                if q < n, b[q] == 0x2B || b[q] == 0x2D { q += 1 }
                if q < n, ByteClass.isDigit(b[q]) {
                    isFloat = true
                    p = q
                    digits(&p, ByteClass.isDigit)
                }
            }
        }
        // A malformed suffix (`1abc`, `0b102`) stays part of the literal, as in the compiler.
        while p < n, ByteClass.isIdentifierBody(b[p]) { p += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, to: p)
    }

    // MARK: Strings

    mutating func openString(hashes: Int, at start: Int) {
        let quote = start + hashes
        let multiline = quote + 2 < n && b[quote + 1] == 0x22 && b[quote + 2] == 0x22
        let mode = Mode(
            isString: true, hashes: hashes, multiline: multiline, parens: 0,
            openOffset: start, openLine: line, openColumn: start - lineStart + 1)
        emit(.stringOpen, to: quote + (multiline ? 3 : 1))
        modes.append(mode)
    }

    /// Reads literal text up to an interpolation, the closing delimiter, a line break (single-line
    /// literals) or the end of the file.
    mutating func lexStringBody(_ mode: Mode) {
        var p = pos
        let hashes = mode.hashes
        while p < n {
            let c = b[p]
            if c == 0x22 {
                var q = p + 1
                if mode.multiline {
                    guard q + 1 < n, b[q] == 0x22, b[q + 1] == 0x22 else {
                        p += 1
                        continue
                    }
                    q += 2
                }
                var h = 0
                while h < hashes, q < n, b[q] == 0x23 {
                    h += 1
                    q += 1
                }
                if h == hashes {
                    if p > pos { emitMultiline(.stringSegment, to: p) }
                    emit(.stringClose, to: q)
                    modes.removeLast()
                    return
                }
                p += 1
                continue
            }
            if c == 0x5C {
                var q = p + 1
                var h = 0
                while h < hashes, q < n, b[q] == 0x23 {
                    h += 1
                    q += 1
                }
                if h == hashes, q < n {
                    if b[q] == 0x28 {
                        if p > pos { emitMultiline(.stringSegment, to: p) }
                        emit(.interpolationOpen, to: q + 1)
                        modes.append(
                            Mode(
                                isString: false, hashes: hashes, multiline: mode.multiline, parens: 0,
                                openOffset: mode.openOffset, openLine: mode.openLine, openColumn: mode.openColumn))
                        return
                    }
                    // An escaped line break in a single-line literal still ends it.
                    if b[q] != 0x0A, b[q] != 0x0D || mode.multiline {
                        p = q + 1
                        continue
                    }
                }
                p = q
                continue
            }
            if c == 0x0A || c == 0x0D, !mode.multiline {
                if p > pos { emitMultiline(.stringSegment, to: p) }
                endSingleLineLiterals()
                return
            }
            p += 1
        }
        if p > pos { emitMultiline(.stringSegment, to: p) }
        pos = n
    }
}
