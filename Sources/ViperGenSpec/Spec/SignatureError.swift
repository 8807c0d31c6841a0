/// Why a method or field entry of a spec could not be parsed, and where.
///
/// `column` is 1-based and counts `Character`s of the entry as the user wrote it (leading
/// whitespace included). A problem at the end of the entry points just past its last
/// non-blank character. `reason` says what was expected, so it can follow the column in a
/// message: `modules[1].view[2]: column 10: expected a type after ':'`.
package struct SignatureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column, in `Character`s, of the offending character.
    package var column: Int
    /// What was wrong, phrased as what was expected (`expected a type after ':'`).
    package var reason: String

    package init(column: Int, reason: String) {
        self.column = column
        self.reason = reason
    }

    package var description: String { "column \(column): \(reason)" }
}
