/// One parameter of a function, initializer, subscript or accessor, as declared.
public struct Parameter: Sendable, Hashable {
    /// The argument label as written: the first of two names, or the only name; nil for `_`.
    public var label: String?
    /// The name inside the body: the second of two names, or the only one (backticks removed).
    public var name: String
    /// Its type; nil for an accessor's `(newValue)`, whose type is the property's.
    public var type: TypeReference?
    /// `T...`.
    public var isVariadic: Bool
    /// `inout T`.
    public var isInout: Bool
    /// `= value` follows the type.
    public var hasDefault: Bool

    /// A parameter as declared.
    public init(
        label: String?, name: String, type: TypeReference?, isVariadic: Bool = false, isInout: Bool = false,
        hasDefault: Bool = false
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.isInout = isInout
        self.hasDefault = hasDefault
    }
}
