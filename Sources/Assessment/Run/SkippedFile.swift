#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `.swift` file (or a folder) the walk found but did not assess, and why: a report lists
/// them so that nothing is left out silently.
package struct SkippedFile: Sendable, Hashable, CustomStringConvertible {
    /// Why a file was not assessed.
    package enum Reason: Error, Sendable, Hashable {
        /// Larger than ``SourceTree/maximumFileSize``: its size in bytes as the file system gave
        /// it (or as much as was read, when it grew while being read).
        case tooLarge(bytes: Int)
        /// Opening, listing or reading it failed with this `errno` (no permission, a dangling
        /// link, a loop of links, an I/O error).
        case unreadable(errno: Int32)
        /// Not a regular file, or a link to something else: a folder, a pipe, a device, a
        /// socket, or a file the kernel makes up as it is read (`/proc/self/environ`).
        case notRegularFile
        /// Its path is longer than the system accepts (`ENAMETOOLONG`).
        case pathTooLong
    }

    /// The path relative to the assessed root (a folder's, for a folder that could not be listed).
    package var path: String
    /// Why it was skipped.
    package var reason: Reason

    /// Creates a record.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `App/Huge.swift: too large (9000000 bytes)`.
    package var description: String { "\(path): \(reason.summary)" }
}

extension SkippedFile.Reason {
    /// The reason for a failed `open`, `opendir` or `read`.
    static func failure(errno code: Int32) -> Self {
        switch code {
        case ENAMETOOLONG: .pathTooLong
        case EISDIR, ENXIO, ENODEV: .notRegularFile
        default: .unreadable(errno: code)
        }
    }

    /// One phrase: `too large (9000000 bytes)`, `unreadable (No such file or directory)`.
    package var summary: String {
        switch self {
        case .tooLarge(let bytes): "too large (\(bytes) bytes)"
        case .unreadable(let code): "unreadable (\(String(cString: strerror(code))))"
        case .notRegularFile: "not a regular file"
        case .pathTooLong: "path too long"
        }
    }
}
