import WorkSharing

/// The tag names of the templates parsed with it, each made once and numbered: templates parsed
/// with one table share a name's `VariableName`, whose number lets a render memo remember
/// what the name found in a context shared by many renders (`RenderMemo`) in an array, not a
/// hash table. Safe to use from several threads.
///
/// A table numbers at most `capacity` names; names beyond are made unnumbered, as without a
/// table, so that parsing arbitrary input (a fuzzer's) cannot grow it without bound.
///
/// Names are found by their UTF-8 bytes, in place in the template's source, in an open-addressing
/// table with FNV-1a hashes: a name that is known (most tags repeat one) costs no `String`, and
/// the hash a few instructions a byte (a `[String: VariableName]` lookup hashed with SipHash
/// and needed the string made first: a twelfth of parsing the templates of one module).
public final class NameTable: @unchecked Sendable {
    // @unchecked: `slots` and `entries` are reached only under `lock`.
    private struct Entry {
        let hash: UInt64
        let bytes: [UInt8]
        let name: VariableName
    }

    /// Each slot holds an index into `entries`, or -1; a power of two long, at most half full.
    @exclusivity(unchecked) private var slots: [Int32]
    @exclusivity(unchecked) private var entries: [Entry] = []
    private let lock = Lock()
    private let capacity: Int
    /// This table among all tables of the process (from 1): what a memo tells tables apart by.
    let serial: Int

    public init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        // The built-in templates use about 500 names: room for them without growing.
        slots = Array(repeating: -1, count: 1024)
        self.serial = Self.serials.next()
    }

    /// Numbers the tables of the process.
    private final class Serials: @unchecked Sendable {
        private var last = 0
        private let lock = Lock()

        func next() -> Int {
            lock.withLock {
                last += 1
                return last
            }
        }
    }

    private static let serials = Serials()

    /// How many names are numbered (numbers run from 0 to `count - 1`).
    public var count: Int { lock.withLock { entries.count } }

    /// The table's name whose UTF-8 bytes are `utf8`, made and numbered on first use.
    func name(utf8: UnsafeBufferPointer<UInt8>) -> VariableName {
        let hash = Self.hash(utf8)
        lock.lock()
        defer { lock.unlock() }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, Self.equal(entry.bytes, utf8) { return entry.name }
            slot = (slot + 1) & (slots.count - 1)
        }
        let raw = String(decoding: utf8, as: UTF8.self)
        guard entries.count < capacity else { return VariableName(raw) }
        let made = VariableName(raw, number: entries.count, table: serial)
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, bytes: Array(utf8), name: made))
        if entries.count * 2 > slots.count { grow() }
        return made
    }

    /// Doubles the slots and places every entry again.
    private func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    /// Whether `known` holds the bytes `utf8` does (a loop over both buffers: the generic
    /// `elementsEqual` walks iterators at ~20 instructions a byte).
    private static func equal(_ known: [UInt8], _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        known.withUnsafeBufferPointer { known in
            guard known.count == utf8.count else { return false }
            for index in 0..<known.count where known[index] != utf8[index] { return false }
            return true
        }
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
