/// A parsed tag name: `.` (the implicit iterator) or a dotted name such as `a.b.c`.
///
/// A class: templates parsed with one `NameTable` share each name, numbered by the table
/// (`number`), which a render memo indexes what the name found by.
final class VariableName: Sendable {
    /// The name as written.
    let raw: String
    /// The dot-separated parts; empty for the implicit iterator.
    let parts: [String]
    /// The name's number in the `NameTable` it was made by, or -1.
    let number: Int
    /// That table's `serial`, or 0.
    let table: Int

    /// Splits `raw` at its dots by bytes: `split` is generic over a closure and costs a tenth
    /// of parsing a template in a one-module run.
    init(_ raw: String, number: Int = -1, table: Int = 0) {
        self.raw = raw
        self.number = number
        self.table = table
        let utf8 = raw.utf8
        if utf8.count == 1, utf8.first == UInt8(ascii: ".") {
            parts = []
        } else if !utf8.contains(UInt8(ascii: ".")) {
            parts = [raw]
        } else {
            var parts: [String] = []
            var start = utf8.startIndex
            var index = start
            while index != utf8.endIndex {
                if utf8[index] == UInt8(ascii: ".") {
                    parts.append(String(raw[start..<index]))
                    start = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            parts.append(String(raw[start..<index]))
            self.parts = parts
        }
    }

    /// Whether this is `.`.
    var isImplicitIterator: Bool { parts.isEmpty }
}
