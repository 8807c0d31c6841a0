// View-controller lifecycle, containment, navigation and presentation, the way generated
// VIPER/MVP/MVC modules and their tests use them.
import UIKit

final class ListViewController: UIViewController {
    private(set) var viewDidLoadCount = 0
    let greeting: String

    init(greeting: String) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        title = greeting
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}

/// A view controller with a custom root view (loadView override).
final class CustomRootViewController: UIViewController {
    let root = UILabel()

    override func loadView() {
        view = root
    }
}

@MainActor
func checkLifecycle() {
    let vc = ListViewController(greeting: "Hello")
    precondition(!vc.isViewLoaded && vc.viewIfLoaded == nil)
    vc.loadViewIfNeeded()
    _ = vc.view
    _ = vc.view
    precondition(vc.isViewLoaded && vc.viewDidLoadCount == 1)
    precondition(vc.title == "Hello" && vc.navigationItem.title == "Hello")
    precondition(vc.view.backgroundColor == UIColor.systemBackground)
    // UIBarButtonItem has no public `systemItem` on iOS; the item keeps its primary action.
    precondition(vc.navigationItem.rightBarButtonItem?.primaryAction != nil)
    vc.viewWillAppear(false)
    vc.viewDidAppear(false)
    vc.viewWillDisappear(false)
    vc.viewDidDisappear(false)

    let custom = CustomRootViewController()
    precondition(custom.view === custom.root)

    let plain = UIViewController()
    precondition(plain.view != nil && plain.children.isEmpty && plain.parent == nil)
}

@MainActor
func checkNavigation() {
    let root = ListViewController(greeting: "Root")
    let navigation = UINavigationController(rootViewController: root)
    precondition(root.navigationController === navigation && navigation.topViewController === root)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: true)
    precondition(navigation.viewControllers.count == 2 && detail.navigationController === navigation)
    precondition(detail.parent === navigation && navigation.children.count == 2)
    let popped = navigation.popViewController(animated: false)
    precondition(popped === detail && detail.navigationController == nil)
    navigation.popViewController(animated: true) // result discardable, as on iOS
    precondition(navigation.viewControllers.count == 1)
    navigation.setViewControllers([root, detail], animated: false)
    precondition(navigation.topViewController === detail)
    navigation.popToRootViewController(animated: false)
    precondition(navigation.viewControllers == [root])

    // show(_:sender:) pushes inside a navigation controller, presents otherwise.
    let shown = UIViewController()
    root.show(shown, sender: nil)
    precondition(navigation.topViewController === shown)
}

@MainActor
func checkPresentation() {
    let presenter = UIViewController()
    let alert = UIAlertController(title: "Error", message: "Failed", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "Retry", style: .cancel) { action in _ = action.title })
    presenter.present(alert, animated: true)
    precondition(presenter.presentedViewController === alert && alert.presentingViewController === presenter)
    precondition(alert.actions.count == 2 && alert.preferredStyle == .alert && alert.message == "Failed")
    var dismissed = false
    alert.dismiss(animated: true) { dismissed = true }
    precondition(dismissed && presenter.presentedViewController == nil && alert.presentingViewController == nil)

    var completed = false
    let modal = UIViewController()
    presenter.present(modal, animated: false, completion: { completed = true })
    precondition(completed && presenter.presentedViewController === modal)
    presenter.dismiss(animated: false, completion: nil)
    precondition(presenter.presentedViewController == nil)

    // Presenting from inside a navigation stack presents from the navigation controller.
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let sheet = UIViewController()
    child.present(sheet, animated: true)
    precondition(child.presentedViewController === sheet && navigation.presentedViewController === sheet)
    precondition(sheet.presentingViewController === navigation)
}

@MainActor
func checkContainment() {
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    precondition(container.children == [child] && child.parent === container)
    precondition(child.view.superview === container.view)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    precondition(container.children.isEmpty && child.parent == nil)
}

@MainActor
func checkReleaseFreesEverything() {
    weak var weakRoot: ListViewController?
    weak var weakNavigation: UINavigationController?
    weak var weakPresented: UIViewController?
    weak var weakView: UIView?
    do {
        let root = ListViewController(greeting: "x")
        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        let presented = UIViewController()
        detail.present(presented, animated: false)
        root.view.addSubview(UILabel())
        weakRoot = root
        weakNavigation = navigation
        weakPresented = presented
        weakView = root.view
    }
    precondition(weakRoot == nil && weakNavigation == nil && weakPresented == nil && weakView == nil, "reference cycle")
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkLifecycle()
    checkNavigation()
    checkPresentation()
    checkContainment()
    checkReleaseFreesEverything()
    print("OK UIKitNavigation")
}
