/// What the seeds say about one pattern in their comparison tables: the
/// `ArchitectureComplexityAnalyzer` metrics (seed 000, lines 373–413), the qualitative
/// performance table (seed 000, lines 435–442) and the suitability scenarios (lines 444–468).
package struct PatternProfile: Sendable, Hashable {
    /// The pattern described.
    package let pattern: Pattern
    /// `learning_curve`, 1–4: higher is costlier.
    package let learningCurve: Int
    /// `code_volume`, 1–4: higher is costlier.
    package let codeVolume: Int
    /// `testability`, 2–5: higher is better.
    package let testability: Int
    /// `maintainability`, 2–5: higher is better.
    package let maintainability: Int
    /// `scalability`, 2–5: higher is better.
    package let scalability: Int
    /// Memory use (内存占用): low … high.
    package let memory: String
    /// CPU overhead (CPU开销).
    package let cpu: String
    /// Startup time (启动时间): fast, medium or slow.
    package let startup: String
    /// Runtime efficiency (运行效率): high … medium-low.
    package let runtimeEfficiency: String
    /// The seed's project-size range as written (overlaps and all): `20-50 screens`.
    package let seedScreens: String
    /// The seed's team-size range as written, or `nil` where it gives none (MVVM).
    package let seedTeamSize: String?
    /// The seed's suitability scenarios, in its order.
    package let scenarios: [String]

    /// The metric names and values in the seed's key order, for tables and JSON.
    package var metrics: [(key: String, value: Int)] {
        [
            ("learning_curve", learningCurve), ("code_volume", codeVolume), ("testability", testability),
            ("maintainability", maintainability), ("scalability", scalability)
        ]
    }

    /// The performance columns in the seed's order, for tables and JSON.
    package var performance: [(key: String, value: String)] {
        [("memory", memory), ("cpu", cpu), ("startup", startup), ("runtimeEfficiency", runtimeEfficiency)]
    }

    /// The profile of `pattern`.
    package static func of(_ pattern: Pattern) -> PatternProfile {
        all[pattern.evaluationIndex]
    }

    /// All four profiles in evaluation order.
    package static let all: [PatternProfile] = [
        PatternProfile(
            pattern: .mvc, learningCurve: 1, codeVolume: 1, testability: 2, maintainability: 2, scalability: 2,
            memory: "low", cpu: "low", startup: "fast", runtimeEfficiency: "high",
            seedScreens: "fewer than 20 screens", seedTeamSize: "1-3 people",
            scenarios: [
                "small projects (fewer than 20 screens)", "rapid prototyping", "small teams (1-3 people)",
                "simple business logic"
            ]
        ),
        PatternProfile(
            pattern: .mvp, learningCurve: 2, codeVolume: 2, testability: 4, maintainability: 3, scalability: 3,
            memory: "medium", cpu: "medium", startup: "medium", runtimeEfficiency: "medium",
            seedScreens: "20-50 screens", seedTeamSize: "3-5 people",
            scenarios: [
                "small-to-medium projects (20-50 screens)", "unit tests needed", "medium teams (3-5 people)",
                "business logic of medium complexity"
            ]
        ),
        PatternProfile(
            pattern: .mvvm, learningCurve: 3, codeVolume: 3, testability: 4, maintainability: 4, scalability: 4,
            memory: "medium-high", cpu: "medium-high", startup: "medium", runtimeEfficiency: "medium",
            seedScreens: "50-100 screens", seedTeamSize: nil,
            scenarios: [
                "medium-to-large projects (50-100 screens)", "complex data-binding needs",
                "a team experienced in reactive programming", "high testability needed"
            ]
        ),
        PatternProfile(
            pattern: .viper, learningCurve: 4, codeVolume: 4, testability: 5, maintainability: 5, scalability: 5,
            memory: "high", cpu: "high", startup: "slow", runtimeEfficiency: "medium-low",
            seedScreens: "more than 100 screens", seedTeamSize: "more than 5 people",
            scenarios: [
                "large enterprise projects (more than 100 screens)", "complex business logic",
                "large teams (more than 5 people)", "long-term maintenance"
            ]
        )
    ]
}
