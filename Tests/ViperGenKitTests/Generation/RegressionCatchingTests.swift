import Testing

@testable import ViperGenKit

/// docs/generated-code.md: generated tests that catch regressions. Samples are distinct per
/// name and position (a swapped or hard-coded argument fails a test), an MVC table is tested
/// with two distinct rows, a mock called with no result set stops naming the member to set, and
/// Swift Testing tests carry display names without the `test` prefix.
struct RegressionCatchingTests {
    static func files(_ module: ModuleSpec, _ options: GenerationOptions) throws -> [String: String] {
        let plan = try Planner(library: TemplateLibrary()).plan(
            [ResolvedModule(module, options: options)],
            builder: ContextBuilder(modules: [module], options: options))
        return Dictionary(
            plan.files.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.contents) },
            uniquingKeysWith: { first, _ in first })
    }

    @Test func samplesAreDistinctPerNameAndPosition() throws {
        let samples = SampleValues(entities: [:])
        #expect(samples.expression(for: .name("String"), name: "threadId", ordinal: 1) == "\"threadId-1\"")
        #expect(samples.expression(for: .name("String"), name: "row", ordinal: 0) == "\"row-0\"")
        #expect(
            samples.expression(for: .name("Int"), name: "a", ordinal: 1)
                != samples.expression(for: .name("Int"), name: "b", ordinal: 2))
        #expect(samples.expression(for: .name("String")) == "\"sample\"", "without a name: the plain sample")
        let entities = SampleValues(entities: [
            "Item": [
                FieldDeclaration(name: "id", type: .name("Int")), FieldDeclaration(name: "title", type: .name("String"))
            ]
        ])
        #expect(entities.expression(for: .name("Item"), name: "row", ordinal: 1) == "Item(id: 7, title: \"title-1\")")
    }

    @Test func aModulesInputGetsDistinctSamples() throws {
        let module = ModuleSpec(
            name: "Inbox",
            input: [
                FieldDeclaration(name: "threadId", type: .name("String")),
                FieldDeclaration(name: "messageId", type: .name("String")),
                FieldDeclaration(name: "page", type: .name("Int")),
                FieldDeclaration(name: "size", type: .name("Int"))
            ])
        let files = try Self.files(module, GenerationOptions(pattern: .viper))
        let tests = try #require(files["InboxRouterTests.swift"])
        #expect(
            tests.contains(
                "InboxRouter.makeModule(threadId: \"threadId-1\", messageId: \"messageId-2\", page: 9, size: 10)"))
        #expect(tests.contains("XCTAssertEqual(presenter.size, 10, \"the factory passes the input on\")"))
    }

    @Test func theTableTestUsesTwoDistinctRows() throws {
        let item = ModuleSpec.Entity(
            name: "Item",
            fields: [FieldDeclaration(name: "id", type: "String"), FieldDeclaration(name: "title", type: "String")])
        let tests = try #require(
            try Self.files(ModuleSpec(name: "List", entities: [item]), GenerationOptions(pattern: .mvc))[
                "ListViewControllerTests.swift"])
        #expect(
            tests.contains(
                "controller.items = [Item(id: \"id-0\", title: \"title-0\"), Item(id: \"id-1\", title: \"title-1\")]"))
        #expect(!tests.contains("\"sample\""))
    }

    /// An MVC module without an entity to list gets no `[String]` table and no selection stub:
    /// nothing the spec says is shown as rows (the fourth review).
    @Test func anMVCModuleWithoutARowEntityHasNoTable() throws {
        for ui in [UIFlavor.uikit, .swiftuiHosted] {
            let files = try Self.files(ModuleSpec(name: "Plain"), GenerationOptions(pattern: .mvc, ui: ui))
            let sources = [files["PlainView.swift"], files["PlainViewController.swift"]].compactMap(\.self)
            #expect(sources.count == 2, "\(ui): the view and the controller are generated")
            for text in sources {
                #expect(!text.contains("UITableView"), "\(ui): no table")
                #expect(!text.contains("items"), "\(ui): no rows")
                #expect(!text.contains("didSelectItem"), "\(ui): no row selection")
            }
            #expect(files["PlainViewControllerTests.swift"]?.contains("items") == false, "\(ui): no row tests")
        }
    }

    /// A throwing double throws the message (the test fails, the run goes on); one that cannot
    /// throw fails the test with it and returns a placeholder (the review found it stopping the
    /// whole test run), and stops with it only where its type has no placeholder.
    @Test func anUnsetMockResultStopsNamingTheMember() throws {
        let service = ModuleSpec.Service(
            name: "FeedService",
            methods: [
                try MethodSignature.parse("load(page: Int) async throws -> [String]"),
                try MethodSignature.parse("count() -> Int"),
                try MethodSignature.parse("title() -> String?"),
                try MethodSignature.parse("latest() -> Story")
            ])
        let images = ModuleSpec.Service(
            name: "CoverService", methods: [try MethodSignature.parse("cover() -> UIImage")])
        let module = ModuleSpec(
            name: "Feed", entities: [ModuleSpec.Entity(name: "Story", fields: [])], services: [service, images])
        let mocks = try #require(try Self.files(module, GenerationOptions(pattern: .mvp))["FeedMocks.swift"])
        #expect(mocks.contains("var loadPageReturnValue: [String]?\n"))
        #expect(
            mocks.contains(
                "guard let value = recorded.loadPageReturnValue else { throw UnsetReturnValue(member: \"loadPageReturnValue\", closure: \"loadPageClosure\", method: \"load(page:)\") }"
            ))
        #expect(
            mocks.contains(
                "var description: String { \"\\(member) is not set: set it or \\(closure) before calling \\(method)\" }"
            ),
            "the error prints the member to set")
        #expect(
            mocks.contains(
                "guard let value = recorded.countReturnValue else { XCTFail(\"countReturnValue is not set: set it or countClosure before calling count()\"); return 0 }"
            ))
        #expect(mocks.contains("\nimport XCTest\n"), "XCTFail is XCTest's")
        #expect(
            mocks.contains(
                "guard let value = recorded.latestReturnValue else { XCTFail(\"latestReturnValue is not set: set it or latestClosure before calling latest()\"); return Story() }"
            ), "a spec entity returns its sample (the sixth review found it stopping the run)")
        #expect(
            mocks.contains(
                "guard let value = coverReturnValue else { Swift.fatalError(\"coverReturnValue is not set: set it or coverClosure before calling cover()\") }"
            ), "a type with neither a placeholder nor a sample stops")
        var swiftTesting = GenerationOptions(pattern: .mvp)
        swiftTesting.tests = .swiftTesting
        let recorded = try #require(try Self.files(module, swiftTesting)["FeedMocks.swift"])
        #expect(
            recorded.contains(
                "guard let value = recorded.countReturnValue else { Issue.record(\"countReturnValue is not set: set it or countClosure before calling count()\"); return 0 }"
            ))
        #expect(recorded.contains("\nimport Testing\n"))
        #expect(mocks.contains("var titleReturnValue: String?\n"))
        #expect(mocks.contains("return recorded.titleReturnValue\n"), "an optional result may stay unset: nil")
        #expect(!mocks.contains("!\n"), "no implicitly unwrapped result")
    }

    /// A `Sendable` service's double is `Sendable` too, its state behind a lock: the main-actor
    /// double it replaces trapped when called off the main actor (`MainActor.assumeIsolated`).
    /// The hand-written Tests/Fixtures/HarnessTests prove it runs from many tasks.
    @Test func aSendableServiceMockKeepsItsStateBehindALock() throws {
        let service = ModuleSpec.Service(
            name: "FeedService",
            methods: [
                try MethodSignature.parse("count(closure: Int) -> Int"),
                try MethodSignature.parse("load(recorded: String) async throws -> String")
            ])
        let module = ModuleSpec(name: "Feed", services: [service])
        let mocks = try #require(try Self.files(module, GenerationOptions(pattern: .mvp))["FeedMocks.swift"])
        #expect(mocks.contains("nonisolated final class MockFeedService: FeedServiceInterface, @unchecked Sendable {"))
        let double = try #require(mocks.range(of: "final class MockFeedService").map { mocks[$0.lowerBound...] })
        let body = double[..<(double.range(of: "\n}\n")?.upperBound ?? double.endIndex)]
        #expect(!body.contains("assumeIsolated"))
        #expect(!body.contains("@MainActor"))
        #expect(mocks.contains("var countClosureClosure: (@Sendable (Int) -> Int)?\n"), "the State's member")
        #expect(
            mocks.contains(
                """
                    var countClosureCallsCount: Int {
                        get { withState { $0.countClosureCallsCount } }
                        set { withState { $0.countClosureCallsCount = newValue } }
                    }
                """))
        #expect(
            mocks.contains("if let closure2 = recorded.countClosureClosure { return closure2(closure) }"),
            "a parameter named `closure` is passed on, not shadowed")
        #expect(
            mocks.contains(
                """
                        let recorded2 = withState {
                            $0.loadRecordedCallsCount += 1
                            $0.loadRecordedReceivedRecorded = recorded
                """), "a parameter named `recorded` is recorded, not shadowed")
        #expect(mocks.contains("if let closure = recorded2.loadRecordedClosure { return try await closure(recorded) }"))

        let mainActorService = ModuleSpec.Service(
            name: "ImageService", methods: [try MethodSignature.parse("image(named name: String) -> UIImage?")])
        let mainActor = try #require(
            try Self.files(ModuleSpec(name: "Feed", services: [mainActorService]), GenerationOptions(pattern: .mvp))[
                "FeedMocks.swift"])
        #expect(mainActor.contains("final class MockImageService: ImageServiceInterface {\n    // MARK: image(named:)"))
        #expect(mainActor.contains("var imageNamedClosure: (@MainActor (String) -> UIImage?)?\n"))
    }

    @Test func swiftTestingTestsHaveDisplayNamesWithoutTheTestPrefix() throws {
        var options = GenerationOptions(pattern: .mvp)
        options.tests = .swiftTesting
        let tests = try #require(try Self.files(ModuleSpec(name: "Feed"), options)["FeedPresenterTests.swift"])
        #expect(
            tests.contains("@Test(\"Loading the view tells the presenter\") func testLoadingTheViewTellsThePresenter()")
        )
        #expect(!tests.contains("@Test func"))
        let xctest = try #require(
            try Self.files(ModuleSpec(name: "Feed"), GenerationOptions(pattern: .mvp))["FeedPresenterTests.swift"])
        #expect(!xctest.contains("@Test"))
    }
}
