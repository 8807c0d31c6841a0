extension PlistDocument {
    /// The offset of the first byte of the line containing `offset`.
    func lineStart(containing offset: Int) -> Int {
        var position = min(offset, bytes.count)
        while position > 0, bytes[position - 1] != UInt8(ascii: "\n") { position -= 1 }
        return position
    }

    /// The offset of the newline ending the line containing `offset` (or the end of the text).
    func lineEnd(containing offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return position
    }

    /// The offset just after the line containing `offset`, its newline included.
    func nextLineStart(after offset: Int) -> Int { min(lineEnd(containing: offset) + 1, bytes.count) }

    /// Whether only spaces and tabs precede `offset` on its line.
    func startsLine(_ offset: Int) -> Bool { isBlank(lineStart(containing: offset)..<offset) }

    /// Whether only spaces and tabs follow `offset` on its line.
    func endsLine(_ offset: Int) -> Bool { isBlank(offset..<lineEnd(containing: offset)) }

    /// Whether the range holds only spaces, tabs and carriage returns.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The spaces and tabs that start the line containing `offset`.
    func indentation(ofLineContaining offset: Int) -> String {
        var position = lineStart(containing: offset)
        let start = position
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The byte range of `key = value;` for a dictionary entry, from the key to the `;`.
    func entryRange(key: Index, value: Index) -> Range<Int> {
        let semicolon = PlistLexer.nextSignificant(in: bytes, from: Int(nodes[value].end))
        return Int(nodes[key].start)..<min(semicolon + 1, bytes.count)
    }

    /// The byte range of an array element with the `,` after it (and any comment before the
    /// comma), or the element alone when no comma follows.
    func elementRange(_ element: Index) -> Range<Int> {
        let end = Int(nodes[element].end)
        let next = PlistLexer.nextSignificant(in: bytes, from: end)
        if next < bytes.count, bytes[next] == UInt8(ascii: ",") { return Int(nodes[element].start)..<(next + 1) }
        // Without a comma, keep a comment that follows on the same line with the element.
        if next > end, lineEnd(containing: end) >= next { return Int(nodes[element].start)..<next }
        return Int(nodes[element].start)..<end
    }

    /// The end of a value together with the `/* comments */` that follow it (the end itself when
    /// none does): Xcode writes `ID /* name */,`, and a comment belongs to the value before it.
    func endWithComments(_ end: Int) -> Int {
        var position = end
        var result = end
        while true {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/"),
                bytes[position + 1] == UInt8(ascii: "*")
            else {
                return result
            }
            var close = position + 2
            while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
            { close += 1 }
            guard close + 1 < bytes.count else { return result }
            position = close + 2
            result = position
        }
    }

    /// What to delete to remove `range` (an entry or element): its whole lines when nothing else
    /// is on them, else the range and the spaces after it.
    func deletionRange(for range: Range<Int>) -> Range<Int> {
        if startsLine(range.lowerBound), endsLine(range.upperBound) {
            return lineStart(containing: range.lowerBound)..<nextLineStart(after: range.upperBound)
        }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return range.lowerBound..<end
    }

    /// Whether the raw text of a string node compares before `id` byte by byte (decoded when
    /// quoted with escapes).
    func stringPrecedes(_ index: Index, _ other: String) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .unquotedString:
            return bytes[Int(node.start)..<Int(node.end)].lexicographicallyPrecedes(other.utf8)
        case .quotedString where !node.flag:
            return bytes[(Int(node.start) + 1)..<(Int(node.end) - 1)].lexicographicallyPrecedes(other.utf8)
        default:
            return (string(index) ?? "").utf8.lexicographicallyPrecedes(other.utf8)
        }
    }
}
