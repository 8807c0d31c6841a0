/// The project-wide counts the five scores are computed from (non-test code only).
package struct ProjectTotals: Sendable, Hashable {
    /// Coupling units with at least one declared type (see ``Assessor``).
    package var units: Int = 0
    /// Sum of their efferent couplings.
    package var efferentCoupling: Int = 0
    /// Units a test file names.
    package var testedUnits: Int = 0
    /// Dependencies typed by a project protocol.
    package var protocolDependencies: Int = 0
    /// Dependencies typed by a project class.
    /// Protocol-typed dependencies that arrive as initializer parameters.
    package var injectedProtocolDependencies: Int = 0
    /// Class-typed dependencies that arrive as initializer parameters.
    package var injectedConcreteDependencies: Int = 0
    package var concreteDependencies: Int = 0
    /// Singleton uses.
    package var singletons: Int = 0
    /// Types with an LCOM4.
    package var cohesionTypes: Int = 0
    /// Of those, types with LCOM4 = 1.
    package var cohesiveTypes: Int = 0
    /// Of those, types with LCOM4 = 2.
    package var splittableTypes: Int = 0
    /// Functions.
    package var functions: Int = 0
    /// Sum of their CCN.
    package var totalCcn: Int = 0
    /// Functions with CCN over ``MetricThresholds/complexFunctionCCN``.
    package var complexFunctions: Int = 0
    /// Functions with cognitive complexity over ``MetricThresholds/complexFunctionCognitive``.
    package var cognitiveComplexFunctions: Int = 0
    /// The lines of the longest top-level types of non-test code (protocols left out), longest
    /// first, at most ``MetricThresholds/largestTypesScored``.
    package var largestTypeLines: [Int] = []
    /// Functions over ``MetricThresholds/longFunctionNLOC`` NLOC.
    package var longFunctions: Int = 0
    /// Files.
    package var files: Int = 0
    /// Files over ``MetricThresholds/longFileLines`` lines.
    package var longFiles: Int = 0
    /// Massive view controllers.
    package var massiveViewControllers: Int = 0

    /// Empty totals.
    package init() {}

    /// Adds the counts of `other` (totals of a share of the project, counted apart): every
    /// count summed, the largest types' lines appended.
    mutating func add(_ other: ProjectTotals) {
        units += other.units
        efferentCoupling += other.efferentCoupling
        testedUnits += other.testedUnits
        protocolDependencies += other.protocolDependencies
        injectedProtocolDependencies += other.injectedProtocolDependencies
        injectedConcreteDependencies += other.injectedConcreteDependencies
        concreteDependencies += other.concreteDependencies
        singletons += other.singletons
        cohesionTypes += other.cohesionTypes
        cohesiveTypes += other.cohesiveTypes
        splittableTypes += other.splittableTypes
        functions += other.functions
        totalCcn += other.totalCcn
        complexFunctions += other.complexFunctions
        cognitiveComplexFunctions += other.cognitiveComplexFunctions
        largestTypeLines += other.largestTypeLines
        longFunctions += other.longFunctions
        files += other.files
        longFiles += other.longFiles
        massiveViewControllers += other.massiveViewControllers
    }
}
