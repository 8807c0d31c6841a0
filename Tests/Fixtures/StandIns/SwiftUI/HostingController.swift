import Foundation

/// Hosts a SwiftUI view in UIKit. The stand-in renders nothing: `view` loads as a plain UIView
/// and `rootView` is kept for inspection.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    private var storedRootView: Content?

    @MainActor @preconcurrency
    public init(rootView: Content) {
        storedRootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    @MainActor @preconcurrency
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        storedRootView = rootView
        super.init(coder: aDecoder)
    }

    /// SwiftUI's default implementation raises an exception (there is no root view to decode);
    /// the stand-in fails the initializer instead.
    @MainActor @preconcurrency
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    @MainActor @preconcurrency
    public var rootView: Content {
        get {
            guard let storedRootView else { preconditionFailure("UIHostingController has no root view") }
            return storedRootView
        }
        set { storedRootView = newValue }
    }

    @MainActor @preconcurrency
    open override func loadView() {
        view = UIView(frame: .zero)
    }

    @MainActor @preconcurrency
    open func sizeThatFits(in size: CGSize) -> CGSize {
        size
    }
}
