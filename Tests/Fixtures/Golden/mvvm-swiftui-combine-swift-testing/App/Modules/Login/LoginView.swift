import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    @ObservedObject var viewModel: LoginViewModel

    var body: some View {
        List {
            Text("isLoading: \(String(describing: viewModel.isLoading))")
        }
        .navigationTitle("Login")
        .onAppear {
            viewModel.onAppear()
        }
    }
}
