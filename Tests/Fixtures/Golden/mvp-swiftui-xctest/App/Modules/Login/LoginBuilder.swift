import SwiftUI
import UIKit

/// Assembles the Login module: the composition root that creates the view, the presenter
/// and its services, and wires them.
@MainActor
enum LoginBuilder {
    static func build() -> UIViewController {
        let view = LoginViewState()
        let presenter = LoginPresenter(view: view, service: LoginService())
        view.presenter = presenter
        return UIHostingController(rootView: LoginView(state: view))
    }
}
