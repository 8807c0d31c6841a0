import TextSupport
import ViperGenKit

/// One JSON-RPC 2.0 message read from a line: a request (with an id), a notification (without),
/// or a response the client sent back (ignored). Read with the kit's JSON reader, the same one
/// the spec is read with; this file adds no parser of its own.
enum JSONRPCMessage: Equatable {
    case request(id: JSONRPCID, method: String, params: JSONNode?)
    case notification(method: String, params: JSONNode?)
    case response

    /// A line that is not a message: the error to answer it with (`id` null when none could be
    /// read).
    struct Invalid: Error, Equatable {
        var id: JSONRPCID?
        var code: Int
        var message: String
    }

    /// The message in `line` (one JSON text, UTF-8).
    static func read(_ line: [UInt8]) throws(Invalid) -> JSONRPCMessage {
        let root: JSONNode
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(line, maximumDepth: 64).root
        } catch {
            throw Invalid(
                id: nil, code: JSONRPCError.parse,
                message: "Parse error: \(error.position.line):\(error.position.column): \(error.message)")
        }
        guard let members = root.objectValue else {
            let what =
                root.arrayValue != nil
                ? "a batch (JSON-RPC batches are not part of MCP since 2025-06-18)" : root.typeDescription
            throw Invalid(
                id: nil, code: JSONRPCError.invalidRequest,
                message: "Invalid Request: a message is a JSON object, not \(what)")
        }
        func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        var id: JSONRPCID?
        if let node = member("id") {
            switch node.value {
            case .string(let text): id = .string(text)
            case .number(let text) where Int(text) != nil: id = .number(Int(text)!)
            default:
                throw Invalid(
                    id: nil, code: JSONRPCError.invalidRequest,
                    message: "Invalid Request: \"id\" must be a string or an integer")
            }
        }
        guard member("jsonrpc")?.stringValue == "2.0" else {
            throw Invalid(
                id: id, code: JSONRPCError.invalidRequest, message: "Invalid Request: \"jsonrpc\" must be \"2.0\"")
        }
        guard let methodNode = member("method") else {
            if member("result") != nil || member("error") != nil { return .response }
            throw Invalid(id: id, code: JSONRPCError.invalidRequest, message: "Invalid Request: no \"method\"")
        }
        guard let method = methodNode.stringValue else {
            throw Invalid(
                id: id, code: JSONRPCError.invalidRequest, message: "Invalid Request: \"method\" must be a string")
        }
        let params = member("params")
        if let params, params.objectValue == nil, params.arrayValue == nil {
            throw Invalid(
                id: id, code: JSONRPCError.invalidRequest, message: "Invalid Request: \"params\" must be an object")
        }
        guard let id else { return .notification(method: method, params: params) }
        return .request(id: id, method: method, params: params)
    }
}

/// A request id: a string or an integer, written back as it came.
enum JSONRPCID: Hashable, Sendable {
    case string(String)
    case number(Int)

    func write(into writer: inout JSONWriter) {
        switch self {
        case .string(let text): writer.string(text)
        case .number(let value): writer.int(value)
        }
    }
}

/// The JSON-RPC 2.0 error codes the server answers with.
enum JSONRPCError {
    static let parse = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603

    /// An error response.
    static func response(id: JSONRPCID?, code: Int, message: String, data: String? = nil) -> String {
        JSONWriter.compactObject { writer in
            writer.field("jsonrpc", "2.0")
            writer.key("id")
            if let id { id.write(into: &writer) } else { writer.null() }
            writer.key("error")
            writer.beginObject()
            writer.field("code", code)
            writer.field("message", message)
            if let data {
                writer.key("data")
                writer.json(data)
            }
            writer.endObject()
        }
    }

    /// A result response; `result` is JSON text.
    static func result(id: JSONRPCID, _ result: String) -> String {
        JSONWriter.compactObject(capacity: result.utf8.count + 64) { writer in
            writer.field("jsonrpc", "2.0")
            writer.key("id")
            id.write(into: &writer)
            writer.key("result")
            writer.json(result)
        }
    }
}
