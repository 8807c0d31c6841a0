/// Counting line feeds (`\n`) in bytes, eight at a time: the line count of a file's summary
/// and the line breaks inside a lizard token.
public enum LineFeeds {
    /// The number of `0x0A` bytes in `bytes`.
    public static func count(_ bytes: UnsafeRawBufferPointer) -> Int {
        var total = 0
        var p = 0
        let n = bytes.count
        // A byte of `word ^ 0x0A…` is zero exactly where a line feed is; adding 0x7F to its low
        // seven bits sets the high bit of every other byte. The line feeds' high bits, shifted
        // to the low bit, are summed per byte lane for up to 255 words, then the lanes are
        // added at once (no population count per word: x86-64's baseline has no instruction
        // for it).
        while p + 8 <= n {
            var lanes: UInt64 = 0
            var words = 0
            while words < 255, p + 8 <= n {
                let word = bytes.loadUnaligned(fromByteOffset: p, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                let nonZero = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word
                lanes &+= (~nonZero & 0x8080_8080_8080_8080) &>> 7
                words += 1
                p += 8
            }
            // Each lane is at most 255: the lanes' sum is the top byte of this product,
            // computed in 16-bit halves so that no lane's carry is lost.
            let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes &>> 8) & 0x00FF_00FF_00FF_00FF)
            total &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
        }
        while p < n {
            if bytes[p] == 0x0A { total += 1 }
            p += 1
        }
        return total
    }
}
