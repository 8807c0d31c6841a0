import SwiftUI

/// The Login screen's view: shows what the controller gives it. It
/// never talks to the model. A value SwiftUI rebuilds: what it shows comes from the controller,
/// which renders it again when that changes.
struct LoginView: View {
    var body: some View {
        // The module declares no entity to list: add what the screen shows, as values the
        // controller passes in `makeView()`.
        List {}
    }
}
