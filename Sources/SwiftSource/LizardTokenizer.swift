#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits source into the tokens lizard 1.24.3 (`lizard_languages/swift.py`) makes: string
/// literals and nested block comments whole (`swift_literals.literal_spans`), the rest by its
/// shared regular expression (`token_pattern`) with Swift's additions (backticked names, `name?`,
/// `name!`, `??`, `#name` except directives), a directive line as one token (`#if A && B`),
/// whitespace dropped, and a `?` right after a non-space marked postfix.
///
/// It reproduces lizard's quirks on purpose: a regex literal is not a literal to it, `a ?? b`
/// and `foo?` hide their `?`, a line comment ending in `\` continues on the next line. Not
/// reproduced: C++ digit separators (`1'000`), which Swift does not have.
struct LizardTokenizer {
    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        n = b.count
    }

    // MARK: Literal spans (swift_literals.py), iterative

    /// The tokens, in a buffer the caller frees (``AppendBuffer/deallocate()``). The tokenizer
    /// itself does not change: the tokens go to a buffer passed along, so that its scans (as
    /// `isSpace(at:)`, `wordEnd(_:_:)`) are called without copying the tokenizer each time, as
    /// calls from a mutating method did.
    func run() -> AppendBuffer<LizardToken> {
        var tokens = AppendBuffer<LizardToken>(capacity: n / 4 + 8)
        var start = 0
        var pos = 0
        while pos < n {
            // _LITERAL_START: `//`, `/*`, `#*"`, leftmost.
            var m = pos
            var found = false
            var hashes = 0
            while m < n {
                // Eight bytes at a time while none of them is `/`, `"` or `#` (most of a file):
                // `"` and `#` differ in their lowest bit only.
                if m + 8 <= n {
                    let word = UnsafeRawPointer(b.baseAddress!).loadUnaligned(fromByteOffset: m, as: UInt64.self)
                    if !ByteClass.hasZeroByte((word & 0xFEFE_FEFE_FEFE_FEFE) ^ 0x2222_2222_2222_2222),
                        !ByteClass.hasZeroByte(word ^ 0x2F2F_2F2F_2F2F_2F2F)
                    {
                        m += 8
                        continue
                    }
                }
                let c = b[m]
                if c == 0x2F, m + 1 < n, b[m + 1] == 0x2F || b[m + 1] == 0x2A {
                    found = true
                    break
                }
                if c == 0x22 {
                    found = true
                    break
                }
                if c == 0x23 {
                    var q = m
                    while q < n, b[q] == 0x23 { q += 1 }
                    if q < n, b[q] == 0x22 {
                        hashes = q - m
                        found = true
                        break
                    }
                    m = q
                    continue
                }
                m += 1
            }
            guard found else { break }
            if b[m] == 0x2F, b[m + 1] == 0x2F {
                let rest = n - (m + 2)
                let lineFeed = rest > 0 ? memchr(b.baseAddress! + m + 2, 0x0A, rest) : nil
                pos =
                    lineFeed.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - b.baseAddress! } ?? n
                continue
            }
            let end = b[m] == 0x2F ? blockCommentEnd(m) : stringEnd(m, hashes: hashes)
            if start < m { span(start, m, &tokens) }
            literal(m, end, &tokens)
            start = end
            pos = end
        }
        if start < n { span(start, n, &tokens) }
        return tokens
    }

    func blockCommentEnd(_ start: Int) -> Int {
        var depth = 0
        var p = start
        while p + 1 < n {
            if b[p] == 0x2F, b[p + 1] == 0x2A {
                depth += 1
                p += 2
            } else if b[p] == 0x2A, b[p + 1] == 0x2F {
                depth -= 1
                p += 2
                if depth == 0 { return p }
            } else {
                p += 1
            }
        }
        return n
    }

    private enum Frame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int, multiline: Bool)
    }

    /// The open literals and interpolations: the first four in place, deeper ones in an array
    /// (an array made for every string literal was the tokenizer's one allocation per literal).
    private struct Frames {
        private var inline: (Frame, Frame, Frame, Frame) = (
            .string(hashes: 0, multiline: false), .string(hashes: 0, multiline: false),
            .string(hashes: 0, multiline: false), .string(hashes: 0, multiline: false)
        )
        private var deeper: [Frame] = []
        private(set) var count = 0

        var last: Frame? {
            switch count {
            case 0: nil
            case 1: inline.0
            case 2: inline.1
            case 3: inline.2
            case 4: inline.3
            default: deeper[count - 5]
            }
        }

        mutating func append(_ frame: Frame) {
            count += 1
            setLast(frame)
        }

        mutating func removeLast() {
            if count > 4 { deeper.removeLast() }
            count -= 1
        }

        /// Replaces the innermost frame.
        mutating func setLast(_ frame: Frame) {
            switch count {
            case 1: inline.0 = frame
            case 2: inline.1 = frame
            case 3: inline.2 = frame
            case 4: inline.3 = frame
            default:
                if deeper.count < count - 4 { deeper.append(frame) } else { deeper[count - 5] = frame }
            }
        }
    }

    /// `_string_end` and `_interpolation_end` as one loop over an explicit stack.
    func stringEnd(_ start: Int, hashes firstHashes: Int) -> Int {
        var frames = Frames()
        func open(_ start: Int, _ hashes: Int) -> Int {
            let quote = start + hashes
            let multiline = quote + 2 < n && b[quote + 1] == 0x22 && b[quote + 2] == 0x22
            frames.append(.string(hashes: hashes, multiline: multiline))
            return quote + (multiline ? 3 : 1)
        }
        var pos = open(start, firstHashes)
        while let frame = frames.last {
            switch frame {
            case .string(let hashes, let multiline):
                while pos < n, b[pos] != 0x5C, b[pos] != 0x22, b[pos] != 0x0A { pos += 1 }
                if pos >= n { return n }
                if closes(at: pos, hashes: hashes, multiline: multiline) {
                    pos += (multiline ? 3 : 1) + hashes
                    frames.removeLast()
                } else if b[pos] == 0x5C, hashesFollow(pos + 1, hashes) {
                    pos += 1 + hashes
                    if pos < n, b[pos] == 0x28 {
                        frames.append(.interpolation(depth: 0, multiline: multiline))
                    } else {
                        pos += 1
                    }
                } else if b[pos] == 0x0A, !multiline {
                    frames.removeLast()
                } else {
                    pos += 1
                }
            case .interpolation(let depth, let multiline):
                var m = pos
                var hashCount = -1
                while m < n {
                    let c = b[m]
                    if c == 0x28 || c == 0x29 || c == 0x0A { break }
                    if c == 0x22 {
                        hashCount = 0
                        break
                    }
                    if c == 0x23 {
                        var q = m
                        while q < n, b[q] == 0x23 { q += 1 }
                        if q < n, b[q] == 0x22 {
                            hashCount = q - m
                            break
                        }
                        m = q
                        continue
                    }
                    m += 1
                }
                if m >= n { return n }
                if hashCount >= 0 {
                    pos = open(m, hashCount)
                    continue
                }
                pos = m + 1
                if b[m] == 0x28 {
                    frames.setLast(.interpolation(depth: depth + 1, multiline: multiline))
                } else if b[m] == 0x29 {
                    if depth - 1 == 0 {
                        frames.removeLast()
                    } else {
                        frames.setLast(.interpolation(depth: depth - 1, multiline: multiline))
                    }
                } else if !multiline {
                    pos = m
                    frames.removeLast()
                }
            }
        }
        return pos
    }

    func closes(at p: Int, hashes: Int, multiline: Bool) -> Bool {
        guard b[p] == 0x22 else { return false }
        var q = p + 1
        if multiline {
            guard q + 1 < n, b[q] == 0x22, b[q + 1] == 0x22 else { return false }
            q += 2
        }
        return hashesFollow(q, hashes)
    }

    func hashesFollow(_ p: Int, _ hashes: Int) -> Bool {
        guard p + hashes <= n else { return false }
        for i in 0..<hashes where b[p + i] != 0x23 { return false }
        return true
    }

    // MARK: Tokens

    func literal(_ start: Int, _ end: Int, _ tokens: inout AppendBuffer<LizardToken>) {
        let isComment = b[start] == 0x2F
        var token = LizardToken(
            start: Int32(start), end: Int32(end), kind: isComment ? .comment : .other, isIdentifier: false)
        token.lineBreaks = Int32(countNewlines(start, end))
        tokens.append(token)
    }

    func countNewlines(_ start: Int, _ end: Int) -> Int {
        guard start < end else { return 0 }
        return LineFeeds.count(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(b)[start..<end]))
    }

    /// `tokens_in_span`: the regex tokens of a span, a `#` directive merged with the rest of its line.
    func span(_ start: Int, _ end: Int, _ tokens: inout AppendBuffer<LizardToken>) {
        var p = start
        var macroStart = -1
        while p < end {
            // The commonest tokens first, outside a directive line, with the token `matchEnd`
            // and `emit` would make: indentation and spaces (dropped), line breaks, ASCII words,
            // and brackets and commas (no alternative before the last matches them).
            let c = b[p]
            if c == 0x20 || c == 0x09 {
                // A whitespace run, dropped by `emit` (in a directive it holds no line break):
                // spaces and tabs here, any other space after them by the general rule.
                var q = p + 1
                while q < end, b[q] == 0x20 || b[q] == 0x09 { q += 1 }
                p = q < end && b[q] != 0x0A && isSpace(at: q) ? whitespaceRunEnd(q, end) : q
                continue
            }
            if macroStart < 0 {
                if ByteClass.isIdentifierBody(c) {
                    let w = wordEnd(p, end)
                    let tokenEnd = w < end && (b[w] == 0x3F || b[w] == 0x21) ? w + 1 : w
                    emitWord(p, tokenEnd, &tokens)
                    p = tokenEnd
                    continue
                }
                let kind: LizardToken.Kind
                switch c {
                case 0x0A: kind = .newline
                case 0x7B: kind = .leftBrace
                case 0x7D: kind = .rightBrace
                case 0x28: kind = .leftParen
                case 0x29: kind = .rightParen
                case 0x5B: kind = .leftBracket
                case 0x5D: kind = .rightBracket
                case 0x2C: kind = .comma
                default: kind = .other
                }
                if kind != .other {
                    tokens.append(LizardToken(start: Int32(p), end: Int32(p + 1), kind: kind, isIdentifier: false))
                    p += 1
                    continue
                }
                // `.`, `:` and `=` alone (the commonest symbols), as `matchEnd` and `emit` read
                // them when no longer symbol starts there (`...`, `::`, `:=`, `==`, `===`, `=>`).
                let next: UInt8 = p + 1 < end ? b[p + 1] : 0
                let single: LizardToken.Kind? =
                    switch c {
                    case 0x2E where next != 0x2E: .period
                    case 0x3A where next != 0x3A && next != 0x3D: .colon
                    case 0x3D where next != 0x3D && next != 0x3E: .other
                    default: nil
                    }
                if let single {
                    tokens.append(LizardToken(start: Int32(p), end: Int32(p + 1), kind: single, isIdentifier: false))
                    p += 1
                    continue
                }
            }
            let tokenEnd = matchEnd(p, end)
            if macroStart >= 0 {
                var hasNewline = false
                var hasContinuation = false
                for i in p..<tokenEnd where b[i] == 0x0A {
                    hasNewline = true
                    if i > p, b[i - 1] == 0x5C { hasContinuation = true }
                }
                if hasContinuation || !hasNewline {
                    p = tokenEnd
                    continue
                }
                emit(macroStart, p, &tokens)
                macroStart = -1
                emit(p, tokenEnd, &tokens)
            } else if tokenEnd == p + 1, b[p] == 0x23 {
                macroStart = p
            } else {
                emit(p, tokenEnd, &tokens)
            }
            p = tokenEnd
        }
        if macroStart >= 0 { emit(macroStart, end, &tokens) }
    }

    /// Classifies and keeps one token; whitespace is dropped here (lizard's preprocessing).
    func emit(_ start: Int, _ end: Int, _ tokens: inout AppendBuffer<LizardToken>) {
        let c = b[start]
        // A token that starts with a space is a whitespace run (see `matchEnd`), all of it.
        if c != 0x0A, isSpace(at: start) { return }
        var token = LizardToken(start: Int32(start), end: Int32(end), kind: .other, isIdentifier: false)
        let length = end - start
        if length == 1 {
            switch c {
            case 0x0A: token.kind = .newline
            case 0x7B: token.kind = .leftBrace
            case 0x7D: token.kind = .rightBrace
            case 0x28: token.kind = .leftParen
            case 0x29: token.kind = .rightParen
            case 0x3C: token.kind = .less
            case 0x3E: token.kind = .greater
            case 0x5B: token.kind = .leftBracket
            case 0x5D: token.kind = .rightBracket
            case 0x2E: token.kind = .period
            case 0x2C: token.kind = .comma
            case 0x3A: token.kind = .colon
            case 0x60: token.kind = .backtick
            case 0x3F: token.kind = isPostfix(start) ? .postfixQuestion : .conditionSymbol
            default: break
            }
        } else if c == 0x2F, b[start + 1] == 0x2F || b[start + 1] == 0x2A {
            token.kind = .comment
        } else if length == 2, c == 0x26 && b[start + 1] == 0x26 || c == 0x7C && b[start + 1] == 0x7C {
            token.kind = .conditionSymbol
        }
        if token.kind == .other {
            // An ASCII word token is `\w+`, `\w+?` or `\w+!` (see `matchEnd`): no second scan.
            token.isIdentifier =
                c < 0x80
                ? ByteClass.isIdentifierBody(c) && !ByteClass.isDigit(c) && b[end - 1] != 0x3F && b[end - 1] != 0x21
                : isIdentifier(start, end)
            if token.isIdentifier || c == 0x69 {
                token.kind = LizardTokenizer.wordKind(b, start, end)
            }
        }
        // Only comments, quoted text and continued lines can hold a line break.
        if token.kind == .other || token.kind == .comment, !token.isIdentifier {
            token.lineBreaks = Int32(countNewlines(start, end))
        }
        tokens.append(token)
    }

    /// ``emit(_:_:_:)`` for a token `matchEnd` reads as a word (`\\w+`, `\\w+?`, `\\w+!`) that
    /// starts with an ASCII byte: never a symbol, a comment or a line break.
    @inline(__always) func emitWord(_ start: Int, _ end: Int, _ tokens: inout AppendBuffer<LizardToken>) {
        let c = b[start]
        var token = LizardToken(start: Int32(start), end: Int32(end), kind: .other, isIdentifier: false)
        token.isIdentifier = !ByteClass.isDigit(c) && b[end - 1] != 0x3F && b[end - 1] != 0x21
        if token.isIdentifier || c == 0x69 { token.kind = LizardTokenizer.wordKind(b, start, end) }
        tokens.append(token)
    }

    /// The kind of the word `b[start..<end]`: each candidate compared as one number (see
    /// ``ByteClass/packed(_:_:_:)``), the two nine-letter words as eight bytes and a ninth.
    static func wordKind(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LizardToken.Kind {
        let length = end - start
        if length == 9 {
            let head = ByteClass.packed(b, start, 8)
            // "subscrip" + "t", "interfac" + "e"
            if head == 0x7069_7263_7362_7573, b[start + 8] == UInt8(ascii: "t") { return .subscript_ }
            if head == 0x6361_6672_6574_6E69, b[start + 8] == UInt8(ascii: "e") { return .interface }
            return .other
        }
        guard length >= 2, length <= 8 else { return .other }
        switch ByteClass.packed(b, start, length) {
        case 0x6669: return .conditionWord  // "if"
        case 0x6F64: return .do_  // "do"
        case 0x72_6F66: return .conditionWord  // "for"
        case 0x74_6567: return .get  // "get"
        case 0x74_6573: return .set  // "set"
        case 0x74_656C: return .let_  // "let"
        case 0x72_6176: return .var_  // "var"
        case 0x636E_7566: return .func_  // "func"
        case 0x7469_6E69: return .init_  // "init"
        case 0x6573_6163: return .case_  // "case"
        case 0x6573_6C65: return .else_  // "else"
        case 0x65_6C69_6877: return .conditionWord  // "while"
        case 0x68_6374_6163: return .conditionWord  // "catch"
        case 0x64_7261_7567: return .conditionWord  // "guard"
        case 0x63_6E79_7361: return .async_  // "async"
        case 0x6B_6165_7262: return .break_  // "break"
        case 0x72_6566_6564: return .defer_  // "defer"
        case 0x3F_7469_6E69: return .failableInit  // "init?"
        case 0x21_7469_6E69: return .failableInit  // "init!"
        case 0x7469_6E69_6564: return .deinit_  // "deinit"
        case 0x7465_5364_6964: return .didSet  // "didSet"
        case 0x7377_6F72_6874: return .throws_  // "throws"
        case 0x6863_7469_7773: return .switch_  // "switch"
        case 0x7461_6570_6572: return .repeat_  // "repeat"
        case 0x74_6553_6C6C_6977: return .willSet  // "willSet"
        case 0x6C6F_636F_746F_7270: return .protocol_  // "protocol"
        case 0x6575_6E69_746E_6F63: return .continue_  // "continue"
        default: return .other
        }
    }

    // MARK: The regular expression, alternative by alternative

    /// The end of the token the regex matches at `p`, seeing nothing past `end`.
    func matchEnd(_ p: Int, _ end: Int) -> Int {
        let c = b[p]
        let next: UInt8 = p + 1 < end ? b[p + 1] : 0
        // \/\*.*?\*\/
        if c == 0x2F, next == 0x2A {
            var q = p + 2
            while q + 1 < end {
                if b[q] == 0x2A, b[q + 1] == 0x2F { return q + 2 }
                q += 1
            }
        }
        // `\w+`
        if c == 0x60 {
            let w = wordEnd(p + 1, end)
            if w > p + 1, w < end, b[w] == 0x60 { return w + 1 }
        }
        if isWord(at: p, end) {
            let w = wordEnd(p, end)
            // \w+\? and \w+\!
            if w < end, b[w] == 0x3F || b[w] == 0x21 { return w + 1 }
            return w
        }
        // \?\?
        if c == 0x3F, next == 0x3F { return p + 2 }
        // \#(?!(?:if|elseif|else|endif|sourceLocation|warning|error)\b)\w+
        if c == 0x23, p + 1 < end, isWord(at: p + 1, end) {
            let w = wordEnd(p + 1, end)
            if !isDirective(p + 1, w) { return w }
        }
        // \'(?:\\.|[^\'\\])*?\'
        if c == 0x27 {
            var q = p + 1
            while q < end {
                if b[q] == 0x5C {
                    q += 2
                    continue
                }
                if b[q] == 0x27 { return q + 1 }
                q += 1
            }
        }
        // \/\/(?:\\\n|[^\n])*
        if c == 0x2F, next == 0x2F {
            var q = p + 2
            while q < end {
                if b[q] == 0x5C, q + 1 < end, b[q + 1] == 0x0A {
                    q += 2
                } else if b[q] != 0x0A {
                    q += 1
                } else {
                    break
                }
            }
            return q
        }
        if c == 0x23 { return p + 1 }
        // :=|::|\*\*
        if c == 0x3A, next == 0x3D || next == 0x3A { return p + 2 }
        if c == 0x2A, next == 0x2A { return p + 2 }
        // \<(?=(?:[^<>?]*\?)+[^<>]*\>)(?:[\w\s,.?]|(?:extends))+\>
        if c == 0x3C, let close = genericWithOptionalEnd(p, end) { return close }
        if let symbol = combinedSymbolEnd(p, end) { return symbol }
        if c == 0x5C, next == 0x0A { return p + 2 }
        if c == 0x0A { return p + 1 }
        if isSpace(at: p) { return whitespaceRunEnd(p, end) }
        return p + scalarLength(p, end)
    }

    func isDirective(_ start: Int, _ end: Int) -> Bool {
        func equals(_ word: StaticString) -> Bool {
            word.utf8CodeUnitCount == end - start
                && word.withUTF8Buffer { w in
                    for i in 0..<w.count where w[i] != b[start + i] { return false }
                    return true
                }
        }
        return equals("if") || equals("elseif") || equals("else") || equals("endif") || equals("sourceLocation")
            || equals("warning") || equals("error")
    }

    func genericWithOptionalEnd(_ p: Int, _ end: Int) -> Int? {
        var q = p + 1
        var sawQuestion = false
        while q < end {
            let c = b[q]
            if c == 0x3F {
                sawQuestion = true
                q += 1
            } else if c == 0x2C || c == 0x2E || isWord(at: q, end) || isSpace(at: q) {
                q += scalarLength(q, end)
            } else {
                break
            }
        }
        guard sawQuestion, q < end, b[q] == 0x3E else { return nil }
        return q + 1
    }

    /// lizard's combined symbols (`<<= >>= || && === !== == != <= >= -> => ++ -- += -= + - * /
    /// *= /= ^= &= |= ...`), tried in that order, so the first that matches wins (`*=` and `/=`
    /// never do: `*` and `/` come first). Decided by the first byte, without a list walk.
    func combinedSymbolEnd(_ p: Int, _ end: Int) -> Int? {
        @inline(__always) func at(_ k: Int, _ c: UInt8) -> Bool { p + k < end && b[p + k] == c }
        switch b[p] {
        case 0x3C, 0x3E:  // << = or <=, >>= or >=
            if at(1, b[p]), at(2, 0x3D) { return p + 3 }
            if at(1, 0x3D) { return p + 2 }
        case 0x7C, 0x26:  // || |=, && &=
            if at(1, b[p]) || at(1, 0x3D) { return p + 2 }
        case 0x3D:  // === == =>
            if at(1, 0x3D) { return at(2, 0x3D) ? p + 3 : p + 2 }
            if at(1, 0x3E) { return p + 2 }
        case 0x21:  // !== !=
            if at(1, 0x3D) { return at(2, 0x3D) ? p + 3 : p + 2 }
        case 0x2D:  // -> -- -= -
            return at(1, 0x3E) || at(1, 0x2D) || at(1, 0x3D) ? p + 2 : p + 1
        case 0x2B:  // ++ += +
            return at(1, 0x2B) || at(1, 0x3D) ? p + 2 : p + 1
        case 0x2A, 0x2F:  // * /
            return p + 1
        case 0x5E:  // ^=
            if at(1, 0x3D) { return p + 2 }
        case 0x2E:  // ...
            if at(1, 0x2E), at(2, 0x2E) { return p + 3 }
        default:
            break
        }
        return nil
    }

    // MARK: Python's character classes

    func scalarLength(_ p: Int, _ end: Int) -> Int {
        guard b[p] >= 0x80, let (_, length) = ByteClass.decode(b, p) else { return 1 }
        return min(length, end - p)
    }

    /// Python's `\w`: `[A-Za-z0-9_]` and Unicode letters and numbers. ASCII inline; the rest
    /// out of line, so the tight loops stay small.
    @inline(__always) func isWord(at p: Int, _ end: Int) -> Bool {
        let c = b[p]
        return c < 0x80 ? ByteClass.isIdentifierBody(c) : isWordScalar(at: p, end)
    }

    @inline(never) func isWordScalar(at p: Int, _ end: Int) -> Bool {
        guard let (scalar, length) = ByteClass.decode(b, p), p + length <= end,
            let value = Unicode.Scalar(scalar)
        else { return false }
        switch value.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    func wordEnd(_ p: Int, _ end: Int) -> Int {
        var q = ByteClass.identifierRunEnd(b, from: p, to: end)
        while q < end {
            let c = b[q]
            if c < 0x80 {
                guard ByteClass.isIdentifierBody(c) else { break }
                q += 1
            } else {
                guard isWord(at: q, end) else { break }
                q += scalarLength(q, end)
            }
        }
        return q
    }

    /// Python's `str.isspace()` for the character at `p` (the line feed included).
    @inline(__always) func isSpace(at p: Int) -> Bool {
        let c = b[p]
        return c < 0x80 ? c == 0x20 || c &- 0x09 < 5 || c &- 0x1C < 4 : isSpaceScalar(at: p)
    }

    @inline(never) func isSpaceScalar(at p: Int) -> Bool {
        guard let (scalar, _) = ByteClass.decode(b, p) else { return false }
        switch scalar {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    func whitespaceRunEnd(_ p: Int, _ end: Int) -> Int {
        var q = p
        while q < end, b[q] == 0x20 || b[q] == 0x09 { q += 1 }  // indentation, without the general test
        while q < end, b[q] != 0x0A, isSpace(at: q) { q += b[q] < 0x80 ? 1 : scalarLength(q, end) }
        return max(q, p + 1)
    }

    /// `str.isidentifier()`, approximated: a letter or `_`, then letters, digits, `_`.
    func isIdentifier(_ start: Int, _ end: Int) -> Bool {
        guard isWord(at: start, end), !ByteClass.isDigit(b[start]) else { return false }
        return wordEnd(start, end) == end
    }

    /// `_swift_token`: a `?` after anything but whitespace or `*/` is postfix.
    func isPostfix(_ p: Int) -> Bool {
        guard p > 0 else { return false }
        if p >= 2, b[p - 2] == 0x2A, b[p - 1] == 0x2F { return false }
        var q = p - 1
        while q > 0, b[q] & 0xC0 == 0x80, p - q < 4 { q -= 1 }
        return !isSpace(at: q)
    }
}
