import TextSupport

/// Writes the JSON of answers with the one JSON writer (compact layout), so key order is fixed
/// and bulk queries stay fast (no `JSONSerialization`, no dictionaries, no per-answer `String`:
/// a stream appends each answer to one buffer, and the strings every answer repeats are escaped
/// once, in ``Cache``).
///
/// The shapes are the contract of `viper-gen recommend --format json`, `evolve` and `patterns`
/// (documented in docs/recommend.md). Every string is escaped; output is
/// one line, no spaces, ASCII except for text a user supplied.
package enum AnswerEncoder {
    // MARK: Single answers as strings

    /// The JSON object of one recommendation (no newline). With `explain`, adds `explain`.
    package static func json(_ recommendation: Recommendation, explain: Bool = false) -> String {
        text(capacity: 512) { write(recommendation, explain: explain, into: &$0) }
    }

    /// The JSON object of an evolution plan:
    /// `{"from":"MVC","to":"VIPER","direction":"forward","steps":["MVP","MVVM","VIPER"]}`.
    package static func json(_ plan: EvolutionPlan) -> String {
        text(capacity: 128) { write(plan, into: &$0) }
    }

    /// The JSON object of the complexity-sum method, with `evolution` when `current` is given
    /// and `explain` on request.
    package static func json(_ sum: ComplexitySum, current: Pattern? = nil, explain: Bool = false) -> String {
        text(capacity: 512) { writer in
            writer.beginObject()
            writer.field("method", "sum")
            writer.field("recommendation", sum.pattern.displayName)
            writer.field("total", sum.total)
            writer.field("band", ComplexitySum.band(of: sum.pattern))
            writer.key("input")
            writer.beginObject()
            writer.field("projectSize", sum.projectSize)
            writer.field("teamSize", sum.teamSize)
            writer.field("complexity", sum.complexity)
            if let current { writer.field("current", current.displayName) }
            writer.endObject()
            if let current {
                writer.key("evolution")
                write(EvolutionPlan(from: current, to: sum.pattern), into: &writer)
            }
            if explain {
                writer.key("explain")
                writer.raw(Cache.shared.explain[sum.pattern.evaluationIndex])
            }
            writer.endObject()
        }
    }

    /// The JSON of `viper-gen patterns`: the four profiles, knowledge and bands in one object.
    package static func patternsJSON() -> String {
        text(capacity: 8_192) { writer in
            writer.beginObject()
            writer.key("patterns")
            writer.beginArray()
            for profile in PatternProfile.all {
                writer.element()
                write(profile, into: &writer)
            }
            writer.endArray()
            writer.endObject()
        }
    }

    // MARK: Streaming

    /// Appends the JSON object of one recommendation (no newline) to `bytes`.
    ///
    /// Keys, in order: `recommendation`, `scores` (MVC, MVP, MVVM, VIPER), `tie`, `reasons`
    /// (all four patterns, `[]` where no rule fired), `input`; then `suitability` when the input
    /// has screens, `evolution` when it has a current pattern, and `explain` on request.
    package static func append(_ recommendation: Recommendation, explain: Bool, to bytes: inout [UInt8]) {
        JSONWriter.write(appendingTo: &bytes) { write(recommendation, explain: explain, into: &$0) }
    }

    /// Appends `{"line":N,"error":"MESSAGE"}` (no newline) to `bytes`.
    package static func appendError(line: Int, message: String, to bytes: inout [UInt8]) {
        JSONWriter.write(appendingTo: &bytes) { writer in
            writer.beginObject()
            writer.field("line", line)
            writer.field("error", message)
            writer.endObject()
        }
    }

    // MARK: Values

    /// One recommendation as an object.
    package static func write(_ recommendation: Recommendation, explain: Bool, into writer: inout JSONWriter) {
        writer.beginObject()
        writeMembers(of: recommendation, explain: explain, into: &writer)
        writer.endObject()
    }

    /// The members of a recommendation's object, into an object being written (`recommend
    /// --project` puts its inputs' sources before them).
    package static func writeMembers(of recommendation: Recommendation, explain: Bool, into writer: inout JSONWriter) {
        let cache = Cache.shared
        writer.key("recommendation")
        writer.raw(cache.quotedName[recommendation.pattern.evaluationIndex])
        let scores = recommendation.scores
        writer.key("scores")
        writer.beginObject()
        writer.field("MVC", scores.mvc)
        writer.field("MVP", scores.mvp)
        writer.field("MVVM", scores.mvvm)
        writer.field("VIPER", scores.viper)
        writer.endObject()
        writer.key("tie")
        writer.beginArray()
        for pattern in recommendation.tie {
            writer.element()
            writer.raw(cache.quotedName[pattern.evaluationIndex])
        }
        writer.endArray()
        writer.key("reasons")
        writer.beginObject()
        for pattern in Pattern.evaluationOrder {
            writer.key(pattern.displayName)
            writer.beginArray()
            for (index, rule) in ScoringRule.seed.enumerated()
            where rule.pattern == pattern && recommendation.firedRules & (1 << UInt16(index)) != 0 {
                writer.element()
                writer.raw(cache.quotedReason[index])
            }
            writer.endArray()
        }
        writer.endObject()
        let input = recommendation.input
        writer.key("input")
        writer.beginObject()
        writer.field("teamSize", input.teamSize)
        writer.field("complexity", input.complexity)
        writer.field("testing", input.testing)
        writer.field("maintenance", input.maintenance)
        writer.field("speed", input.speed)
        if let screens = input.screens { writer.field("screens", screens) }
        if let current = input.current {
            writer.key("current")
            writer.raw(cache.quotedName[current.evaluationIndex])
        }
        writer.endObject()
        if let suitability = recommendation.suitability {
            writer.key("suitability")
            write(suitability, into: &writer)
        }
        if let evolution = recommendation.evolution {
            writer.key("evolution")
            write(evolution, into: &writer)
        }
        if explain {
            writer.key("explain")
            writer.raw(cache.explain[recommendation.pattern.evaluationIndex])
        }
    }

    static func write(_ suitability: Suitability, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("screens")
        writer.beginObject()
        writer.field("count", suitability.screens)
        writer.field("pattern", suitability.screenBand.pattern.displayName)
        writer.field("band", suitability.screenBand.label)
        writer.endObject()
        writer.key("teamSize")
        writer.beginObject()
        writer.field("count", suitability.teamSize)
        writer.field("pattern", suitability.teamBand.pattern.displayName)
        writer.field("band", suitability.teamBand.label)
        writer.endObject()
        writer.field("agrees", suitability.agrees)
        writer.field("disagreements", strings: suitability.disagreements.map(\.rawValue))
        writer.endObject()
    }

    static func write(_ plan: EvolutionPlan, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("from", plan.from.displayName)
        writer.field("to", plan.to.displayName)
        writer.field("direction", plan.direction.rawValue)
        writer.field("steps", strings: plan.steps.map(\.displayName))
        writer.endObject()
    }

    /// One pattern of `viper-gen patterns`: its profile, bands and knowledge.
    static func write(_ profile: PatternProfile, into writer: inout JSONWriter) {
        let pattern = profile.pattern
        writer.beginObject()
        writer.field("name", pattern.displayName)
        writer.field("maxScore", pattern.maximumScore)
        writer.key("profile")
        writer.beginObject()
        for metric in profile.metrics {
            writer.key(metric.key)
            writer.int(metric.value)
        }
        writer.endObject()
        writer.key("performance")
        writer.beginObject()
        for column in profile.performance {
            writer.key(column.key)
            writer.string(column.value)
        }
        writer.endObject()
        writer.key("suitability")
        writer.beginObject()
        writer.field("screens", Suitability.screenBands[pattern.evaluationIndex].label)
        writer.field("teamSize", Suitability.teamBands.first(where: { $0.pattern == pattern })?.label)
        writer.field("seedScreens", profile.seedScreens)
        writer.field("seedTeamSize", profile.seedTeamSize)
        writer.field("scenarios", strings: profile.scenarios)
        writer.endObject()
        let knowledge = PatternKnowledge.of(pattern)
        writer.field("strengths", strings: knowledge.strengths)
        writer.field("weaknesses", strings: knowledge.weaknesses)
        writer.field("antiPatterns", strings: knowledge.antiPatterns)
        writer.endObject()
    }

    private static func text(capacity: Int, _ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(capacity: capacity, layout: .compact)
        body(&writer)
        return writer.text
    }

    /// The byte strings every answer repeats, escaped once.
    final class Cache: Sendable {
        static let shared = Cache()
        /// `"MVC"` per pattern.
        let quotedName: [[UInt8]]
        /// `"teamSize <= 3 (+2)"` per seed rule.
        let quotedReason: [[UInt8]]
        /// The `explain` object per pattern.
        let explain: [[UInt8]]

        private init() {
            func quoted(_ text: String) -> [UInt8] {
                var writer = JSONWriter(capacity: text.utf8.count + 2, layout: .compact)
                writer.string(text)
                return writer.bytes
            }
            quotedName = Pattern.evaluationOrder.map { quoted($0.displayName) }
            quotedReason = ScoringRule.seed.map { quoted($0.description) }
            explain = Pattern.evaluationOrder.map { pattern in
                let knowledge = PatternKnowledge.of(pattern)
                var writer = JSONWriter(capacity: 1_024, layout: .compact)
                writer.beginObject()
                writer.field("pattern", pattern.displayName)
                writer.field("strengths", strings: knowledge.strengths)
                writer.field("weaknesses", strings: knowledge.weaknesses)
                writer.field("antiPatterns", strings: knowledge.antiPatterns)
                writer.endObject()
                return writer.bytes
            }
        }
    }
}
