import Testing

@testable import Assessment

/// Issue 27's second blind check: dependencies classified by what a type alias names, a view
/// model's own observable outputs, test doubles and data-layer managers.
@Suite struct DependencyKindsTests {
    private func totals(_ report: AssessmentReport) -> (concrete: Int, protocols: Int, injectedConcrete: Int) {
        let metrics = report.modules.map(\.metrics)
        return (
            metrics.map(\.concreteDependencies).reduce(0, +), metrics.map(\.protocolDependencies).reduce(0, +),
            metrics.map(\.injectedConcreteDependencies).reduce(0, +)
        )
    }

    /// `typealias VM = Input & Output` is a protocol, `typealias Service = APIService` the class.
    @Test func typeAliasesAreResolved() {
        let report = Snippet.assess([
            (
                "App/List/ListPresenter.swift",
                """
                protocol ListInput {}
                protocol ListOutput {}
                typealias ListViewModel = ListInput & ListOutput
                typealias Service = APIService
                final class APIService { var cache: [Int] = [] }
                final class ListPresenter {
                    var viewModel: ListViewModel?
                    var service: Service?
                }
                """
            )
        ])
        let counted = totals(report)
        #expect(counted.protocols == 1, "the composition alias is a protocol")
        #expect(counted.concrete == 1, "the class alias is the class")
    }

    /// Issue 27's fourth blind check: a property typed by a protocol composition written in
    /// place, as Clean Swift's templates write the router of every view controller, depends on
    /// its first member that is not a marker protocol (`NSObjectProtocol` here).
    @Test func aCompositionWrittenInPlaceIsItsProtocol() {
        let report = Snippet.assess([
            (
                "App/CreateOrder/CreateOrderViewController.swift",
                """
                protocol CreateOrderRoutingLogic {}
                protocol CreateOrderDataPassing {}
                protocol CreateOrderBusinessLogic {}
                final class CreateOrderViewController {
                    var interactor: CreateOrderBusinessLogic?
                    var router: (NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?
                }
                """
            )
        ])
        let counted = totals(report)
        #expect(counted.protocols == 2, "the interactor and the router")
        #expect(counted.concrete == 0)
    }

    /// `let poster: Observable<Data?> = Observable(nil)`, a subject or a relay made in place is
    /// the view model's output; an injected service of a class is concrete but injected.
    @Test func observableOutputsAreStateAndInitParametersAreInjected() {
        let report = Snippet.assess([
            (
                "App/Movie/MoviePresenter.swift",
                """
                final class Observable<T> { var value: T; init(_ value: T) { self.value = value } }
                final class CurrentValueSubject<T, E> { init(_ value: T) {} }
                final class MovieService { var cache: [Int] = [] }
                final class MoviePresenter {
                    let poster: Observable<Int?> = Observable(nil)
                    let title = CurrentValueSubject<String, Never>("")
                    let service: MovieService
                    init(service: MovieService = MovieService()) { self.service = service }
                }
                """
            )
        ])
        let counted = totals(report)
        #expect(counted.concrete == 1, "MovieService only")
        #expect(counted.injectedConcrete == 1)
        #expect(report.smellEvidence.first { $0.metric == .coupling } == nil, "too few collaborators to judge")
    }

    /// A stub restating its protocol's signature is not reported again; the real type is.
    @Test func testDoublesRepeatNoLayerFinding() {
        let report = Snippet.assess([
            (
                "App/Images/ImagesInteractor.swift",
                """
                import SwiftUI
                protocol ImagesInteractor { func load(image: UIImage) }
                struct RealImagesInteractor: ImagesInteractor { func load(image: UIImage) {} }
                struct StubImagesInteractor: ImagesInteractor { func load(image: UIImage) {} }
                """
            )
        ])
        let messages = report.modules.flatMap(\.violations).map(\.message)
        #expect(messages.contains { $0.hasPrefix("RealImagesInteractor") })
        #expect(!messages.contains { $0.hasPrefix("StubImagesInteractor") })
        #expect(FileSummaryReader.isTestDouble("UserServiceMock", path: "App/UserServiceMock.swift"))
        #expect(FileSummaryReader.isTestDouble("Anything", path: "App/Mocks/Anything.swift"))
        #expect(!FileSummaryReader.isTestDouble("Stubborn", path: "App/Stubborn.swift"))
    }

