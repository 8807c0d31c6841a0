/// The formulas of the five scores. Each is clamped to 0–100 and rounded to the nearest
/// integer (halves away from zero); shares are fractions 0–1.
///
/// - coupling = 100 − 10 × max(0, average Ce − 2) − 40 × concrete share, where average Ce is
///   the mean efferent coupling of the units and concrete share = concrete dependencies not
///   passed in through an initializer / (concrete + protocol) dependencies. Two outgoing
///   dependencies per unit are free. The share is 0 with fewer than
///   ``MetricThresholds/couplingMinimumCollaborators`` typed dependencies: on three
///   collaborators one concrete type would cost 13 points (issue 27's second blind check).
/// - cohesion = 100 × (types with LCOM4 = 1 + ½ × types with LCOM4 = 2) / types with an LCOM4
///   (100 when there are none).
/// - complexity = 100 − 300 × share of functions with CCN > 10 − 20 × max(0, average CCN − 2)
///   − 200 × share of functions with cognitive complexity > 15 − 5 × massive view controllers
///   − 10 × Σ max(0, lines ÷ 400 − 1) over the five longest types (the function terms are 0
///   without functions). Averages and shares alone let one huge type hide among hundreds of
///   small functions (issue 27: a 2,070-line view controller scored "good"); the size term
///   costs 10 points per 400 lines a type has beyond its first 400, so that view controller
///   alone costs 42 + 5 and the score is "critical" (< 55), while types under 400 lines cost
///   nothing. Cognitive complexity (SonarSource's, see `FunctionComplexity.cognitive`) counts
///   nesting, which CCN ignores.
/// - testability = 50 × protocol share + 50 × tested share, where protocol share = protocol
///   dependencies / (protocol + concrete dependencies + singleton uses) (½ when all are 0) and
///   tested share = units whose types a test uses (names one and uses a member) / units (0 without units).
/// - maintainability = 100 − 200 × share of functions over 50 NLOC − 100 × share of files over
///   500 lines − 5 × massive view controllers.
package enum Scoring {
    /// The five scores from the totals, in the seed's order.
    package static func scores(_ totals: ProjectTotals) -> [MetricScore] {
        [
            MetricScore(metric: .coupling, score: coupling(totals)),
            MetricScore(metric: .cohesion, score: cohesion(totals)),
            MetricScore(metric: .complexity, score: complexity(totals)),
            MetricScore(metric: .testability, score: testability(totals)),
            MetricScore(metric: .maintainability, score: maintainability(totals))
        ]
    }

    /// See ``Scoring``.
    package static func coupling(_ t: ProjectTotals) -> Int {
        let averageCe = t.units == 0 ? 0 : Double(t.efferentCoupling) / Double(t.units)
        let typed = t.concreteDependencies + t.protocolDependencies
        let built = t.concreteDependencies - t.injectedConcreteDependencies
        let concreteShare =
            typed < MetricThresholds.couplingMinimumCollaborators ? 0 : Double(built) / Double(typed)
        return clamp(100 - 10 * max(0, averageCe - 2) - 40 * concreteShare)
    }

    /// See ``Scoring``.
    package static func cohesion(_ t: ProjectTotals) -> Int {
        guard t.cohesionTypes > 0 else { return 100 }
        return clamp(100 * (Double(t.cohesiveTypes) + 0.5 * Double(t.splittableTypes)) / Double(t.cohesionTypes))
    }

    /// See ``Scoring``.
    package static func complexity(_ t: ProjectTotals) -> Int {
        let largeTypes = t.largestTypeLines.prefix(MetricThresholds.largestTypesScored).reduce(0.0) { sum, lines in
            sum + max(0, Double(lines) / Double(MetricThresholds.largeTypeLines) - 1)
        }
        let structural = 5 * Double(t.massiveViewControllers) + 10 * largeTypes
        guard t.functions > 0 else { return clamp(100 - structural) }
        let complexShare = Double(t.complexFunctions) / Double(t.functions)
        let cognitiveShare = Double(t.cognitiveComplexFunctions) / Double(t.functions)
        let average = Double(t.totalCcn) / Double(t.functions)
        return clamp(100 - 300 * complexShare - 20 * max(0, average - 2) - 200 * cognitiveShare - structural)
    }

    /// See ``Scoring``.
    package static func testability(_ t: ProjectTotals) -> Int {
        let all = t.protocolDependencies + t.concreteDependencies + t.singletons
        let protocolShare = all == 0 ? 0.5 : Double(t.protocolDependencies) / Double(all)
        let testedShare = t.units == 0 ? 0 : Double(t.testedUnits) / Double(t.units)
        return clamp(50 * protocolShare + 50 * testedShare)
    }

    /// See ``Scoring``.
    package static func maintainability(_ t: ProjectTotals) -> Int {
        let longFunctionShare = t.functions == 0 ? 0 : Double(t.longFunctions) / Double(t.functions)
        let longFileShare = t.files == 0 ? 0 : Double(t.longFiles) / Double(t.files)
        return clamp(100 - 200 * longFunctionShare - 100 * longFileShare - 5 * Double(t.massiveViewControllers))
    }

    static func clamp(_ value: Double) -> Int {
        Int(min(100, max(0, value)).rounded())
    }
}
