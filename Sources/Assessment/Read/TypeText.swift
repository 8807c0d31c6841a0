/// Reads the name a type annotation is about.
enum TypeText {
    /// The nominal type named by an annotation, or the name of an inheritance entry:
    /// `LoginViewInput?` → `LoginViewInput`, `BaseViewController<HomeViewModel>` →
    /// `BaseViewController`, `any Foo` → `Foo`, `UIKit.UIView` → `UIView`; `""` for a
    /// collection, tuple, function type or anything else that names no single type.
    static func baseName(_ text: String) -> String {
        // On bytes for ASCII text (nearly every annotation): the same answer as the Character
        // rule below, which costs more than the rest of a type's summary.
        var bytesOf = text
        let answer = bytesOf.withUTF8 { bytes -> ByteAnswer in
            var start = 0
            let end = bytes.count
            func skipSpaces() { while start < end, bytes[start] == 0x20 { start += 1 } }
            skipSpaces()
            if start < end, bytes[start] == UInt8(ascii: "(") { return .parenthesized }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
            for word in modifierBytes
            where end - start >= word.count && bytes[start..<(start + word.count)].elementsEqual(word) {
                start += word.count
                skipSpaces()
            }
            guard start < end, isLetter(bytes[start]) || bytes[start] == 0x5F else { return .name("") }
            var nameEnd = start
            while nameEnd < end,
                isLetter(bytes[nameEnd]) || isDigit(bytes[nameEnd]) || bytes[nameEnd] == 0x5F || bytes[nameEnd] == 0x2E
            {
                nameEnd += 1
            }
            var rest = nameEnd
            while rest < end, bytes[rest] == 0x20 { rest += 1 }
            if rest < end,
                bytes[rest] == UInt8(ascii: "&")
                    || (bytes[rest] == UInt8(ascii: "-") && rest + 1 < end && bytes[rest + 1] == UInt8(ascii: ">"))
            {
                return .name("")
            }
            // The last `.`-separated part that is not empty.
            while nameEnd > start, bytes[nameEnd - 1] == 0x2E { nameEnd -= 1 }
            var partStart = nameEnd
            while partStart > start, bytes[partStart - 1] != 0x2E { partStart -= 1 }
            return .name(String(decoding: UnsafeBufferPointer(rebasing: bytes[partStart..<nameEnd]), as: UTF8.self))
        }
        switch answer {
        case .name(let name): return name
        // `(any LoginViewInput)?`: the type in parentheses, optional or not.
        // Otherwise a tuple or a function type: no single type.
        case .parenthesized: return parenthesizedType(text).map { baseName(String($0)) } ?? ""
        case .notASCII: return baseNameByCharacters(text)
        }
    }

    /// What ``baseName(_:)`` finds on bytes.
    private enum ByteAnswer {
        case name(String)
        /// It starts with `(`: see ``parenthesizedType(_:)``.
        case parenthesized
        case notASCII
    }

    /// The text inside `( … )` when the parentheses hold one type and only `?` or `!` follow
    /// them: `(any Foo)?` → `any Foo`; nil for a tuple, a function type or anything else.
    static func parenthesizedType(_ text: String) -> Substring? {
        // Nearly every annotation starts with a name: answered on the first byte.
        guard text.utf8.first(where: { $0 != 0x20 }) == UInt8(ascii: "(") else { return nil }
        let trimmed = text.drop { $0 == " " }
        var depth = 0
        for index in trimmed.indices {
            switch trimmed[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 1: return nil
            default: break
            }
            if depth == 0 {
                let rest = trimmed[trimmed.index(after: index)...]
                guard rest.allSatisfy({ $0 == "?" || $0 == "!" || $0 == " " }) else { return nil }
                return trimmed[trimmed.index(after: trimmed.startIndex)..<index]
            }
        }
        return nil
    }

    private static let modifiers = ["any ", "some ", "inout ", "weak ", "unowned "]
    private static let modifierBytes = modifiers.map { Array($0.utf8) }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// ``baseName(_:)`` on Characters, for text with non-ASCII characters.
    static func baseNameByCharacters(_ text: String) -> String {
        var s = Substring(text)
        s = s.drop { $0 == " " }
        for word in modifiers where s.hasPrefix(word) {
            s = s.dropFirst(word.count).drop { $0 == " " }
        }
        guard let first = s.first, first.isLetter || first == "_" else { return "" }
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let rest = s.dropFirst(name.count).drop { $0 == " " }
        if rest.hasPrefix("->") || rest.hasPrefix("&") { return "" }
        return String(name.split(separator: ".").last ?? "")
    }

    /// Whether a name is spelled like a type: it starts with an uppercase letter.
    static func looksLikeType(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }  // ASCII fast path: A–Z
        return name.first?.isUppercase ?? false
    }
}
