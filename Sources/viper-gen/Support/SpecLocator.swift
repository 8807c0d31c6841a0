#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds `viper-gen.json`: in the current directory or the nearest parent, stopping at the
/// directory that holds `.git` (the repository root).
enum SpecLocator {
    static let fileName = "viper-gen.json"

    /// The path of the nearest spec, as a path relative to `directory` when it is inside it.
    static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        let fileManager = FileManager.default
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if fileManager.fileExists(atPath: candidate.path) { return candidate }
            if fileManager.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// `path` shown relative to `directory` when it lies below it (`viper-gen.json`,
    /// `../viper-gen.json`), otherwise absolute.
    static func display(_ url: URL, relativeTo directory: URL) -> String {
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
