// expect-error: call to main actor-isolated initializer 'init(_:id:rowContent:)' in a synchronous nonisolated context
// mode: 6
// Unlike the stacks', List's initializers are main-actor isolated (iOS 18 and 26 SDKs).
import SwiftUI

func makeList(_ names: [String]) -> some View {
    List(names, id: \.self) { Text($0) }
}
