/// Member names of generated mocks, following Sourcery's AutoMockable template.
///
/// A method's stem is Sourcery's "swiftified" selector: `(` and `:` become `_`, `)` and
/// backticks are dropped, then snake_case is camel-cased and the first letter lowered
/// (`didSelectTask(withId:)` → `didSelectTaskWithId`). Templates append `CallsCount`,
/// `Called`, `ReceivedInvocations`, `ReturnValue`, `ThrowableError`, `Closure`, and
/// `receivedName(stem:method:)` to it.
///
/// Sourcery 2 always appends the parameter and return types (`fetchIdIntPageIntTask`); the
/// classic selector stem is kept here because it reads better in tests, and types are
/// appended only to tell overloads apart.
package enum MockNaming {
    /// The stem for each method of one protocol, in order, all distinct.
    ///
    /// Overloads that share a selector stem get Sourcery 2's typed stem, built from the
    /// parameters (`fetch(id: Int)` → `fetchIdInt`, `fetch(id: String)` → `fetchIdString`);
    /// if that still collides the cleaned return type is appended (`loadInt`, `loadString`);
    /// then a number (`fetchIdInt2`) in order of appearance. A method that is not overloaded
    /// always keeps its selector stem, so adding an overload never renames it. A stem is made
    /// of identifier characters and does not start with a digit, so every derived member name
    /// is a valid identifier; a backticked method name gives its bare word (`` `default`() `` → `default`,
    /// so `defaultCallsCount`).
    package static func stems(for methods: [MethodSignature]) -> [String] {
        var candidates = methods.map { clean(selectorStem(of: $0)) }
        // Only overloads (methods sharing a selector stem) change; the others keep theirs.
        let overloads = collidingGroups(candidates, among: Array(candidates.indices)).flatMap { $0 }
        for position in overloads { candidates[position] = clean(typedStem(of: methods[position])) }
        for group in collidingGroups(candidates, among: overloads) {
            for position in group {
                let returnWords =
                    methods[position].returnType.map { Identifier.upperFirst(snakeToCamelCase(cleanString($0.text))) }
                    ?? ""
                candidates[position] = clean(typedStem(of: methods[position]) + returnWords)
            }
        }
        let overloaded = Set(overloads)
        var used = Set(candidates.indices.filter { !overloaded.contains($0) }.map { candidates[$0] })
        for position in candidates.indices where overloaded.contains(position) {
            let candidate = candidates[position]
            var stem = candidate
            var number = 2
            while used.contains(stem) {
                stem = "\(candidate)\(number)"
                number += 1
            }
            used.insert(stem)
            candidates[position] = stem
        }
        return candidates
    }

    /// A local a mock's body declares (`closure`, `recorded`): `preferred`, or with a number
    /// appended (`closure2`) when a parameter is named so, since the body passes the
    /// parameters on after declaring it.
    package static func local(_ preferred: String, avoiding parameters: [MethodSignature.Parameter]) -> String {
        let names = Set(parameters.map { Identifier.bare($0.name) })
        var candidate = preferred
        var number = 2
        while names.contains(candidate) {
            candidate = "\(preferred)\(number)"
            number += 1
        }
        return candidate
    }

    /// The property holding the last received arguments: `stemReceived<Name>` for one
    /// parameter (`showTasksReceivedTasks`), `stemReceivedArguments` otherwise (a method
    /// without parameters has no such property; the name is returned for uniformity).
    package static func receivedName(stem: String, method: MethodSignature) -> String {
        if method.parameters.count == 1, let only = method.parameters.first {
            return stem + "Received" + Identifier.upperFirst(clean(Identifier.bare(only.name)))
        }
        return stem + "ReceivedArguments"
    }

    // MARK: - Sourcery's string filters

    /// `swiftifyMethodName` over the selector: `fetch(id:page:)` → `fetchIdPage`.
    package static func selectorStem(of method: MethodSignature) -> String {
        var selector = method.selector
        for (from, to) in [("(", "_"), (")", ""), (":", "_"), ("`", "")] {
            selector = replacing(from, with: to, in: selector)
        }
        return lowerFirstLetter(snakeToCamelCase(selector))
    }

    /// Sourcery 2's stem over `name(parameters)`: `fetch(id: Int)` → `fetchIdInt`.
    package static func typedStem(of method: MethodSignature) -> String {
        let text = method.name + "(" + method.parameters.map(\.requirementDeclaration).joined(separator: ", ") + ")"
        return lowerFirstLetter(snakeToCamelCase(cleanString(text)))
    }

    /// Sourcery's `cleanString` macro, before `snakeToCamelCase`.
    package static func cleanString(_ text: String) -> String {
        var text = text
        for (from, to) in [
            ("(", "_"), (")", ""), (":", "_"), ("`", ""), (" ", "_"), ("?", "_"), ("!", "_"), (",", "_"),
            ("->", "_"), ("@", "_"), (".", "_"), ("[", ""), ("]", ""), ("<", ""), (">", ""), ("&", "")
        ] {
            text = replacing(from, with: to, in: text)
        }
        return text
    }

    /// StencilSwiftKit's `snakeToCamelCase`: leading underscores kept, each `_`-separated
    /// word capitalised; an all-uppercase input is lowercased word by word first.
    package static func snakeToCamelCase(_ text: String) -> String {
        if let ascii = ASCIIWord.snakeToCamelCase(text) { return ascii }
        let leading = String(text.prefix { $0 == "_" })
        let hasLowercase = text.contains { $0.isLowercase }
        let words = text.split(separator: "_").map { word in
            hasLowercase ? Identifier.upperFirst(String(word)) : Identifier.upperFirst(word.lowercased())
        }
        return leading + words.joined()
    }

    package static func lowerFirstLetter(_ text: String) -> String {
        if let ascii = ASCIIWord.lowerFirst(text) { return ascii }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Keeps identifier characters only and never starts with a digit.
    private static func clean(_ stem: String) -> String {
        if let ascii = ASCIIWord.identifierCharacters(stem, prefixing: "method") { return ascii }
        var result = String(stem.filter { Identifier.isIdentifierContinuation($0) })
        if result.isEmpty || result.first.map({ !Identifier.isIdentifierHead($0) }) == true {
            result = "method" + result
        }
        return result
    }

    /// Every occurrence of `target` in `text` replaced (Foundation-free). ASCII text, what
    /// signatures almost always are, is replaced byte by byte: each byte is then a character,
    /// so the result is the same as comparing characters, at a fraction of the cost.
    private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let bytes = text.utf8
        let needle = Array(target.utf8)
        guard let first = needle.first, bytes.contains(first) else { return text }
        if bytes.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) {
            return replacingASCII(needle, with: replacement, in: Array(bytes))
        }
        let pattern = Array(target)
        let characters = Array(text)
        guard !pattern.isEmpty else { return text }
        var result = ""
        var i = 0
        while i < characters.count {
            if i + pattern.count <= characters.count, Array(characters[i..<(i + pattern.count)]) == pattern {
                result += replacement
                i += pattern.count
            } else {
                result.append(characters[i])
                i += 1
            }
        }
        return result
    }

    private static func replacingASCII(_ needle: [UInt8], with replacement: String, in bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The positions in `positions` whose candidates collide, grouped, in order of appearance.
    private static func collidingGroups(_ candidates: [String], among positions: [Int]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for position in positions { groups[candidates[position], default: []].append(position) }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }
}
