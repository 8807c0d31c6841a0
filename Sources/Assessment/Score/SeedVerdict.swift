/// The seed's verdicts on the scores (seed 000, `ArchitectureQualityAssessment`), reproduced
/// exactly: the maintainability index, the smells and the suggestions.
package enum SeedVerdict {
    /// `(coupling + cohesion + complexity + testability) / 4` with integer division (the seed's
    /// `NSInteger` arithmetic truncates); the maintainability score itself is not part of it.
    package static func maintainabilityIndex(coupling: Int, cohesion: Int, complexity: Int, testability: Int) -> Int {
        (coupling + cohesion + complexity + testability) / 4
    }

    /// The seed's smell rules, in its order: the metric, the score below which it is a smell
    /// (a strict `<`), and the text.
    static let smellRules: [(metric: Metric, below: Int, text: String)] = [
        (.coupling, 70, "High Coupling - Consider dependency injection"),
        (.cohesion, 70, "Low Cohesion - Review single responsibility principle"),
        (.complexity, 60, "High Complexity - Consider breaking down large classes"),
        (.testability, 60, "Poor Testability - Increase dependency injection usage")
    ]

    /// The smells, in the seed's order, each on a strict `<`.
    package static func smells(coupling: Int, cohesion: Int, complexity: Int, testability: Int) -> [String] {
        smellMetrics(coupling: coupling, cohesion: cohesion, complexity: complexity, testability: testability)
            .compactMap { metric in
                smellRules.first { $0.metric == metric }?.text
            }
    }

    /// The metrics whose smell the scores trigger, in the seed's order.
    package static func smellMetrics(coupling: Int, cohesion: Int, complexity: Int, testability: Int) -> [Metric] {
        let scores: [Metric: Int] = [
            .coupling: coupling, .cohesion: cohesion, .complexity: complexity, .testability: testability
        ]
        return smellRules.filter { (scores[$0.metric] ?? 100) < $0.below }.map(\.metric)
    }

    /// The suggestions, in the seed's order, for coupling, complexity and testability when their
    /// status is `warning` or `critical`; the seed has none for cohesion or maintainability.
    package static func suggestions(_ scores: [MetricScore]) -> [String] {
        let texts: [(Metric, String)] = [
            (.coupling, "Implement dependency injection and use protocols for abstraction"),
            (.complexity, "Break down large classes and methods, apply single responsibility principle"),
            (.testability, "Increase unit test coverage and use mock objects for dependencies")
        ]
        return texts.compactMap { metric, text in
            scores.first { $0.metric == metric }?.status.needsImprovement == true ? text : nil
        }
    }
}
