import Testing

@testable import Assessment

/// "Tested" (docs/assess.md, Coupling, dependencies, tests): the kinds a blind check found
/// wrong or debatable. Each case pairs a test file that must count with one that must not.
@Suite struct TestedRuleTests {
    /// The number of tested units of a project made of `sources` plus one test file.
    static func tested(_ sources: [(String, String)], test: String) -> (tested: Int, units: Int) {
        let report = Snippet.assess(sources + [("AppTests/SomeTests.swift", test)])
        return (report.testedUnits, report.units)
    }

    static let relation = (
        "App/Model/NearTermDateRelation.swift",
        "enum NearTermDateRelation {\n case outOfRange,\n today\n case later(Int)\n}"
    )

    @Test func anEnumCaseAfterTheTypesNameIsAUse() {
        let test = """
            final class RelativeDateTests: XCTestCase {
                func testOutOfRange() {
                    XCTAssertEqual(relation(), NearTermDateRelation.outOfRange)
                }
            }
            """
        #expect(Self.tested([Self.relation], test: test) == (1, 1))
    }

    @Test func anImplicitEnumCaseCountsWhenTheFileNamesTheType() {
        let named = """
            final class RelativeDateTests: XCTestCase {
                var expected: NearTermDateRelation = .today
                func testLater() { XCTAssertEqual(relation(), .later(2)) }
            }
            """
        #expect(Self.tested([Self.relation], test: named) == (1, 1))
        // The same case with the type named by no test is another type's member.
        let unnamed = "final class T: XCTestCase { func testLater() { XCTAssertEqual(relation(), .later(2)) } }"
        #expect(Self.tested([Self.relation], test: unnamed) == (0, 1))
    }

    @Test func enumCasesAreReadFromTheEnumsOwnBodyOnly() {
        let summary = Snippet.summary(
            """
            enum Route: String {
                case home = "h", `default`
                indirect case nested(Route, [Int])
                static let all = [Route.home]
                func next() -> Route {
                    switch self { case .home: return .default
                    default: return self }
                }
                enum Inner { case hidden }
            }
            """)
        #expect(summary.types[0].memberNames == ["next", "all", "home", "default", "nested"])
    }

    static let calendar = (
        "App/Categories/Calendar+Relation.swift",
        "extension Calendar {\n func nearTermRelation(for date: Date) -> Int { 0 }\n private func hidden() {}\n}"
    )

    @Test func aTestCallingAnExtensionTestsTheUnitHoldingIt() {
        let test = """
            final class CalendarTests: XCTestCase {
                var calendar: Calendar!
                override func setUp() { calendar = Calendar.current }
                func testRelation() { XCTAssertEqual(calendar.nearTermRelation(for: Date()), 0) }
            }
            """
        // The folder holds no type, only the extension: it is a unit, and it is tested.
        #expect(Self.tested([Self.calendar], test: test) == (1, 1))
        // A private member is not reachable from a test.
        let hidden = test.replacingOccurrences(of: "calendar.nearTermRelation(for: Date())", with: "calendar.hidden()")
        #expect(Self.tested([Self.calendar], test: hidden) == (0, 1))
        // Calling a member of that name on a type the extension does not extend, with the
        // extended type named nowhere in the test, is not a use.
        let other = "final class T: XCTestCase { func testX() { XCTAssertEqual(clock.nearTermRelation(for: d), 0) } }"
        #expect(Self.tested([Self.calendar], test: other) == (0, 1))
    }

    @Test func anExtensionOfALiteralTypeNeedsNoNamedType() {
        let sources = [
            ("App/Extensions/String+Email.swift", "extension String { var isEmail: Bool { contains(\"@\") } }")
        ]
        let test = "final class T: XCTestCase { func testEmail() { XCTAssertTrue(\"a@b.c\".isEmail) } }"
        #expect(Self.tested(sources, test: test) == (1, 1))
    }

    @Test func anExtensionWithoutMembersIsNoUnitToTest() {
        let sources = [("App/Extensions/View+Reusable.swift", "extension UIView: Reusable {}")]
        #expect(Self.tested(sources, test: "final class T: XCTestCase {}") == (0, 0))
    }

    @Test func anExtensionInItsOwnFileAddsToTheUnitHoldingTheFile() {
        let sources = [
            ("App/Login/LoginPresenter.swift", "final class LoginPresenter { private var count = 0 }"),
            (
                "App/Login/LoginPresenter+View.swift",
                "extension LoginPresenter: LoginViewOutput { func viewDidLoad() {} }"
            )
        ]
        let test = """
            final class LoginPresenterTests: XCTestCase {
                let sut = LoginPresenter()
                func testLoad() { sut.viewDidLoad() }
            }
            """
        #expect(Self.tested(sources, test: test) == (1, 1))
    }

    static let presenter = (
        "App/Login/LoginPresenter.swift", "final class LoginPresenter { var view: AnyObject?\n func viewDidLoad() {} }"
    )

