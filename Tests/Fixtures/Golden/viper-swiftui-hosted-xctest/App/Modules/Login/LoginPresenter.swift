import Foundation

/// Mediates between the Login view, interactor and router. Holds the view weakly.
final class LoginPresenter: LoginPresenterInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the view owns the presenter.
    weak var view: (any LoginViewInterface)?
    let interactor: any LoginInteractorInterface
    let router: any LoginRouterInterface

    // MARK: - Initialization

    init(interactor: any LoginInteractorInterface, router: any LoginRouterInterface) {
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
