import Testing
@testable import Assessment

@Suite struct ScoringTests {
    @Test func couplingFormula() {
        var t = ProjectTotals()
        #expect(Scoring.coupling(t) == 100)
        t.units = 2; t.efferentCoupling = 8 // average 4 → −20
        #expect(Scoring.coupling(t) == 80)
        t.concreteDependencies = 1; t.protocolDependencies = 3 // share ¼ → −10
        #expect(Scoring.coupling(t) == 70)
        t.efferentCoupling = 40
        #expect(Scoring.coupling(t) == 0)
    }

    @Test func cohesionFormula() {
        var t = ProjectTotals()
        #expect(Scoring.cohesion(t) == 100)
        t.cohesionTypes = 4; t.cohesiveTypes = 2; t.splittableTypes = 1
        #expect(Scoring.cohesion(t) == 63) // 100 × 2.5 / 4 = 62.5, rounded away from zero
    }

    @Test func complexityFormula() {
        var t = ProjectTotals()
        #expect(Scoring.complexity(t) == 100)
        t.functions = 100; t.totalCcn = 300; t.complexFunctions = 5 // −15, −20
        #expect(Scoring.complexity(t) == 65)
        t.massiveViewControllers = 2
        #expect(Scoring.complexity(t) == 55)
        t.cognitiveComplexFunctions = 5 // −10
        #expect(Scoring.complexity(t) == 45)
    }

    /// Issue 27: one 2,070-line view controller among small, simple functions scored "good".
    @Test func aHugeTypeCannotScoreGood() {
        var t = ProjectTotals()
        t.functions = 500; t.totalCcn = 700
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
        t.protocolDependencies = 3; t.concreteDependencies = 1; t.singletons = 0; t.units = 4; t.testedUnits = 2
        #expect(Scoring.testability(t) == 63) // 37.5 + 25
    }

    @Test func maintainabilityFormula() {
        var t = ProjectTotals()
        t.functions = 50; t.longFunctions = 1; t.files = 10; t.longFiles = 1; t.massiveViewControllers = 1
        #expect(Scoring.maintainability(t) == 81) // 100 − 4 − 10 − 5
    }
}
