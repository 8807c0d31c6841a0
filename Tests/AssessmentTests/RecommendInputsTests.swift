import Testing

@testable import Assessment

@Suite struct RecommendInputsTests {
    @Test func derivesEveryInputWithItsSource() {
        let report = Snippet.assess([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { func viewDidLoad() {} }"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {}"),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            (
                "AppTests/LoginTests.swift",
                "final class LoginTests: XCTestCase { func testLoad() { let p = LoginPresenter()\np.viewDidLoad() } }"
            )
        ])
        let inputs = RecommendInputs(report: report, authorCount: 3)
        #expect(inputs.current?.value == .viper)
        #expect(inputs.current?.source == "dominant pattern: 1 VIPER module of 2 detected")
        #expect(inputs.screens.value == 2)
        #expect(inputs.complexity.value == 1)
        #expect(inputs.complexity.source.hasPrefix("4 lines of non-test code (size level 1)"))
        #expect(inputs.testing.value == 4)  // 1 of 2 units tested
        #expect(inputs.testing.source == "1 of 2 modules and folders whose types a test uses")
        #expect(inputs.teamSize?.value == 3)
        #expect(RecommendInputs(report: report).teamSize == nil)
    }

    @Test func levels() {
        #expect(
            [0, 4_999, 5_000, 14_999, 15_000, 40_000, 100_000].map(RecommendInputs.sizeLevel) == [1, 1, 2, 2, 3, 4, 5])
        #expect(RecommendInputs.testingLevel(tested: 0, units: 10) == 1)
        #expect(RecommendInputs.testingLevel(tested: 2, units: 10) == 2)
        #expect(RecommendInputs.testingLevel(tested: 3, units: 10) == 3)
        #expect(RecommendInputs.testingLevel(tested: 5, units: 10) == 4)
        #expect(RecommendInputs.testingLevel(tested: 8, units: 10) == 5)
        #expect(RecommendInputs.testingLevel(tested: 0, units: 0) == 1)
    }
}
