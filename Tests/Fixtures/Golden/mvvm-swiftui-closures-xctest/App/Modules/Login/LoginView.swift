import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    let viewModel: LoginViewModel
    /// Bumped by the view model's `onStateChange`, so that SwiftUI renders again.
    @State private var revision = 0

    var body: some View {
        List {
            Text("isLoading: \(String(describing: viewModel.isLoading))")
        }
        .id(revision)
        .navigationTitle("Login")
        .onAppear {
            viewModel.onStateChange = { revision += 1 }
            viewModel.onAppear()
        }
    }
}
