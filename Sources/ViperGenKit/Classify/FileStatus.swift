import TextMerge

/// What a run does, or would do, with one file (docs/generate.md and docs/living-modules.md).
package enum FileStatus: String, Sendable, Hashable, CaseIterable {
    /// The file is missing and will be written.
    case create
    /// The file exists with identical bytes, or the user edited it and the spec did not change
    /// it (user-owned); nothing to do.
    case unchanged
    /// The file is exactly as viper-gen last generated it and is replaced by the new rendering.
    case update
    /// The user edited the file and the spec changed it: the edits and the new rendering are
    /// merged three-way.
    case merge
    /// The file differs and cannot be updated safely: overlapping edits, a file viper-gen did
    /// not record generating, or conflict markers left in it. The run stops and writes nothing,
    /// unless `--conflict markers`, which writes the file with git's markers around each
    /// overlapping hunk (the `result`), and fails after writing.
    case conflict
    /// A conflict that `--overwrite` resolves by replacing the whole file (saved first as a
    /// `backup`).
    case overwrite
    /// A file that exists and is left alone because of `--skip-existing` (or that `adopt`
    /// cannot record).
    case skip
    /// A file `viper-gen adopt` records in viper-gen.lock as the user's version of today's
    /// rendering; the file itself is not written.
    case record
    /// `--overwrite`'s copy of the file it replaces, written beside it as `NAME.orig`.
    case backup
    /// In viper-gen.lock but no longer planned (module removed, pattern changed, file renamed);
    /// kept, and reported. `--prune` deletes it when unedited.
    case orphan
    /// An orphan that `--prune` deletes: it is still exactly as generated.
    case delete

    /// Whether the status means a generate run would change the tree (what `--check` fails on).
    package var isDrift: Bool {
        switch self {
        case .create, .update, .merge, .conflict, .overwrite, .orphan, .delete: true
        case .unchanged, .skip, .record, .backup: false
        }
    }
}

/// How existing files that differ from the plan are treated.
package enum ConflictPolicy: Sendable, Hashable {
    /// Any conflict fails the run, which then writes nothing.
    case fail
    /// `--conflict markers`: a conflicting file is written with git's conflict markers around
    /// each overlapping hunk; the run writes everything else and fails.
    case markers
    /// `--force`: the spec's side in each overlapping hunk, every other edit kept (`git merge
    /// -X theirs`); a file that cannot be merged stays a conflict.
    case theirs
    /// `--overwrite` (and `templates export --force`): replace differing files whole.
    case overwrite
    /// `--skip-existing`: leave every existing file alone.
    case skipExisting
    /// `viper-gen adopt`: write no file; record existing files in viper-gen.lock as the user's
    /// version of today's rendering.
    case adopt
}

