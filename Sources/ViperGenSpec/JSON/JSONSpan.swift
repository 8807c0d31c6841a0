/// Where JSON values end, for splicing: the parser records where each value starts.
package enum JSONSpan {
    /// The offset just after the value that starts at `node.offset` (valid JSON assumed).
    package static func end(of node: JSONNode, in bytes: [UInt8]) -> Int {
        var index = node.offset
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                // A number or literal ends where its container does.
                if depth == 0 { return index - 1 }
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return index - 1 }
            default: break
            }
        }
        return index
    }

    /// The spaces and tabs that start the line holding `offset`.
    package static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 0-based line of `offset`.
    package static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
