/// A method declared in a module spec (`showTasks(_ tasks: [TaskViewModel])`), parsed.
///
/// Entries are Swift function signatures without `func`. Types stay parsed (`TypeSyntax`) from
/// the spec to the template context: what a mock stores, a default return, a sample value are
/// derived by switching over them, never by matching their text.
package struct MethodSignature: Sendable, Hashable {
    /// A parameter of a declared method.
    package struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` when the label is `_`.
        package var label: String?
        /// The parameter name used inside the body.
        package var name: String
        /// The type without `inout` and without the variadic `...` (for `_ ids: Int...` this
        /// is `Int`).
        package var type: TypeSyntax
        package var isInout: Bool
        package var isVariadic: Bool
        /// The default value expression as written (`= 10` gives `10`): an expression, not a
        /// type, and pasted only where Swift allows a default.
        package var defaultValue: String?

        package init(
            label: String?, name: String, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false,
            defaultValue: String? = nil
        ) {
            self.label = label
            self.name = name
            self.type = type
            self.isInout = isInout
            self.isVariadic = isVariadic
            self.defaultValue = defaultValue
        }
    }

    /// A generic parameter: `T`, `T: Decodable`, `each T`.
    package struct GenericParameter: Sendable, Hashable {
        package var name: String
        package var isPack: Bool
        package var constraint: TypeSyntax?

        package init(name: String, isPack: Bool = false, constraint: TypeSyntax? = nil) {
            self.name = name
            self.isPack = isPack
            self.constraint = constraint
        }

        /// `each T: Sendable`.
        package var text: String {
            (isPack ? "each " : "") + name + (constraint.map { ": " + $0.text } ?? "")
        }
    }

    /// A requirement of a `where` clause: `T: Equatable`, `T.Element == Int`.
    package struct Requirement: Sendable, Hashable {
        package enum Relation: String, Sendable, Hashable {
            case conformance = ":"
            case sameType = "=="
        }

        package var left: TypeSyntax
        package var relation: Relation
        package var right: TypeSyntax

        package init(left: TypeSyntax, relation: Relation, right: TypeSyntax) {
            self.left = left
            self.relation = relation
            self.right = right
        }

        package var text: String {
            relation == .conformance ? "\(left.text): \(right.text)" : "\(left.text) == \(right.text)"
        }
    }

    /// How a method throws.
    package enum ThrowsClause: Sendable, Hashable {
        /// `throws`: any error.
        case untyped
        /// `rethrows`.
        case rethrowing
        /// `throws(E)`.
        case typed(TypeSyntax)

        package var text: String {
            switch self {
            case .untyped: "throws"
            case .rethrowing: "rethrows"
            case .typed(let type): "throws(\(type.text))"
            }
        }

        /// The thrown type, when the clause names one.
        package var thrownType: TypeSyntax? {
            if case .typed(let type) = self { return type }
            return nil
        }
    }

    /// The base name (`showTasks`).
    package var name: String
    /// The generic parameters (`<T: Decodable>`); empty for a non-generic method.
    package var genericParameters: [GenericParameter]
    package var parameters: [Parameter]
    package var isAsync: Bool
    package var throwsClause: ThrowsClause?
    /// The return type, or nil for `Void`/`()`/no arrow. May carry the `sending` specifier.
    package var returnType: TypeSyntax?
    /// The requirements of the `where` clause; empty without one.
    package var requirements: [Requirement]

    package init(
        name: String, genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil, returnType: TypeSyntax? = nil, requirements: [Requirement] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.requirements = requirements
    }

    /// `<T: Decodable, U>` as written in Swift, or nil.
    package var genericClause: String? {
        genericParameters.isEmpty ? nil : "<" + genericParameters.map(\.text).joined(separator: ", ") + ">"
    }

    /// `T: Equatable, T.Element == Int` (without `where`), or nil.
    package var whereClause: String? {
        requirements.isEmpty ? nil : requirements.map(\.text).joined(separator: ", ")
    }

    /// Every type the signature mentions: parameters, result, thrown type, generic constraints
    /// and `where` requirements.
    package var mentionedTypes: [TypeSyntax] {
        var types = genericParameters.compactMap(\.constraint)
        types += parameters.map(\.type)
        if let returnType { types.append(returnType) }
        if let thrown = throwsClause?.thrownType { types.append(thrown) }
        types += requirements.flatMap { [$0.left, $0.right] }
        return types
    }
}

/// A stored property declared in a spec (`title: String`, `dueDate: Date?`), parsed.
package struct FieldDeclaration: Sendable, Hashable {
    package var name: String
    package var type: TypeSyntax
    /// The default value expression as written, if any.
    package var defaultValue: String?

    package init(name: String, type: TypeSyntax, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
