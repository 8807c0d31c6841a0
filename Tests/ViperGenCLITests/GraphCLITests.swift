import Foundation
import TestSupport
import Testing

/// `viper-gen graph`: the issue's app drawn as Mermaid, DOT and JSON, and its mistakes.
@Suite struct GraphCLITests {
    static let spec = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs/app-graph.json")

    func run(_ arguments: [String]) throws -> CLIResult {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        return try CLIRunner.run(arguments, in: directory.url)
    }

    @Test func drawsMermaidByDefault() throws {
        let run = try run(["graph"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                flowchart LR
                    Login["Login<br/>VIPER"]
                    Home["Home<br/>MVVM"]
                    TaskDetail["TaskDetail<br/>MVP"]
                    Preferences["Preferences<br/>MVC"]
                    Login -->|present| Home
                    Home -->|push| TaskDetail
                    Home -->|present| Preferences
                    TaskDetail -.->|output| Home

                """)
    }

    @Test func drawsDOTWithOneEdgePerRoute() throws {
        let run = try run(["graph", "--format", "dot"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                digraph App {
                    rankdir=LR;
                    node [shape=box];
                    "Login" [label="Login\\nVIPER"];
                    "Home" [label="Home\\nMVVM"];
                    "TaskDetail" [label="TaskDetail\\nMVP"];
                    "Preferences" [label="Preferences\\nMVC"];
                    "Login" -> "Home" [label="present"];
                    "Home" -> "TaskDetail" [label="push"];
                    "Home" -> "Preferences" [label="present"];
                }

                """)
    }

    @Test func writesJSONWithModulesAndRoutes() throws {
        let run = try run(["graph", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["Login", "Home", "TaskDetail", "Preferences"])
        #expect(modules.map { $0["pattern"] as? String } == ["viper", "mvvm", "mvp", "mvc"])
        #expect(modules[2]["input"] as? [String] == ["taskId: String", "readOnly: Bool"])
        #expect(modules[2]["output"] as? [String] == ["taskDetailDidDelete(taskId: String)"])
        let routes = try #require(object["routes"] as? [[String: String]])
        #expect(
            routes == [
                ["from": "Login", "to": "Home", "style": "present", "method": "routeToHome"],
                ["from": "Home", "to": "TaskDetail", "style": "push", "method": "routeToTaskDetail"],
                ["from": "Home", "to": "Preferences", "style": "present", "method": "routeToPreferences"]
            ])
    }

    @Test func mistakesAreUsageErrors() throws {
        let format = try run(["graph", "--format", "svg"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("error: invalid value 'svg' for --format; valid values: mermaid, dot, json"))
        let extra = try run(["graph", "Login"])
        #expect(extra.status == 2)
        #expect(
            extra.stderr.contains(
                "error: unexpected argument 'Login'; graph draws the whole spec (give it with --spec FILE)"))
        let empty = try TemporaryDirectory()
        let none = try CLIRunner.run(["graph"], in: empty.url)
        #expect(none.status == 2)
        #expect(
            none.stderr.contains(
                "error: no viper-gen.json here or in a parent folder; give one with --spec FILE, or run 'viper-gen init'"
            ))
    }

