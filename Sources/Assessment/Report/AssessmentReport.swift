/// The result of assessing a Swift codebase: scores, verdicts, modules and files.
///
/// A value: encode it with ``ReportJSONEncoder``, ``SARIFEncoder`` or ``TextReportRenderer``,
/// compare it with ``BaselineComparison``, derive recommend inputs with ``RecommendInputs``.
package struct AssessmentReport: Sendable, Hashable {
    /// The JSON format version (1).
    package var version: Int = 1
    /// The assessed root as given.
    package var root: String
    /// The dominant pattern (see ``Assessor``); nil when no module was found.
    package var pattern: ArchitecturePattern?
    /// The five metrics in the seed's order.
    package var metrics: [MetricScore]
    /// The seed's maintainability index.
    package var maintainabilityIndex: Int
    /// The seed's smells, in its order.
    package var smells: [String]
    /// The seed's suggestions.
    package var suggestions: [String]
    /// Why each smell fired (``SmellEvidence``), in the smells' order.
    package var smellEvidence: [SmellEvidence] = []
    /// Detected modules sorted by path and name, then folders outside every module that have
    /// violations (pattern nil).
    package var modules: [ModuleReport]
    /// Every assessed file, sorted by path (test files included).
    package var files: [FileReport]
    /// Every top-level type of non-test code, longest first.
    package var types: [TypeReport]
    /// Files left out because their header marks them as generated.
    package var generatedFiles: [String]
    /// Per-file reader warnings, as `path: line:column: message`.
    package var warnings: [String]
    /// Screens in non-test code (see ``TypeSummary/isScreen``).
    package var screens: Int
    /// Coupling units (modules and the folders outside them) with types, and how many of them
    /// a test file names.
    package var testedUnits: Int
    /// See ``testedUnits``.
    package var units: Int
    /// The worst functions and types, where a reader should start.
    package var hotspots = Hotspots()
    /// `--spec`: where the code departs from the spec's architecture, sorted; nil when no spec
    /// was given (empty: the code conforms).
    package var specFindings: [SpecFinding]?

    /// The score of one metric.
    package func score(_ metric: Metric) -> MetricScore {
        metrics.first { $0.metric == metric } ?? MetricScore(metric: metric, score: 0)
    }

    /// All violations, sorted by file and line.
    package var violations: [Violation] { modules.flatMap(\.violations).sorted() }

    /// Every function with its file, most complex first (ties: file, line).
    package var functionsByComplexity: [(file: String, function: FunctionMetric)] {
        files.flatMap { file in file.functions.map { (file.path, $0) } }
            .sorted { ($1.1.ccn, $1.1.cognitive, $0.0, $0.1.line) < ($0.1.ccn, $0.1.cognitive, $1.0, $1.1.line) }
    }

    /// Lines of all assessed files.
    package var totalLines: Int { files.reduce(0) { $0 + $1.lines } }

    /// `--fail-under N`: whether the maintainability index is below `minimum`.
    package func fails(under minimum: Int) -> Bool { maintainabilityIndex < minimum }
}
