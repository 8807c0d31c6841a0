/// The seed `ArchitectureComplexityAnalyzer`'s sum method (seed 000, lines 419–429): project
/// size, team size and complexity, each on a 1–5 scale, are added and the total picks a pattern.
package struct ComplexitySum: Sendable, Hashable {
    /// Project size, 1–5.
    package let projectSize: Int
    /// Team size, 1–5 (a scale here, not a headcount).
    package let teamSize: Int
    /// Complexity, 1–5.
    package let complexity: Int

    /// Creates the sum without checking ranges; see ``validated(flags:)``.
    package init(projectSize: Int, teamSize: Int, complexity: Int) {
        self.projectSize = projectSize
        self.teamSize = teamSize
        self.complexity = complexity
    }

    /// The three inputs added.
    package var total: Int { projectSize + teamSize + complexity }

    /// The pattern of the total: ≤ 6 MVC, ≤ 9 MVP, ≤ 12 MVVM, else VIPER.
    package var pattern: Pattern {
        ComplexitySum.thresholds.first { total <= $0.atMost }?.pattern ?? .viper
    }

    /// The seed's thresholds: the highest total each pattern takes (VIPER takes the rest).
    package static let thresholds: [(pattern: Pattern, atMost: Int)] = [(.mvc, 6), (.mvp, 9), (.mvvm, 12)]

    /// `total <= 6`, `7-9`, `10-12`, `>= 13`: the band of each pattern, for display.
    package static func band(of pattern: Pattern) -> String {
        switch pattern {
        case .mvc: "total <= 6"
        case .mvp: "total 7-9"
        case .mvvm: "total 10-12"
        case .viper: "total >= 13"
        }
    }

    /// Builds a checked sum from command-line values, reporting every problem at once.
    package static func validated(flags values: [InputField: String]) -> Result<ComplexitySum, InputErrors> {
        var errors: [EvaluationError] = []
        func integer(_ field: InputField) -> Int? {
            guard let text = values[field] else {
                errors.append(.missing(field))
                return nil
            }
            guard let value = InputField.parseInteger(text), field.accepts(value) else {
                errors.append(.invalidValue(field, got: text))
                return nil
            }
            return value
        }
        let projectSize = integer(.projectSize)
        let teamSize = integer(.sumTeamSize)
        let complexity = integer(.complexity)
        guard errors.isEmpty, let projectSize, let teamSize, let complexity else {
            return .failure(InputErrors(errors))
        }
        return .success(ComplexitySum(projectSize: projectSize, teamSize: teamSize, complexity: complexity))
    }
}
