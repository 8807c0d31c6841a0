import Foundation

/// Assembles the Login module: the composition root that creates the presenter with its
/// services and the view that owns it, and wires them.
@MainActor
enum LoginBuilder {
    static func makeModule() -> LoginView {
        let presenter = LoginPresenter()
        let view = LoginViewState(presenter: presenter)
        presenter.view = view
        return LoginView(state: view)
    }
}
