import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    /// The view model, owned by the view (created once by the module's factory; SwiftUI keeps
    /// the first one across the view's updates).
    @State var viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            // Rows that show the view model's state: `viewModel.state.isLoading`.
        }
        .navigationTitle("Login")
        .task { [viewModel] in viewModel.onAppear() }
    }
}
