import Foundation
import Testing

@testable import ViperGenKit

/// The seed's other tables: suitability bands, evolution path, complexity sum, profiles.
@Suite struct EvaluationTablesTests {
    @Test(arguments: [
        (0, Pattern.mvc), (19, .mvc), (20, .mvp), (49, .mvp), (50, .mvvm), (100, .mvvm), (101, .viper),
        (100_000, .viper)
    ])
    func screenBands(screens: Int, pattern: Pattern) {
        #expect(Suitability.screenBand(for: screens).pattern == pattern)
    }

    @Test(arguments: [(1, Pattern.mvc), (3, .mvc), (4, .mvp), (5, .mvp), (6, .viper), (500, .viper)])
    func teamBands(teamSize: Int, pattern: Pattern) {
        #expect(Suitability.teamBand(for: teamSize).pattern == pattern)
    }

    @Test func suitabilityReportsDisagreements() {
        let s = Suitability(screens: 60, teamSize: 8, recommendation: .viper)
        #expect(s.screenBand.pattern == .mvvm)
        #expect(s.teamBand.pattern == .viper)
        #expect(s.disagreements == [.screens])
        #expect(!s.agrees)
        #expect(Suitability(screens: 10, teamSize: 2, recommendation: .mvc).agrees)
        #expect(Suitability(screens: 10, teamSize: 5, recommendation: .viper).disagreements == [.screens, .teamSize])
    }

    /// Every pair of the seed's `getEvolutionSteps:`: forward lists the patterns after `from`
    /// up to and including `to`; same or backward is empty.
    @Test func evolutionSteps() {
        let path: [Pattern] = [.mvc, .mvp, .mvvm, .viper]
        for (i, from) in path.enumerated() {
            for (j, to) in path.enumerated() {
                let plan = EvolutionPlan(from: from, to: to)
                #expect(plan.steps == (j > i ? Array(path[(i + 1)...j]) : []))
                #expect(plan.canEvolve == (j > i))
                #expect(plan.direction == (j > i ? .forward : j == i ? .same : .backward))
            }
        }
        #expect(EvolutionPlan(from: .mvc, to: .viper).steps == [.mvp, .mvvm, .viper])
        #expect(
            AnswerEncoder.json(EvolutionPlan(from: .mvp, to: .viper))
                == #"{"from":"MVP","to":"VIPER","direction":"forward","steps":["MVVM","VIPER"]}"#)
        #expect(
            AnswerEncoder.json(EvolutionPlan(from: .viper, to: .mvc))
                == #"{"from":"VIPER","to":"MVC","direction":"backward","steps":[]}"#)
    }

    @Test func evolutionValidation() {
        #expect(
            EvolutionPlan.validated(flags: [.from: "mVc", .to: "Viper"])
                == .success(EvolutionPlan(from: .mvc, to: .viper)))
        guard case .failure(let errors) = EvolutionPlan.validated(flags: [.from: "clean"]) else {
            Issue.record("expected failure")
            return
        }
        #expect(
            errors.errors.map { $0.message(naming: .flag) } == [
                "--from must be one of MVC, MVP, MVVM, VIPER; got 'clean'",
                "missing --to (one of MVC, MVP, MVVM, VIPER)"
            ])
    }

    /// seed 000:419-429, and the digest's distribution over 1..5 (MVC 20, MVP 52, MVVM 43, VIPER 10).
    @Test func complexitySum() {
        var counts: [Pattern: Int] = [:]
        for p in 1...5 {
            for t in 1...5 {
                for c in 1...5 {
                    let sum = ComplexitySum(projectSize: p, teamSize: t, complexity: c)
                    let total = p + t + c
                    let expected: Pattern = total <= 6 ? .mvc : total <= 9 ? .mvp : total <= 12 ? .mvvm : .viper
                    #expect(sum.pattern == expected)
                    counts[sum.pattern, default: 0] += 1
                }
            }
        }
        #expect(counts == [.mvc: 20, .mvp: 52, .mvvm: 43, .viper: 10])
        #expect(
            AnswerEncoder.json(ComplexitySum(projectSize: 3, teamSize: 3, complexity: 3))
                == #"{"method":"sum","recommendation":"MVP","total":9,"band":"total 7-9","input":{"projectSize":3,"teamSize":3,"complexity":3}}"#
        )
        guard case .failure(let errors) = ComplexitySum.validated(flags: [.projectSize: "6", .sumTeamSize: "8"]) else {
            Issue.record("expected failure")
            return
        }
        #expect(
            errors.errors.map { $0.message(naming: .flag) } == [
                "--project-size must be an integer from 1 to 5; got '6'",
                "--team-size must be an integer from 1 to 5; got '8'",
                "missing --complexity (an integer from 1 to 5)"
            ])
    }

    /// seed 000:384-413 and 000:437-442, row for row.
    @Test func profilesAreTheSeedTables() {
        let metrics = PatternProfile.all.map { $0.metrics.map(\.value) }
        #expect(metrics == [[1, 1, 2, 2, 2], [2, 2, 4, 3, 3], [3, 3, 4, 4, 4], [4, 4, 5, 5, 5]])
        #expect(
            PatternProfile.all[0].metrics.map(\.key) == [
                "learning_curve", "code_volume", "testability", "maintainability", "scalability"
            ])
        let performance = PatternProfile.all.map { $0.performance.map(\.value) }
        #expect(
            performance == [
                ["low", "low", "fast", "high"],
                ["medium", "medium", "medium", "medium"],
                ["medium-high", "medium-high", "medium", "medium"],
                ["high", "high", "slow", "medium-low"]
            ])
        #expect(PatternProfile.all.map(\.pattern) == Pattern.evaluationOrder)
        #expect(PatternKnowledge.all.map(\.pattern) == Pattern.evaluationOrder)
        #expect(PatternKnowledge.of(.viper).antiPatterns.count == 5)
        for knowledge in PatternKnowledge.all {
            #expect(!knowledge.strengths.isEmpty && !knowledge.weaknesses.isEmpty && !knowledge.antiPatterns.isEmpty)
        }
    }

    @Test func patternsJSONIsValidAndOrdered() throws {
        let json = AnswerEncoder.patternsJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let patterns = try #require(object["patterns"] as? [[String: Any]])
        #expect(patterns.compactMap { $0["name"] as? String } == ["MVC", "MVP", "MVVM", "VIPER"])
        #expect(
            json.hasPrefix(
                #"{"patterns":[{"name":"MVC","maxScore":6,"profile":{"learning_curve":1,"code_volume":1,"testability":2,"maintainability":2,"scalability":2},"performance":{"memory":"low","cpu":"low","startup":"fast","runtimeEfficiency":"high"},"suitability":{"screens":"fewer than 20 screens","teamSize":"1-3 people","seedScreens":"fewer than 20 screens","seedTeamSize":"1-3 people","scenarios":["#
            ))
        #expect(json.contains(#""teamSize":null,"seedScreens":"50-100 screens","seedTeamSize":null"#))
    }
}
