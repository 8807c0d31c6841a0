/// A deliberately simple second reading of a file, kept apart from ``DeclarationReader`` so that
/// the two can be compared (issue 27: a reader that loses its place drops every later fact
/// silently). It counts the `let`/`var` bindings written directly in each type body and finds
/// the parameter clause of each `init` written directly in one, with rules of its own: braces,
/// parentheses and brackets are matched, angle brackets are never counted, and a binding after a
/// comma is a name followed by what can follow a binding's name (`:`, `=`, `,`, `{`, `;`, `}` or
/// a line break), which a generic argument (`Dictionary<String, Int>`) never is.
///
/// Internal: for ``SourceInvariants`` (the fuzz target and the tests).
struct DeclarationCensus: Equatable {
    /// The number of bindings (`let a, b` is two; a tuple pattern none) directly in each type
    /// body, by the byte offset of the body's `{`; bodies with none are left out.
    var bindingsByBody: [Int: Int] = [:]
    /// The bytes of each `init`'s parameter clause, parentheses included, for the initializers
    /// written directly in a type body, in order.
    var initializerClauses: [Range<Int>] = []
    /// Whether the file is within the census's simple grammar: every brace, parenthesis and
    /// bracket closes what it should, and every `let`, `var` and `init` in a type body begins a
    /// member (first on its line, or after `{`, `}`, `;`, an attribute or a modifier). On other
    /// input (`struct S { r let i }`) the census and the reader may recover differently, and are
    /// not compared.
    var isComparable = true

    private enum Open: Equatable {
        case typeBody(Int)
        case brace
        case paren
        case bracket
    }

    /// Takes the census of a file.
    static func take(_ bytes: UnsafeBufferPointer<UInt8>) -> DeclarationCensus {
        var census = DeclarationCensus()
        let (tokens, newlineBefore, _) = Lexer.significantTokens(bytes)
        let n = tokens.count
        // A byte that is no Swift token (a NUL, a control character) is outside the simple
        // grammar: the reader and the census may recover from it differently (fuzz regressions
        // struct-var-with-nul-bytes-1, -2).
        if tokens.contains(where: { $0.kind == .unknown })
            || bytes.contains(where: { $0 < 0x20 && !(0x09...0x0D).contains($0) })
        {
            census.isComparable = false
        }
        func text(_ i: Int) -> String { String(decoding: bytes[tokens[i].range], as: UTF8.self) }
        func isName(_ i: Int) -> Bool {
            i < n && (tokens[i].kind == .identifier || tokens[i].kind == .backtickIdentifier)
        }
        func isWord(_ i: Int) -> Bool { i < n && (tokens[i].kind == .identifier || tokens[i].kind == .keyword) }
        func startsDeclaration(_ i: Int) -> Bool {
            switch tokens[i].kind {
            case .attribute, .poundDirective, .rightBrace, .semicolon: return true
            case .keyword, .identifier: return Self.declarationStarts.contains(text(i))
            default: return false
            }
        }
        // Whether what follows a name at `i` shows the name is a binding's.
        func endsBindingName(_ i: Int) -> Bool {
            guard i < n, !newlineBefore[i] else { return true }
            switch tokens[i].kind {
            case .colon, .comma, .semicolon, .leftBrace, .rightBrace: return true
            case .operator: return tokens[i].end - tokens[i].start == 1 && bytes[tokens[i].start] == 0x3D
            default: return false
            }
        }
        // Whether the word at `i` begins a member: it, or the attributes and modifiers before it
        // (`@Published private(set) var`), stand first on their line or after `{`, `}` or `;`.
        // (`] private(set) var x` on one line is two declarations without a `;`: not Swift.)
        func startsMember(_ i: Int) -> Bool {
            var head = i
            while head > 0, !newlineBefore[head] {
                let previous = head - 1
                switch tokens[previous].kind {
                case .leftBrace, .rightBrace, .semicolon:
                    return true
                case .attribute:
                    head = previous
                case .rightParen:
                    // `private(set)`, `@available(iOS 15, *)`: back to the word before the `(`.
                    guard let open = (max(0, previous - 8)..<previous).last(where: { tokens[$0].kind == .leftParen }),
                        open > 0,
                        tokens[open - 1].kind == .attribute || Self.declarationStarts.contains(text(open - 1))
                    else { return false }
                    head = open - 1
                case .keyword, .identifier:
                    guard Self.declarationStarts.contains(text(previous)) else { return false }
                    head = previous
                default:
                    return false
                }
            }
            return true
        }
        func bindings(after keyword: Int) -> Int {
            guard isName(keyword + 1) || isWord(keyword + 1) && text(keyword + 1) != "case" else { return 0 }
            var count = 1
            var depth = 0
            var j = keyword + 2
            while j < n {
                let kind = tokens[j].kind
                if depth == 0 {
                    if kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                        break
                    }
                    if newlineBefore[j], startsDeclaration(j) { break }
                    if kind == .comma, isName(j + 1), endsBindingName(j + 2) { count += 1 }
                }
                switch kind {
                case .leftBrace, .leftParen, .leftBracket: depth += 1
                case .rightBrace, .rightParen, .rightBracket: depth -= 1
                default: break
                }
                j += 1
            }
            return count
        }
        func clause(after keyword: Int) -> Range<Int>? {
            var j = keyword + 1
            while j < n, tokens[j].kind != .leftParen, tokens[j].kind != .leftBrace, tokens[j].kind != .rightBrace,
                !newlineBefore[j]
            {
                j += 1
            }
            guard j < n, tokens[j].kind == .leftParen else { return nil }
            let open = j
            var closers: [TokenKind] = []
            while j < n {
                switch tokens[j].kind {
                case .leftBrace: closers.append(.rightBrace)
                case .leftParen: closers.append(.rightParen)
                case .leftBracket: closers.append(.rightBracket)
                case .rightBrace, .rightParen, .rightBracket:
                    if closers.popLast() != tokens[j].kind { census.isComparable = false }
                default: break
                }
                if closers.isEmpty { return tokens[open].start..<tokens[j].end }
                j += 1
            }
            census.isComparable = false
            return nil
        }

