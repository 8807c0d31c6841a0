import Testing

@testable import Assessment

/// The rules of `assess --spec` on hand-written code against a two-module architecture: Feed
/// (VIPER-like, routing to Detail) and Detail (with an output); each rule broken once, and the
/// conforming code reporting nothing.
@Suite struct ConformanceCheckTests {
    typealias Architecture = DeclaredArchitecture

    static func place(_ keyPath: String, line: Int) -> Architecture.Place {
        Architecture.Place(keyPath: keyPath, file: "viper-gen.json", line: line, column: 5)
    }

    static let architecture = Architecture(
        modules: [
            Architecture.Module(
                name: "Feed", pattern: "VIPER", holder: "presenter", place: place("modules[0]", line: 3),
                roles: [
                    .init(name: "FeedPresenter", layer: .presenter, fileName: "FeedPresenter.swift"),
                    .init(name: "FeedInteractor", layer: .interactor, fileName: "FeedInteractor.swift"),
                    .init(name: "FeedView", layer: .view, fileName: "FeedView.swift"),
                    .init(name: "FeedRouter", layer: .router, fileName: "FeedRouter.swift")
                ],
                routes: [
                    .init(target: "Detail", method: "routeToDetail", place: place("modules[0].routes[0]", line: 4))
                ],
                output: nil, services: [.init(name: "Store", place: place("modules[0].services[0]", line: 5))]),
            Architecture.Module(
                name: "Detail", pattern: "MVP", holder: "presenter", place: place("modules[1]", line: 7),
                roles: [
                    .init(name: "DetailPresenter", layer: .presenter, fileName: "DetailPresenter.swift"),
                    .init(name: "DetailBuilder", layer: .factory, fileName: "DetailBuilder.swift"),
                    .init(name: "DetailModuleOutput", layer: .other, fileName: "DetailProtocols.swift"),
                    .init(name: "Note", layer: .entity, fileName: "DetailEntity.swift")
                ],
                routes: [], output: .init(name: "DetailModuleOutput", place: place("modules[1].output", line: 8)),
                services: [])
        ],
        services: [
            .init(
                name: "Store", protocolName: "StoreInterface", implementations: ["Store"],
                place: place("services[0]", line: 1))
        ])

    /// The code a generator would write for the architecture.
    static let conforming: [String: String] = [
        "Feed/FeedPresenter.swift":
            "import Foundation\nfinal class FeedPresenter: DetailModuleOutput {\n    let interactor: FeedInteractor\n    init(interactor: FeedInteractor) { self.interactor = interactor }\n}\n",
        "Feed/FeedInteractor.swift":
            "final class FeedInteractor {\n    let store: any StoreInterface\n    init(store: any StoreInterface) { self.store = store }\n    static func make() -> FeedInteractor { FeedInteractor(store: Store()) }\n}\n",
        "Feed/FeedView.swift":
            "import UIKit\nfinal class FeedView: UIViewController {\n    var presenter: FeedPresenter?\n}\n",
        "Feed/FeedRouter.swift":
            "final class FeedRouter {\n    weak var detailOutput: (any DetailModuleOutput)?\n    func routeToDetail() { _ = DetailBuilder.build(output: detailOutput) }\n}\n",
        "Detail/DetailPresenter.swift":
            "final class DetailPresenter {\n    weak var output: (any DetailModuleOutput)?\n    var note: Note?\n}\n",
        "Detail/DetailBuilder.swift":
            "enum DetailBuilder {\n    static func build(output: (any DetailModuleOutput)?) -> DetailPresenter { DetailPresenter() }\n}\n",
        "Detail/DetailProtocols.swift": "protocol DetailModuleOutput: AnyObject {}\n",
        "Detail/DetailEntity.swift": "struct Note {}\n",
        "Shared/Services.swift": "protocol StoreInterface {}\nfinal class Store: StoreInterface {}\n"
    ]

