// expect-error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context
// mode: 6
// UIKit classes are main-actor isolated (@preconcurrency): in Swift 6 mode this is a warning,
// an error with -warnings-as-errors.
import UIKit

func makeModule() -> UIViewController {
    UIViewController()
}
