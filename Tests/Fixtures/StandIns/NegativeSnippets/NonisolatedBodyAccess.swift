// expect-error: main actor-isolated property 'body' can not be referenced from a nonisolated context
// mode: 6
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello")
    }
}

func inspect(_ view: Greeting) {
    _ = view.body
}
