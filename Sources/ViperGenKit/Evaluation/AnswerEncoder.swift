import TextSupport

/// Writes the JSON of answers by hand, byte by byte, so key order is fixed and bulk queries
/// stay fast (no `JSONSerialization`, no dictionaries, no per-answer `String`).
///
/// The shapes are the contract of `viper-gen recommend --format json`, `evolve` and `patterns`
/// (documented in docs/recommend.md). Every string is escaped; output is
/// one line, no spaces, ASCII except for text a user supplied.
package enum AnswerEncoder {
    // MARK: Single answers as strings

    /// The JSON object of one recommendation (no newline). With `explain`, adds `explain`.
    package static func json(_ recommendation: Recommendation, explain: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        append(recommendation, explain: explain, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON object of an evolution plan:
    /// `{"from":"MVC","to":"VIPER","direction":"forward","steps":["MVP","MVVM","VIPER"]}`.
    package static func json(_ plan: EvolutionPlan) -> String {
        var bytes: [UInt8] = []
        append(plan, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON object of the complexity-sum method, with `evolution` when `current` is given
    /// and `explain` on request.
    package static func json(_ sum: ComplexitySum, current: Pattern? = nil, explain: Bool = false) -> String {
        var bytes: [UInt8] = []
        raw(#"{"method":"sum","recommendation":"#, &bytes)
        string(sum.pattern.displayName, &bytes)
        raw(#","total":"#, &bytes)
        integer(sum.total, &bytes)
        raw(#","band":"#, &bytes)
        string(ComplexitySum.band(of: sum.pattern), &bytes)
        raw(#","input":{"projectSize":"#, &bytes)
        integer(sum.projectSize, &bytes)
        raw(#","teamSize":"#, &bytes)
        integer(sum.teamSize, &bytes)
        raw(#","complexity":"#, &bytes)
        integer(sum.complexity, &bytes)
        if let current {
            raw(#","current":"#, &bytes)
            string(current.displayName, &bytes)
        }
        raw("}", &bytes)
        if let current {
            raw(#","evolution":"#, &bytes)
            append(EvolutionPlan(from: current, to: sum.pattern), to: &bytes)
        }
        if explain {
            raw(#","explain":"#, &bytes)
            bytes.append(contentsOf: Cache.shared.explain[sum.pattern.evaluationIndex])
        }
        raw("}", &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON of `viper-gen patterns`: the four profiles, knowledge and bands in one object.
    package static func patternsJSON() -> String {
        var bytes: [UInt8] = []
        raw(#"{"patterns":["#, &bytes)
        for (index, profile) in PatternProfile.all.enumerated() {
            if index > 0 { raw(",", &bytes) }
            let pattern = profile.pattern
            raw(#"{"name":"#, &bytes)
            string(pattern.displayName, &bytes)
            raw(#","maxScore":"#, &bytes)
            integer(pattern.maximumScore, &bytes)
            raw(#","profile":{"#, &bytes)
            for (position, metric) in profile.metrics.enumerated() {
                if position > 0 { raw(",", &bytes) }
                string(metric.key, &bytes)
                raw(":", &bytes)
                integer(metric.value, &bytes)
            }
            raw(#"},"performance":{"#, &bytes)
            for (position, column) in profile.performance.enumerated() {
                if position > 0 { raw(",", &bytes) }
                string(column.key, &bytes)
                raw(":", &bytes)
                string(column.value, &bytes)
            }
            raw(#"},"suitability":{"screens":"#, &bytes)
            string(Suitability.screenBands[pattern.evaluationIndex].label, &bytes)
            raw(#","teamSize":"#, &bytes)
            if let band = Suitability.teamBands.first(where: { $0.pattern == pattern }) {
                string(band.label, &bytes)
            } else {
                raw("null", &bytes)
            }
            raw(#","seedScreens":"#, &bytes)
            string(profile.seedScreens, &bytes)
            raw(#","seedTeamSize":"#, &bytes)
            if let seedTeamSize = profile.seedTeamSize { string(seedTeamSize, &bytes) } else { raw("null", &bytes) }
            raw(#","scenarios":"#, &bytes)
            strings(profile.scenarios, &bytes)
            let knowledge = PatternKnowledge.of(pattern)
            raw(#"},"strengths":"#, &bytes)
            strings(knowledge.strengths, &bytes)
            raw(#","weaknesses":"#, &bytes)
            strings(knowledge.weaknesses, &bytes)
            raw(#","antiPatterns":"#, &bytes)
            strings(knowledge.antiPatterns, &bytes)
            raw("}", &bytes)
        }
        raw("]}", &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Streaming

    /// Appends the JSON object of one recommendation (no newline) to `bytes`.
    ///
    /// Keys, in order: `recommendation`, `scores` (MVC, MVP, MVVM, VIPER), `tie`, `reasons`
    /// (all four patterns, `[]` where no rule fired), `input`; then `suitability` when the input
    /// has screens, `evolution` when it has a current pattern, and `explain` on request.
    package static func append(_ recommendation: Recommendation, explain: Bool, to bytes: inout [UInt8]) {
        let cache = Cache.shared
        bytes.append(contentsOf: cache.head[recommendation.pattern.evaluationIndex])
        let scores = recommendation.scores
        raw(#","scores":{"MVC":"#, &bytes)
        integer(scores.mvc, &bytes)
        raw(#","MVP":"#, &bytes)
        integer(scores.mvp, &bytes)
        raw(#","MVVM":"#, &bytes)
        integer(scores.mvvm, &bytes)
        raw(#","VIPER":"#, &bytes)
        integer(scores.viper, &bytes)
        raw(#"},"tie":["#, &bytes)
        for (index, pattern) in recommendation.tie.enumerated() {
            if index > 0 { raw(",", &bytes) }
            bytes.append(contentsOf: cache.quotedName[pattern.evaluationIndex])
        }
        raw(#"],"reasons":{"MVC":["#, &bytes)
        var currentPattern = Pattern.mvc
        var first = true
        for (index, rule) in ScoringRule.seed.enumerated() {
            if rule.pattern != currentPattern {
                currentPattern = rule.pattern
                bytes.append(contentsOf: cache.reasonsKey[currentPattern.evaluationIndex])
                first = true
            }
            guard recommendation.firedRules & (1 << UInt16(index)) != 0 else { continue }
            if !first { raw(",", &bytes) }
            first = false
            bytes.append(contentsOf: cache.quotedReason[index])
        }
        let input = recommendation.input
        raw(#"]},"input":{"teamSize":"#, &bytes)
        integer(input.teamSize, &bytes)
        raw(#","complexity":"#, &bytes)
        integer(input.complexity, &bytes)
        raw(#","testing":"#, &bytes)
        integer(input.testing, &bytes)
        raw(#","maintenance":"#, &bytes)
        integer(input.maintenance, &bytes)
        raw(#","speed":"#, &bytes)
        integer(input.speed, &bytes)
        if let screens = input.screens {
            raw(#","screens":"#, &bytes)
            integer(screens, &bytes)
        }
        if let current = input.current {
            raw(#","current":"#, &bytes)
            bytes.append(contentsOf: cache.quotedName[current.evaluationIndex])
        }
        raw("}", &bytes)
        if let suitability = recommendation.suitability {
            raw(#","suitability":"#, &bytes)
            append(suitability, to: &bytes)
        }
        if let evolution = recommendation.evolution {
            raw(#","evolution":"#, &bytes)
            append(evolution, to: &bytes)
        }
        if explain {
            raw(#","explain":"#, &bytes)
            bytes.append(contentsOf: cache.explain[recommendation.pattern.evaluationIndex])
        }
        raw("}", &bytes)
    }

    /// Appends `{"line":N,"error":"MESSAGE"}` (no newline) to `bytes`.
    package static func appendError(line: Int, message: String, to bytes: inout [UInt8]) {
        raw(#"{"line":"#, &bytes)
        integer(line, &bytes)
        raw(#","error":"#, &bytes)
        string(message, &bytes)
        raw("}", &bytes)
    }

    static func append(_ suitability: Suitability, to bytes: inout [UInt8]) {
        raw(#"{"screens":{"count":"#, &bytes)
        integer(suitability.screens, &bytes)
        raw(#","pattern":"#, &bytes)
        string(suitability.screenBand.pattern.displayName, &bytes)
        raw(#","band":"#, &bytes)
        string(suitability.screenBand.label, &bytes)
        raw(#"},"teamSize":{"count":"#, &bytes)
        integer(suitability.teamSize, &bytes)
        raw(#","pattern":"#, &bytes)
        string(suitability.teamBand.pattern.displayName, &bytes)
        raw(#","band":"#, &bytes)
        string(suitability.teamBand.label, &bytes)
        raw(#"},"agrees":"#, &bytes)
        raw(suitability.agrees ? "true" : "false", &bytes)
        raw(#","disagreements":"#, &bytes)
        strings(suitability.disagreements.map(\.rawValue), &bytes)
        raw("}", &bytes)
    }

    static func append(_ plan: EvolutionPlan, to bytes: inout [UInt8]) {
        raw(#"{"from":"#, &bytes)
        string(plan.from.displayName, &bytes)
        raw(#","to":"#, &bytes)
        string(plan.to.displayName, &bytes)
        raw(#","direction":"#, &bytes)
        string(plan.direction.rawValue, &bytes)
        raw(#","steps":"#, &bytes)
        strings(plan.steps.map(\.displayName), &bytes)
        raw("}", &bytes)
    }

    // MARK: Primitives

    @inline(__always)
    static func raw(_ text: StaticString, _ bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `value`.
    @inline(__always)
    static func integer(_ value: Int, _ bytes: inout [UInt8]) {
        if value >= 0, value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Appends `text` as a JSON string (`JSONText`, the one escaper).
    static func string(_ text: String, _ bytes: inout [UInt8]) {
        JSONText.append(text, to: &bytes)
    }

    static func strings(_ texts: [String], _ bytes: inout [UInt8]) {
        raw("[", &bytes)
        for (index, text) in texts.enumerated() {
            if index > 0 { raw(",", &bytes) }
            string(text, &bytes)
        }
        raw("]", &bytes)
    }

    /// The byte strings every answer repeats, computed once.
    final class Cache: Sendable {
        static let shared = Cache()
        /// `{"recommendation":"MVC"` per pattern.
        let head: [[UInt8]]
        /// `"MVC"` per pattern.
        let quotedName: [[UInt8]]
        /// `],"MVP":[` per pattern (the MVC entry is unused: the MVC array opens the object).
        let reasonsKey: [[UInt8]]
        /// `"teamSize <= 3 (+2)"` per seed rule.
        let quotedReason: [[UInt8]]
        /// The `explain` object per pattern.
        let explain: [[UInt8]]

        private init() {
            func quoted(_ text: String) -> [UInt8] {
                var bytes: [UInt8] = []
                AnswerEncoder.string(text, &bytes)
                return bytes
            }
            let order = Pattern.evaluationOrder
            head = order.map { Array(#"{"recommendation":"#.utf8) + quoted($0.displayName) }
            quotedName = order.map { quoted($0.displayName) }
            reasonsKey = order.map { Array("],".utf8) + quoted($0.displayName) + Array(":[".utf8) }
            quotedReason = ScoringRule.seed.map { quoted($0.description) }
            explain = order.map { pattern in
                let knowledge = PatternKnowledge.of(pattern)
                var bytes: [UInt8] = []
                AnswerEncoder.raw(#"{"pattern":"#, &bytes)
                AnswerEncoder.string(pattern.displayName, &bytes)
                AnswerEncoder.raw(#","strengths":"#, &bytes)
                AnswerEncoder.strings(knowledge.strengths, &bytes)
                AnswerEncoder.raw(#","weaknesses":"#, &bytes)
                AnswerEncoder.strings(knowledge.weaknesses, &bytes)
                AnswerEncoder.raw(#","antiPatterns":"#, &bytes)
                AnswerEncoder.strings(knowledge.antiPatterns, &bytes)
                AnswerEncoder.raw("}", &bytes)
                return bytes
            }
        }
    }
}
