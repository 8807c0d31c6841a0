/// A resolver that knows no partials: every partial and parent renders empty (or is an error in strict mode).
public struct NoPartials: PartialResolver {
    /// Creates the resolver.
    public init() {}

    /// Always `nil`.
    public func template(named name: String) -> Template? { nil }
}
