/// One function's size and complexity, as lizard reports it (see `SwiftSource.FunctionComplexity`).
public struct FunctionMetric: Sendable, Hashable {
    /// The name lizard gives it: `viewDidLoad`, `init`, `get`, `==`.
    public var name: String
    /// The line of its `func`/`init`/accessor keyword.
    public var line: Int
    /// The line of its closing brace.
    public var endLine: Int
    /// Cyclomatic complexity (at least 1).
    public var ccn: Int
    /// Non-comment, non-blank lines.
    public var nloc: Int

    /// Creates a measurement.
    public init(name: String, line: Int, endLine: Int, ccn: Int, nloc: Int) {
        self.name = name
        self.line = line
        self.endLine = endLine
        self.ccn = ccn
        self.nloc = nloc
    }
}
