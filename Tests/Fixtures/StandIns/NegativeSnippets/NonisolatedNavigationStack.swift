// expect-error: call to main actor-isolated initializer 'init(root:)' in a synchronous nonisolated context
// mode: 6
// NavigationStack's initializers are main-actor isolated (iOS 18 and 26 SDKs).
import SwiftUI

func makeRoot() -> some View {
    NavigationStack { Text("Home") }
}