    /// A test double's name is read as bytes when it is printable ASCII and by `Character`
    /// otherwise: both give what the rule says (a word as the suffix, or as the prefix before
    /// an uppercase letter), whatever the letters.
    @Test func testDoubleNamesByBytesAgreeWithCharacters() {
        func byCharacters(_ name: String) -> Bool {
            FileSummaryReader.testDoubleWords.contains { word in
                name.hasSuffix(word) || name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true
            }
        }
        let names = [
            "StubImagesInteractor", "UserServiceMock", "Stubborn", "Stub", "Spy", "SpyX", "Spyglass", "MockZ",
            "Mock_", "Mock1", "mockUser", "FakeAPI", "Dummy", "DummyData", "Dumm", "Fak", "", "M", "AMockB",
            "MockÉcran", "Stubé", "ÉcranStub", "Fake\u{301}", "FakeÉ", "Stub\u{2160}", "Ｍock"
        ]
        for name in names {
            #expect(FileSummaryReader.isTestDoubleName(name) == byCharacters(name), "\(name)")
        }
        #expect(FileSummaryReader.isTestDoubleName("MockÉcran"))
        #expect(!FileSummaryReader.isTestDoubleName("Fake\u{301}"))
        #expect(!FileSummaryReader.isTestDoubleName("Mock_"))
    }

    /// A view model or view reaching a `…Manager` whose file imports RealmSwift (or names
    /// URLSession) reaches the data layer; a `…Manager` of anything else does not.
    @Test func managersAreJudgedByWhatTheyUse() {
        let report = Snippet.assess([
            (
                "App/Codes/CodesViewController.swift",
                """
                final class CodesViewController: UIViewController {
                    func load() { _ = StoreManager.shared.codes(); _ = ThemeManager.shared.color }
                }
                """
            ),
            (
                "App/Data/StoreManager.swift",
                """
                import RealmSwift
                final class StoreManager { static let shared = StoreManager(); func codes() -> [Int] { [] } }
                """
            ),
            (
                "App/Theme/ThemeManager.swift",
                """
                final class ThemeManager { static let shared = ThemeManager(); var color = 0 }
                """
            )
        ])
        let messages = report.modules.flatMap(\.violations).filter { $0.rule == "data-layer-reference" }.map(\.message)
        #expect(messages.contains { $0.contains("uses StoreManager (the data layer)") }, "\(messages)")
        #expect(!messages.contains { $0.contains("ThemeManager") })
    }

    /// Issue 27's third blind check: a property typed by the type's own generic parameter names
    /// no project type, even when a project class has the parameter's name; a presenter's
    /// reference to its view protocol is not a collaborator; two properties of one protocol are
    /// one dependency.
    @Test func genericParametersViewsAndRepeatedProtocols() {
        let report = Snippet.assess([
            (
                "App/Posts/PostsInteractor.swift",
                """
                protocol AbstractRepository {}
                protocol StringValidator {}
                protocol PostsViewInterface: AnyObject {}
                final class Repository<T>: AbstractRepository { var items: [T] = [] }
                final class PostsInteractor<Repository: AbstractRepository> {
                    let repository: Repository
                    let email: StringValidator
                    let password: StringValidator
                    weak var view: PostsViewInterface?
                    init(repository: Repository, email: StringValidator, password: StringValidator) {
                        self.repository = repository
                        self.email = email
                        self.password = password
                    }
                }
                """
            )
        ])
        let counted = totals(report)
        #expect(counted.concrete == 0, "the generic parameter is not the class Repository<T>")
        #expect(counted.protocols == 1, "StringValidator once; the view protocol is not a collaborator")
    }
}
