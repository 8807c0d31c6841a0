/// Writes JSON text straight into UTF-8 bytes, object keys in the order they are written: the
/// one JSON writer of the package. Reports stream through it without building a tree first (a
/// report for hundreds of modules has some hundred thousand values); the spec a lock keeps, the
/// lock's records, the generation and Xcode reports and the app graph are written with it too.
/// Strings are escaped by ``JSONText`` (the one escaper).
///
/// Three layouts (``Layout``): indented by two spaces per level (reports), compact with no
/// space at all (the spec in a lock, one-line reports), and inline, one line with a space after
/// each `,` and `:` (the lock's and the graph's one-record-per-line files).
///
/// Open a container with ``beginObject()`` or ``beginArray()``, then before each member call
/// ``key(_:)`` (objects) or ``element()`` (arrays) and write its value; close it with
/// ``endObject()`` or ``endArray()``. An empty container is written `{}` or `[]`.
public struct JSONWriter {
    /// Where line breaks and spaces go.
    public enum Layout: Sendable {
        /// A line per member, indented by two spaces per level, `": "` after a key.
        case indented
        /// No space and no line break at all: `{"a":1,"b":[2,3]}`.
        case compact
        /// One line, a space after each `,` and `:`: `{"a": 1, "b": [2, 3]}`.
        case inline
    }

    /// The text so far.
    public private(set) var bytes: [UInt8] = []
    /// Where line breaks and spaces go.
    private let layout: Layout
    /// With ``Layout/indented``: containers nested this deep or deeper (1: the top-level
    /// value) are written inline, one record per line (the app graph).
    private let inlineDepth: Int
    /// Members written so far in each open container, innermost last.
    private var counts: [Int] = []

    public init(capacity: Int = 1 << 12, layout: Layout = .indented, inlineFromDepth: Int = .max) {
        self.layout = layout
        inlineDepth = inlineFromDepth
        bytes.reserveCapacity(capacity)
    }

    /// A writer for a value that will be spliced in, with ``raw(_:)``, as a member of an
    /// object or array nested `depth` levels deep (1: a member of the top-level object), so
    /// that its indentation is the same as if it had been written in place.
    public init(capacity: Int, nestedIn depth: Int) {
        self.init(capacity: capacity)
        counts = Array(repeating: 1, count: depth)
    }

    /// Bytes written by a writer made with ``init(capacity:nestedIn:)`` at this depth, as the
    /// value of the member just started.
    public mutating func raw(_ value: [UInt8]) {
        bytes.append(contentsOf: value)
    }

    /// A value already written as JSON text (a report, a graph), spliced in as it is, without
    /// its final line breaks.
    public mutating func json(_ text: String) {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x0A { end = utf8.index(before: end) }
        bytes.append(contentsOf: utf8[..<end])
    }

    /// One compact object (`{"a":1}`): `members` writes its members.
    public static func compactObject(capacity: Int = 256, _ members: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(capacity: capacity, layout: .compact)
        writer.beginObject()
        members(&writer)
        writer.endObject()
        return writer.text
    }

    /// Writes with `body` at the end of `output`, in place (no copy of what `output` holds): a
    /// stream of answers appends one value per line to one buffer.
    public static func write(
        appendingTo output: inout [UInt8], layout: Layout = .compact, _ body: (inout JSONWriter) -> Void
    ) {
        var writer = JSONWriter(capacity: 0, layout: layout)
        swap(&writer.bytes, &output)
        body(&writer)
        swap(&writer.bytes, &output)
    }

    /// The text so far, without the final line break (a value to splice in).
    public var value: [UInt8] { bytes }

    /// The text so far, without a final line break (a compact or inline value).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text with a final line break.
    public mutating func finished() -> String {
        String(decoding: finishedUTF8(), as: UTF8.self)
    }

    /// The text with a final line break, as UTF-8.
    public mutating func finishedUTF8() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    public mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    public mutating func endObject() { end(UInt8(ascii: "}")) }

