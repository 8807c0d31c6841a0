#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkSharing

/// The file-system edge of an assessment: finds the `.swift` files under a root, skipping
/// vendored folders (see ``SkipRules``), and reads them.
///
/// Kept apart from the pure core so that everything else is values in, values out.
public struct SourceTree: Sendable {
    /// The root folder, as given.
    public var root: String

    /// A tree rooted at a folder.
    public init(root: String) {
        self.root = root
    }

    /// The `.swift` files under the root, as paths relative to it, sorted; folders named in
    /// ``SkipRules/skippedFolders`` are not entered. Symbolic links to folders are not
    /// followed (no cycles); hidden folders other than those named are entered.
    public func swiftFiles() -> [String] {
        var result: [String] = []
        walk { path, _ in result.append(path) }
        return result.sorted()
    }

    /// ``swiftFiles()`` unsorted, each given to `found` as soon as it is seen (so that reading
    /// can start while the walk goes on), with whether the folder listed it as a regular file
    /// (false for a symbolic link).
    public func walk(_ found: (_ path: String, _ isRegular: Bool) -> Void) {
        // POSIX calls, not FileManager: its attributes look up owner names (a password
        // database query per file) and cost more than reading the files.
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                // The entry's type as readdir gives it; lstat only where the file system does
                // not say (one system call per file cost as much as reading the files).
                var mode: mode_t
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): mode = S_IFDIR
                case Int32(DT_REG): mode = S_IFREG
                case Int32(DT_LNK): mode = S_IFLNK
                case Int32(DT_UNKNOWN):
                    var info = stat()
                    guard lstat(absolute + "/" + name, &info) == 0 else { continue }
                    mode = info.st_mode & S_IFMT
                default: continue
                }
                switch mode {
                case S_IFDIR:
                    if !SkipRules.isSkipped(folderName: name) { pending.append(child) }
                case S_IFREG, S_IFLNK:
                    if name.hasSuffix(".swift") { found(child, mode == S_IFREG) }
                default:
                    break
                }
            }
        }
    }

    /// Reads one file under the root; nil when it cannot be read or is not a regular file.
    ///
    /// `listedAsRegular`: the folder listed it as a regular file (see ``walk(_:)``), so a file
    /// that fits in the first read is taken without asking the file system what it is: one
    /// system call fewer per file. A larger one, or any other, is asked (`fstat`), so that a
    /// device or pipe put in its place since is refused, not read forever.
    public func read(_ relativePath: String, listedAsRegular: Bool = false) -> SourceInput? {
        // O_NONBLOCK: a FIFO (or a link to one) named `.swift` is refused below instead of
        // blocking the open until something writes to it; regular files read as usual.
        let descriptor = open(root + "/" + relativePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var filled = 0
        if listedAsRegular {
            bytes = [UInt8](unsafeUninitializedCapacity: Self.firstRead) { buffer, count in
                let read = Self.readRetrying(descriptor, buffer.baseAddress!, Self.firstRead)
                count = max(read, 0)
                filled = read
            }
            guard filled >= 0 else { return nil }
            // A read of a regular file returns less than asked only at its end.
            if filled < Self.firstRead { return SourceInput(path: relativePath, bytes: bytes) }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size, so that a file that did not grow is read without growing
        // the buffer, and one that grew is seen to have (its read fills the buffer).
        bytes.append(contentsOf: repeatElement(0, count: max(0, Int(info.st_size) + 1 - filled)))
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 1 << 16)) }
            let room = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { Self.readRetrying(descriptor, $0.baseAddress! + filled, room) }
            guard count >= 0 else { return nil }
            filled += count
            if count < room { break }
        }
        bytes.removeLast(bytes.count - filled)
        return SourceInput(path: relativePath, bytes: bytes)
    }

    /// How much the first read of a listed file asks for: more than nearly every source file.
    static let firstRead = 1 << 15

    /// `read(2)` of up to `count` bytes, again after an interruption by a signal (the command
    /// line takes its signals on a thread of its own); fewer only at the end of the file. -1 on
    /// an error.
    private static func readRetrying(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            let read = systemRead(descriptor, buffer, count)
            if read < 0, errno == EINTR { continue }
            return read
        }
    }

    /// What one listed file gives an assessment.
    public enum Outcome: Sendable {
        /// Its summary.
        case summary(FileSummary)
        /// Generated code (see ``SkipRules``): listed, not assessed.
        case generated(String)
    }

    /// What one listed file gives an assessment, or nil when it cannot be read. Independent of
    /// every other file, so callers may run it on every core; the file's bytes and tokens are
    /// dropped as soon as its summary is made, so memory stays bounded by the largest files
    /// being read at once.
    public func outcome(of relativePath: String, listedAsRegular: Bool = false) -> Outcome? {
        guard let input = read(relativePath, listedAsRegular: listedAsRegular) else { return nil }
        return SkipRules.isGenerated(input.bytes) ? .generated(input.path) : .summary(FileSummary.read(input))
    }

    /// The summaries of the `.swift` files under the root, in path order, and the paths of the
    /// generated files skipped (see ``SkipRules``); files that cannot be read are left out.
    ///
    /// Files are read and summarized on every core while one of them is still walking the
    /// folders (the walk would otherwise be time no other core works in), a few at a time by
    /// whichever core is free; each core sorts its share, and the shares are merged.
    public func summaries() -> (files: [FileSummary], generated: [String]) {
        let queue = WorkQueue<(path: String, isRegular: Bool)>()
        var found: [(path: String, outcome: Outcome?)] = Parallel.map(Parallel.workers, minimum: 1) { range in
            if range.contains(0) {
                walk { queue.push(($0, $1)) }
                queue.close()
            }
            var results: [(path: String, outcome: Outcome?)] = []
            while true {
                let batch = queue.take(upTo: 4)
                if batch.isEmpty {
                    results.sort { $0.path < $1.path }
                    return results
                }
                for file in batch { results.append((file.path, outcome(of: file.path, listedAsRegular: file.isRegular))) }
            }
        }
        // Sorted runs, one per core: merged by the sort in about one comparison per file.
        found.sort { $0.path < $1.path }
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(found.count)
        while let last = found.popLast() {
            if let outcome = last.outcome { outcomes.append(outcome) }
        }
        outcomes.reverse()
        return Self.split(outcomes)
    }

    /// Every listed file's outcome, in path order, split into summaries and generated paths.
    /// The outcomes are consumed, not copied.
    public static func split(_ outcomes: consuming [Outcome]) -> (files: [FileSummary], generated: [String]) {
        var files: [FileSummary] = []
        var generated: [String] = []
        files.reserveCapacity(outcomes.count)
        while let outcome = outcomes.popLast() {
            switch consume outcome {
            case .summary(let summary): files.append(summary)
            case .generated(let path): generated.append(path)
            }
        }
        files.reverse()
        generated.reverse()
        return (files, generated)
    }
}

/// `read(2)`, named apart from `SourceTree.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
