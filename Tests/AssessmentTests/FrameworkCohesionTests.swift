import Testing

@testable import Assessment

/// Issue 27's third blind check, the debatable cohesion findings: LCOM4 split types along links
/// the rule could not see — UIKit lifecycle hooks, `delegate = self` wiring with the callbacks it
/// routes, and a VIPER presenter's view-facing and interactor-output halves. The snippets are
/// written after the kinds found in V2ex-Swift (Finb/V2ex-Swift, MIT: `V2PhotoBrowser`,
/// `V2PhotoBrowserSwipeInteractiveTransition`) and VIPER-SWIFT (mutualmobile/VIPER-SWIFT, MIT:
/// `ListPresenter`), reduced; no line is copied.
@Suite struct FrameworkCohesionTests {
    private func lcom4(_ source: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for type in Snippet.summary(source).types { result[type.name] = type.lcom4 }
        return result
    }

    /// Overrides (and an `override` property's getter) are called by the framework over the
    /// screen's state: one component, as a reviewer reads a screen's lifecycle.
    @Test func lifecycleOverridesAreOneComponent() {
        let source = """
            final class PhotoBrowser: UIViewController {
                var transition: SwipeTransition?
                var isAppeared = false
                var photos: [Photo] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    transition = SwipeTransition()
                    transition?.prepare(in: view)
                    load(photos)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    isAppeared = true
                    setNeedsStatusBarAppearanceUpdate()
                }
                override var prefersStatusBarHidden: Bool { isAppeared }
                func load(_ items: [Photo]) {
                    photos = items
                    reload(items.count)
                }
                func reload(_ count: Int) { print(photos.count, count) }
                func interactionControllerForDismissal() -> SwipeTransition? {
                    transition?.isInteracting == true ? transition : nil
                }
            }
            final class Plain {
                var a = 0
                var b = 0
                func viewDidLoad() { a += 1 }
                func viewDidAppear() { b += 1 }
            }
            """
        let measured = lcom4(source)
        #expect(measured["PhotoBrowser"] == 1)
        // Without a framework superclass the same names are ordinary methods and still split.
        #expect(measured["Plain"] == 2)
    }

    /// `recognizer.delegate = self` wires the callbacks the framework then calls: the wiring
    /// method and the delegate callbacks are one component.
    @Test func delegateWiringJoinsTheCallbacks() {
        let source = """
            final class SwipeTransition: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
                var recognizer: UIPanGestureRecognizer?
                var interacting = false
                var dismissing = false
                func prepare(in view: UIView) {
                    let pan = UIPanGestureRecognizer()
                    pan.delegate = self
                    view.addGestureRecognizer(pan)
                    recognizer = pan
                }
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    !interacting && !dismissing
                }
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                    interacting = true
                    return true
                }
            }
            final class Unwired: NSObject {
                var recognizer: Recognizer?
                var interacting = false
                func prepare(in view: View) {
                    recognizer = Recognizer()
                }
                func shouldBegin(_ gestureRecognizer: Recognizer) -> Bool { !interacting }
            }
            """
        let measured = lcom4(source)
        #expect(measured["SwipeTransition"] == 1)
        #expect(measured["Unwired"] == 2)
    }

    /// A third-party delegate protocol: callbacks named after their delegating object's type
    /// (`swipeRecognizerDidStart(_:)` for a `CXSwipeRecognizer`) are hooks too, joined with the
    /// method that wires `delegate = self`.
    @Test func delegateCallbacksAreKnownByCocoaNaming() {
        let source = """
            final class Swipe: NSObject, CXSwipeRecognizerDelegate {
                var recognizer = CXSwipeRecognizer()
                var interacting = false
                func prepare(in view: View) {
                    recognizer.delegate = self
                    view.add(recognizer)
                }
                func swipeRecognizerDidStart(_ recognizer: CXSwipeRecognizer!) { interacting = true }
                func swipeRecognizerDidFinish(_ recognizer: CXSwipeRecognizer!) { interacting = false }
            }
            """
        #expect(lcom4(source)["Swipe"] == 1)
        #expect(Assessment.Cohesion.namesDelegator("urlSession", "URLSession"))
        #expect(Assessment.Cohesion.namesDelegator("tableView", "UITableView"))
        #expect(!Assessment.Cohesion.namesDelegator("configure", "UIImage"))
    }

    /// An application delegate's callbacks are separate entry points: not joined as hooks.
    @Test func anAppDelegateKeepsItsEntryPointsApart() {
        let source = """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var router: DeepLinkRouter?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
                    window = UIWindow()
                    return true
                }
                func application(_ app: UIApplication, open url: URL) -> Bool {
                    router?.open(url)
                    return true
                }
            }
            """
        #expect(lcom4(source)["AppDelegate"] == 2)
    }

    /// A presenter's view-facing half and its interactor-output half share its one job,
    /// mediating: its view, interactor and wireframe count as one.
    @Test func aPresentersHalvesAreOneMediator() {
        let source = """
            final class ListPresenter: ListInteractorOutput, ListModuleInterface {
                var listInteractor: ListInteractorInput?
                var listWireframe: ListWireframe?
                var userInterface: ListViewInterface?
                var cached: [Item] = []
                func updateView() {
                    listInteractor?.findUpcomingItems()
                    print(cached.count)
                }
                func addNewEntry() { listWireframe?.presentAddInterface() }
                func addModuleDidSaveAddAction() {
                    updateView()
                    updateView()
                }
                func foundUpcomingItems(_ items: [Item]) {
                    if items.isEmpty {
                        userInterface?.showNoContentMessage()
                    } else {
                        updateUserInterface(with: items)
                    }
                }
                func updateUserInterface(with items: [Item]) {
                    userInterface?.showUpcomingDisplayData(items)
                    print(items.count)
                }
            }
            final class Splitter {
                var listInteractor: ListInteractorInput?
                var userInterface: ListViewInterface?
                func one() { listInteractor?.findUpcomingItems() }
                func two() { userInterface?.showNoContentMessage() }
            }
            """
        let measured = lcom4(source)
        #expect(measured["ListPresenter"] == 1)
        // Not a presenter: the same two halves are two components.
        #expect(measured["Splitter"] == 2)
    }
}
