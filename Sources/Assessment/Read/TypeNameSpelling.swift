/// How a type's name is spelled, as opposed to a value's.
enum TypeNameSpelling {
    /// Whether a name is spelled like a type: it starts with an uppercase letter.
    static func looksLikeType(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }  // ASCII fast path: A–Z
        return name.first?.isUppercase ?? false
    }
}
