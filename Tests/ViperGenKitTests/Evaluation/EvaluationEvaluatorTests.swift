import Foundation
import Testing

@testable import ViperGenKit

/// The evaluator against an expectation written independently of it: the seed's
/// `evaluateArchitectures` (seed 000, lines 72–105) copied as a literal table of strings and
/// interpreted generically here, plus the tie-break rule stated in docs/.
@Suite struct EvaluationEvaluatorTests {
    /// pattern, input name, operator, threshold, points — as in the seed's `if` statements.
    static let seedTable: [(String, String, String, Int, Int)] = [
        ("MVC", "teamSize", "<=", 3, 2),
        ("MVC", "complexity", "<=", 3, 2),
        ("MVC", "speed", ">=", 4, 2),
        ("MVP", "teamSize", "<=", 5, 1),
        ("MVP", "testing", ">=", 3, 2),
        ("MVP", "complexity", ">=", 3, 1),
        ("MVVM", "testing", ">=", 4, 2),
        ("MVVM", "maintenance", ">=", 4, 2),
        ("MVVM", "complexity", ">=", 4, 1),
        ("VIPER", "teamSize", ">=", 5, 2),
        ("VIPER", "complexity", ">=", 4, 2),
        ("VIPER", "maintenance", ">=", 4, 1),
        ("VIPER", "testing", ">=", 4, 1)
    ]
    static let order = ["MVC", "MVP", "MVVM", "VIPER"]

    struct Expected: Equatable, CustomStringConvertible {
        var recommendation: String
        var scores: [String: Int]
        var tie: [String]
        var reasons: [String: [String]]
        var description: String { "\(recommendation) \(scores) tie \(tie) \(reasons)" }
    }

    static func expected(_ inputs: [String: Int]) -> Expected {
        var scores = Dictionary(uniqueKeysWithValues: order.map { ($0, 0) })
        var reasons = Dictionary(uniqueKeysWithValues: order.map { ($0, [String]()) })
        for (pattern, name, op, threshold, points) in seedTable {
            let value = inputs[name] ?? Int.min
            let fires = op == "<=" ? value <= threshold : value >= threshold
            if fires {
                scores[pattern, default: 0] += points
                reasons[pattern, default: []].append("\(name) \(op) \(threshold) (+\(points))")
            }
        }
        let best = scores.values.max() ?? 0
        let tied = order.filter { scores[$0] == best }
        return Expected(recommendation: tied[0], scores: scores, tie: tied.count > 1 ? tied : [], reasons: reasons)
    }

    static func actual(_ recommendation: Recommendation) -> Expected {
        Expected(
            recommendation: recommendation.pattern.displayName,
            scores: Dictionary(
                uniqueKeysWithValues: Pattern.evaluationOrder.map { ($0.displayName, recommendation.scores[$0]) }),
            tie: recommendation.tie.map(\.displayName),
            reasons: Dictionary(
                uniqueKeysWithValues: Pattern.evaluationOrder.map {
                    ($0.displayName, recommendation.reasons(for: $0).map(\.description))
                })
        )
    }

