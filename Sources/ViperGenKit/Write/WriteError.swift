import TextSupport

/// A problem met while checking the disk or writing a plan. When one happens during writing,
/// everything this run created or replaced has been restored before the error is reported.
package enum WriteError: DiagnosticsConvertible, Sendable, Equatable, CustomStringConvertible {
    /// Files exist with other content and neither `--force` nor `--skip-existing` was given.
    case conflicts([String])
    /// A path component below an output root is a symbolic link (or the file is one).
    case symlink(path: String)
    /// A path that should be a directory is a file (or another non-directory).
    case notADirectory(path: String)
    /// A path where a file is to be written exists but is not a regular file (`kind`: a
    /// directory, a named pipe, a device, a socket).
    case notAFile(path: String, kind: String)
    /// A planned path below its output root climbs out of it or is malformed (a `..`, `.` or
    /// empty component, a leading `/`, a NUL); a template's `component` or `path` can cause it.
    case outsideRoot(path: String, root: String)
    /// The operating system refused an operation.
    case system(path: String, operation: String, message: String)
    /// A file appeared or changed between planning and writing.
    case changedDuringRun(path: String)
    /// SIGINT or SIGTERM arrived; the run stopped and was rolled back.
    case interrupted(signal: String)
    /// `cause` stopped the run and it was rolled back, except for `kept`: files something else
    /// changed after this run wrote them, left as they are rather than overwritten with the
    /// run's old copies.
    indirect case rolledBackExcept(WriteError, kept: [String])

    package var diagnostics: [Diagnostic] { [Diagnostic(message: description)] }

    package var description: String {
        switch self {
        case .conflicts(let paths):
            "\(paths.count) file\(paths.count == 1 ? "" : "s") cannot be updated safely (your edits overlap the spec's changes, or viper-gen.lock does not list \(paths.count == 1 ? "it" : "them")):\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. Resolve the overlaps and run again (\(Regeneration.resolvedHunk)), or use --conflict markers to write the hunks into the files for your editor, --force to take the spec's side in the overlapping hunks only (your other edits kept), --overwrite to replace the files whole (each saved first as FILE\(OverwriteBackup.suffix)), --skip-existing to keep the files as they are, or --dry-run --diff to see the plan. A file viper-gen.lock does not list has no base and so no hunks: --conflict markers and --force cannot resolve it; 'viper-gen adopt' records it as your edit (then spec changes merge into it), or use --overwrite or --skip-existing."
        case .symlink(let path):
            "\(path) is a symbolic link; viper-gen does not write through links inside the output directory. Remove the link or choose another --output."
        case .notADirectory(let path):
            "\(path) is a file, but viper-gen needs a directory there; move it away or choose another --output."
        case .notAFile(let path, let kind):
            "\(path) is \(kind), but viper-gen needs to write a file there; move it away or choose another --output."
        case .outsideRoot(let path, let root):
            "\(JSONText.quoted(path)) is not a plain path inside the output directory \(root) (it has a '..', '.' or empty component, or a NUL); nothing was written. Check the \"component\" and \"path\" of the template set's template.json."
        case .system(let path, let operation, let message):
            "cannot \(operation) \(path): \(message)"
        case .changedDuringRun(let path):
            "\(path) changed while viper-gen was running; nothing from this run was kept. Run again."
        case .interrupted(let signal):
            "interrupted by \(signal); the files this run had written were removed."
        case .rolledBackExcept(let cause, let kept):
            cause.description + "\nLeft as they are, because something else changed them after this run wrote them:\n"
                + kept.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
