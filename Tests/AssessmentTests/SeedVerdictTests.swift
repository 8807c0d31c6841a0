import Testing

@testable import Assessment

@Suite struct SeedVerdictTests {
    @Test func thresholdsAreTheSeeds() {
        #expect(Metric.allCases.map(\.threshold) == [80, 80, 70, 75, 75])
        #expect(
            Metric.allCases.map(\.rawValue) == ["coupling", "cohesion", "complexity", "testability", "maintainability"])
    }

    @Test(arguments: [
        (90, 80, MetricStatus.excellent), (89, 80, .good), (80, 80, .good), (79, 80, .warning),
        (65, 80, .warning), (64, 80, .critical), (0, 70, .critical), (100, 75, .excellent), (55, 70, .warning),
        (54, 70, .critical)
    ])
    func statusRule(score: Int, threshold: Int, status: MetricStatus) {
        #expect(MetricStatus(score: score, threshold: threshold) == status)
    }

    @Test func seedMockIsInconsistentWithTheRule() {
        // The seed's mock says coupling 75 is "good" and cohesion 85 "excellent"; any rule that
        // makes complexity 65/70 a warning makes coupling 75/80 one too.
        #expect(MetricStatus(score: 75, threshold: 80) == .warning)
        #expect(MetricStatus(score: 85, threshold: 80) == .good)
        #expect(MetricStatus(score: 65, threshold: 70) == .warning)
        #expect(MetricStatus(score: 70, threshold: 75) == .warning)
        #expect(MetricStatus(score: 78, threshold: 75) == .good)
    }

    @Test func maintainabilityIndexTruncates() {
        #expect(SeedVerdict.maintainabilityIndex(coupling: 75, cohesion: 85, complexity: 65, testability: 70) == 73)
        #expect(SeedVerdict.maintainabilityIndex(coupling: 100, cohesion: 100, complexity: 100, testability: 99) == 99)
        #expect(SeedVerdict.maintainabilityIndex(coupling: 0, cohesion: 0, complexity: 0, testability: 3) == 0)
    }

    @Test func smellsInOrderOnStrictLessThan() {
        #expect(SeedVerdict.smells(coupling: 70, cohesion: 70, complexity: 60, testability: 60) == [])
        #expect(SeedVerdict.smells(coupling: 75, cohesion: 85, complexity: 65, testability: 70) == [])
        #expect(
            SeedVerdict.smells(coupling: 69, cohesion: 69, complexity: 59, testability: 59) == [
                "High Coupling - Consider dependency injection",
                "Low Cohesion - Review single responsibility principle",
                "High Complexity - Consider breaking down large classes",
                "Poor Testability - Increase dependency injection usage"
            ])
        #expect(
            SeedVerdict.smells(coupling: 90, cohesion: 90, complexity: 10, testability: 90) == [
                "High Complexity - Consider breaking down large classes"
            ])
        #expect(
            SeedVerdict.smells(coupling: 90, cohesion: 90, complexity: 90, testability: 0) == [
                "Poor Testability - Increase dependency injection usage"
            ])
    }

    @Test func suggestionsOnWarningOrCritical() {
        let scores = [
            MetricScore(metric: .coupling, score: 75), MetricScore(metric: .cohesion, score: 10),
            MetricScore(metric: .complexity, score: 65), MetricScore(metric: .testability, score: 10),
            MetricScore(metric: .maintainability, score: 10)
        ]
        #expect(
            SeedVerdict.suggestions(scores) == [
                "Implement dependency injection and use protocols for abstraction",
                "Break down large classes and methods, apply single responsibility principle",
                "Increase unit test coverage and use mock objects for dependencies"
            ])
        let fine = Metric.allCases.map { MetricScore(metric: $0, score: $0.threshold) }
        #expect(SeedVerdict.suggestions(fine) == [])
        let onlyTesting = Metric.allCases.map { MetricScore(metric: $0, score: $0 == .testability ? 60 : 100) }
        #expect(
            SeedVerdict.suggestions(onlyTesting) == [
                "Increase unit test coverage and use mock objects for dependencies"
            ])
    }
}
