#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A folder nothing may be read or written outside of (the MCP server's workspace): decides
/// whether a path lies in it, through `..` and symbolic links alike.
package struct WorkspaceRoot: Sendable {
    /// The root, absolute, symbolic links resolved.
    package let path: String
    package let fileSystem: any FileSystem

    package init(_ root: String, fileSystem: any FileSystem = LocalFileSystem()) {
        let standard = URL(fileURLWithPath: root).standardizedFileURL.path
        path = fileSystem.realPath(standard) ?? standard
        self.fileSystem = fileSystem
    }

    /// Whether `path` (absolute; `..` and links anywhere in it are resolved) is the root or
    /// inside it.
    package func contains(_ path: String) -> Bool {
        let resolved = resolvedLinks(URL(fileURLWithPath: path).standardizedFileURL.path)
        return resolved == self.path || resolved.hasPrefix(self.path == "/" ? "/" : self.path + "/")
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
