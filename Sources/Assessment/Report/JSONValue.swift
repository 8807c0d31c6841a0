import TextSupport

/// A JSON value with ordered object keys, written deterministically.
package indirect enum JSONValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    /// A number written with exactly two decimals (`1.75`, `2.00`).
    case decimal2(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The text, indented by two spaces per level, with a final line break.
    package func serialized() -> String {
        var writer = JSONWriter()
        write(&writer)
        return writer.finished()
    }

    func write(_ writer: inout JSONWriter) {
        switch self {
        case .string(let text): writer.string(text)
        case .int(let value): writer.int(value)
        case .decimal2(let value): writer.decimal2(value)
        case .bool(let value): writer.bool(value)
        case .null: writer.null()
        case .array(let items):
            writer.beginArray()
            for item in items {
                writer.element()
                item.write(&writer)
            }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(key)
                value.write(&writer)
            }
            writer.endObject()
        }
    }
}
