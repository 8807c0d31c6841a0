// A window's root replaced through a view's `window` (the `replaceRoot` route) and a full-screen
// presentation (the `fullScreen` route), in UIKit and in SwiftUI (`fullScreenCover(item:)`).
import SwiftUI

@MainActor
func checkWindowRoot() {
    let window = UIWindow(frame: .zero)
    let login = UIViewController()
    precondition(login.viewIfLoaded?.window == nil)
    window.rootViewController = login
    precondition(login.viewIfLoaded?.window === window, "the root's view is in the window")
    let home = UIViewController()
    let navigation = UINavigationController(rootViewController: home)
    if let window = login.viewIfLoaded?.window { window.rootViewController = navigation }
    precondition(window.rootViewController === navigation && login.viewIfLoaded?.window == nil)
    precondition(navigation.view.window === window && !window.isKeyWindow)
    window.makeKeyAndVisible()
    precondition(window.isKeyWindow)
}

@MainActor
func checkFullScreen() {
    let source = UIViewController()
    let destination = UINavigationController(rootViewController: UIViewController())
    destination.modalPresentationStyle = .fullScreen
    source.present(destination, animated: true)
    precondition(source.presentedViewController === destination)
    precondition(source.presentedViewController?.modalPresentationStyle == .fullScreen)
    destination.dismiss(animated: true)
    precondition(source.presentedViewController == nil)
}

nonisolated enum Cover: Hashable, Identifiable {
    case login(id: String)
    var id: Self { self }
}

struct Root: View {
    @State var cover: Cover?
    @State var isCovering = false
    var body: some View {
        Text("Root")
            .fullScreenCover(item: $cover) { cover in
                switch cover {
                case .login(let id): NavigationStack { Text(id) }
                }
            }
            .fullScreenCover(isPresented: $isCovering, onDismiss: { print("dismissed") }) { Text("Cover") }
    }
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkWindowRoot()
    checkFullScreen()
    _ = Root().body
    print("OK WindowRootAndFullScreen")
}
