import Foundation
import Testing

@testable import Assessment

/// `AssessRun`: the `assess` command's pipeline as a request in, an outcome out, with the
/// verdicts (`--baseline`, `--fail-under`) and the exit status decided here, not in the CLI.
@Suite struct AssessRunTests {
    /// A folder with the given `(relative path, text)` files.
    static func makeRoot(_ files: [(String, String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assess-run-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static let login = [
        ("Login/LoginPresenter.swift", "import UIKit\nfinal class LoginPresenter {}\n"),
        ("Login/LoginInteractor.swift", "final class LoginInteractor {}\n")
    ]

    @Test func aTreeWithoutSwiftCodeIsEmptyAndFails() throws {
        let root = try Self.makeRoot([("README.md", "no code")])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = AssessRun(AssessRequest(root: root.path, minimumIndex: 100)).run()
        #expect(outcome.isEmpty)
        #expect(outcome.exitStatus == 1)
        // No verdict on scores of nothing.
        #expect(outcome.failedMinimum == nil)
    }

    @Test func passesWithoutChecksAndReportsAsTheAssessorDoes() throws {
        let root = try Self.makeRoot(Self.login)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = AssessRun(AssessRequest(root: root.path)).run()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.report.files.map(\.path) == ["Login/LoginInteractor.swift", "Login/LoginPresenter.swift"])
        #expect(outcome.summaries.count == 2)
        #expect(outcome.filesSection == nil)
        #expect(outcome.report == AssessRun.report(of: root.path))
    }

    @Test func theFilesSectionIsTheEncodersWhenAskedFor() throws {
        let root = try Self.makeRoot(Self.login)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = AssessRun(AssessRequest(root: root.path, encodesFilesSection: true)).run()
        #expect(outcome.filesSection == ReportJSONEncoder.filesSection(outcome.summaries.map(FileReport.init)))
        #expect(outcome.filesSection?.isEmpty == false)
    }

    @Test func anIndexBelowTheMinimumFails() throws {
        let root = try Self.makeRoot(Self.login)
        defer { try? FileManager.default.removeItem(at: root) }
        let index = AssessRun(AssessRequest(root: root.path)).run().report.maintainabilityIndex
        let failing = AssessRun(AssessRequest(root: root.path, minimumIndex: index + 1)).run()
        #expect(failing.failedMinimum == index + 1)
        #expect(failing.exitStatus == 1)
        let passing = AssessRun(AssessRequest(root: root.path, minimumIndex: index)).run()
        #expect(passing.failedMinimum == nil)
        #expect(passing.exitStatus == 0)
    }

    @Test func regressionsAgainstTheBaselineFail() throws {
        let root = try Self.makeRoot(Self.login)
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = ReportJSONEncoder.encode(AssessRun.report(of: root.path))
        #expect(AssessRun(AssessRequest(root: root.path, baseline: baseline)).run().exitStatus == 0)
        try Data("import UIKit\nfinal class LoginInteractor {}\n".utf8).write(
            to: root.appendingPathComponent("Login/LoginInteractor.swift"))
        let outcome = AssessRun(AssessRequest(root: root.path, baseline: baseline)).run()
        #expect(
            outcome.regressions.map(\.description).contains(
                "new violation: Login/LoginInteractor.swift:1: interactor-imports-uikit: LoginInteractor (interactor) imports UIKit"
            ))
        #expect(outcome.exitStatus == 1)
    }

    /// A baseline that cannot be read stops the checks: no verdict on the minimum either.
    @Test func anUnreadableBaselineFailsWithoutOtherVerdicts() throws {
        let root = try Self.makeRoot(Self.login)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = AssessRun(AssessRequest(root: root.path, baseline: "nope", minimumIndex: 100)).run()
        #expect(outcome.baselineError == .notJSON)
        #expect(outcome.failedMinimum == nil)
        #expect(outcome.regressions.isEmpty)
        #expect(outcome.exitStatus == 1)
    }

    /// The skipped files are handed over before the assessment, and kept in the outcome.
    @Test func skippedFilesAreNamedOnceBeforeTheReport() throws {
        let root = try Self.makeRoot(Self.login + [("Big.swift", String(repeating: " ", count: 2_000))])
        defer { try? FileManager.default.removeItem(at: root) }
        var named: [[SkippedFile]] = []
        let request = AssessRequest(root: root.path, maximumFileSize: 1_000, skippedFound: { named.append($0) })
        let outcome = AssessRun(request).run()
        let expected = [SkippedFile(path: "Big.swift", reason: .tooLarge(bytes: 2_000))]
        #expect(named == [expected])
        #expect(outcome.skipped == expected)
        #expect(outcome.report.files.count == 2)
    }
}
