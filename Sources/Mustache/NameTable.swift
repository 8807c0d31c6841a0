import WorkSharing

/// The tag names of the templates parsed with it, each made once and numbered: templates parsed
/// with one table share a name's `VariableName`, whose number lets a render memo remember
/// what the name found in a context shared by many renders (`RenderMemo`) in an array, not a
/// hash table. Safe to use from several threads.
///
/// A table numbers at most `capacity` names; names beyond are made unnumbered, as without a
/// table, so that parsing arbitrary input (a fuzzer's) cannot grow it without bound.
public final class NameTable: @unchecked Sendable {
    // @unchecked: `names` is reached only under `lock`.
    private var names: [String: VariableName] = [:]
    private let lock = Lock()
    private let capacity: Int
    /// This table among all tables of the process (from 1): what a memo tells tables apart by.
    let serial: Int

    public init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        // The built-in templates use about 500 names: room for them without growing.
        names.reserveCapacity(min(capacity, 1024))
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
    public var count: Int { lock.withLock { names.count } }

    /// The table's name for `raw`, made and numbered on first use.
    func name(_ raw: String) -> VariableName {
        lock.withLock {
            if let known = names[raw] { return known }
            guard names.count < capacity else { return VariableName(raw) }
            let made = VariableName(raw, number: names.count, table: serial)
            names[raw] = made
            return made
        }
    }
}
