/// The project-wide counts the five scores are computed from (non-test code only).
public struct ProjectTotals: Sendable, Hashable {
    /// Coupling units with at least one declared type (see ``Assessor``).
    public var units: Int = 0
    /// Sum of their efferent couplings.
    public var efferentCoupling: Int = 0
    /// Units a test file names.
    public var testedUnits: Int = 0
    /// Dependencies typed by a project protocol.
    public var protocolDependencies: Int = 0
    /// Dependencies typed by a project class.
    /// Protocol-typed dependencies that arrive as initializer parameters.
    public var injectedProtocolDependencies: Int = 0
    /// Class-typed dependencies that arrive as initializer parameters.
    public var injectedConcreteDependencies: Int = 0
    public var concreteDependencies: Int = 0
    /// Singleton uses.
    public var singletons: Int = 0
    /// Types with an LCOM4.
    public var cohesionTypes: Int = 0
    /// Of those, types with LCOM4 = 1.
    public var cohesiveTypes: Int = 0
    /// Of those, types with LCOM4 = 2.
    public var splittableTypes: Int = 0
    /// Functions.
    public var functions: Int = 0
    /// Sum of their CCN.
    public var totalCcn: Int = 0
    /// Functions with CCN over ``MetricThresholds/complexFunctionCCN``.
    public var complexFunctions: Int = 0
    /// Functions with cognitive complexity over ``MetricThresholds/complexFunctionCognitive``.
    public var cognitiveComplexFunctions: Int = 0
    /// The lines of the longest top-level types of non-test code (protocols left out), longest
    /// first, at most ``MetricThresholds/largestTypesScored``.
    public var largestTypeLines: [Int] = []
    /// Functions over ``MetricThresholds/longFunctionNLOC`` NLOC.
    public var longFunctions: Int = 0
    /// Files.
    public var files: Int = 0
    /// Files over ``MetricThresholds/longFileLines`` lines.
    public var longFiles: Int = 0
    /// Massive view controllers.
    public var massiveViewControllers: Int = 0

    /// Empty totals.
    public init() {}
}
