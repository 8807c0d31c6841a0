import Foundation

/// Builds the Login module and navigates from it.
final class LoginRouter: LoginRouterInterface {

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view owns it.
    static func createModule() -> LoginView {
        let interactor = LoginInteractor()
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewState(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return LoginView(state: view)
    }

    // MARK: - LoginRouterInterface
}
