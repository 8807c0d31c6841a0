/// `viper-gen assess` as one call: reads the tree, assesses it, compares it with a baseline
/// and the minimum index, and returns what it found; printing is the caller's.
package struct AssessRun {
    package let request: AssessRequest

    package init(_ request: AssessRequest) {
        self.request = request
    }

    /// Runs the assessment. Reads the files under the root and asks git for each file's commits.
    package func run() -> AssessOutcome {
        // Commits per file for the hotspots; nil (no churn) outside a git repository. git starts
        // first and works while the files are read.
        let git = GitChurn.start(in: request.root)
        let contents = SourceTree(root: request.root, maximumFileSize: request.maximumFileSize).scan()
        request.skippedFound?(contents.skipped)
        let churn = git?.commitsPerFile()
        var (report, filesSection) = assess(contents, churn: churn)
        if let architecture = request.architecture {
            let tree = SourceTree(root: request.root, maximumFileSize: request.maximumFileSize)
            report.specFindings = ConformanceCheck(architecture).findings(CodeFacts.read(tree))
        }
        var outcome = AssessOutcome(
            report: report, summaries: contents.files, skipped: contents.skipped, filesSection: filesSection,
            regressions: [], baselineError: nil, failedMinimum: nil)
        guard !outcome.isEmpty else { return outcome }
        if let baseline = request.baseline {
            do throws(BaselineComparison.Error) {
                outcome.regressions = try BaselineComparison.regressions(of: report, baseline: baseline)
            } catch {
                // The comparison was asked for and could not be made: no verdict on the minimum either.
                outcome.baselineError = error
                return outcome
            }
        }
        if let minimum = request.minimumIndex, report.fails(under: minimum) { outcome.failedMinimum = minimum }
        outcome.drifted = request.failsOnDrift && !(report.specFindings ?? []).isEmpty
        return outcome
    }

    /// The report, and the JSON files section when asked for: that section needs only the
    /// summaries (in path order, as the report lists its files), so it is encoded by the
    /// project pass on its shorter half's core (see ``ProjectAnalysis/run(alongside:)``; on a
    /// third thread of its own it took time from the longer half on two cores).
    private func assess(_ contents: SourceTree.Contents, churn: [String: Int]?) -> (AssessmentReport, [UInt8]?) {
        let (summaries, generated, root) = (contents.files, contents.generated, request.root)
        let filesSection: (() -> [UInt8])? =
            request.encodesFilesSection ? { ReportJSONEncoder.filesSection(summaries.map(FileReport.init)) } : nil
        return Assessor.assess(
            summaries: summaries, generated: generated, root: root, churn: churn, alongside: filesSection)
    }

    /// The report of the Swift code under `root`, with the default limits and no churn.
    package static func report(of root: String) -> AssessmentReport {
        let (summaries, generated) = SourceTree(root: root).summaries()
        return Assessor.assess(summaries: summaries, generated: generated, root: root)
    }
}
