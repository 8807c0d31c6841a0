/// What a generate run did, as values for the command line to print: its warnings, the report,
/// and what stopped it, if anything.
package struct GenerateOutcome: Sendable {
    /// Why the run stopped before it was done.
    package enum Failure: DiagnosticsConvertible, Sendable {
        /// A mistake in the command line (exit status 2); `pointsToHelp` when the command's
        /// `--help` shows what to type instead.
        case usage([Diagnostic], pointsToHelp: Bool)
        /// Errors in the spec, with its warnings, all positioned (exit status 1).
        case spec(SpecErrors, display: String)
        /// Anything else that stopped the run (exit status 1); a diagnostic's note says what
        /// happened to the files.
        case stopped([Diagnostic])
        /// Files would be overwritten with the user's edits lost; nothing was written. The
        /// report lists them; `paths` are as the report shows them.
        case conflicts(paths: [String])

        /// The diagnostics to show, in order.
        package var diagnostics: [Diagnostic] {
            switch self {
            case .usage(let diagnostics, _), .stopped(let diagnostics): diagnostics
            case .spec(let errors, _): errors.diagnostics
            case .conflicts(let paths): WriteError.conflicts(paths).diagnostics
            }
        }
    }

    /// What `--verbose` tells: where things came from and how long each step took.
    package struct Facts: Sendable {
        /// The spec as shown, or nil without one.
        package var spec: String?
        package var moduleCount: Int
        /// The user template folder, if any.
        package var userTemplates: String?
        package var fingerprint: String
        /// How many files the lock recorded before the run; nil without a lock.
        package var lockedFiles: Int?
        /// Seconds spent planning, assessing and writing (nil when nothing was written).
        package var plan: Double
        package var assess: Double
        package var write: Double?
        package var total: Double
    }

    /// Warnings, in the order they arose (spec, flags, routes).
    package var warnings: [Diagnostic] = []
    /// The files and their statuses; nil when the run stopped before it had them.
    package var report: GenerationReport?
    /// What stopped the run; nil when it did all it was asked.
    package var failure: Failure?
    /// With `--check`: the files out of date with the spec (the run fails).
    package var drift: Diagnostic?
    /// With `--check`: each disagreement between spec, lock, disk and project, with what to do
    /// (shown before `drift`, which then counts them).
    package var findings: [Diagnostic] = []
    package var facts: Facts?

    /// The exit status: 0 done, 1 failed or drifted (or a dry run met conflicts, or conflicts
    /// were written with markers), 2 usage.
    package var exitStatus: Int32 {
        if case .usage? = failure { return 2 }
        if failure != nil || drift != nil { return 1 }
        if let report, report.files.contains(where: { $0.status == .conflict }) { return 1 }
        return 0
    }
}
