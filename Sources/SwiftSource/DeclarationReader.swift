/// Reads declarations from tokens with a stack of open scopes (braces, parentheses, brackets) on
/// the heap. Declaration heads are read forward from their keyword; everything else goes
/// through one loop, so each token is looked at a bounded number of times.
struct DeclarationReader {
    struct Scope {
        enum Kind { case file, typeBody, functionBody, accessorContainer, block, paren, bracket }
        var kind: Kind
        /// Innermost enclosing type and function (closures included); -1 for none.
        var type = -1
        var function = -1
        var ownerType = -1
        var ownerFunction = -1
        var ownerProperty = -1
        var inFunction = false
        var statementPending = false
        var pendingProperty = -1
        var pendingReferenceStart = 0
        var isBrace: Bool { kind != .paren && kind != .bracket }
    }

    /// Deeper nesting is still matched, by a counter, but adds no declarations.
    static let maxDepth = 4096

    let b: UnsafeBufferPointer<UInt8>
    let sig: [Token]
    let newlineBefore: [Bool]
    var imports: [Import] = []
    var types: [TypeDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var properties: [PropertyDeclaration] = []
    var references: [Reference] = []
    var names: NameTable
    var warnings: [Diagnostic] = []
    var scopes = [Scope(kind: .file)]
    var overflow = 0
    var attributes: [Attribute] = []
    var modifiers: Modifiers = []
    var prefixStart = -1

    /// A reader of `tokens`, trivia left out, with `newlineBefore` from
    /// ``Lexer/significantTokens(_:)``.
    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], newlineBefore: [Bool]) {
        b = bytes
        sig = tokens
        self.newlineBefore = newlineBefore
        // About one distinct name in eight significant tokens in real code, and a reference in
        // six: room made once (growing by doubling reallocated the references a few times a file).
        names = NameTable(expecting: sig.count / 8)
        references.reserveCapacity(sig.count / 4 + 8)
        scopes.reserveCapacity(16)
    }

    // MARK: Token helpers
    // Inlined: a call to a non-mutating method from a mutating one copied the whole reader (a
    // few hundred bytes) to the stack first, once per question asked of a token.

    @inline(__always) func text(_ i: Int) -> String { String(decoding: b[sig[i].range], as: UTF8.self) }

    @inline(__always) func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0, i < sig.count else { return false }
        let token = sig[i]
        guard token.kind == .keyword || token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount
        else { return false }
        return word.withUTF8Buffer { w in
            for k in 0..<w.count where w[k] != b[token.start + k] { return false }
            return true
        }
    }

    @inline(__always) func isKind(_ i: Int, _ kind: TokenKind) -> Bool {
        i >= 0 && i < sig.count && sig[i].kind == kind
    }

    @inline(__always) func isAny(_ i: Int, _ words: [StaticString]) -> Bool { words.contains { isWord(i, $0) } }

    /// What token `i` is among the words the reader acts on (see ``DeclarationWord``);
    /// `.other` for a token that is not a keyword or identifier.
    @inline(__always) func wordAt(_ i: Int) -> DeclarationWord {
        guard i >= 0, i < sig.count else { return .other }
        let token = sig[i]
        guard token.kind == .keyword || token.kind == .identifier else { return .other }
        return DeclarationWord(b, token.range)
    }

    /// A name in a declaration head that refers to something (not `where`, `async`, `some`, `any`).
    @inline(__always) func isReferenceName(_ i: Int) -> Bool {
        let kind = sig[i].kind
        guard kind == .identifier || kind == .backtickIdentifier else { return false }
        return !isAny(i, ["async", "some", "any", "each", "sending"])
    }

    @inline(__always) func isModifier(_ i: Int) -> Bool { wordAt(i) == .modifier }

    /// Whether token `i`, on a new line, starts a declaration rather than continuing the one before.
    @inline(__always) func startsDeclaration(_ i: Int) -> Bool {
        guard i < sig.count else { return true }
        let kind = sig[i].kind
        if kind == .attribute || kind == .poundDirective || kind == .rightBrace || kind == .semicolon { return true }
        let word = wordAt(i)
        return word == .modifier || word.isDeclaration
    }

    /// Whether a line break before `i` ends an expression (Swift's rule, roughly: the line
    /// before does not end with an infix operator, and this one does not start with one). An
    /// operator glued to what precedes it and followed by the line break is postfix, as in
    /// Swift (`UIColor(named: "grey")!`): it ends the expression.
    @inline(__always) func lineBreakEndsExpression(_ i: Int) -> Bool {
        guard newlineBefore[i] else { return false }
        let kind = sig[i].kind
        if kind == .operator || kind == .period { return false }
        if i > 0 {
            let previous = sig[i - 1].kind
            if previous == .operator { return isPostfixOperator(i - 1) }
            if previous == .comma || previous == .colon || previous == .period { return false }
        }
        return true
    }

    /// Whether operator token `i` touches the token before it (no space or comment between).
    @inline(__always) func isPostfixOperator(_ i: Int) -> Bool {
        i > 0 && sig[i - 1].range.upperBound == sig[i].range.lowerBound
    }

    /// `<` and `>` in an operator token made of them alone (`<`, `>>`, `<>`), or closing angles
    /// glued to optional marks (`>?`, `?>`, `>!`, `?>?`: `Result<A, B>?`, `Driver<URL?>`),
    /// which the lexer, like Swift's, makes one operator. Anything else is 0 (`>=`, `>>=`, `->`).
    @inline(__always) func angleDelta(_ i: Int) -> Int {
        guard sig[i].kind == .operator else { return 0 }
        var opens = 0
        var closes = 0
        var marks = 0
        for k in sig[i].range {
            switch b[k] {
            case 0x3C: opens += 1
            case 0x3E: closes += 1
            case 0x3F, 0x21: marks += 1
            default: return 0
            }
        }
        // `?` and `!` only ever follow a type, so they come with closing angles alone.
        if marks > 0, opens > 0 || closes == 0 { return 0 }
        return opens - closes
    }

    /// Whether token `i` is a lone `=`.
    @inline(__always) func isAssignment(_ i: Int) -> Bool {
        i >= 0 && i < sig.count && sig[i].kind == .operator && sig[i].end - sig[i].start == 1 && b[sig[i].start] == 0x3D
    }

    /// How many angles token `i` closes when it is closing angles and optional marks glued to
    /// a single `=` (`Set<Int>?= []`, `A<B<C>>= d`: Swift splits these in a type, with an error
    /// about the spacing); 0 otherwise.
    @inline(__always) func anglesClosedBeforeEquals(_ i: Int) -> Int {
        let token = sig[i]
        guard token.kind == .operator, token.end - token.start >= 2, b[token.end - 1] == 0x3D else { return 0 }
        var closes = 0
        for k in token.start..<token.end - 1 {
            switch b[k] {
            case 0x3E: closes += 1
            case 0x3F, 0x21: break
            default: return 0
            }
        }
        return closes
    }

    mutating func warn(_ i: Int, _ message: String) {
        let token = i < sig.count ? sig[i] : sig.last
        guard let token else { return }
        warnings.append(Diagnostic(offset: token.start, line: token.line, column: token.column, message: message))
    }

    mutating func addReference(_ i: Int) {
        let token = sig[i]
        var name = token.range
        if token.kind == .backtickIdentifier, name.count > 2 { name = name.lowerBound + 1..<name.upperBound - 1 }
        var qualifier: Int?
        if i > 0, sig[i - 1].kind == .period {
            if i > 1 {
                let before = sig[i - 2].kind
                switch before {
                case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket,
                    .stringClose, .integerLiteral, .floatLiteral:
                    qualifier = names.intern(b, sig[i - 2].range)
                case .operator where !newlineBefore[i - 1] && sig[i - 2].end == sig[i - 1].start:
                    qualifier = names.intern(b, sig[i - 2].range)  // `foo?.bar`, `x!.y`
                default:
                    qualifier = names.intern(b, 0..<0)
                }
            } else {
                qualifier = names.intern(b, 0..<0)
            }
        }
        references.append(
            Reference(nameID: names.intern(b, name), qualifierID: qualifier, line: token.line, offset: token.start))
    }

    // MARK: The loop

    mutating func run() {
        var i = 0
        while i < sig.count {
            // Most tokens come with no property pending: asked here, without the call.
            if scopes[scopes.count - 1].pendingProperty >= 0, let next = endPendingProperty(at: i) {
                clearPrefix()
                i = next
                continue
            }
            let kind = sig[i].kind
            var keepsPrefix = false
            switch kind {
            case .attribute:
                i = readAttribute(i)
                continue
            case .leftBrace:
                openBrace(i)
                i += 1
            case .rightBrace:
                closeBrace(i)
                i += 1
            case .leftParen, .leftBracket:
                push(Scope(kind: kind == .leftParen ? .paren : .bracket), at: i)
                i += 1
            case .rightParen, .rightBracket:
                closeParen(i)
                i += 1
            case .keyword, .identifier:
                (i, keepsPrefix) = word(i)
            case .backtickIdentifier, .dollarIdentifier:  // `$name`: a property wrapper's projection
                addReference(i)
                i += 1
            case .poundDirective:
                // `#if FLAG && os(iOS)`: compilation conditions, not references. Every branch is read.
                i += 1
                while i < sig.count, !newlineBefore[i] { i += 1 }
                continue
            default:
                i += 1
            }
            if !keepsPrefix { clearPrefix() }
        }
        finish()
    }

    mutating func clearPrefix() {
        // Asked after nearly every token, mostly with nothing to clear: emptying an empty array
        // still costs a call into the standard library.
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        modifiers = []
        prefixStart = -1
    }

    mutating func readAttribute(_ i: Int) -> Int {
        if prefixStart < 0 { prefixStart = i }
        var j = i + 1
        var end = sig[i].end
        if isKind(j, .leftParen), sig[j].start == sig[i].end {
            var depth = 0
            while j < sig.count {
                if sig[j].kind == .leftParen { depth += 1 } else if sig[j].kind == .rightParen { depth -= 1 }
                if sig[j].kind == .identifier { addReference(j) }
                end = sig[j].end
                j += 1
                if depth == 0 || sig[j - 1].kind == .leftBrace || sig[j - 1].kind == .rightBrace { break }
            }
        }
        let name = String(decoding: b[sig[i].start + 1..<sig[i].end], as: UTF8.self)
        let arguments = end > sig[i].end ? String(decoding: b[sig[i].end..<end], as: UTF8.self) : nil
        attributes.append(Attribute(Attribute.Name(spelling: name), arguments: arguments))
        return j
    }

    /// A keyword or identifier in the loop; returns the next index and whether the attributes
    /// and modifiers read so far still apply.
    mutating func word(_ i: Int) -> (Int, Bool) {
        let top = scopes[scopes.count - 1]
        // Which word it is, found once (each `isWord` compared the token again).
        let word = DeclarationWord(b, sig[i].range)
        let afterPeriod = isKind(i - 1, .period)
        if afterPeriod {
            // `.shared`, `.default`: member names, keywords included (not `.self`, `.init`).
            if word != .self_, word != .init_ { addReference(i) }
            return (i + 1, false)
        }
        if top.kind == .accessorContainer, word == .accessor || word == .init_ {
            return (readAccessor(i), false)
        }
        if word == .modifier {
            if prefixStart < 0 { prefixStart = i }
            if let modifier = Modifiers(b, sig[i].range) { modifiers.insert(modifier) }
            if isKind(i + 1, .leftParen), isKind(i + 3, .rightParen) { return (i + 4, true) }  // private(set)
            return (i + 1, true)
        }
        if sig[i].kind == .identifier {
            if word == .actor, isKind(i + 1, .identifier) || isKind(i + 1, .backtickIdentifier),
                !newlineBefore[i + 1]
            {
                return (readType(i, .actor), false)
            }
            if !(top.kind == .paren && isKind(i + 1, .colon)) { addReference(i) }  // not an argument label
            return (i + 1, false)
        }
        switch word {
        case .import_: return (readImport(i), false)
        case .class_:
            if wordAt(i + 1).isDeclaration && !isWord(i + 1, "actor") || isModifier(i + 1) {
                if prefixStart < 0 { prefixStart = i }
                modifiers.insert(.class)
                return (i + 1, true)
            }
            return (readType(i, .class), false)
        case .struct_: return (readType(i, .struct), false)
        case .enum_: return (readType(i, .enum), false)
        case .protocol_: return (readType(i, .protocol), false)
        case .extension_: return (readType(i, .extension), false)
        case .func_: return (readFunction(i, .function), false)
        case .init_: return (readFunction(i, .initializer), false)
        case .deinit_: return (readFunction(i, .deinitializer), false)
        case .subscript_: return (readFunction(i, .subscript), false)
        case .let_, .var_:
            if top.kind == .file || top.kind == .typeBody, !top.inFunction, top.pendingProperty < 0 {
                return (readProperty(i, isLet: word == .let_), false)
            }
            return (i + 1, false)
        case .statement where top.isBrace:
            scopes[scopes.count - 1].statementPending = true
            return (i + 1, false)
        case .self_, .selfType, .super_: addReference(i)
        default: break
        }
        return (i + 1, false)
    }

    // MARK: Scopes

    /// Pushes a scope opened by token `i`; false when the depth cap is reached.
    @discardableResult
    mutating func push(_ scope: Scope, at i: Int) -> Bool {
        if scopes.count >= DeclarationReader.maxDepth {
            if overflow == 0 {
                warn(i, "nesting deeper than \(DeclarationReader.maxDepth) levels; declarations inside are not read")
            }
            overflow += 1
            return false
        }
        var scope = scope
        let parent = scopes[scopes.count - 1]
        if scope.type < 0 { scope.type = parent.type }
        if scope.function < 0 { scope.function = parent.function }
        // A type declared in a function body has properties of its own (only its methods'
        // bodies are in a function again).
        scope.inFunction = scope.kind != .typeBody && (scope.inFunction || parent.inFunction)
        scopes.append(scope)
        return true
    }

    mutating func openBrace(_ i: Int) {
        let top = scopes[scopes.count - 1]
        if top.pendingProperty >= 0, isAny(i + 1, ["willSet", "didSet"]) {
            let p = top.pendingProperty
            finishInitializer(p, end: sig[i - 1].end, scope: scopes.count - 1)
            push(Scope(kind: .accessorContainer, ownerProperty: p), at: i)
            return
        }
        if top.statementPending || (top.kind == .file || top.kind == .typeBody) && top.pendingProperty < 0 {
            scopes[scopes.count - 1].statementPending = false
            push(Scope(kind: .block), at: i)
            return
        }
        openFunction(i, kind: .closure, name: "closure", keyword: i, start: i, parameters: nil, property: nil)
    }

    /// Records a function whose body opens at `brace` and pushes its body.
    mutating func openFunction(
        _ brace: Int, kind: FunctionDeclaration.Kind, name: String, keyword: Int, start: Int,
        parameters: (clause: Range<Int>, list: [Parameter])?, property: Int?, referenceStart: Int? = nil
    ) {
        let top = scopes[scopes.count - 1]
        guard scopes.count < DeclarationReader.maxDepth else {
            push(Scope(kind: .block), at: brace)
            return
        }
        let index = functions.count
        functions.append(
            FunctionDeclaration(
                kind: kind, name: name, keywordLine: sig[keyword].line, startLine: sig[start].line,
                endLine: sig[brace].line,
                range: sig[start].start..<sig[brace].end, bodyRange: sig[brace].start..<sig[brace].end,
                parameters: parameters?.list ?? [], parameterClauseRange: parameters?.clause,
                attributes: kind == .closure ? [] : attributes, modifiers: kind == .closure ? [] : modifiers,
                parentType: top.type >= 0 ? top.type : nil, parentFunction: top.function >= 0 ? top.function : nil,
                property: property, referenceRange: (referenceStart ?? references.count)..<references.count))
        push(Scope(kind: .functionBody, function: index, ownerFunction: index, inFunction: true), at: brace)
    }

    mutating func closeParen(_ i: Int) {
        if overflow > 0 {
            overflow -= 1
            return
        }
        let want: Scope.Kind = sig[i].kind == .rightParen ? .paren : .bracket
        var k = scopes.count - 1
        while k > 0, !scopes[k].isBrace, scopes[k].kind != want { k -= 1 }
        guard k > 0, scopes[k].kind == want else {
            warn(i, "unbalanced '\(text(i))'")
            return
        }
        while scopes.count - 1 > k { pop(at: i, endingAt: sig[i].end) }
        pop(at: i, endingAt: sig[i].end)
    }

    mutating func closeBrace(_ i: Int) {
        if overflow > 0 {
            overflow -= 1
            return
        }
        var k = scopes.count - 1
        while k > 0, !scopes[k].isBrace { k -= 1 }
        guard k > 0 else {
            warn(i, "unbalanced '}'")
            return
        }
        if scopes.count - 1 > k { warn(i, "'}' closes a parenthesis or bracket left open") }
        while scopes.count - 1 > k { pop(at: i, endingAt: sig[i - 1].end) }
        pop(at: i, endingAt: sig[i].end)
    }

    /// Pops the innermost scope, ending what it belongs to at byte `end` (token `i`'s line).
    mutating func pop(at i: Int, endingAt end: Int) {
        let scope = scopes.removeLast()
        let line = i < sig.count ? sig[i].line : (sig.last?.line ?? 1)
        if scope.pendingProperty >= 0 {
            finishInitializer(scope.pendingProperty, end: i > 0 ? sig[i - 1].end : end, scope: nil)
        }
        if scope.ownerType >= 0 {
            let t = scope.ownerType
            types[t].range = types[t].range.lowerBound..<end
            types[t].endLine = line
            if let body = types[t].bodyRange { types[t].bodyRange = body.lowerBound..<end }
            if let lines = types[t].bodyLines { types[t].bodyLines = lines.lowerBound...max(lines.lowerBound, line) }
            types[t].referenceRange = types[t].referenceRange.lowerBound..<references.count
        }
        if scope.ownerFunction >= 0, scope.kind == .functionBody || scope.kind == .accessorContainer {
            let f = scope.ownerFunction
            functions[f].range = functions[f].range.lowerBound..<end
            functions[f].endLine = line
            if let body = functions[f].bodyRange { functions[f].bodyRange = body.lowerBound..<end }
            functions[f].referenceRange = functions[f].referenceRange.lowerBound..<references.count
        }
        if scope.ownerProperty >= 0 {
            let p = scope.ownerProperty
            properties[p].range = properties[p].range.lowerBound..<end
        }
    }

    mutating func finish() {
        if scopes.count > 1 || overflow > 0 {
            warn(
                sig.count - 1,
                "\(scopes.count - 1 + overflow) unclosed brace(s), parenthesis or bracket(s) at the end of the file")
        }
        let end = sig.last?.end ?? 0
        while scopes.count > 1 { pop(at: sig.count, endingAt: end) }
        if scopes[0].pendingProperty >= 0 {
            finishInitializer(scopes[0].pendingProperty, end: end, scope: 0)
        }
    }

    // MARK: Properties

    /// Ends an initial value being read when token `i` starts something else; returns where to
    /// go on when it read the next binding of the same declaration.
    mutating func endPendingProperty(at i: Int) -> Int? {
        let top = scopes.count - 1
        let p = scopes[top].pendingProperty
        guard p >= 0 else { return nil }
        let kind = sig[i].kind
        // A comma at this level is inside generic arguments (`Dispatcher<Void, Never>()`: the
        // angles open no scope) unless a binding or a tuple pattern follows it.
        let endingComma = kind == .comma && (startsBinding(i + 1) || isKind(i + 1, .leftParen))
        if kind == .rightBrace || kind == .semicolon || endingComma || lineBreakEndsExpression(i) && kind != .leftBrace
        {
            finishInitializer(p, end: sig[i - 1].end, scope: top)
            if kind == .comma, startsBinding(i + 1) {
                // `let a = 1, b = 2`: the next binding, with the same modifiers.
                let property = properties[p]
                attributes = property.attributes
                modifiers = property.modifiers
                return readBinding(i + 1, keyword: i, isLet: property.isLet, start: i + 1)
            }
        }
        return nil
    }

    /// Whether token `i` is a name that starts a binding: one followed by what may follow a
    /// binding's name (`:`, `=`, `,`, `{`, `;`, `}`, a line break or the end), which a generic
    /// argument (`Int` in `Dictionary<String, Int>()`) never is.
    @inline(__always) func startsBinding(_ i: Int) -> Bool {
        guard isKind(i, .identifier) || isKind(i, .backtickIdentifier) else { return false }
        let next = i + 1
        guard next < sig.count, !newlineBefore[next] else { return true }
        switch sig[next].kind {
        case .colon, .comma, .semicolon, .leftBrace, .rightBrace: return true
        default: return isAssignment(next)
        }
    }

    mutating func finishInitializer(_ p: Int, end: Int, scope: Int?) {
        if let scope { scopes[scope].pendingProperty = -1 }
        let start = properties[p].range.lowerBound
        properties[p].range = start..<max(start, end)
        guard let from = initializerStarts.removeValue(forKey: p) else { return }
        var seen: Set<Int> = []
        var identifiers: [String] = []
        for reference in references[min(from, references.count)...] where seen.insert(reference.nameID).inserted {
            identifiers.append(names.names[reference.nameID])
        }
        properties[p].initialValueIdentifiers = identifiers
    }

    /// Where each property's initial value starts in `references`, while it is being read.
    var initializerStarts: [Int: Int] = [:]

    mutating func readProperty(_ i: Int, isLet: Bool) -> Int {
        let start = prefixStart >= 0 ? prefixStart : i
        guard
            isKind(i + 1, .identifier) || isKind(i + 1, .backtickIdentifier)
                || isKind(i + 1, .keyword) && !isWord(i + 1, "case")
        else {
            return i + 1  // a tuple pattern: its names are read as references
        }
        return readBinding(i + 1, keyword: i, isLet: isLet, start: start)
    }

    /// Reads `name[: Type][ = value | { accessors }]` from the name at `i`.
    mutating func readBinding(_ i: Int, keyword: Int, isLet: Bool, start: Int) -> Int {
        var name = text(i)
        if sig[i].kind == .backtickIdentifier, name.count > 2 { name = String(name.dropFirst().dropLast()) }
        let ownership: PropertyDeclaration.Ownership =
            modifiers.contains(.weak) ? .weak : modifiers.contains(.unowned) ? .unowned : .strong
        let top = scopes[scopes.count - 1]
        let p = properties.count
        properties.append(
            PropertyDeclaration(
                name: name, isLet: isLet, type: nil,
                isStatic: modifiers.isTypeMember,
                ownership: ownership, isComputed: false, initialValueIdentifiers: [], attributes: attributes,
                modifiers: modifiers,
                parentType: top.type >= 0 ? top.type : nil, line: sig[keyword].line,
                range: sig[start].start..<sig[i].end))
        var j = i + 1
        var gluedEquals = false  // the type ends inside token j, at its `=` (`Set<Int>?= []`)
        if isKind(j, .colon) {
            j += 1
            let typeStart = j
            var depth = 0  // parentheses and brackets
            var angles = 0  // generic angle brackets open at this depth
            var outerAngles: [Int] = []  // `angles` outside each open parenthesis or bracket
            while j < sig.count {
                let kind = sig[j].kind
                // A type holds no brace: one ends it even inside a bracket or angle left open,
                // so that a misread `(` or `<` cannot swallow the rest of the type's body.
                if kind == .leftBrace || kind == .rightBrace { break }
                if depth == 0 {
                    if kind == .semicolon || isAssignment(j) || angles == 0 && kind == .comma { break }
                    if angles > 0, kind == .operator, anglesClosedBeforeEquals(j) >= angles {
                        gluedEquals = true
                        break
                    }
                    if j > typeStart, newlineBefore[j], startsDeclaration(j), angles == 0 || kind != .attribute {
                        break
                    }
                }
                switch kind {
                case .leftParen, .leftBracket:
                    outerAngles.append(angles)
                    angles = 0
                    depth += 1
                case .rightParen, .rightBracket:
                    if let outer = outerAngles.popLast() {
                        angles = outer
                        depth -= 1
                    }
                case .identifier, .backtickIdentifier: addReference(j)
                default: angles = max(0, angles + angleDelta(j))
                }
                j += 1
            }
            if j > typeStart {
                let typeEnd = gluedEquals ? sig[j].end - 1 : sig[j - 1].end
                properties[p].type = TypeReader.type(
                    bytes: b, tokens: sig, range: typeStart..<(gluedEquals ? j + 1 : j), endByte: typeEnd)
                properties[p].range = properties[p].range.lowerBound..<typeEnd
            }
        }
        if gluedEquals || isAssignment(j) {
            scopes[scopes.count - 1].pendingProperty = p
            initializerStarts[p] = references.count
            properties[p].range = properties[p].range.lowerBound..<sig[j].end
            return j + 1
        }
        if isKind(j, .leftBrace) {
            if wordAt(j + 1).isAccessorWord || isKind(j + 1, .attribute)
                || isAny(j + 1, ["mutating", "nonmutating"])
            {
                properties[p].isComputed = !isAny(j + 1, ["willSet", "didSet"])
                push(Scope(kind: .accessorContainer, ownerProperty: p), at: j)
            } else {
                properties[p].isComputed = true
                clearPrefix()
                openFunction(j, kind: .accessor, name: "get", keyword: j, start: j, parameters: nil, property: p)
                scopes[scopes.count - 1].ownerProperty = p
            }
            return j + 1
        }
        if isKind(j, .comma), isKind(j + 1, .identifier) || isKind(j + 1, .backtickIdentifier) {
            return readBinding(j + 1, keyword: keyword, isLet: isLet, start: j + 1)
        }
        return j
    }

    // MARK: Accessors

    mutating func readAccessor(_ i: Int) -> Int {
        let container = scopes[scopes.count - 1]
        let name = text(i)
        let start = prefixStart >= 0 ? prefixStart : i
        var j = i + 1
        var parameters: (clause: Range<Int>, list: [Parameter])?
        if isKind(j, .leftParen), isKind(j + 2, .rightParen) {
            parameters = (
                sig[j].start..<sig[j + 2].end, TypeReader.parameters(bytes: b, tokens: sig, open: j, close: j + 2)
            )
            j += 3
        }
        var limit = 0
        while j < sig.count, limit < 16, !isKind(j, .leftBrace), !isKind(j, .rightBrace),
            !newlineBefore[j] || isAny(j, ["async", "throws"])
        {
            j += 1
            limit += 1
        }
        let property = container.ownerProperty >= 0 ? container.ownerProperty : nil
        guard isKind(j, .leftBrace) else {
            if let owner = property, name == "get" || name == "set" || name == "_read" || name == "_modify" {
                properties[owner].isComputed = true
            }
            return i + 1
        }
        if let property, name != "willSet", name != "didSet" { properties[property].isComputed = true }
        openFunction(
            j, kind: .accessor, name: name, keyword: i, start: start, parameters: parameters, property: property)
        return j + 1
    }

    // MARK: Imports

    mutating func readImport(_ i: Int) -> Int {
        var j = i + 1
        var kind: String?
        // `import struct …` and the other scoped kinds: one lookup (``DeclarationWord``), not a
        // comparison with each of the nine words.
        let scoped: Bool =
            switch wordAt(j) {
            case .struct_, .class_, .enum_, .protocol_, .func_, .var_, .let_, .actor: true
            case .otherDeclaration: isWord(j, "typealias")
            default: false
            }
        if scoped, isKind(j + 1, .identifier) || isKind(j + 1, .backtickIdentifier) || isKind(j + 1, .keyword) {
            kind = text(j)
            j += 1
        }
        var path = ""
        while j < sig.count, !newlineBefore[j] || path.isEmpty && j == i + 1 {
            let token = sig[j]
            if token.kind.isName || token.kind == .operator {
                path += text(j)
            } else if token.kind == .period {
                path += "."
            } else {
                break
            }
            j += 1
        }
        if path.isEmpty {
            warn(i, "import without a module name")
        } else {
            imports.append(Import(path: path, kind: kind, attributes: attributes, line: sig[i].line))
        }
        return j
    }

    // MARK: Types

    mutating func readType(_ i: Int, _ kind: TypeDeclaration.Kind) -> Int {
        let start = prefixStart >= 0 ? prefixStart : i
        let referenceStart = references.count
        var j = i + 1
        var name = ""
        var generics: [String] = []
        var inheritance: [TypeReference] = []
        // The name (an extension's is a type path: `Foo.Bar`, `Array<Int>`).
        if kind == .extension {
            var depth = 0
            let nameStart = j
            while j < sig.count {
                let token = sig[j]
                if token.kind == .leftBrace || token.kind == .rightBrace { break }
                if depth == 0, token.kind == .colon || isWord(j, "where") { break }
                if j > nameStart, newlineBefore[j], startsDeclaration(j) { break }
                if isReferenceName(j) { addReference(j) }
                depth = max(0, depth + angleDelta(j))
                j += 1
            }
            if j > nameStart { name = String(decoding: b[sig[nameStart].start..<sig[j - 1].end], as: UTF8.self) }
        } else if j < sig.count, sig[j].kind.isName {
            name = text(j)
            if sig[j].kind == .backtickIdentifier, name.count > 2 { name = String(name.dropFirst().dropLast()) }
            j += 1
        }
        // Generic parameters.
        if j < sig.count, angleDelta(j) > 0, !newlineBefore[j] {
            var depth = angleDelta(j)
            var expectName = true
            j += 1
            while j < sig.count, depth > 0 {
                let token = sig[j]
                if token.kind == .leftBrace || token.kind == .rightBrace { break }
                if depth == 1, expectName, token.kind == .identifier || token.kind == .backtickIdentifier {
                    generics.append(text(j))
                    expectName = false
                } else if isReferenceName(j) {
                    addReference(j)
                }
                if token.kind == .comma, depth == 1 { expectName = true }
                depth += angleDelta(j)
                j += 1
            }
        }
        // Inheritance clause, where clause, up to the body.
        if isKind(j, .colon) {
            j += 1
            var depth = 0
            var itemStart = j
            while j < sig.count {
                let token = sig[j]
                // A brace ends the clause even inside a bracket or angle left open.
                let ends =
                    token.kind == .leftBrace || token.kind == .rightBrace
                    || depth == 0 && (token.kind == .comma || isWord(j, "where"))
                    || newlineBefore[j] && startsDeclaration(j)
                if ends {
                    if j > itemStart {
                        inheritance.append(TypeReader.type(bytes: b, tokens: sig, range: itemStart..<j))
                    }
                    if token.kind != .comma { break }
                    itemStart = j + 1
                } else if isReferenceName(j) {
                    addReference(j)
                }
                if token.kind == .leftParen {
                    depth += 1
                } else if token.kind == .rightParen {
                    depth = max(0, depth - 1)
                }
                depth = max(0, depth + angleDelta(j))
                j += 1
            }
        }
        while j < sig.count, !isKind(j, .leftBrace), !isKind(j, .rightBrace),
            !(newlineBefore[j] && startsDeclaration(j))
        {
            if isReferenceName(j) { addReference(j) }
            j += 1
        }
        let top = scopes[scopes.count - 1]
        let index = types.count
        let hasBody = isKind(j, .leftBrace) && scopes.count < DeclarationReader.maxDepth
        let end = hasBody ? sig[j].end : sig[max(i, j - 1)].end
        types.append(
            TypeDeclaration(
                kind: kind, name: name, inheritance: inheritance, genericParameters: generics, attributes: attributes,
                modifiers: modifiers, parent: top.type >= 0 ? top.type : nil, range: sig[start].start..<end,
                startLine: sig[start].line, endLine: sig[max(i, hasBody ? j : j - 1)].line,
                bodyRange: hasBody ? sig[j].start..<sig[j].end : nil,
                bodyLines: hasBody ? sig[j].line...sig[j].line : nil,
                referenceRange: referenceStart..<references.count))
        if !hasBody {
            if !isKind(j, .leftBrace) { warn(i, "\(kind.rawValue) \(name) has no body") }
            return j
        }
        push(Scope(kind: .typeBody, type: index, ownerType: index), at: j)
        return j + 1
    }

    // MARK: Functions

    mutating func readFunction(_ i: Int, _ kind: FunctionDeclaration.Kind) -> Int {
        let start = prefixStart >= 0 ? prefixStart : i
        let referenceStart = references.count
        var j = i + 1
        var name = text(i)
        if kind == .function {
            if j < sig.count, sig[j].kind.isName || sig[j].kind == .operator, !newlineBefore[j] {
                name = text(j)
                if sig[j].kind == .backtickIdentifier, name.count > 2 { name = String(name.dropFirst().dropLast()) }
                j += 1
            } else {
                name = ""
            }
        }
        var gluedAngles = 0
        if kind == .initializer, j < sig.count, sig[j].kind == .operator, sig[j].start == sig[i].end,
            b[sig[j].start] == 0x3F || b[sig[j].start] == 0x21
        {
            // `init?`, `init!`, and `init?<T>`, whose `?<` is one token: the `<` opens the
            // generic parameters (skipping the whole token lost the parameter clause).
            let rest = sig[j].start + 1..<sig[j].end
            if rest.allSatisfy({ b[$0] == 0x3C }) {
                gluedAngles = rest.count
                j += 1
            }
        }
        // Generic parameters.
        if gluedAngles > 0 || j < sig.count && angleDelta(j) > 0 {
            // `init?<` can be the file's last token: nothing follows it to read.
            var depth = gluedAngles
            while j < sig.count {
                if sig[j].kind == .leftBrace || sig[j].kind == .rightBrace { break }
                if isReferenceName(j) { addReference(j) }
                depth += angleDelta(j)
                j += 1
                if depth <= 0 { break }
            }
        }
        // The parameter clause: names after `:` or `=` are references, labels are not.
        var parameters: (clause: Range<Int>, list: [Parameter])?
        if isKind(j, .leftParen) {
            let open = j
            var depth = 0
            var inType = false
            while j < sig.count {
                let token = sig[j]
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .colon where depth == 1: inType = true
                case .comma where depth == 1: inType = false
                case .identifier, .backtickIdentifier, .keyword:
                    if inType,
                        token.kind != .keyword || isWord(j, "self") || isWord(j, "Self")
                            || isKind(j - 1, .period) && !isWord(j, "init")
                    {
                        addReference(j)
                    }
                case .operator where depth == 1 && token.end - token.start == 1 && b[token.start] == 0x3D:
                    inType = true
                default: break
                }
                j += 1
                if depth <= 0 { break }
                if j < sig.count, newlineBefore[j], depth > 0,
                    isAny(j, ["func", "class", "struct", "enum", "protocol", "extension", "import"])
                {
                    break
                }
            }
            let close = isKind(j - 1, .rightParen) && j - 1 > open ? j - 1 : j
            parameters = (
                sig[open].start..<sig[j - 1].end,
                TypeReader.parameters(bytes: b, tokens: sig, open: open, close: min(close, sig.count))
            )
        }
        // Effects, result type, where clause, up to the body. A type holds no brace or
        // semicolon: one ends the head even inside a bracket or angle left open.
        while j < sig.count {
            let token = sig[j]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { break }
            if newlineBefore[j], startsDeclaration(j) { break }
            if token.kind == .identifier || token.kind == .backtickIdentifier, isReferenceName(j) { addReference(j) }
            j += 1
        }
        guard isKind(j, .leftBrace) else {
            let top = scopes[scopes.count - 1]
            let last = max(i, j - 1)
            functions.append(
                FunctionDeclaration(
                    kind: kind, name: name, keywordLine: sig[i].line, startLine: sig[start].line,
                    endLine: sig[last].line,
                    range: sig[start].start..<sig[last].end, bodyRange: nil, parameters: parameters?.list ?? [],
                    parameterClauseRange: parameters?.clause,
                    attributes: attributes,
                    modifiers: modifiers, parentType: top.type >= 0 ? top.type : nil,
                    parentFunction: top.function >= 0 ? top.function : nil,
                    property: nil, referenceRange: referenceStart..<references.count))
            return j
        }
        if kind == .subscript,
            wordAt(j + 1).isAccessorWord || isAny(j + 1, ["mutating", "nonmutating"])
        {
            openFunction(
                j, kind: kind, name: name, keyword: i, start: start, parameters: parameters, property: nil,
                referenceStart: referenceStart)
            scopes[scopes.count - 1].kind = .accessorContainer
            return j + 1
        }
        openFunction(
            j, kind: kind, name: name, keyword: i, start: start, parameters: parameters, property: nil,
            referenceStart: referenceStart)
        return j + 1
    }
}