    public mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts an object member: its key, then its value is written next.
    public mutating func key(_ name: String) {
        element()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        if layout != .compact { bytes.append(0x20) }
    }

    /// Starts an array element: its value is written next.
    public mutating func element() {
        separate(then: 0) { _ in 0 }
    }

    /// The separator before a member (a comma after the first, then a line break and the
    /// indentation, or a space), followed by what `tail` writes (at most `extra` bytes; it
    /// returns how many), appended to the text at once: byte by byte, each append asked
    /// whether the buffer is shared (a call into the runtime) a dozen times per member.
    @inline(__always) private mutating func separate(
        then extra: Int, _ tail: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        let first = counts[counts.count - 1] == 0
        counts[counts.count - 1] += 1
        let level = counts.count
        let indented = layout == .indented && level < inlineDepth
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + (indented ? 2 * level : 0) + extra) { buffer in
            let p = buffer.baseAddress!
            var n = 0
            if !first {
                p[n] = UInt8(ascii: ",")
                n += 1
            }
            if indented {
                p[n] = 0x0A
                (p + n + 1).initialize(repeating: 0x20, count: 2 * level)
                n += 1 + 2 * level
            } else if layout != .compact, !first {
                p[n] = 0x20
                n += 1
            }
            n += tail(p + n)
            bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: n))
        }
    }

    private mutating func end(_ bracket: UInt8) {
        let depth = counts.count
        let count = counts.removeLast()
        if count > 0, layout == .indented, depth < inlineDepth {
            bytes.append(0x0A)
            indent(counts.count)
        }
        bytes.append(bracket)
    }

    private mutating func indent(_ level: Int) {
        // From a literal's bytes: a slice of a stored array cost a retain and a release on
        // every line of a report.
        let count = 2 * level
        if count <= Self.spaces.utf8CodeUnitCount {
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    /// 64 spaces.
    private static let spaces: StaticString = "                                                                "

    /// Starts an object member whose key is a literal needing no escape (every key of the
    /// report): its bytes copied at once, without the scan ``string(_:)`` makes.
    public mutating func key(_ name: StaticString) {
        let count = name.utf8CodeUnitCount
        let spaced = layout != .compact
        separate(then: count + 4) { p in
            p[0] = UInt8(ascii: "\"")
            (p + 1).update(from: name.utf8Start, count: count)
            p[count + 1] = UInt8(ascii: "\"")
            p[count + 2] = UInt8(ascii: ":")
            guard spaced else { return count + 3 }
            p[count + 3] = 0x20
            return count + 4
        }
    }

    // MARK: Values

    /// A member with an integer value.
    public mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    /// A member with an integer value, or null.
    public mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        if let value { int(value) } else { null() }
    }

    /// A member with a text value, or null.
    public mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// A member with an array of strings.
    public mutating func field(_ name: StaticString, strings values: [String]) {
        key(name)
        strings(values)
    }

    /// An array of strings.
    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    /// A member with a Boolean value.
    public mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A member with a two-decimal number.
    public mutating func field(_ name: StaticString, decimal2 value: Double) {
        key(name)
        decimal2(value)
    }

    public mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(0x30 + UInt8(magnitude))
            return
        }
        // The digits from the last, into a small buffer (division by the constant 10 is a
        // multiplication; by a variable power of ten it was one division per digit).
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            while magnitude > 0 {
                start -= 1
                buffer[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// A number with exactly two decimals (`1.75`, `2.00`).
    public mutating func decimal2(_ value: Double) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(hundredths)
        int(magnitude / 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(0x30 + UInt8(magnitude % 100 / 10))
        bytes.append(0x30 + UInt8(magnitude % 10))
    }

    public mutating func bool(_ value: Bool) { bytes.append(contentsOf: value ? "true".utf8 : "false".utf8) }

    public mutating func null() { bytes.append(contentsOf: "null".utf8) }

    /// A string value, escaped by `JSONText` (the one escaper).
    public mutating func string(_ text: String) {
        JSONText.append(text, to: &bytes)
    }
}
