/// Turns byte offsets into line and column positions while the parser scans.
///
/// Columns count `Character`s. Counting them from the start of the line for every node would
/// be quadratic on a long single-line (minified) file, so the table remembers the last position
/// it computed and counts on from there. That is exact because it is only asked for positions
/// where a JSON token starts, and a grapheme cluster never spans the ASCII structural character
/// before such a token. Lines with ASCII text only are counted without decoding.
package struct LineTable {
    /// The offset where each line starts; `lineStarts[0]` is the first line's.
    package private(set) var lineStarts: [Int]
    private var cacheLine = 0
    private var cacheOffset: Int
    private var cacheColumn = 1

    package init(firstLineStart: Int) {
        lineStarts = [firstLineStart]
        cacheOffset = firstLineStart
    }

    /// Records that a new line starts at `offset` (just after a line break).
    package mutating func addLine(startingAt offset: Int) {
        lineStarts.append(offset)
    }

    /// The position of the byte at `offset`; `offset` may be the end of the input.
    package mutating func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let lineIndex = line(containing: offset)
        let lineStart = lineStarts[lineIndex]
        let target = max(offset, lineStart)
        var from = lineStart
        var column = 1
        if cacheLine == lineIndex, cacheOffset >= lineStart, cacheOffset <= target {
            from = cacheOffset
            column = cacheColumn
        }
        column += Self.characterCount(bytes, from: from, to: min(target, bytes.count))
        cacheLine = lineIndex
        cacheOffset = target
        cacheColumn = column
        return SourcePosition(line: lineIndex + 1, column: column)
    }

    private func line(containing offset: Int) -> Int {
        if let last = lineStarts.last, offset >= last { return lineStarts.count - 1 }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func characterCount(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        guard from < to else { return 0 }
        var index = from
        while index < to {
            if bytes[index] >= 0x80 {
                return String(decoding: bytes[from..<to], as: UTF8.self).count
            }
            index += 1
        }
        return to - from
    }
}
