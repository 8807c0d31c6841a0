import Foundation

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

// MARK: - UIViewController
//
// Ownership mirrors UIKit so that releasing the root releases everything: `children` and the
// presented controller are strong; `parent`, `presentingViewController` and a view's
// `superview` are weak.

@MainActor @preconcurrency
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    private var loadedView: UIView?
    private var storedTitle: String?
    private var storedNavigationItem: UINavigationItem?
    private var storedChildren: [UIViewController] = []
    private weak var storedParent: UIViewController?
    private var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?
    private var storedPresentationController: UIPresentationController?
    private var isLoadingView = false

    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation: Bool = false
    open var definesPresentationContext: Bool = false
    open var hidesBottomBarWhenPushed: Bool = false
    open var preferredContentSize: CGSize = .zero
    open var isEditing: Bool = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `-init` calls `initWithNibName:bundle:` with nil arguments.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open func encode(with coder: NSCoder) {}

    // MARK: View loading

    /// Loaded lazily: the first access calls `loadView()` and then `viewDidLoad()` once.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
        }
    }

    open var viewIfLoaded: UIView? { loadedView }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates a plain view (zero frame: there is no screen here).
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        isLoadingView = false
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Title and navigation item

    /// Setting the title also sets `navigationItem.title`, as UIKit does.
    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            navigationItem.title = newValue
        }
    }

    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = storedTitle
        storedNavigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Containment

    open var parent: UIViewController? { storedParent }

    open var children: [UIViewController] { storedChildren }

    /// Calls `willMove(toParent:)` on the child, as UIKit does; the container calls
    /// `didMove(toParent:)` itself.
    open func addChild(_ childController: UIViewController) {
        if childController.storedParent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Calls `didMove(toParent: nil)` on the receiver, as UIKit does.
    open func removeFromParent() {
        guard let container = storedParent else { return }
        container.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Used by container controllers that own their children list (navigation controllers).
    func adoptChildren(_ controllers: [UIViewController]) {
        for old in storedChildren where !controllers.contains(where: { $0 === old }) {
            old.storedParent = nil
        }
        for controller in controllers where controller.storedParent !== self {
            controller.storedParent?.storedChildren.removeAll { $0 === controller }
            controller.storedParent = self
        }
        storedChildren = controllers
    }

    // MARK: Presentation
    //
    // Differences from UIKit: there is no window, so presenting never fails for lack of one,
    // nothing is animated, and the appearance callbacks are not sent. The completion handlers
    // run synchronously.

    /// The controller presented by this controller or by one of its ancestors.
    open var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.storedPresented { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presented this controller (or one of its ancestors).
    open var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenting = candidate.storedPresenting { return presenting }
            current = candidate.parent
        }
        return nil
    }

    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }

    /// The presentation controller that presents (or will present) this controller: a child's
    /// is its container's. As on iOS it exists before the controller is presented, so a router
    /// can set its `delegate` first; this UIKit never dismisses interactively, so it never calls
    /// the delegate (tests call the delegate themselves, as a swipe would).
    open var presentationController: UIPresentationController? {
        if let parent = storedParent { return parent.presentationController }
        if let existing = storedPresentationController { return existing }
        let created = UIPresentationController(presentedViewController: self, presenting: storedPresenting)
        storedPresentationController = created
        return created
    }

    /// The container that performs presentations: the root of the parent chain.
    private var presentationContext: UIViewController {
        var root: UIViewController = self
        while let next = root.parent { root = next }
        return root
    }

    /// Like UIKit, presenting while already presenting is refused (UIKit logs "Attempt to
    /// present … which is already presenting …") and the completion is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        guard presenter.storedPresented == nil, viewControllerToPresent.storedPresenting == nil else { return }
        presenter.storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = presenter
        completion?()
    }

    /// Dismisses the controller presented by the receiver, or, if it presents nothing, asks its
    /// presenter to dismiss it, as UIKit does.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        if let presented = context.storedPresented {
            presented.storedPresenting = nil
            context.storedPresented = nil
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Pushes onto the enclosing navigation controller, or presents when there is none (the
    /// default `targetViewController(forAction:)` behaviour).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}

// MARK: - UINavigationController

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    private let storedNavigationBar = UINavigationBar(frame: .zero)
    private let storedToolbar = UIToolbar(frame: .zero)
    open var isNavigationBarHidden: Bool = false
    open var isToolbarHidden: Bool = true
    weak open var delegate: (any UINavigationControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adoptChildren([rootViewController])
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var navigationBar: UINavigationBar { storedNavigationBar }
    open var toolbar: UIToolbar! { storedToolbar }

    /// The stack; the children of the navigation controller.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    /// The top controller, or a controller presented over the navigation controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        adoptChildren(viewControllers)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else { return }
        adoptChildren(children + [viewController])
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        adoptChildren(Array(children.dropLast()))
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        adoptChildren([children[0]])
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        adoptChildren(Array(children[...index]))
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }
}

@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Optional on iOS.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor @preconcurrency
open class UINavigationBar: UIView {
    open var prefersLargeTitles: Bool = false
    open var isTranslucent: Bool = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor @preconcurrency
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - UINavigationItem and UIBarButtonItem

@MainActor @preconcurrency
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }

    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton: Bool = false
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    open var titleView: UIView?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(title: "")
        title = nil
    }

    open func encode(with coder: NSCoder) {}

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

@MainActor @preconcurrency
open class UIBarItem: NSObject, @preconcurrency NSCoding {
    open var isEnabled: Bool = true
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}
}

@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case close = 24
    }

    open var style: UIBarButtonItem.Style = .plain
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?
    /// Kept for the stand-in only: UIKit has no public `systemItem` property.
    var _standInSystemItem: UIBarButtonItem.SystemItem?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self._standInSystemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }
}

// MARK: - Alerts

@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: UIAlertAction.Style
    open var isEnabled: Bool = true
    let handler: ((UIAlertAction) -> Void)?

    init(title: String?, style: UIAlertAction.Style, actionHandler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        self.handler = actionHandler
        super.init()
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, actionHandler: handler)
    }
}

@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    private var storedActions: [UIAlertAction] = []
    private var storedTextFields: [UITextField] = []
    private var storedStyle: UIAlertController.Style = .alert
    open var message: String?
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.storedStyle = preferredStyle
    }

    open var preferredStyle: UIAlertController.Style { storedStyle }

    open var actions: [UIAlertAction] { storedActions }

    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    open func addAction(_ action: UIAlertAction) {
        storedActions.append(action)
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        storedTextFields.append(field)
    }
}
