import Testing

@testable import Assessment

/// Issue 27's second blind check: the links LCOM4 missed (property-wrapper projections,
/// accessors, calls through the type's own singleton) and passive views that still split.
@Suite struct CohesionLinksTests {
    private func lcom4(_ source: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for type in Snippet.summary(source).types { result[type.name] = type.lcom4 }
        return result
    }

    /// `$details` and `_details` are uses of the wrapped `details`.
    @Test func projectionsAndStorageAreUses() {
        let source = """
            struct Details {
                @State var details: Int = 0
                var other = 0
                func load() { $details.load(other) }
                func show() -> Int { details }
                func reset() { _details = State(initialValue: 0) }
            }
            struct Unwrapped {
                var details: Int = 0
                var other = 0
                func load() { print(other) }
                func show() -> Int { details }
            }
            """
        let result = lcom4(source)
        #expect(result["Details"] == 1, "$details and _details join load() and reset() to show()")
        #expect(result["Unwrapped"] == 2)
    }

    /// A `didSet` calling a method joins the property to it; a computed property's getter joins
    /// the methods that read it to what it reads.
    @Test func accessorsArePartOfTheGraph() {
        let source = """
            final class Observed {
                var message: Int = 0 { didSet { render() } }
                var label = 0
                var tapAction = 0
                func render() { label = 1; label += 2; print(label); print(label) }
                func tap() { print(message); tapAction += 1 }
            }
            final class Computed {
                var a = 0
                var b = 0
                var sum: Int { a + b }
                func one() { a += 1 }
                func two() { b += 1 }
                func three() { print(sum) }
            }
            final class NoAccessor {
                var message: Int = 0
                var label = 0
                func render() { label = 1 }
                func tap() { print(message) }
            }
            """
        let result = lcom4(source)
        #expect(result["Observed"] == 1, "message's didSet calls render()")
        #expect(result["Computed"] == 1, "sum's getter reads a and b")
        #expect(result["NoAccessor"] == 2)
    }

    /// `Self.shared.m()` and `TypeName.shared.m()` call the type's own method; another type's
    /// singleton does not.
    @Test func ownSingletonCallsConnect() {
        let source = """
            final class BiometricsManager {
                static let shared = BiometricsManager()
                var context = 0
                var enabled = false
                func canEvaluate() -> Bool { context > 0 }
                func authenticate() { if canEvaluate() { context += 1 } }
                func showIfNeeded() { if enabled { BiometricsManager.shared.authenticate() } }
                func other() { if enabled { Self.shared.authenticate() } }
            }
            final class Foreign {
                static let shared = Foreign()
                var context = 0
                var enabled = false
                func authenticate() { context += 1 }
                func showIfNeeded() { if enabled { Other.shared.authenticate() } }
            }
            """
        let result = lcom4(source)
        #expect(result["BiometricsManager"] == 1)
        #expect(result["Foreign"] == 2, "Other.shared is another type")
    }

    /// A passive view (forwarders to its presenter, display setters of any length that touch
    /// subviews only) has LCOM4 1; a view with two working parts still splits.
    @Test func passiveViewsDoNotSplit() {
        let source = """
            final class HomeViewController: UIViewController {
                var presenter: HomePresenterInterface!
                @IBOutlet weak var tableView: UITableView!
                @IBOutlet weak var activityIndicator: UIActivityIndicatorView!
                private var items: [Int] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter.viewDidLoad()
                }
                func addTapped() { presenter.didTapAdd() }
                func setLoadingVisible(_ visible: Bool) {
                    if visible {
                        activityIndicator.startAnimating()
                    } else {
                        activityIndicator.stopAnimating()
                    }
                }
                func reload(_ new: [Int]) {
                    items = new
                    tableView.reloadData()
                    print(items.count)
                    print(items.first ?? 0)
                }
                func count() -> Int { items.count + tableView.numberOfSections }
            }
            final class TwoJobsViewController: UIViewController {
                private var transition = SwipeTransition()
                private var isAppeared = false
                private var photos: [Int] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    transition.attach()
                }
                func dismissal() -> SwipeTransition? { transition }
                override func viewDidAppear(_ animated: Bool) { isAppeared = true }
                func reload() {
                    photos = []
                    photos.append(1)
                    print(photos.count)
                    photos.sort()
                }
                func count() -> Int { photos.count }
            }
            """
        let result = lcom4(source)
        #expect(result["HomeViewController"] == 1, "forwarders and the loading setter do not split the view")
        // transition, isAppeared and photos are working state; the lifecycle overrides using the
        // first two are one job (framework hooks, issue 27's third blind check), photos a second.
        #expect(result["TwoJobsViewController"] == 2, "the lifecycle hooks are one component, photos another")
    }
}
