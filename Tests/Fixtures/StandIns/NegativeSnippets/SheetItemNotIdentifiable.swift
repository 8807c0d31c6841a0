// expect-error: Identifiable
// mode: 6
// sheet(item:) needs an Identifiable item (the generated Destination enums are Identifiable).
import SwiftUI

enum Screen: Hashable { case detail }

struct Root: View {
    @State var screen: Screen?
    var body: some View {
        Text("Home").sheet(item: $screen) { _ in Text("Detail") }
    }
}
