#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds `viper-gen.json`: in the current directory or the nearest parent, stopping at the
/// directory that holds `.git` (the repository root) or at the home folder, never above them.
package enum SpecLocator {
    package static let fileName = "viper-gen.json"

    /// The path of the nearest spec, searching from `directory` (an absolute path without `.`
    /// or `..` components) upwards.
    package static func find(from directory: String, in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        // Plain path strings: this runs on every `viper-gen` call, and URL arithmetic costs more
        // than the rest of finding the file.
        var current = directory
        while current.count > 1, current.hasSuffix("/") { current.removeLast() }
        var home = fileSystem.homeDirectory ?? ""
        while home.count > 1, home.hasSuffix("/") { home.removeLast() }
        while true {
            let folder = current == "/" ? "" : current
            let candidate = folder + "/" + fileName
            if fileSystem.kind(of: candidate) != nil { return candidate }
            if fileSystem.kind(of: folder + "/.git") != nil || folder.isEmpty || (!home.isEmpty && folder == home) {
                return nil
            }
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            current = slash == folder.utf8.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// The path of the nearest spec as a file URL (for callers that work with URLs).
    package static func find(from directory: URL) -> URL? {
        find(from: directory.path).map { URL(fileURLWithPath: $0) }
    }

    /// `path` shown relative to `directory` when it lies below it (`viper-gen.json`,
    /// `../viper-gen.json`), otherwise absolute.
    package static func display(_ url: URL, relativeTo directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        var up = ""
        var parent = directory.standardizedFileURL
        for _ in 0..<32 {
            parent = parent.deletingLastPathComponent()
            up += "../"
            let parentPath = parent.path == "/" ? "" : parent.path
            if path.hasPrefix(parentPath + "/") { return up + String(path.dropFirst(parentPath.count + 1)) }
        }
        return path
    }
}
