/// A text split into lines, each with its terminator (`\n` or `\r\n`); the last line has none
/// when the text does not end with a newline. Joining the lines gives the text back exactly.
public enum Lines {
    /// The lines of a string.
    public static func split(_ text: String) -> [Substring] {
        // Over UTF-8 bytes: a `\n` byte ends a line (`\r\n` too, the `\r` staying in it);
        // walking Characters would cost grapheme breaking on every byte.
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == 0x0A {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != bytes.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The lines of a text given as bytes, which need not be UTF-8: a `\n` byte ends a line.
    public static func split(bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(Line(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(bytes[start...])) }
        return lines
    }
}
