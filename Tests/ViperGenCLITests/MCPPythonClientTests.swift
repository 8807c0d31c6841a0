import Foundation
import TestSupport
import Testing

/// `viper-gen mcp` driven by a real MCP client: the official Python SDK (`pip install mcp`)
/// runs Tests/Fixtures/MCP/python_client.py, which lists the tools, adds a module, plans,
/// generates, adds a file to an Xcode project, assesses with progress, is refused a spec outside
/// the root and reads the spec resource. Opt-in, like the SwiftPM plugin's test: it runs only
/// with `VIPER_GEN_MCP_PYTHON=1` and a Python (`VIPER_GEN_PYTHON`, else python3 on PATH) that
/// imports `mcp`.
@Suite(
    .enabled(
        if: MCPPython.interpreter != nil,
        "set VIPER_GEN_MCP_PYTHON=1 with a python3 that imports mcp (pip install mcp) to run the real MCP client test"))
struct MCPPythonClientTests {
    @Test func theOfficialPythonClientPlansGeneratesAddsFilesAndAssesses() throws {
        let python = try #require(MCPPython.interpreter)

        let folder = try TemporaryDirectory()
        let project = folder.url.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj")
        )
        .write(to: project.appendingPathComponent("project.pbxproj"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App/Settings"), withIntermediateDirectories: true)
        try Data("import Foundation\n".utf8).write(
            to: folder.url.appendingPathComponent("App/Settings/SettingsView.swift"))
        let script = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/MCP/python_client.py").path
        let run = try CLIRunner.run(
            [script, CLIRunner.executable.path, folder.url.resolvingSymlinksInPath().path], binary: python)
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "\(run.stdout)\(run.stderr)")
        #expect(seen["protocolVersion"] as? String == "2025-06-18")
        #expect((seen["tools"] as? [String])?.count == 8)
        #expect(seen["addModuleWrote"] as? Bool == true)
        #expect(seen["planStatuses"] as? [String] == ["unchanged"])
        #expect(seen["xcodeprojAdded"] as? [String] == ["App/Settings/SettingsView.swift"])
        #expect(seen["assessModules"] as? [String] == ["Login"])
        #expect((seen["progress"] as? [Double]) == [0, 1, 2, 3])
        #expect(seen["outsideIsError"] as? Bool == true)
        #expect(seen["specHasLogin"] as? Bool == true)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.deletingLastPathComponent().appendingPathComponent("elsewhere").path))
    }
}

/// The Python that runs the real client: only with VIPER_GEN_MCP_PYTHON=1, and only one that
/// imports `mcp`.
enum MCPPython {
    static let interpreter: URL? = {
        let environment = ProcessInfo.processInfo.environment
        guard environment["VIPER_GEN_MCP_PYTHON"] == "1" else { return nil }
        let candidate =
            environment["VIPER_GEN_PYTHON"].map(URL.init(fileURLWithPath:)) ?? CLIRunner.tool(named: "python3")
        guard let candidate, let check = try? CLIRunner.run(["-c", "import mcp"], binary: candidate), check.status == 0
        else { return nil }
        return candidate
    }()
}
