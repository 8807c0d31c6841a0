import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only part of generation that touches the disk: compares a plan with what exists, and
/// writes it safely.
///
/// Safety rules (CONTRACT.md §1): nothing is written unless every file was rendered and checked;
/// without a policy any conflict stops the run before the first write; each file is written to a
/// temporary sibling and moved into place (a new file with `link(2)`, which fails rather than
/// clobber a file that appeared meanwhile); nothing is written through a symbolic link below an
/// output root; an error or an interruption midway removes what this run created and restores
/// what it replaced. A run killed outright (SIGKILL) leaves every file absent or complete, plus
/// at most one hidden temporary, which the next run removes.
public struct PlanWriter: Sendable {
    /// The directory relative paths are resolved against (the current directory).
    public let base: URL

    public init(base: URL) {
        self.base = base
    }

    // MARK: - Assess

    /// Each planned file with its status; reads the disk, writes nothing.
    public func assess(_ plan: GenerationPlan, policy: ConflictPolicy) throws(WriteError) -> [AssessedFile] {
        var assessed: [AssessedFile] = []
        assessed.reserveCapacity(plan.files.count)
        var checkedDirectories: Set<String> = []
        for file in plan.files {
            try checkInsideRoot(file)
            try checkNoLinks(file, checked: &checkedDirectories)
            let target = absolute(file.path)
            let status: FileStatus
            switch try readIfPresent(target, display: file.path) {
            case nil:
                status = .create
            case let existing? where existing == Array(file.contents.utf8):
                status = .unchanged
            case _?:
                switch policy {
                case .fail: status = .conflict
                case .overwrite: status = .overwrite
                case .skipExisting: status = .skip
                }
            }
            if status == .unchanged, policy == .skipExisting {
                assessed.append(AssessedFile(file: file, status: .unchanged))
            } else {
                assessed.append(AssessedFile(file: file, status: status))
            }
        }
        return assessed
    }

    // MARK: - Write

    /// Writes every `create` and `overwrite` file. Throws `.conflicts` (writing nothing) when any
    /// file is in conflict. On any failure or interruption, undoes this run's changes first.
    /// - Returns: the files written, in order.
    @discardableResult
    public func write(_ assessed: [AssessedFile], interruption: Interruption? = nil) throws(WriteError) -> [AssessedFile] {
        let conflicts = assessed.filter { $0.status == .conflict }.map(\.file.path)
        if !conflicts.isEmpty { throw .conflicts(conflicts) }

        // A writer given no interruption still stops for the process-wide one, so that the
        // signal trap knows a rollback is under way instead of ending the process mid-file.
        let watched = interruption ?? Interruption.process
        if let signal = watched.beginWriting() { throw .interrupted(signal: signal) }
        defer { watched.endWriting() }
        removeStaleTemporaries(assessed)

        var journal = Journal()
        var written: [AssessedFile] = []
        do throws(WriteError) {
            for item in assessed where item.status == .create || item.status == .overwrite {
                if let signal = watched.signal { throw .interrupted(signal: signal) }
                try writeOne(item, journal: &journal)
                written.append(item)
            }
        } catch {
            journal.rollBack()
            throw error
        }
        return written
    }

    private func writeOne(_ item: AssessedFile, journal: inout Journal) throws(WriteError) {
        let target = absolute(item.file.path)
        let directory = (target as NSString).deletingLastPathComponent
        try makeDirectories(directory, display: (item.file.path as NSString).deletingLastPathComponent, journal: &journal)
        let temporary = Self.temporaryPath(for: target)
        try writeFile(temporary, bytes: Array(item.file.contents.utf8), display: item.file.path)
        switch item.status {
        case .create:
            // link(2) refuses to replace a file that appeared since the plan was made.
            if link(temporary, target) != 0 {
                let code = errno
                unlink(temporary)
                if code == EEXIST { throw .changedDuringRun(path: item.file.path) }
                throw .system(path: item.file.path, operation: "create", message: String(cString: strerror(code)))
            }
            unlink(temporary)
            journal.created.append(target)
        case .overwrite:
            let original = (try? readIfPresent(target, display: item.file.path)) ?? nil
            var info = stat()
            let mode = lstat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            // The replacement keeps the permissions of the file it replaces.
            chmod(temporary, mode)
            if rename(temporary, target) != 0 {
                let code = errno
                unlink(temporary)
                throw .system(path: item.file.path, operation: "replace", message: String(cString: strerror(code)))
            }
            if let original { journal.replaced.append((target, original, mode)) }
        default:
            unlink(temporary)
        }
    }

    // MARK: - Temporary files

    /// The hidden sibling a file is written to before it is moved into place:
    /// `.NAME.viper-gen-PID.tmp`.
    static func temporaryPath(for target: String) -> String {
        let directory = (target as NSString).deletingLastPathComponent
        return "\(directory)/.\((target as NSString).lastPathComponent).viper-gen-\(getpid()).tmp"
    }

    /// The process id in the name of a temporary sibling of one of `names`
    /// (`.NAME.viper-gen-PID.tmp`), or nil when `entry` is not one.
    static func temporaryOwner(_ entry: String, siblingOf names: Set<String>) -> pid_t? {
        guard entry.hasPrefix("."), entry.hasSuffix(".tmp"), let marker = entry.range(of: ".viper-gen-", options: .backwards) else { return nil }
        let name = entry[entry.index(after: entry.startIndex)..<marker.lowerBound]
        let digits = entry[marker.upperBound..<entry.index(entry.endIndex, offsetBy: -4)]
        guard names.contains(String(name)), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = pid_t(digits), pid > 0 else {
            return nil
        }
        return pid
    }

