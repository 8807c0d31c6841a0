/// Byte-wise forms of the naming functions for ASCII text, what names nearly always are: each
/// gives the same result as its character-wise original (checked against it in
/// `ASCIIWordTests`), or nil when the text is not all ASCII and the original must decide.
/// Generation calls these tens of times per module, and `Character` iteration costs about a
/// hundred times a byte's.
package enum ASCIIWord {
    /// `text` with its first letter raised (`showTasks` → `ShowTasks`), or nil.
    package static func upperFirst(_ text: String) -> String? {
        changingFirst(of: text) { $0 >= a && $0 <= z ? $0 - 32 : $0 }
    }

    /// `text` with its first letter lowered (`ShowTasks` → `showTasks`), or nil.
    package static func lowerFirst(_ text: String) -> String? {
        changingFirst(of: text) { $0 >= capitalA && $0 <= capitalZ ? $0 + 32 : $0 }
    }

    /// `Login` → `login`, `URLSession` → `urlSession` (an uppercase run lowered, but for the
    /// capital that starts the next word; a text of capitals only has its first lowered:
    /// `URL` → `uRL`), or nil.
    package static func lowerLeadingRun(_ text: String) -> String? {
        guard isASCII(text) else { return nil }
        var bytes = Array(text.utf8)
        var run = 0
        while run < bytes.count, isUpper(bytes[run]) { run += 1 }
        let lowered = run > 1 && run < bytes.count ? run - 1 : min(run, 1)
        for index in 0..<lowered { bytes[index] += 32 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `TaskList` → `Task List`: a space before each capital that follows a lowercase letter
    /// or a digit, or nil.
    package static func spacedWords(_ text: String) -> String? {
        guard isASCII(text) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 4)
        var previous: UInt8?
        for byte in text.utf8 {
            if let previous, isUpper(byte), isLower(previous) || isDigit(previous) { result.append(space) }
            result.append(byte)
            previous = byte
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// StencilSwiftKit's `snakeToCamelCase` (leading underscores kept, each `_`-separated word
    /// capitalised; an all-uppercase text lowered word by word first), or nil.
    package static func snakeToCamelCase(_ text: String) -> String? {
        guard isASCII(text) else { return nil }
        let bytes = Array(text.utf8)
        let hasLowercase = bytes.contains(where: isLower)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count, bytes[index] == underscore {
            result.append(underscore)
            index += 1
        }
        var wordStart = true
        for byte in bytes[index...] {
            if byte == underscore {
                wordStart = true
                continue
            }
            var character = byte
            if !hasLowercase, isUpper(character) { character += 32 }
            if wordStart, isLower(character) { character -= 32 }
            wordStart = false
            result.append(character)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The identifier characters of `text` (letters, digits, `_`), prefixed with `method` when
    /// none is left or the first is a digit, or nil.
    package static func identifierCharacters(_ text: String, prefixing prefix: String) -> String? {
        guard isASCII(text) else { return nil }
        let kept = text.utf8.filter { isLower($0) || isUpper($0) || isDigit($0) || $0 == underscore }
        if let first = kept.first, !isDigit(first) { return String(decoding: kept, as: UTF8.self) }
        return prefix + String(decoding: kept, as: UTF8.self)
    }

    /// Whether every byte of `text` is ASCII.
    package static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// `text` with its first byte changed by `change`, when that byte is a whole character (it
    /// and the next are ASCII); nil otherwise.
    private static func changingFirst(of text: String, _ change: (UInt8) -> UInt8) -> String? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return text }
        guard first < 0x80, (utf8.dropFirst().first ?? 0) < 0x80 else { return nil }
        let changed = change(first)
        if changed == first { return text }
        var bytes = Array(utf8)
        bytes[0] = changed
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= capitalA && byte <= capitalZ }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= a && byte <= z }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    private static let a = UInt8(ascii: "a")
    private static let z = UInt8(ascii: "z")
    private static let capitalA = UInt8(ascii: "A")
    private static let capitalZ = UInt8(ascii: "Z")
    private static let zero = UInt8(ascii: "0")
    private static let nine = UInt8(ascii: "9")
    private static let underscore = UInt8(ascii: "_")
    private static let space = UInt8(ascii: " ")
}
