import Mustache
import TextSupport

extension Value {
    /// The value as pretty-printed JSON: two-space indentation, object keys sorted (a `Value`
    /// object has no order), `[]` and `{}` when empty. What `templates context` prints, and what
    /// `templates render --context` reads back.
    package var jsonText: String {
        var text = ""
        write(to: &text, indent: "")
        return text
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? "\(number)" : "null"
        case .string(let string): text += JSONText.quoted(string)
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.write(to: &text, indent: indent + "  ")
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                text += indent + "  "
                text += JSONText.quoted(key)
                text += ": "
                members[key]?.write(to: &text, indent: indent + "  ")
                text += index == keys.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }
}
