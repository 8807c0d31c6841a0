#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `String`'s `<`, compared as bytes where that gives the same order. Each core sorts the
/// paths it read, and each file the type names it references; `String` compares two strings
/// of up to 15 ASCII bytes (stored inline) quickly, but longer ones went through its generic
/// comparison, about 150 instructions each: a few million per tree.
///
/// `String` orders by Unicode scalars after canonical normalization; a string of ASCII bytes
/// is its own normal form, one scalar a byte, so two such strings are in the order of their
/// bytes (a prefix first). A string with any other byte is compared by `String` (a combining
/// mark after a letter can change which of two strings comes first).
enum StringOrder {
    /// Whether every byte of `string` is ASCII.
    static func isASCII(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes in
            var others: UInt8 = 0
            for byte in bytes { others |= byte }
            return others < 0x80
        } ?? string.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `a < b`; `bothASCII`: ``isASCII(_:)`` of both.
    static func precedes(_ a: String, _ b: String, bothASCII: Bool) -> Bool {
        // Two short strings: `String`'s own comparison of their inline bytes.
        guard bothASCII, a.utf8.count > 15 || b.utf8.count > 15 else { return a < b }
        let ordered: Bool?? = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                let common = min(first.count, second.count)
                let order = common == 0 ? 0 : memcmp(first.baseAddress!, second.baseAddress!, common)
                return order != 0 ? order < 0 : first.count < second.count
            }
        }
        // Native strings always give their bytes; any other is compared by `String`.
        if let ordered = ordered ?? nil { return ordered }
        return a < b
    }

    /// `strings.sort()`: on bytes when every string is ASCII.
    static func sort(_ strings: inout [String]) {
        guard strings.count > 1 else { return }
        if strings.allSatisfy(isASCII) {
            strings.sort { precedes($0, $1, bothASCII: true) }
        } else {
            strings.sort()
        }
    }

    /// `strings.sorted()`: on bytes when every string is ASCII.
    static func sorted(_ strings: [String]) -> [String] {
        var strings = strings
        sort(&strings)
        return strings
    }
}
