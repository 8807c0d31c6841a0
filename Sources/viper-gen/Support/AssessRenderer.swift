import Assessment
import ViperGenKit

/// Prints an assessment's outcome: the files skipped (on standard error, or as annotations),
/// the report in the format asked for, the regressions against a baseline and the verdict of
/// `--fail-under`; returns the exit status.
struct AssessRenderer {
    let console: Console
    let format: ViperGen.Assess.Format
    /// `--functions`: every function in the text report, not only the worst ten.
    let functions: Bool

    /// Names the files that could not be assessed; the report on standard output stays what it was.
    func showSkipped(_ skipped: [SkippedFile], root: String) {
        let diagnostics = skipped.map {
            Diagnostic(
                severity: .warning, file: root == "." ? $0.path : root + "/" + $0.path,
                message: "not assessed: \($0.reason.summary)")
        }
        if format == .github {
            console.write(DiagnosticPrinter.github(diagnostics))
        } else {
            console.report(diagnostics)
        }
    }

    /// Prints `outcome` and returns the exit status.
    func show(_ outcome: AssessOutcome, root: String) -> ExitCode {
        let report = outcome.report
        // Scores of nothing would read as a verdict: an empty tree is almost always a wrong path.
        guard !outcome.isEmpty else {
            let generated = report.generatedFiles.count
            console.report(
                Diagnostic(
                    message: "no Swift files to assess under '\(root)'"
                        + (generated > 0 ? " (\(generated) generated file\(generated == 1 ? "" : "s") skipped)" : "")
                        + "; vendored folders (Pods, Carthage, .build, DerivedData) and generated files are skipped"))
            return .failure
        }
        showReport(report, filesSection: outcome.filesSection, root: root)
        showVerdicts(outcome)
        return outcome.exitStatus == 0 ? .success : .failure
    }

    /// The report in the format asked for.
    private func showReport(_ report: AssessmentReport, filesSection: [UInt8]?, root: String) {
        let limit = functions ? Int.max : 10
        switch format {
        case .text:
            console.write(TextReportRenderer.render(report, limit: limit))
        case .json:
            // Bytes straight to the output: the report of a large tree is megabytes.
            console.write(utf8: ReportJSONEncoder.utf8(report, filesSection: filesSection))
        case .sarif:
            console.write(SARIFEncoder.encode(report, toolVersion: ViperGen.version))
        case .github:
            console.write(DiagnosticPrinter.github(annotations(report, root: root)))
            console.write(TextReportRenderer.render(report, limit: limit))
        }
    }

    /// One annotation per finding, on the files, paths as given (GitHub wants them from the
    /// checkout's root).
    private func annotations(_ report: AssessmentReport, root: String) -> [Diagnostic] {
        let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
        return SARIFEncoder.results(report).map { finding in
            Diagnostic(
                severity: finding.level == "note" ? .note : .warning, file: prefix + finding.file,
                line: max(1, finding.line),
                message: "\(finding.rule.rawValue): \(finding.message)")
        }
            + (report.specFindings ?? []).map { finding in
                Diagnostic(
                    severity: .error, file: (finding.location == .code ? prefix : "") + finding.file,
                    line: max(1, finding.line),
                    column: max(1, finding.column), keyPath: finding.keyPath,
                    message: "\(finding.rule.rawValue): \(finding.message)")
            }
    }

    /// The baseline's regressions (or why it could not be compared with) and `--fail-under`'s verdict.
    private func showVerdicts(_ outcome: AssessOutcome) {
        if let error = outcome.baselineError {
            return console.report(Diagnostic(message: "--baseline: \(error.description)"))
        }
        for regression in outcome.regressions { console.error("regression: \(regression)") }
        let count = outcome.regressions.count
        if count > 0 {
            console.report(Diagnostic(message: "\(count) regression\(count == 1 ? "" : "s") against the baseline"))
        }
        if let minimum = outcome.failedMinimum {
            console.report(
                Diagnostic(
                    message:
                        "the maintainability index is \(outcome.report.maintainabilityIndex), below --fail-under \(minimum)"
                ))
        }
    }
}
