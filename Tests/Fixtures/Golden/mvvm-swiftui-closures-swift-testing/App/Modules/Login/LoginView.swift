import SwiftUI

/// The Login screen. It renders the view model's state and forwards events to it.
struct LoginView: View {
    /// The view model, owned by the view (created once by the module's factory; SwiftUI keeps
    /// the first one across the view's updates).
    @State var viewModel: LoginViewModel
    /// The view model's state as the view last heard it (its `onStateChange` sets it): the view
    /// renders from this copy, and SwiftUI renders again when a transition replaces it.
    @State private var state: LoginViewModelState

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
        _state = State(initialValue: viewModel.state)
    }

    var body: some View {
        List {
            // Rows that show the view model's state: `state.isLoading`.
        }
        .navigationTitle("Login")
        .onAppear {
            // The binding, not the view: a closure that captured the view would hold the view
            // model that holds the closure.
            let state = $state
            viewModel.onStateChange = { state.wrappedValue = $0 }
            // A transition made before this view appeared.
            state.wrappedValue = viewModel.state
        }
        .task { [viewModel] in viewModel.onAppear() }
    }
}
