// What `import SwiftUI` alone provides on iOS: Foundation and UIKit (through its Clang module),
// and `ObservableObject`/`@Published` (Foundation's typealiases on Apple platforms).
import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    @Published var updatedAt = Date(timeIntervalSince1970: 0)
    let url = URL(string: "https://example.com")
}

@MainActor
func check() {
    let model = ProfileViewModel()
    model.name = "Ada"
    precondition(model.name == "Ada" && model.url != nil)
    let controller = UIViewController()
    controller.view.backgroundColor = .secondarySystemBackground
    _ = IndexPath(row: 0, section: 0)
    _ = CGRect(x: 0, y: 0, width: 1, height: 1)
    _ = UUID()
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    check()
    print("OK ReexportsSwiftUIOnly")
}
