import TextSupport

/// Parses one JSON Lines query — a flat JSON object such as
/// `{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}` — with a hand-written
/// byte scanner, fast enough for millions of lines.
///
/// Strict where it matters for CI: values must be JSON integers (`3.5`, `"3"`, `3e0`, `true` are
/// refused), unknown and duplicate fields are errors, nothing may follow the object. Range and
/// missing-field problems are all reported together, in field order; a syntax error, an unknown
/// field or a duplicate stops the line at once.
package enum QueryParser {
    /// The fields a query accepts, in the order they are reported.
    package static let fields: [InputField] = [
        .teamSize, .complexity, .testing, .maintenance, .speed, .screens, .current
    ]

    /// Parses a query given as a string (convenience for tests and single queries).
    package static func parse(_ line: String) -> Result<EvaluationInput, InputErrors> {
        var copy = line
        return copy.withUTF8 { parse($0) }
    }

    /// Parses one line, without its newline. Leading and trailing JSON whitespace is allowed.
    package static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<EvaluationInput, InputErrors> {
        var scanner = Scanner(bytes: line)
        var values = (0, 0, 0, 0, 0, 0)
        var seen: UInt8 = 0
        var current: Pattern?
        var errors: [(field: Int, error: EvaluationError)] = []

        func fail(_ error: EvaluationError) -> Result<EvaluationInput, InputErrors> {
            .failure(InputErrors([error]))
        }

        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "{") else {
            return fail(
                .malformed(
                    scanner.atEnd
                        ? "expected '{', found the end of the line" : "expected '{' at column \(scanner.column)"))
        }
        scanner.index += 1
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.index += 1
        } else {
            while true {
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: "\"") else {
                    return fail(.malformed("expected a field name in double quotes at column \(scanner.column)"))
                }
                guard let keyRange = scanner.scanString() else {
                    return fail(.malformed("unterminated string starting at column \(scanner.column)"))
                }
                let fieldIndex = fieldIndex(of: line, keyRange)
                guard let fieldIndex else {
                    let key = truncated(decodeString(line, (keyRange.lowerBound + 1)..<(keyRange.upperBound - 1)))
                    return fail(.unknownField(key, suggestion: suggestion(for: key)))
                }
                let field = fields[fieldIndex]
                if seen & (1 << UInt8(fieldIndex)) != 0 {
                    return fail(.duplicateField(field.jsonKey))
                }
                seen |= 1 << UInt8(fieldIndex)
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: ":") else {
                    return fail(.malformed("expected ':' after \(field.jsonKey) at column \(scanner.column)"))
                }
                scanner.index += 1
                scanner.skipWhitespace()
                let valueStart = scanner.index
                guard let value = scanner.scanValue() else {
                    let opened =
                        valueStart < line.count
                        && [UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "{")].contains(line[valueStart])
                    return fail(
                        .malformed(
                            opened
                                ? "malformed value for \(field.jsonKey) starting at column \(valueStart + 1)"
                                : "expected a value for \(field.jsonKey) at column \(valueStart + 1)"))
                }
                let written = {
                    truncated(String(decoding: UnsafeBufferPointer(rebasing: line[value.range]), as: UTF8.self))
                }
                if field == .current {
                    if value.kind == .string,
                        let pattern = Pattern(
                            name: decodeString(
                                line,
                                value.range.index(
                                    after: value.range.lowerBound)..<value.range.index(before: value.range.upperBound)))
                    {
                        current = pattern
                    } else {
                        errors.append((fieldIndex, .invalidValue(field, got: written())))
                    }
                } else if value.kind == .bare, let integer = integerValue(line, value.range), field.accepts(integer) {
                    switch fieldIndex {
                    case 0: values.0 = integer
                    case 1: values.1 = integer
                    case 2: values.2 = integer
                    case 3: values.3 = integer
                    case 4: values.4 = integer
                    default: values.5 = integer
                    }
                } else {
                    errors.append((fieldIndex, .invalidValue(field, got: written())))
                }
                scanner.skipWhitespace()
                if scanner.peek == UInt8(ascii: ",") {
                    scanner.index += 1
                    continue
                }
                if scanner.peek == UInt8(ascii: "}") {
                    scanner.index += 1
                    break
                }
                return fail(
                    .malformed(
                        scanner.atEnd
                            ? "expected ',' or '}', found the end of the line"
                            : "expected ',' or '}' at column \(scanner.column)"))
            }
        }
        scanner.skipWhitespace()
        guard scanner.atEnd else {
            return fail(.malformed("unexpected text after the object at column \(scanner.column)"))
        }
        if errors.isEmpty, seen & 0b1_1111 == 0b1_1111 {
            return .success(
                EvaluationInput(
                    teamSize: values.0, complexity: values.1, testing: values.2, maintenance: values.3, speed: values.4,
                    screens: seen & (1 << 5) != 0 ? values.5 : nil, current: current
                ))
        }
        var ordered: [EvaluationError] = []
        for index in 0..<fields.count {
            if let error = errors.first(where: { $0.field == index }) {
                ordered.append(error.error)
            } else if index < 5, seen & (1 << UInt8(index)) == 0 {
                ordered.append(.missing(fields[index]))
            }
        }
        return .failure(InputErrors(ordered))
    }

    // MARK: Pieces

    /// The raw key bytes of each field, to match keys without building strings.
    private static let keyBytes: [[UInt8]] = fields.map { Array($0.jsonKey.utf8) }

    private static func fieldIndex(of line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        // The range includes the quotes.
        let start = range.lowerBound + 1
        let count = range.count - 2
        for (index, key) in keyBytes.enumerated() where key.count == count {
            var equal = true
            for offset in 0..<count where line[start + offset] != key[offset] {
                equal = false
                break
            }
            if equal { return index }
        }
        // A key written with escapes (`"team\u0053ize"`) is still that key.
        if line[range].contains(UInt8(ascii: "\\")) {
            let decoded = decodeString(line, (range.lowerBound + 1)..<(range.upperBound - 1))
            return fields.firstIndex { $0.jsonKey == decoded }
        }
        return nil
    }

    /// The value of a bare token if it is a JSON integer (`-?(0|[1-9][0-9]*)`) that fits `Int`.
    private static func integerValue(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        let negative = line[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound else { return nil }
        if line[index] == UInt8(ascii: "0"), range.upperBound - index > 1 { return nil }
        var value = 0
        while index < range.upperBound {
            let byte = line[index]
            guard byte >= 48, byte <= 57 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(byte &- 48)
            let (next, overflow2) =
                negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// Decodes the contents of a JSON string (without its quotes), resolving escapes; a bad
    /// escape or invalid UTF-8 becomes U+FFFD rather than an error.
    static func decodeString(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: line[range])
        guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        func flush() {
            if !bytes.isEmpty {
                scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
                bytes.removeAll()
            }
        }
        var index = 0
        func hex4(at position: Int) -> UInt32? {
            guard position + 4 <= slice.count else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = slice[position + offset]
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 65...70: digit = UInt32(byte - 55)
                case 97...102: digit = UInt32(byte - 87)
                default: return nil
                }
                value = value << 4 | digit
            }
            return value
        }
        while index < slice.count {
            let byte = slice[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < slice.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = slice[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard let high = hex4(at: index) else {
                    scalars.append("\u{FFFD}")
                    continue
                }
                index += 4
                if (0xD800..<0xDC00).contains(high), index + 6 <= slice.count, slice[index] == UInt8(ascii: "\\"),
                    slice[index + 1] == UInt8(ascii: "u"), let low = hex4(at: index + 2),
                    (0xDC00..<0xE000).contains(low)
                {
                    index += 6
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}")
                } else {
                    scalars.append(Unicode.Scalar(high) ?? "\u{FFFD}")
                }
            default:
                // `\"`, `\\`, `\/` stand for themselves; anything else is kept as written.
                scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }

    /// Keeps error messages short when a user writes a huge key or value.
    private static func truncated(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "..." : text
    }

    /// The field whose name is closest to `key` (a typo or a different case), if any.
    static func suggestion(for key: String) -> String? {
        let lowered = key.lowercased().filter { $0 != "_" && $0 != "-" }
        if let exact = fields.first(where: { $0.jsonKey.lowercased() == lowered }) { return exact.jsonKey }
        // More room than a name's typo: a query key is often a whole word in another spelling.
        let limit = max(2, lowered.count / 3)
        return Suggestion.closest(to: lowered, among: fields.map(\.jsonKey), rule: .init { _, _ in limit })
    }
}

/// A cursor over the bytes of one line.
private struct Scanner {
    enum Kind { case string, bare, nested }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    /// 1-based byte column, for messages.
    var column: Int { index + 1 }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Scans a string starting at the opening quote; returns its range including both quotes.
    mutating func scanString() -> Range<Int>? {
        let start = index
        var position = index + 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return start..<index
            }
            position += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }

    /// Scans one value: a string, an array or object (skipped as a whole), or a bare token
    /// (number, literal or garbage) up to the next delimiter or whitespace.
    mutating func scanValue() -> (kind: Kind, range: Range<Int>)? {
        guard let first = peek else { return nil }
        let start = index
        switch first {
        case UInt8(ascii: "\""):
            guard let range = scanString() else { return nil }
            return (.string, range)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var closers: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    guard scanString() != nil else { return nil }
                    continue
                case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
                case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard closers.popLast() == byte else { return nil }
                default: break
                }
                index += 1
                if closers.isEmpty { return (.nested, start..<index) }
            }
            return nil
        default:
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"),
                    UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"):
                    return index > start ? (.bare, start..<index) : nil
                default:
                    index += 1
                }
            }
            return index > start ? (.bare, start..<index) : nil
        }
    }
}
