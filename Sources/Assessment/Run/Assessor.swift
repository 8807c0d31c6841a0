/// The entry point: assesses a codebase given as files, with no file-system access.
///
/// Work is split in two so it can run on every core with memory bounded by the largest file:
/// ``FileSummary/read(_:)`` per file (independent, parallelizable), then
/// ``assess(summaries:generated:root:)`` over the small summaries.
///
/// Coupling units: each detected module, and for files outside every module their folder (a
/// VIPER module that uses `Services/` depends on the `Services` unit). Test files belong to no
/// unit.
package enum Assessor {
    /// Assesses files: skips vendored paths and generated files (see ``SkipRules``), reads the
    /// rest, then combines.
    package static func assess(_ inputs: [SourceInput], root: String) -> AssessmentReport {
        var summaries: [FileSummary] = []
        var generated: [String] = []
        for input in inputs where !SkipRules.isSkipped(path: input.path) {
            if SkipRules.isGenerated(input.bytes) {
                generated.append(input.path)
            } else {
                summaries.append(FileSummary.read(input))
            }
        }
        return assess(summaries: summaries, generated: generated, root: root)
    }

    /// Combines per-file summaries into the report.
    /// - Parameter churn: commits per file path (see ``GitChurn``) for the hotspots; nil when
    ///   unknown.
    package static func assess(
        summaries: [FileSummary], generated: [String] = [], root: String,
        churn: [String: Int]? = nil
    ) -> AssessmentReport {
        assess(summaries: summaries, generated: generated, root: root, churn: churn, alongside: nil).report
    }

    /// ``assess(summaries:generated:root:churn:)``, running `alongside` on a core of the project
    /// pass (see ``ProjectAnalysis/run(alongside:)``) and returning what it made.
    static func assess(
        summaries: [FileSummary], generated: [String], root: String, churn: [String: Int]?,
        alongside: (() -> [UInt8])?
    ) -> (report: AssessmentReport, alongside: [UInt8]?) {
        var files = summaries
        // Callers usually pass them in path order already; checking is cheaper than sorting copies.
        if !files.indices.dropFirst().allSatisfy({ files[$0 - 1].path <= files[$0].path }) {
            files.sort { $0.path < $1.path }
        }
        var analysis = ProjectAnalysis(files: files)
        let alongsideResult = analysis.run(alongside: alongside)
        let scores = Scoring.scores(analysis.totals)
        let value = { (metric: Metric) in scores.first { $0.metric == metric }!.score }
        let (coupling, cohesion, complexity, testability) = (
            value(.coupling), value(.cohesion), value(.complexity), value(.testability)
        )
        let fileReports = files.map(FileReport.init)
        let types = analysis.typeReports
        let smellMetrics = SeedVerdict.smellMetrics(
            coupling: coupling, cohesion: cohesion, complexity: complexity, testability: testability)
        var report = AssessmentReport(
            root: root,
            pattern: analysis.dominantPattern(),
            metrics: scores,
            maintainabilityIndex: SeedVerdict.maintainabilityIndex(
                coupling: coupling, cohesion: cohesion, complexity: complexity, testability: testability),
            smells: SeedVerdict.smells(
                coupling: coupling, cohesion: cohesion, complexity: complexity, testability: testability),
            suggestions: SeedVerdict.suggestions(scores),
            modules: analysis.moduleReports(),
            files: fileReports,
            types: types,
            generatedFiles: generated.sorted(),
            warnings: files.flatMap { file in file.warnings.map { "\(file.path): \($0)" } },
            screens: analysis.screens,
            testedUnits: analysis.totals.testedUnits,
            units: analysis.totals.units,
            hotspots: Hotspots(
                files: zip(files, fileReports).filter { !$0.0.isTest }.map(\.1), types: types, churn: churn)
        )
        report.smellEvidence = SmellEvidence.of(
            smellMetrics, totals: analysis.totals, types: types, concrete: analysis.concreteHolders,
            untested: analysis.untestedUnits)
        return (report, alongsideResult)
    }
}
