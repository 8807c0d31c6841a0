import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    /// The view model, owned by the hosting controller's root view.
    @ObservedObject var viewModel: LoginViewModel

    var body: some View {
        List {
            // Rows that show the view model's state: `viewModel.state.isLoading`.
        }
        .navigationTitle("Login")
        .task { [viewModel] in viewModel.onAppear() }
    }
}