    @Test func emptySkippedAndDisabledTestsTestNothing() {
        // Were any of these tests working, the set-up's `sut.view` would count (see below).
        for body in [
            "", "// Put the test code here.", "/* later */", "throw XCTSkip(\"flaky\"); sut.viewDidLoad()", "XCTSkip()",
            // An unconditional skip the compiler does not see as one: viper-gen's behaviour stubs.
            "try XCTSkipIf(true, \"fill in\"); sut.viewDidLoad()", "try XCTSkipUnless(false); sut.viewDidLoad()"
        ] {
            let test = """
                final class LoginPresenterTests: XCTestCase {
                    var sut: LoginPresenter!
                    override func setUp() { sut = LoginPresenter(); sut.view = nil }
                    func testExample() throws {
                        \(body)
                    }
                    func testLoad() {
                        // sut.viewDidLoad()
                    }
                }
                """
            #expect(Self.tested([Self.presenter], test: test) == (0, 1), "body: \(body)")
        }
        let disabled = """
            struct LoginPresenterTests {
                let sut = LoginPresenter()
                @Test(.disabled("later")) func load() { sut.viewDidLoad() }
            }
            @Suite(.disabled) struct More { @Test func load() { LoginPresenter().viewDidLoad() } }
            """
        #expect(Self.tested([Self.presenter], test: disabled) == (0, 1))
        // A condition may hold: a conditionally disabled test counts.
        let conditional = "@Test(.disabled(if: isCI)) func load() { LoginPresenter().viewDidLoad() }"
        #expect(Self.tested([Self.presenter], test: conditional) == (1, 1))
    }

    @Test func aSetUpCreatedSubjectIsTestedByTheTestsThatUseIt() {
        // The type is named where `sut` is declared and made; the member is used in a test.
        let test = """
            final class LoginPresenterTests: XCTestCase {
                var sut: LoginPresenter!
                override func setUp() { super.setUp(); sut = LoginPresenter() }
                func testLoad() throws {
                    try XCTSkipIf(isSimulator)
                    sut.viewDidLoad()
                }
            }
            """
        #expect(Self.tested([Self.presenter], test: test) == (1, 1))
        // The set-up runs before each working test: what it calls is exercised by them
        // (CleanArchitectureRxSwift's `setUp()` calls `viewModel.transform(input:)`, whose
        // outputs the tests check).
        let transform = """
            final class CreatePostViewModelTests: XCTestCase {
                var sut: LoginPresenter!
                override func setUp() { sut = LoginPresenter(); sut.viewDidLoad() }
                func testOutput() { XCTAssertEqual(events.count, 0) }
            }
            """
        #expect(Self.tested([Self.presenter], test: transform) == (1, 1))
        // Without a working test in its type, the set-up tests nothing; nor does a mock, a
        // tear-down or another type's set-up.
        let wiring = """
            final class LoginPresenterTests: XCTestCase {
                var sut: LoginPresenter!
                override func setUp() { sut = LoginPresenter(); sut.viewDidLoad() }
                override func tearDown() { sut.viewDidLoad() }
                final class MockView { func show() { LoginPresenter().viewDidLoad() } }
                func testExample() {}
            }
            final class OtherTests: XCTestCase {
                override func tearDown() { LoginPresenter().viewDidLoad() }
                func testNothingYet() { let x = 1; XCTAssertEqual(x, 1) }
            }
            """
        #expect(Self.tested([Self.presenter], test: wiring) == (0, 1))
    }

    @Test func helpersCalledByAWorkingTestCount() {
        let test = """
            final class LoginPresenterTests: XCTestCase {
                func testLoad() { assertLoads(makeSUT()) }
                private func makeSUT() -> LoginPresenter { LoginPresenter() }
                private func assertLoads(_ sut: LoginPresenter) { self.check(sut) }
                private func check(_ sut: LoginPresenter) { sut.viewDidLoad() }
            }
            """
        #expect(Self.tested([Self.presenter], test: test) == (1, 1))
        // The same helpers called by no working test do not count.
        let idle = test.replacingOccurrences(of: "assertLoads(makeSUT())", with: "")
        #expect(Self.tested([Self.presenter], test: idle) == (0, 1))
    }

    @Test func swiftTestingAndQuickTestsCount() {
        let testing = "@Test func loads() { LoginPresenter().viewDidLoad() }"
        #expect(Self.tested([Self.presenter], test: testing) == (1, 1))
        let quick = """
            final class LoginPresenterSpec: QuickSpec {
                override func spec() { it("loads") { LoginPresenter().viewDidLoad() } }
            }
            """
        #expect(Self.tested([Self.presenter], test: quick) == (1, 1))
    }

    @Test func aUseCountsOnlyInTheTestFileThatNamesTheType() {
        // One file names the presenter without using it; another uses `viewDidLoad` on
        // something else: neither tests the presenter.
        let report = Snippet.assess([
            Self.presenter,
            (
                "AppTests/A.swift",
                "final class A: XCTestCase { var sut: LoginPresenter!\n func testA() { XCTAssertNil(nil) } }"
            ),
            ("AppTests/B.swift", "final class B: XCTestCase { func testB() { other.viewDidLoad() } }")
        ])
        #expect(report.testedUnits == 0)
    }
}
