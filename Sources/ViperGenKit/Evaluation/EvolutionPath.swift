/// The seed's `ArchitectureEvolutionManager` (seed 000, lines 475–524): patterns evolve forward
/// only, one step at a time, along MVC → MVP → MVVM → VIPER.
package struct EvolutionPlan: Sendable, Hashable {
    /// How the target relates to the start on the path.
    package enum Direction: String, Sendable, Hashable {
        /// The target is further along: there are steps.
        case forward
        /// Start and target are the same pattern.
        case same
        /// The target comes earlier on the path; the seed never evolves backward.
        case backward
    }

    /// The evolution path, in order.
    package static let path: [Pattern] = Pattern.evaluationOrder

    /// The pattern in use.
    package let from: Pattern
    /// The pattern to reach.
    package let to: Pattern
    /// The patterns to adopt in turn: excludes `from`, ends with `to`; empty unless forward.
    package let steps: [Pattern]

    /// Plans the steps from `from` to `to` (the seed's `getEvolutionSteps:`).
    package init(from: Pattern, to: Pattern) {
        self.from = from
        self.to = to
        let start = from.evaluationIndex
        let end = to.evaluationIndex
        steps = end > start ? Array(EvolutionPlan.path[(start + 1)...end]) : []
    }

    /// Whether `to` is ahead of `from` (the seed's `canEvolveToArchitecture:`).
    package var canEvolve: Bool { !steps.isEmpty }

    /// Whether the target is ahead, the same, or behind.
    package var direction: Direction {
        if from == to { return .same }
        return canEvolve ? .forward : .backward
    }
}

extension EvolutionPlan {
    /// Builds a plan from command-line values (`[.from: "mvc", .to: "VIPER"]`), names read
    /// case-insensitively, reporting every missing or unknown name at once.
    package static func validated(flags values: [InputField: String]) -> Result<EvolutionPlan, InputErrors> {
        var errors: [EvaluationError] = []
        func pattern(_ field: InputField) -> Pattern? {
            guard let text = values[field] else {
                errors.append(.missing(field))
                return nil
            }
            guard let pattern = Pattern(name: text) else {
                errors.append(.invalidValue(field, got: text))
                return nil
            }
            return pattern
        }
        let from = pattern(.from)
        let to = pattern(.to)
        guard let from, let to else { return .failure(InputErrors(errors)) }
        return .success(EvolutionPlan(from: from, to: to))
    }
}
