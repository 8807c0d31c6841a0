import Testing

@testable import Assessment

/// The kinds of LCOM4 mistakes a blind check of 40 findings found (issue 27): each snippet is one
/// kind, with the LCOM4 the documented rule gives.
@Suite struct CohesionRulesTests {
    private func lcom4(_ source: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for type in Snippet.summary(source).types { result[type.name] = type.lcom4 }
        return result
    }

    /// A parameter, a local, a closure parameter or a loop variable named like a stored property
    /// is not a use of it; `self.x`, an unshadowed `x`, and `if let x = x`'s right side are.
    @Test func shadowingNamesAreNotUses() {
        let source = """
            final class Parameter {
                var textView = 0
                var other = 0
                func one() { textView += 1 }
                func two(_ textView: Int) { other = textView }
            }
            final class Local {
                var count = 0
                var other = 0
                func one() { count += 1 }
                func two() {
                    let count = 3
                    other = count
                }
            }
            final class ClosureAndLoop {
                var item = 0
                var other = 0
                func one() { item += 1 }
                func two() { [1].forEach { item in print(item) }; other += 1 }
                func three() { for item in [1] { print(item) }; other -= 1 }
            }
            final class Qualified {
                var textView = 0
                func one() { textView += 1 }
                func two(_ textView: Int) { self.textView = textView }
            }
            final class Unwrapped {
                var name: String?
                func one() { name = nil }
                func two() {
                    if let name = name { print(name) }
                }
                func three() {
                    guard let name else { return }
                    print(name)
                }
            }
            final class AfterTheBlock {
                var value = 0
                func one() { value += 1 }
                func two() {
                    if true { let value = 2; print(value) }
                    print(value)
                }
            }
            """
        let result = lcom4(source)
        #expect(result["Parameter"] == 2, "two(_:) reads its parameter: {one(), textView} {two(), other}")
        #expect(result["Local"] == 2, "two() reads its local")
        #expect(result["ClosureAndLoop"] == 2, "two() and three() share other; one() alone uses item")
        #expect(result["Qualified"] == 1, "self.textView is the property")
        #expect(result["Unwrapped"] == 1, "if let name = name and guard let name read the property")
        #expect(result["AfterTheBlock"] == 1, "the local ends with its block")
    }

    /// Calls through `self?.`, `self!.`, a `guard let self` or a local bound to `self` join the
    /// caller and the callee, as `self.` does; `other?.x` is not the type's own `x`.
    @Test func callsThroughOptionalSelfConnect() {
        let source = """
            final class WeakCall {
                var a = 0
                func one() { run { [weak self] in self?.two() } }
                func two() { a += 1 }
            }
            final class ForcedCall {
                var a = 0
                func one() { run { self!.two() } }
                func two() { a += 1 }
            }
            final class StrongSelf {
                var a = 0
                func one() {
                    run { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.two()
                    }
                }
                func two() { a += 1 }
            }
            final class Other {
                var a = 0
                var b = 0
                var friend: Other?
                func one() { a += 1; friend?.b += 1 }
                func two() { b += 1 }
            }
            func run(_ f: () -> Void) { f() }
            """
        let result = lcom4(source)
        #expect(result["WeakCall"] == 1)
        #expect(result["ForcedCall"] == 1)
        #expect(result["StrongSelf"] == 1)
        #expect(result["Other"] == 2, "friend?.b is another object's b")
    }
}

/// Issue 27's blind check, the rules that misfired: stateless types, empty and constant methods,
/// a single forwarder in a presenter, and passive views told by inheritance.
@Suite struct CohesionScopeTests {
    private func lcom4(_ source: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for type in Snippet.summary(source).types { result[type.name] = type.lcom4 }
        return result
    }

    @Test func statelessTypesAndIdleMethodsSplitNothing() {
        let source = """
            final class AppDelegate {
                func applicationDidBecomeActive() { print("a") }
                func applicationWillResignActive() { print("b") }
            }
            final class OrdersAPI {
                func fetchOrders() { }
                func createOrder() { }
            }
            final class Home {
                var items: [Int] = []
                func viewDidLoad() { }
                func numberOfSections() -> Int { return 1 }
                func add() { items.append(1) }
                func count() -> Int { items.count }
            }
            final class Split {
                var a = 0
                var b = 0
                func one() { a += 1 }
                func two() { b += 1 }
                func idle() { }
            }
            """
        let result = lcom4(source)
        #expect(result["AppDelegate"] == .some(nil), "no stored state: no LCOM4")
        #expect(result["OrdersAPI"] == .some(nil))
        #expect(result["Home"] == 1, "an empty viewDidLoad and a constant numberOfSections are not parts")
        #expect(result["Split"] == 2)
        let split = Snippet.summary(source).types.first { $0.name == "Split" }
        #expect(split?.cohesionComponents == [["one()", "a"], ["two()", "b"]], "an idle method is not listed as a part")
    }

