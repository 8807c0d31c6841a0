import WorkSharing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system edge of an assessment: finds the `.swift` files under a root, skipping
/// vendored folders (see ``SkipRules``), and reads them.
///
/// Kept apart from the pure core so that everything else is values in, values out. A file is
/// read only when it is a regular file (or a link to one) no larger than ``maximumFileSize``;
/// any other is skipped and listed with its reason (``SkippedFile``), so memory stays bounded
/// by the limit whatever the tree holds (a 100 GB sparse file, `/proc/self/environ`, a pipe).
package struct SourceTree: Sendable {
    /// The root folder, as given.
    package var root: String
    /// Files larger than this many bytes are skipped (``SkippedFile/Reason/tooLarge(bytes:)``).
    /// A source file of 4 MiB is about 100,000 lines, far past any hand-written one; reading one
    /// costs about twenty times its size in tokens and declarations.
    package var maximumFileSize: Int

    /// ``maximumFileSize`` unless one is given: 4 MiB.
    package static let defaultMaximumFileSize = 4 << 20

    /// A tree rooted at a folder.
    package init(root: String, maximumFileSize: Int = SourceTree.defaultMaximumFileSize) {
        self.root = root
        self.maximumFileSize = maximumFileSize
    }

    /// What a tree gives an assessment: the summaries of the files read, in path order, the
    /// paths of the generated files (see ``SkipRules``), and the files skipped with their reasons,
    /// in path order.
    package struct Contents: Sendable {
        /// One summary per file read.
        package var files: [FileSummary]
        /// Generated files, listed, not assessed.
        package var generated: [String]
        /// Files (and folders) that could not be read or were not read, and why.
        package var skipped: [SkippedFile]
    }

    /// The `.swift` files under the root, as paths relative to it, sorted; folders named in
    /// ``SkipRules/skippedFolders`` are not entered. Symbolic links to folders are not
    /// followed (no cycles); hidden folders other than those named are entered.
    package func swiftFiles() -> [String] {
        var result: [String] = []
        walk { path, _ in result.append(path) }
        return result.sorted()
    }

    /// ``swiftFiles()`` unsorted, each given to `found` as soon as it is seen (so that reading
    /// can start while the walk goes on), with whether the folder listed it as a regular file
    /// (false for a symbolic link).
    package func walk(_ found: (_ path: String, _ isRegular: Bool) -> Void) {
        walk(found, skipped: { _ in })
    }

    /// ``walk(_:)``, also giving `skipped` each folder that could not be listed (other than the
    /// root) and each `.swift` entry whose type could not be asked.
    package func walk(_ found: (_ path: String, _ isRegular: Bool) -> Void, skipped: (SkippedFile) -> Void) {
        // POSIX calls, not FileManager: its attributes look up owner names (a password
        // database query per file) and cost more than reading the files.
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(absolute) else {
                if !relative.isEmpty { skipped(SkippedFile(path: relative, reason: .failure(errno: errno))) }
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                // The name's bytes looked at in place: `.` and `..`, and whether it ends in
                // `.swift` (a Character comparison of a String made for every entry cost more
                // than listing the folder).
                let (name, isSwift): (String, Bool) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                    let bytes = UnsafeRawBufferPointer(rebasing: raw[0..<length])
                    if length <= 2, bytes.allSatisfy({ $0 == UInt8(ascii: ".") }), length > 0 { return ("", false) }
                    let name = String(decoding: bytes, as: UTF8.self)
                    // A name that is not ASCII is compared by Character (a mark can join `.` to
                    // what precedes it).
                    guard bytes.allSatisfy({ $0 < 0x80 }) else { return (name, name.hasSuffix(".swift")) }
                    return (name, length >= 6 && memcmp(raw.baseAddress! + length - 6, ".swift", 6) == 0)
                }
                if name.isEmpty { continue }
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
                    guard lstat(absolute + "/" + name, &info) == 0 else {
                        if isSwift {
                            skipped(SkippedFile(path: child, reason: .failure(errno: errno)))
                        }
                        continue
                    }
                    mode = info.st_mode & S_IFMT
                default:
                    // A pipe, socket or device named `.swift`: listed as skipped, never opened.
                    if isSwift { skipped(SkippedFile(path: child, reason: .notRegularFile)) }
                    continue
                }
                switch mode {
                case S_IFDIR:
                    if !SkipRules.isSkipped(folderName: name) { pending.append(child) }
                case S_IFREG, S_IFLNK:
                    if isSwift { found(child, mode == S_IFREG) }
                default:
                    if isSwift { skipped(SkippedFile(path: child, reason: .notRegularFile)) }
                }
            }
        }
    }

    /// Reads one file under the root; nil when it is skipped (see ``load(_:listedAsRegular:)``).
    package func read(_ relativePath: String, listedAsRegular: Bool = false) -> SourceInput? {
        try? load(relativePath, listedAsRegular: listedAsRegular).get()
    }

    /// Reads one file under the root, or says why it is skipped: not a regular file (a link is
    /// followed to what it names), larger than ``maximumFileSize`` (never more than the limit
    /// and a few kilobytes is allocated), unreadable, or a path too long.
    ///
    /// `listedAsRegular`: the folder listed it as a regular file (see ``walk(_:)``), so a file
    /// that fits in the first read is taken without asking the file system what it is: one
    /// system call fewer per file. A larger one, or any other, is asked (`fstat`), so that a
    /// device or pipe put in its place since is refused, not read forever.
    package func load(_ relativePath: String, listedAsRegular: Bool = false) -> Result<SourceInput, SkippedFile.Reason>
    {
        load(relativePath, listedAsRegular: listedAsRegular, in: nil)
    }

    /// ``load(_:listedAsRegular:)``, opening the file relative to the root's open descriptor
    /// when one is given (the kernel then walks only the relative path, not the root's again
    /// for every file).
    func load(_ relativePath: String, listedAsRegular: Bool, in rootDescriptor: Int32?) -> Result<
        SourceInput, SkippedFile.Reason
    > {
        // O_NONBLOCK: a FIFO (or a link to one) named `.swift` is refused below instead of
        // blocking the open until something writes to it; regular files read as usual.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        let descriptor =
            rootDescriptor.map { openat($0, relativePath, flags) } ?? open(root + "/" + relativePath, flags)
        guard descriptor >= 0 else { return .failure(.failure(errno: errno)) }
        defer { close(descriptor) }
        let limit = max(0, maximumFileSize)
        var bytes: [UInt8] = []
        var filled = 0
        if listedAsRegular {
            // At most one byte past the limit: enough to tell a file over it.
            let first = min(Self.firstRead, limit + 1)
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
                let read = Self.readRetrying(descriptor, buffer.baseAddress!, first)
                if read < 0 { failure = errno }
                count = max(read, 0)
                filled = read
            }
            guard filled >= 0 else { return .failure(.failure(errno: failure)) }
            // A read of a regular file returns less than asked only at its end.
            if filled < first { return .success(SourceInput(path: relativePath, bytes: bytes)) }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.failure(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG, listedAsRegular || !Self.isKernelMade(root + "/" + relativePath)
        else {
            return .failure(.notRegularFile)
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(bytes: size)) }
        // One byte more than the size, so that a file that did not grow is read without growing
        // the buffer, and one that grew is seen to have (its read fills the buffer).
        bytes.append(contentsOf: repeatElement(0, count: max(0, size + 1 - filled)))
        while true {
            if filled == bytes.count {
                // It grew while being read: on up to one byte past the limit, no further.
                guard filled <= limit else { return .failure(.tooLarge(bytes: filled)) }
                bytes.append(contentsOf: repeatElement(0, count: min(1 << 16, limit + 1 - filled)))
            }
            let room = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { Self.readRetrying(descriptor, $0.baseAddress! + filled, room) }
            guard count >= 0 else { return .failure(.failure(errno: errno)) }
            filled += count
            if count < room { break }
        }
        guard filled <= limit else { return .failure(.tooLarge(bytes: filled)) }
        // A regular file that says it is empty yet reads bytes is made up by the kernel as it
        // is read (procfs, wherever it is mounted).
        if size == 0, filled > 0 { return .failure(.notRegularFile) }
        bytes.removeLast(bytes.count - filled)
        return .success(SourceInput(path: relativePath, bytes: bytes))
    }

    /// Whether a path names, through links, a file of a file system the kernel makes up as it
    /// is read (`/proc`, `/sys` on Linux): they say they are regular but hold the process's
    /// environment, memory maps, devices. Asked only of files not listed as regular (links).
    private static func isKernelMade(_ path: String) -> Bool {
        #if os(Linux)
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        let target = String(cString: resolved)
        return target.hasPrefix("/proc/") || target.hasPrefix("/sys/")
        #else
        return false
        #endif
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
    package enum Outcome: Sendable {
        /// Its summary.
        case summary(FileSummary)
        /// Generated code (see ``SkipRules``): listed, not assessed.
        case generated(String)
        /// Not read (see ``load(_:listedAsRegular:)``).
        case skipped(SkippedFile)
    }

    /// What one listed file gives an assessment. Independent of every other file, so callers
    /// may run it on every core; the file's bytes and tokens are dropped as soon as its summary
    /// is made, so memory stays bounded by the largest files being read at once.
    package func outcome(of relativePath: String, listedAsRegular: Bool = false) -> Outcome {
        outcome(of: relativePath, listedAsRegular: listedAsRegular, in: nil)
    }

    /// ``outcome(of:listedAsRegular:)``, opening relative to the root's descriptor when given.
    func outcome(of relativePath: String, listedAsRegular: Bool, in rootDescriptor: Int32?) -> Outcome {
        switch load(relativePath, listedAsRegular: listedAsRegular, in: rootDescriptor) {
        case .failure(let reason): .skipped(SkippedFile(path: relativePath, reason: reason))
        case .success(let input):
            SkipRules.isGenerated(input.bytes) ? .generated(input.path) : .summary(FileSummary.read(input))
        }
    }

    /// The summaries of the `.swift` files under the root, in path order, and the paths of the
    /// generated files skipped (see ``SkipRules``); files that cannot be read are left out
    /// (``scan()`` lists them).
    package func summaries() -> (files: [FileSummary], generated: [String]) {
        let contents = scan()
        return (contents.files, contents.generated)
    }

    /// The summaries of the `.swift` files under the root, the generated files, and the files
    /// skipped with their reasons, each in path order.
    ///
    /// Files are read and summarized on every core while one of them is still walking the
    /// folders (the walk would otherwise be time no other core works in), a few at a time by
    /// whichever core is free; each core sorts its share, and the shares are merged.
    package func scan() -> Contents {
        let queue = WorkQueue<(path: String, isRegular: Bool)>()
        let walkSkipped = Guarded<[SkippedFile]>([])
        // The root, opened once: each file is opened relative to it. Should it fail (a root
        // that is not a folder is listed as nothing anyway), each file is opened by its path.
        let rootOpened = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let rootDescriptor: Int32? = rootOpened >= 0 ? rootOpened : nil
        defer { if rootOpened >= 0 { close(rootOpened) } }
        // One sorted run per core.
        let runs: [[ListedOutcome]] = Parallel.map(Parallel.workers, minimum: 1) { range in
            if range.contains(0) {
                var skipped: [SkippedFile] = []
                walk({ queue.push(($0, $1)) }, skipped: { skipped.append($0) })
                walkSkipped.withLock { $0 = skipped }
                queue.close()
            }
            var results: [ListedOutcome] = []
            while true {
                let batch = queue.take(upTo: 4)
                if batch.isEmpty {
                    results.sort { StringOrder.precedes($0.path, $1.path, bothASCII: $0.isASCII && $1.isASCII) }
                    return [results]
                }
                for file in batch {
                    results.append(
                        ListedOutcome(
                            path: file.path, isASCII: StringOrder.isASCII(file.path),
                            outcome: outcome(of: file.path, listedAsRegular: file.isRegular, in: rootDescriptor)))
                }
            }
        }
        var contents = Self.contents(Self.merged(runs))
        let fromWalk = walkSkipped.withLock { $0 }
        if !fromWalk.isEmpty { contents.skipped = (contents.skipped + fromWalk).sorted { $0.path < $1.path } }
        return contents
    }

    /// A listed file's outcome with its path, sorted by the path (see ``StringOrder``).
    struct ListedOutcome {
        var path: String
        /// ``StringOrder/isASCII(_:)`` of the path, asked once per file, not per comparison.
        var isASCII: Bool
        var outcome: Outcome
    }

    /// The outcomes of sorted runs, in path order: the runs merged, one comparison per file
    /// with two cores (sorting the runs joined cost a few thousand instructions a file, on one
    /// core while the other waited). Equal paths (none in a walk) keep the runs' order.
    static func merged(_ runs: consuming [[ListedOutcome]]) -> [Outcome] {
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        var next = [Int](repeating: 0, count: runs.count)
        while true {
            var best = -1
            for run in runs.indices where next[run] < runs[run].count {
                if best < 0
                    || StringOrder.precedes(
                        runs[run][next[run]].path, runs[best][next[best]].path,
                        bothASCII: runs[run][next[run]].isASCII && runs[best][next[best]].isASCII)
                {
                    best = run
                }
            }
            guard best >= 0 else { return outcomes }
            outcomes.append(runs[best][next[best]].outcome)
            next[best] += 1
        }
    }

    /// Every listed file's outcome, in path order, split into summaries and generated paths
    /// (skipped files left out). The outcomes are consumed, not copied.
    package static func split(_ outcomes: consuming [Outcome]) -> (files: [FileSummary], generated: [String]) {
        let contents = contents(outcomes)
        return (contents.files, contents.generated)
    }

    /// Every listed file's outcome, in path order, split into summaries, generated paths and
    /// skipped files. The outcomes are consumed, not copied.
    package static func contents(_ outcomes: consuming [Outcome]) -> Contents {
        var files: [FileSummary] = []
        var generated: [String] = []
        var skipped: [SkippedFile] = []
        files.reserveCapacity(outcomes.count)
        while let outcome = outcomes.popLast() {
            switch consume outcome {
            case .summary(let summary): files.append(summary)
            case .generated(let path): generated.append(path)
            case .skipped(let file): skipped.append(file)
            }
        }
        files.reverse()
        generated.reverse()
        skipped.reverse()
        return Contents(files: files, generated: generated, skipped: skipped)
    }
}

/// `read(2)`, named apart from `SourceTree.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
