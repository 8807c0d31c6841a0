/// How a test double's `…Closure` is typed, following the double's own isolation.
enum MockClosureIsolation {
    /// A main-actor double (routers, outputs, views, main-actor services): the closure is
    /// `@MainActor` too, so it receives non-`Sendable` arguments without sending them off the
    /// actor.
    case mainActor
    /// A `Sendable` service's double, callable from any thread: the closure is `@Sendable`.
    case sendable

    /// The attribute written before the closure's function type.
    var attribute: String {
        switch self {
        case .mainActor: "@MainActor"
        case .sendable: "@Sendable"
        }
    }
}
