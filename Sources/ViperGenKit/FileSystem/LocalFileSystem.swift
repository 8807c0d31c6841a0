#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real disk, through the system calls (no Foundation on the hot path).
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Self.kind(info.st_mode)
    }

    package func kindOfLink(at path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Self.kind(info.st_mode)
    }

    package func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    package func read(_ path: String) throws(FileSystemError) -> [UInt8]? {
        try readStamped(path)?.bytes
    }

    package func readStamped(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], metadata: FileStamp.Metadata?)?
    {
        guard let fd = try Self.openForReading(path) else { return nil }
        defer { close(fd) }
        // Taken before reading: a change during the read shows as a later time.
        var info = stat()
        let metadata = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? FileStamp.Metadata(info) : nil
        return (try Self.readAll(fd, expected: info.st_size > 0 ? Int(info.st_size) : 0), metadata)
    }

    package func readStamped(_ path: String, known: [UInt8]) throws(FileSystemError) -> (
        bytes: [UInt8], metadata: FileStamp.Metadata?
    )? {
        guard let fd = try Self.openForReading(path) else { return nil }
        defer { close(fd) }
        var info = stat()
        let metadata = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? FileStamp.Metadata(info) : nil
        if metadata != nil, info.st_size == known.count, known.withUnsafeBytes({ Self.holds(fd, $0) }) {
            return (known, metadata)
        }
        // Different (or not told apart): read what it holds now, from its start.
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw FileSystemError(message: String(cString: strerror(errno))) }
        return (try Self.readAll(fd, expected: info.st_size > 0 ? Int(info.st_size) : 0), metadata)
    }

    package func holds(_ path: String, exactly expected: UnsafeRawBufferPointer) -> Bool {
        guard let fd = try? Self.openForReading(path) else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size == expected.count else {
            return false
        }
        return Self.holds(fd, expected)
    }

    /// A descriptor of the file at `path` open for reading; nil when there is no file there.
    private static func openForReading(_ path: String) throws(FileSystemError) -> Int32? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw FileSystemError(message: String(cString: strerror(code)))
        }
        return fd
    }

    /// Whether reading `fd` from where it is to its end gives exactly `bytes`.
    private static func holds(_ fd: Int32, _ expected: UnsafeRawBufferPointer) -> Bool {
        withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { chunk in
            var offset = 0
            while true {
                let read = systemRead(fd, chunk.baseAddress, chunk.count)
                if read < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                // The end: equal when every byte expected was read.
                if read == 0 { return offset == expected.count }
                guard offset + read <= expected.count,
                    memcmp(chunk.baseAddress!, expected.baseAddress! + offset, read) == 0
                else { return false }
                offset += read
            }
        }
    }

    /// The rest of `fd`, read straight into an array of `expected` bytes (its size as `fstat`
    /// gave it).
    private static func readAll(_ fd: Int32, expected: Int) throws(FileSystemError) -> [UInt8] {
        // Read straight into an array of the file's size (plus one byte, to see the end of
        // the file without a second call); a file that grew since `fstat` is read on in chunks.
        // A zeroed 64 KiB chunk for every file cost more than reading it.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            guard let start = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = systemRead(fd, start + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if read == 0 { return }
                count += read
            }
        }
        if failure != 0 { throw FileSystemError(message: String(cString: strerror(failure))) }
        if bytes.count <= expected { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(message: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    package func entries(of path: String) -> [String] {
        Self.listing(path).map(\.name)
    }

    /// Each entry's kind as `readdir` gives it (`d_type`); `lstat` only where the file system
    /// does not say (a walk of 5,000 generated files made 5,000 `lstat` calls).
    package func entriesAndKinds(of path: String) -> [(name: String, kind: FileKind?)] {
        Self.listing(path).map { name, type in
            let kind: FileKind? =
                switch Int32(type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_FIFO): .namedPipe
                case Int32(DT_SOCK): .socket
                case Int32(DT_CHR), Int32(DT_BLK): .device
                default: kindOfLink(at: path + "/" + name)
                }
            return (name, kind)
        }
    }

    /// The folder's entries (without `.` and `..`) with their `d_type`; empty when it cannot be
    /// listed.
    private static func listing(_ path: String) -> [(name: String, type: UInt8)] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var found: [(name: String, type: UInt8)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { found.append((name, entry.pointee.d_type)) }
        }
        return found
    }

    package func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package var homeDirectory: String? {
        getenv("HOME").map { String(cString: $0) }
    }

    /// The folder reached with its last component's case swapped is the same folder (same
    /// device and inode).
    package func isCaseInsensitive(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let last = parts.last else { return false }
        // Built by appending, not `joined`: in a static binary the first call of the generic
        // `Sequence.joined` looks up its witnesses at run time (2 % of `viper-gen Login`).
        var parent = ""
        for part in parts.dropLast() {
            parent += "/"
            parent += part
        }
        let swapped = String(last.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
        guard swapped != String(last), let original = identity(of: path) else { return false }
        return identity(of: parent + "/" + swapped) == original
    }

    private static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .namedPipe
        case S_IFSOCK: .socket
        default: .device
        }
    }
}

/// `read(2)`, named so that it does not clash with `LocalFileSystem.read(_:)`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
