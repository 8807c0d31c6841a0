/// JSON text on one line: the whitespace between tokens (a pretty-printed report's newlines and
/// indentation) removed, strings untouched. A message of the stdio transport is one line.
enum JSONCompaction {
    static func compact(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count)
        var inString = false
        var escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                bytes.append(byte)
            } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                continue
            } else {
                if byte == UInt8(ascii: "\"") { inString = true }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
