/// Swift's reserved words, looked up by bytes without making a `String`.
enum Keywords {
    static let all: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_"
    ]

    /// The keywords grouped by length, as bytes.
    static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in all { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether `b[range]` is a reserved word.
    static func contains(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < 16 else { return false }
        outer: for word in byLength[length] {
            for i in 0..<length where word[i] != b[start + i] { continue outer }
            return true
        }
        return false
    }
}
