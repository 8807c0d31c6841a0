import Foundation
import TestSupport
import Testing

/// `viper-gen templates context MODULE [--spec FILE]`: the context a template receives, as JSON
/// that `templates render --context` reads back.
@Suite struct TemplatesContextCLITests {
    static let spec = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs/app-graph.json")

    func scratch() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.spec, to: directory.url.appendingPathComponent("viper-gen.json"))
        return directory
    }

    @Test func printsTheVersionedContextOfASpecModule() throws {
        let directory = try scratch()
        let run = try CLIRunner.run(["templates", "context", "Home"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 5)
        #expect(object["module"] as? String == "Home")
        #expect(object["pattern"] as? String == "mvvm")
        #expect(object["domain"] is NSNull, "an unset option is null, as templates see it")
        let routes = try #require(object["routes"] as? [[String: Any]])
        // The spec has top-level services: every factory takes the composition root first.
        #expect(
            routes.first?["build"] as? String
                == "TaskDetailBuilder.makeModule(dependencies: dependencies, taskId: taskId, readOnly: readOnly, output: taskDetailOutput)"
        )
        #expect(run.stdout.hasPrefix("{\n  \"adoptedOutputs\": [\n"), "sorted keys, two-space indentation")
    }

    @Test func whatItPrintsRendersWithTemplatesRender() throws {
        let directory = try scratch()
        let context = try CLIRunner.run(["templates", "context", "Home"], in: directory.url)
        try directory.write("context.json", context.stdout)
        try directory.write("routes.mustache", "{{#routes}}{{method}} -> {{build}}\n{{/routes}}")
        let run = try CLIRunner.run(
            ["templates", "render", "routes.mustache", "--context", "context.json", "--no-escape"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                routeToTaskDetail -> TaskDetailBuilder.makeModule(dependencies: dependencies, taskId: taskId, readOnly: readOnly, output: taskDetailOutput)
                routeToPreferences -> PreferencesViewController(dependencies: dependencies)

                """)
    }

    @Test func sharedIsTheTopLevelDeclarationsAndANewNameIsANewModule() throws {
        let directory = try scratch()
        let shared = try CLIRunner.run(["templates", "context", "Shared"], in: directory.url)
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stdout.contains("\"name\": \"AuthService\""))
        let fresh = try CLIRunner.run(["templates", "context", "Profile"], in: directory.url)
        #expect(fresh.status == 0)
        #expect(fresh.stdout.contains("\"module\": \"Profile\""))
    }

    @Test func mistakesAreUsageErrors() throws {
        let directory = try scratch()
        let none = try CLIRunner.run(["templates", "context"], in: directory.url)
        #expect(none.status == 2)
        #expect(none.stderr.contains("error: 'templates context' needs one MODULE name"))
        let invalid = try CLIRunner.run(["templates", "context", "user profile"], in: directory.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("invalid module name \"user profile\""))
        let empty = try TemporaryDirectory()
        let noShared = try CLIRunner.run(["templates", "context", "Shared"], in: empty.url)
        #expect(noShared.status == 2)
        #expect(noShared.stderr.contains("no viper-gen.json here or in a parent folder"))
    }
}
