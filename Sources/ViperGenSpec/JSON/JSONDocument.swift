/// A parsed JSON text: the root node, and the source for mapping positions inside strings.
package struct JSONDocument: Sendable {
    /// The top-level value.
    package var root: JSONNode
    private let bytes: [UInt8]

    package init(root: JSONNode, bytes: [UInt8]) {
        self.root = root
        self.bytes = bytes
    }

    /// The file position of character `index` (0-based, in `Character`s of the decoded string)
    /// of the string value `node`, or nil when an escape sequence comes before it in the source.
    ///
    /// Before the first escape, the source text and the decoded string are the same characters,
    /// so a column inside a method signature can be shown as a column of the file. After an
    /// escape (`\"`, `\u00e9`) the two differ, and callers fall back to the string's start.
    /// `index` may be the string's length (a problem at its end: the closing quote's position).
    package func position(ofCharacter index: Int, inString node: JSONNode) -> SourcePosition? {
        guard index >= 0, case .string = node.value, node.offset < bytes.count,
            bytes[node.offset] == UInt8(ascii: "\"")
        else { return nil }
        let start = node.offset + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\"") {
            end += 1
        }
        let verbatim = String(decoding: bytes[start..<end], as: UTF8.self).count
        guard index <= verbatim else { return nil }
        return SourcePosition(line: node.line, column: node.column + 1 + index)
    }
}
