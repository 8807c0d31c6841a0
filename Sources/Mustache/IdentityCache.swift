/// What the renderer worked out for a node of a template, remembered by the node's identity
/// for the rest of the render: the template a partial or parent tag names (a resolver may be
/// shared by threads, behind a lock), when the caller gave no `RenderMemo`. A tag in a loop, or
/// in a partial expanded twice, is then worked out once.
///
/// A slot is found from the object's address, with no hashing; an object evicts the one whose
/// slot it shares. Slots hold indices into `entries`, so that only what is remembered is made
/// and destroyed, not an element per slot. An entry does not hold its object (retaining the
/// nodes every thread renders would make their reference counts a point of contention): the
/// renderer keeps every template it renders alive until the render ends, so that no other
/// object can take a remembered one's address.
struct IdentityCache<Element> {
    private struct Entry {
        let key: ObjectIdentifier
        let element: Element
    }

    private static var slotCount: Int { 128 }
    private var slots: [Int32] = []
    private var entries: [Entry] = []

    /// What is remembered for `object`, or nil.
    func element(for object: AnyObject) -> Element? {
        guard !slots.isEmpty else { return nil }
        let index = Int(slots[Self.slot(of: object)])
        guard index >= 0, entries[index].key == ObjectIdentifier(object) else { return nil }
        return entries[index].element
    }

    /// Remembers `element` for `object`.
    mutating func remember(_ element: Element, for object: AnyObject) {
        if slots.isEmpty {
            slots = Array(repeating: -1, count: Self.slotCount)
            entries.reserveCapacity(32)
        }
        guard entries.count < Int(Int32.max) else { return }
        slots[Self.slot(of: object)] = Int32(entries.count)
        entries.append(Entry(key: ObjectIdentifier(object), element: element))
    }

    /// Objects are 16-byte aligned: the address's lower bits carry nothing.
    private static func slot(of object: AnyObject) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(object)) >> 4) & (slotCount - 1)
    }
}
