#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Swift expressions that build a sample value of a type, for generated tests.
///
/// Generated tests call declared methods with these values and compare what the mocks
/// recorded. A type with no known sample (a type of the user's app that the spec does not
/// declare) yields `nil`, and the templates leave that method out of the recording tests.
struct SampleValues {
    /// Entities declared in the spec, by name: a sample of an entity is its memberwise
    /// initializer applied to samples of its fields.
    var entities: [String: [FieldDeclaration]]

    /// Types whose values compare with `==`, so a test can assert on the recorded argument.
    func isEquatable(_ type: String) -> Bool {
        let type = type.trimmingWhitespace()
        if let inner = optionalWrapped(type) { return isEquatable(inner) }
        if let element = arrayElement(type) { return isEquatable(element) }
        if let (key, value) = dictionaryPair(type) { return isEquatable(key) && isEquatable(value) }
        if Self.scalars[type] != nil { return true }
        return entities[type] != nil
    }

    /// A Swift expression of `type`, or nil when none can be derived.
    func expression(for type: String, depth: Int = 0) -> String? {
        let type = type.trimmingWhitespace()
        guard depth < 8 else { return nil }
        if let inner = optionalWrapped(type) {
            return expression(for: inner, depth: depth + 1) ?? "nil"
        }
        // Collections get one element when they can, so that a sample differs from the
        // empty initial state (Observation does not report a write of an equal value).
        if let element = arrayElement(type) {
            return expression(for: element, depth: depth + 1).map { "[\($0)]" } ?? "[]"
        }
        if let (key, value) = dictionaryPair(type) {
            guard let keySample = expression(for: key, depth: depth + 1), let valueSample = expression(for: value, depth: depth + 1) else { return "[:]" }
            return "[\(keySample): \(valueSample)]"
        }
        if type.hasPrefix("Set<"), type.hasSuffix(">") {
            return expression(for: String(type.dropFirst(4).dropLast()), depth: depth + 1).map { "[\($0)]" } ?? "[]"
        }
        if let scalar = Self.scalars[type] { return scalar }
        if let fields = entities[type] {
            var arguments: [String] = []
            for field in fields where field.defaultValue == nil {
                guard let value = expression(for: field.type, depth: depth + 1) else { return nil }
                arguments.append("\(field.name): \(value)")
            }
            return "\(type)(\(arguments.joined(separator: ", ")))"
        }
        if type.hasPrefix("(") && type.contains("->") { return closureSample(type) }
        if type.hasPrefix("@escaping ") { return expression(for: String(type.dropFirst(10)), depth: depth + 1) }
        if type.hasPrefix("@Sendable ") { return expression(for: String(type.dropFirst(10)), depth: depth + 1) }
        return nil
    }

    private static let scalars: [String: String] = [
        "String": "\"sample\"", "Substring": "\"sample\"", "Character": "\"s\"",
        "Int": "1", "Int8": "1", "Int16": "1", "Int32": "1", "Int64": "1",
        "UInt": "1", "UInt8": "1", "UInt16": "1", "UInt32": "1", "UInt64": "1",
        "Double": "1.5", "Float": "1.5", "CGFloat": "1.5", "Decimal": "Decimal(1)",
        "Bool": "true",
        "Date": "Date(timeIntervalSince1970: 0)",
        "URL": "URL(fileURLWithPath: \"/sample\")",
        "UUID": "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))",
        "Data": "Data([1, 2, 3])",
        "TimeInterval": "1.5",
    ]

    /// `{ _, _ in }` for a Void-returning closure type; nil for closures that return a value.
    private func closureSample(_ type: String) -> String? {
        // The last top-level `->` separates the parameters from the result.
        let characters = Array(type)
        guard let arrow = (0..<max(0, characters.count - 1)).last(where: { characters[$0] == "-" && characters[$0 + 1] == ">" }) else { return nil }
        let result = String(characters[(arrow + 2)...]).trimmingWhitespace()
        guard result == "Void" || result == "()" else { return nil }
        var parameters = String(characters[..<arrow]).trimmingWhitespace()
        for effect in [" throws", " async"] where parameters.hasSuffix(effect) {
            parameters = String(parameters.dropLast(effect.count)).trimmingWhitespace()
        }
        guard parameters.hasPrefix("("), parameters.hasSuffix(")") else { return nil }
        let inner = parameters.dropFirst().dropLast()
        let count = topLevelCommaCount(String(inner)) + (inner.trimmingWhitespace().isEmpty ? 0 : 1)
        if count == 0 { return "{}" }
        return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    private func optionalWrapped(_ type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    private func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), topLevelColon(String(type.dropFirst().dropLast())) == nil {
            return String(type.dropFirst().dropLast())
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }

    private func dictionaryPair(_ type: String) -> (String, String)? {
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = String(type.dropFirst().dropLast())
        guard let colon = topLevelColon(inner) else { return nil }
        return (String(inner[..<colon]).trimmingWhitespace(), String(inner[inner.index(after: colon)...]).trimmingWhitespace())
    }

    private func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    private func topLevelCommaCount(_ text: String) -> Int {
        var depth = 0, count = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
            previous = character
        }
        return count
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

extension SampleValues {
    /// Whether a value of `type` is `Codable` as far as viper-gen can tell: Swift and
    /// Foundation scalars, collections of them, and declared entities (which are Codable when
    /// their own fields are).
    func isCodable(_ type: String, depth: Int = 0) -> Bool {
        let type = type.trimmingWhitespace()
        guard depth < 8 else { return false }
        if type.hasSuffix("?") { return isCodable(String(type.dropLast()), depth: depth + 1) }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return inner.split(separator: ":").allSatisfy { isCodable(String($0), depth: depth + 1) }
        }
        if Self.codableScalars.contains(type) { return true }
        if let fields = entities[type] { return fields.allSatisfy { isCodable($0.type, depth: depth + 1) } }
        return false
    }

    private static let codableScalars: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    ]

    /// The initial value of a stored state property: `false`, `0`, `""`, `[]`, `nil`…
    func initialValue(for type: String) -> String? {
        let type = type.trimmingWhitespace()
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return type.contains(":") ? "[:]" : "[]"
        }
        switch type {
        case "Bool": return "false"
        case "String": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "TimeInterval": return "0"
        default: return nil
        }
    }
}
