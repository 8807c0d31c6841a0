import Foundation
import Testing

@testable import Assessment

/// The real apps of `Tests/Fixtures/AssessCorpus/layouts.json` (layer folders, Clean Swift,
/// SwiftUI, MVVM-C): their expected modules and pattern were written before `assess` ran on
/// them. Their code is not committed; each is read from a local mirror (a git directory under
/// `$VIPER_GEN_MIRRORS`, default `/work/.mirror`, as `<owner>+<name>/repo`), at the commit
/// recorded, and the suite is skipped when a mirror is absent.
@Suite(
    .enabled(
        if: LayoutCorpus.present, "the layout corpus mirrors are absent (see AssessCorpus/ORIGINS.md, 'Layout corpus')")
)
struct LayoutCorpusTests {
    @Test func dominantPatternAndModulesOfEveryApp() throws {
        var rows: [String] = []
        var (allExpected, allFound, allMatched) = (0, 0, 0)
        for app in try LayoutCorpus.apps() {
            let report = try LayoutCorpus.assess(app)
            let found = report.modules.filter { $0.pattern != nil }
            let matched = app.modules.filter { expected in
                found.contains { $0.path == expected.path && $0.pattern?.rawValue == expected.pattern }
            }
            for expected in app.modules where !matched.contains(where: { $0.path == expected.path }) {
                Issue.record(
                    "\(app.app): expected module \(expected.name) (\(expected.pattern)) at \(expected.path); found \(found.map { "\($0.name) \($0.pattern!.rawValue) at \($0.path)" })"
                )
            }
            for module in found where !app.modules.contains(where: { $0.path == module.path }) {
                Issue.record(
                    "\(app.app): \(module.name) (\(module.pattern!.rawValue)) at \(module.path) is not a module")
            }
            #expect(
                report.pattern?.rawValue == app.pattern,
                "\(app.app): dominant \(report.pattern?.rawValue ?? "none"), expected \(app.pattern)")
            let precision = found.isEmpty ? 1 : Double(matched.count) / Double(found.count)
            let recall = app.modules.isEmpty ? 1 : Double(matched.count) / Double(app.modules.count)
            rows.append(
                "| \(app.app) | \(app.pattern), \(app.modules.count) | \(report.pattern?.rawValue ?? "none"), \(found.count) | \(Int(precision * 100)) % | \(Int(recall * 100)) % |"
            )
            allExpected += app.modules.count
            allFound += found.count
            allMatched += matched.count
        }
        print(
            "| app | expected (pattern, modules) | found | precision | recall |\n| --- | --- | --- | ---: | ---: |\n"
                + rows.joined(separator: "\n")
                + "\n| all | \(allExpected) | \(allFound) | \(allMatched * 100 / max(1, allFound)) % | \(allMatched * 100 / max(1, allExpected)) % |"
        )
        #expect(allMatched * 100 >= 95 * allFound)
        #expect(allMatched * 100 >= 95 * allExpected)
    }

    @Test func cleanSwiftScenesSayVIP() throws {
        let app = try #require(try LayoutCorpus.apps().first { $0.app == "CleanStore" })
        let report = try LayoutCorpus.assess(app)
        #expect(report.modules.filter { $0.pattern != nil }.allSatisfy { $0.evidence.contains("Clean Swift (VIP)") })
    }
}

enum LayoutCorpus {
    struct App: Decodable {
        struct Module: Decodable {
            var name: String
            var path: String
            var pattern: String
        }
        var app: String
        var mirror: String
        var commit: String
        var root: String
        var pattern: String
        var modules: [Module]
    }

    static var mirrors: String { ProcessInfo.processInfo.environment["VIPER_GEN_MIRRORS"] ?? "/work/.mirror" }

    static func apps() throws -> [App] {
        try JSONDecoder().decode(
            [App].self, from: Data(contentsOf: Fixtures.corpus!.appendingPathComponent("layouts.json")))
    }

    /// The mirror's git directory (`repo/.git` or the bare `repo`).
    static func gitDirectory(_ mirror: String) -> String {
        let repo = "\(mirrors)/\(mirror)/repo"
        return FileManager.default.fileExists(atPath: "\(repo)/.git") ? "\(repo)/.git" : repo
    }

    static let present: Bool = {
        guard let apps = try? apps() else { return false }
        return apps.allSatisfy { FileManager.default.fileExists(atPath: "\(gitDirectory($0.mirror))/HEAD") }
    }()

    /// The app's `.swift` files at its commit, below its root, read with `git archive`.
    static func assess(_ app: App) throws -> AssessmentReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-corpus-\(app.app)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tar = folder.appendingPathComponent("app.tar")
        try run(
            ["git", "--git-dir", gitDirectory(app.mirror), "archive", "-o", tar.path, app.commit, "--"]
                + (app.root.isEmpty ? ["*.swift"] : ["\(app.root)/*.swift"]))
        try run(["tar", "-x", "-f", tar.path, "-C", folder.path])
        try FileManager.default.removeItem(at: tar)
        let root = app.root.isEmpty ? folder : folder.appendingPathComponent(app.root)
        let (files, generated) = SourceTree(root: root.path).summaries()
        return Assessor.assess(summaries: files, generated: generated, root: app.app)
    }

    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: arguments.joined(separator: " ")])
        }
    }
}
