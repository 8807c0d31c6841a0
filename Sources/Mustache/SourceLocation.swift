/// A 1-based position in a template's source.
///
/// `column` counts Swift `Character`s (extended grapheme clusters) from the start of the line, so
/// `中文{{x` puts the tag at column 3 and a skin-toned emoji counts as one column. Lines are split
/// on `\n` only (so `\r\n` ends one line).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in `Character`s.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// The location of the UTF-8 byte `offset` in `source` (clamped to the source).
    init(utf8Offset offset: Int, in source: String) {
        let utf8 = source.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        var line = 1
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < end {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = next
            }
            index = next
        }
        self.init(line: line, column: source[lineStart..<end].count + 1)
    }
}
