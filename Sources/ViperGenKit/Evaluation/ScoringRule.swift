/// One `if` of the seed `ArchitectureEvaluator` (seed 000, lines 72–105): when the input
/// satisfies the comparison, the pattern gains the points.
package struct ScoringRule: Sendable, Hashable, CustomStringConvertible {
    /// The evaluator input a rule looks at.
    package enum Factor: String, Sendable, Hashable {
        /// The seed's `teamSize`.
        case teamSize
        /// The seed's `projectComplexity`.
        case complexity
        /// The seed's `testingRequirement`.
        case testing
        /// The seed's `maintenanceRequirement`.
        case maintenance
        /// The seed's `developmentSpeed`.
        case speed
    }

    /// The comparison of the input with the threshold.
    package enum Comparison: String, Sendable, Hashable {
        /// `input <= threshold`
        case atMost = "<="
        /// `input >= threshold`
        case atLeast = ">="
    }

    /// The pattern that gains the points.
    package let pattern: Pattern
    /// The input compared.
    package let factor: Factor
    /// How the input is compared with the threshold.
    package let comparison: Comparison
    /// The threshold, inclusive.
    package let threshold: Int
    /// The points added when the rule fires.
    package let points: Int

    /// Creates a rule.
    package init(_ pattern: Pattern, _ factor: Factor, _ comparison: Comparison, _ threshold: Int, points: Int) {
        self.pattern = pattern
        self.factor = factor
        self.comparison = comparison
        self.threshold = threshold
        self.points = points
    }

    /// `teamSize <= 3 (+2)`: how answers list the rules that fired.
    package var description: String {
        "\(factor.rawValue) \(comparison.rawValue) \(threshold) (+\(points))"
    }

    /// Whether the rule fires for `input`.
    @inline(__always)
    package func fires(for input: EvaluationInput) -> Bool {
        let value: Int
        switch factor {
        case .teamSize: value = input.teamSize
        case .complexity: value = input.complexity
        case .testing: value = input.testing
        case .maintenance: value = input.maintenance
        case .speed: value = input.speed
        }
        switch comparison {
        case .atMost: return value <= threshold
        case .atLeast: return value >= threshold
        }
    }

    /// The seed's thirteen rules, grouped by pattern in evaluation order and, within a pattern,
    /// in the seed's order (which is also the order reasons are listed in).
    package static let seed: [ScoringRule] = [
        ScoringRule(.mvc, .teamSize, .atMost, 3, points: 2),
        ScoringRule(.mvc, .complexity, .atMost, 3, points: 2),
        ScoringRule(.mvc, .speed, .atLeast, 4, points: 2),
        ScoringRule(.mvp, .teamSize, .atMost, 5, points: 1),
        ScoringRule(.mvp, .testing, .atLeast, 3, points: 2),
        ScoringRule(.mvp, .complexity, .atLeast, 3, points: 1),
        ScoringRule(.mvvm, .testing, .atLeast, 4, points: 2),
        ScoringRule(.mvvm, .maintenance, .atLeast, 4, points: 2),
        ScoringRule(.mvvm, .complexity, .atLeast, 4, points: 1),
        ScoringRule(.viper, .teamSize, .atLeast, 5, points: 2),
        ScoringRule(.viper, .complexity, .atLeast, 4, points: 2),
        ScoringRule(.viper, .maintenance, .atLeast, 4, points: 1),
        ScoringRule(.viper, .testing, .atLeast, 4, points: 1)
    ]
}