    @Test func aSingleForwarderDoesNotSplitAPresenter() {
        let source = """
            final class ItemDetailPresenter {
                weak var view: ItemDetailView?
                let useCase: ItemDetailUseCase
                let wireframe: ItemDetailWireframe
                var number = 0
                init(useCase: ItemDetailUseCase, wireframe: ItemDetailWireframe) { self.useCase = useCase; self.wireframe = wireframe }
                func viewDidLoad() { requestDetail() }
                func requestDetail() {
                    useCase.fetch(number) { [weak self] item in
                        self?.view?.show(item)
                    }
                }
                func didSelectPop() { wireframe.pop() }
            }
            final class TwoJobsPresenter {
                var items: [Int] = []
                var cache: [Int] = []
                func load() {
                    items = [1, 2]
                    items.append(3)
                    print(items)
                    items.sort()
                }
                func remember() {
                    cache = [1]
                    cache.append(2)
                    print(cache)
                    cache.sort()
                }
            }
            """
        let result = lcom4(source)
        #expect(result["ItemDetailPresenter"] == 1, "didSelectPop forwards to the wireframe: not a part of its own")
        let controller = lcom4(
            """
            final class ListViewController: UIViewController {
                var items: [Int] = []
                var handler: ListHandler?
                func reload() {
                    items = [1, 2]
                    items.append(3)
                    print(items)
                    items.sort()
                }
                func didTapAdd() { handler?.add() }
            }
            """)
        #expect(
            controller["ListViewController"] == 1,
            "a passive view's forwarding part (to its handler) is dropped as a presenter's (second blind check)")
        #expect(result["TwoJobsPresenter"] == 2, "two parts that do work still split a presenter")
    }

    /// An MVVM view model's one-line forward to its coordinator (ExampleMVVM's
    /// `DefaultMoviesQueryListViewModel.didSelect(item:)`, fourth blind check) is dropped as a
    /// presenter's forward to its router; two parts that work still split a view model.
    @Test func aForwardToTheCoordinatorDoesNotSplitAViewModel() {
        let result = lcom4(
            """
            final class QueryListViewModel {
                let didSelect: ((String) -> Void)?
                let useCase: QueriesUseCase
                var items: [String] = []
                init(useCase: QueriesUseCase, didSelect: ((String) -> Void)?) { self.useCase = useCase; self.didSelect = didSelect }
                func viewWillAppear() { update() }
                func update() {
                    useCase.fetch { [weak self] queries in
                        self?.items = queries
                    }
                }
                func didSelect(item: String) { didSelect?(item) }
            }
            final class TwoJobsViewModel {
                var items: [Int] = []
                var cache: [Int] = []
                func load() {
                    items = [1, 2]
                    items.append(3)
                    print(items)
                    items.sort()
                }
                func remember() {
                    cache = [1]
                    cache.append(2)
                    print(cache)
                    cache.sort()
                }
            }
            final class QueryListStore {
                let didSelect: ((String) -> Void)?
                var items: [String] = []
                init(didSelect: ((String) -> Void)?) { self.didSelect = didSelect }
                func update() {
                    items = ["a"]
                    items.append("b")
                    print(items)
                    items.sort()
                }
                func didSelect(item: String) { didSelect?(item) }
            }
            """)
        #expect(
            result["QueryListViewModel"] == 1, "didSelect(item:) forwards to the coordinator: not a part of its own")
        #expect(result["TwoJobsViewModel"] == 2, "two parts that do work still split a view model")
        #expect(result["QueryListStore"] == 2, "outside a presenter or view model a forwarder is still a part")
    }

    @Test func passiveViewsAreToldByInheritance() {
        let source = """
            final class FooCell: UITableViewCell {
                @IBOutlet weak var a: UILabel!
                @IBOutlet weak var b: UILabel!
                func showA(_ t: String) { a.text = t }
                func showB(_ t: String) { b.text = t }
            }
            final class BazLabels: UIView {
                @IBOutlet weak var a: UILabel!
                @IBOutlet weak var b: UILabel!
                func showA(_ t: String) { a.text = t }
                func showB(_ t: String) { b.text = t }
            }
            final class RepositoryCell: ThemeableCell {
                var a = UILabel()
                var b = UILabel()
                func showA(_ t: String) { a.text = t }
                func showB(_ t: String) { b.text = t }
            }
            final class Labels {
                var a = 0
                var b = 0
                func showA(_ t: Int) { a = t }
                func showB(_ t: Int) { b = t }
            }
            """
        let result = lcom4(source)
        #expect(result["FooCell"] == .some(nil))
        #expect(result["BazLabels"] == .some(nil))
        #expect(result["RepositoryCell"] == .some(nil), "a superclass named …Cell")
        #expect(result["Labels"] == 2, "not a view: keeps its LCOM4")
    }
}

