import SwiftUI
import UIKit

/// Builds the Login module and navigates from it. Holds its view controller weakly.
final class LoginRouter: LoginRouterInterface {
    // MARK: - Properties

    /// The module's view controller, which `close()` pops or dismisses.
    weak var viewController: UIViewController?

    // MARK: - Factory

    /// Creates the module with every reference wired; the returned view controller owns it.
    static func makeModule() -> UIViewController {
        let interactor = LoginInteractor()
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewState(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        let hostingController = UIHostingController(rootView: LoginView(state: view))
        router.viewController = hostingController
        return hostingController
    }

    // MARK: - LoginRouterInterface

    /// Closes the module the way it was shown: pops it when it was pushed onto a navigation
    /// stack, dismisses it (with its navigation controller) when it was presented.
    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }), index > 0 {
            navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
        } else {
            viewController.presentingViewController?.dismiss(animated: true)
        }
    }
}
