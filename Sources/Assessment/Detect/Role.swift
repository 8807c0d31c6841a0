/// The architectural role of a type, read from its name (and, for a `…Controller`, from its
/// inheritance).
package enum Role: String, Sendable, Hashable, CaseIterable, Comparable {
    case presenter, interactor, router, builder, viewModel, coordinator, viewController, view, worker

    /// Roles that make a folder (or a type-name stem) a module: a screen's own parts.
    /// A plain `View` or a `Worker` alone does not.
    package var formsModule: Bool {
        switch self {
        case .presenter, .interactor, .router, .builder, .viewModel, .viewController: true
        case .coordinator, .view, .worker: false
        }
    }

    /// The position in declaration order (0 for `presenter`).
    package var ordinal: Int {
        switch self {
        case .presenter: 0
        case .interactor: 1
        case .router: 2
        case .builder: 3
        case .viewModel: 4
        case .coordinator: 5
        case .viewController: 6
        case .view: 7
        case .worker: 8
        }
    }

    /// Orders as declared.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}
