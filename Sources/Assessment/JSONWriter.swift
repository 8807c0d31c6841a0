import TextSupport

/// Writes JSON text straight into UTF-8 bytes, indented by two spaces per level, object keys in
/// the order they are written: the one formatter behind ``JSONValue/serialized()`` and
/// ``ReportJSONEncoder``, which streams a report without building a ``JSONValue`` tree first
/// (a report for hundreds of modules has some hundred thousand values).
///
/// Open a container with ``beginObject()`` or ``beginArray()``, then before each member call
/// ``key(_:)`` (objects) or ``element()`` (arrays) and write its value; close it with
/// ``endObject()`` or ``endArray()``. An empty container is written `{}` or `[]`.
struct JSONWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// Members written so far in each open container, innermost last.
    private var counts: [Int] = []

    init(capacity: Int = 1 << 12) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer for a value that will be spliced in, with ``raw(_:)``, as a member of an
    /// object or array nested `depth` levels deep (1: a member of the top-level object), so
    /// that its indentation is the same as if it had been written in place.
    init(capacity: Int, nestedIn depth: Int) {
        self.init(capacity: capacity)
        counts = Array(repeating: 1, count: depth)
    }

    /// Bytes written by a writer made with ``init(capacity:nestedIn:)`` at this depth, as the
    /// value of the member just started.
    mutating func raw(_ value: [UInt8]) {
        bytes.append(contentsOf: value)
    }

    /// The text so far, without the final line break (a value to splice in).
    var value: [UInt8] { bytes }

    /// The text with a final line break.
    mutating func finished() -> String {
        String(decoding: finishedUTF8(), as: UTF8.self)
    }

    /// The text with a final line break, as UTF-8.
    mutating func finishedUTF8() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    mutating func endObject() { end(UInt8(ascii: "}")) }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts an object member: its key, then its value is written next.
    mutating func key(_ name: String) {
        element()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Starts an array element: its value is written next.
    mutating func element() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        bytes.append(0x0A)
        indent(counts.count)
    }

    private mutating func end(_ bracket: UInt8) {
        let count = counts.removeLast()
        if count > 0 {
            bytes.append(0x0A)
            indent(counts.count)
        }
        bytes.append(bracket)
    }

    private mutating func indent(_ level: Int) {
        if 2 * level <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[0..<(2 * level)])
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    /// Starts an object member whose key is a literal needing no escape (every key of the
    /// report): its bytes copied at once, without the scan ``string(_:)`` makes.
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    // MARK: Values

    /// A member with an integer value.
    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    /// A member with a text value, or null.
    mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// A member with a Boolean value.
    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A member with a two-decimal number.
    mutating func field(_ name: StaticString, decimal2 value: Double) {
        key(name)
        decimal2(value)
    }

    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(0x30 + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// A number with exactly two decimals (`1.75`, `2.00`).
    mutating func decimal2(_ value: Double) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(hundredths)
        int(magnitude / 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(0x30 + UInt8(magnitude % 100 / 10))
        bytes.append(0x30 + UInt8(magnitude % 10))
    }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: value ? "true".utf8 : "false".utf8) }

    mutating func null() { bytes.append(contentsOf: "null".utf8) }

    /// A string value, escaped by `JSONText` (the one escaper).
    mutating func string(_ text: String) {
        JSONText.append(text, to: &bytes)
    }
}
