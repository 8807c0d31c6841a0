/// A text split into lines, each with its terminator (`\n` or `\r\n`); the last line has none
/// when the text does not end with a newline. Joining the lines gives the text back exactly.
public enum Lines {
    public static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            // "\r\n" is one Character in Swift, so one test covers both terminators.
            if text[index] == "\n" || text[index] == "\r\n" {
                let next = text.index(after: index)
                lines.append(text[start..<next])
                start = next
                index = next
            } else {
                index = text.index(after: index)
            }
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
