/// A parsed tag name: `.` (the implicit iterator) or a dotted name such as `a.b.c`.
struct VariableName: Sendable, Hashable {
    /// The name as written.
    let raw: String
    /// The dot-separated parts; empty for the implicit iterator.
    let parts: [String]

    init(_ raw: String) {
        self.raw = raw
        if raw == "." {
            parts = []
        } else {
            parts = raw.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Whether this is `.`.
    var isImplicitIterator: Bool { parts.isEmpty }
}
