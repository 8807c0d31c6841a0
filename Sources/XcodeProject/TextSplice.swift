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

    /// `bytes` with every edit applied, as text: written straight into the string's storage
    /// (an 800 KiB project was built as bytes, then copied into a string).
    func apply(to bytes: [UInt8]) -> String {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.sequence) < ($1.range.lowerBound, $1.sequence) }
        // Each edit's replacement and the original bytes up to the next edit, in order.
        var length = 0
        var position = 0
        for edit in sorted {
            let lower = max(edit.range.lowerBound, position)
            length += lower - position + edit.replacement.utf8.count
            position = max(position, edit.range.upperBound, lower)
        }
        length += bytes.count - min(position, bytes.count)
        return String(unsafeUninitializedCapacity: length) { output in
            var filled = 0
            func append(_ part: UnsafeBufferPointer<UInt8>) {
                guard let base = part.baseAddress, part.count > 0 else { return }
                UnsafeMutableRawPointer(output.baseAddress! + filled).copyMemory(from: base, byteCount: part.count)
                filled += part.count
            }
            bytes.withUnsafeBufferPointer { source in
                var position = 0
                for edit in sorted {
                    let lower = max(edit.range.lowerBound, position)
                    if lower > position { append(UnsafeBufferPointer(rebasing: source[position..<lower])) }
                    var replacement = edit.replacement
                    replacement.withUTF8 { append($0) }
                    position = max(position, edit.range.upperBound, lower)
                }
                append(UnsafeBufferPointer(rebasing: source[min(position, source.count)...]))
            }
            return filled
        }
    }
}
