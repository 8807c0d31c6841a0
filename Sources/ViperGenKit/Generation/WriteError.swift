/// A problem met while checking the disk or writing a plan. When one happens during writing,
/// everything this run created or replaced has been restored before the error is reported.
public enum WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Files exist with other content and neither `--force` nor `--skip-existing` was given.
    case conflicts([String])
    /// A path component below an output root is a symbolic link (or the file is one).
    case symlink(path: String)
    /// A path that should be a directory is a file, or the reverse.
    case notADirectory(path: String)
    /// The operating system refused an operation.
    case system(path: String, operation: String, message: String)
    /// A file appeared or changed between planning and writing.
    case changedDuringRun(path: String)
    /// SIGINT or SIGTERM arrived; the run stopped and was rolled back.
    case interrupted(signal: String)

    public var description: String {
        switch self {
        case .conflicts(let paths):
            "\(paths.count) file\(paths.count == 1 ? "" : "s") already exist\(paths.count == 1 ? "s" : "") with different content:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. Use --force to overwrite them, --skip-existing to keep them, or --dry-run to see the plan."
        case .symlink(let path):
            "\(path) is a symbolic link; viper-gen does not write through links inside the output directory. Remove the link or choose another --output."
        case .notADirectory(let path):
            "\(path) is a file, but viper-gen needs a directory there; move it away or choose another --output."
        case .system(let path, let operation, let message):
            "cannot \(operation) \(path): \(message)"
        case .changedDuringRun(let path):
            "\(path) changed while viper-gen was running; nothing from this run was kept. Run again."
        case .interrupted(let signal):
            "interrupted by \(signal); the files this run had written were removed."
        }
    }
}
