/// A value kept behind one reference: copying a struct that holds it retains one object, not
/// each of the value's arrays and strings. For the summaries an assessment passes around by
/// the thousand (between the reading cores, through the sort, through the project pass).
final class Shared<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: Shared, b: Shared) -> Bool {
        a === b || a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
