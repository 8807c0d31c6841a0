import Foundation
import TestSupport
import Testing

/// `viper-gen mcp` driven by a scripted client over pipes: the lifecycle, every tool, the
/// resources, progress and cancellation, and every kind of error (malformed JSON, unknown
/// method, unknown tool, bad arguments, a path outside the workspace root).
@Suite(.serialized) struct MCPCLITests {
    static func result(_ response: [String: Any]?) -> [String: Any] { response?["result"] as? [String: Any] ?? [:] }
    static func structured(_ response: [String: Any]?) -> [String: Any] {
        result(response)["structuredContent"] as? [String: Any] ?? [:]
    }
    static func isError(_ response: [String: Any]?) -> Bool? { result(response)["isError"] as? Bool }
    static func errorCode(_ response: [String: Any]?) -> Int? {
        (response?["error"] as? [String: Any])?["code"] as? Int
    }
    static func errorMessage(_ response: [String: Any]?) -> String {
        (response?["error"] as? [String: Any])?["message"] as? String ?? ""
    }
    static func diagnostics(_ response: [String: Any]?) -> [[String: Any]] {
        structured(response)["diagnostics"] as? [[String: Any]] ?? []
    }

    @Test func initializeNegotiatesTheProtocolRevision() throws {
        let folder = try TemporaryDirectory()
        let client = try MCPClient(in: folder.url)
        let current = client.request(
            "initialize",
            ["protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]])
        #expect(Self.result(current)["protocolVersion"] as? String == "2025-06-18")
        let capabilities = Self.result(current)["capabilities"] as? [String: Any] ?? [:]
        #expect(capabilities["tools"] != nil && capabilities["resources"] != nil)
        #expect((Self.result(current)["serverInfo"] as? [String: Any])?["name"] as? String == "viper-gen")
        client.notify("notifications/initialized")
        // An older revision the server speaks is answered with that revision; an unknown one with the newest.
        #expect(
            Self.result(client.request("initialize", ["protocolVersion": "2024-11-05", "capabilities": [:]]))[
                "protocolVersion"] as? String == "2024-11-05")
        #expect(
            Self.result(client.request("initialize", ["protocolVersion": "1999-01-01", "capabilities": [:]]))[
                "protocolVersion"] as? String == "2025-06-18")
        #expect(Self.result(client.request("ping")).isEmpty)
        #expect(client.finish() == 0)
        // Every message is one line of JSON.
        #expect(client.received.allSatisfy { MCPClient.object($0) != nil })
    }

