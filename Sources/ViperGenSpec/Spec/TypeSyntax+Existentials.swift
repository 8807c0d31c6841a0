extension TypeSyntax {
    /// The type with every well-known protocol used as a type spelled `any`
    /// (`SwiftKnownProtocols`), as `-enable-upcoming-feature ExistentialAny` wants it:
    ///
    /// - `Error` → `any Error`, `Swift.Error` → `any Swift.Error`, wherever a type stands:
    ///   `[Error]`, `[String: Error]`, `(Int, Error)`, `(Error) -> Void`, `inout Error`,
    ///   `Result<Int, Error>` → `Result<Int, any Error>`, and a closure's `throws(Error)`;
    /// - optionals get parentheses: `Error?` → `(any Error)?` (`any Error?` is not Swift);
    /// - metatypes keep their meaning: `Error.Type` (the metatype of any conforming type) →
    ///   `any Error.Type`, `Error.Protocol` (the protocol's own metatype) → `(any Error).Type`;
    /// - a composition of named types is always an existential: `Decodable & Sendable` →
    ///   `any Decodable & Sendable`, `UIView & Loadable` → `any UIView & Loadable`.
    ///
    /// Unchanged: `some P` and `any P` (only their generic arguments are types:
    /// `some Sequence<Error>` → `some Sequence<any Error>`), `each T`, `Any`, `AnyObject`, the
    /// names in `declared` (types of the user's, and a method's generic parameters), member
    /// types (`LoginService.Error`), and any other name. Applying it twice changes nothing more.
    package func existentialsSpelledAny(declared: ExistentialNames = []) -> TypeSyntax {
        switch self {
        case .named(let components):
            let named = TypeSyntax.named(components.map { $0.argumentsSpelledAny(declared) })
            return SwiftKnownProtocols.isExistential(components, declared: declared) ? .opaque("any", named) : named
        case .array(let element):
            return .array(element.existentialsSpelledAny(declared: declared))
        case .dictionary(let key, let value):
            return .dictionary(
                key: key.existentialsSpelledAny(declared: declared),
                value: value.existentialsSpelledAny(declared: declared))
        case .tuple(let elements):
            return .tuple(elements.map { $0.spelledAny(declared) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.spelledAny(declared) }
            function.result = function.result.existentialsSpelledAny(declared: declared)
            function.effects = function.effects.map { Self.effectsSpelledAny($0, declared: declared) }
            return .function(function)
        case .postfix(let base, let operators):
            return Self.postfixSpelledAny(base, operators, declared: declared)
        case .composition(let parts):
            let constraint = TypeSyntax.composition(parts.map { $0.constraintSpelledAny(declared) })
            // `A? & B` is no Swift type, and `any` in front would not parse back: left alone.
            return parts.allSatisfy(\.isNamed) ? .opaque("any", constraint) : constraint
        case .opaque(let keyword, let constraint):
            switch keyword {
            case "each": return self
            case "repeat": return .opaque(keyword, constraint.existentialsSpelledAny(declared: declared))
            default: return .opaque(keyword, constraint.constraintSpelledAny(declared))
            }
        case .attributed(let specifiers, let attributes, let base):
            let spelled = base.existentialsSpelledAny(declared: declared)
            // An attribute applies to a function type, or a name that may be an alias of one:
            // `@escaping Error` (no Swift either) stays a name, or it would not parse back.
            let kept = attributes.isEmpty || spelled.mayBeFunction ? spelled : base.constraintSpelledAny(declared)
            return .attributed(specifiers: specifiers, attributes: attributes, kept)
        }
    }

    /// `X?`, `X.Type`, `X.Protocol` and chains of them. A protocol (`P`, or `(P)`, which means
    /// the same) takes `any` around its metatype or within parentheses before an optional.
    private static func postfixSpelledAny(
        _ base: TypeSyntax, _ operators: [PostfixOperator], declared: ExistentialNames
    ) -> TypeSyntax {
        guard case .named(let components) = base.unparenthesized,
            SwiftKnownProtocols.isExistential(components, declared: declared),
            let first = operators.first
        else {
            return .postfix(base.existentialsSpelledAny(declared: declared), operators)
        }
        let named = TypeSyntax.named(components.map { $0.argumentsSpelledAny(declared) })
        switch first {
        case .metatype("Protocol"):
            // `P.Protocol` is `(any P).Type`; `P.Protocol?` is `(any P).Type?`.
            return .postfix(parenthesized(.opaque("any", named)), [.metatype("Type")] + operators.dropFirst())
        case .metatype("Type"):
            // `P.Type.Type` is `any P.Type.Type`; `P.Type?` is `(any P.Type)?`.
            let metatypes = operators.prefix { $0 == .metatype("Type") }
            let existential = TypeSyntax.opaque("any", .postfix(named, Array(metatypes)))
            let rest = Array(operators.dropFirst(metatypes.count))
            return rest.isEmpty ? existential : .postfix(parenthesized(existential), rest)
        default:
            return .postfix(parenthesized(.opaque("any", named)), operators)
        }
    }

    /// A constraint after `some`/`any` or a part of a composition: the protocol names stay as
    /// they are, their generic arguments (types) are rewritten.
    private func constraintSpelledAny(_ declared: ExistentialNames) -> TypeSyntax {
        switch self {
        case .named(let components):
            return .named(components.map { $0.argumentsSpelledAny(declared) })
        case .composition(let parts):
            return .composition(parts.map { $0.constraintSpelledAny(declared) })
        case .postfix(let base, let operators):
            return .postfix(base.constraintSpelledAny(declared), operators)
        default:
            return self
        }
    }

    /// A closure's effects: `throws(Error)` → `throws(any Error)`; anything else unchanged.
    private static func effectsSpelledAny(_ effects: String, declared: ExistentialNames) -> String {
        guard let open = effects.firstRange(of: "throws("), effects.hasSuffix(")"),
            let thrown = SignatureParser.parseTypeText(String(effects[open.upperBound...].dropLast()))
        else {
            return effects
        }
        return String(effects[..<open.upperBound]) + thrown.existentialsSpelledAny(declared: declared).text + ")"
    }

    private static func parenthesized(_ type: TypeSyntax) -> TypeSyntax {
        .tuple([TupleElement(label: nil, name: nil, type: type, isVariadic: false, labelColumn: 0)])
    }

    private var isNamed: Bool {
        if case .named = self { return true }
        return false
    }
}

extension TypeSyntax.NameComponent {
    fileprivate func argumentsSpelledAny(_ declared: ExistentialNames) -> Self {
        arguments.isEmpty
            ? self : Self(name: name, arguments: arguments.map { $0.existentialsSpelledAny(declared: declared) })
    }
}

extension TypeSyntax.TupleElement {
    fileprivate func spelledAny(_ declared: ExistentialNames) -> Self {
        var element = self
        element.type = type.existentialsSpelledAny(declared: declared)
        return element
    }
}
