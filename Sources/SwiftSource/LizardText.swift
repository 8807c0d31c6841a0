/// The text lizard analyzes, from a file's bytes (`lizard_ext.auto_read`).
enum LizardText {
    /// Valid UTF-8: Python's text mode, so the BOM goes and line breaks become `\n`. Otherwise
    /// `decode('utf8', 'ignore')`: invalid bytes go, the rest stays as it is.
    static func normalize(_ source: [UInt8]) -> [UInt8] {
        var valid = true
        var hasCR = false
        source.withUnsafeBufferPointer { b in
            var p = 0
            while p < b.count {
                let c = b[p]
                if c < 0x80 {
                    if c == 0x0D { hasCR = true }
                    p += 1
                } else if let (_, length) = ByteClass.decode(b, p) {
                    p += length
                } else {
                    valid = false
                    return
                }
            }
        }
        if valid {
            let bom = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard hasCR else { return bom == 0 ? source : Array(source[bom...]) }
            var out: [UInt8] = []
            out.reserveCapacity(source.count)
            var i = bom
            while i < source.count {
                if source[i] == 0x0D {
                    out.append(0x0A)
                    if i + 1 < source.count, source[i + 1] == 0x0A { i += 1 }
                } else {
                    out.append(source[i])
                }
                i += 1
            }
            return out
        }
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        source.withUnsafeBufferPointer { b in
            var p = 0
            while p < b.count {
                if b[p] < 0x80 {
                    out.append(b[p])
                    p += 1
                } else if let (_, length) = ByteClass.decode(b, p) {
                    out.append(contentsOf: b[p..<p + length])
                    p += length
                } else {
                    p += 1
                }
            }
        }
        return out
    }
}
