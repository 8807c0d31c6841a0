/// The seed's five quality metrics (seed 000 `ArchitectureQualityAssessment`), in its order.
/// Every score is 0–100, higher is better (a high coupling score means loose coupling).
package enum Metric: String, Sendable, Hashable, CaseIterable {
    case coupling, cohesion, complexity, testability, maintainability

    /// The seed's threshold: 80, 80, 70, 75, 75.
    package var threshold: Int {
        switch self {
        case .coupling: 80
        case .cohesion: 80
        case .complexity: 70
        case .testability: 75
        case .maintainability: 75
        }
    }
}
