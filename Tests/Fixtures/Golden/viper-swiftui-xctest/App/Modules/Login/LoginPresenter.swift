import Foundation

/// Mediates between the Login view, interactor and router. Holds the view weakly.
final class LoginPresenter: LoginPresenterInterface {
    // MARK: - Properties

    weak var view: LoginViewInterface?
    let interactor: LoginInteractorInterface
    let router: LoginRouterInterface

    // MARK: - Initialization

    init(view: LoginViewInterface, interactor: LoginInteractorInterface, router: LoginRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    // MARK: - LoginPresenterInterface

    func viewDidLoad() {
        // TODO: implement.
    }
}

// MARK: - LoginInteractorOutputInterface

extension LoginPresenter: LoginInteractorOutputInterface {
}
