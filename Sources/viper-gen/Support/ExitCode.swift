/// The process exit status of a command (ARCHITECTURE.md, "Errors").
enum ExitCode: Int32 {
    /// The command did what was asked.
    case success = 0
    /// Validation failed, a conflict stopped the run, `--check` found drift, or a query failed.
    case failure = 1
    /// The command line was wrong: unknown flag, missing or out-of-range value.
    case usage = 2
}
