import TextMerge

/// What a run does, or would do, with one file (docs/generate.md and docs/living-modules.md).
public enum FileStatus: String, Sendable, Hashable, CaseIterable {
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
    /// The file differs and cannot be updated safely: overlapping edits, or a file viper-gen did
    /// not record generating. The run stops unless `--force` or `--skip-existing`.
    case conflict
    /// A conflict that `--force` resolves by replacing the file.
    case overwrite
    /// A file that exists and is left alone because of `--skip-existing`.
    case skip
    /// In viper-gen.lock but no longer planned (module removed, pattern changed, file renamed);
    /// kept, and reported. `--prune` deletes it when unedited.
    case orphan
    /// An orphan that `--prune` deletes: it is still exactly as generated.
    case delete

    /// Whether the status means a generate run would change the tree (what `--check` fails on).
    public var isDrift: Bool {
        switch self {
        case .create, .update, .merge, .conflict, .overwrite, .orphan, .delete: true
        case .unchanged, .skip: false
        }
    }
}

/// How existing files that differ from the plan are treated.
public enum ConflictPolicy: Sendable, Hashable {
    /// Any difference fails the run, which then writes nothing.
    case fail
    /// `--force`: replace differing files.
    case overwrite
    /// `--skip-existing`: leave every existing file alone.
    case skipExisting
}

/// A planned file (or an orphan) with its status against the disk.
public struct AssessedFile: Sendable, Hashable {
    public var file: PlannedFile
    public var status: FileStatus
    /// The text to write when it is not the plan's (`merge`).
    public var result: String?
    /// What is on disk now, for `--diff`.
    public var previous: String?
    /// Why the status is what it is, when that is not obvious (`edited by you`, `not in
    /// viper-gen.lock`).
    public var note: String?
    /// The overlapping regions of a `conflict` after a merge attempt.
    public var conflicts: [Merge3.Conflict]
    /// What the file on disk was when classified: it is replaced or deleted only if it still
    /// is (nil: it did not exist, or was not read).
    public var stamp: FileStamp?

    public init(file: PlannedFile, status: FileStatus, result: String? = nil, previous: String? = nil, note: String? = nil,
                conflicts: [Merge3.Conflict] = []) {
        self.file = file
        self.status = status
        self.result = result
        self.previous = previous
        self.note = note
        self.conflicts = conflicts
    }

    /// An orphan (or a `delete`) whose file is already gone from disk: only its lock entry and
    /// project references remain (`Regeneration.classifyGone`; an orphan on disk has `previous`).
    public var isGone: Bool { (status == .orphan || status == .delete) && previous == nil }

    /// The text the file will have after the run.
    public var text: String { result ?? file.contents }
}
