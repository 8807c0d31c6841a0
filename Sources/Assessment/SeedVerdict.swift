/// The seed's verdicts on the scores (seed 000, `ArchitectureQualityAssessment`), reproduced
/// exactly: the maintainability index, the smells and the suggestions.
public enum SeedVerdict {
    /// `(coupling + cohesion + complexity + testability) / 4` with integer division (the seed's
    /// `NSInteger` arithmetic truncates); the maintainability score itself is not part of it.
    public static func maintainabilityIndex(coupling: Int, cohesion: Int, complexity: Int, testability: Int) -> Int {
        (coupling + cohesion + complexity + testability) / 4
    }

    /// The smells, in the seed's order, each on a strict `<`.
    public static func smells(coupling: Int, cohesion: Int, complexity: Int, testability: Int) -> [String] {
        var result: [String] = []
        if coupling < 70 { result.append("High Coupling - Consider dependency injection") }
        if cohesion < 70 { result.append("Low Cohesion - Review single responsibility principle") }
        if complexity < 60 { result.append("High Complexity - Consider breaking down large classes") }
        if testability < 60 { result.append("Poor Testability - Increase dependency injection usage") }
        return result
    }

    /// The suggestions, in the seed's order, for coupling, complexity and testability when their
    /// status is `warning` or `critical`; the seed has none for cohesion or maintainability.
    public static func suggestions(_ scores: [MetricScore]) -> [String] {
        let texts: [(Metric, String)] = [
            (.coupling, "Implement dependency injection and use protocols for abstraction"),
            (.complexity, "Break down large classes and methods, apply single responsibility principle"),
            (.testability, "Increase unit test coverage and use mock objects for dependencies"),
        ]
        return texts.compactMap { metric, text in
            scores.first { $0.metric == metric }?.status.needsImprovement == true ? text : nil
        }
    }
}