    /// The JSON of one answer, written out by hand from the expectation.
    static func expectedJSON(_ e: Expected, _ t: Int, _ c: Int, _ te: Int, _ m: Int, _ s: Int) -> String {
        func array(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        let scores = order.map { "\"\($0)\":\(e.scores[$0] ?? -1)" }.joined(separator: ",")
        let reasons = order.map { "\"\($0)\":\(array(e.reasons[$0] ?? []))" }.joined(separator: ",")
        return
            #"{"recommendation":"\#(e.recommendation)","scores":{\#(scores)},"tie":\#(array(e.tie)),"reasons":{\#(reasons)},"input":{"teamSize":\#(t),"complexity":\#(c),"testing":\#(te),"maintenance":\#(m),"speed":\#(s)}}"#
    }

    @Test func everyCombinationMatchesTheSeedTable() {
        var checked = 0
        for teamSize in 1...12 {
            for complexity in 1...5 {
                for testing in 1...5 {
                    for maintenance in 1...5 {
                        for speed in 1...5 {
                            let input = EvaluationInput(
                                teamSize: teamSize, complexity: complexity, testing: testing, maintenance: maintenance,
                                speed: speed)
                            let expectation = Self.expected([
                                "teamSize": teamSize, "complexity": complexity, "testing": testing,
                                "maintenance": maintenance, "speed": speed
                            ])
                            let recommendation = Evaluator.evaluate(input)
                            let got = Self.actual(recommendation)
                            if got != expectation {
                                Issue.record("\(input): expected \(expectation), got \(got)")
                                return
                            }
                            let json = AnswerEncoder.json(recommendation)
                            let wanted = Self.expectedJSON(
                                expectation, teamSize, complexity, testing, maintenance, speed)
                            if json != wanted {
                                Issue.record("\(input): JSON\n\(json)\nexpected\n\(wanted)")
                                return
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 12 * 625)
    }

    @Test func allThreesIsAnMVCTieWithMVP() {
        let answer = Evaluator.evaluate(
            EvaluationInput(teamSize: 3, complexity: 3, testing: 3, maintenance: 3, speed: 3))
        #expect(answer.pattern == .mvc)
        #expect(answer.scores == PatternScores(mvc: 4, mvp: 4, mvvm: 0, viper: 0))
        #expect(answer.tie == [.mvc, .mvp])
    }

    @Test func largeDemandingTeamGetsVIPEROverMVVM() {
        let answer = Evaluator.evaluate(
            EvaluationInput(teamSize: 8, complexity: 5, testing: 5, maintenance: 5, speed: 2))
        #expect(answer.pattern == .viper)
        #expect(answer.scores == PatternScores(mvc: 0, mvp: 3, mvvm: 5, viper: 6))
        #expect(answer.tie.isEmpty)
        #expect(
            answer.reasons(for: .viper).map(\.description) == [
                "teamSize >= 5 (+2)", "complexity >= 4 (+2)", "maintenance >= 4 (+1)", "testing >= 4 (+1)"
            ])
        #expect(answer.reasons(for: .mvc).isEmpty)
        #expect(
            AnswerEncoder.json(answer)
                == #"{"recommendation":"VIPER","scores":{"MVC":0,"MVP":3,"MVVM":5,"VIPER":6},"tie":[],"reasons":{"MVC":[],"MVP":["testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":["testing >= 4 (+2)","maintenance >= 4 (+2)","complexity >= 4 (+1)"],"VIPER":["teamSize >= 5 (+2)","complexity >= 4 (+2)","maintenance >= 4 (+1)","testing >= 4 (+1)"]},"input":{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}}"#
        )
    }

    @Test func maximaAreThoseOfTheSeed() {
        #expect(Pattern.evaluationOrder.map(\.maximumScore) == [6, 4, 5, 6])
        #expect(Pattern.evaluationOrder.map(\.displayName) == ["MVC", "MVP", "MVVM", "VIPER"])
    }

    /// seed-digest §2.1: the counts from an independent enumeration of the seed's rules.
    @Test func distributionMatchesTheDigest() {
        var winners: [Pattern: Int] = [:]
        var ties = 0
        var tieSets: [String: Int] = [:]
        for t in 1...5 {
            for c in 1...5 {
                for te in 1...5 {
                    for m in 1...5 {
                        for s in 1...5 {
                            let answer = Evaluator.evaluate(
                                EvaluationInput(teamSize: t, complexity: c, testing: te, maintenance: m, speed: s))
                            if answer.tie.isEmpty {
                                winners[answer.pattern, default: 0] += 1
                            } else {
                                ties += 1
                                tieSets[answer.tie.map(\.displayName).joined(separator: "/"), default: 0] += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(winners == [.mvc: 1282, .mvp: 458, .mvvm: 184, .viper: 256])
        #expect(ties == 945)
        #expect(
            tieSets == [
                "MVC/MVP": 293, "MVC/MVP/VIPER": 150, "MVVM/VIPER": 136, "MVP/VIPER": 114, "MVC/MVVM": 112,
                "MVC/MVP/MVVM": 56, "MVC/VIPER": 36, "MVC/MVVM/VIPER": 16, "MVP/MVVM": 12, "MVP/MVVM/VIPER": 12,
                "MVC/MVP/MVVM/VIPER": 8
            ])

        var wideTies = 0
        var wideTotal = 0
        for t in 1...10 {
            for c in 1...5 {
                for te in 1...5 {
                    for m in 1...5 {
                        for s in 1...5 {
                            wideTotal += 1
                            if !Evaluator.evaluate(
                                EvaluationInput(teamSize: t, complexity: c, testing: te, maintenance: m, speed: s)
                            ).tie.isEmpty {
                                wideTies += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(wideTotal == 6250)
        #expect(wideTies == 1725)
    }

    /// The rules are total: no integer input crashes or yields an empty answer.
    @Test(arguments: [Int.min, -1, 0, Int.max])
    func extremeValuesNeverCrash(value: Int) {
        let answer = Evaluator.evaluate(
            EvaluationInput(teamSize: value, complexity: value, testing: value, maintenance: value, speed: value))
        #expect(Pattern.evaluationOrder.contains(answer.pattern))
        #expect(AnswerEncoder.json(answer).contains("\"teamSize\":\(value)"))
    }
}
