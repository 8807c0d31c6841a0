/// Why a smell fired, in numbers and names a reader can check against the code (issue 27: the
/// seed's smell texts are kept exactly, and say nothing of what triggered them; "increase
/// dependency injection" was shown to code that injects every dependency).
package struct SmellEvidence: Sendable, Hashable {
    /// The metric whose score triggered the smell.
    package var metric: Metric
    /// What the score is made of, with the worst types by name.
    package var text: String

    package init(metric: Metric, text: String) {
        self.metric = metric
        self.text = text
    }

    /// A type with the concrete collaborators it holds, for the coupling evidence.
    struct ConcreteHolder: Sendable, Hashable {
        var type: String
        var collaborators: [String]
    }

    /// How many of the worst types each evidence names.
    static let named = 3

    /// The evidence of each smell in `metrics`, in their order.
    static func of(
        _ metrics: [Metric], totals t: ProjectTotals, types: [TypeReport], concrete: [ConcreteHolder],
        untested: [String] = []
    ) -> [SmellEvidence] {
        metrics.compactMap { metric in
            switch metric {
            case .coupling: SmellEvidence(metric: metric, text: coupling(t, concrete: concrete))
            case .cohesion: SmellEvidence(metric: metric, text: cohesion(t, types: types))
            case .complexity: SmellEvidence(metric: metric, text: complexity(t, types: types))
            case .testability: SmellEvidence(metric: metric, text: testability(t, untested: untested))
            case .maintainability: nil
            }
        }
    }

    static func coupling(_ t: ProjectTotals, concrete: [ConcreteHolder]) -> String {
        let typed = t.concreteDependencies + t.protocolDependencies
        let average = t.units == 0 ? 0 : Double(t.efferentCoupling) / Double(t.units)
        var text =
            "average efferent coupling \(decimal(average)) over \(Plural.count(t.units, "unit")) (2 are free); "
            + "\(t.concreteDependencies) of \(Plural.count(typed, "collaborator")) are concrete types"
            + (t.injectedConcreteDependencies > 0
                ? " (\(t.injectedConcreteDependencies) passed in through initialisers)" : "")
        let worst = concrete.sorted { ($0.collaborators.count, $1.type) > ($1.collaborators.count, $0.type) }.prefix(
            named)
        if !worst.isEmpty {
            text +=
                "; most: "
                + worst.map { "\($0.type) (\($0.collaborators.joined(separator: ", ")))" }.joined(separator: ", ")
        }
        return text
    }

    static func cohesion(_ t: ProjectTotals, types: [TypeReport]) -> String {
        var text =
            "\(t.cohesiveTypes) of \(Plural.count(t.cohesionTypes, "type")) with members are one connected whole (LCOM4 1)"
        let split = TypeReport.leastCohesive(types).prefix(named)
        if !split.isEmpty {
            text +=
                "; least cohesive: "
                + split.map {
                    "\($0.name) (LCOM4 \($0.lcom4 ?? 0), \($0.file):\($0.line): \($0.componentsText))"
                }.joined(separator: ", ")
        }
        return text
    }

    static func complexity(_ t: ProjectTotals, types: [TypeReport]) -> String {
        let average = t.functions == 0 ? 0 : Double(t.totalCcn) / Double(t.functions)
        var text =
            "\(t.complexFunctions) of \(Plural.count(t.functions, "function")) over CCN \(MetricThresholds.complexFunctionCCN), "
            + "\(t.cognitiveComplexFunctions) over cognitive complexity \(MetricThresholds.complexFunctionCognitive), average CCN \(decimal(average))"
        let large = types.filter { $0.lines > MetricThresholds.largeTypeLines }.prefix(named)
        if !large.isEmpty {
            text +=
                "; types over \(MetricThresholds.largeTypeLines) lines: "
                + large.map { "\($0.name) (\($0.lines) lines, \($0.file):\($0.line))" }
                .joined(separator: ", ")
        }
        return text
    }

    /// Testability is judged by how dependencies arrive, and the advice follows: code that
    /// already takes protocols is told that tests are what is missing.
    /// The advice follows the term that costs the score the most points: 50 × (1 − protocol
    /// share) for injection, 50 × (1 − tested share) for tests. Code that injects most of its
    /// dependencies but whose units are untested is told which units to test, not to inject.
    static func testability(_ t: ProjectTotals, untested: [String] = []) -> String {
        let all = t.protocolDependencies + t.concreteDependencies + t.singletons
        var text =
            "\(t.protocolDependencies) of \(Plural.count(all, "dependency", "dependencies")) are protocols "
            + "(\(t.injectedProtocolDependencies) passed in through initialisers), \(Plural.count(t.singletons, "singleton use")); "
            + "\(t.testedUnits) of \(Plural.count(t.units, "unit")) are used by tests"
        let protocolShare = all == 0 ? 1 : Double(t.protocolDependencies) / Double(all)
        let testedShare = t.units == 0 ? 1 : Double(t.testedUnits) / Double(t.units)
        let isUntested = testedShare < 0.8
        let named =
            untested.isEmpty
            ? "the untested units"
            : untested.prefix(Self.named).joined(separator: ", ")
                + (untested.count > Self.named ? " and \(untested.count - Self.named) more" : "")
        if protocolShare >= 0.8 {
            if isUntested {
                text += ": dependencies already arrive as protocols; what is missing is tests: add tests for \(named)"
            }
        } else if isUntested, 1 - testedShare > 1 - protocolShare {
            // Tests cost more points than injection: say so first.
            text +=
                ": most of the score is lost to untested units: add tests for \(named); then pass protocols in "
                + "through initialisers for the remaining concrete types and singletons"
        } else {
            text +=
                ": pass protocols in through initialisers instead of building concrete types or reaching for singletons"
                + (isUntested ? ", and add tests for \(named)" : "")
        }
        return text
    }

    /// One decimal place (`2.5`).
    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
