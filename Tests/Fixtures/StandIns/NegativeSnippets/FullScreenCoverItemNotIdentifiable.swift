// expect-error: Identifiable
// mode: 6
// fullScreenCover(item:) needs an Identifiable item, as sheet(item:) does (the generated
// Destination enums are Identifiable).
import SwiftUI

enum Screen: Hashable { case login }

struct Root: View {
    @State var screen: Screen?
    var body: some View {
        Text("Home").fullScreenCover(item: $screen) { _ in Text("Login") }
    }
}
