#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run changed, so that it can be undone — but only where the disk still holds what
/// this run put there.
///
/// A rollback that wrote its old copies blindly could undo someone else's work: another process
/// (an editor saving, a second run) may have replaced or edited a file after this run wrote it.
/// So each created or replaced file is recorded with the file this run left (device and inode)
/// and the bytes it wrote, and is removed or restored only if it is still exactly that; a
/// deleted file is put back only where nothing has appeared since. The files left alone are
/// listed in `kept`.
struct WriteJournal {
    /// A file this run wrote: where, which file it left there, and its bytes.
    struct Written {
        var path: String
        var identity: FileIdentity?
        var bytes: [UInt8]
        /// The text written, when `bytes` is empty because the text says them: the plan's own
        /// string, shared rather than copied into an array for every file.
        var text: String?
    }

    var created: [Written] = []
    var replaced: [(written: Written, original: [UInt8], mode: mode_t)] = []
    var deleted: [(path: String, bytes: [UInt8], mode: mode_t)] = []
    var directories: [String] = []

    /// Appends what `other` recorded after what this journal recorded (a second thread's
    /// share of the same run).
    mutating func append(_ other: WriteJournal) {
        created += other.created
        replaced += other.replaced
        deleted += other.deleted
        directories += other.directories
    }

    /// The file at `path` as this run just wrote it.
    static func written(_ path: String, bytes: [UInt8]) -> Written {
        var info = stat()
        let identity =
            lstat(path, &info) == 0 ? FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : nil
        return Written(path: path, identity: identity, bytes: bytes)
    }

    /// Removes created files and directories and restores replaced and deleted files, newest
    /// first, each only if nobody changed it since this run wrote it.
    /// - Returns: the paths left as they are because they changed.
    @discardableResult
    func rollBack() -> [String] {
        var kept: [String] = []
        for file in created.reversed() {
            if Self.isStill(file) { unlink(file.path) } else { kept.append(file.path) }
        }
        for (file, original, mode) in replaced.reversed() {
            if Self.isStill(file) {
                Self.restore(file.path, original, mode: mode, replacing: true)
            } else {
                kept.append(file.path)
            }
        }
        for (path, bytes, mode) in deleted.reversed() where !Self.restore(path, bytes, mode: mode, replacing: false) {
            kept.append(path)
        }
        // rmdir removes only empty folders: one that holds someone else's file stays.
        for directory in directories.reversed() { rmdir(directory) }
        return kept
    }

    /// Whether the file at `file.path` is still the one this run wrote, with its bytes.
    static func isStill(_ file: Written) -> Bool {
        var info = stat()
        guard lstat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        if let identity = file.identity,
            identity != FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        {
            return false
        }
        guard Int(info.st_size) == file.text?.utf8.count ?? file.bytes.count,
            let bytes = try? LocalFileSystem().read(file.path)
        else { return false }
        if let text = file.text { return bytes.elementsEqual(text.utf8) }
        return bytes == file.bytes
    }

    /// Puts `bytes` back at `path` the way files are written (a temporary sibling renamed into
    /// place), so that a kill during the rollback cannot leave a truncated file. `replacing`:
    /// whether an existing file may be replaced (a deleted file is put back only where nothing
    /// has appeared since). In place only when no temporary can be made and `replacing`.
    /// - Returns: whether the bytes are back.
    @discardableResult
    private static func restore(_ path: String, _ bytes: [UInt8], mode: mode_t, replacing: Bool) -> Bool {
        let temporary = PlanWriter.temporaryPath(for: path)
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if fd >= 0 {
            fchmod(fd, mode)
            let complete = writeAll(fd, bytes)
            if close(fd) == 0, complete {
                let moved =
                    replacing ? rename(temporary, path) == 0 : PlanWriter.moveWithoutReplacing(temporary, to: path) == 0
                if moved { return true }
            }
            unlink(temporary)
            if !replacing { return false }
        }
        guard replacing else { return false }
        let target = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW)
        guard target >= 0 else { return false }
        let complete = writeAll(target, bytes)
        close(target)
        return complete
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
