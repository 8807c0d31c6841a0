/// Splits a parameter clause as written (`(_ id: Int, name: String = "")`).
///
/// Works on the clause's UTF-8 bytes: every delimiter it looks for (`( ) [ ] < > , : @ =` and the
/// space) is ASCII, so cutting at them keeps every name and type whole, without walking the
/// clause character by character.
enum ParameterClause {
    /// The internal name and the type text of each parameter.
    static func parameters(_ clause: String) -> [(name: String, type: String)] {
        var clause = clause
        return clause.withUTF8 { b in
            var low = 0
            var high = b.count
            if low < high, b[low] == 0x28 { low += 1 }
            if low < high, b[high - 1] == 0x29 { high -= 1 }
            var result: [(name: String, type: String)] = []
            var depth = 0
            var start = low
            var index = low
            while index <= high {
                if index == high {
                    parameter(b, start, high).map { result.append($0) }
                    break
                }
                switch b[index] {
                case 0x28, 0x5B, 0x3C: depth += 1
                case 0x29, 0x5D, 0x3E: depth = max(0, depth - 1)
                case 0x2C where depth == 0:
                    parameter(b, start, index).map { result.append($0) }
                    start = index + 1
                default: break
                }
                index += 1
            }
            return result
        }
    }

    /// One parameter, `name: Type = default` (the last space-separated word before the colon,
    /// the type after it without attributes or default); nil without a colon.
    private static func parameter(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
        name: String, type: String
    )? {
        var colon = start
        while colon < end, b[colon] != 0x3A { colon += 1 }
        guard colon < end else { return nil }
        var nameEnd = colon
        while nameEnd > start, b[nameEnd - 1] == 0x20 { nameEnd -= 1 }
        var nameStart = nameEnd
        while nameStart > start, b[nameStart - 1] != 0x20 { nameStart -= 1 }
        var typeStart = colon + 1
        while typeStart < end, b[typeStart] == 0x20 { typeStart += 1 }
        while typeStart < end, b[typeStart] == 0x40 {
            while typeStart < end, b[typeStart] != 0x20 { typeStart += 1 }
            while typeStart < end, b[typeStart] == 0x20 { typeStart += 1 }
        }
        var typeEnd = typeStart
        while typeEnd < end, b[typeEnd] != 0x3D { typeEnd += 1 }
        return (text(b, nameStart, nameEnd), text(b, typeStart, typeEnd))
    }

    private static func text(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
    }
}
