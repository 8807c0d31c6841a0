import Foundation

/// Builds the Login module and navigates from it.
final class LoginRouter: LoginRouterInterface {
    /// Given by the module that shows this one (its factory's `onClose`): sets that module's
    /// destination to nil.
    var onClose: (@MainActor () -> Void)?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view owns it.
    static func makeModule(onClose: (@MainActor () -> Void)? = nil) -> LoginView {
        let interactor = LoginInteractor()
        let router = LoginRouter()
        router.onClose = onClose
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewState(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return LoginView(state: view)
    }

    // MARK: - LoginRouterInterface

    /// Closes the module: the module that showed it sets its destination to nil.
    func close() {
        onClose?()
    }
}