    /// Removes the temporary siblings of planned files left by a run that was killed before it
    /// could clean up (SIGKILL, a crash, a power cut), so that re-running finishes the job and
    /// leaves a clean tree. Only temporaries whose process no longer exists are removed: another
    /// run may be writing the same folder right now. Failures are ignored; a leftover is harmless.
    private func removeStaleTemporaries(_ assessed: [AssessedFile]) {
        var namesByDirectory: [String: Set<String>] = [:]
        for item in assessed {
            let target = absolute(item.file.path)
            namesByDirectory[(target as NSString).deletingLastPathComponent, default: []].insert((target as NSString).lastPathComponent)
        }
        let me = getpid()
        for (directory, names) in namesByDirectory {
            guard let stream = opendir(directory) else { continue }
            var stale: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let owner = Self.temporaryOwner(name, siblingOf: names) else { continue }
                if owner != me, kill(owner, 0) != 0, errno == ESRCH { stale.append(name) }
            }
            closedir(stream)
            for name in stale { unlink(directory + "/" + name) }
        }
    }

    // MARK: - File system helpers

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : base.path + "/" + path
    }

    /// Refuses a path below the root that could leave it: the planner builds it from validated
    /// names, but a user template set's `component` is free text, and the writer is the last
    /// line of defence for "nothing is written outside the output directories".
    private func checkInsideRoot(_ file: PlannedFile) throws(WriteError) {
        let components = file.relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if file.relativePath.hasPrefix("/") || file.relativePath.contains("\0") || file.root.contains("\0")
            || components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw .outsideRoot(path: file.path, root: file.root)
        }
    }

    /// Refuses symbolic links and files-in-the-way below the file's output root.
    private func checkNoLinks(_ file: PlannedFile, checked: inout Set<String>) throws(WriteError) {
        var display = file.root
        var components = file.relativePath.split(separator: "/").map(String.init)
        let last = components.removeLast()
        for component in components {
            display += (display.hasSuffix("/") ? "" : "/") + component
            if checked.contains(display) { continue }
            var info = stat()
            if lstat(absolute(display), &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFLNK { throw .symlink(path: display) }
                if (info.st_mode & S_IFMT) != S_IFDIR { throw .notADirectory(path: display) }
            }
            checked.insert(display)
        }
        var info = stat()
        let path = display + (display.hasSuffix("/") ? "" : "/") + last
        if lstat(absolute(path), &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFLNK { throw .symlink(path: path) }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw .notAFile(path: path, kind: "a directory")
            case S_IFIFO: throw .notAFile(path: path, kind: "a named pipe")
            case S_IFSOCK: throw .notAFile(path: path, kind: "a socket")
            default: throw .notAFile(path: path, kind: "a device")
            }
        }
        // The root itself must be a directory (or a link the user chose to one) if it exists.
        if lstat(absolute(file.root), &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR, (info.st_mode & S_IFMT) != S_IFLNK {
            throw .notADirectory(path: file.root)
        }
    }

    private func readIfPresent(_ path: String, display: String) throws(WriteError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .system(path: display, operation: "read", message: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: display, operation: "read", message: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private func writeFile(_ path: String, bytes: [UInt8], display: String) throws(WriteError) {
        // A new file, never through a link: a temporary left by an earlier process that had the
        // same id is removed first.
        var fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd < 0, errno == EEXIST, unlink(path) == 0 {
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        if fd < 0 {
            throw .system(path: display, operation: "write", message: String(cString: strerror(errno)))
        }
        var offset = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let count = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw .system(path: display, operation: "write", message: String(cString: strerror(failure)))
        }
    }

    private func makeDirectories(_ path: String, display: String, journal: inout Journal) throws(WriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw .notADirectory(path: display)
        }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty {
            try makeDirectories(parent, display: (display as NSString).deletingLastPathComponent, journal: &journal)
        }
        if mkdir(path, 0o755) != 0 {
            let code = errno
            if code == EEXIST { return }
            throw .system(path: display, operation: "create directory", message: String(cString: strerror(code)))
        }
        journal.directories.append(path)
    }
}

/// What a run changed, so that it can be undone.
private struct Journal {
    var created: [String] = []
    var replaced: [(path: String, bytes: [UInt8], mode: mode_t)] = []
    var directories: [String] = []

    /// Removes created files and directories and restores replaced files, newest first.
    func rollBack() {
        for path in created.reversed() { unlink(path) }
        for (path, bytes, mode) in replaced.reversed() { Self.restore(path, bytes, mode: mode) }
        for directory in directories.reversed() { rmdir(directory) }
    }

    /// Puts `bytes` back at `path` the way files are written (a temporary sibling renamed into
    /// place), so that a kill during the rollback cannot leave a truncated file; in place only
    /// when no temporary can be made.
    private static func restore(_ path: String, _ bytes: [UInt8], mode: mode_t) {
        let temporary = PlanWriter.temporaryPath(for: path)
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if fd >= 0 {
            fchmod(fd, mode)
            let complete = writeAll(fd, bytes)
            if close(fd) == 0, complete, rename(temporary, path) == 0 { return }
            unlink(temporary)
        }
        let target = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        if target >= 0 {
            _ = writeAll(target, bytes)
            close(target)
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                guard let base = raw.baseAddress else { return false }
                let count = posixWrite(fd, base + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }
}

/// `write(2)`, named so that it does not clash with `PlanWriter.write(_:interruption:)`.
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}
