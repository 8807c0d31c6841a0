import ViperGenKit

/// Prints a generate run's outcome: warnings and errors on standard error (or errors as JSON
/// on standard output with `--format json`), the report on standard output (coloured, JSON,
/// or its summary alone), unified diffs, and `--verbose`'s facts.
struct GenerateRenderer {
    let console: Console
    let json: Bool
    /// `--format github`: diagnostics as GitHub Actions annotations on standard output, with
    /// one annotation per file out of date (`--check`).
    let github: Bool
    let quiet: Bool
    let verbose: Bool
    let diff: Bool

    init(console: Console, json: Bool, github: Bool, quiet: Bool, verbose: Bool, diff: Bool) {
        (self.console, self.json, self.github, self.quiet, self.verbose, self.diff) = (
            console, json, github, quiet, verbose, diff
        )
    }

    /// The renderer a command line asks for: `--format`, `--quiet`/`-q`, `--verbose`, `--diff`.
    init(_ parsed: Arguments, format: ViperGen.Generate.Format, console: Console) {
        self.init(
            console: console, json: format == .json, github: format == .github, quiet: parsed.isQuiet,
            verbose: parsed.has("--verbose"), diff: parsed.has("--diff"))
    }

    /// Prints `outcome` and returns the exit status; a command-line mistake is thrown, for the
    /// caller to print as every usage error is printed.
    func show(_ outcome: GenerateOutcome, command: String = "generate") throws(UsageError) -> ExitCode {
        report(outcome.warnings)
        if let failure = outcome.failure { return try show(failure, report: outcome.report, command: command) }
        guard let report = outcome.report else { return outcome.exitStatus == 0 ? .success : .failure }
        show(report)
        if verbose, let facts = outcome.facts { explain(facts) }
        if let drift = outcome.drift { showDrift(drift, findings: outcome.findings, in: report) }
        return outcome.exitStatus == 0 ? .success : .failure
    }

    /// What stopped the run; a usage error is thrown for the caller to print.
    private func show(_ failure: GenerateOutcome.Failure, report: GenerationReport?, command: String) throws(UsageError)
        -> ExitCode
    {
        switch failure {
        case .usage(let diagnostics, let pointsToHelp):
            throw UsageError(diagnostics, help: pointsToHelp ? command : nil)
        case .spec(let errors, let display):
            if json {
                console.write(DiagnosticPrinter.json(errors.diagnostics))
                return .failure
            }
            self.report(errors.diagnostics)
            let count = errors.errors.count
            console.error("\(display): \(count) error\(count == 1 ? "" : "s"); nothing was generated.")
        case .stopped(let diagnostics):
            if json { console.write(DiagnosticPrinter.json(diagnostics)) } else { self.report(diagnostics) }
        case .conflicts(let paths):
            showConflicts(paths, report: report)
        }
        return .failure
    }

    /// The files in conflict: the report's details (or the JSON report), then the error.
    private func showConflicts(_ paths: [String], report: GenerationReport?) {
        if let report {
            if json { console.write(report.json) } else { console.error(report.conflictDetails) }
        }
        // Annotated, each conflicting file is marked where it is.
        let files =
            github
            ? paths.map {
                Diagnostic(
                    file: $0, message: "your edits overlap the spec's changes, or viper-gen.lock does not list the file"
                )
            } : []
        self.report(files + WriteError.conflicts(paths).diagnostics)
    }

    /// The report: JSON, the summary alone (`--quiet`), plain for annotations, or coloured;
    /// then the diffs of a run that wrote nothing.
    private func show(_ report: GenerationReport) {
        if json {
            console.write(report.json)
        } else if quiet {
            console.line(report.summary)
        } else if github {
            console.write(report.text)
        } else {
            console.write(report.text { status, word in console.styled(word, Self.style(of: status)) })
        }
        if diff, !report.wrote { console.write(report.diffs) }
    }

    /// `--check`'s verdict; annotated, each file out of date is marked too.
    private func showDrift(_ drift: Diagnostic, findings: [Diagnostic], in report: GenerationReport) {
        let files =
            github
            ? report.files.filter(\.status.isDrift).map { item in
                Diagnostic(
                    file: report.display.path(item.file.path),
                    message: "out of date with the spec: would \(item.status.rawValue)")
            } : []
        self.report(files + findings + [drift])
    }

    /// Diagnostics on standard error, or as annotations on standard output with `--format github`.
    private func report(_ diagnostics: [Diagnostic]) {
        guard github else { return console.report(diagnostics) }
        console.write(DiagnosticPrinter.github(diagnostics))
    }

    /// --verbose: where things came from and how long each step took, on stderr.
    private func explain(_ facts: GenerateOutcome.Facts) {
        console.error(
            "spec: \(facts.spec ?? "none (modules named on the command line)"), \(facts.moduleCount) module\(facts.moduleCount == 1 ? "" : "s") in this run"
        )
        let templates = facts.userTemplates.map { "\($0) (user folder) over the built-in set" } ?? "built-in"
        console.error("templates: \(templates), fingerprint \(facts.fingerprint.prefix(12))")
        console.error(
            "lock: " + (facts.lockedFiles.map { "\(GenerationLock.fileName), \($0) files recorded" } ?? "none yet"))
        var timing = "time: plan \(Stopwatch.milliseconds(facts.plan)), assess \(Stopwatch.milliseconds(facts.assess))"
        if let written = facts.write { timing += ", write \(Stopwatch.milliseconds(written))" }
        console.error(timing + ", total \(Stopwatch.milliseconds(facts.total))")
    }

    /// git's colours: `create` and `record` green, `update` and `merge` cyan, `conflict` and `delete` red,
    /// `overwrite`, `orphan` and `backup` yellow, `unchanged` and `skip` dim.
    private static func style(of status: FileStatus) -> Console.Style {
        switch status {
        case .create, .record: .green
        case .update, .merge: .cyan
        case .conflict, .delete: .red
        case .overwrite, .orphan, .backup: .yellow
        case .unchanged, .skip: .dim
        }
    }
}
