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

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]

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
            k.withUnsafeBufferPointer { k in
                guard let k = k.baseAddress else { return }
                if let base = message.baseAddress {
                    for block in 0..<fullBlocks { compress(&h, base + block * 64, w, k) }
                }
                tail.withUnsafeBytes { bytes in
                    guard let base = bytes.baseAddress else { return }
                    for block in 0..<(bytes.count / 64) { compress(&h, base + block * 64, w, k) }
                }
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
