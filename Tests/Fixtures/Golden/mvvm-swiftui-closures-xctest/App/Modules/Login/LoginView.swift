import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    /// The view model, owned by the view (created once by the module's factory; SwiftUI keeps
    /// the first one across the view's updates).
    @State var viewModel: LoginViewModel
    /// Counts the view model's changes (its `onStateChange`); reading it in `body` makes
    /// SwiftUI render again after each one.
    @State private var revision = 0

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        let _ = revision
        List {
            // Rows that show the view model's state: `isLoading`.
        }
        .navigationTitle("Login")
        .onAppear {
            // The binding, not the view: a closure that captured the view would hold the view
            // model that holds the closure.
            let revision = $revision
            viewModel.onStateChange = { revision.wrappedValue &+= 1 }
        }
        .task { [viewModel] in viewModel.onAppear() }
    }
}
