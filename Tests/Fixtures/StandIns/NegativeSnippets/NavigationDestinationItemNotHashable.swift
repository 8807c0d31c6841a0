// expect-error: Hashable
// mode: 6
// navigationDestination(item:) needs a Hashable item (iOS 17; the generated Destination enums are Hashable).
import SwiftUI

struct Screen { var title: () -> String }

struct Root: View {
    @State var screen: Screen?
    var body: some View {
        NavigationStack { Text("Home").navigationDestination(item: $screen) { _ in Text("Detail") } }
    }
}
