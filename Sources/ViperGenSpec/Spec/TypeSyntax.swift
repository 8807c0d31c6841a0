/// A parsed Swift type. `text` is its normalised spelling.
package indirect enum TypeSyntax: Hashable, Sendable {
    /// `Int`, `Result<Data, Error>`, `Swift.Result<A, B>.Success`.
    case named([NameComponent])
    case array(TypeSyntax)
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `()`, `(Int, String)`, `(name: String)`, and a parenthesized type `(Int)`.
    case tuple([TupleElement])
    case function(FunctionType)
    /// `X?`, `X!`, `X.Type`, `X.Protocol`, kept as one list so `Int????` does not nest.
    case postfix(TypeSyntax, [PostfixOperator])
    /// `A & B`.
    case composition([TypeSyntax])
    /// `some P`, `any P`, and the pack forms `each T`, `repeat each T`.
    case opaque(String, TypeSyntax)
    /// Specifiers (`inout`, `borrowing`, `sending`, ...) and attributes (`@escaping`) before a type.
    case attributed(specifiers: [String], attributes: [TypeAttribute], TypeSyntax)

    package struct NameComponent: Hashable, Sendable {
        package var name: String
        package var arguments: [TypeSyntax]
        package init(name: String, arguments: [TypeSyntax] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    package struct TupleElement: Hashable, Sendable {
        /// The label, `_` for `(_ x: Int) -> Void`, or nil.
        package var label: String?
        /// The second name in `(_ x: Int) -> Void`, or nil.
        package var name: String?
        package var type: TypeSyntax
        package var isVariadic: Bool
        /// Where the element starts in the entry (for messages); not part of its identity.
        package var labelColumn: Int

        package init(label: String?, name: String?, type: TypeSyntax, isVariadic: Bool, labelColumn: Int) {
            self.label = label
            self.name = name
            self.type = type
            self.isVariadic = isVariadic
            self.labelColumn = labelColumn
        }

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.label == rhs.label && lhs.name == rhs.name && lhs.type == rhs.type && lhs.isVariadic == rhs.isVariadic
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(label)
            hasher.combine(name)
            hasher.combine(type)
            hasher.combine(isVariadic)
        }
    }

    package struct FunctionType: Hashable, Sendable {
        package var parameters: [TupleElement]
        /// `async`, `throws`, `async throws(E)`, or nil.
        package var effects: String?
        package var result: TypeSyntax
    }

    package enum PostfixOperator: Hashable, Sendable {
        case optional, implicitlyUnwrapped
        case metatype(String)

        package var text: String {
            switch self {
            case .optional: "?"
            case .implicitlyUnwrapped: "!"
            case .metatype(let keyword): "." + keyword
            }
        }
    }

    package struct TypeAttribute: Hashable, Sendable {
        /// `escaping`, `convention`.
        package var name: String
        /// `@escaping`, `@convention(c)`.
        package var text: String
        /// Where the attribute starts in the entry (for messages); not part of its identity.
        package var column: Int

        package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.text == rhs.text }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(text)
        }
    }

    // MARK: - Spelling

    package var text: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.text).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .array(let element):
            return "[\(element.text)]"
        case .dictionary(let key, let value):
            return "[\(key.text): \(value.text)]"
        case .tuple(let elements):
            return "(" + elements.map(\.text).joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = "(" + function.parameters.map(\.text).joined(separator: ", ") + ")"
            return [parameters, function.effects, "->", function.result.text].compactMap { $0 }.joined(separator: " ")
        case .postfix(let base, let operators):
            return base.text + operators.map(\.text).joined()
        case .composition(let parts):
            return parts.map(\.text).joined(separator: " & ")
        case .opaque(let keyword, let constraint):
            return "\(keyword) \(constraint.text)"
        case .attributed(let specifiers, let attributes, let base):
            return (specifiers + attributes.map(\.text) + [base.text]).joined(separator: " ")
        }
    }

    /// `Void`, `()` or `Swift.Void`.
    package var isVoid: Bool {
        switch self {
        case .tuple(let elements): elements.isEmpty
        case .named(let components): components.map(\.name) == ["Void"] || components.map(\.name) == ["Swift", "Void"]
        default: false
        }
    }

    /// A function type, possibly in redundant parentheses: what a type attribute applies to.
    package var isFunctionLike: Bool {
        switch self {
        case .function: true
        case .tuple(let elements):
            elements.count == 1 && elements[0].label == nil && !elements[0].isVariadic
                && elements[0].type.isFunctionLike
        default: false
        }
    }

    /// Whether this may be a function type: a function type, or a named type that may be a
    /// typealias of one (`@escaping CompletionHandler` is valid Swift).
    package var mayBeFunction: Bool {
        switch self {
        case .function, .named: true
        case .tuple(let elements):
            elements.count == 1 && elements[0].label == nil && !elements[0].isVariadic && elements[0].type.mayBeFunction
        default: false
        }
    }

    // MARK: - Rewriting

    /// Every `some` replaced with `any`, for storing a value received as an opaque parameter.
    package var replacingSomeWithAny: TypeSyntax {
        map { type in
            if case .opaque("some", let constraint) = type { return .opaque("any", constraint) }
            return type
        }
    }

    /// Every mention of `names` (generic parameters) erased to `Any`: `[T]` → `[Any]`,
    /// `T.Element` → `Any`, `T.Type` → `Any.Type`, and a whole function type that mentions
    /// one → `Any` (a `(T) -> String` does not convert to `(Any) -> String`).
    package func erasing(_ names: Set<String>) -> TypeSyntax {
        let any = TypeSyntax.named([NameComponent(name: "Any", arguments: [])])
        let functionsErased = map { type in
            if case .function = type {
                var mentioned: [String] = []
                type.collectBaseNames(into: &mentioned)
                if mentioned.contains(where: names.contains) { return any }
            }
            // Attributes of a function erased just above no longer apply.
            if case .attributed(let specifiers, _, any) = type {
                return specifiers.isEmpty ? any : .attributed(specifiers: specifiers, attributes: [], any)
            }
            return type
        }
        return functionsErased.map { type in
            if case .named(let components) = type, let first = components.first, names.contains(first.name) {
                return any
            }
            return type
        }
    }

    /// Applies `transform` bottom-up to every node.
    package func map(_ transform: (TypeSyntax) -> TypeSyntax) -> TypeSyntax {
        func mapElements(_ elements: [TupleElement]) -> [TupleElement] {
            elements.map { element in
                var element = element
                element.type = element.type.map(transform)
                return element
            }
        }
        let mapped: TypeSyntax
        switch self {
        case .named(let components):
            mapped = .named(
                components.map { NameComponent(name: $0.name, arguments: $0.arguments.map { $0.map(transform) }) })
        case .array(let element):
            mapped = .array(element.map(transform))
        case .dictionary(let key, let value):
            mapped = .dictionary(key: key.map(transform), value: value.map(transform))
        case .tuple(let elements):
            mapped = .tuple(mapElements(elements))
        case .function(var function):
            function.parameters = mapElements(function.parameters)
            function.result = function.result.map(transform)
            mapped = .function(function)
        case .postfix(let base, let operators):
            mapped = .postfix(base.map(transform), operators)
        case .composition(let parts):
            mapped = .composition(parts.map { $0.map(transform) })
        case .opaque(let keyword, let constraint):
            mapped = .opaque(keyword, constraint.map(transform))
        case .attributed(let specifiers, let attributes, let base):
            mapped = .attributed(specifiers: specifiers, attributes: attributes, base.map(transform))
        }
        return transform(mapped)
    }

    /// The base names of the named types inside, outermost first, module qualifiers skipped.
    package func collectBaseNames(into names: inout [String]) {
        switch self {
        case .named(let components):
            var relevant = components[...]
            if relevant.count > 1, let first = relevant.first, SwiftKnownTypes.moduleNames.contains(first.name) {
                relevant = relevant.dropFirst()
            }
            if let base = relevant.first { names.append(Identifier.bare(base.name)) }
            for component in components {
                for argument in component.arguments { argument.collectBaseNames(into: &names) }
            }
        case .array(let element):
            element.collectBaseNames(into: &names)
        case .dictionary(let key, let value):
            key.collectBaseNames(into: &names)
            value.collectBaseNames(into: &names)
        case .tuple(let elements):
            for element in elements { element.type.collectBaseNames(into: &names) }
        case .function(let function):
            for element in function.parameters { element.type.collectBaseNames(into: &names) }
            function.result.collectBaseNames(into: &names)
        case .postfix(let base, _), .opaque(_, let base), .attributed(_, _, let base):
            base.collectBaseNames(into: &names)
        case .composition(let parts):
            for part in parts { part.collectBaseNames(into: &names) }
        }
    }
}

