import UIKit

/// Assembles the Login module: the composition root that creates the presenter with its
/// services and the view that owns it, and wires them.
@MainActor
enum LoginBuilder {
    static func makeModule() -> UIViewController {
        let presenter = LoginPresenter()
        let view = LoginViewController(presenter: presenter)
        presenter.view = view
        return view
    }
}
