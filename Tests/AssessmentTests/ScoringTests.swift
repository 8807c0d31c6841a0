import Foundation
import Testing

@testable import Assessment

@Suite struct ScoringTests {
    @Test func couplingFormula() {
        var t = ProjectTotals()
        #expect(Scoring.coupling(t) == 100)
        t.units = 2
        t.efferentCoupling = 8  // average 4 → −20
        #expect(Scoring.coupling(t) == 80)
        t.concreteDependencies = 1
        t.protocolDependencies = 3  // 4 collaborators: under the minimum, the share is ignored
        #expect(Scoring.coupling(t) == 80)
        t.concreteDependencies = 2
        t.protocolDependencies = 6  // share ¼ → −10
        #expect(Scoring.coupling(t) == 70)
        t.injectedConcreteDependencies = 1  // one passed in through an initializer: share ⅛ → −5
        #expect(Scoring.coupling(t) == 75)
        t.injectedConcreteDependencies = 0
        t.efferentCoupling = 40
        #expect(Scoring.coupling(t) == 0)
    }

    @Test func cohesionFormula() {
        var t = ProjectTotals()
        #expect(Scoring.cohesion(t) == 100)
        t.cohesionTypes = 4
        t.cohesiveTypes = 2
        t.splittableTypes = 1
        #expect(Scoring.cohesion(t) == 63)  // 100 × 2.5 / 4 = 62.5, rounded away from zero
    }

    @Test func complexityFormula() {
        var t = ProjectTotals()
        #expect(Scoring.complexity(t) == 100)
        t.functions = 100
        t.totalCcn = 300
        t.complexFunctions = 5  // −15, −20
        #expect(Scoring.complexity(t) == 65)
        t.massiveViewControllers = 2
        #expect(Scoring.complexity(t) == 55)
        t.cognitiveComplexFunctions = 5  // −10
        #expect(Scoring.complexity(t) == 45)
    }

    /// Issue 27: one 2,070-line view controller among small, simple functions scored "good".
    @Test func aHugeTypeCannotScoreGood() {
        var t = ProjectTotals()
        t.functions = 500
        t.totalCcn = 700
        t.largestTypeLines = [2070, 300, 200]
        t.massiveViewControllers = 1
        // 10 × (2070 / 400 − 1) = 41.75, plus 5 for the massive view controller.
        #expect(Scoring.complexity(t) == 53)
        #expect(MetricScore(metric: .complexity, score: Scoring.complexity(t)).status == .critical)
        t.largestTypeLines = [399, 300]
        t.massiveViewControllers = 0
        #expect(Scoring.complexity(t) == 100)
        // Only the five longest count.
        t.largestTypeLines = Array(repeating: 800, count: 7)
        #expect(Scoring.complexity(t) == 50)
    }

    @Test func testabilityFormula() {
        var t = ProjectTotals()
        #expect(Scoring.testability(t) == 25)
        t.protocolDependencies = 3
        t.concreteDependencies = 1
        t.singletons = 0
        t.units = 4
        t.testedUnits = 2
        #expect(Scoring.testability(t) == 63)  // 37.5 + 25
    }

    @Test func maintainabilityFormula() {
        var t = ProjectTotals()
        t.functions = 50
        t.longFunctions = 1
        t.files = 10
        t.longFiles = 1
        t.massiveViewControllers = 1
        #expect(Scoring.maintainability(t) == 81)  // 100 − 4 − 10 − 5
    }
}

/// Each smell says what triggered it (issue 27), and the testability advice follows how the
/// dependencies arrive.
@Suite struct SmellEvidenceTests {
    static func totals(protocols: Int, injected: Int, concrete: Int, singletons: Int, tested: Int, units: Int)
        -> ProjectTotals
    {
        var t = ProjectTotals()
        t.protocolDependencies = protocols
        t.injectedProtocolDependencies = injected
        t.concreteDependencies = concrete
        t.singletons = singletons
        t.testedUnits = tested
        t.units = units
        return t
    }

