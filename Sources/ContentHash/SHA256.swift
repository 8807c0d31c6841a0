import CSHA256

/// SHA-256 (FIPS 180-4), for the lock file's hashes of generated text. The toolchain ships no
/// hash on Linux (CryptoKit is Apple-only) and the product takes no package dependency.
///
/// Where the processor has SHA instructions (x86-64's SHA extensions, found at run time) the
/// blocks are compressed by them (`CSHA256`, about a tenth of the instructions); elsewhere by
/// `compress` below, which the tests hold the accelerated path to.
package enum SHA256 {
    /// Whether blocks go through the processor's SHA instructions.
    package static let isAccelerated = viper_gen_sha256_accelerated() == 1
    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digest =
            bytes.withContiguousStorageIfAvailable { hash(UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { hash($0) }
        return hexText(digest)
    }

    /// The digest of a string's UTF-8 bytes (read in place, not copied).
    package static func hex(_ text: String) -> String {
        var text = text
        return hexText(text.withUTF8 { hash(UnsafeRawBufferPointer($0)) })
    }

    private static func hexText(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The round constants, from the C table the accelerated path uses too.
    private static var roundConstants: UnsafePointer<UInt32> { viper_gen_sha256_round_constants() }

    static func hash(_ message: [UInt8]) -> [UInt8] {
        message.withUnsafeBytes { hash($0) }
    }

    static func hash(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        hash(message, accelerated: isAccelerated)
    }

    /// The digest of `message`, through the SHA instructions or not (the tests compare both).
    static func hash(_ message: UnsafeRawBufferPointer, accelerated: Bool) -> [UInt8] {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
        // The last one or two blocks: the message's tail, 0x80, zeros and the bit length.
        let fullBlocks = message.count / 64
        var tail = [UInt8](repeating: 0, count: message.count % 64 < 56 ? 64 : 128)
        let rest = message.count - fullBlocks * 64
        for index in 0..<rest { tail[index] = message[fullBlocks * 64 + index] }
        tail[rest] = 0x80
        let bitLength = UInt64(message.count) &* 8
        for index in 0..<8 {
            tail[tail.count - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8))
        }
        if accelerated {
            var state: [UInt32] = [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7]
            state.withUnsafeMutableBufferPointer { state in
                guard let words = state.baseAddress else { return }
                if let base = message.baseAddress, fullBlocks > 0 {
                    viper_gen_sha256_blocks(words, base.assumingMemoryBound(to: UInt8.self), fullBlocks)
                }
                tail.withUnsafeBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return }
                    viper_gen_sha256_blocks(words, base, bytes.count / 64)
                }
            }
            h = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        } else {
            compressAll(&h, message, fullBlocks: fullBlocks, tail: tail)
        }
        return [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
        }
    }

    /// The message's full blocks, then the padded tail, through `compress`.
    private static func compressAll(
        _ h: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        _ message: UnsafeRawBufferPointer, fullBlocks: Int, tail: [UInt8]
    ) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            guard let w = w.baseAddress else { return }
            let k = roundConstants
            if let base = message.baseAddress {
                for block in 0..<fullBlocks { compress(&h, base + block * 64, w, k) }
            }
            tail.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                for block in 0..<(bytes.count / 64) { compress(&h, base + block * 64, w, k) }
            }
        }
    }

    /// One 64-byte block into the state `h`, on raw pointers (no bounds checks, no captured
    /// state: the schedule `w` and the constants `k` are passed in).
    @inline(__always)
    private static func compress(
        _ h: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        _ block: UnsafeRawPointer, _ w: UnsafeMutablePointer<UInt32>, _ k: UnsafePointer<UInt32>
    ) {
        for i in 0..<16 {
            w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
        }
        for i in 16..<64 {
            let w15 = w[i - 15]
            let w2 = w[i - 2]
            let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
            let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = h
        // Eight rounds per pass, each with the working variables in their turn's roles, so that
        // no round moves all eight of them one place along.
        var i = 0
        while i < 64 {
            round(a, b, c, &d, e, f, g, &hh, k[i] &+ w[i])
            round(hh, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
            round(g, hh, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
            round(f, g, hh, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
            round(e, f, g, &hh, a, b, c, &d, k[i + 4] &+ w[i + 4])
            round(d, e, f, &g, hh, a, b, &c, k[i + 5] &+ w[i + 5])
            round(c, d, e, &f, g, hh, a, &b, k[i + 6] &+ w[i + 6])
            round(b, c, d, &e, f, g, hh, &a, k[i + 7] &+ w[i + 7])
            i += 8
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }

    /// One round: `d` gains the new `e`, `h` becomes the new `a`; the caller renames the rest.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ kw: UInt32
    ) {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = g ^ (e & (f ^ g))  // (e & f) ^ (~e & g), one operation fewer
        let t1 = h &+ s1 &+ choice &+ kw
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & (b | c)) | (b & c)  // (a & b) ^ (a & c) ^ (b & c)
        d = d &+ t1
        h = t1 &+ s0 &+ majority
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
