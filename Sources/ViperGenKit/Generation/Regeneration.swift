import ContentHash
import TextMerge

/// Decides what happens to each planned file given the disk and viper-gen.lock: the three-way
/// classification of living modules. Pure: the disk text and the last generated text come in
/// as values.
public enum Regeneration {
    /// - Parameters:
    ///   - disk: the file's text, or nil when it does not exist.
    ///   - record: its lock entry, or nil when the lock does not list it.
    ///   - base: renders the last generated text on demand (only needed for an edited file).
    ///   - untracked: why the lock does not list the file, when there is more to say than that
    ///     it was written by hand or by an older viper-gen.
    public static func classify(
        _ file: PlannedFile, disk: String?, entry: GenerationLock.File?, base: () -> String?, policy: ConflictPolicy,
        untracked: String? = nil
    ) -> AssessedFile {
        guard let disk else { return AssessedFile(file: file, status: .create) }
        if disk == file.contents { return AssessedFile(file: file, status: .unchanged) }
        if policy == .skipExisting { return AssessedFile(file: file, status: .skip, previous: disk) }
        let fallback: FileStatus = policy == .overwrite ? .overwrite : .conflict
        guard let entry else {
            return AssessedFile(file: file, status: fallback, previous: disk,
                                note: "not in \(GenerationLock.fileName): " + (untracked ?? "written by hand or by an older viper-gen"))
        }
        if SHA256.hex(disk) == entry.sha256 {
            return AssessedFile(file: file, status: .update, previous: disk)
        }
        // Edited by the user. When the new rendering is what was generated last time, the spec
        // did not change this file: no base to render, nothing to merge.
        if SHA256.hex(file.contents) == entry.sha256 {
            let note = onlyLineEndingsDiffer(disk, file.contents)
                ? "only its line endings differ: CRLF, as a checkout with core.autocrlf makes them; the spec did not change it"
                : "edited by you; the spec did not change it"
            return AssessedFile(file: file, status: .unchanged, previous: disk, note: note)
        }
        guard let base = base() else {
            return AssessedFile(file: file, status: fallback, previous: disk,
                                note: "edited, and the templates changed since it was generated, so the edits cannot be merged")
        }
        if base == file.contents {
            return AssessedFile(file: file, status: .unchanged, previous: disk, note: "edited by you; the spec did not change it")
        }
        switch Merge3.merge(base: base, ours: disk, theirs: file.contents, labels: ("yours", "generated last time", "generated now")) {
        case .clean(let merged):
            if merged == disk { return AssessedFile(file: file, status: .unchanged, previous: disk, note: "edited by you; already up to date") }
            let note = onlyLineEndingsDiffer(disk, base) ? "your CRLF line endings kept; no other edit" : "your edits kept"
            return AssessedFile(file: file, status: .merge, result: merged, previous: disk, note: note)
        case .conflicts(_, let conflicts):
            return AssessedFile(file: file, status: fallback, previous: disk,
                                note: "your edits overlap the spec's changes", conflicts: policy == .overwrite ? [] : conflicts)
        }
    }

    /// Whether `disk` is `generated` with CRLF line endings and nothing else changed.
    static func onlyLineEndingsDiffer(_ disk: String, _ generated: String) -> Bool {
        guard disk.utf8.contains(UInt8(ascii: "\r")) else { return false }
        var generatedBytes = generated.utf8.makeIterator()
        var previous: UInt8?
        for byte in disk.utf8 {
            // A CR is held back until the next byte shows whether it ends a CRLF.
            if let held = previous {
                previous = nil
                if !(held == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")), generatedBytes.next() != held { return false }
            }
            if byte == UInt8(ascii: "\r") { previous = byte; continue }
            if generatedBytes.next() != byte { return false }
        }
        if let held = previous, generatedBytes.next() != held { return false }
        return generatedBytes.next() == nil
    }

    /// An orphan: a file in the lock that the run no longer plans.
    public static func classifyOrphan(_ file: PlannedFile, disk: String?, entry: GenerationLock.File, prune: Bool) -> AssessedFile? {
        guard let disk else { return nil }
        let unedited = SHA256.hex(disk) == entry.sha256
        if prune, unedited { return AssessedFile(file: file, status: .delete, previous: disk, note: "no longer generated") }
        return AssessedFile(file: file, status: .orphan, previous: disk,
                            note: unedited ? "no longer generated; --prune deletes it" : "no longer generated; edited by you, so kept")
    }

    /// A lock entry whose file is gone from disk and that the run no longer plans: nothing to
    /// delete, but viper-gen.lock and the project still name it. `--prune` forgets it (`delete`
    /// without a file: its lock entry and project references go); otherwise an `orphan`.
    public static func classifyGone(_ file: PlannedFile, prune: Bool) -> AssessedFile {
        prune ? AssessedFile(file: file, status: .delete, note: "already deleted; its lock entry and project references are removed")
            : AssessedFile(file: file, status: .orphan,
                           note: "deleted, and no longer generated; --prune removes its lock entry and project references")
    }
}
