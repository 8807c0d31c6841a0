import Foundation

/// The business logic of the Login module.
final class LoginInteractor: LoginInteractorInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the presenter owns the interactor.
    weak var output: (any LoginInteractorOutputInterface)?

    // MARK: - LoginInteractorInterface
}
