/// Lines interned as integers: equal lines get the same integer, different lines different
/// ones, so that a diff compares integers. Texts interned with one `LineIDs` can be compared
/// with each other.
struct LineIDs<Line: Hashable> {
    private var ids: [Line: Int]

    init(capacity: Int) {
        ids = Dictionary(minimumCapacity: capacity)
    }

    /// Each line's integer, in order; a line not seen before gets the next one.
    mutating func intern(_ lines: some Collection<Line>) -> [Int] {
        var interned: [Int] = []
        interned.reserveCapacity(lines.count)
        for line in lines {
            let next = ids.count
            // Through the subscript's modify accessor: one lookup, which adds a missing line.
            interned.append(Self.id(&ids[line, default: next]))
        }
        return interned
    }

    private static func id(_ id: inout Int) -> Int { id }
}
