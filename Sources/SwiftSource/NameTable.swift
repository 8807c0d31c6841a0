#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct names one file uses, each spelled once and numbered in order of first use, so
/// that a name read many times is made into a `String` once and compared as a number.
///
/// Names are told apart by their UTF-8 spelling, as the Swift compiler tells identifiers apart:
/// `café` spelled with a precomposed `é` and with `e` + a combining accent are two names (two
/// different variables to Swift), though Swift's `String` calls them equal.
public struct NameTable: Sendable {
    /// The names by number, in order of first use.
    public private(set) var names: [String] = []
    /// Where each name was first read in the buffer ``intern(_:_:)`` reads from: what a new
    /// spelling is compared with while the file is read (``id(of:)``, asked afterwards, compares
    /// with ``names``).
    private var spans: [Range<Int>] = []
    private var hashes: [UInt32] = []
    /// Open addressing: a slot holds a name's number + 1, or 0 when free. Never more than half
    /// full, so a probe ends soon.
    private var slots: [Int32]

    /// An empty table.
    public init() {
        self.init(expecting: 0)
    }

    /// An empty table with room for about `count` names (growing an array a few times per file
    /// cost more than the table saves).
    init(expecting count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        slots = Array(filled: 0, count: capacity)
        names.reserveCapacity(capacity / 2)
        spans.reserveCapacity(capacity / 2)
        hashes.reserveCapacity(capacity / 2)
    }

    /// How many names it holds.
    public var count: Int { names.count }

    /// The number of the name spelled by `buffer[range]`, added when new. Every call is given
    /// the same buffer (a name is compared with where it was first read, not copied).
    mutating func intern(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let source = UnsafeRawBufferPointer(buffer)
        let bytes = UnsafeRawBufferPointer(rebasing: source[range])
        let hash = Self.hash(bytes, readable: source.count - range.lowerBound)
        // Probed through pointers: the names are asked for once per reference, and the arrays'
        // checks cost more than the probe.
        let free: Int = slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                spans.withUnsafeBufferPointer { spans in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while slots[slot] != 0 {
                        let id = Int(slots[slot] - 1)
                        if hashes[id] == hash, spans[id].count == bytes.count,
                            bytes.isEmpty
                                || memcmp(source.baseAddress! + spans[id].lowerBound, bytes.baseAddress!, bytes.count)
                                    == 0
                        {
                            return ~id
                        }
                        slot = (slot + 1) & mask
                    }
                    return slot
                }
            }
        }
        if free < 0 { return ~free }
        let id = names.count
        names.append(String(decoding: bytes, as: UTF8.self))
        spans.append(range)
        hashes.append(hash)
        slots[free] = Int32(truncatingIfNeeded: id + 1)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The number of `name`, or nil when the file never uses it.
    public func id(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            return find(bytes, hash: Self.hash(bytes, readable: bytes.count))
        }
    }

    private func find(_ bytes: UnsafeRawBufferPointer, hash: UInt32) -> Int? {
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if hashes[id] == hash, Self.equals(names[id], bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Whether `name`'s UTF-8 is `bytes` (compared in place: the generic comparison of its
    /// UTF-8 view with the bytes cost a few hundred instructions a name).
    private static func equals(_ name: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            utf8.count == bytes.count
                && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }

    private mutating func insert(_ id: Int, hash: UInt32) {
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
    }

    private mutating func grow() {
        slots = Array(filled: 0, count: slots.count * 2)
        for id in hashes.indices { insert(id, hash: hashes[id]) }
    }

    /// Eight bytes at a time (names are short: one or two steps), multiplied and folded so that
    /// the low bits, which pick the slot, depend on every byte. `readable`: how many bytes from
    /// the start of `bytes` may be read (at least its count); when eight are, the last step
    /// loads them at once and masks off those past the name, which gives the same number as
    /// reading the name's last bytes one by one.
    private static func hash(_ bytes: UnsafeRawBufferPointer, readable: Int) -> UInt32 {
        var h = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var k = 0
        while k + 8 <= bytes.count {
            h =
                (h ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: k, as: UInt64.self)))
                &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
            k += 8
        }
        if k < bytes.count {
            var tail: UInt64 = 0
            let left = bytes.count - k
            if k + 8 <= readable, let base = bytes.baseAddress {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: k, as: UInt64.self))
                tail = word & (1 << (UInt64(truncatingIfNeeded: left) &* 8) &- 1)
            } else {
                for shift in 0..<left { tail |= UInt64(bytes[k + shift]) << (8 * UInt64(shift)) }
            }
            h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
        }
        h ^= h >> 32
        return UInt32(truncatingIfNeeded: h ^ (h >> 16))
    }
}