    /// The findings of the conforming code with `changes` applied (nil removes a file).
    static func findings(_ changes: [String: String] = [:], removing removed: String? = nil) -> [String] {
        var files = conforming
        for (path, text) in changes { files[path] = text }
        if let removed { files[removed] = nil }
        let facts = files.keys.sorted().compactMap { path in
            files[path].map { CodeFacts.read(path: path, bytes: Array($0.utf8)) }
        }
        return ConformanceCheck(architecture).findings(facts).map {
            "\($0.position): \($0.rule.rawValue) \($0.keyPath)"
        }
    }

    @Test func conformingCodeReportsNothing() {
        #expect(Self.findings() == [])
    }

    @Test func aMissingRoleFileIsReportedAtTheModule() {
        #expect(
            Self.findings(removing: "Feed/FeedInteractor.swift") == ["viper-gen.json:3:5: spec-missing-role modules[0]"]
        )
    }

    @Test func aRouteWithoutItsMethodOrWithoutTheDestinationIsReported() {
        #expect(
            Self.findings(["Feed/FeedRouter.swift": "final class FeedRouter {}\n"]) == [
                "viper-gen.json:4:5: spec-missing-route modules[0].routes[0]"
            ])
        let astray = "final class FeedRouter {\n    func routeToDetail() { print(1) }\n}\n"
        #expect(
            Self.findings(["Feed/FeedRouter.swift": astray]) == [
                "Feed/FeedRouter.swift:2:5: spec-missing-route modules[0].routes[0]"
            ])
    }

    @Test func aReferenceAgainstTheRoutesIsReportedButEntitiesAreFree() {
        let back =
            "final class DetailPresenter {\n    weak var output: (any DetailModuleOutput)?\n    var feed: FeedPresenter?\n    var note: Note?\n}\n"
        #expect(
            Self.findings(["Detail/DetailPresenter.swift": back]) == [
                "Detail/DetailPresenter.swift:3:15: spec-undeclared-module-reference modules[1]"
            ])
    }

    @Test func aStrongOutputIsReported() {
        let strong =
            "final class DetailPresenter {\n    var output: (any DetailModuleOutput)?\n    var note: Note?\n}\n"
        #expect(
            Self.findings(["Detail/DetailPresenter.swift": strong]) == [
                "Detail/DetailPresenter.swift:2:5: spec-strong-output modules[1].output"
            ])
    }

    @Test func aServiceImplementationOutsideFactoriesIsReported() {
        let concrete = "final class FeedInteractor {\n    let store = Store()\n}\n"
        #expect(
            Self.findings(["Feed/FeedInteractor.swift": concrete]) == [
                "Feed/FeedInteractor.swift:2:17: spec-concrete-service modules[0].services[0]"
            ])
    }

    @Test func aPresenterWithUIKitIsReportedUnlessTheSpecNamesUIKit() {
        let uikit = "import UIKit\nfinal class FeedPresenter {\n    var color: UIColor?\n}\n"
        #expect(
            Self.findings(["Feed/FeedPresenter.swift": uikit])
                == [
                    "Feed/FeedPresenter.swift:1:1: spec-presenter-uikit modules[0]",
                    "Feed/FeedPresenter.swift:3:16: spec-presenter-uikit modules[0]"
                ])
        var architecture = Self.architecture
        architecture.modules[0].frameworks = ["UIKit"]
        let facts = CodeFacts.read(path: "Feed/FeedPresenter.swift", bytes: Array(uikit.utf8))
        #expect(ConformanceCheck(architecture).presenterUIKit(facts) == [])
    }

    @Test func anInteractorNamingAViewIsReported() {
        let viewing = "final class FeedInteractor {\n    weak var view: FeedView?\n}\n"
        #expect(
            Self.findings(["Feed/FeedInteractor.swift": viewing]) == [
                "Feed/FeedInteractor.swift:2:20: spec-interactor-references-view modules[0]"
            ])
    }

    @Test func aViewNamingAServiceIsReported() {
        let serviced =
            "import UIKit\nfinal class FeedView: UIViewController {\n    var store: (any StoreInterface)?\n}\n"
        #expect(
            Self.findings(["Feed/FeedView.swift": serviced]) == [
                "Feed/FeedView.swift:3:21: spec-view-references-service modules[0]"
            ])
    }
}
