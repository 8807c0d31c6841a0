extension SignatureParser {
    /// Which specifiers may precede a type here.
    package enum SpecifierContext {
        /// Generic arguments, element types, field types: none.
        case none
        /// A parameter of a method or a function type.
        case parameter
        /// A function result: `sending` only.
        case result

        package func allows(_ word: String) -> Bool {
            switch self {
            case .none: false
            case .parameter:
                ["inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared"].contains(word)
            case .result: word == "sending"
            }
        }
    }

    /// Parses a type, or a type annotation with specifiers and attributes in front.
    package mutating func parseType(_ context: SpecifierContext) throws(SignatureError) -> TypeSyntax {
        try enter(try peek())
        defer { depth -= 1 }
        var specifiers: [String] = []
        var attributes: [TypeSyntax.TypeAttribute] = []
        while true {
            let token = try peek()
            if token.isPunctuation("@") {
                attributes.append(try parseAttribute())
                continue
            }
            if token.kind == .identifier, context.allows(token.text), try peek(after: token).startsType {
                if specifiers.contains(token.text) { throw fail(token, "'\(token.text)' is written twice") }
                try advance()
                specifiers.append(token.text)
                continue
            }
            break
        }
        let base = try parseComposition()
        if let attribute = attributes.first, !base.mayBeFunction {
            throw SignatureError(column: attribute.column, reason: misplacedAttributeReason(attribute, base: base))
        }
        return specifiers.isEmpty && attributes.isEmpty
            ? base : .attributed(specifiers: specifiers, attributes: attributes, base)
    }

    private func misplacedAttributeReason(_ attribute: TypeSyntax.TypeAttribute, base: TypeSyntax) -> String {
        let reason = "'\(attribute.text)' applies only to a function type"
        guard case .postfix(let inner, let operators) = base, operators == [.optional], inner.mayBeFunction else {
            return reason
        }
        if attribute.name == "escaping" {
            return reason + "; an optional closure already escapes, so write '\(base.text)'"
        }
        var function = inner
        while case .tuple(let elements) = function, elements.count == 1 { function = elements[0].type }
        return reason + "; put it inside the parentheses: '(\(attribute.text) \(function.text))?'"
    }

    /// `@escaping`, `@Sendable`, `@convention(c)`, `@isolated(any)`.
    private mutating func parseAttribute() throws(SignatureError) -> TypeSyntax.TypeAttribute {
        let at = try advance()
        let name = try peek()
        guard name.kind == .identifier else { throw fail(name, "expected an attribute name after '@'") }
        try advance()
        var text = "@" + name.text
        // Arguments only when '(' touches the name: `@MainActor (Int) -> Void` is a function type.
        if name.end < chars.count, chars[name.end] == "(" {
            var i = name.end + 1
            var words: [String] = []
            var word = ""
            while i < chars.count, chars[i] != ")" {
                let character = chars[i]
                if Identifier.isIdentifierContinuation(character) {
                    word.append(character)
                } else if character.isWhitespace || character == "," || character == ":" {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                    if character != " ", !character.isWhitespace { words.append(String(character)) }
                } else {
                    let scalar = character.unicodeScalars.first ?? " "
                    throw SignatureError(
                        column: i + 1,
                        reason: "unexpected character \(Identifier.describe(scalar)) in the arguments of '\(text)'")
                }
                i += 1
            }
            guard i < chars.count else {
                throw SignatureError(
                    column: endColumn,
                    reason: "expected ')' to close the arguments of '\(text)' opened at column \(name.end + 1)")
            }
            if !word.isEmpty { words.append(word) }
            var arguments = ""
            for word in words {
                let isSeparator = word == "," || word == ":"
                arguments += isSeparator || arguments.isEmpty ? word : " " + word
            }
            text += "(\(arguments))"
            index = i + 1
        }
        lastConsumed = text
        return TypeSyntax.TypeAttribute(name: name.text, text: text, column: at.column)
    }

    /// `A & B & C`.
    private mutating func parseComposition() throws(SignatureError) -> TypeSyntax {
        var parts = [try parseOpaqueOrPostfix()]
        while try peek().isPunctuation("&") {
            try advance()
            parts.append(try parseOpaqueOrPostfix())
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    /// `some P`, `any P & Q`, `repeat each T`, or a postfix type.
    private mutating func parseOpaqueOrPostfix() throws(SignatureError) -> TypeSyntax {
        let token = try peek()
        guard token.kind == .identifier, ["some", "any", "each", "repeat"].contains(token.text),
            try peek(after: token).startsType
        else {
            return try parsePostfix()
        }
        try enter(token)
        defer { depth -= 1 }
        try advance()
        let constraint = try parseComposition()
        var last = constraint
        var others: [TypeSyntax] = []
        if case .composition(let parts) = constraint, let final = parts.last {
            last = final
            others = Array(parts.dropLast())
        }
        if case .postfix(let base, var operators) = last, let final = operators.last,
            final == .optional || final == .implicitlyUnwrapped
        {
            operators.removeLast()
            let unwrapped: TypeSyntax = operators.isEmpty ? base : .postfix(base, operators)
            let inner = (others + [unwrapped]).map(\.text).joined(separator: " & ")
            throw SignatureError(
                column: lastConsumedColumn,
                reason:
                    "'\(final.text)' after '\(token.text) \(inner)' needs parentheses: write '(\(token.text) \(inner))\(final.text)'"
            )
        }
        return .opaque(token.text, constraint)
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol` or `.Member`.
    private mutating func parsePostfix() throws(SignatureError) -> TypeSyntax {
        var base = try parsePrimary()
        var operators: [TypeSyntax.PostfixOperator] = []
        // Each `?` or `!` nests the type one level deeper (`Int??` is an optional of an
        // optional), under the same cap as brackets and generics: 30,000 of them would otherwise
        // cost gigabytes in the passes that peel them one at a time.
        var optionals = 0
        defer { depth -= optionals }
        while true {
            let token = try peek()
            if token.isPunctuation("?") || token.isPunctuation("!") {
                try enter(token)
                optionals += 1
                try advance()
                operators.append(token.isPunctuation("?") ? .optional : .implicitlyUnwrapped)
            } else if token.isPunctuation(".") {
                try advance()
                let member = try peek()
                guard member.isName else { throw fail(member, "expected a member type name after '.'") }
                if member.kind == .identifier, member.text == "Type" || member.text == "Protocol" {
                    try advance()
                    operators.append(.metatype(member.text))
                } else if operators.isEmpty, case .named(var components) = base {
                    if member.kind == .identifier, Identifier.reservedKeywords.contains(member.text) {
                        throw keywordError(member)
                    }
                    try advance()
                    base = .named([])  // `base` shared the array: appending would copy it, quadratic in the dots
                    components.append(.init(name: storedName(member), arguments: try parseGenericArguments()))
                    base = .named(components)
                } else {
                    throw fail(member, "expected 'Type' or 'Protocol' after '.'")
                }
            } else {
                return operators.isEmpty ? base : .postfix(base, operators)
            }
        }
    }

    /// Recursion comes back through `parseType`, which counts the depth.
    private mutating func parsePrimary() throws(SignatureError) -> TypeSyntax {
        let token = try peek()
        if token.isName {
            if token.kind == .identifier {
                if token.text == "_" { throw fail(token, "expected a type after \(quote(lastConsumed))") }
                if Identifier.reservedKeywords.contains(token.text), token.text != "Any", token.text != "Self" {
                    throw keywordError(token)
                }
            }
            try advance()
            let name = token.kind == .identifier ? token.text : storedName(token)
            return .named([.init(name: name, arguments: try parseGenericArguments())])
        }
        if token.isPunctuation("[") {
            try advance()
            let element = try parseType(.none)
            if try peek().isPunctuation(":") {
                try advance()
                let value = try parseType(.none)
                try expectClosing("]", "the dictionary type", opened: token)
                return .dictionary(key: element, value: value)
            }
            try expectClosing("]", "the array type", opened: token)
            return .array(element)
        }
        if token.isPunctuation("(") {
            return try parseParenthesized(open: token)
        }
        throw fail(token, "expected a type after \(quote(lastConsumed))")
    }

    private mutating func expectClosing(_ closing: String, _ what: String, opened: Token) throws(SignatureError) {
        let token = try peek()
        guard token.isPunctuation(closing) else {
            throw fail(token, "expected '\(closing)' to close \(what) opened at column \(opened.column)")
        }
        try advance()
    }

    /// `<A, B>` after a type name, or nothing.
    private mutating func parseGenericArguments() throws(SignatureError) -> [TypeSyntax] {
        let open = try peek()
        guard open.isPunctuation("<") else { return [] }
        try advance()
        var arguments: [TypeSyntax] = []
        while true {
            arguments.append(try parseType(.none))
            let token = try peek()
            if token.isPunctuation(",") {
                try advance()
                continue
            }
            guard token.isPunctuation(">") else {
                throw fail(token, "expected '>' to close the generic argument list opened at column \(open.column)")
            }
            try advance()
            return arguments
        }
    }

    /// A tuple, a parenthesized type, or a function type.
    private mutating func parseParenthesized(open: Token) throws(SignatureError) -> TypeSyntax {
        try advance()
        var elements: [TypeSyntax.TupleElement] = []
        if try peek().isPunctuation(")") {
            try advance()
        } else {
            while true {
                elements.append(try parseTupleElement())
                let token = try peek()
                if token.isPunctuation(",") {
                    try advance()
                    if try peek().isPunctuation(")") {
                        try advance()
                        break
                    }
                    continue
                }
                if token.isPunctuation(")") {
                    try advance()
                    break
                }
                throw fail(token, "expected ')' to close the parenthesized type opened at column \(open.column)")
            }
        }
        let next = try peek()
        guard next.isKeyword("async") || next.isKeyword("throws") || next.isPunctuation("->") else {
            return .tuple(elements)
        }
        let effects = try parseEffects(allowRethrows: false)
        let arrow = try peek()
        guard arrow.isPunctuation("->") else {
            throw fail(arrow, "expected '->' after \(quote(lastConsumed)) in a function type")
        }
        if let labelled = elements.first(where: { $0.label != nil && $0.label != "_" }) {
            let name = labelled.name ?? labelled.label ?? "value"
            throw SignatureError(
                column: labelled.labelColumn,
                reason: "a function type cannot have argument labels: write '_ \(name): \(labelled.type.text)'")
        }
        try advance()
        let result = try parseType(.result)
        return .function(.init(parameters: elements, effects: effects.text, result: result))
    }

    /// `Int`, `name: String`, `_ value: Int`, `inout Int`, `Int...`.
    private mutating func parseTupleElement() throws(SignatureError) -> TypeSyntax.TupleElement {
        let first = try peek()
        var label: String?
        var name: String?
        if first.isName {
            let second = try peek(after: first)
            if second.isPunctuation(":") {
                label = first.kind == .identifier ? first.text : storedName(first)
                try advance()
                try advance()
            } else if second.isName, try peek(after: second).isPunctuation(":") {
                label = first.kind == .identifier ? first.text : storedName(first)
                name = storedName(second)
                try advance()
                try advance()
                try advance()
            }
        }
        let type = try parseType(.parameter)
        var isVariadic = false
        if try peek().isPunctuation("...") {
            try advance()
            isVariadic = true
        }
        return .init(label: label, name: name, type: type, isVariadic: isVariadic, labelColumn: first.column)
    }

    // MARK: - Stored type text

    /// Parses the text of a stored type (`MethodSignature.Parameter.type`, a return type), with
    /// specifiers and a trailing `...` accepted; nil when it does not parse.
    package static func parseTypeText(_ text: String) -> TypeSyntax? {
        var parser = SignatureParser(text)
        do {
            let type = try parser.parseType(.parameter)
            if try parser.peek().isPunctuation("...") { try parser.advance() }
            guard try parser.peek().kind == .end else { return nil }
            return type
        } catch {
            return nil
        }
    }
}

extension SignatureParser.Effects {
    /// `async throws(E)`, or nil without effects.
    package var text: String? {
        let words = [isAsync ? "async" : nil, throwsText].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
