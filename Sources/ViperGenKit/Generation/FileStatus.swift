/// What a run does, or would do, with one planned file (CONTRACT.md §1, "File statuses").
public enum FileStatus: String, Sendable, Hashable, CaseIterable {
    /// The file is missing and will be written.
    case create
    /// The file exists with identical bytes; nothing to do.
    case unchanged
    /// The file exists with different bytes; the run stops unless `--force` or `--skip-existing`.
    case conflict
    /// A conflict that `--force` resolves by replacing the file.
    case overwrite
    /// A file that exists and is left alone because of `--skip-existing`.
    case skip
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

/// A planned file with its status against the disk.
public struct AssessedFile: Sendable, Hashable {
    public var file: PlannedFile
    public var status: FileStatus
}