extension TypeSyntax.TupleElement {
    package var text: String {
        let type = self.type.text + (isVariadic ? "..." : "")
        switch (label, name) {
        case (let label?, let name?): return "\(label) \(name): \(type)"
        case (let label?, nil): return "\(label): \(type)"
        default: return type
        }
    }
}

extension TypeSyntax {
    /// Parses a type as written in a spec (`[String: Int]?`, `@escaping (Data) -> Void`).
    package static func parse(_ text: String) throws(SignatureError) -> TypeSyntax {
        var parser = SignatureParser(text)
        let type = try parser.parseType(.parameter)
        let end = try parser.peek()
        guard end.kind == .end else { throw parser.fail(end, "unexpected text after the type") }
        return type
    }

    /// Whether the type mentions `some` anywhere (an opaque type).
    package var containsOpaqueType: Bool {
        var found = false
        _ = map { type in
            if case .opaque("some", _) = type { found = true }
            return type
        }
        return found
    }

    /// The type without redundant parentheses: `((Int) -> Void)` → `(Int) -> Void`.
    package var unparenthesized: TypeSyntax {
        var type = self
        while case .tuple(let elements) = type, elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            type = elements[0].type
        }
        return type
    }

    /// The type without leading specifiers (`sending`, `borrowing`…) and attributes.
    package var withoutSpecifiers: TypeSyntax {
        if case .attributed(_, _, let base) = self { return base }
        return self
    }

    /// The type without leading specifiers (`sending`, `borrowing`…), attributes kept.
    package var withoutSpecifierWords: TypeSyntax {
        if case .attributed(_, let attributes, let base) = self {
            return attributes.isEmpty ? base : .attributed(specifiers: [], attributes: attributes, base)
        }
        return self
    }

    /// The attributes in front of the type (`@escaping`, `@Sendable`).
    package var attributes: [TypeAttribute] {
        if case .attributed(_, let attributes, _) = self { return attributes }
        return []
    }

    /// The single name of a plain named type (`Int`, `Swift.Int`, `Foundation.Date`), with a
    /// module qualifier dropped; nil for anything else (generic arguments, member types).
    package var simpleName: String? {
        guard case .named(let components) = self else { return nil }
        var relevant = components[...]
        if relevant.count == 2, let first = relevant.first, SwiftKnownTypes.moduleNames.contains(first.name) {
            relevant = relevant.dropFirst()
        }
        guard relevant.count == 1, let only = relevant.first, only.arguments.isEmpty else { return nil }
        return Identifier.bare(only.name)
    }

    /// The generic name and its arguments of a type such as `Array<Int>` or `Swift.Set<T>`.
    package var genericName: (name: String, arguments: [TypeSyntax])? {
        guard case .named(let components) = self else { return nil }
        var relevant = components[...]
        if relevant.count == 2, let first = relevant.first, SwiftKnownTypes.moduleNames.contains(first.name) {
            relevant = relevant.dropFirst()
        }
        guard relevant.count == 1, let only = relevant.first, !only.arguments.isEmpty else { return nil }
        return (only.name, only.arguments)
    }

    /// The wrapped type of `X?`, `X!` or `Optional<X>`; nil for anything else.
    package var optionalWrapped: TypeSyntax? {
        switch self {
        case .postfix(let base, var operators)
        where operators.last == .optional || operators.last == .implicitlyUnwrapped:
            operators.removeLast()
            return operators.isEmpty ? base : .postfix(base, operators)
        default:
            if let generic = genericName, generic.name == "Optional", generic.arguments.count == 1 {
                return generic.arguments[0]
            }
            return nil
        }
    }

    /// The spelling that decides whether two types are the same type: a function type's
    /// parameter labels (`(_ result: Int) -> Void`) are only documentation and are dropped.
    package var identityText: String {
        map { type in
            guard case .function(var function) = type else { return type }
            function.parameters = function.parameters.map { element in
                var element = element
                element.label = nil
                element.name = nil
                return element
            }
            return .function(function)
        }.text
    }

    /// A plain named type: `TypeSyntax.name("Int")`.
    package static func name(_ name: String) -> TypeSyntax {
        .named([NameComponent(name: name)])
    }
}
