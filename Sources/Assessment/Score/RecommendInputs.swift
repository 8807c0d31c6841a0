/// `recommend --project`: the recommend inputs an assessment can derive, each with where it
/// came from.
///
/// - `current`: the dominant pattern (absent when no module was found).
/// - `screens`: view controllers that are not containers (navigation, tab bar, split view) or
///   abstract bases (`Base…`, generic), plus SwiftUI screens (see ``TypeSummary/isSwiftUIScreen``).
/// - `complexity` 1–5: a size level from non-test lines (< 5,000 → 1, < 15,000 → 2, < 40,000 →
///   3, < 100,000 → 4, else 5), plus 1 when the complexity status is `warning`, plus 2 when it is
///   `critical`, at most 5.
/// - `testing` 1–5: from the share of units a test file names: 0 → 1, < 25 % → 2, < 50 % → 3,
///   < 75 % → 4, else 5.
/// - `teamSize`: the author count given (the CLI counts distinct git commit authors of the
///   last 12 months); absent when none is given.
package struct RecommendInputs: Sendable, Hashable {
    /// A derived value and a sentence saying where it came from.
    package struct Derived<Value: Sendable & Hashable>: Sendable, Hashable {
        /// The value.
        package var value: Value
        /// Where it came from, for the answer: `"5 VIPER modules of 6 detected"`.
        package var source: String
    }

    /// The dominant pattern.
    package var current: Derived<ArchitecturePattern>?
    /// Screens.
    package var screens: Derived<Int>
    /// Project complexity, 1–5.
    package var complexity: Derived<Int>
    /// Testing level, 1–5.
    package var testing: Derived<Int>
    /// Team size.
    package var teamSize: Derived<Int>?

    /// Derives the inputs from a report and an optional author count.
    package init(report: AssessmentReport, authorCount: Int? = nil) {
        let modules = report.modules.filter { $0.pattern != nil }
        current = report.pattern.map { pattern in
            let count = modules.filter { $0.pattern == pattern }.count
            return Derived(
                value: pattern,
                source:
                    "dominant pattern: \(count) \(pattern.displayName) module\(count == 1 ? "" : "s") of \(modules.count) detected"
            )
        }
        screens = Derived(
            value: report.screens,
            source:
                "\(report.screens) \(report.screens == 1 ? "view controller or SwiftUI screen" : "view controllers and SwiftUI screens") (containers and base classes not counted)"
        )
        let lines = report.files.filter { !SkipRules.isTest(path: $0.path) }.reduce(0) { $0 + $1.lines }
        let size = Self.sizeLevel(lines: lines)
        let status = report.score(.complexity).status
        let bonus = status == .critical ? 2 : status == .warning ? 1 : 0
        complexity = Derived(
            value: min(5, size + bonus),
            source:
                "\(lines) lines of non-test code (size level \(size)) and complexity score \(report.score(.complexity).score) (\(status.rawValue)\(bonus > 0 ? ", +\(bonus)" : ""))"
        )
        let level = Self.testingLevel(tested: report.testedUnits, units: report.units)
        testing = Derived(
            value: level,
            source:
                "\(report.testedUnits) of \(Plural.count(report.units, "module or folder", "modules and folders")) whose types a test uses"
        )
        teamSize = authorCount.map {
            Derived(
                value: max(1, $0), source: "\($0) distinct commit author\($0 == 1 ? "" : "s") in the last 12 months")
        }
    }

    /// The size level of the complexity input.
    package static func sizeLevel(lines: Int) -> Int {
        switch lines {
        case ..<5_000: 1
        case ..<15_000: 2
        case ..<40_000: 3
        case ..<100_000: 4
        default: 5
        }
    }

    /// The testing input from the tested share.
    package static func testingLevel(tested: Int, units: Int) -> Int {
        guard units > 0, tested > 0 else { return 1 }
        let share = Double(tested) / Double(units)
        if share < 0.25 { return 2 }
        if share < 0.5 { return 3 }
        if share < 0.75 { return 4 }
        return 5
    }
}
