/// A navigation from one module to another (`{"to": "Home", "style": "present"}`).
public struct Route: Sendable, Hashable {
    /// How the destination is shown.
    public enum Style: String, CaseIterable, Sendable, Hashable {
        /// Onto the source's navigation stack (presented modally when it has none).
        case push
        /// Modally, over the source.
        case present
    }

    /// The destination module's name.
    public var target: String
    public var style: Style
    /// The method name the spec gives, or nil for the default (`routeTo<Target>`).
    public var method: String?

    public init(target: String, style: Style = .push, method: String? = nil) {
        self.target = target
        self.style = style
        self.method = method
    }

    /// The navigation method's name: the one given, else `routeTo<Target>`. Decided here only.
    public var methodName: String { method ?? "routeTo" + target }
}
