/// A JSON value with ordered object keys, written deterministically.
public indirect enum JSONValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    /// A number written with exactly two decimals (`1.75`, `2.00`).
    case decimal2(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The text, indented by two spaces per level, with a final line break.
    public func serialized() -> String {
        var out = ""
        write(&out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(_ out: inout String, indent: Int) {
        switch self {
        case .string(let text): Self.quote(text, &out)
        case .int(let value): out.append(String(value))
        case .decimal2(let value):
            let hundredths = Int((value * 100).rounded())
            let sign = hundredths < 0 ? "-" : ""
            let magnitude = abs(hundredths)
            let fraction = magnitude % 100
            out.append("\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)")
        case .bool(let value): out.append(value ? "true" : "false")
        case .null: out.append("null")
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                item.write(&out, indent: indent + 1)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                Self.quote(key, &out)
                out.append(": ")
                value.write(&out, indent: indent + 1)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    static func quote(_ text: String, _ out: inout String) {
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
