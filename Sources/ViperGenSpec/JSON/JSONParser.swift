/// A strict RFC 8259 JSON parser that keeps where every value was written.
///
/// Built for configuration files that people edit by hand: each error says what is wrong at an
/// exact line and column and, where it is clear, what to write instead (no comments, no trailing
/// commas, no single quotes, no duplicate keys). It scans UTF-8 bytes without recursion, so deep
/// nesting is refused with an error, never a stack overflow, and a spec of several megabytes
/// parses in a fraction of a second.
package enum JSONParser {
    /// How many arrays and objects may be nested inside each other by default.
    package static let defaultMaximumDepth = 512

    /// Parses UTF-8 JSON text.
    ///
    /// A UTF-8 byte order mark at the start is skipped (positions do not count it); UTF-16 and
    /// UTF-32 text is refused with an error saying so.
    package static func parse<Bytes: Sequence<UInt8>>(
        _ input: Bytes, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONSyntaxError) -> JSONDocument {
        let bytes = Array(input)
        var reader = JSONReader(bytes: bytes, maximumDepth: max(1, maximumDepth))
        let root = try reader.parseDocument()
        return JSONDocument(root: root, bytes: bytes)
    }
}
