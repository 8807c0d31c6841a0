import ContentHash

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when a run read it, so that the run can tell, right before replacing or
/// deleting it, whether someone changed it since (compare before replace).
///
/// The metadata (device, inode, size, modification and change times) answers in one `lstat`.
/// When it cannot tell a later change — no metadata (an in-memory file system), or times within
/// two seconds of the read, where a file system's coarse clock can give a rewrite the same
/// time — the SHA-256 of the bytes read is kept too, and compared.
package struct FileStamp: Sendable, Hashable {
    /// A file's `stat` fields that change when it is rewritten or replaced.
    package struct Metadata: Sendable, Hashable {
        package var device: UInt64
        package var inode: UInt64
        package var size: Int64
        package var modifiedSeconds: Int64
        package var modifiedNanoseconds: Int64
        package var changedSeconds: Int64
        package var changedNanoseconds: Int64

        /// The fields of `info` (from `stat`, `fstat` or `lstat`).
        package init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
            changedSeconds = Int64(info.st_ctimespec.tv_sec)
            changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
            #else
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            changedSeconds = Int64(info.st_ctim.tv_sec)
            changedNanoseconds = Int64(info.st_ctim.tv_nsec)
            #endif
        }

        /// The metadata of what is at `path` itself (a link is not followed); nil when nothing is.
        package static func of(_ path: String) -> Metadata? {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Metadata(info)
        }
    }

    /// The metadata when read; nil when the file system gives none.
    package var metadata: Metadata?
    /// The SHA-256 of the bytes read, when the metadata alone cannot tell.
    package var sha256: String?
    /// The bytes themselves, when the run holds them anyway (a file it just wrote, or a recent
    /// one it read and classified): compared as they are, which is cheaper than hashing them
    /// again (the lock, about 1.4 KiB a module; every edited file of a merge run).
    var written: [UInt8]?
    /// The text written, when the run holds it as a string (viper-gen.lock's first phase):
    /// compared with the file a chunk at a time, in place.
    var writtenText: String?

    /// The stamp of a file this run wrote with `bytes` (always recent: compared byte for byte).
    init(written bytes: [UInt8], metadata: Metadata?) {
        self.metadata = metadata
        self.written = bytes
    }

    /// The stamp of a file this run wrote with `text`, which the run holds anyway (compared in
    /// place when the metadata matches: no copy of the bytes, no hash).
    package init(metadata: Metadata?, text: String) {
        self.metadata = metadata
        self.writtenText = text
    }

    /// The stamp of `bytes` just read from a file with `metadata`.
    /// - Parameter sha256: the SHA-256 of `bytes` when the caller has it already (the
    ///   classification hashed the file), so that they are not hashed again.
    package init(bytes: [UInt8], metadata: Metadata?, sha256 known: String? = nil) {
        self.metadata = metadata
        if let metadata, !metadata.isRecent(now: Self.now()) {
            sha256 = nil
        } else {
            sha256 = known ?? SHA256.hex(bytes)
            // Kept too: a check right before the replacement compares them, not their hash.
            written = bytes
        }
    }

    /// Whether the file at `path` is still the one stamped: same metadata, then same bytes
    /// where the hash was kept. A missing file, a link or anything not a regular file is not.
    /// The bytes are read through `fileSystem` (the run's).
    package func matches(_ path: String, in fileSystem: any FileSystem = LocalFileSystem()) -> Bool {
        let current = Metadata.of(path)
        if let metadata {
            guard current == metadata else { return false }
        } else if current == nil {
            return false
        }
        // Compared as read (``FileSystem/readStamped(_:known:)``: a large project file is not
        // copied again); arrays that are one compare at once.
        if let written {
            guard let read = (try? fileSystem.readStamped(path, known: written)) ?? nil else { return false }
            return read.bytes == written
        }
        if var writtenText {
            return writtenText.withUTF8 { fileSystem.holds(path, exactly: UnsafeRawBufferPointer($0)) }
        }
        guard let sha256 else { return true }
        guard let bytes = (try? fileSystem.read(path)) ?? nil else { return false }
        return SHA256.hex(bytes) == sha256
    }

    /// Seconds since the epoch, now.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}

extension FileStamp.Metadata {
    /// Whether the file was modified or changed too close to `now` for its times to show a
    /// later rewrite (a coarse file system clock, two writes in one tick).
    func isRecent(now: Int64) -> Bool {
        max(modifiedSeconds, changedSeconds) >= now - 2
    }
}
