#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ViperGenKit

/// The folder the server was started in (or `--root`): every path a tool is given is resolved
/// against it, and anything outside it, through `..` or a symbolic link, is refused.
struct Workspace: Sendable {
    /// The root, absolute, symbolic links resolved.
    let root: String
    let fileSystem: any FileSystem

    init(root: String, fileSystem: any FileSystem = LocalFileSystem()) {
        let standard = URL(fileURLWithPath: root).standardizedFileURL.path
        self.root = fileSystem.realPath(standard) ?? standard
        self.fileSystem = fileSystem
    }

    /// `path` (relative to the root, or absolute) as an absolute path inside the root.
    func resolve(_ path: String, argument: String) throws(ToolFailure) -> String {
        let full = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
        let real = resolvedLinks(full)
        guard contains(real) else {
            throw ToolFailure.outside(path: path, argument: argument, root: root)
        }
        return full
    }

    /// Whether `path` (absolute, links resolved) is the root or inside it.
    func contains(_ path: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with the links of its deepest existing part resolved, the rest as written.
    func resolvedLinks(_ path: String) -> String {
        var probe = path
        var rest: [String] = []
        while fileSystem.realPath(probe) == nil, probe != "/", !probe.isEmpty {
            rest.insert(URL(fileURLWithPath: probe).lastPathComponent, at: 0)
            probe = URL(fileURLWithPath: probe).deletingLastPathComponent().path
        }
        return ([fileSystem.realPath(probe) ?? probe] + rest).joined(separator: "/").replacing("//", with: "/")
    }
}

/// A tool call that fails: an `isError` result carrying the CLI's diagnostics.
struct ToolFailure: Error {
    var diagnostics: [Diagnostic]
    /// More to return with the diagnostics (a generation report listing the conflicts), JSON.
    var report: String?

    init(_ diagnostics: [Diagnostic], report: String? = nil) {
        self.diagnostics = diagnostics
        self.report = report
    }

    static func outside(path: String, argument: String, root: String) -> ToolFailure {
        ToolFailure([Diagnostic(message: "\(argument): \(path) is outside the workspace root \(root); give a path inside it",
                                note: "Nothing was written.")])
    }
}

/// Why a tool call did not give a result: arguments that do not fit its schema (a JSON-RPC
/// invalid-params error), or a failure of the run (an `isError` result).
enum ToolError: Error {
    case invalidParams(String)
    case failed(ToolFailure)
}
