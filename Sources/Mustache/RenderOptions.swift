/// Options for `Template.render(_:partials:options:)`.
public struct RenderOptions: Sendable {
    /// How `{{name}}` escapes interpolated text: `.html` (the spec default) or `.none`.
    public var escaping: Escaping
    /// `false` (the default) follows the spec: a name that cannot be resolved renders as empty or
    /// falsey, and a missing partial renders as empty. `true` makes a name that no context frame
    /// resolves — used by a variable, a section or an inverted section, or as a dynamic partial
    /// name — an error naming the key, template, line and column; interpolating a list or object,
    /// and a missing partial or parent, are errors too. Present values that are `null` or `false`
    /// are never errors.
    public var strict: Bool
    /// Bounds on recursion, output size and work; see `RenderLimits`.
    public var limits: RenderLimits

    /// Creates render options.
    public init(escaping: Escaping = .html, strict: Bool = false) {
        self.escaping = escaping
        self.strict = strict
        self.limits = RenderLimits()
    }

    /// Creates render options with explicit limits.
    public init(escaping: Escaping = .html, strict: Bool = false, limits: RenderLimits) {
        self.escaping = escaping
        self.strict = strict
        self.limits = limits
    }
}
