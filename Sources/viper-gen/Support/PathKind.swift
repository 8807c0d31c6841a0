#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, following symbolic links (`stat(2)`).
enum PathKind {
    case file, directory, other

    /// The kind of the thing at `path`, or nil when nothing is there.
    static func of(_ path: String) -> PathKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}

extension PathKind {
    /// Whether the file system holding the folder `path` ignores case: the folder reached with
    /// its last component's case swapped is the same folder (same device and inode).
    static func isCaseInsensitive(_ path: String) -> Bool {
        let parent = path.split(separator: "/").dropLast().joined(separator: "/")
        guard let last = path.split(separator: "/").last else { return false }
        let swapped = String(last.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
        guard swapped != String(last) else { return false }
        var original = stat(), other = stat()
        guard stat(path, &original) == 0, stat("/" + parent + (parent.isEmpty ? "" : "/") + swapped, &other) == 0 else { return false }
        return original.st_dev == other.st_dev && original.st_ino == other.st_ino
    }
}
