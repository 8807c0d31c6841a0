/// The measurements of one module (see docs/assess.md for each definition).
package struct ModuleMetrics: Sendable, Hashable {
    /// Swift files in it.
    package var files: Int = 0
    /// Lines of those files.
    package var lines: Int = 0
    /// Declared types (extensions of types declared elsewhere not counted).
    package var types: Int = 0
    /// Functions (lizard's).
    package var functions: Int = 0
    /// The highest function CCN (0 without functions).
    package var maxCcn: Int = 0
    /// Sum of CCN over functions, for the average.
    package var totalCcn: Int = 0
    /// Functions with CCN over ``MetricThresholds/complexFunctionCCN``.
    package var complexFunctions: Int = 0
    /// Other modules and folders whose types it names (Ce).
    package var efferentCoupling: Int = 0
    /// Other modules and folders that name its types (Ca).
    package var afferentCoupling: Int = 0
    /// Stored properties and initializer parameters typed by a protocol declared in the project.
    package var protocolDependencies: Int = 0
    /// Stored properties and initializer parameters typed by a class declared in the project.
    package var concreteDependencies: Int = 0
    /// Initializer parameters typed by a protocol declared in the project.
    package var injectedProtocolDependencies: Int = 0
    /// Of ``concreteDependencies``, those that arrive as initializer parameters (a default
    /// argument included): injected, so replaceable in a test (a subclass, a fake).
    package var injectedConcreteDependencies: Int = 0
    /// Singleton uses (see ``SingletonUse``).
    package var singletons: Int = 0
    /// The highest LCOM4 among its types (0 when none has one).
    package var maxLcom4: Int = 0
    /// Whether a test file names one of its types.
    package var hasTests: Bool = false
    /// Screens (see ``TypeSummary/isScreen``).
    package var screens: Int = 0
    /// Its longest type, with its lines.
    package var largestType: TypeReport?
    /// Its massive view controllers.
    package var massiveViewControllers: [TypeReport] = []

    /// Average CCN, rounded to two decimals (0 without functions).
    package var averageCcn: Double {
        functions == 0 ? 0 : (Double(totalCcn) / Double(functions) * 100).rounded() / 100
    }

    /// Empty metrics.
    package init() {}
}
