/// Splits a parameter clause as written (`(_ id: Int, name: String = "")`).
enum ParameterClause {
    /// The internal name and the type text of each parameter.
    static func parameters(_ clause: String) -> [(name: String, type: String)] {
        var text = Substring(clause)
        if text.first == "(" { text = text.dropFirst() }
        if text.last == ")" { text = text.dropLast() }
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts.compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let name = part[..<colon].split(separator: " ").last.map(String.init) ?? ""
            var type = part[part.index(after: colon)...].drop { $0 == " " }
            while type.first == "@" {
                type = type.drop { $0 != " " }.drop { $0 == " " }
            }
            if let equals = type.firstIndex(of: "=") { type = type[..<equals] }
            return (name, String(type))
        }
    }
}
