/// A place in a text file: 1-based line and column.
///
/// Columns count `Character`s (extended grapheme clusters) from the start of the line, so they
/// match what an editor shows for text such as `"名前"` or `"é"`; a UTF-8 byte order mark at the
/// start of the file is not counted. Lines end at `\n`, `\r\n` or a lone `\r`.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COL`, the form used inside messages (`the object opened at 3:5 is not closed`).
    package var description: String { "\(line):\(column)" }
}
