/// Case-insensitive searches for lowercase ASCII words in names, the same answers as
/// `name.lowercased().contains(word)` without making a lowercased copy of the name or going
/// through the string-processing library's generic search (which was 8 % of an assessment's
/// instructions): names are ASCII almost always, and a name that is not takes the plain path.
enum LowercaseSearch {
    /// Whether `name.lowercased()` contains any of `words` (each lowercase ASCII).
    static func containsAny(_ name: String, _ words: [String]) -> Bool {
        var copy = name
        let ascii: Bool? = copy.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return words.contains { word in Self.contains(bytes, word) }
        }
        if let ascii { return ascii }
        let lowered = name.lowercased()
        return words.contains { lowered.contains($0) }
    }

    /// Whether the ASCII `bytes`, lowercased, contain the lowercase ASCII `word`.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        let word = word.utf8
        guard word.count <= bytes.count else { return false }
        if word.isEmpty { return true }
        let first = word.first!
        for start in 0...(bytes.count - word.count) where lower(bytes[start]) == first {
            var i = start + 1
            var matched = true
            for expected in word.dropFirst() {
                if lower(bytes[i]) != expected {
                    matched = false
                    break
                }
                i += 1
            }
            if matched { return true }
        }
        return false
    }

    @inline(__always) private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

}
