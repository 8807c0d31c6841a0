import Testing

@testable import Assessment

@Suite struct BaselineTests {
    static let before = Snippet.assess([
        ("Login/LoginPresenter.swift", "import UIKit\nfinal class LoginPresenter {}"),
        ("Login/LoginInteractor.swift", "final class LoginInteractor {}")
    ])

    @Test func sameReportHasNoRegressions() throws {
        #expect(
            try BaselineComparison.regressions(of: Self.before, baseline: ReportJSONEncoder.encode(Self.before)).isEmpty
        )
    }

    @Test func movedViolationIsNotNew() throws {
        let after = Snippet.assess([
            ("Login/LoginPresenter.swift", "// moved\n\nimport UIKit\nfinal class LoginPresenter {}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {}")
        ])
        #expect(try BaselineComparison.regressions(of: after, baseline: ReportJSONEncoder.encode(Self.before)).isEmpty)
    }

    @Test func newViolationsAndLowerScores() throws {
        var after = Snippet.assess([
            ("Login/LoginPresenter.swift", "import UIKit\nfinal class LoginPresenter {}"),
            ("Login/LoginInteractor.swift", "import UIKit\nfinal class LoginInteractor {}")
        ])
        after.metrics[0] = MetricScore(metric: .coupling, score: after.metrics[0].score - 5)
        after.maintainabilityIndex -= 2
        let regressions = try BaselineComparison.regressions(of: after, baseline: ReportJSONEncoder.encode(Self.before))
        #expect(
            regressions.map(\.description) == [
                "new violation: Login/LoginInteractor.swift:1: interactor-imports-uikit: LoginInteractor (interactor) imports UIKit",
                "coupling score went down: \(after.metrics[0].score + 5) → \(after.metrics[0].score)",
                "maintainability index went down: \(after.maintainabilityIndex + 2) → \(after.maintainabilityIndex)"
            ])
    }

    @Test func badBaselines() {
        #expect(throws: BaselineComparison.Error.notJSON) {
            try BaselineComparison.regressions(of: Self.before, baseline: "nope")
        }
        #expect(throws: BaselineComparison.Error.unsupportedVersion("2")) {
            try BaselineComparison.regressions(of: Self.before, baseline: "{\"version\": 2}")
        }
        #expect(throws: BaselineComparison.Error.unsupportedVersion("(none)")) {
            try BaselineComparison.regressions(of: Self.before, baseline: "{}")
        }
    }
}