/// Issue 27's blind check: dependencies, singletons and the UI rules that read inheritance.
@Suite struct AssessRulesByKindTests {
    @Test func entitiesAndTestHooksAreNotConcreteCollaborators() {
        let report = Snippet.assess([
            (
                "App/Topic/TopicPresenter.swift",
                """
                final class TopicPresenter {
                    let model: TopicDetailModel
                    let server: Server
                    let row: Row
                    let inspection = Inspection<TopicPresenter>()
                    let service: TopicService
                    init(model: TopicDetailModel, server: Server, row: Row, service: TopicService) {
                        self.model = model; self.server = server; self.row = row; self.service = service
                    }
                }
                final class TopicDetailModel: NSObject { var title: String? }
                final class Server: Codable { let id: String }
                final class Row { var name = "" }
                final class Inspection<V> { func visit(_ view: V) {} }
                final class TopicService { var cache: [Int] = []; func load() { cache = [] } }
                """
            )
        ])
        let metrics = report.modules.map(\.metrics)
        #expect(metrics.map(\.concreteDependencies).reduce(0, +) == 1, "TopicService only")
        #expect(metrics.map(\.injectedConcreteDependencies).reduce(0, +) == 1, "passed in through init")
    }

    @Test func singletonCallsOfEveryEraCount() {
        let summary = Snippet.summary(
            """
            func f() {
                UIApplication.sharedApplication().openURL(url)
                NSNotificationCenter.defaultCenter().addObserver(self)
                AVAudioSession.sharedInstance().setActive(true)
                V2User.sharedInstance.isLogin
                API.shared().fetch()
                UIAlertAction.Style.default
                DispatchQueue.main.async {}
            }
            """)
        #expect(
            summary.singletons.map(\.member) == [
                "sharedApplication", "defaultCenter", "sharedInstance", "sharedInstance", "shared"
            ])
    }

    @Test func massiveUITypesFollowProjectSuperclasses() {
        let body = (0..<420).map { "    var p\($0) = \($0)" }.joined(separator: "\n")
        let report = Snippet.assess([
            ("App/Cells/ThemeCell.swift", "class ThemeCell: UITableViewCell {}\nclass ThemeCellBase: ThemeCell {}\n"),
            ("App/Cells/BigCell.swift", "class BigCell: ThemeCellBase {\n\(body)\n}\n"),
            ("App/Cells/SwipeCell.swift", "class BigSwipe: SwipeTableViewCell {\n\(body)\n}\n"),
            ("App/Cells/Plain.swift", "class Plain: Base {\n\(body)\n}\n")
        ])
        let massive = report.violations.filter { $0.rule == "massive-type" }.map(\.message)
        #expect(massive.contains { $0.hasPrefix("BigCell has 422 lines (over 400 for a UI type)") })
        #expect(massive.contains { $0.hasPrefix("BigSwipe has 422 lines (over 400 for a UI type)") })
        #expect(!massive.contains { $0.hasPrefix("Plain") }, "not a UI type: 1,000 lines apply")
    }

    @Test func dataLayerReferencesFromEveryViewLayerType() {
        let report = Snippet.assess([
            (
                "App/MoviesList/MoviesList.swift",
                """
                import UIKit
                protocol PosterImagesRepository { func fetch() }
                final class MoviesListViewController: UIViewController {
                    private var posterImagesRepository: PosterImagesRepository?
                }
                final class MoviesListItemCell: UITableViewCell {
                    private var posterImagesRepository: PosterImagesRepository?
                }
                final class MoviesListView: UIView {
                    private var posterImagesRepository: PosterImagesRepository?
                }
                final class MoviesListViewModel {
                    private var posterImagesRepository: PosterImagesRepository?
                }
                """
            )
        ])
        let messages = report.violations.filter { $0.rule == "data-layer-reference" }.map(\.message).sorted()
        #expect(
            messages == [
                "MoviesListItemCell (view) uses PosterImagesRepository (the data layer) directly; go through its presenter or view model",
                "MoviesListView (view) uses PosterImagesRepository (the data layer) directly; go through its presenter or view model",
                "MoviesListViewController (view controller) uses PosterImagesRepository (the data layer) directly; go through its presenter or view model"
            ])
    }
}
