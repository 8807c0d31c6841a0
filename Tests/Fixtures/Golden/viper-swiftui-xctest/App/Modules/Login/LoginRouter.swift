import SwiftUI
import UIKit

/// Builds the Login module and navigates from it. Holds its view controller weakly.
final class LoginRouter: LoginRouterInterface {
    // MARK: - Properties

    weak var viewController: UIViewController?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view controller owns it.
    static func createModule() -> UIViewController {
        let view = LoginViewState()
        let interactor = LoginInteractor()
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        let hostingController = UIHostingController(rootView: LoginView(state: view))
        router.viewController = hostingController
        return hostingController
    }

    // MARK: - LoginRouterInterface
}
