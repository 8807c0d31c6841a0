/// One assessed file: its lines and functions.
public struct FileReport: Sendable, Hashable {
    /// Relative to the root.
    public var path: String
    /// Line count.
    public var lines: Int
    /// Functions in lizard's order.
    public var functions: [FunctionMetric]

    /// A summary's path, lines and functions.
    public init(_ summary: FileSummary) {
        path = summary.path
        lines = summary.lines
        functions = summary.functions
    }

    init(path: String, lines: Int, functions: [FunctionMetric]) {
        self.path = path
        self.lines = lines
        self.functions = functions
    }
}