    @Test func toolsListGivesEveryToolWithAnInputSchema() throws {
        let folder = try TemporaryDirectory()
        let client = try MCPClient(in: folder.url)
        let tools = Self.result(client.request("tools/list"))["tools"] as? [[String: Any]] ?? []
        #expect(
            tools.compactMap { $0["name"] as? String }
                == [
                    "plan", "generate", "add_module", "graph", "assess", "recommend", "xcodeproj_add_files",
                    "template_context"
                ])
        for tool in tools {
            let schema = tool["inputSchema"] as? [String: Any] ?? [:]
            #expect(schema["type"] as? String == "object", "\(tool["name"] ?? "")")
            #expect(schema["properties"] is [String: Any])
        }
        let addFiles = tools.first { $0["name"] as? String == "xcodeproj_add_files" }?["inputSchema"] as? [String: Any]
        #expect(addFiles?["required"] as? [String] == ["project", "files"])
        _ = client.finish()
    }

    @Test func protocolErrorsAreJSONRPCErrors() throws {
        let folder = try TemporaryDirectory()
        let client = try MCPClient(in: folder.url)
        client.sendLine("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
        let parse = client.first { $0["error"] != nil }
        #expect(Self.errorCode(parse) == -32700)
        #expect(parse?["id"] is NSNull)
        client.sendLine("[1, 2]")
        #expect(Self.errorCode(client.first { Self.errorCode($0) == -32600 }) == -32600)
        let unknownMethod = client.request("tools/lst")
        #expect(Self.errorCode(unknownMethod) == -32601)
        #expect(Self.errorMessage(unknownMethod) == "Method not found: tools/lst; did you mean tools/list?")
        let unknownTool = client.call("asess")
        #expect(Self.errorCode(unknownTool) == -32602)
        #expect(Self.errorMessage(unknownTool).hasPrefix("Unknown tool: asess; did you mean assess?"))
        let badArgument = client.call("assess", ["pth": "."])
        #expect(Self.errorCode(badArgument) == -32602)
        #expect(
            Self.errorMessage(badArgument)
                == #"Invalid params: assess: unknown argument "pth"; did you mean "path"?; the arguments are path, spec"#
        )
        let wrongType = client.call("recommend", ["teamSize": "three"])
        #expect(
            Self.errorMessage(wrongType) == #"Invalid params: recommend: "teamSize" must be an integer, not a string"#)
        let missing = client.call("template_context", [:])
        #expect(Self.errorMessage(missing) == #"Invalid params: template_context: the argument "module" is required"#)
        #expect(client.finish() == 0)
    }

    @Test func anAgentAddsAModulePlansGeneratesAndReadsTheGraphAndContext() throws {
        let folder = try TemporaryDirectory()
        let client = try MCPClient(in: folder.url)
        let dry = client.call("add_module", ["name": "Login", "pattern": "mvvm", "dryRun": true])
        #expect(Self.isError(dry) == false)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("viper-gen.json").path))
        #expect((Self.structured(dry)["diffs"] as? String)?.contains("+++ b/viper-gen.json") == true)

        let added = client.call("add_module", ["name": "Login", "pattern": "mvvm"])
        #expect(Self.isError(added) == false)
        let report = Self.structured(added)["report"] as? [String: Any]
        #expect(report?["wrote"] as? Bool == true)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("App/Modules/Login/LoginViewModel.swift").path))

        // A second module in the spec: plan shows it with diffs and writes nothing.
        let spec = folder.url.appendingPathComponent("viper-gen.json")
        try #"{"modules": [{"name": "Login", "pattern": "mvvm"}, {"name": "Feed", "pattern": "mvp"}]}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let plan = client.call("plan", [:])
        let planned = (Self.structured(plan)["report"] as? [String: Any])?["files"] as? [[String: Any]] ?? []
        #expect(
            planned.contains {
                $0["path"] as? String == "App/Modules/Feed/FeedPresenter.swift" && $0["status"] as? String == "create"
            })
        #expect(
            (Self.structured(plan)["diffs"] as? String)?.contains("+++ b/App/Modules/Feed/FeedPresenter.swift") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App/Modules/Feed").path))

        let generated = client.call("generate", ["modules": ["Feed"]])
        #expect(Self.isError(generated) == false)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("App/Modules/Feed/FeedPresenter.swift").path))

        let graph = Self.structured(client.call("graph"))
        #expect((graph["graph"] as? [String: Any])?["modules"] as? [[String: Any]] != nil)
        #expect((graph["mermaid"] as? String)?.hasPrefix("flowchart") == true)

        let context = Self.structured(client.call("template_context", ["module": "Feed"]))
        #expect(context["module"] as? String == "Feed")
        #expect((context["context"] as? [String: Any])?["module"] as? String == "Feed")

        let specResource =
            Self.result(client.request("resources/read", ["uri": "viper-gen://spec"]))["contents"] as? [[String: Any]]
        #expect((specResource?.first?["text"] as? String)?.contains("\"Feed\"") == true)
        let lock =
            Self.result(client.request("resources/read", ["uri": "viper-gen://lock"]))["contents"] as? [[String: Any]]
        #expect(lock?.first?["uri"] as? String == "viper-gen://lock")
        let templates =
            Self.result(client.request("resources/read", ["uri": "viper-gen://templates"]))["contents"]
            as? [[String: Any]]
        #expect((templates?.first?["text"] as? String)?.contains("\"viper\"") == true)
        let resources = Self.result(client.request("resources/list"))["resources"] as? [[String: Any]] ?? []
        #expect(
            resources.compactMap { $0["uri"] as? String } == [
                "viper-gen://spec", "viper-gen://lock", "viper-gen://templates"
            ])
        let unknown = client.request("resources/read", ["uri": "viper-gen://spek"])
        #expect(Self.errorCode(unknown) == -32002)
        #expect(client.finish() == 0)
    }

    @Test func assessSendsProgressAndRecommendAnswers() throws {
        let folder = try TemporaryDirectory()
        _ = try CLIRunner.run(["generate", "Login", "Feed"], in: folder.url)
        let client = try MCPClient(in: folder.url)
        let assessed = client.call("assess", ["path": "App"], meta: ["progressToken": "assess-1"])
        #expect(Self.isError(assessed) == false)
        #expect((Self.structured(assessed)["modules"] as? [[String: Any]])?.isEmpty == false)
        let progress = client.received.compactMap(MCPClient.object).filter {
            $0["method"] as? String == "notifications/progress"
        }
        #expect(progress.count == 4)
        #expect(progress.allSatisfy { ($0["params"] as? [String: Any])?["progressToken"] as? String == "assess-1" })
        #expect((progress.last?["params"] as? [String: Any])?["progress"] as? Int == 3)

        let answer = Self.structured(
            client.call("recommend", ["teamSize": 8, "complexity": 5, "testing": 5, "maintenance": 5, "speed": 2]))
        #expect(answer["recommendation"] as? String == "VIPER")
        let derived = Self.structured(
            client.call("recommend", ["project": "App", "teamSize": 2, "maintenance": 3, "speed": 3]))
        #expect((derived["derived"] as? [String: Any])?["screens"] != nil)
        let invalid = client.call(
            "recommend", ["teamSize": 0, "complexity": 9, "testing": 5, "maintenance": 5, "speed": 2])
        #expect(Self.isError(invalid) == true)
        #expect(Self.diagnostics(invalid).contains { ($0["message"] as? String)?.contains("complexity") == true })
        let empty = client.call("assess", ["path": "AppTests/Nowhere"])
        #expect(Self.isError(empty) == true)
        #expect(client.finish() == 0)
    }

    @Test func aCancelledCallGetsNoResponse() throws {
        let folder = try TemporaryDirectory()
        _ = try CLIRunner.run(["generate", "Login", "Feed", "Home", "Profile"], in: folder.url)
        let client = try MCPClient(in: folder.url)
        // The call and its cancellation in one write: the reader takes the cancellation while the
        // worker is still on the call.
        client.sendLine(
            #"{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"assess","arguments":{}}}"# + "\n"
                + #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":41,"reason":"test"}}"#)
        let ping = client.request("ping")
        #expect(ping != nil)
        // The same call not cancelled is answered: the silence above is the cancellation's.
        client.sendLine(#"{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"assess","arguments":{}}}"#)
        #expect(Self.isError(client.response(to: 42)) == false)
        #expect(client.finish() == 0)
        #expect(!client.received.compactMap(MCPClient.object).contains { $0["id"] as? Int == 41 })
    }

    @Test func nothingIsWrittenOutsideTheWorkspaceRoot() throws {
        let parent = try TemporaryDirectory()
        let root = parent.url.appendingPathComponent("root")
        let outside = parent.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        // The spec's output folder is a link out of the root.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("App"), withDestinationURL: outside)
        try #"{"modules": [{"name": "Login"}]}"#.write(
            to: root.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        try #"{"modules": [{"name": "Login"}]}"#.write(
            to: outside.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        let client = try MCPClient(in: root)
        let generated = client.call("generate")
        #expect(Self.isError(generated) == true)
        #expect(
            (Self.diagnostics(generated).first?["message"] as? String)?.hasSuffix(
                "is outside the workspace root \(Self.real(root)): the spec's output folders must lie inside it")
                == true)
        let planned = client.call("plan")
        #expect(Self.isError(planned) == true)
        let viaDots = client.call("generate", ["spec": "../outside/viper-gen.json"])
        #expect(
            Self.diagnostics(viaDots).first?["message"] as? String
                == "spec: ../outside/viper-gen.json is outside the workspace root \(Self.real(root)); give a path inside it"
        )
        let assessed = client.call("assess", ["path": "/etc"])
        #expect(Self.isError(assessed) == true)
        let added = client.call("xcodeproj_add_files", ["project": "../outside/App.xcodeproj", "files": ["x.swift"]])
        #expect(Self.isError(added) == true)
        #expect(client.finish() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["viper-gen.json"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("viper-gen.lock").path))
    }

    @Test func xcodeprojAddFilesAddsAndSaysWhatIsAlreadyIn() throws {
        let folder = try TemporaryDirectory()
        let sample = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj")
        let project = folder.url.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let original = try Data(contentsOf: sample)
        try original.write(to: project.appendingPathComponent("project.pbxproj"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App/Settings"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("App/Settings/SettingsView.swift"))
        let client = try MCPClient(in: folder.url)
        let added = client.call(
            "xcodeproj_add_files",
            ["project": "App.xcodeproj", "files": ["App/Settings/SettingsView.swift"], "targets": ["App"]])
        #expect(Self.isError(added) == false)
        #expect(Self.structured(added)["added"] as? [String] == ["App/Settings/SettingsView.swift"])
        #expect(Self.structured(added)["written"] as? Bool == true)
        let again = client.call(
            "xcodeproj_add_files",
            ["project": "App.xcodeproj", "files": ["App/Settings/SettingsView.swift"], "targets": ["App"]])
        #expect(Self.structured(again)["alreadyIn"] as? [String] == ["App/Settings/SettingsView.swift"])
        #expect(Self.structured(again)["written"] as? Bool == false)
        let typo = client.call(
            "xcodeproj_add_files",
            ["project": "App.xcodeproj", "files": ["App/Settings/SettingsView.swift"], "targets": ["Ap"]])
        #expect(Self.isError(typo) == true)
        #expect(Self.diagnostics(typo).first?["suggestion"] as? String == "App")
        #expect(client.finish() == 0)
        let after = try CLIRunner.run(
            ["xcodeproj", "remove", "App/Settings/SettingsView.swift", "--project", "App.xcodeproj"], in: folder.url)
        #expect(after.status == 0)
        #expect(try Data(contentsOf: project.appendingPathComponent("project.pbxproj")) == original)
    }

    static func real(_ url: URL) -> String { url.resolvingSymlinksInPath().path }
}
