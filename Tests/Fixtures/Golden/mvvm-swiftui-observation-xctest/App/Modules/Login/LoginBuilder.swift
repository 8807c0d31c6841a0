import Foundation

/// Assembles the Login module: creates the view model with its services and the view
/// that observes it.
@MainActor
enum LoginBuilder {
    static func makeModule() -> LoginView {
        let viewModel = LoginViewModel()
        return LoginView(viewModel: viewModel)
    }
}