/// A planned file (or an orphan) with its status against the disk.
///
/// A value, kept in one shared box until changed (copy on write): runs copy thousands of these
/// between the classification, the lock, the writer and the report, and a copy of the fields
/// themselves is some twenty reference counts.
package struct AssessedFile: Sendable, Hashable {
    /// The fields (what equality and hashing compare).
    private struct Fields: Sendable, Hashable {
        var file: PlannedFile
        var status: FileStatus
        var result: String?
        var previous: String?
        var note: String?
        var conflicts: [Merge3.Conflict]
        var stamp: FileStamp?
        var recordsAsEdit: Bool = false
        var markerLines: [Int] = []
        var bytes: [UInt8]?
        var isEditedOrphan: Bool = false
        var diskSHA256: String?
        var generatedSHA256: String?
    }

    /// `Fields` in a class, so that a copy of the file is one reference.
    private final class Box: @unchecked Sendable {
        // @unchecked: changed only through `fields` when uniquely referenced (copy on write), so
        // a box shared between threads is never written.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The fields to change, in a box no other copy shares.
    private var unique: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            return box
        }
    }

    package var file: PlannedFile {
        get { box.fields.file }
        set { unique.fields.file = newValue }
    }
    package var status: FileStatus {
        get { box.fields.status }
        set { unique.fields.status = newValue }
    }
    /// The text to write when it is not the plan's (`merge`).
    package var result: String? {
        get { box.fields.result }
        set { unique.fields.result = newValue }
    }
    /// What is on disk now, for `--diff`.
    package var previous: String? {
        get { box.fields.previous }
        set { unique.fields.previous = newValue }
    }
    /// Why the status is what it is, when that is not obvious (`edited by you`, `not in
    /// viper-gen.lock`).
    package var note: String? {
        get { box.fields.note }
        set { unique.fields.note = newValue }
    }
    /// The overlapping regions of a `conflict` after a merge attempt.
    package var conflicts: [Merge3.Conflict] {
        get { box.fields.conflicts }
        set { unique.fields.conflicts = newValue }
    }
    /// What the file on disk was when classified: it is replaced or deleted only if it still
    /// is (nil: it did not exist, or was not read).
    package var stamp: FileStamp? {
        get { box.fields.stamp }
        set { unique.fields.stamp = newValue }
    }
    /// A kept file (`skip` or `record`) that viper-gen.lock is to record as the user's edit of
    /// this run's rendering, so that later spec changes merge into it.
    package var recordsAsEdit: Bool {
        get { box.fields.recordsAsEdit }
        set { unique.fields.recordsAsEdit = newValue }
    }
    /// The 1-based lines of git conflict markers still in the file on disk (empty: none).
    package var markerLines: [Int] {
        get { box.fields.markerLines }
        set { unique.fields.markerLines = newValue }
    }
    /// The exact bytes to write when the text cannot say them (a `backup` of a file that is not
    /// UTF-8); nil: `text`.
    package var bytes: [UInt8]? {
        get { box.fields.bytes }
        set { unique.fields.bytes = newValue }
    }
    /// An orphan the user edited (its bytes differ from what viper-gen.lock recorded), which
    /// `--prune` keeps; decided once, where it is classified.
    package var isEditedOrphan: Bool {
        get { box.fields.isEditedOrphan }
        set { unique.fields.isEditedOrphan = newValue }
    }
    /// The SHA-256 of `previous` and of the plan's text (`file.contents`), when the
    /// classification computed them: the stamp and the lock take them instead of hashing the
    /// same bytes again.
    package var diskSHA256: String? {
        get { box.fields.diskSHA256 }
        set { unique.fields.diskSHA256 = newValue }
    }
    package var generatedSHA256: String? {
        get { box.fields.generatedSHA256 }
        set { unique.fields.generatedSHA256 = newValue }
    }

    package init(
        file: PlannedFile, status: FileStatus, result: String? = nil, previous: String? = nil, note: String? = nil,
        conflicts: [Merge3.Conflict] = []
    ) {
        box = Box(
            Fields(
                file: file, status: status, result: result, previous: previous, note: note, conflicts: conflicts,
                stamp: nil, bytes: nil, diskSHA256: nil, generatedSHA256: nil))
    }

    package static func == (lhs: AssessedFile, rhs: AssessedFile) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// An orphan (or a `delete`) whose file is already gone from disk: only its lock entry and
    /// project references remain (`Regeneration.classifyGone`; an orphan on disk has `previous`).
    package var isGone: Bool { (status == .orphan || status == .delete) && previous == nil }

    /// A merge that took the spec's side in overlapping hunks (`--force`): the user's lines
    /// there are not in the result.
    package var dropsConflictingEdits: Bool { status == .merge && !conflicts.isEmpty }

    /// The text the file will have after the run.
    package var text: String { result ?? file.contents }

    /// A conflict written into the file with git's markers (`--conflict markers`).
    package var writesMarkers: Bool { status == .conflict && result != nil }

    /// Whether a writing run replaces the file on disk (which must then still be what was classified).
    package var replacesFile: Bool { [.update, .merge, .overwrite].contains(status) || writesMarkers }

    /// Whether a writing run writes (or deletes) this file: a `backup` only when no copy with
    /// its bytes is there yet.
    package var writes: Bool {
        switch status {
        case .create, .overwrite, .update, .merge, .delete: true
        case .backup: previous == nil
        case .conflict: result != nil
        case .unchanged, .skip, .record, .orphan: false
        }
    }
}
