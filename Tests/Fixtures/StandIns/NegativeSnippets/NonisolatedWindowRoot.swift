// expect-error: main actor-isolated property 'rootViewController' can not be mutated from a nonisolated context
// mode: 6
// UIWindow is NS_SWIFT_UI_ACTOR: a route replaces the root on the main actor only.
import UIKit

func replaceRoot(of window: UIWindow, with root: UIViewController) {
    window.rootViewController = root
}
