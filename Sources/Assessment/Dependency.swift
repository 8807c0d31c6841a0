/// A stored property or an initializer parameter whose type names another type: a dependency
/// of the type declaring it.
public struct Dependency: Sendable, Hashable {
    /// The property's or parameter's name.
    public var name: String
    /// The nominal type it is declared with (`LoginViewInput` for `LoginViewInput?`).
    public var typeName: String
    /// `weak`, `unowned` or strong; always strong for an initializer parameter.
    public var isWeak: Bool
    /// Whether it is an initializer parameter rather than a stored property.
    public var isInitializerParameter: Bool
    /// Its line.
    public var line: Int
}
