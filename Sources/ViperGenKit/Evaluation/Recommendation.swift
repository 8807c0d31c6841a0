/// The four scores of one evaluation.
package struct PatternScores: Sendable, Hashable {
    /// MVC's score, 0–6.
    package var mvc: Int
    /// MVP's score, 0–4.
    package var mvp: Int
    /// MVVM's score, 0–5.
    package var mvvm: Int
    /// VIPER's score, 0–6.
    package var viper: Int

    /// Creates scores.
    package init(mvc: Int, mvp: Int, mvvm: Int, viper: Int) {
        self.mvc = mvc
        self.mvp = mvp
        self.mvvm = mvvm
        self.viper = viper
    }

    /// The score of `pattern`.
    package subscript(pattern: Pattern) -> Int {
        switch pattern {
        case .mvc: mvc
        case .mvp: mvp
        case .mvvm: mvvm
        case .viper: viper
        }
    }
}

/// The evaluator's answer to one query: the recommended pattern, every score, the tie if any,
/// and the rules that fired for each pattern.
package struct Recommendation: Sendable, Hashable {
    /// The query answered.
    package let input: EvaluationInput
    /// The recommended pattern: the highest score, the simplest one on a tie.
    package let pattern: Pattern
    /// The four scores.
    package let scores: PatternScores
    /// Every pattern that shares the highest score, in evaluation order, when more than one
    /// does; empty when the recommendation won outright.
    package let tie: [Pattern]
    /// Bit `i` is set when `ScoringRule.seed[i]` fired.
    let firedRules: UInt16

    init(input: EvaluationInput, pattern: Pattern, scores: PatternScores, tie: [Pattern], firedRules: UInt16) {
        self.input = input
        self.pattern = pattern
        self.scores = scores
        self.tie = tie
        self.firedRules = firedRules
    }

    /// The rules that fired for `pattern`, in the seed's order.
    package func reasons(for pattern: Pattern) -> [ScoringRule] {
        ScoringRule.seed.enumerated().compactMap { index, rule in
            rule.pattern == pattern && firedRules & (1 << UInt16(index)) != 0 ? rule : nil
        }
    }

    /// The suitability bands for the query's screen count and team size, if it gave screens.
    package var suitability: Suitability? {
        input.screens.map { Suitability(screens: $0, teamSize: input.teamSize, recommendation: pattern) }
    }

    /// The evolution from the query's current pattern to the recommendation, if it gave one.
    package var evolution: EvolutionPlan? {
        input.current.map { EvolutionPlan(from: $0, to: pattern) }
    }
}
