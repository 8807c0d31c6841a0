import Mustache
import TextSupport

extension Value {
    /// The value as pretty-printed JSON: two-space indentation, object keys sorted (a `Value`
    /// object has no order), `[]` and `{}` when empty. What `templates context` prints, and what
    /// `templates render --context` reads back.
    package var jsonText: String {
        var writer = JSONWriter(capacity: 1 << 12)
        write(to: &writer)
        return writer.text
    }

    private func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .int(let number): writer.int(number)
        case .double(let number):
            if number.isFinite { writer.raw(Array("\(number)".utf8)) } else { writer.null() }
        case .string(let string): writer.string(string)
        case .array(let items):
            writer.beginArray()
            for item in items {
                writer.element()
                item.write(to: &writer)
            }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for key in members.keys.sorted() {
                writer.key(key)
                members[key]?.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
