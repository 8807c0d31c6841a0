#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the writer needs from viper-gen.lock to classify files three-way.
public struct LockContext {
    public var lock: GenerationLock
    /// The absolute folder the lock's paths are relative to (the lock's own folder).
    public var directory: String
    /// Renders the text viper-gen last generated for a module's template (from the lock's
    /// snapshot); nil when it cannot be reproduced.
    public var base: (_ module: String, _ template: String) -> String?
    /// The modules whose unplanned lock files are orphans; nil: every module (a whole-spec run).
    public var orphanScope: Set<String>?
    /// `--prune`: delete orphans that are still as generated.
    public var prune: Bool
    /// The absolute output folders of the run: an orphan is only ever deleted below one of them
    /// (a lock lists what viper-gen wrote, but anyone can edit it).
    public var outputRoots: [String] = []
    /// Which orphans `--prune` may delete (by default none: a context must say).
    public var pruneRule: PruneRule = .nothing
    /// Renders the base of a pending record (an interrupted run's file); nil when it cannot.
    public var pendingBase: (GenerationLock.Pending) -> String? = { _ in nil }

    /// The lock's folder with links resolved, and the real path of each folder met, computed
    /// once: keys are made for thousands of files.
    private let realDirectory: String
    private let realFolders = RealFolders()

    public init(lock: GenerationLock, directory: String, base: @escaping (String, String) -> String?, orphanScope: Set<String>?, prune: Bool) {
        self.lock = lock
        self.directory = directory
        self.base = base
        self.orphanScope = orphanScope
        self.prune = prune
        self.realDirectory = PathText.real(directory) ?? PathText.normalize(directory)
    }

    /// The lock's key for an absolute path: relative to the lock's folder (with `../` steps
    /// when outside it), through the real folders, so that a path spelled through a link or
    /// another folder is the same key.
    public func key(for absolutePath: String) -> String {
        let normalized = PathText.normalize(absolutePath)
        let parent = realFolders.real(parentPath(normalized))
        let file = (parent == "/" ? "" : parent) + "/" + lastComponent(normalized)
        if file.hasPrefix(realDirectory + "/") { return String(file.dropFirst(realDirectory.count + 1)) }
        return PathText.display(file, from: realDirectory)
    }
}

/// A cache of `realpath` answers for folders (a folder that does not exist yet maps to itself).
final class RealFolders: @unchecked Sendable {
    // @unchecked: used by one thread, the generate command's.
    private var known: [String: String] = [:]

    func real(_ folder: String) -> String {
        if let found = known[folder] { return found }
        let resolved = PathText.real(folder) ?? folder
        known[folder] = resolved
        return resolved
    }
}

/// Path arithmetic on `/`-separated strings; only `real(_:)` looks at the file system.
public enum PathText {
    /// The path with every link resolved (`realpath(3)`), or nil when it does not exist.
    public static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `a/./b/../c` → `a/c`; keeps a leading `/`; leading `..` of a relative path stay.
    public static func normalize(_ path: String) -> String {
        isNormal(path) ? path : normalizedStepByStep(path)
    }

    /// `normalize` without the fast path.
    static func normalizedStepByStep(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `normalize` would return `path` as it is: no empty, `.` or `..` step and no
    /// trailing `/` (one scan, no allocation: every planned file's path goes through here).
    static func isNormal(_ path: String) -> Bool {
        var utf8 = path.utf8.makeIterator()
        // The current step's length and whether it is only dots, so far.
        var length = 0, dots = 0, first = true
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "/") {
                // An empty step is fine only as the leading `/` of an absolute path.
                if length == 0 && !first { return false }
                if length > 0 && dots == length && length <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        if length == 0 { return path.isEmpty ? false : path == "/" }
        return !(dots == length && length <= 2)
    }

    /// `path` relative to `directory` when it lies inside it, else `path` (both absolute).
    public static func relative(_ path: String, to directory: String) -> String {
        let path = normalize(path), directory = normalize(directory)
        if path == directory { return "." }
        if directory == "/" { return String(path.dropFirst()) }
        if path.hasPrefix(directory + "/") { return String(path.dropFirst(directory.count + 1)) }
        return path
    }

    /// `path` shown from `directory`: relative, with `../` steps when it lies in a parent.
    public static func display(_ path: String, from directory: String) -> String {
        let path = normalize(path), directory = normalize(directory)
        var up = ""
        var parent = directory
        for _ in 0..<64 {
            if parent == "/" { return up.isEmpty ? path : up + String(path.dropFirst()) }
            if path == parent { return up.isEmpty ? "." : String(up.dropLast()) }
            if path.hasPrefix(parent + "/") { return up + String(path.dropFirst(parent.count + 1)) }
            parent = parentPath(parent).isEmpty ? "/" : parentPath(parent)
            up += "../"
        }
        return path
    }
}
