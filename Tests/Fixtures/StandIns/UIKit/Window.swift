import Foundation

// MARK: - UIWindow
//
// UIKit/UIWindow.h: `NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`; `rootViewController` is
// `strong`; `initWithFrame:` and `init` are deprecated since iOS 26 ("Use init(windowScene:)
// instead."), which this stand-in cannot offer (it has no scenes). Differences from UIKit: no
// screen and no scene; `makeKeyAndVisible()` only marks the window key and shown.

@MainActor @preconcurrency
open class UIWindow: UIView {
    private var keyFlag = false

    @available(iOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The root view controller, held strongly. Setting it shows its view in the window (loading
    /// it) in place of the previous root's, as UIKit does.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController, let view = root.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    open var isKeyWindow: Bool { keyFlag }

    open func makeKey() {
        keyFlag = true
    }

    open func makeKeyAndVisible() {
        keyFlag = true
        isHidden = false
    }
}
