/// The architectural role of a type, read from its name (and, for a `…Controller`, from its
/// inheritance).
public enum Role: String, Sendable, Hashable, CaseIterable, Comparable {
    case presenter, interactor, router, builder, viewModel, coordinator, viewController, view, worker

    /// Roles that make a folder (or a type-name stem) a module: a screen's own parts.
    /// A plain `View` or a `Worker` alone does not.
    public var formsModule: Bool {
        switch self {
        case .presenter, .interactor, .router, .builder, .viewModel, .viewController: true
        case .coordinator, .view, .worker: false
        }
    }

    /// Orders as declared.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
