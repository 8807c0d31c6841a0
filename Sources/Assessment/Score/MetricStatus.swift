/// How a score stands against its threshold. The seed names the four statuses but gives no
/// rule (its own mock, coupling 75 of 80 = "good" beside complexity 65 of 70 = "warning",
/// fits none), so this is viper-gen's rule:
///
/// | status | score |
/// |---|---|
/// | excellent | ≥ threshold + 10 |
/// | good | ≥ threshold |
/// | warning | ≥ threshold − 15 |
/// | critical | < threshold − 15 |
package enum MetricStatus: String, Sendable, Hashable, CaseIterable {
    case excellent, good, warning, critical

    /// The status of a score against a threshold.
    package init(score: Int, threshold: Int) {
        if score >= threshold + 10 {
            self = .excellent
        } else if score >= threshold {
            self = .good
        } else if score >= threshold - 15 {
            self = .warning
        } else {
            self = .critical
        }
    }

    /// Whether the seed's improvement suggestions apply (`warning` or `critical`).
    package var needsImprovement: Bool { self == .warning || self == .critical }
}
