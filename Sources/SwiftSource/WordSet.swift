/// A fixed set of words, looked up by a token's bytes: candidates are found by length and first
/// byte, so asking whether an identifier is one of two dozen modifiers compares at most a word
/// or two instead of every word in turn (the declaration reader asks this for every name).
struct WordSet {
    /// The words' bytes, bucketed by `slot(length:first:)`.
    private let buckets: [[[UInt8]]]

    init(_ words: [StaticString]) {
        var buckets = Array(repeating: [[UInt8]](), count: WordSet.bucketCount)
        for word in words {
            let bytes = word.withUTF8Buffer { Array($0) }
            buckets[WordSet.slot(length: bytes.count, first: bytes[0])].append(bytes)
        }
        self.buckets = buckets
    }

    private static let bucketCount = 32 * 32

    private static func slot(length: Int, first: UInt8) -> Int {
        (length & 31) << 5 | Int(first & 31)
    }

    /// Whether `b[range]` is one of the words.
    func contains(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        for word in buckets[WordSet.slot(length: range.count, first: b[range.lowerBound])]
        where word.count == range.count {
            var equal = true
            for k in 0..<word.count where word[k] != b[range.lowerBound + k] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }
}