    @Test func codeThatInjectsProtocolsIsToldThatTestsAreMissing() {
        let text = SmellEvidence.testability(
            Self.totals(protocols: 12, injected: 12, concrete: 0, singletons: 0, tested: 1, units: 10))
        #expect(
            text
                == "12 of 12 dependencies are protocols (12 passed in through initialisers), 0 singleton uses; 1 of 10 units are used "
                + "by tests: dependencies already arrive as protocols; what is missing is tests: add tests for the untested units"
        )
        #expect(!text.contains("pass protocols in"))
    }

    @Test func codeThatBuildsItsDependenciesIsToldToInjectThem() {
        let text = SmellEvidence.testability(
            Self.totals(protocols: 1, injected: 0, concrete: 6, singletons: 3, tested: 9, units: 10))
        #expect(
            text.hasSuffix(
                ": pass protocols in through initialisers instead of building concrete types or reaching for singletons"
            ))
        let both = SmellEvidence.testability(
            Self.totals(protocols: 1, injected: 0, concrete: 6, singletons: 3, tested: 0, units: 10))
        // Untested units cost more points (50) than concrete dependencies (45): tests come first.
        #expect(
            both.hasSuffix(
                ": most of the score is lost to untested units: add tests for the untested units; then pass protocols "
                    + "in through initialisers for the remaining concrete types and singletons"))
        let some = SmellEvidence.testability(
            Self.totals(protocols: 2, injected: 0, concrete: 6, singletons: 2, tested: 6, units: 10),
            untested: ["Login", "Profile", "Settings", "Search"])
        #expect(
            some.hasSuffix(
                "reaching for singletons, and add tests for Login, Profile, Settings and 1 more"))
        let injecting = SmellEvidence.testability(
            Self.totals(protocols: 41, injected: 25, concrete: 5, singletons: 15, tested: 8, units: 27),
            untested: ["MoviesList", "MovieDetails", "MoviesQueries"])
        #expect(
            injecting.hasSuffix(
                ": most of the score is lost to untested units: add tests for MoviesList, MovieDetails, MoviesQueries; "
                    + "then pass protocols in through initialisers for the remaining concrete types and singletons"))
        #expect(!injecting.contains("instead of building"))
    }

    @Test func theReportCarriesOneEvidencePerSmellInText() {
        let report = Snippet.assess([
            (
                "God.swift",
                """
                final class God {
                    var a = 0
                    var b = 0
                    func one() { a += 1 }
                    func two() { b += 1 }
                }
                """
            )
        ])
        #expect(
            report.smellEvidence.map(\.metric)
                == SeedVerdict.smellMetrics(
                    coupling: report.metrics[0].score, cohesion: report.metrics[1].score,
                    complexity: report.metrics[2].score,
                    testability: report.metrics[3].score))
        #expect(
            report.smellEvidence.first { $0.metric == .cohesion }?.text
                == "0 of 1 type with members are one connected whole (LCOM4 1); least cohesive: God (LCOM4 2, God.swift:1: {one(), a} {two(), b})"
        )
        let text = TextReportRenderer.render(report)
        #expect(
            text.contains("  - Low Cohesion - Review single responsibility principle\n    0 of 1 type with members"))
        #expect(
            text.contains(
                "Least cohesive types (LCOM4: its parts, each one's methods and the properties joining them)\n     2  God.swift:1: God  {one(), a} {two(), b}\n"
            ), "\(text)")
        let json = ReportJSONEncoder.encode(report)
        #expect(
            json.contains(#""smellEvidence": {"#)
                && json.contains(#""cohesion": "0 of 1 type with members are one connected whole"#), "\(json)")
        // Every type that splits, with its components, in JSON's "cohesion".
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let cohesion = object?["cohesion"] as? [[String: Any]]
        #expect(
            cohesion?.count == 1 && cohesion?.first?["name"] as? String == "God"
                && cohesion?.first?["lcom4"] as? Int == 2)
        #expect(cohesion?.first?["components"] as? [[String]] == [["one()", "a"], ["two()", "b"]], "\(json)")
    }
}
