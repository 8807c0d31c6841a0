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

extension Token {
    /// The keywords after which an identifier is the name a declaration gives (`struct Login`,
    /// `let login`, `case login`), not a use of that name.
    static let namingKeywords: Set<[UInt8]> = Set(
        [
            "typealias", "associatedtype", "class", "struct", "enum", "protocol", "actor", "func", "let", "var",
            "case"
        ].map { Array($0.utf8) })

    /// Whether this token, in the file whose bytes are `bytes`, is a keyword after which an
    /// identifier is the name being declared.
    public func namesADeclaration(in bytes: [UInt8]) -> Bool {
        kind == .keyword && Self.namingKeywords.contains(Array(bytes[range]))
    }
}
