/// One assessed file: its lines and functions.
public struct FileReport: Sendable, Hashable {
    /// Relative to the root.
    public var path: String
    /// Line count.
    public var lines: Int
    /// Functions in lizard's order.
    public var functions: [FunctionMetric]
}
