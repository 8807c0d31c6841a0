import Foundation
import TestSupport
import Testing

/// The MCP `assess` tool's `spec` argument: the report's `specFindings`, and the spec's errors
/// as structured diagnostics.
@Suite struct MCPAssessSpecTests {
    static func structured(_ response: [String: Any]?) -> [String: Any] {
        ((response?["result"] as? [String: Any])?["structuredContent"] as? [String: Any]) ?? [:]
    }

    static func isError(_ response: [String: Any]?) -> Bool? {
        (response?["result"] as? [String: Any])?["isError"] as? Bool
    }

    @Test func anAgentChecksTheCodeAgainstTheSpec() throws {
        let app = try AssessSpecCLITests.app()
        let client = try MCPClient(in: app.url)
        let conforming = client.call("assess", ["path": ".", "spec": "viper-gen.json"])
        #expect(Self.isError(conforming) == false)
        #expect((Self.structured(conforming)["specFindings"] as? [Any])?.isEmpty == true)
        let path = "App/Modules/Login/LoginPresenter.swift"
        try app.write(
            path, try #require(app.read(path)).replacingOccurrences(of: "weak var output:", with: "var output:"))
        let drifted = client.call("assess", ["path": ".", "spec": "viper-gen.json"])
        let findings = try #require(Self.structured(drifted)["specFindings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["spec-strong-output"])
        #expect(findings.first?["file"] as? String == path)
        #expect(findings.first?["keyPath"] as? String == "modules[0].output")
        // Without the argument the report has no spec section at all.
        #expect(Self.structured(client.call("assess", ["path": "."]))["specFindings"] == nil)
        #expect(client.finish() == 0)
    }

    @Test func aBadSpecIsAStructuredDiagnostic() throws {
        let app = try AssessSpecCLITests.app()
        try app.write("broken.json", #"{"modules": [{"name": "Login", "pattern": "vipr"}]}"#)
        let client = try MCPClient(in: app.url)
        let broken = client.call("assess", ["path": ".", "spec": "broken.json"])
        #expect(Self.isError(broken) == true)
        let diagnostics = Self.structured(broken)["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.first?["line"] as? Int == 1)
        #expect(diagnostics.first?["path"] as? String == "modules[0].pattern")
        let outside = client.call("assess", ["path": ".", "spec": "/etc/hosts"])
        #expect(Self.isError(outside) == true)
        #expect(client.finish() == 0)
    }
}