    @Test func aSpecErrorIsPositionedAndDrawsNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Login", "routes": [{"to": "Hom"}]}, {"name": "Home"}]}"#)
        let run = try CLIRunner.run(["graph"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                viper-gen.json:1:50: error: modules[0].routes[0].to: no module is named "Hom"; did you mean "Home"?
                viper-gen.json: 1 error; no graph was drawn.

                """)
    }

    /// Found by a newcomer's walk: renaming a destination made every output handler filled in
    /// by the module that opens it conflict, because the stub's comment named the destination.
    @Test func renamingADestinationKeepsTheFilledInOutputHandlersWithoutAConflict() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        #expect(try CLIRunner.run(["generate"], in: directory.url).status == 0)
        let viewModel = directory.url.appendingPathComponent("App/Modules/Home/HomeViewModel.swift")
        var text = try String(contentsOf: viewModel, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "        // TODO: react to this event.\n", with: "        print(\"deleted\", taskId)\n")
        try text.write(to: viewModel, atomically: true, encoding: .utf8)
        let specURL = directory.url.appendingPathComponent("viper-gen.json")
        let spec = try String(contentsOf: specURL, encoding: .utf8)
        try spec.replacingOccurrences(of: "TaskDetail", with: "TaskInfo").replacingOccurrences(
            of: "taskDetailDidDelete", with: "taskInfoDidDelete"
        ).write(to: specURL, atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["generate", "--prune"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.contains("merge      App/Modules/Home/HomeViewModel.swift (your edits kept)"), "\(run.stdout)")
        text = try String(contentsOf: viewModel, encoding: .utf8)
        #expect(text.contains("extension HomeViewModel: TaskInfoModuleOutput {"))
        #expect(
            text.contains("func taskInfoDidDelete(taskId: String) {\n        print(\"deleted\", taskId)\n    }"),
            "\(text)")
        #expect(!text.contains("<<<<<<<"))
    }

    /// The second touch: a filled-in output method and an edited shared service survive a spec
    /// change that adds a route, an event and a shared method.
    @Test func editsToGraphFilesAreMergedWhenTheSpecChanges() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        #expect(try CLIRunner.run(["generate"], in: directory.url).status == 0)
        let viewModel = directory.url.appendingPathComponent("App/Modules/Home/HomeViewModel.swift")
        let services = directory.url.appendingPathComponent("App/Modules/Shared/SharedServices.swift")
        var text = try String(contentsOf: viewModel, encoding: .utf8)
        #expect(text.contains("extension HomeViewModel: TaskDetailModuleOutput {"))
        text = text.replacingOccurrences(
            of: "        // TODO: react to this event.\n", with: "        print(\"deleted\", taskId)\n")
        try text.write(to: viewModel, atomically: true, encoding: .utf8)
        var shared = try String(contentsOf: services, encoding: .utf8)
        // The class opens with its NotImplemented error (its signOut() throws), then init().
        shared = shared.replacingOccurrences(
            of: "final class AuthService: AuthServiceInterface {\n",
            with: "final class AuthService: AuthServiceInterface {\n    private var cache: Member?\n")
        try shared.write(to: services, atomically: true, encoding: .utf8)
        var spec = try String(contentsOf: directory.url.appendingPathComponent("viper-gen.json"), encoding: .utf8)
        spec = spec.replacingOccurrences(
            of: #""signOut() async throws"]"#, with: #""signOut() async throws", "refresh() async"]"#)
        spec = spec.replacingOccurrences(
            of: #""output": ["taskDetailDidDelete(taskId: String)"]"#,
            with: #""output": ["taskDetailDidDelete(taskId: String)", "taskDetailDidEdit(taskId: String)"]"#)
        spec = spec.replacingOccurrences(
            of: #"{ "name": "Preferences", "pattern": "mvc", "services": ["AuthService"] }"#,
            with:
                #"{ "name": "Preferences", "pattern": "mvc", "services": ["AuthService"], "routes": [{ "to": "Login", "style": "present" }] }"#
        )
        try spec.write(to: directory.url.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("merge      App/Modules/Home/HomeViewModel.swift (your edits kept)"))
        #expect(run.stdout.contains("merge      App/Modules/Shared/SharedServices.swift (your edits kept)"))
        // Preferences had a router already (a route opens it, so it can close itself); its
        // new route is added to it.
        #expect(run.stdout.contains("update     App/Modules/Preferences/PreferencesRouter.swift"))
        text = try String(contentsOf: viewModel, encoding: .utf8)
        #expect(text.contains("print(\"deleted\", taskId)"))
        #expect(text.contains("func taskDetailDidEdit(taskId: String) {"))
        shared = try String(contentsOf: services, encoding: .utf8)
        #expect(shared.contains("private var cache: Member?") && shared.contains("func refresh() async {"))
        #expect(try CLIRunner.run(["generate", "--check"], in: directory.url).status == 0)
    }

    /// README: generating some modules warns about each route to a module that neither this run
    /// nor the lock knows (its factory would be missing), and stops warning once it exists.
    @Test func namingSomeModulesWarnsAboutDestinationsThatDoNotExist() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        let login = try CLIRunner.run(["generate", "Login", "--quiet"], in: directory.url)
        #expect(login.status == 0)
        #expect(
            login.stderr
                == "warning: Login routes to Home, which this run does not generate and viper-gen has not generated before; "
                + "generate it too (viper-gen generate Login Home) unless the app has it\n")
        #expect(
            try CLIRunner.run(["generate", "Home", "TaskDetail", "Preferences", "--quiet"], in: directory.url).stderr
                .isEmpty)
        let again = try CLIRunner.run(["generate", "Login", "--quiet"], in: directory.url)
        #expect(again.stderr.isEmpty, "the lock knows Home now")
    }
}
