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
