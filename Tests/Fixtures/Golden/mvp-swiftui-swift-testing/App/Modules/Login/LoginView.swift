import Observation
import SwiftUI

/// What the Login screen shows. The presenter's view: it implements
/// `LoginViewInterface`, the SwiftUI view observes it.
@MainActor
@Observable
final class LoginViewState: LoginViewInterface {
    // MARK: - Properties

    @ObservationIgnored var presenter: LoginPresenterInterface!
    var title = "Login"

    // MARK: - LoginViewInterface
}

/// The Login screen.
struct LoginView: View {
    let state: LoginViewState

    var body: some View {
        Text(state.title)
            .onAppear { state.presenter.viewDidLoad() }
    }
}
