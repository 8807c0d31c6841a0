/// The text lizard analyzes, from a file's bytes (`lizard_ext.auto_read`).
enum LizardText {
    /// Valid UTF-8: Python's text mode, so the BOM goes and line breaks become `\n`. Otherwise
    /// `decode('utf8', 'ignore')`: invalid bytes go, the rest stays as it is.
    static func normalize(_ source: [UInt8]) -> [UInt8] {
        var valid = true
        var hasCR = false
        source.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var p = 0
            while p < b.count {
                // Eight ASCII bytes at a time (nearly all code): none has its high bit set, and
                // whether one is `\r` is one subtraction away (a zero byte of `word ^ 0x0D…`).
                if p + 8 <= b.count {
                    let word = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        if ByteClass.hasZeroByte(word ^ 0x0D0D_0D0D_0D0D_0D0D) { hasCR = true }
                        p += 8
                        continue
                    }
                }
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
