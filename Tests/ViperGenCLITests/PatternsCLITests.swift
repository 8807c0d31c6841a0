import Foundation
import TestSupport
import Testing

/// `viper-gen patterns` end to end.
@Suite struct PatternsCLITests {
    @Test func textShowsTheSeedTables() throws {
        let result = try CLIRunner.run(["patterns"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.hasPrefix(
                """
                Profile (the articles' ArchitectureComplexityAnalyzer)
                                   MVC  MVP  MVVM  VIPER
                  learning_curve   1    2    3     4
                  code_volume      1    2    3     4
                  testability      2    4    4     5
                  maintainability  2    3    4     5
                  scalability      2    3    4     5
                  learning_curve and code_volume cost more as they rise; the rest are better.

                Performance (qualitative, as the articles state it, without a benchmark)
                                     MVC   MVP     MVVM         VIPER
                  memory             low   medium  medium-high  high
                  cpu                low   medium  medium-high  high
                  startup            fast  medium  medium       slow
                  runtimeEfficiency  high  medium  medium       medium-low

                Suitability (the articles' bands; overlaps: 50 screens -> MVVM, 3 people -> MVC)
                             MVC   MVP    MVVM    VIPER
                  screens    < 20  20-49  50-100  > 100
                  team size  1-3   4-5    -       > 5

                MVC (max score 6)
                  Suits (in the articles' words)
                    * small projects (fewer than 20 screens)

                """))
        for heading in [
            "MVP (max score 4)", "MVVM (max score 5)", "VIPER (max score 6)", "  Strengths\n", "  Weaknesses\n",
            "  Anti-patterns to watch for\n"
        ] {
            #expect(result.stdout.contains(heading), "\(heading)")
        }
    }

    @Test func json() throws {
        let result = try CLIRunner.run(["patterns", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let patterns = try #require(object["patterns"] as? [[String: Any]])
        #expect(patterns.compactMap { $0["name"] as? String } == ["MVC", "MVP", "MVVM", "VIPER"])
        #expect(patterns.compactMap { $0["maxScore"] as? Int } == [6, 4, 5, 6])
        let profiles = patterns.compactMap { $0["profile"] as? [String: Int] }
        #expect(
            profiles == [
                ["learning_curve": 1, "code_volume": 1, "testability": 2, "maintainability": 2, "scalability": 2],
                ["learning_curve": 2, "code_volume": 2, "testability": 4, "maintainability": 3, "scalability": 3],
                ["learning_curve": 3, "code_volume": 3, "testability": 4, "maintainability": 4, "scalability": 4],
                ["learning_curve": 4, "code_volume": 4, "testability": 5, "maintainability": 5, "scalability": 5]
            ])
        let performance = patterns.compactMap { $0["performance"] as? [String: String] }
        #expect(performance.map { $0["startup"] } == ["fast", "medium", "medium", "slow"])
        #expect(performance.map { $0["runtimeEfficiency"] } == ["high", "medium", "medium", "medium-low"])
        let suitability = patterns.compactMap { $0["suitability"] as? [String: Any] }
        #expect(
            suitability.map { $0["screens"] as? String } == [
                "fewer than 20 screens", "20-49 screens", "50-100 screens", "more than 100 screens"
            ])
        #expect(
            suitability.map { $0["teamSize"] as? String } == ["1-3 people", "4-5 people", nil, "more than 5 people"])
        for pattern in patterns {
            for key in ["strengths", "weaknesses", "antiPatterns"] {
                #expect(((pattern[key] as? [String])?.isEmpty) == false, "\(key)")
            }
        }
        #expect(
            result.stdout.hasPrefix(
                #"{"patterns":[{"name":"MVC","maxScore":6,"profile":{"learning_curve":1,"code_volume":1,"#))
    }

    @Test func usageErrorsAndHelp() throws {
        let bad = try CLIRunner.run(["patterns", "--format", "csv"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "error: invalid value 'csv' for --format; valid values: text, json\nSee 'viper-gen patterns --help'.\n"
        )
        let extra = try CLIRunner.run(["patterns", "viper"])
        #expect(extra.status == 2)
        #expect(extra.stderr == "error: unexpected argument 'viper'\nSee 'viper-gen patterns --help'.\n")
        let help = try CLIRunner.run(["patterns", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE:\n  viper-gen patterns [--format text|json]\n"))
    }
}
