/// One assessed file: its lines and functions.
package struct FileReport: Sendable, Hashable {
    /// Relative to the root.
    package var path: String
    /// Line count.
    package var lines: Int
    /// Functions in lizard's order.
    package var functions: [FunctionMetric]

    /// A summary's path, lines and functions.
    package init(_ summary: FileSummary) {
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
