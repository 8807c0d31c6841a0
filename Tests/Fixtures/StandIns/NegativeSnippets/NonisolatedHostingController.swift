// expect-error: call to main actor-isolated initializer 'init(rootView:)' in a synchronous nonisolated context
// mode: 6
import SwiftUI

struct Screen: View {
    var body: some View { Text("x") }
}

func makeScreen() -> UIViewController {
    UIHostingController(rootView: Screen())
}