        var stack: [Open] = []
        var headerPending = false  // a type's keyword and name were seen: its `{` opens a type body
        var bindingName = -1  // the name after `let`/`var`, a keyword even (`var var`): not read again
        var inImport = false  // the rest of an `import` line names a module, not a type
        for i in 0..<n where i != bindingName {
            if inImport, newlineBefore[i] { inImport = false }
            switch tokens[i].kind {
            case .leftBrace:
                stack.append(headerPending ? .typeBody(tokens[i].start) : .brace)
                headerPending = false
            case .rightBrace:
                if stack.isEmpty || stack.last == .paren || stack.last == .bracket { census.isComparable = false }
                while let last = stack.popLast(), last == .paren || last == .bracket {}
                headerPending = false
            case .leftParen:
                stack.append(.paren)
            case .leftBracket:
                stack.append(.bracket)
            case .rightParen, .rightBracket:
                if stack.last == (tokens[i].kind == .rightParen ? .paren : .bracket) {
                    stack.removeLast()
                } else {
                    census.isComparable = false
                }
            case .keyword, .identifier:
                if inImport || i > 0 && tokens[i - 1].kind == .period { continue }
                let word = text(i)
                switch word {
                case "struct", "enum", "protocol", "extension":
                    headerPending = true
                case "class":
                    // `class func`, `class var`, `class private(set) var`: a modifier.
                    if !(isWord(i + 1) && Self.declarationStarts.contains(text(i + 1)) && text(i + 1) != "actor") {
                        headerPending = true
                    }
                case "actor" where tokens[i].kind == .identifier && isName(i + 1) && !newlineBefore[i + 1]:
                    headerPending = true
                case "let", "var", "init":
                    headerPending = false
                    guard case .typeBody(let body)? = stack.last else { continue }
                    guard startsMember(i) else {
                        census.isComparable = false
                        continue
                    }
                    if word == "init" {
                        if let range = clause(after: i) {
                            census.initializerClauses.append(range)
                        }
                    } else {
                        let count = bindings(after: i)
                        if count > 0 { bindingName = i + 1 }
                        if count > 0 { census.bindingsByBody[body, default: 0] += count }
                    }
                case "func", "subscript", "typealias", "case", "deinit", "import":
                    headerPending = false
                    inImport = word == "import"
                default:
                    break
                }
            default:
                break
            }
        }
        if !stack.isEmpty { census.isComparable = false }
        return census
    }

    /// The census ``DeclarationReader`` implies: its properties counted by their type's body,
    /// and the parameter clauses of its initializers declared in a type (not in a function).
    static func implied(by file: SourceFile) -> DeclarationCensus {
        var census = DeclarationCensus()
        for index in file.properties.indices {
            guard let type = file.properties[index].parentType, let body = file.types[type].bodyRange else { continue }
            census.bindingsByBody[body.lowerBound, default: 0] += 1
        }
        for index in file.functions.indices where file.functions[index].kind == .initializer {
            let function = file.functions[index]
            guard function.parentType != nil, function.parentFunction == nil,
                let clause = function.parameterClauseRange
            else {
                continue
            }
            census.initializerClauses.append(clause)
        }
        return census
    }

    /// Words that start a declaration when they begin a line.
    static let declarationStarts: Set<String> = [
        "let", "var", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
        "typealias", "associatedtype", "case", "import", "actor", "macro", "operator", "precedencegroup",
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic",
        "optional", "indirect", "nonisolated"
    ]
}
