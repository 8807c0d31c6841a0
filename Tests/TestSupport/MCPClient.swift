import Foundation

/// A scripted Model Context Protocol client over pipes: spawns `viper-gen mcp`, writes one
/// JSON-RPC message per line and reads the server's lines on a thread of its own, so that a test
/// can wait for the response to one request while notifications (progress) arrive around it.
public final class MCPClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var closed = false
    private var nextID = 1

    /// Starts `viper-gen mcp` (with `arguments`) in `directory`.
    public init(in directory: URL, arguments: [String] = []) throws {
        process.executableURL = CLIRunner.executable
        process.arguments = ["mcp"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "NO_COLOR": "1"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    condition.lock()
                    lines.append(line)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            closed = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes `text` and a newline, as is (a malformed line too).
    public func sendLine(_ text: String) {
        input.fileHandleForWriting.write(Data((text + "\n").utf8))
    }

    /// Sends a request and returns its id.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any]? = nil) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        sendLine(Self.text(message))
        return id
    }

    /// Sends a notification.
    public func notify(_ method: String, _ params: [String: Any]? = nil) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        sendLine(Self.text(message))
    }

    /// Sends a request and waits for its response.
    public func request(_ method: String, _ params: [String: Any]? = nil, timeout: TimeInterval = 120) -> [String: Any]?
    {
        response(to: send(method, params), timeout: timeout)
    }

    /// Calls a tool and waits for the response.
    public func call(_ tool: String, _ arguments: [String: Any] = [:], meta: [String: Any]? = nil) -> [String: Any]? {
        var params: [String: Any] = ["name": tool, "arguments": arguments]
        if let meta { params["_meta"] = meta }
        return request("tools/call", params)
    }

    /// The first message whose id is `id` (a number), waiting up to `timeout` seconds.
    public func response(to id: Int, timeout: TimeInterval = 120) -> [String: Any]? {
        first(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The first message read so far or within `timeout` that satisfies `test`.
    public func first(timeout: TimeInterval = 120, where test: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            for line in lines {
                if let message = Self.object(line), test(message) { return message }
            }
            if closed || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Every line the server wrote so far.
    public var received: [String] {
        condition.lock()
        defer { condition.unlock() }
        return lines
    }

    /// Closes standard input and waits for the server to exit; its exit status.
    public func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    public static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    static func text(_ object: [String: Any]) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(),
            as: UTF8.self)
    }
}
