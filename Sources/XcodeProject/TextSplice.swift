/// A set of replacements of byte ranges in a text, applied at once so that the offsets of every
/// edit refer to the original text.
struct TextSplice {
    private struct Edit {
        var range: Range<Int>
        var replacement: String
        var sequence: Int
    }

    private var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }

    /// Inserts `text` at `offset`; insertions at the same offset keep the order they were made in.
    mutating func insert(_ text: String, at offset: Int) {
        edits.append(Edit(range: offset..<offset, replacement: text, sequence: edits.count))
    }

    /// Replaces `range` with `text`.
    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(Edit(range: range, replacement: text, sequence: edits.count))
    }

    /// Deletes `range`; overlapping deletions are merged.
    mutating func delete(_ range: Range<Int>) {
        edits.append(Edit(range: range, replacement: "", sequence: edits.count))
    }

    /// `bytes` with every edit applied, as text.
    func apply(to bytes: [UInt8]) -> String {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.sequence) < ($1.range.lowerBound, $1.sequence) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var position = 0
        for edit in sorted {
            let lower = max(edit.range.lowerBound, position)
            if lower > position { output.append(contentsOf: bytes[position..<lower]) }
            output.append(contentsOf: edit.replacement.utf8)
            position = max(position, edit.range.upperBound, lower)
        }
        output.append(contentsOf: bytes[min(position, bytes.count)...])
        return String(decoding: output, as: UTF8.self)
    }
}
