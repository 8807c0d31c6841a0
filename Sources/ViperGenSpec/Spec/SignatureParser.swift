extension MethodSignature {
    /// Parses a Swift method signature written without `func`:
    /// `didSelectTask(withId taskId: String)`, `load<T: Decodable>(_ type: T.Type) async throws -> T`.
    ///
    /// Spacing inside types is normalised (`[ String : Int ]` → `[String: Int]`); a `Void` or
    /// `()` return becomes `returnType == nil`; a name that is a reserved keyword is stored with
    /// backticks (`` `default` ``) and redundant backticks are dropped; default values are kept
    /// as written. Never crashes or loops on any input: nesting deeper than
    /// `SignatureParser.maximumDepth` is an error.
    package static func parse(_ text: String) throws(SignatureError) -> MethodSignature {
        var parser = SignatureParser(text)
        return try parser.parseMethod()
    }
}

extension FieldDeclaration {
    /// Parses a field entry, `title: String` or `count: Int = 0`, without `let` or `var`.
    package static func parse(_ text: String) throws(SignatureError) -> FieldDeclaration {
        var parser = SignatureParser(text)
        return try parser.parseField()
    }
}

/// A hand-written scanner and recursive-descent parser for spec entries.
///
/// Tokens are read on demand from `index` because default values are scanned as raw text,
/// not as tokens. Every step consumes at least one character or fails, and recursion is
/// bounded by `maximumDepth`, so any input ends in a result or a `SignatureError`.
package struct SignatureParser {
    /// The deepest nesting of types (generic arguments, tuples, closures, `some`/`any`) accepted.
    package static let maximumDepth = 32

    package let chars: [Character]
    /// The column reported for a problem at the end: just past the last non-blank character.
    package let endColumn: Int
    package var index = 0
    package var depth = 0
    /// The last consumed token as the user wrote it, for `expected a type after ':'`.
    package var lastConsumed = ""
    package var lastConsumedColumn = 1

    package init(_ text: String) {
        chars = Array(text)
        endColumn = (chars.lastIndex { !$0.isWhitespace } ?? -1) + 2
    }

    // MARK: - Entries

    package mutating func parseMethod() throws(SignatureError) -> MethodSignature {
        guard chars.contains(where: { !$0.isWhitespace }) else {
            throw SignatureError(column: 1, reason: "empty input")
        }
        try rejectLeadingKeyword(["func"]) { _, rest in
            "a method entry has no 'func': write '\(rest ?? "fetch()")' not 'func \(rest ?? "fetch()")'"
        }
        let nameToken = try peek()
        let name = try methodName(nameToken)
        var genericParameters: [MethodSignature.GenericParameter] = []
        if try peek().isPunctuation("<") { genericParameters = try parseGenericClause() }
        let open = try peek()
        guard open.isPunctuation("(") else {
            throw fail(open, "expected '(' after the method name \(quote(nameToken.display))")
        }
        try advance()
        let parameters = try parseParameterList(openColumn: open.column)
        let effects = try parseEffects(allowRethrows: true)
        var returnType: TypeSyntax?
        let hasArrow = try peek().isPunctuation("->")
        if hasArrow {
            try advance()
            let resultToken = try peek()
            let type = try parseType(.result)
            try rejectOpaqueResult(type, at: resultToken)
            if !type.isVoid { returnType = type }
        }
        var requirements: [MethodSignature.Requirement] = []
        if try peek().isKeyword("where") {
            try advance()
            requirements = try parseRequirements()
        }
        let end = try peek()
        guard end.kind == .end else {
            if hasArrow, end.kind == .identifier, ["async", "throws", "rethrows"].contains(end.text) {
                throw fail(end, "'\(end.text)' must come before '->'")
            }
            throw fail(end, "unexpected text after the signature")
        }
        return MethodSignature(
            name: name, genericParameters: genericParameters, parameters: parameters, isAsync: effects.isAsync,
            throwsClause: effects.clause, returnType: returnType, requirements: requirements)
    }

    package mutating func parseField() throws(SignatureError) -> FieldDeclaration {
        guard chars.contains(where: { !$0.isWhitespace }) else {
            throw SignatureError(column: 1, reason: "empty input")
        }
        try rejectLeadingKeyword(["let", "var"]) { keyword, rest in
            "a field entry has no 'let' or 'var': write '\(rest ?? "title: String")' not '\(keyword) \(rest ?? "title: String")'"
        }
        let nameToken = try peek()
        guard nameToken.isName else {
            if nameToken.kind == .number { throw fail(nameToken, "a field name cannot start with a digit") }
            throw fail(nameToken, "expected a field name")
        }
        if nameToken.text == "_", nameToken.kind == .identifier { throw fail(nameToken, "'_' cannot be a field name") }
        if nameToken.kind == .identifier, Identifier.reservedKeywords.contains(nameToken.text) {
            throw keywordError(nameToken)
        }
        try advance()
        let colon = try peek()
        guard colon.isPunctuation(":") else {
            throw fail(colon, "expected ':' after the field name \(quote(nameToken.display))")
        }
        try advance()
        let typeToken = try peek()
        let type = try parseType(.none)
        if type.containsOpaqueType {
            throw fail(
                typeToken, "a stored property cannot have an opaque type '\(type.text)'; use 'any' or a concrete type")
        }
        if case .attributed(_, let attributes, _) = type,
            let attribute = attributes.first(where: { ["escaping", "autoclosure"].contains($0.name) })
        {
            throw SignatureError(
                column: attribute.column, reason: "'@\(attribute.name)' is only allowed on a method parameter")
        }
        var defaultValue: String?
        let next = try peek()
        if next.isPunctuation("...") { throw fail(next, "'...' is only allowed on a method parameter") }
        if next.isPunctuation("=") {
            try advance()
            defaultValue = try scanDefaultValue(.field)
        }
        let end = try peek()
        guard end.kind == .end else { throw fail(end, "unexpected text after the field") }
        return FieldDeclaration(name: storedName(nameToken), type: type, defaultValue: defaultValue)
    }

    /// Refuses an entry that starts with a declaration keyword (`func fetch()`, `var title: String`),
    /// looking past modifiers and attributes (`static func`, `@MainActor func`).
    private func rejectLeadingKeyword(_ keywords: Set<String>, hint: (_ keyword: String, _ rest: String?) -> String)
        throws(SignatureError)
    {
        var position = 0
        for _ in 0..<8 {
            guard let token = try? lex(at: position) else { return }
            if token.isPunctuation("@"), let attribute = try? lex(at: token.end), attribute.isName {
                position = attribute.end
                continue
            }
            guard token.kind == .identifier else { return }
            if keywords.contains(token.text) {
                let rest = trimmed(chars[min(token.end, chars.count)...])
                let shown = rest.isEmpty || rest.count > 60 ? nil : rest
                throw fail(token, hint(token.text, shown))
            }
            position = token.end
        }
    }

    private mutating func methodName(_ token: Token) throws(SignatureError) -> String {
        switch token.kind {
        case .identifier, .backticked:
            if token.text == "_" { throw fail(token, "'_' is not a valid method name") }
            if token.kind == .identifier, Identifier.reservedKeywords.contains(token.text) { throw keywordError(token) }
            try advance()
            return storedName(token)
        case .number:
            throw fail(token, "a method name cannot start with a digit")
        case .punctuation where token.text == "@":
            throw fail(
                token,
                "expected a method name; attributes such as '@MainActor' belong on the protocol, not on a method entry")
        case .punctuation where token.text == "(":
            throw fail(token, "expected a method name before '('")
        default:
            throw fail(token, "expected a method name")
        }
    }

    /// Every declared method becomes a protocol requirement, and a requirement cannot return an
    /// opaque type: refuse `-> some P` (anywhere in the result) with the alternatives.
    private func rejectOpaqueResult(_ type: TypeSyntax, at token: Token) throws(SignatureError) {
        guard type.containsOpaqueType else { return }
        let existential = type.withoutSpecifiers.map { type in
            if case .opaque("some", let constraint) = type { return .opaque("any", constraint) }
            return type
        }
        throw fail(
            token,
            "a declared method becomes a protocol requirement, which cannot return an opaque type '\(type.text)'; return '\(existential.text)' or a concrete type"
        )
    }

    // MARK: - Generic clause and where clause

    /// `<T: Decodable, each U>`.
    package mutating func parseGenericClause() throws(SignatureError) -> [MethodSignature.GenericParameter] {
        let open = try advance()
        var parameters: [MethodSignature.GenericParameter] = []
        while true {
            var token = try peek()
            var isPack = false
            if token.isKeyword("each"), try peek(after: token).isName {
                try advance()
                isPack = true
                token = try peek()
            }
            guard token.isName, token.text != "_" else {
                throw fail(token, "expected a generic parameter name after \(quote(lastConsumed))")
            }
            if token.kind == .identifier, Identifier.reservedKeywords.contains(token.text) { throw keywordError(token) }
            try advance()
            var parameter = MethodSignature.GenericParameter(name: storedName(token), isPack: isPack)
            if try peek().isPunctuation(":") {
                try advance()
                parameter.constraint = try parseType(.none)
            }
            parameters.append(parameter)
            let next = try peek()
            if next.isPunctuation(",") {
                try advance()
                continue
            }
            guard next.isPunctuation(">") else {
                throw fail(next, "expected '>' to close the generic parameter clause opened at column \(open.column)")
            }
            try advance()
            return parameters
        }
    }

    /// The requirements after `where`: `T: Equatable`, `T.Element == Int`.
    package mutating func parseRequirements() throws(SignatureError) -> [MethodSignature.Requirement] {
        var requirements: [MethodSignature.Requirement] = []
        while true {
            let left = try parseType(.none)
            let relation = try peek()
            guard relation.isPunctuation(":") || relation.isPunctuation("==") else {
                throw fail(relation, "expected ':' or '==' after \(quote(left.text)) in the where clause")
            }
            try advance()
            let right = try parseType(.none)
            requirements.append(
                .init(left: left, relation: relation.text == ":" ? .conformance : .sameType, right: right))
            guard try peek().isPunctuation(",") else { return requirements }
            try advance()
        }
    }

    // MARK: - Parameters

    private mutating func parseParameterList(openColumn: Int) throws(SignatureError) -> [MethodSignature.Parameter] {
        var parameters: [MethodSignature.Parameter] = []
        var names: Set<String> = []
        if try peek().isPunctuation(")") {
            try advance()
            return []
        }
        while true {
            let nameColumn = try parameterNameColumn()
            let parameter = try parseParameter(listColumn: openColumn)
            let bareName = Identifier.bare(parameter.name)
            guard names.insert(bareName).inserted else {
                throw SignatureError(column: nameColumn, reason: "duplicate parameter name '\(bareName)'")
            }
            parameters.append(parameter)
            let next = try peek()
            if next.isPunctuation(",") {
                try advance()
                if try peek().isPunctuation(")") {
                    try advance()
                    return parameters
                }
                continue
            }
            if next.isPunctuation(")") {
                try advance()
                return parameters
            }
            if next.kind == .end {
                throw fail(next, "expected ')' to close the parameter list opened at column \(openColumn)")
            }
            throw fail(next, "expected ',' or ')' after the parameter \(quote(Identifier.bare(parameter.name)))")
        }
    }

    /// The column of the internal name of the parameter starting at `index` (for duplicates).
    private func parameterNameColumn() throws(SignatureError) -> Int {
        let first = try lex(at: index)
        let second = try lex(at: first.end)
        return second.isName ? second.column : first.column
    }

    private mutating func parseParameter(listColumn: Int) throws(SignatureError) -> MethodSignature.Parameter {
        let first = try peek()
        guard first.isName else {
            switch first.kind {
            case .end: throw fail(first, "expected ')' to close the parameter list opened at column \(listColumn)")
            case .number: throw fail(first, "a parameter name cannot start with a digit")
            default:
                if first.isPunctuation("@") {
                    throw fail(
                        first,
                        "expected a parameter name; attributes go after the colon, as in 'completion: @escaping () -> Void'"
                    )
                }
                throw fail(first, "expected a parameter name")
            }
        }
        if first.isKeyword("inout") { throw fail(first, "'inout' goes after the colon: write 'value: inout Int'") }
        try advance()
        var label: String?
        let nameToken: Token
        let second = try peek()
        if second.isName {
            if second.isKeyword("inout") {
                throw fail(second, "'inout' goes after the colon: write 'value: inout Int'")
            }
            if second.text == "_" {
                throw fail(second, "'_' cannot be a parameter name; the generated code needs one, as in '_ value: Int'")
            }
            try advance()
            // Any keyword is a valid label except `inout`, which keeps its backticks.
            label = first.text == "_" ? nil : (first.text == "inout" ? "`inout`" : first.text)
            nameToken = second
        } else if second.isPunctuation(":") {
            if first.text == "_" { throw fail(second, "expected a parameter name after '_', as in '_ value: Int'") }
            // As in the two-name form: `inout` as a label keeps its backticks.
            label = first.text == "inout" ? "`inout`" : first.text
            nameToken = first
        } else {
            throw fail(second, "expected ':' after the parameter name \(quote(first.display))")
        }
        let colon = try peek()
        guard colon.isPunctuation(":") else {
            throw fail(colon, "expected ':' after the parameter name \(quote(nameToken.display))")
        }
        try advance()
        let typeToken = try peek()
        var type = try parseType(.parameter)
        if case .attributed(let specifiers, _, _) = type, specifiers.contains("isolated") {
            throw fail(
                typeToken,
                "an 'isolated' parameter runs the method on that actor, but the generated types run on the main actor; remove 'isolated' (and a '#isolation' default)"
            )
        }
        var isInout = false
        if case .attributed(var specifiers, let attributes, let body) = type,
            let position = specifiers.firstIndex(of: "inout")
        {
            specifiers.remove(at: position)
            isInout = true
            type =
                specifiers.isEmpty && attributes.isEmpty
                ? body : .attributed(specifiers: specifiers, attributes: attributes, body)
        }
        var isVariadic = false
        let dots = try peek()
        if dots.isPunctuation("...") {
            if isInout { throw fail(dots, "a variadic parameter cannot be 'inout'") }
            try advance()
            isVariadic = true
        }
        var defaultValue: String?
        if try peek().isPunctuation("=") {
            try advance()
            defaultValue = try scanDefaultValue(.parameterList(openedAt: listColumn))
        }
        return MethodSignature.Parameter(
            label: label, name: storedName(nameToken), type: type, isInout: isInout,
            isVariadic: isVariadic, defaultValue: defaultValue)
    }

    // MARK: - Effects

    package struct Effects {
        package var isAsync = false
        /// `throws`, `rethrows` or nil.
        package var keyword: String?
        package var thrownType: TypeSyntax?
        package var clause: MethodSignature.ThrowsClause? {
            guard let keyword else { return nil }
            if keyword == "rethrows" { return .rethrowing }
            return thrownType.map(MethodSignature.ThrowsClause.typed) ?? .untyped
        }
        package var throwsText: String? { clause?.text }
    }

    /// `async`, `throws`, `rethrows`, `throws(E)`, in Swift's order.
    package mutating func parseEffects(allowRethrows: Bool) throws(SignatureError) -> Effects {
        var effects = Effects()
        while true {
            let token = try peek()
            if token.isKeyword("async") {
                if let keyword = effects.keyword { throw fail(token, "'async' must come before '\(keyword)'") }
                if effects.isAsync { throw fail(token, "'async' is written twice") }
                try advance()
                effects.isAsync = true
            } else if token.isKeyword("throws") || (allowRethrows && token.isKeyword("rethrows")) {
                if let keyword = effects.keyword {
                    throw fail(
                        token,
                        keyword == token.text
                            ? "'\(keyword)' is written twice" : "'throws' and 'rethrows' cannot be combined")
                }
                try advance()
                effects.keyword = token.text
                if token.text == "throws", try peek().isPunctuation("(") {
                    let open = try advance()
                    effects.thrownType = try parseType(.none)
                    let close = try peek()
                    guard close.isPunctuation(")") else {
                        throw fail(close, "expected ')' to close 'throws(' opened at column \(open.column)")
                    }
                    try advance()
                }
            } else {
                return effects
            }
        }
    }

    // MARK: - Names

    /// A name as it must be written where it is used: backticks when it is a reserved keyword
    /// (`` `default` ``, also for a parameter written `for: Int`), none otherwise.
    package func storedName(_ token: Token) -> String {
        Identifier.reservedKeywords.contains(token.text) ? "`\(token.text)`" : token.text
    }

    package func keywordError(_ token: Token) -> SignatureError {
        fail(token, "'\(token.text)' is a keyword; use backticks or another name")
    }

    package func fail(_ token: Token, _ reason: String) -> SignatureError {
        SignatureError(column: token.column, reason: reason)
    }

    /// `'name'`, shortened so a message stays readable for a pathological entry.
    package func quote(_ text: String) -> String {
        text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
    }

    package func trimmed(_ slice: ArraySlice<Character>) -> String {
        var slice = slice
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }

    // MARK: - Tokens

    package struct Token {
        package enum Kind { case identifier, backticked, number, punctuation, end }
        package var kind: Kind
        /// The identifier without backticks, the punctuation, or the number.
        package var text: String
        package var start: Int
        package var end: Int
        package var column: Int

        package var isName: Bool { kind == .identifier || kind == .backticked }
        package func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
        package func isKeyword(_ value: String) -> Bool { kind == .identifier && text == value }
        /// The token as written, for messages.
        package var display: String { kind == .backticked ? "`\(text)`" : text }
        /// Whether a type can start with this token.
        package var startsType: Bool { isName || isPunctuation("(") || isPunctuation("[") || isPunctuation("@") }
    }

    package mutating func peek() throws(SignatureError) -> Token { try lex(at: index) }

    package func peek(after token: Token) throws(SignatureError) -> Token { try lex(at: token.end) }

    @discardableResult
    package mutating func advance() throws(SignatureError) -> Token {
        let token = try lex(at: index)
        index = max(token.end, index)
        lastConsumed = token.display
        lastConsumedColumn = token.column
        return token
    }

    /// Enters one level of type nesting, refusing to go deeper than `maximumDepth`.
    package mutating func enter(_ token: Token) throws(SignatureError) {
        guard depth < Self.maximumDepth else {
            throw fail(token, "the type is nested too deeply (more than \(Self.maximumDepth) levels)")
        }
        depth += 1
    }

    package func lex(at start: Int) throws(SignatureError) -> Token {
        var i = start
        while i < chars.count, chars[i].isWhitespace { i += 1 }
        guard i < chars.count else {
            return Token(kind: .end, text: "", start: chars.count, end: chars.count, column: endColumn)
        }
        let character = chars[i]
        if character == "`" {
            var j = i + 1
            if j < chars.count, chars[j] == "`" {
                throw SignatureError(column: i + 1, reason: "expected a name between backticks")
            }
            if j < chars.count, Identifier.isIdentifierHead(chars[j]) {
                j += 1
                while j < chars.count, Identifier.isIdentifierContinuation(chars[j]) { j += 1 }
            }
            guard j < chars.count, chars[j] == "`", j > i + 1 else {
                throw SignatureError(
                    column: j < chars.count ? j + 1 : endColumn,
                    reason: "expected '`' to close the name opened at column \(i + 1)")
            }
            return Token(kind: .backticked, text: String(chars[(i + 1)..<j]), start: i, end: j + 1, column: i + 1)
        }
        if Identifier.isIdentifierHead(character) {
            var j = i + 1
            while j < chars.count, Identifier.isIdentifierContinuation(chars[j]) { j += 1 }
            return Token(kind: .identifier, text: String(chars[i..<j]), start: i, end: j, column: i + 1)
        }
        if character.isASCII, character.isNumber {
            var j = i + 1
            while j < chars.count, Identifier.isIdentifierContinuation(chars[j]) { j += 1 }
            return Token(kind: .number, text: String(chars[i..<j]), start: i, end: j, column: i + 1)
        }
        func punctuation(_ text: String) -> Token {
            Token(kind: .punctuation, text: text, start: i, end: i + text.count, column: i + 1)
        }
        func next(_ offset: Int) -> Character? { i + offset < chars.count ? chars[i + offset] : nil }
        switch character {
        case ".":
            return next(1) == "." && next(2) == "." ? punctuation("...") : punctuation(".")
        case "-":
            if next(1) == ">" { return punctuation("->") }
        case "=":
            return next(1) == "=" ? punctuation("==") : punctuation("=")
        case "(", ")", "[", "]", "<", ">", ",", ":", "?", "!", "&", "@", "{", "}":
            return punctuation(String(character))
        default:
            break
        }
        let scalar = character.unicodeScalars.first ?? " "
        throw SignatureError(column: i + 1, reason: "unexpected character \(Identifier.describe(scalar))")
    }
}
