/// Why a text is not valid JSON (RFC 8259), and where.
///
/// The parser stops at the first syntax error: after one, positions of what follows mean little.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the offending character is (or the end of the input).
    package var position: SourcePosition
    /// The key path of the value being read when the error was found (`modules[0].name`);
    /// empty at the top level.
    package var keyPath: String
    /// What is wrong, and what to write instead when that is clear.
    package var message: String

    package init(position: SourcePosition, keyPath: String, message: String) {
        self.position = position
        self.keyPath = keyPath
        self.message = message
    }

    /// `LINE:COL: MESSAGE`.
    package var description: String { "\(position): \(message)" }
}
