import Foundation
import TestSupport
import Testing

/// `viper-gen assess --spec`: an app generated from a fixture spec, then broken on purpose, one
/// rule per test; freshly generated apps of every pattern and UI flavour report nothing.
@Suite struct AssessSpecCLITests {
    /// One finding of the JSON report.
    struct Finding: Equatable, CustomStringConvertible {
        var rule: String
        var location: String
        var file: String
        var line: Int
        var column: Int
        var keyPath: String
        var description: String { "\(file):\(line):\(column): \(rule) (\(keyPath))" }
    }

    /// The app of `Tests/Fixtures/Specs/<fixture>.json`, generated beside its spec.
    static func app(_ fixture: String = "app-graph") throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let spec = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs/\(fixture).json")
        try FileManager.default.copyItem(at: spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        return directory
    }

    /// The spec findings of `assess . --spec viper-gen.json --format json`.
    static func findings(_ app: TemporaryDirectory, _ extra: [String] = []) throws -> [Finding] {
        let run = try CLIRunner.run(
            ["assess", ".", "--spec", "viper-gen.json", "--format", "json"] + extra, in: app.url)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let list = try #require(report["specFindings"] as? [[String: Any]])
        return list.map { item in
            Finding(
                rule: item["rule"] as? String ?? "", location: item["location"] as? String ?? "",
                file: item["file"] as? String ?? "",
                line: item["line"] as? Int ?? 0, column: item["column"] as? Int ?? 0,
                keyPath: item["keyPath"] as? String ?? "")
        }
    }

    /// Appends `text` to the file and returns the 1-based line and byte column of `marker`'s
    /// first occurrence in it.
    static func append(_ text: String, to path: String, in app: TemporaryDirectory, marking marker: String) throws -> (
        line: Int, column: Int
    ) {
        let before = try #require(app.read(path))
        try app.write(path, before + text)
        let lines = (before + text).split(separator: "\n", omittingEmptySubsequences: false)
        let first = before.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        for index in first..<lines.count {
            if let range = lines[index].range(of: marker) {
                return (index + 1, lines[index].utf8.distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
            }
        }
        Issue.record("\(marker) not in the appended text")
        return (0, 0)
    }

    static let fresh = [
        "app-graph", "app-graph-swiftui", "app-graph-pure-swiftui", "rich", "framework-types",
        "corpus-viper", "corpus-mvp", "corpus-mvvm", "corpus-mvc", "ios16", "accepted-forms"
    ]

    @Test(arguments: fresh)
    func freshlyGeneratedAppsConform(_ fixture: String) throws {
        let app = try Self.app(fixture)
        #expect(try Self.findings(app) == [])
        let text = try CLIRunner.run(["assess", ".", "--spec", "viper-gen.json", "--fail-on", "drift"], in: app.url)
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.hasSuffix("\nThe code conforms to the spec\n"))
    }

