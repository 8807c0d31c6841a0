/// The seed `ArchitectureEvaluator`, made deterministic: scores the four patterns with the
/// seed's rules and recommends the highest, breaking ties toward the simplest pattern.
package enum Evaluator {
    /// Scores `input` and picks the recommendation.
    ///
    /// The seed returns the first key of an unordered dictionary to reach the maximum, which is
    /// arbitrary on ties (30% of the 1–5 grid). Here a tie goes to the first tied pattern in
    /// ``Pattern/evaluationOrder`` (MVC < MVP < MVVM < VIPER), following the seeds' own advice to
    /// start simple and evolve as complexity grows, and the answer lists every tied pattern.
    /// Total over all integers: it never fails and needs no validated input.
    package static func evaluate(_ input: EvaluationInput) -> Recommendation {
        var scores = (0, 0, 0, 0)
        var fired: UInt16 = 0
        for (index, rule) in ScoringRule.seed.enumerated() where rule.fires(for: input) {
            fired |= 1 << UInt16(index)
            switch rule.pattern {
            case .mvc: scores.0 += rule.points
            case .mvp: scores.1 += rule.points
            case .mvvm: scores.2 += rule.points
            case .viper: scores.3 += rule.points
            }
        }
        let patternScores = PatternScores(mvc: scores.0, mvp: scores.1, mvvm: scores.2, viper: scores.3)
        let best = max(scores.0, scores.1, scores.2, scores.3)
        var winner = Pattern.viper
        var tied: [Pattern] = []
        for pattern in Pattern.evaluationOrder.reversed() where patternScores[pattern] == best {
            winner = pattern
            tied.append(pattern)
        }
        return Recommendation(
            input: input,
            pattern: winner,
            scores: patternScores,
            tie: tied.count > 1 ? tied.reversed() : [],
            firedRules: fired
        )
    }
}
