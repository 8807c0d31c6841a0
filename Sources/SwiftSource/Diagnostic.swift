/// A problem found while reading a file: an unterminated literal or comment, invalid UTF-8, an
/// unbalanced brace. Reading goes on after it; it is a warning about the file, never an error.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The byte offset the problem is at (for an unterminated construct, where it starts).
    public let offset: Int
    /// 1-based line of `offset`.
    public let line: Int
    /// 1-based byte column of `offset`.
    public let column: Int
    /// What is wrong, in a sentence without a trailing period.
    public let message: String

    /// Creates a diagnostic.
    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
