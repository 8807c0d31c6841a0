extension Pattern {
    /// The four patterns from simplest to most structured: MVC, MVP, MVVM, VIPER.
    ///
    /// This is the seeds' evolution path (seed 000, `ArchitectureEvolutionManager`), the order in
    /// which scores are reported, and the tie-break order: the simplest tied pattern wins.
    package static let evaluationOrder: [Pattern] = [.mvc, .mvp, .mvvm, .viper]

    /// The position of the pattern in ``evaluationOrder`` (MVC 0 … VIPER 3).
    package var evaluationIndex: Int {
        switch self {
        case .mvc: 0
        case .mvp: 1
        case .mvvm: 2
        case .viper: 3
        }
    }

    /// The highest score the seed evaluator can give the pattern: MVC 6, MVP 4, MVVM 5, VIPER 6.
    package var maximumScore: Int {
        ScoringRule.seed.lazy.filter { $0.pattern == self }.reduce(0) { $0 + $1.points }
    }

    /// Parses a pattern name case-insensitively (`viper`, `VIPER`, `Viper`); `nil` if unknown.
    package init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "mvc": self = .mvc
        case "mvp": self = .mvp
        case "mvvm": self = .mvvm
        case "viper": self = .viper
        default: return nil
        }
    }

    /// `MVC, MVP, MVVM, VIPER`: the valid names, for error messages.
    package static let validNames = evaluationOrder.map(\.displayName).joined(separator: ", ")
}
