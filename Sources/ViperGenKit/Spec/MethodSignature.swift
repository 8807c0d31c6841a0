/// A method declared in a module spec (`showTasks(_ tasks: [TaskViewModel])`), parsed.
///
/// Entries are Swift function signatures without `func`. Types are kept as written (with
/// normalised spacing) because they may name types of the user's app.
public struct MethodSignature: Sendable, Hashable {
    /// A parameter of a declared method.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` when the label is `_`.
        public var label: String?
        /// The parameter name used inside the body.
        public var name: String
        /// The type as written, without `inout` and without the variadic `...`
        /// (for `_ ids: Int...` this is `Int`).
        public var type: String
        public var isInout: Bool
        public var isVariadic: Bool
        /// The default value expression, if any (`= 10` gives `10`).
        public var defaultValue: String?

        public init(label: String?, name: String, type: String, isInout: Bool = false, isVariadic: Bool = false, defaultValue: String? = nil) {
            self.label = label
            self.name = name
            self.type = type
            self.isInout = isInout
            self.isVariadic = isVariadic
            self.defaultValue = defaultValue
        }
    }

    /// The base name (`showTasks`).
    public var name: String
    /// Generic parameter clause as written, including angle brackets (`<T: Decodable>`), or nil.
    public var genericClause: String?
    public var parameters: [Parameter]
    public var isAsync: Bool
    /// `throws`, `rethrows`, `throws(SomeError)`, or nil.
    public var throwsClause: String?
    /// The return type as written, or nil for `Void`/`()`/no arrow.
    public var returnType: String?
    /// The `where` clause as written without the `where` keyword, or nil.
    public var whereClause: String?

    public init(name: String, genericClause: String? = nil, parameters: [Parameter] = [], isAsync: Bool = false, throwsClause: String? = nil, returnType: String? = nil, whereClause: String? = nil) {
        self.name = name
        self.genericClause = genericClause
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.whereClause = whereClause
    }
}

/// A stored property declared in a spec (`title: String`, `dueDate: Date?`), parsed.
public struct FieldDeclaration: Sendable, Hashable {
    public var name: String
    /// The type as written with normalised spacing.
    public var type: String
    /// The default value expression, if any.
    public var defaultValue: String?

    public init(name: String, type: String, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
