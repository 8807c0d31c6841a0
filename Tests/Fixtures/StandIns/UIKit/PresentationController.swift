import Foundation

// MARK: - UIPresentationController
//
// What a router needs to learn that the user dismissed a sheet by a swipe: the presented
// controller's presentation controller and its delegate. UIKit calls the delegate only for an
// interactive dismissal, never for `dismiss(animated:)`; this UIKit has no gestures, so it never
// calls it.

@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// Unowned on iOS too: the presented controller owns its presentation controller.
    public unowned(unsafe) let presentedViewController: UIViewController
    /// Weak, as on iOS: whoever sets it must keep it alive.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }
}

/// Optional requirements on iOS, none of which this UIKit calls: conformers declare them as
/// ordinary methods, and a call through the protocol hits the unavailable extension method
/// (see TableView.swift).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {}

extension UIAdaptivePresentationControllerDelegate {
    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (presentationControllerDidDismiss?(_:)); call the conforming type's method")
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (presentationControllerShouldDismiss?(_:)); call the conforming type's method")
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}
