// expect-error: requires that 'Int' conform to 'View'
// mode: 6
import SwiftUI

@MainActor
func host() -> UIViewController {
    UIHostingController(rootView: 42)
}
