// A router learns that the user swiped a presented sheet away: the presented controller's
// presentation controller exists before `present`, holds its delegate weakly, and a nested
// `@MainActor` observer conforms to the delegate protocol (its optional method declared as an
// ordinary method, called on the concrete type).
import UIKit

@MainActor
final class Router {
    @MainActor
    final class DismissalObserver: NSObject, UIAdaptivePresentationControllerDelegate {
        private let onDismiss: @MainActor () -> Void

        init(onDismiss: @escaping @MainActor () -> Void) {
            self.onDismiss = onDismiss
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            onDismiss()
        }
    }

    weak var viewController: UIViewController?
    private var dismissalObserver: DismissalObserver?
    var dismissals = 0

    func present(_ destination: UIViewController) {
        let presented = UINavigationController(rootViewController: destination)
        let observer = DismissalObserver { [weak self] in self?.dismissals += 1 }
        presented.presentationController?.delegate = observer
        dismissalObserver = observer
        viewController?.present(presented, animated: true)
    }
}

@MainActor
func checkDismissal() {
    let source = UIViewController()
    let router = Router()
    router.viewController = source
    router.present(UIViewController())
    guard let presented = source.presentedViewController, let controller = presented.presentationController,
        let observer = controller.delegate as? Router.DismissalObserver
    else { preconditionFailure("the presented controller's presentation controller has the router's observer") }
    precondition(controller.presentedViewController === presented)
    observer.presentationControllerDidDismiss(controller)
    precondition(router.dismissals == 1)
    presented.dismiss(animated: true)
    precondition(source.presentedViewController == nil && router.dismissals == 1, "dismiss(animated:) is not a swipe")
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkDismissal()
    print("OK PresentationDismissal")
}
