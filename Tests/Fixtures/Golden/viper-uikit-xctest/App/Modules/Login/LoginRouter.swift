import UIKit

/// Builds the Login module and navigates from it. Holds its view controller weakly.
final class LoginRouter: LoginRouterInterface {
    // MARK: - Properties

    /// The view controller the destinations are shown from.
    weak var viewController: UIViewController?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view controller owns it.
    static func createModule() -> UIViewController {
        let interactor = LoginInteractor()
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    // MARK: - LoginRouterInterface
}
