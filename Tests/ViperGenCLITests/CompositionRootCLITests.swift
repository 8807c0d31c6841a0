import Foundation
import TestSupport
import Testing

/// docs/app-graph.md, "The composition root": top-level services become one `AppDependencies`
/// (or the spec's `compositionRoot`) that every factory takes; routers pass it on.
@Suite struct CompositionRootCLITests {
    static let spec = #"""
        {
          "compositionRoot": "AppServices",
          "services": [{ "name": "SessionStore", "methods": ["signIn(user: String) async throws"] }],
          "modules": [
            { "name": "Login", "pattern": "viper", "services": ["SessionStore"], "routes": [{ "to": "Feed", "style": "present" }] },
            { "name": "Feed", "pattern": "mvc", "services": ["SessionStore", { "name": "FeedCache", "methods": ["clear()"] }],
              "routes": [{ "to": "Profile" }] },
            { "name": "Profile", "pattern": "mvvm", "input": ["userId: String"], "services": ["SessionStore"] }
          ]
        }
        """#

    @Test func everyFactoryTakesTheOneRootAndRoutersPassItOn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", Self.spec)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("create     App/Modules/Shared/AppServices.swift"))
        let root = try #require(directory.read("App/Modules/Shared/AppServices.swift"))
        #expect(root.contains("struct AppServices {\n    let sessionStore: any SessionStoreInterface\n"))
        #expect(root.contains("    init(sessionStore: any SessionStoreInterface = SessionStore()) {"))
        let loginRouter = try #require(directory.read("App/Modules/Login/LoginRouter.swift"))
        #expect(loginRouter.contains("static func makeModule(dependencies: AppServices) -> UIViewController {"))
        #expect(
            loginRouter.contains("LoginInteractor(sessionStore: dependencies.sessionStore)"),
            "the shared service comes from the root")
        #expect(loginRouter.contains("let router = LoginRouter(dependencies: dependencies)"))
        #expect(loginRouter.contains("FeedViewController(dependencies: dependencies)"), "the router passes the root on")
        let feed = try #require(directory.read("App/Modules/Feed/FeedViewController.swift"))
        #expect(feed.contains("convenience init(dependencies: AppServices) {"))
        #expect(
            feed.contains("self.init(feedCache: FeedCache(), sessionStore: dependencies.sessionStore, router: router)"),
            "the module's own service is created by its factory")
        let feedRouter = try #require(directory.read("App/Modules/Feed/FeedRouter.swift"))
        #expect(feedRouter.contains("ProfileBuilder.makeModule(dependencies: dependencies, userId: userId)"))
        let profile = try #require(directory.read("App/Modules/Profile/ProfileBuilder.swift"))
        #expect(
            profile.contains("static func makeModule(dependencies: AppServices, userId: String) -> UIViewController {"))
        let tests = try #require(directory.read("AppTests/Modules/Login/LoginRouterTests.swift"))
        #expect(
            tests.contains("LoginRouter.makeModule(dependencies: AppServices(sessionStore: MockSessionStore()))"),
            "tests build one from mocks")
    }

    @Test func aCompositionRootThatIsNotATypeNameIsRefusedWhereItIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", #"{"compositionRoot": "app deps", "modules": [{"name": "Login"}]}"#)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                #"viper-gen.json:1:21: error: compositionRoot: "app deps" is not a valid composition root name: it contains U+0020 (SPACE), which is not allowed in a Swift identifier; did you mean "AppDeps"?"#
            ),
            "\(run.stderr)")
        #expect(directory.files() == ["viper-gen.json"], "nothing is written")
    }
}
