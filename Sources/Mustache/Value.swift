/// A Mustache rendering context: the data a template's tags look names up in.
///
/// Objects are searched by key (dotted names such as `a.b.c` walk nested objects), arrays are
/// iterated by sections, and `{{.}}` names the value on top of the context stack.
///
/// Truthiness follows the Mustache reference implementation: `.null`, `.bool(false)` and an empty
/// `.array` are falsey; every other value — including `.int(0)`, `.double(0)`, the empty string and
/// the empty object — is truthy.
///
/// Not `indirect`: arrays and dictionaries already keep their elements out of line, so a value
/// is held inline (no heap box per string or flag, one retain less per lookup).
public enum Value: Sendable, Hashable {
    /// The absence of a value. Falsey; interpolates as the empty string.
    case null
    /// A boolean. `false` is falsey; interpolates as `true` or `false`.
    case bool(Bool)
    /// An integer. Always truthy; interpolates in decimal.
    case int(Int)
    /// A floating-point number. Always truthy; interpolates with Swift's shortest round-trip
    /// description (`1.21`, `2.0`, `1e+16`).
    case double(Double)
    /// A string. Always truthy (even when empty); interpolated as is (HTML-escaped by `{{x}}`
    /// when the render options ask for HTML escaping).
    case string(String)
    /// A list. Falsey when empty; a section renders its content once per element.
    case array([Value])
    /// A hash whose keys are looked up by name. Always truthy; a section pushes it on the context stack.
    case object([String: Value])

    /// Whether a section renders (and an inverted section does not) for this value.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .array(let items): !items.isEmpty
        case .int, .double, .string, .object: true
        }
    }

    /// The value stored under `key` when this is an `.object`, otherwise `nil`.
    public subscript(key: String) -> Value? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text `{{x}}` would produce for this value before escaping, or `nil` for values that have
    /// no textual form (arrays and objects). `.null` yields the empty string.
    public var interpolationText: String? {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): number.description
        case .string(let text): text
        case .array, .object: nil
        }
    }
}

extension Value: ExpressibleByNilLiteral {
    /// Creates `.null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

extension Value: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from a boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Value: ExpressibleByIntegerLiteral {
    /// Creates `.int` from an integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension Value: ExpressibleByFloatLiteral {
    /// Creates `.double` from a floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension Value: ExpressibleByStringLiteral {
    /// Creates `.string` from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Value: ExpressibleByStringInterpolation {
    /// Creates `.string` from an interpolated string literal such as `"\(count) items"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension Value: ExpressibleByArrayLiteral {
    /// Creates `.array` from an array literal.
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
}

extension Value: ExpressibleByDictionaryLiteral {
    /// Creates `.object` from a dictionary literal; when a key repeats, the last value wins.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
