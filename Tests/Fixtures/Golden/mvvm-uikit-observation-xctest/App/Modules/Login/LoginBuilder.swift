import UIKit

/// Assembles the Login module: creates the view model with its services and the view
/// that observes it.
@MainActor
enum LoginBuilder {
    static func makeModule() -> UIViewController {
        let viewModel = LoginViewModel()
        let viewController = LoginViewController(viewModel: viewModel)
        return viewController
    }
}
