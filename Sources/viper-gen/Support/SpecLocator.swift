#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds `viper-gen.json`: in the current directory or the nearest parent, stopping at the
/// directory that holds `.git` (the repository root) or at the home folder, never above them.
enum SpecLocator {
    static let fileName = "viper-gen.json"

    /// The path of the nearest spec, searching from `directory` (the current directory: an
    /// absolute path without `.` or `..` components) upwards.
    static func find(from directory: URL) -> URL? {
        // Plain path strings and stat(2): this runs on every `viper-gen` call, and URL
        // arithmetic costs more than the rest of finding the file.
        var current = directory.path
        while current.count > 1, current.hasSuffix("/") { current.removeLast() }
        var home = getenv("HOME").map { String(cString: $0) } ?? ""
        while home.count > 1, home.hasSuffix("/") { home.removeLast() }
        while true {
            let folder = current == "/" ? "" : current
            let candidate = folder + "/" + fileName
            if PathKind.of(candidate) != nil { return URL(fileURLWithPath: candidate) }
            if PathKind.of(folder + "/.git") != nil || folder.isEmpty || (!home.isEmpty && folder == home) { return nil }
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            current = slash == folder.utf8.startIndex ? "/" : String(folder[..<slash])
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
