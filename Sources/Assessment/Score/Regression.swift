/// Something that got worse since a baseline report.
package enum Regression: Sendable, Hashable, CustomStringConvertible {
    /// A violation not in the baseline (matched by rule, file and message; lines may move).
    case newViolation(Violation)
    /// A metric's score went down.
    case scoreDown(metric: Metric, before: Int, after: Int)
    /// The maintainability index went down.
    case maintainabilityIndexDown(before: Int, after: Int)

    /// One line: `new violation: file:line: rule: message`, `coupling: 82 → 78`.
    package var description: String {
        switch self {
        case .newViolation(let v): "new violation: \(v.file):\(v.line): \(v.rule): \(v.message)"
        case .scoreDown(let metric, let before, let after): "\(metric.rawValue) score went down: \(before) → \(after)"
        case .maintainabilityIndexDown(let before, let after): "maintainability index went down: \(before) → \(after)"
        }
    }
}
