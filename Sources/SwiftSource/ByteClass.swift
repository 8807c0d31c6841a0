/// Byte and scalar classes shared by the lexer and the lizard tokenizer.
enum ByteClass {
    /// `[A-Za-z_]`.
    @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F
    }

    /// `[A-Za-z0-9_]`.
    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c &- 0x30 < 10
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    /// The end of the run of ``isIdentifierBody(_:)`` bytes that starts at `start`, reading no
    /// byte at or past `end` (which must be at most `b.count`): the first byte that is not
    /// `[A-Za-z0-9_]`, an ASCII one or not, or `end`. Eight bytes at a time where eight can be
    /// read: names are most of a file's bytes, and a byte at a time took ten instructions each.
    @inline(__always) static func identifierRunEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int
    {
        var p = start
        if let base = b.baseAddress {
            let raw = UnsafeRawPointer(base)
            while p + 8 <= end {
                let others = nonIdentifierBytes(raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
                if others != 0 { return p + others.trailingZeroBitCount / 8 }
                p += 8
            }
        }
        while p < end, isIdentifierBody(b[p]) { p += 1 }
        return p
    }

    /// The high bit of each byte of `word` that is not `[A-Za-z0-9_]` (one of 0x80 or above
    /// included), exactly, lane by lane: every sum below stays within its byte (seven-bit
    /// values plus at most 0x80).
    @inline(__always) static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~high  // each byte's seven low bits
        // Above `m` and below `n`, for seven-bit values: bit 7 of v + (0x7F - m), and not of v + (0x80 - n).
        @inline(__always) func between(_ v: UInt64, _ m: UInt64, _ n: UInt64) -> UInt64 {
            (v &+ ones &* (0x7F - m)) & ~(v &+ ones &* (0x80 - n)) & high
        }
        let digit = between(low, 0x2F, 0x3A)
        let letter = between(low | ones &* 0x20, 0x60, 0x7B)  // case folded: `@` and `[`…`_` fall outside
        let t = low ^ ones &* 0x5F
        let underscore = ~((t &+ ones &* 0x7F) | t) & high
        return ~(digit | letter | underscore) & high | word & high
    }

    /// `b[start..<start + length]` (`length` 1...8) as one number, the first byte lowest and
    /// zeros above the last: a word compared with a keyword in one comparison instead of byte by
    /// byte. Two spellings without a zero byte give the same number exactly when they are equal.
    @inline(__always) static func packed(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        if start + 8 <= b.count {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(b.baseAddress!).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            return length >= 8 ? word : word & (1 << (UInt64(truncatingIfNeeded: length) &* 8) &- 1)
        }
        var value: UInt64 = 0
        for i in 0..<min(length, 8) { value |= UInt64(b[start + i]) << (UInt64(truncatingIfNeeded: i) &* 8) }
        return value
    }

    /// Whether one of the eight bytes of `x` is zero (for scans that skip eight bytes at a time:
    /// `word ^ 0x0D0D…` has a zero byte where `word` has a `\r`).
    @inline(__always) static func hasZeroByte(_ x: UInt64) -> Bool {
        (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// The offset of the first `\n` or `\r` in `b` from `start` on, or `b.count`: eight bytes
    /// at a time where eight can be read (a line comment's end).
    static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var p = start
        if let base = b.baseAddress {
            let raw = UnsafeRawPointer(base)
            while p + 8 <= b.count {
                let word = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)
                if hasZeroByte(word ^ 0x0A0A_0A0A_0A0A_0A0A) || hasZeroByte(word ^ 0x0D0D_0D0D_0D0D_0D0D) { break }
                p += 8
            }
        }
        while p < b.count, b[p] != 0x0A, b[p] != 0x0D { p += 1 }
        return p
    }

    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 6
    }

    /// The ASCII operator characters except `.`: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always) static func isOperatorASCII(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Swift's operator-head ranges beyond ASCII, plus the combining marks it allows after the head.
    static func isOperatorScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars read as whitespace: no-break space, line and paragraph separators, BOM.
    static func isWhitespaceScalar(_ v: UInt32) -> Bool {
        v == 0xA0 || v == 0x2028 || v == 0x2029 || v == 0xFEFF
    }

    /// Decodes the UTF-8 scalar at `p`; nil for an invalid sequence (overlong, surrogate,
    /// truncated, out of range).
    static func decode(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> (scalar: UInt32, length: Int)? {
        let n = b.count
        let c0 = b[p]
        if c0 < 0x80 { return (UInt32(c0), 1) }
        @inline(__always) func cont(_ i: Int) -> UInt32? {
            guard i < n, b[i] & 0xC0 == 0x80 else { return nil }
            return UInt32(b[i] & 0x3F)
        }
        if c0 & 0xE0 == 0xC0 {
            guard c0 >= 0xC2, let c1 = cont(p + 1) else { return nil }
            return ((UInt32(c0 & 0x1F) << 6) | c1, 2)
        }
        if c0 & 0xF0 == 0xE0 {
            guard let c1 = cont(p + 1), let c2 = cont(p + 2) else { return nil }
            let v = (UInt32(c0 & 0x0F) << 12) | (c1 << 6) | c2
            guard v >= 0x800, !(0xD800...0xDFFF).contains(v) else { return nil }
            return (v, 3)
        }
        if c0 & 0xF8 == 0xF0 {
            guard let c1 = cont(p + 1), let c2 = cont(p + 2), let c3 = cont(p + 3) else { return nil }
            let v = (UInt32(c0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            guard v >= 0x10000, v <= 0x10FFFF else { return nil }
            return (v, 4)
        }
        return nil
    }
}
