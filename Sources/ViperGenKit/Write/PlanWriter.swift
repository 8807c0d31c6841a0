import CSystemCalls
import ContentHash
import WorkSharing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only part of generation that touches the disk: compares a plan with what exists, and
/// writes it safely.
///
/// Safety rules (docs/living-modules.md, docs/generate.md): nothing is written unless every file was rendered and checked;
/// without a policy any conflict stops the run before the first write; each file is written to a
/// temporary sibling and moved into place (a new file with `renameat2(RENAME_NOREPLACE)`, or
/// `link(2)` where that is missing, both of which fail rather than clobber a file that appeared
/// meanwhile); a file replaced or deleted must still be the one classified (its `FileStamp`:
/// inode, size, times, and its bytes when the times cannot tell), or the run stops with
/// `changedDuringRun`; nothing is written through a symbolic link below an
/// output root; an error or an interruption midway removes what this run created and restores
/// what it replaced, except where someone changed a file since this run wrote it
/// (`WriteJournal`). A run killed outright (SIGKILL) leaves every file absent or complete, plus
/// at most one hidden temporary, which the next run removes.
package struct PlanWriter: Sendable {
    /// The directory relative paths are resolved against (the current directory).
    package let base: URL
    /// Where `assess` reads what exists (writing always goes to the real disk).
    package let fileSystem: any FileSystem
    /// The disk itself, without the run's in-memory edits (the spec an `add` shows the run):
    /// where the copies a rollback restores are read and each file is checked right before it
    /// is replaced or deleted. ``fileSystem`` unless set.
    package var disk: any FileSystem

    /// Absolute output folders: a folder below one of them that a deletion leaves empty is
    /// removed too, up to (not including) the output folder. Empty: no folder is removed.
    package var emptiedFolderLimits: [String] = []

    /// `base.path`, made once: every file's absolute path starts with it.
    private let basePath: String

    package init(base: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.base = base
        self.fileSystem = fileSystem
        self.disk = fileSystem
        basePath = base.path
    }

    // MARK: - Assess

    /// Each planned file with its status; reads the disk, writes nothing. With `lock`, files
    /// are classified three-way (`Regeneration`) and the lock's files that are no longer
    /// planned are added as orphans.
    package func assess(_ plan: GenerationPlan, policy: ConflictPolicy, lock: LockContext? = nil) throws(WriteError)
        -> [AssessedFile]
    {
        var assessed: [AssessedFile] = []
        assessed.reserveCapacity(plan.files.count)
        var directories = DirectoryStates()
        var entries: [String: GenerationLock.File] = [:]
        if let lock { for entry in lock.lock.files { entries[entry.path] = entry } }
        var pending: [String: GenerationLock.Pending] = [:]
        if let lock { for record in lock.lock.pending { pending[record.file.path] = record } }
        var planned: Set<String> = []
        // First, in order, the checks that share state (each folder looked at once: no link, no
        // file in the way); then, on every core, each file's own check (a link or anything but a
        // file stops the run) and its reading and classification (an edited file may need a base
        // rendered and a merge). A folder's failure waits in its file's place, so the first
        // failure in the plan's order is the one thrown, as when every check came first.
        var candidates: [(file: PlannedFile, path: String?, key: String?, failure: WriteError?)] = []
        candidates.reserveCapacity(plan.files.count)
        for file in plan.files {
            do throws(WriteError) {
                try checkInsideRoot(file)
                let path = try plannedPath(file, directories: &directories)
                let key = lock.map { $0.key(for: absolute(file.path)) }
                if let key { planned.insert(key) }
                candidates.append((file, path, key, nil))
            } catch {
                candidates.append((file, nil, nil, error))
            }
        }
        let classified: [Result<AssessedFile, WriteError>] = Parallel.map(candidates.count, minimum: 64) { range in
            range.map { index in
                let (file, path, key, failure) = candidates[index]
                do throws(WriteError) {
                    if let failure { throw failure }
                    let exists = try path.map(isPresentFile) ?? false
                    let read = exists ? try readStampedIfPresent(absolute(file.path), display: file.path) : nil
                    var assessed = classify(
                        file, bytes: read?.bytes, key: key, entries: entries, pending: pending, lock: lock,
                        policy: policy)
                    // What a replacement must still find on disk right before it renames.
                    if let read, assessed.replacesFile {
                        // The classification's hash of the text is the bytes' when the text
                        // is them (the bytes were UTF-8).
                        let known = assessed.diskSHA256.flatMap { hash in
                            assessed.previous.map { Self.isText($0, of: read.bytes) } == true ? hash : nil
                        }
                        assessed.stamp = FileStamp(bytes: read.bytes, metadata: read.metadata, sha256: known)
                    }
                    return .success(assessed)
                } catch {
                    return .failure(error)
                }
            }
        }
        for result in classified { assessed.append(try result.get()) }
        if let lock {
            // The planned files on disk by device and inode, asked only when an orphan is found
            // (a stat a file otherwise): an orphan that is one of them by another name (a folder
            // whose case changed on a case-insensitive disk) is the planned file, not an orphan.
            var plannedIdentities: Set<FileIdentity>?
            func isPlanned(_ identity: FileIdentity) -> Bool {
                if plannedIdentities == nil {
                    plannedIdentities = Set(
                        candidates.compactMap { candidate in
                            candidate.path == nil ? nil : fileSystem.identity(of: absolute(candidate.file.path))
                        })
                }
                return plannedIdentities?.contains(identity) == true
            }
            // A file an interrupted run created is the lock's too (it is pending, not in `files`).
            let created = lock.lock.pending.map(\.file).filter { entries[$0.path] == nil }
            for listed in lock.lock.files + created
            where !planned.contains(listed.path) && lock.orphanScope.map({ $0.contains(listed.module) }) ?? true {
                var entry = listed
                // The lock is a file anyone can edit: only a plain relative path inside the
                // lock's folder, reached without links, can be an orphan (and be pruned).
                guard !entry.path.hasPrefix("/"), PathText.normalize(entry.path) == entry.path,
                    !entry.path.hasPrefix(".."),
                    !entry.path.contains("\0"), isInsideWithoutLinks(entry.path, folder: lock.directory)
                else { continue }
                let target = lock.directory + "/" + entry.path
                // Anywhere in the lock's folder: a module whose output folder changed left its
                // files in the old one, still compiled. Only `pruneRule` limits what is deleted
                // to the output folders. (Without a spec or project, below them only.)
                guard
                    lock.orphansAnywhere
                        || lock.outputRoots.contains(where: { target.hasPrefix(PathText.normalize($0) + "/") })
                else {
                    continue
                }
                let file = PlannedFile(
                    root: "", relativePath: entry.path, contents: "", module: entry.module, template: entry.template,
                    kind: .source)
                // Gone from disk: only its lock entry and project references are left to remove
                // (a pending file an interrupted run never wrote has neither).
                if fileSystem.kindOfLink(at: target) == nil, entries[entry.path] != nil {
                    assessed.append(Regeneration.classifyGone(file))
                    continue
                }
                guard fileSystem.kindOfLink(at: target) == .file, let identity = fileSystem.identity(of: target),
                    !isPlanned(identity),
                    let (bytes, metadata) = try readStampedIfPresent(target, display: entry.path)
                else { continue }
                if let record = pending[entry.path], SHA256.hex(bytes) == record.written { entry = record.file }
                if var orphan = Regeneration.classifyOrphan(
                    file, disk: String(decoding: bytes, as: UTF8.self), entry: entry, prune: lock.prune)
                {
                    // Only what a template of the module could have written is ever deleted.
                    if orphan.status == .delete, let reason = lock.pruneRule.refusal(entry, target: target) {
                        orphan.status = .orphan
                        orphan.note = "no longer generated; not deleted: \(reason)"
                    }
                    // A module generated by name beside a spec that does not declare it is kept.
                    if lock.nameOnlyModules.contains(entry.module) {
                        orphan.status = .orphan
                        orphan.note = LockContext.nameOnlyNote(entry.module)
                    }
                    if orphan.status == .delete { orphan.stamp = FileStamp(bytes: bytes, metadata: metadata) }
                    assessed.append(orphan)
                }
            }
        }
        return assessed
    }

    /// One planned file's status, given its bytes on disk (nil: missing).
    /// - Parameter pending: the records of an interrupted run by lock key: a file with the bytes
    ///   its record says the run wrote is classified by that record, not by its `files` entry.
    private func classify(
        _ file: PlannedFile, bytes: [UInt8]?, key: String?, entries: [String: GenerationLock.File],
        pending: [String: GenerationLock.Pending], lock: LockContext?, policy: ConflictPolicy
    ) -> AssessedFile {
        // adopt says why it records a file or not, also for a missing or identical one.
        if policy != .adopt {
            guard let bytes else { return AssessedFile(file: file, status: .create) }
            // Compared in place (walking a string's bytes one by one cost a no-op run 8 %).
            if Self.isText(file.contents, of: bytes) { return AssessedFile(file: file, status: .unchanged) }
        }
        let disk = bytes.map { String(decoding: $0, as: UTF8.self) }
        guard let lock, let key else { return Self.classifyWithoutLock(file, disk: disk, policy: policy) }
        let record = bytes.flatMap { bytes in pending[key].flatMap { SHA256.hex(bytes) == $0.written ? $0 : nil } }
        let entry = record?.file ?? entries[key]
        let assessed = Regeneration.classify(
            file, disk: disk, entry: entry,
            base: {
                if let record { return lock.pendingBase(record) }
                return entry.flatMap { lock.base($0.module, $0.template) }
            }, policy: policy, untracked: entry == nil ? linkedRootNote(file) : nil)
        // The merge was of a lossy decoding: writing it would replace the user's bytes that
        // are not UTF-8 (TextMerge's byte merge keeps them, but a file's text here is a String).
        if let bytes, assessed.status == .merge || assessed.writesMarkers, let disk, !Self.isText(disk, of: bytes) {
            return AssessedFile(
                file: file, status: policy == .overwrite ? .overwrite : .conflict, previous: disk,
                note: "not UTF-8; not merged")
        }
        return assessed
    }

    /// Whether `text` is `bytes` (its UTF-8 has exactly them). For a text decoded from `bytes`:
    /// whether they were UTF-8 (decoding replaces what is not), found without decoding again.
    static func isText(_ text: String, of bytes: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { raw in
                guard utf8.count == raw.count, let left = utf8.baseAddress, let right = raw.baseAddress else {
                    return utf8.count == raw.count
                }
                return memcmp(left, right, raw.count) == 0
            }
        }
    }

    /// A planned file's status when there is no lock to classify it against (`templates export`).
    private static func classifyWithoutLock(_ file: PlannedFile, disk: String?, policy: ConflictPolicy) -> AssessedFile
    {
        guard let disk else { return AssessedFile(file: file, status: policy == .adopt ? .skip : .create) }
        let status: FileStatus =
            switch policy {
            case .fail, .markers, .theirs: .conflict
            case .overwrite: .overwrite
            case .skipExisting, .adopt: .skip
            }
        return AssessedFile(file: file, status: status, previous: disk)
    }

    // MARK: - Write

    /// Writes every `create` and `overwrite` file. Throws `.conflicts` (writing nothing) when any
    /// file is in conflict. On any failure or interruption, undoes this run's changes first.
    /// - Returns: the files written, in order.
    @discardableResult
    /// - Parameters:
    ///   - lockFile: viper-gen.lock as the run leaves it, written last.
    ///   - pendingLockFile: the lock's first phase (`GenerationLock.pendingPhase`), written
    ///     before any other file, so that a run killed before its last write leaves a lock that
    ///     tells the files it wrote from the ones the user edited.
    package func write(
        _ assessed: [AssessedFile], lockFile: AssessedFile? = nil, pendingLockFile: AssessedFile? = nil,
        interruption: Interruption? = nil
    ) throws(WriteError) -> [AssessedFile] {
        let conflicts = assessed.filter { $0.status == .conflict && !$0.writesMarkers }.map(\.file.path)
        if !conflicts.isEmpty { throw .conflicts(conflicts) }

        // A writer given no interruption still stops for the process-wide one, so that the
        // signal trap knows a rollback is under way instead of ending the process mid-file.
        let watched = interruption ?? Interruption.process
        if let signal = watched.beginWriting() { throw .interrupted(signal: signal) }
        defer { watched.endWriting() }
        // viper-gen.lock too: a run killed while writing either phase leaves its temporary.
        removeStaleTemporaries(assessed + [lockFile, pendingLockFile].compactMap { $0 })

        var journal = WriteJournal()
        var written: [AssessedFile] = []
        var directories: Set<String> = []
        do throws(WriteError) {
            if let pendingLockFile, lockFile != nil {
                try writeOne(pendingLockFile, journal: &journal, directories: &directories)
            }
            // One file at a time: a run killed outright leaves at most one hidden temporary
            // (writing on both cores would leave two, see docs/benchmarks.md).
            for item in assessed where item.writes {
                if let signal = watched.signal { throw .interrupted(signal: signal) }
                try writeOne(item, journal: &journal, directories: &directories)
                written.append(item)
            }
            // The lock last: an interrupted run leaves the old lock, and the next run sees the
            // files it did write as identical to their rendering.
            if var lockFile {
                if let signal = watched.signal { throw .interrupted(signal: signal) }
                if pendingLockFile == nil {
                    try writeOne(lockFile, journal: &journal, directories: &directories)
                } else if let pendingLockFile {
                    // It replaces the first phase, which this run wrote: compared with what was
                    // written then (someone may have changed the lock since), and journaled
                    // apart, since a rollback restores the lock read from the first phase's entry.
                    lockFile.status = .update
                    let target = absolute(lockFile.file.path)
                    // Compared with the text in place, a chunk at a time: a copy of the first
                    // phase's bytes (two lock records a file, 2.4 MB for 1,000 modules) was the
                    // largest thing alive at the end of a 1,000-module run, and reading the file
                    // whole to hash it made one again.
                    let metadata = FileStamp.Metadata.of(target)
                    lockFile.stamp =
                        pendingLockFile.bytes.map { FileStamp(written: $0, metadata: metadata) }
                        ?? FileStamp(metadata: metadata, text: pendingLockFile.text)
                    var replacingFirstPhase = WriteJournal()
                    try writeOne(
                        lockFile, journal: &replacingFirstPhase, directories: &directories, keepsOriginal: false)
                }
            }
        } catch {
            let kept = journal.rollBack()
            if kept.isEmpty { throw error }
            throw .rolledBackExcept(error, kept: kept.map { PathText.relative($0, to: base.path) })
        }
        removeEmptiedFolders(journal.deleted.map(\.0))
        return written
    }

    /// The folders the deletions of `deleted` (absolute paths) left empty, innermost first, up
    /// to the output folder holding them (``emptiedFolderLimits``). `rmdir` removes only an
    /// empty folder, so a folder holding anything (a file saved meanwhile) stays.
    private func removeEmptiedFolders(_ deleted: [String]) {
        let limits = emptiedFolderLimits.map(PathText.normalize)
        var tried: Set<String> = []
        for path in deleted.sorted(by: { $0.count > $1.count }) {
            var folder = parentPath(path)
            while let limit = limits.first(where: { folder.hasPrefix($0 + "/") }), folder != limit,
                tried.insert(folder).inserted
            {
                guard rmdir(folder) == 0 else { break }
                folder = parentPath(folder)
            }
        }
    }

    /// - Parameter directories: folders known to exist, so that each is checked once a run.
    /// - Parameter keepsOriginal: whether the journal gets the bytes a replaced file held, for
    ///   a rollback to restore (not for the lock replacing its own first phase, whose journal
    ///   is not rolled back: the main journal restores the lock read before the run).
    private func writeOne(
        _ item: AssessedFile, journal: inout WriteJournal, directories: inout Set<String>, keepsOriginal: Bool = true
    ) throws(WriteError) {
        let target = absolute(item.file.path)
        let directory = parentPath(target)
        // A deletion makes no folder (its file, or the whole folder, may be gone already).
        if item.status != .delete, !directories.contains(directory) {
            try makeDirectories(directory, display: parentPath(item.file.path), journal: &journal)
            directories.insert(directory)
        }
        if item.status == .delete {
            guard let original = try readIfPresent(target, display: item.file.path) else { return }
            // Compare before delete: an orphan edited since it was classified is the user's.
            if let stamp = item.stamp, !stamp.matches(target, in: disk) {
                throw .changedDuringRun(path: item.file.path)
            }
            let mode = Self.regularFileMode(target)
            if unlink(target) != 0 {
                throw .system(path: item.file.path, operation: "delete", message: String(cString: strerror(errno)))
            }
            journal.deleted.append((target, original, mode))
            return
        }
        let temporary = Self.temporaryPath(for: target)
        // The text is written from the string's own bytes, and journaled as the string.
        let bytes = item.bytes ?? []
        let text = item.bytes == nil ? item.text : nil
        let identity: FileIdentity?
        if var text {
            identity = try text.withUTF8 { raw in
                Result { () throws(WriteError) in
                    try writeFile(temporary, bytes: UnsafeRawBufferPointer(raw), display: item.file.path)
                }
            }.get()
        } else {
            identity = try bytes.withUnsafeBytes { raw in
                Result { () throws(WriteError) in try writeFile(temporary, bytes: raw, display: item.file.path) }
            }.get()
        }
        switch item.status {
        case .create, .backup:
            // Moving into place must not replace a file that appeared since the plan was made.
            let code = Self.moveWithoutReplacing(temporary, to: target)
            if code != 0 {
                unlink(temporary)
                if code == EEXIST { throw .changedDuringRun(path: item.file.path) }
                throw .system(path: item.file.path, operation: "create", message: String(cString: strerror(code)))
            }
            journal.created.append(WriteJournal.Written(path: target, identity: identity, bytes: bytes, text: text))
        case .overwrite, .update, .merge, .conflict:
            // Held open across the rename: a save that opened the file before it still writes to
            // this file after it (checked below).
            let held = HeldFile(target)
            // The copy a rollback restores, read before the check below, so that an edit saved
            // after it is seen by the check rather than hidden in the copy. A stamp that kept the
            // bytes classified is that copy already: the check passes only if the file holds them.
            let original =
                keepsOriginal
                ? item.stamp?.written ?? ((try? readIfPresent(target, display: item.file.path)) ?? nil) : nil
            // Compare before replace: the file must still be what was classified (an edit saved
            // since would be lost). The check and the rename are two steps; a save between them
            // is seen after the rename, in the held file.
            if let stamp = item.stamp, !stamp.matches(target, in: disk) {
                unlink(temporary)
                throw .changedDuringRun(path: item.file.path)
            }
            let mode = Self.regularFileMode(target)
            // The replacement keeps the permissions of the file it replaces.
            chmod(temporary, mode)
            if rename(temporary, target) != 0 {
                let code = errno
                unlink(temporary)
                throw .system(path: item.file.path, operation: "replace", message: String(cString: strerror(code)))
            }
            let written = WriteJournal.Written(path: target, identity: identity, bytes: bytes, text: text)
            // A save between the check and the rename, or written through a descriptor opened
            // before it, went to the replaced file: a rollback puts those bytes back.
            if let saved = held.bytesIfWritten() {
                journal.replaced.append((written, saved, mode))
                throw .changedDuringRun(path: item.file.path)
            }
            if let original { journal.replaced.append((written, original, mode)) }
        default:
            unlink(temporary)
        }
    }

    /// The permissions of the regular file at `path` (a replacement keeps them), or 0644 when it
    /// is not one: a link's own mode (0777) is never copied onto a file.
    static func regularFileMode(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0o644 }
        return info.st_mode & 0o7777
    }

    /// Moves `source` to `target` unless `target` exists; 0 or an `errno` value. Uses
    /// `renameat2(RENAME_NOREPLACE)` where the system has it (one step), otherwise `link(2)`,
    /// which fails on an existing target, then `unlink(2)` of the source.
    static func moveWithoutReplacing(_ source: String, to target: String) -> Int32 {
        if viper_gen_rename_no_replace(source, target) == 0 { return 0 }
        let code = errno
        // ENOSYS/EINVAL: this system, kernel or file system does not support the call or flag.
        if code != EINVAL, code != ENOSYS { return code }
        if link(source, target) != 0 { return errno }
        unlink(source)
        return 0
    }

    // MARK: - Temporary files

    /// The hidden sibling a file is written to before it is moved into place:
    /// `.NAME.viper-gen-PID.tmp`.
    static func temporaryPath(for target: String) -> String {
        let directory = parentPath(target)
        return "\(directory)/.\(lastComponent(target)).viper-gen-\(processID).tmp"
    }

    /// This process's id, asked once (one `getpid` a file was one system call in six).
    private static let processID = getpid()

    /// The process id in the name of a temporary sibling of one of `names`
    /// (`.NAME.viper-gen-PID.tmp`), or nil when `entry` is not one.
    static func temporaryOwner(_ entry: String, siblingOf names: Set<String>) -> pid_t? {
        let marker = ".viper-gen-"
        guard entry.hasPrefix("."), entry.hasSuffix(".tmp"), entry.count > marker.count + 5 else { return nil }
        // `.NAME.viper-gen-PID.tmp`: NAME is everything between the first `.` and the last marker.
        let body = entry.dropFirst().dropLast(4)
        guard let digitsStart = body.lastIndex(where: { !($0.isASCII && $0.isNumber) }).map(body.index(after:)),
            body[..<digitsStart].hasSuffix(marker)
        else { return nil }
        let name = body[..<body.index(digitsStart, offsetBy: -marker.count)]
        let digits = body[digitsStart...]
        guard names.contains(String(name)), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let pid = pid_t(digits), pid > 0
        else {
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
            namesByDirectory[parentPath(target), default: []].insert(lastComponent(target))
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

    /// Why the lock cannot list a file below an output folder that is a symbolic link (the lock
    /// keys files by their real folders), or nil when the folder is not one.
    private func linkedRootNote(_ file: PlannedFile) -> String? {
        var folder = file.root.hasPrefix("/") ? "" : base.path
        for component in file.root.split(separator: "/") {
            folder += "/" + component
            guard fileSystem.kindOfLink(at: folder) == .symbolicLink else { continue }
            let shown = PathText.relative(folder, to: base.path)
            let real = fileSystem.realPath(folder).map { " (to \($0))" } ?? ""
            return
                "the output folder \(shown) is a symbolic link\(real), and the lock lists files by their real folders; "
                + "generate into the real folder, or replace the link with it"
        }
        return nil
    }

    /// Whether no folder on the way from `folder` to `relative` is a symbolic link.
    private func isInsideWithoutLinks(_ relative: String, folder: String) -> Bool {
        var current = folder
        for component in relative.split(separator: "/").dropLast() {
            current += "/" + component
            let kind = fileSystem.kindOfLink(at: current)
            // A missing folder: nothing below it exists, so nothing is reached through a link.
            if kind == nil { return true }
            guard kind == .directory else { return false }
        }
        return true
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : basePath + "/" + path
    }

    /// Refuses a path below the root that could leave it: the planner builds it from validated
    /// names, but a user template set's `component` is free text, and the writer is the last
    /// line of defence for "nothing is written outside the output directories".
    private func checkInsideRoot(_ file: PlannedFile) throws(WriteError) {
        // Over UTF-8 bytes: `String.contains("\0")` and comparing each component as text cost
        // more than writing the file.
        if file.root.utf8.contains(0) || !Self.staysBelow(file.relativePath) {
            throw .outsideRoot(path: file.path, root: file.root)
        }
    }

    /// Whether `relative` is made of names only: not absolute, no empty, `.` or `..` component,
    /// no NUL byte.
    static func staysBelow(_ relative: String) -> Bool {
        let utf8 = relative.utf8
        if utf8.contains(0) { return false }
        for component in utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            let dots = component.count <= 2 && component.allSatisfy { $0 == UInt8(ascii: ".") }
            if component.isEmpty || dots { return false }
        }
        return true
    }

    /// What `checkNoLinks` learnt about folders, so that each is looked at once a run.
    struct DirectoryStates {
        /// Folders (and roots) that exist and are fine to write into.
        var present: Set<String> = []
        /// Folders that do not exist: nothing below them exists either.
        var missing: Set<String> = []
        /// Each file's folder as the walk below left it, by its root and relative folder: the
        /// folder as displayed, and whether it is missing (files share folders).
        var walked: [FolderKey: (display: String, missing: Bool)] = [:]

        struct FolderKey: Hashable {
            var root: String
            var relative: Substring
        }
    }

    /// Refuses symbolic links and files-in-the-way on the way from the file's output root to
    /// its folder (each folder looked at once a run).
    /// - Returns: the file's path as shown, nil when its folder is missing (so it is too).
    private func plannedPath(_ file: PlannedFile, directories: inout DirectoryStates) throws(WriteError) -> String? {
        // The root itself must be a directory (or a link the user chose to one) if it exists.
        if !directories.present.contains(file.root), !directories.missing.contains(file.root) {
            if let kind = fileSystem.kindOfLink(at: absolute(file.root)) {
                if kind != .directory, kind != .symbolicLink { throw .notADirectory(path: file.root) }
                directories.present.insert(file.root)
            } else {
                directories.missing.insert(file.root)
            }
        }
        let relative = file.relativePath
        // Over its bytes in place: a Character-wise search costs more than the walk below.
        let slash = lastSlash(relative).map { relative.utf8.index(relative.utf8.startIndex, offsetBy: $0) }
        let last = relative[(slash.map { relative.index(after: $0) } ?? relative.startIndex)...]
        let folderKey = DirectoryStates.FolderKey(
            root: file.root, relative: relative[..<(slash ?? relative.startIndex)])
        let (display, parentMissing) = try walkFolders(of: file, directories: &directories, key: folderKey)
        if parentMissing { return nil }
        return display + (display.hasSuffix("/") ? "" : "/") + last
    }

    /// Whether a planned file (`path`, as shown) is there, a regular file, so that a missing
    /// one is not opened; a symbolic link or anything else in its place is refused.
    private func isPresentFile(_ path: String) throws(WriteError) -> Bool {
        switch fileSystem.kindOfLink(at: absolute(path)) {
        case nil: return false
        case .file?: return true
        case .symbolicLink?: throw .symlink(path: path)
        case let kind?: throw .notAFile(path: path, kind: kind.described)
        }
    }

    /// The folders from `file`'s root to its own, each looked at once a run (nothing in them may
    /// be a link or a file): the folder as displayed, and whether it is missing.
    private func walkFolders(
        of file: PlannedFile, directories: inout DirectoryStates, key: DirectoryStates.FolderKey
    ) throws(WriteError) -> (display: String, missing: Bool) {
        if let walked = directories.walked[key] { return walked }
        var display = file.root
        var parentMissing = directories.missing.contains(file.root)
        for component in key.relative.split(separator: "/").map(String.init) {
            display += (display.hasSuffix("/") ? "" : "/") + component
            if parentMissing {
                directories.missing.insert(display)
                continue
            }
            if directories.present.contains(display) { continue }
            if directories.missing.contains(display) {
                parentMissing = true
                continue
            }
            if let kind = fileSystem.kindOfLink(at: absolute(display)) {
                if kind == .symbolicLink { throw .symlink(path: display) }
                if kind != .directory { throw .notADirectory(path: display) }
                directories.present.insert(display)
            } else {
                directories.missing.insert(display)
                parentMissing = true
            }
        }
        directories.walked[key] = (display, parentMissing)
        return (display, parentMissing)
    }

    private func readStampedIfPresent(_ path: String, display: String) throws(WriteError) -> (
        bytes: [UInt8], metadata: FileStamp.Metadata?
    )? {
        do throws(FileSystemError) {
            return try fileSystem.readStamped(path)
        } catch {
            throw .system(path: display, operation: "read", message: error.message)
        }
    }

    private func readIfPresent(_ path: String, display: String) throws(WriteError) -> [UInt8]? {
        do throws(FileSystemError) {
            return try disk.read(path)
        } catch {
            throw .system(path: display, operation: "read", message: error.message)
        }
    }

    /// - Returns: the new file's device and inode (a rename keeps them), from `fstat`, so that
    ///   the journal needs no `lstat` by path after the rename.
    private func writeFile(_ path: String, bytes raw: UnsafeRawBufferPointer, display: String) throws(WriteError)
        -> FileIdentity?
    {
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
        while offset < raw.count, let base = raw.baseAddress {
            let count = posixWrite(fd, base + offset, raw.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += count
        }
        var info = stat()
        let identity =
            fstat(fd, &info) == 0 ? FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : nil
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw .system(path: display, operation: "write", message: String(cString: strerror(failure)))
        }
        return identity
    }

    private func makeDirectories(_ path: String, display: String, journal: inout WriteJournal) throws(WriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw .notADirectory(path: display)
        }
        let parent = parentPath(path)
        if parent != path, !parent.isEmpty {
            try makeDirectories(parent, display: parentPath(display), journal: &journal)
        }
        if mkdir(path, 0o755) != 0 {
            let code = errno
            if code == EEXIST { return }
            throw .system(path: display, operation: "create directory", message: String(cString: strerror(code)))
        }
        journal.directories.append(path)
    }
}

/// `write(2)`, named so that it does not clash with `PlanWriter.write(_:interruption:)`.
func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// `a/b/c` → `a/b`; `/c` → `/`; `c` → `` (the folder part of a path; like
/// `NSString.deletingLastPathComponent` for the normalised paths the writer builds, and much
/// cheaper, which matters for thousands of files).
func parentPath(_ path: String) -> String {
    guard let slash = lastSlash(path) else { return "" }
    if slash == 0 { return "/" }
    return String(path[..<path.utf8.index(path.utf8.startIndex, offsetBy: slash)])
}

/// `a/b/c` → `c`: the last component of a normalised path.
func lastComponent(_ path: String) -> String {
    guard let slash = lastSlash(path) else { return path }
    return String(path[path.utf8.index(path.utf8.startIndex, offsetBy: slash + 1)...])
}

/// The byte offset of the last `/` in `path`, found over its bytes in place (the `UTF8View`'s
/// own `lastIndex(of:)` walks index by index, ~900 instructions for a 60-byte path).
private func lastSlash(_ path: String) -> Int? {
    path.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: "/")) }
        ?? Array(path.utf8).lastIndex(of: UInt8(ascii: "/"))
}
