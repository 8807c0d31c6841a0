import Foundation
import TestSupport
import Testing
import TextSupport
import WorkSharing

@testable import MCPServer

/// The server without a process: JSON-RPC reading, the answers to each method, argument
/// checking against the schemas, the workspace boundary and one-line framing.
@Suite struct MCPServerTests {
    /// A server in `root` whose messages are collected.
    final class Harness: Sendable {
        let sent = Guarded<[String]>([])
        let server: MCPServer

        init(root: String = FileManager.default.temporaryDirectory.path) {
            let sent = self.sent
            server = MCPServer(root: root, version: "9.9.9") { message in sent.withLock { $0.append(message) } }
        }

        /// Sends `line` and returns what the server sent for it (tool calls: after they end).
        func exchange(_ line: String) -> [String] {
            let before = sent.withLock { $0.count }
            server.receive(Array(line.utf8))
            if line.contains("tools/call") {
                let deadline = Date().addingTimeInterval(60)
                while sent.withLock({ $0.count }) == before, Date() < deadline { usleep(1_000) }
            }
            return sent.withLock { Array($0[before...]) }
        }

        func object(_ line: String) -> [String: Any] {
            (exchange(line).last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
                ?? [:]
        }
    }

    static func error(_ object: [String: Any]) -> (code: Int?, message: String) {
        let error = object["error"] as? [String: Any]
        return (error?["code"] as? Int, error?["message"] as? String ?? "")
    }

    @Test func readsRequestsNotificationsAndResponses() throws {
        #expect(
            try JSONRPCMessage.read(Array(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#.utf8))
                == .request(id: .number(7), method: "ping", params: nil))
        #expect(
            try JSONRPCMessage.read(Array(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#.utf8))
                == .request(id: .string("a"), method: "ping", params: nil))
        #expect(
            try JSONRPCMessage.read(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8))
                == .notification(method: "notifications/initialized", params: nil))
        #expect(try JSONRPCMessage.read(Array(#"{"jsonrpc":"2.0","id":3,"result":{}}"#.utf8)) == .response)
    }

    @Test func refusesWhatIsNotAMessage() {
        let cases: [(String, Int, String)] = [
            ("{", -32700, "Parse error: "),
            ("[]", -32600, "Invalid Request: a message is a JSON object, not a batch"),
            ("42", -32600, "Invalid Request: a message is a JSON object, not a number"),
            (#"{"id":1,"method":"ping"}"#, -32600, #"Invalid Request: "jsonrpc" must be "2.0""#),
            (
                #"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600,
                #"Invalid Request: "id" must be a string or an integer"#
            ),
            (#"{"jsonrpc":"2.0","id":1}"#, -32600, #"Invalid Request: no "method""#),
            (#"{"jsonrpc":"2.0","id":1,"method":3}"#, -32600, #"Invalid Request: "method" must be a string"#),
            (
                #"{"jsonrpc":"2.0","id":1,"method":"ping","params":3}"#, -32600,
                #"Invalid Request: "params" must be an object"#
            )
        ]
        for (line, code, prefix) in cases {
            do {
                _ = try JSONRPCMessage.read(Array(line.utf8))
                Issue.record("accepted \(line)")
            } catch {
                #expect(error.code == code, "\(line)")
                #expect(error.message.hasPrefix(prefix), "\(line): \(error.message)")
            }
        }
    }

    @Test func answersTheLifecycleAndListsOnOneLineEach() {
        let harness = Harness()
        let initialized = harness.object(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{}}}"#
        )
        let result = initialized["result"] as? [String: Any]
        #expect(result?["protocolVersion"] as? String == "2025-03-26")
        #expect((result?["serverInfo"] as? [String: Any])?["version"] as? String == "9.9.9")
        #expect(harness.exchange(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#).isEmpty)
        #expect(
            harness.exchange(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#) == [#"{"jsonrpc":"2.0","id":2,"result":{}}"#]
        )
        let tools = harness.exchange(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
        #expect(tools.count == 1 && !tools[0].contains("\n"))
        #expect(Self.error(harness.object(#"{"jsonrpc":"2.0","id":4,"method":"prompts/list"}"#)).code == -32601)
        // A blank line is no message; a response from the client is not answered.
        #expect(harness.exchange("  ").isEmpty)
        #expect(harness.exchange(#"{"jsonrpc":"2.0","id":9,"result":{}}"#).isEmpty)
    }

    @Test func checksArgumentsAgainstTheSchema() {
        let harness = Harness()
        func call(_ arguments: String) -> (code: Int?, message: String) {
            Self.error(
                harness.object(
                    #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"add_module","arguments":"#
                        + arguments + "}}"))
        }
        #expect(call("{}").message == #"Invalid params: add_module: the argument "name" is required"#)
        #expect(
            call(#"{"name":"A","pattern":"mvvvm"}"#).message
                == #"Invalid params: add_module: "pattern" must be one of viper, mvp, mvvm, mvc; got "mvvvm"; did you mean "mvvm"?"#
        )
        #expect(
            call(#"{"name":"A","dryRun":"yes"}"#).message
                == #"Invalid params: add_module: "dryRun" must be true or false"#)
        #expect(call(#"[1]"#).message == #"Invalid params: add_module: "arguments" must be an object"#)
        let noName = Self.error(harness.object(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}}"#))
        #expect(noName.code == -32602 && noName.message == #"tools/call needs "name", a string"#)
    }

    @Test func everyToolSchemaIsAnObjectWithItsProperties() throws {
        for tool in MCPTool.all {
            var writer = JSONWriter(layout: .compact)
            tool.write(into: &writer)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
            let schema = try #require(object["inputSchema"] as? [String: Any])
            #expect(schema["type"] as? String == "object")
            #expect(Set((schema["properties"] as? [String: Any])?.keys ?? [:].keys) == Set(tool.properties.map(\.name)))
        }
    }

    @Test func theWorkspaceRefusesDotsAndLinksOut() throws {
        let parent = try TemporaryDirectory()
        let root = parent.url.appendingPathComponent("root")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("inside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("out"), withDestinationURL: parent.url)
        let workspace = Workspace(root: root.path)
        #expect(throws: Never.self) { try workspace.resolve("inside/new/file.swift", argument: "path") }
        #expect(throws: ToolFailure.self) { try workspace.resolve("../x", argument: "path") }
        #expect(throws: ToolFailure.self) { try workspace.resolve("inside/../../x", argument: "path") }
        #expect(throws: ToolFailure.self) { try workspace.resolve("out/x", argument: "path") }
        #expect(throws: ToolFailure.self) { try workspace.resolve("/etc", argument: "path") }
        #expect(
            try workspace.resolve(".", argument: "path")
                == URL(fileURLWithPath: workspace.root).standardizedFileURL.path)
    }

    @Test func compactionKeepsStringsAndDropsLayout() {
        #expect(
            JSONCompaction.compact("{\n  \"a b\": [1, 2],\n  \"c\": \"x\\\" y\\n\"\n}\n")
                == #"{"a b":[1,2],"c":"x\" y\n"}"#)
    }
}
