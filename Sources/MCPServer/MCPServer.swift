// Foundation for Thread (FoundationEssentials has none).
import Foundation
import TextSupport
import ViperGenKit
import WorkSharing

/// A Model Context Protocol server: reads JSON-RPC 2.0 messages, one per line, and answers
/// them through `send`. Knows the lifecycle (initialize with version negotiation, initialized,
/// ping), the tools (`MCPTool`), the resources (spec, lock, templates), cancellation and
/// progress. The transport is the caller's: `viper-gen mcp` wires standard input and output.
///
/// `tools/call` runs on a worker thread in arrival order, so that the reader goes on reading
/// (a ping, a cancellation) while a long call runs; a call cancelled before it ends sends no
/// response, as the protocol asks. Everything else is answered at once on the reader's thread.
package final class MCPServer: Sendable {
    /// The revisions this server speaks, newest first; it answers an `initialize` asking for one
    /// of them with that one, and any other with the newest.
    package static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

    private let workspace: Workspace
    private let version: String
    private let send: @Sendable (String) -> Void
    private let state = Guarded(State())
    private let calls = WorkQueue<Call>()
    private let worker: Guarded<Thread?> = Guarded(nil)
    private let finished = Guarded(false)

    private struct State {
        var initialized = false
        var cancelled: Set<JSONRPCID> = []
        var running: Set<JSONRPCID> = []
    }

    private struct Call: @unchecked Sendable {
        var id: JSONRPCID
        var tool: MCPTool
        var arguments: ToolArguments
        var progressToken: String?
    }

    /// - Parameters:
    ///   - root: the workspace root: no tool reads or writes outside it.
    ///   - version: the server's version, for `serverInfo`.
    ///   - send: writes one message (a line without its newline); called from the reader's and
    ///     the worker's threads, never at the same time.
    package init(root: String, version: String, send: @escaping @Sendable (String) -> Void) {
        workspace = Workspace(root: root)
        self.version = version
        let lock = Lock()
        self.send = { message in lock.withLock { send(JSONCompaction.compact(message)) } }
    }

    /// The workspace root, absolute, links resolved.
    package var root: String { workspace.root }

    /// Handles one line read from the client.
    package func receive(_ line: [UInt8]) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        let message: JSONRPCMessage
        do throws(JSONRPCMessage.Invalid) {
            message = try JSONRPCMessage.read(line)
        } catch {
            send(JSONRPCError.response(id: error.id, code: error.code, message: error.message))
            return
        }
        switch message {
        case .response:
            return
        case .notification(let method, let params):
            notification(method, params)
        case .request(let id, let method, let params):
            request(id, method, params)
        }
    }

    /// Waits for the calls under way to end (end of input).
    package func finish() {
        calls.close()
        while worker.withLock({ $0 }) != nil, !finished.withLock({ $0 }) { usleep(2_000) }
    }

    private func notification(_ method: String, _ params: JSONNode?) {
        switch method {
        case "notifications/initialized":
            state.withLock { $0.initialized = true }
        case "notifications/cancelled":
            guard let id = params?.objectValue?.first(where: { $0.key == "requestId" })?.value else { return }
            let requestID: JSONRPCID? =
                id.stringValue.map(JSONRPCID.string)
                ?? {
                    if case .number(let text) = id.value, let value = Int(text) { return .number(value) }
                    return nil
                }()
            if let requestID { state.withLock { if $0.running.contains(requestID) { $0.cancelled.insert(requestID) } } }
        default:
            return
        }
    }

    private func request(_ id: JSONRPCID, _ method: String, _ params: JSONNode?) {
        switch method {
        case "initialize":
            let asked = member("protocolVersion", of: params)?.stringValue
            let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
            send(JSONRPCError.result(id: id, initializeResult(version: version)))
        case "ping":
            send(JSONRPCError.result(id: id, "{}"))
        case "tools/list":
            send(
                JSONRPCError.result(
                    id: id,
                    JSONWriter.compactObject { writer in
                        writer.key("tools")
                        writer.beginArray()
                        for tool in MCPTool.all {
                            writer.element()
                            tool.write(into: &writer)
                        }
                        writer.endArray()
                    }))
        case "tools/call":
            call(id, params)
        case "resources/list":
            send(
                JSONRPCError.result(
                    id: id,
                    JSONWriter.compactObject { writer in
                        writer.key("resources")
                        writer.beginArray()
                        for resource in MCPResources.all {
                            writer.element()
                            resource.write(into: &writer)
                        }
                        writer.endArray()
                    }))
        case "resources/templates/list":
            send(
                JSONRPCError.result(
                    id: id,
                    JSONWriter.compactObject { writer in
                        writer.key("resourceTemplates")
                        writer.beginArray()
                        writer.endArray()
                    }))
        case "resources/read":
            guard let uri = member("uri", of: params)?.stringValue else {
                send(
                    JSONRPCError.response(
                        id: id, code: JSONRPCError.invalidParams, message: "resources/read needs \"uri\", a string"))
                return
            }
            switch MCPResources.read(uri, workspace: workspace) {
            case .success(let contents):
                send(
                    JSONRPCError.result(
                        id: id,
                        JSONWriter.compactObject(capacity: contents.utf8.count + 32) { writer in
                            writer.key("contents")
                            writer.beginArray()
                            writer.element()
                            writer.json(contents)
                            writer.endArray()
                        }))
            case .failure(let error):
                send(
                    JSONRPCError.response(
                        id: id, code: error.code, message: error.message,
                        data: JSONWriter.compactObject { $0.field("uri", uri) }))
            }
        default:
            let known = [
                "initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/read",
                "resources/templates/list"
            ]
            let close = Suggestion.closest(to: method, among: known)
            send(
                JSONRPCError.response(
                    id: id, code: JSONRPCError.methodNotFound,
                    message: "Method not found: \(method)" + (close.map { "; did you mean \($0)?" } ?? "")))
        }
    }

    private func call(_ id: JSONRPCID, _ params: JSONNode?) {
        guard let name = member("name", of: params)?.stringValue else {
            send(
                JSONRPCError.response(
                    id: id, code: JSONRPCError.invalidParams, message: "tools/call needs \"name\", a string"))
            return
        }
        guard let tool = MCPTool.named(name) else {
            let close = Suggestion.closest(to: name, among: MCPTool.all.map(\.name))
            send(
                JSONRPCError.response(
                    id: id, code: JSONRPCError.invalidParams,
                    message: "Unknown tool: \(name)"
                        + (close.map { "; did you mean \($0)?" } ?? "") + "; the tools are "
                        + MCPTool.all.map(\.name).joined(separator: ", ")))
            return
        }
        let arguments: ToolArguments
        do throws(ToolError) {
            arguments = try ToolArguments(member("arguments", of: params), tool: tool)
        } catch {
            if case .invalidParams(let message) = error {
                send(
                    JSONRPCError.response(
                        id: id, code: JSONRPCError.invalidParams, message: "Invalid params: " + message))
            }
            return
        }
        var token: String?
        if let node = member("progressToken", of: member("_meta", of: params)) {
            switch node.value {
            case .string(let text): token = JSONText.quoted(text)
            case .number(let text): token = text
            default: token = nil
            }
        }
        state.withLock { _ = $0.running.insert(id) }
        startWorker()
        calls.push(Call(id: id, tool: tool, arguments: arguments, progressToken: token))
    }

    private func startWorker() {
        worker.withLock { thread in
            guard thread == nil else { return }
            let started = Thread { [self] in
                while true {
                    let batch = calls.take(upTo: 1)
                    guard let call = batch.first else { break }
                    let response = perform(call)
                    let cancelled = state.withLock { state in
                        state.running.remove(call.id)
                        return state.cancelled.remove(call.id) != nil
                    }
                    if !cancelled { send(response) }
                }
                finished.withLock { $0 = true }
            }
            started.start()
            thread = started
        }
    }

    /// The response to a call.
    private func perform(_ call: Call) -> String {
        let runner = ToolRunner(workspace: workspace) { [self] done, total, message in
            guard let token = call.progressToken, !state.withLock({ $0.cancelled.contains(call.id) }) else { return }
            send(
                JSONWriter.compactObject { writer in
                    writer.field("jsonrpc", "2.0")
                    writer.field("method", "notifications/progress")
                    writer.key("params")
                    writer.beginObject()
                    writer.key("progressToken")
                    writer.json(token)
                    writer.field("progress", Int(done))
                    writer.field("total", Int(total))
                    writer.field("message", message)
                    writer.endObject()
                })
        }
        do throws(ToolError) {
            let output = try runner.run(call.tool, call.arguments)
            return JSONRPCError.result(
                id: call.id, Self.toolResult(text: output.text, isError: false) { $0.json(output.structured) })
        } catch {
            switch error {
            case .invalidParams(let message):
                return JSONRPCError.response(
                    id: call.id, code: JSONRPCError.invalidParams, message: "Invalid params: " + message)
            case .failed(let failure):
                let text = failure.diagnostics.map(\.description).joined(separator: "\n")
                return JSONRPCError.result(
                    id: call.id,
                    Self.toolResult(text: text, isError: true) { writer in
                        writer.beginObject()
                        DiagnosticPrinter.write(failure.diagnostics, into: &writer)
                        if let report = failure.report {
                            writer.key("report")
                            writer.json(report)
                        }
                        writer.endObject()
                    })
            }
        }
    }

    /// The result of `initialize`: the protocol version agreed, what the server can do, who it is.
    private func initializeResult(version: String) -> String {
        JSONWriter.compactObject(capacity: 1_024) { writer in
            writer.field("protocolVersion", version)
            writer.key("capabilities")
            writer.beginObject()
            writer.key("tools")
            writer.beginObject()
            writer.field("listChanged", false)
            writer.endObject()
            writer.key("resources")
            writer.beginObject()
            writer.field("subscribe", false)
            writer.field("listChanged", false)
            writer.endObject()
            writer.endObject()
            writer.key("serverInfo")
            writer.beginObject()
            writer.field("name", "viper-gen")
            writer.field("title", "viper-gen")
            writer.field("version", self.version)
            writer.endObject()
            writer.field("instructions", Self.instructions)
        }
    }

    /// The result of a tool call: its text as one content block, its structured content (written
    /// by `structured`), and whether it failed.
    private static func toolResult(text: String, isError: Bool, structured: (inout JSONWriter) -> Void) -> String {
        JSONWriter.compactObject(capacity: text.utf8.count + 256) { writer in
            writer.key("content")
            writer.beginArray()
            writer.element()
            writer.beginObject()
            writer.field("type", "text")
            writer.field("text", text)
            writer.endObject()
            writer.endArray()
            writer.key("structuredContent")
            structured(&writer)
            writer.field("isError", isError)
        }
    }

    private func member(_ key: String, of node: JSONNode?) -> JSONNode? {
        node?.objectValue?.first { $0.key == key }?.value
    }

    static let instructions = """
        viper-gen scaffolds iOS modules (VIPER, MVP, MVVM, MVC; UIKit or SwiftUI) from viper-gen.json and keeps them \
        alive: call plan before generate, add_module to add a module, xcodeproj_add_files to add files you wrote to an \
        Xcode project, assess to measure the Swift code. Paths are relative to the workspace root.
        """
}
