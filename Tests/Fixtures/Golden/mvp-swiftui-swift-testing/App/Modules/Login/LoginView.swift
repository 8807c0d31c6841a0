import Observation
import SwiftUI

/// What the Login screen shows: the presenter's view. It implements
/// `LoginViewInterface`; the SwiftUI view observes it.
@MainActor
@Observable
final class LoginViewState: LoginViewInterface {
    // MARK: - Properties

    let presenter: any LoginPresenterInterface
    /// Whether the presenter was told the view loaded (`.task` runs on every appearance).
    @ObservationIgnored private var hasLoaded = false

    // MARK: - Initialization

    init(presenter: any LoginPresenterInterface) {
        self.presenter = presenter
    }

    // MARK: - Lifecycle

    /// Tells the presenter the view loaded: on the first appearance only, like `viewDidLoad`.
    func load() {
        guard !hasLoaded else { return }
        hasLoaded = true
        presenter.viewDidLoad()
    }

    // MARK: - LoginViewInterface
}

/// The Login screen.
struct LoginView: View {
    /// The screen's state, owned by the view (created once by the module's factory; SwiftUI
    /// keeps the first one across the view's updates).
    @State var state: LoginViewState

    init(state: LoginViewState) {
        _state = State(initialValue: state)
    }

    var body: some View {
        List {
        }
        .navigationTitle("Login")
        .task { [state] in state.load() }
    }
}