    @Test func aRouteDeletedFromCodeIsFoundAtTheSpecsRoute() throws {
        let app = try Self.app()
        let path = "App/Modules/Login/LoginRouter.swift"
        let text = try #require(app.read(path))
        let removed = Self.removingFunction("routeToHome", from: text)
        #expect(removed != text)
        try app.write(path, removed)
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-missing-route", location: "spec", file: "viper-gen.json", line: 6, column: 18,
                    keyPath: "modules[0].routes[0]")
            ])
    }

    @Test func anUndeclaredCrossModuleCallIsFoundWhereItIsMade() throws {
        let app = try Self.app()
        let at = try Self.append(
            "\nextension TaskDetailPresenter {\n    func openHome(member: Member) { _ = HomeBuilder.build(member: member) }\n}\n",
            to: "App/Modules/TaskDetail/TaskDetailPresenter.swift", in: app, marking: "HomeBuilder")
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-undeclared-module-reference", location: "code",
                    file: "App/Modules/TaskDetail/TaskDetailPresenter.swift",
                    line: at.line, column: at.column, keyPath: "modules[2]")
            ])
    }

    @Test func aStrongOutputIsFoundAtItsProperty() throws {
        let app = try Self.app()
        let path = "App/Modules/Login/LoginPresenter.swift"
        let text = try #require(app.read(path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("weak var output:") })
        let column = try #require(lines[index].range(of: "weak")).lowerBound.utf16Offset(in: lines[index]) + 1
        try app.write(path, text.replacingOccurrences(of: "weak var output:", with: "var output:"))
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-strong-output", location: "code", file: path, line: index + 1, column: column,
                    keyPath: "modules[0].output")
            ])
    }

    @Test func aPresenterUsingUIKitIsFoundAtItsImportAndItsUse() throws {
        let app = try Self.app()
        let path = "App/Modules/Login/LoginPresenter.swift"
        let text = try #require(app.read(path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let importLine = try #require(lines.firstIndex { $0 == "import Foundation" }) + 1
        try app.write(
            path, lines.map { $0 == "import Foundation" ? "import UIKit" : String($0) }.joined(separator: "\n"))
        let at = try Self.append(
            "\nextension LoginPresenter {\n    func tint() -> UIColor { .red }\n}\n", to: path, in: app,
            marking: "UIColor")
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-presenter-uikit", location: "code", file: path, line: importLine, column: 1,
                    keyPath: "modules[0]"),
                Finding(
                    rule: "spec-presenter-uikit", location: "code", file: path, line: at.line, column: at.column,
                    keyPath: "modules[0]")
            ])
    }

    @Test func anInteractorReferencingAViewIsFound() throws {
        let app = try Self.app()
        let path = "App/Modules/Login/LoginInteractor.swift"
        let at = try Self.append(
            "\nextension LoginInteractor {\n    func show(on screen: LoginViewController) {}\n}\n", to: path, in: app,
            marking: "LoginViewController")
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-interactor-references-view", location: "code", file: path, line: at.line,
                    column: at.column, keyPath: "modules[0]")
            ])
    }

    @Test func aViewReferencingAServiceIsFound() throws {
        let app = try Self.app()
        let path = "App/Modules/Login/LoginViewController.swift"
        let at = try Self.append(
            "\nextension LoginViewController {\n    func signOut(with service: any AuthServiceInterface) {}\n}\n",
            to: path,
            in: app, marking: "AuthServiceInterface")
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-view-references-service", location: "code", file: path, line: at.line,
                    column: at.column, keyPath: "modules[0]")
            ])
    }

    @Test func aModuleMissingARoleFileIsFoundAtTheSpecsModule() throws {
        let app = try Self.app()
        try FileManager.default.removeItem(
            at: app.url.appendingPathComponent("App/Modules/TaskDetail/TaskDetailPresenter.swift"))
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-missing-role", location: "spec", file: "viper-gen.json", line: 10, column: 5,
                    keyPath: "modules[2]")
            ])
    }

    @Test func aSharedServiceUsedThroughItsImplementationIsFound() throws {
        let app = try Self.app()
        let path = "App/Modules/Preferences/PreferencesViewController.swift"
        let at = try Self.append(
            "\nextension PreferencesViewController {\n    func fallback() -> AuthService { AuthService() }\n}\n",
            to: path,
            in: app, marking: "AuthService")
        #expect(
            try Self.findings(app) == [
                Finding(
                    rule: "spec-concrete-service", location: "code", file: path, line: at.line, column: at.column,
                    keyPath: "modules[3].services[0]")
            ])
    }

    /// `text` without the function named `name` (from its line to its closing brace).
    static func removingFunction(_ name: String, from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") && $0.contains("{") }) else {
            return text
        }
        var depth = 0
        var end = start
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
            end = index
            if depth == 0 { break }
        }
        lines.removeSubrange(start...end)
        return lines.joined(separator: "\n")
    }
}
