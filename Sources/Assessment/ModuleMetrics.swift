/// The measurements of one module (see docs/assess.md for each definition).
public struct ModuleMetrics: Sendable, Hashable {
    /// Swift files in it.
    public var files: Int = 0
    /// Lines of those files.
    public var lines: Int = 0
    /// Declared types (extensions of types declared elsewhere not counted).
    public var types: Int = 0
    /// Functions (lizard's).
    public var functions: Int = 0
    /// The highest function CCN (0 without functions).
    public var maxCcn: Int = 0
    /// Sum of CCN over functions, for the average.
    public var totalCcn: Int = 0
    /// Functions with CCN over ``MetricThresholds/complexFunctionCCN``.
    public var complexFunctions: Int = 0
    /// Other modules and folders whose types it names (Ce).
    public var efferentCoupling: Int = 0
    /// Other modules and folders that name its types (Ca).
    public var afferentCoupling: Int = 0
    /// Stored properties and initializer parameters typed by a protocol declared in the project.
    public var protocolDependencies: Int = 0
    /// Stored properties and initializer parameters typed by a class declared in the project.
    public var concreteDependencies: Int = 0
    /// Initializer parameters typed by a protocol declared in the project.
    public var injectedProtocolDependencies: Int = 0
    /// Of ``concreteDependencies``, those that arrive as initializer parameters (a default
    /// argument included): injected, so replaceable in a test (a subclass, a fake).
    public var injectedConcreteDependencies: Int = 0
    /// Singleton uses (see ``SingletonUse``).
    public var singletons: Int = 0
    /// The highest LCOM4 among its types (0 when none has one).
    public var maxLcom4: Int = 0
    /// Whether a test file names one of its types.
    public var hasTests: Bool = false
    /// Screens (see ``TypeSummary/isScreen``).
    public var screens: Int = 0
    /// Its longest type, with its lines.
    public var largestType: TypeReport?
    /// Its massive view controllers.
    public var massiveViewControllers: [TypeReport] = []

    /// Average CCN, rounded to two decimals (0 without functions).
    public var averageCcn: Double {
        functions == 0 ? 0 : (Double(totalCcn) / Double(functions) * 100).rounded() / 100
    }

    /// Empty metrics.
    public init() {}
}
