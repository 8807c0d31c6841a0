import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The folder the server was started in (or `--root`): every path a tool is given is resolved
/// against it, and anything outside it, through `..` or a symbolic link, is refused
/// (`WorkspaceRoot` decides).
struct Workspace: Sendable {
    let boundary: WorkspaceRoot

    init(root: String, fileSystem: any FileSystem = LocalFileSystem()) {
        boundary = WorkspaceRoot(root, fileSystem: fileSystem)
    }

    /// The root, absolute, symbolic links resolved.
    var root: String { boundary.path }
    var fileSystem: any FileSystem { boundary.fileSystem }

    /// `path` (relative to the root, or absolute) as an absolute path inside the root.
    func resolve(_ path: String, argument: String) throws(ToolFailure) -> String {
        let full = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
            .standardizedFileURL.path
        guard boundary.contains(full) else { throw ToolFailure.outside(path: path, argument: argument, root: root) }
        return full
    }

    /// Whether `path` (absolute) is the root or inside it, links resolved.
    func contains(_ path: String) -> Bool { boundary.contains(path) }
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
        ToolFailure([
            Diagnostic(
                message: "\(argument): \(path) is outside the workspace root \(root); give a path inside it",
                note: "Nothing was written.")
        ])
    }
}

/// Why a tool call did not give a result: arguments that do not fit its schema (a JSON-RPC
/// invalid-params error), or a failure of the run (an `isError` result).
enum ToolError: Error {
    case invalidParams(String)
    case failed(ToolFailure)
}
