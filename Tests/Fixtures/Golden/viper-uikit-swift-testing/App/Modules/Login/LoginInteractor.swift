import Foundation

/// The business logic of the Login module.
final class LoginInteractor: LoginInteractorInterface {
    // MARK: - Properties

    weak var output: LoginInteractorOutputInterface?

    // MARK: - LoginInteractorInterface
}
