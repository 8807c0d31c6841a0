/// What renders with one partial resolver share, for a caller that renders many templates
/// against one large context (a generator rendering a module's files): the template each
/// partial or parent tag with a fixed name found, so that a tag's name goes to the resolver
/// once, not once per render; and what each numbered name (`NameTable`) found in the bottom
/// frame of the context stack, for as long as renders pass the same bottom frame (the same
/// dictionary, not a copy with other contents), so that a name is looked up there once.
///
/// The resolver's answer for a name must not change while the memo is used (as it must not
/// during one render). Not `Sendable`: one memo per thread. It keeps every tag it remembers alive, so that no other
/// object can take a remembered one's address, and the last bottom frame, so that no other
/// dictionary can take its storage's.
public final class RenderMemo {
    private struct Entry {
        let node: AnyObject
        let template: Template?
    }

    /// The resolver every render with this memo uses.
    let partials: any PartialResolver
    @exclusivity(unchecked) private var templates: [ObjectIdentifier: Entry] = [:]
    /// The bottom frame the remembered lookups were made in (nil: none yet), and its storage.
    private var bottom: Value?
    private var bottomStorage: UInt?
    /// What each name found in `bottom`, by the name's number: valid where `stamps` holds
    /// `stamp` (a new bottom frame moves `stamp` on instead of clearing the arrays).
    @exclusivity(unchecked) private var found: [Value?] = []
    @exclusivity(unchecked) private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    /// The `NameTable` (its serial) whose numbers index `found`.
    private var table = 0

    /// A memo for renders that resolve partials with `partials`.
    public init(partials: any PartialResolver) {
        self.partials = partials
    }

    /// Readies the memo for a render over a stack whose bottom frame is `frame`: what was
    /// found in another bottom frame is forgotten.
    func begin(bottomFrame frame: Value) {
        let storage = Self.storage(of: frame)
        if storage == nil || storage != bottomStorage {
            forgetBottomValues()
        }
        bottom = frame
        bottomStorage = storage
    }

    /// The address of an object frame's dictionary storage (a dictionary is one reference to
    /// it; two frames with the same one are the same dictionary), or nil for other frames,
    /// whose lookups are not remembered.
    private static func storage(of frame: Value) -> UInt? {
        guard case .object(let members) = frame, MemoryLayout<[String: Value]>.size == MemoryLayout<UInt>.size else {
            return nil
        }
        return withUnsafeBytes(of: members) { $0.load(as: UInt.self) }
    }

    private func forgetBottomValues() {
        stamp &+= 1
        if stamp == 0 {
            stamps = Array(repeating: 0, count: stamps.count)
            stamp = 1
        }
    }

    /// Whether lookups in the bottom frame are remembered in this render.
    var remembersBottomFrame: Bool { bottomStorage != nil }

    func template(for node: AnyObject) -> Template?? {
        templates[ObjectIdentifier(node)].map(\.template)
    }

    func remember(_ template: Template?, for node: AnyObject) {
        templates[ObjectIdentifier(node)] = Entry(node: node, template: template)
    }

    /// What `name` (a numbered one) found in the bottom frame (`.some(nil)`: nothing), or nil
    /// when it was not looked up there since the frame changed.
    func bottomValue(for name: VariableName) -> Value?? {
        let number = name.number
        return name.table == table && number < stamps.count && stamps[number] == stamp ? .some(found[number]) : nil
    }

    /// Remembers what `name` (a numbered one) found in the bottom frame; a name of another
    /// table than the last one's makes the memo forget the values of that table's names.
    func rememberBottomValue(_ value: Value?, for name: VariableName) {
        if name.table != table {
            table = name.table
            forgetBottomValues()
        }
        let number = name.number
        if number >= stamps.count {
            let count = max(number + 1, stamps.count * 2, 64)
            stamps += Array(repeating: 0, count: count - stamps.count)
            found += Array(repeating: nil, count: count - found.count)
        }
        stamps[number] = stamp
        found[number] = value
    }
}
