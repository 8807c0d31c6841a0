/// A method declared in a module spec (`showTasks(_ tasks: [TaskViewModel])`), parsed.
///
/// Entries are Swift function signatures without `func`. Types stay parsed (`TypeSyntax`) from
/// the spec to the template context: what a mock stores, a default return, a sample value are
/// derived by switching over them, never by matching their text.
public struct MethodSignature: Sendable, Hashable {
    /// A parameter of a declared method.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` when the label is `_`.
        public var label: String?
        /// The parameter name used inside the body.
        public var name: String
        /// The type without `inout` and without the variadic `...` (for `_ ids: Int...` this
        /// is `Int`).
        public var type: TypeSyntax
        public var isInout: Bool
        public var isVariadic: Bool
        /// The default value expression as written (`= 10` gives `10`): an expression, not a
        /// type, and pasted only where Swift allows a default.
        public var defaultValue: String?

        public init(label: String?, name: String, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false, defaultValue: String? = nil) {
            self.label = label
            self.name = name
            self.type = type
            self.isInout = isInout
            self.isVariadic = isVariadic
            self.defaultValue = defaultValue
        }
    }

    /// A generic parameter: `T`, `T: Decodable`, `each T`.
    public struct GenericParameter: Sendable, Hashable {
        public var name: String
        public var isPack: Bool
        public var constraint: TypeSyntax?

        public init(name: String, isPack: Bool = false, constraint: TypeSyntax? = nil) {
            self.name = name
            self.isPack = isPack
            self.constraint = constraint
        }

        /// `each T: Sendable`.
        public var text: String {
            (isPack ? "each " : "") + name + (constraint.map { ": " + $0.text } ?? "")
        }
    }

    /// A requirement of a `where` clause: `T: Equatable`, `T.Element == Int`.
    public struct Requirement: Sendable, Hashable {
        public enum Relation: String, Sendable, Hashable {
            case conformance = ":"
            case sameType = "=="
        }

        public var left: TypeSyntax
        public var relation: Relation
        public var right: TypeSyntax

        public init(left: TypeSyntax, relation: Relation, right: TypeSyntax) {
            self.left = left
            self.relation = relation
            self.right = right
        }

        public var text: String {
            relation == .conformance ? "\(left.text): \(right.text)" : "\(left.text) == \(right.text)"
        }
    }

    /// How a method throws.
    public enum ThrowsClause: Sendable, Hashable {
        /// `throws`: any error.
        case untyped
        /// `rethrows`.
        case rethrowing
        /// `throws(E)`.
        case typed(TypeSyntax)

        public var text: String {
            switch self {
            case .untyped: "throws"
            case .rethrowing: "rethrows"
            case .typed(let type): "throws(\(type.text))"
            }
        }

        /// The thrown type, when the clause names one.
        public var thrownType: TypeSyntax? {
            if case .typed(let type) = self { return type }
            return nil
        }
    }

    /// The base name (`showTasks`).
    public var name: String
    /// The generic parameters (`<T: Decodable>`); empty for a non-generic method.
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?
    /// The return type, or nil for `Void`/`()`/no arrow. May carry the `sending` specifier.
    public var returnType: TypeSyntax?
    /// The requirements of the `where` clause; empty without one.
    public var requirements: [Requirement]

    public init(
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
    public var genericClause: String? {
        genericParameters.isEmpty ? nil : "<" + genericParameters.map(\.text).joined(separator: ", ") + ">"
    }

    /// `T: Equatable, T.Element == Int` (without `where`), or nil.
    public var whereClause: String? {
        requirements.isEmpty ? nil : requirements.map(\.text).joined(separator: ", ")
    }

    /// Every type the signature mentions: parameters, result, thrown type, generic constraints
    /// and `where` requirements.
    public var mentionedTypes: [TypeSyntax] {
        var types = genericParameters.compactMap(\.constraint)
        types += parameters.map(\.type)
        if let returnType { types.append(returnType) }
        if let thrown = throwsClause?.thrownType { types.append(thrown) }
        types += requirements.flatMap { [$0.left, $0.right] }
        return types
    }
}

/// A stored property declared in a spec (`title: String`, `dueDate: Date?`), parsed.
public struct FieldDeclaration: Sendable, Hashable {
    public var name: String
    public var type: TypeSyntax
    /// The default value expression as written, if any.
    public var defaultValue: String?

    public init(name: String, type: TypeSyntax, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
