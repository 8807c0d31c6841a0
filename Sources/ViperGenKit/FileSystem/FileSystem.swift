/// What is at a path.
package enum FileKind: Sendable, Hashable {
    case file, directory, symbolicLink, namedPipe, socket, device

    /// How a message names it (`a directory`, `a named pipe`).
    package var described: String {
        switch self {
        case .file: "a file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .device: "a device"
        }
    }
}

/// Which file a path reaches: two paths with the same identity are one file.
package struct FileIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The operating system refused to read something; `message` is its reason (`strerror`).
package struct FileSystemError: Error, Sendable, Hashable {
    package var message: String

    package init(message: String) {
        self.message = message
    }
}

/// The read side of the file system, as the generate pipeline sees it: the seam that lets the
/// spec search, the lock, the three-way classification, orphans and the Xcode step run against
/// an in-memory tree in tests. Paths are absolute. ``LocalFileSystem`` is the real disk.
package protocol FileSystem: Sendable {
    /// What is at `path`, following symbolic links (`stat`); nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// What is at `path` itself, a final symbolic link not followed (`lstat`); nil when nothing is.
    func kindOfLink(at path: String) -> FileKind?
    /// The file `path` reaches (following links); nil when nothing is there.
    func identity(of path: String) -> FileIdentity?
    /// The whole content of the file at `path`; nil when there is none (missing, or a path
    /// through a file); throws when it exists and cannot be read.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]?
    /// Like `read`, with the file's metadata taken from the same open file before reading
    /// (for compare before replace); the metadata is nil where the file system has none.
    func readStamped(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], metadata: FileStamp.Metadata?)?
    /// ``readStamped(_:)`` of a file the caller has read before: `known` itself (its storage
    /// shared, no copy made) when the file still holds exactly those bytes, what it holds now
    /// otherwise. For a large file read by several steps of a run (an 800 KiB project file):
    /// each step still sees the disk as it is, without a fresh copy of the same bytes.
    func readStamped(_ path: String, known: [UInt8]) throws(FileSystemError) -> (
        bytes: [UInt8], metadata: FileStamp.Metadata?
    )?
    /// Whether the file at `path` holds exactly `expected`: false when it holds anything else
    /// or cannot be read. Nothing read is kept (compared a chunk at a time where the file system
    /// can: a 2 MB lock is checked without a 2 MB copy).
    func holds(_ path: String, exactly expected: UnsafeRawBufferPointer) -> Bool
    /// The names in the folder `path` (without `.` and `..`), in no particular order; empty
    /// when it cannot be listed.
    func entries(of path: String) -> [String]
    /// ``entries(of:)``, each with what it is itself (a link is not followed, as
    /// ``kindOfLink(at:)``; nil when that cannot be told): as the folder lists it where the
    /// file system says, without a call per entry.
    func entriesAndKinds(of path: String) -> [(name: String, kind: FileKind?)]
    /// `path` with every symbolic link resolved, or nil when it cannot be.
    func realPath(_ path: String) -> String?
    /// The user's home folder, where the spec search stops; nil when unknown.
    var homeDirectory: String? { get }
    /// Whether the file system holding the folder `path` ignores case (macOS by default).
    func isCaseInsensitive(_ path: String) -> Bool
}

extension FileSystem {
    /// `read`, without metadata: a file system that cannot stamp is compared by hash.
    package func readStamped(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], metadata: FileStamp.Metadata?)?
    {
        try read(path).map { ($0, nil) }
    }

    /// ``entries(of:)``, each asked ``kindOfLink(at:)``.
    package func entriesAndKinds(of path: String) -> [(name: String, kind: FileKind?)] {
        entries(of: path).map { ($0, kindOfLink(at: path + "/" + $0)) }
    }

    /// `read`, then compared.
    package func holds(_ path: String, exactly expected: UnsafeRawBufferPointer) -> Bool {
        guard let bytes = (try? read(path)) ?? nil else { return false }
        return bytes.withUnsafeBytes { $0.elementsEqual(expected) }
    }

    /// `readStamped`, compared with `known` after reading.
    package func readStamped(_ path: String, known: [UInt8]) throws(FileSystemError) -> (
        bytes: [UInt8], metadata: FileStamp.Metadata?
    )? {
        guard let read = try readStamped(path) else { return nil }
        return read.bytes == known ? (known, read.metadata) : read
    }
}
