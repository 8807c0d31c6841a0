// expect-error: call to main actor-isolated initializer 'init(minLength:)' in a synchronous nonisolated context
// mode: 6
// Spacer's initializer is main-actor isolated in the iOS 18 SDK; the stand-ins model that, the
// stricter of the two.
// real-sdk: only 18 (the iOS 26 SDK made Spacer's initializer nonisolated)
import SwiftUI

func makeRow() -> some View {
    HStack {
        Text("a")
        Spacer()
    }
}
