import MCPServer
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ViperGen {
    /// `viper-gen mcp [--root DIR]`: the Model Context Protocol server on standard input and
    /// output. Wires the streams only; `MCPServer` knows the protocol and the tools.
    enum MCP {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("mcp", arguments, console: console) { args throws(UsageError) in
                try args.refuseArguments("mcp") { "unexpected argument '\($0)'; give the workspace with --root DIR" }
                let cwd = FileManager.default.currentDirectoryPath
                let root =
                    args.value("--root").map {
                        URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true))
                            .standardizedFileURL.path
                    } ?? cwd
                guard LocalFileSystem().kind(of: root) == .directory else {
                    throw UsageError(
                        "--root '\(args.value("--root") ?? root)' is not a folder; give the workspace's folder",
                        help: "mcp")
                }
                console.flush()
                // SIGINT or SIGTERM while a tool writes rolls the run back, as for generate (the
                // runs' writers watch the process-wide interruption); while none writes, it ends
                // the server.
                SignalTrap.install()
                let server = MCPServer(root: root, version: ViperGen.version, send: writeLine)
                serve(server)
                return .success
            }
        }

        /// Writes one message and a line break to standard output, all of it (a write cut by a
        /// signal goes on); a closed output drops the message.
        static func writeLine(_ message: String) {
            var bytes = Array(message.utf8)
            bytes.append(10)
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }

        /// Hands the server each line of standard input until it ends, then the last unfinished line.
        static func serve(_ server: MCPServer) {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: buffer[0..<count])
                while let newline = pending.firstIndex(of: 10) {
                    server.receive(Array(pending[..<newline]))
                    pending.removeSubrange(...newline)
                }
            }
            if !pending.isEmpty { server.receive(pending) }
            server.finish()
        }

        static let usage = """
            USAGE: viper-gen mcp [--root DIR]

            A Model Context Protocol server on standard input and output (JSON-RPC 2.0, one message
            per line, protocol revision 2025-06-18) for coding agents. Tools: plan, generate,
            add_module, graph, assess, recommend, xcodeproj_add_files, template_context. Resources:
            viper-gen://spec, viper-gen://lock, viper-gen://templates. Every path a tool is given is
            resolved against the workspace root; anything outside it is refused and nothing is written.

            """
        static let epilogue = """

            REGISTER (Claude Code):
              claude mcp add viper-gen -- viper-gen mcp --root "$PWD"

            See docs/mcp.md for Claude Desktop, Cursor and VS Code.

            """
    }
}
