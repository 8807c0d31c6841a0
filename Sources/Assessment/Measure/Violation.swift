/// A broken layering rule, found at one place in the code.
package struct Violation: Sendable, Hashable, Comparable {
    /// The rule's identifier (see ``ViolationRule``).
    package var rule: String
    /// The file, relative to the assessed root.
    package var file: String
    /// The line (1-based).
    package var line: Int
    /// What is wrong, naming the types involved.
    package var message: String

    /// Creates a violation.
    package init(rule: String, file: String, line: Int, message: String) {
        self.rule = rule
        self.file = file
        self.line = line
        self.message = message
    }

    /// Orders by file, line, rule, message.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.rule, rhs.message)
    }
}
