/// `recommend --project`'s answer for an existing codebase: the evaluator scores patterns for a
/// new app of the project's size, but an app that already has a pattern pays for a switch in
/// modules rewritten, and the evolution path (MVC → MVP → MVVM → VIPER) only goes forward. So:
/// keep the current pattern when the evaluator's answer is the same or behind it; otherwise
/// switch one step at a time, each step naming the modules it touches (those on an earlier
/// pattern than the step's). The evaluator's own answer is never changed, only weighed.
package struct CodebaseVerdict: Sendable, Hashable {
    /// One step of a switch: the pattern adopted and how many modules move to it.
    package struct Step: Sendable, Hashable {
        package var pattern: Pattern
        package var modules: Int

        package init(pattern: Pattern, modules: Int) {
            self.pattern = pattern
            self.modules = modules
        }
    }

    package enum Decision: Sendable, Hashable {
        /// Keep the current pattern.
        case keep(Pattern)
        /// Move forward along the path, step by step.
        case evolve(from: Pattern, steps: [Step])
        /// No pattern was detected: the evaluator's answer stands as for a new app.
        case adopt(Pattern)
    }

    package let decision: Decision
    /// The evaluator's answer, unchanged.
    package let recommended: Pattern
    /// The pattern the codebase uses (its dominant one), if any.
    package let current: Pattern?
    /// Modules detected per pattern.
    package let modulesByPattern: [Pattern: Int]

    /// - Parameters:
    ///   - current: the codebase's dominant pattern (nil when none was detected).
    ///   - modulesByPattern: the detected modules of each pattern.
    ///   - recommended: the evaluator's answer for the project's inputs.
    package init(current: Pattern?, modulesByPattern: [Pattern: Int], recommended: Pattern) {
        self.current = current
        self.modulesByPattern = modulesByPattern
        self.recommended = recommended
        guard let current else {
            decision = .adopt(recommended)
            return
        }
        let plan = EvolutionPlan(from: current, to: recommended)
        guard plan.direction == .forward else {
            decision = .keep(current)
            return
        }
        decision = .evolve(
            from: current,
            steps: plan.steps.map { step in
                Step(
                    pattern: step,
                    modules: modulesByPattern.filter { $0.key.evaluationIndex < step.evaluationIndex }.values.reduce(
                        0, +))
            })
    }

    /// Modules detected in all.
    package var moduleCount: Int { modulesByPattern.values.reduce(0, +) }

    /// The verdict in a sentence or two, for the text report.
    package var text: String {
        switch decision {
        case .adopt(let pattern):
            return "No pattern was detected in the code, so the evaluator's answer stands: \(pattern.displayName)."
        case .keep(let pattern) where pattern == recommended:
            return "Keep \(pattern.displayName): it is what the evaluator recommends too."
        case .keep(let pattern):
            let path = EvolutionPlan.path.map(\.displayName).joined(separator: " → ")
            return
                "Keep \(pattern.displayName). The evaluator's \(recommended.displayName) is scored for a new app of this size; "
                + "it comes before \(pattern.displayName) on the evolution path (\(path)), which only goes forward, and moving back "
                + "would rewrite \(Self.count(moduleCount)) for nothing the path values."
        case .evolve(let from, let steps):
            let list = steps.enumerated().map { index, step in
                "\(index + 1). to \(step.pattern.displayName): \(Self.count(step.modules))"
            }.joined(separator: "; ")
            return "Move from \(from.displayName) to \(recommended.displayName) one step at a time (\(list)); "
                + "a module can stay on its pattern while new ones use the next step's."
        }
    }

    static func count(_ modules: Int) -> String { "\(modules) module\(modules == 1 ? "" : "s")" }
}
