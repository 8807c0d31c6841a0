/// What an assessment run found, as values, for the command line to print: the report (with
/// its JSON files section when asked for), the files skipped, the comparison with a baseline
/// and the verdict of `--fail-under`, and the exit status they add up to.
package struct AssessOutcome: Sendable {
    /// The report of the code; no files: there was no Swift code to assess.
    package var report: AssessmentReport
    /// The summaries the report was made from (handed back so that the caller decides when
    /// they are freed).
    package var summaries: [FileSummary]
    /// The files that could not be assessed, in path order, with why.
    package var skipped: [SkippedFile]
    /// The JSON text of the report's files section, when the request asked for it.
    package var filesSection: [UInt8]?
    /// What got worse than the baseline (empty without one, or when nothing did).
    package var regressions: [Regression]
    /// Why the baseline could not be compared with, if it could not.
    package var baselineError: BaselineComparison.Error?
    /// `--fail-under N`'s N, when the maintainability index is below it.
    package var failedMinimum: Int?
    /// `--fail-on drift` and the spec check found something.
    package var drifted = false

    /// Whether there was no Swift code to assess (an empty tree is almost always a wrong path).
    package var isEmpty: Bool { report.files.isEmpty }

    /// 0 when the code passes every check asked for; 1 when the tree held no Swift code, the
    /// baseline could not be read, the code regressed, the index is below the minimum, or the
    /// code departs from the spec under `--fail-on drift`.
    package var exitStatus: Int32 {
        isEmpty || baselineError != nil || !regressions.isEmpty || failedMinimum != nil || drifted ? 1 : 0
    }
}
