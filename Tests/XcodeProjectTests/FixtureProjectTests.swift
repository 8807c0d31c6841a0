import Foundation
import Testing

@testable import XcodeProject

/// The editor proven on real project files (Tests/Fixtures/XcodeProjects, not committed; the
/// tests are skipped without them) and on our own samples (Tests/Fixtures/XcodeSample), and the
/// fuzz target's seeds and regressions replayed with its invariants.
struct FixtureProjectTests {
    static var hasRealProjects: Bool { !FixtureSupport.realProjects.isEmpty }

    /// The app and unit-test targets of a fixture: ORIGINS.md's names, else the first
    /// application (or compiling) and unit-test targets.
    static func targets(of project: ProjectFile, file: URL) -> (app: String, tests: String)? {
        if let named = FixtureSupport.origins[file.lastPathComponent] {
            return (named.app, named.tests ?? named.app)
        }
        let compiling = project.targets.filter { project.sourcesBuildPhase(of: $0) != nil }
        let app = (compiling.first { $0.productType == "com.apple.product-type.application" } ?? compiling.first)?.name
        let tests = compiling.first { $0.productType == "com.apple.product-type.bundle.unit-test" }?.name ?? app
        guard let app, let tests else { return nil }
        return (app, tests)
    }

    /// The folder a target's sources live in: that of its first compiled Swift file, else its
    /// first synchronized folder, else its name.
    static func folder(of targetName: String, in project: ProjectFile) -> String {
        guard let target = project.target(named: targetName) else { return targetName }
        let paths = project.resolvedTreePaths()
        for buildFile in project.sourcesBuildPhase(of: target)?.buildFileIDs ?? [] {
            if let ref = project.buildFile(buildFile)?.fileRefID, let path = paths[ref], path.hasSuffix(".swift"),
                !path.hasPrefix("/"), !path.hasPrefix("$(")
            {
                return ProjectPath.folder(of: path)
            }
        }
        if let synchronized = target.synchronizedGroupIDs.first, let path = paths[synchronized] { return path }
        return targetName
    }

    /// A VIPER module of six files for the app and two test files, under `appFolder` and
    /// `testFolder`.
    static func module(app: String, tests: String, appFolder: String, testFolder: String) -> [ProjectEdit.Addition] {
        let prefix = { (folder: String) in folder.isEmpty ? "" : folder + "/" }
        let appFiles = [
            "LoginView", "LoginViewController", "LoginPresenter", "LoginInteractor", "LoginRouter", "LoginEntity"
        ]
        .map { ProjectEdit.Addition(path: prefix(appFolder) + "Modules/ViperGenLogin/\($0).swift", targets: [app]) }
        let testFiles = ["LoginPresenterTests", "LoginInteractorTests"]
            .map {
                ProjectEdit.Addition(path: prefix(testFolder) + "Modules/ViperGenLogin/\($0).swift", targets: [tests])
            }
        return appFiles + testFiles
    }

    /// Proves two edits on the file: a module inside the app's and tests' folders, and one in a
    /// new top-level folder (which a synchronized project must take as classic groups).
    static func prove(_ file: URL) throws -> (failures: [String], summary: String) {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let project = try ProjectFile(text: text)
        guard let (app, tests) = targets(of: project, file: file) else {
            return ([], "\(file.lastPathComponent): no targets")
        }
        let folder = try FixtureSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var proof = EditProof(name: file.lastPathComponent, original: text, folder: folder)
        let inPlace = try proof.prove(
            module(
                app: app, tests: tests, appFolder: Self.folder(of: app, in: project),
                testFolder: Self.folder(of: tests, in: project)))
        let topLevel = try proof.prove(
            module(app: app, tests: tests, appFolder: "ViperGenGenerated", testFolder: "ViperGenGeneratedTests"))
        if topLevel.synchronized.isEmpty == false {
            return (
                proof.failures + ["\(file.lastPathComponent): a new top-level folder was taken as synchronized"], ""
            )
        }
        let summary =
            "\(file.lastPathComponent) (objectVersion \(project.objectVersion.map(String.init) ?? "?"), \(app)/\(tests)): "
            + "in place \(inPlace.files.count) files, \(inPlace.memberships.count) memberships, \(inPlace.createdGroups.count) groups, "
            + "\(inPlace.synchronized.count) synchronized; top level \(topLevel.files.count) files, \(topLevel.createdGroups.count) groups"
        return (proof.failures, summary)
    }

    @Test func ourSamplesAreProvenByPlutil() throws {
        let files = FixtureSupport.sampleProjects + FixtureSupport.files(in: "fuzz/corpus/pbxproj", suffix: ".pbxproj")
        #expect(files.count >= 2)
        for file in files {
            let (failures, _) = try Self.prove(file)
            for failure in failures { Issue.record("\(failure)") }
        }
    }

    @Test(
        .enabled(
            if: hasRealProjects, "the real projects are not committed: see Tests/Fixtures/XcodeProjects/ORIGINS.md"))
    func addingAModuleToEveryRealProjectIsProvenByPlutil() throws {
        var summaries: [String] = []
        for file in FixtureSupport.realProjects {
            do {
                let (failures, summary) = try Self.prove(file)
                for failure in failures { Issue.record("\(failure)") }
                summaries.append(summary)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
        print(summaries.joined(separator: "\n"))
    }

    @Test(
        .enabled(
            if: hasRealProjects, "the real projects are not committed: see Tests/Fixtures/XcodeProjects/ORIGINS.md"))
    func everyRealProjectReadsAndItsRangesSliceBackToTheirText() throws {
        if ProcessInfo.processInfo.environment["XCODEPROJECT_FIXTURES"] == nil {
            #expect(FixtureSupport.realProjects.count >= 15)
        }
        for file in FixtureSupport.realProjects {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let project = try ProjectFile(text: text)
            for failure in ProjectInvariants.checkRanges(project.document) {
                Issue.record("\(file.lastPathComponent): \(failure)")
            }
            if let named = FixtureSupport.origins[file.lastPathComponent] {
                for name in [named.app] + (named.tests.map { [$0] } ?? []) where !project.targetNames.contains(name) {
                    Issue.record(
                        "\(file.lastPathComponent): ORIGINS.md names target \(name), the project has \(project.targetNames)"
                    )
                }
            }
        }
    }

    @Test func fuzzSeedsAndRegressionsKeepTheInvariants() throws {
        let files =
            FixtureSupport.files(in: "fuzz/corpus/pbxproj", suffix: "")
            + FixtureSupport.files(in: "fuzz/regressions/pbxproj", suffix: "")
        #expect(files.count >= 4)
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            for failure in ProjectInvariants.check(text) { Issue.record("\(file.lastPathComponent): \(failure)") }
        }
    }
}
