import TextSupport

/// Reading single values: strings, option values, paths and identifiers.
extension SpecDecoding {
    /// The string in `node`, or nil after reporting a type mismatch. With `singleLine`, a
    /// string containing a line break or control character is reported too.
    package mutating func decodeString(_ node: JSONNode, singleLine: Bool = true) -> String? {
        guard let text = node.stringValue else {
            var hint: String?
            switch node.value {
            case .number(let literal): hint = "write it in quotes: \(JSONPath.quoted(literal))"
            case .null: hint = "remove the key to use the default"
            default: hint = nil
            }
            report(.typeMismatch(expected: "a string", found: node.typeDescription, hint: hint), at: node)
            return nil
        }
        if singleLine, Self.hasControlCharacter(text) {
            report(.controlCharacter(value: text), at: node)
            return nil
        }
        return text
    }

    /// The option value in `node`, matched ignoring case, or nil after reporting the problem.
    package mutating func decodeOption<Value: RawRepresentable & CaseIterable>(
        _ node: JSONNode, as type: Value.Type, option: String
    ) -> Value? where Value.RawValue == String {
        guard let text = decodeString(node, singleLine: false) else { return nil }
        let lowered = text.lowercased()
        if let match = Value.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            return match
        }
        let valid = Value.allCases.map(\.rawValue)
        report(
            .invalidValue(
                value: text, option: option, suggestion: Suggestion.closest(to: text, among: valid),
                validValues: valid), at: node)
        return nil
    }

    /// A path where files are written (`output`, `testsOutput`): relative, inside the project.
    package mutating func decodeOutputPath(_ node: JSONNode, option: String) -> String? {
        guard let path = decodeString(node) else { return nil }
        if path.isEmpty {
            report(.emptyValue(option: option), at: node)
            return nil
        }
        if Self.isAbsolute(path) {
            report(.absolutePath(path: path, suggestion: Self.relativeSuggestion(for: path)), at: node)
            return nil
        }
        if Self.components(of: path).contains("..") {
            report(.pathLeavesProject(path: path), at: node)
            return nil
        }
        if let invisible = path.unicodeScalars.first(where: { !$0.isASCII && $0.properties.generalCategory == .format })
        {
            // The path is shown with each such character spelled out: printed raw, it would
            // reorder or hide the message's own text.
            let shown = path.unicodeScalars.map {
                !$0.isASCII && $0.properties.generalCategory == .format ? "<\(Identifier.code($0))>" : String($0)
            }.joined()
            report(.invisibleCharacterInPath(path: shown, character: Identifier.describe(invisible)), at: node)
            return nil
        }
        return path
    }

    /// The Xcode project (`xcodeproj`): like an output path (viper-gen writes its
    /// project.pbxproj), naming a `.xcodeproj` folder.
    package mutating func decodeProjectPath(_ node: JSONNode) -> String? {
        guard let path = decodeOutputPath(node, option: "Xcode project path") else { return nil }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed.hasSuffix(".xcodeproj"), trimmed.count > ".xcodeproj".count,
            !trimmed.hasSuffix("/.xcodeproj")
        else {
            report(.notAnXcodeProject(path: path), at: node)
            return nil
        }
        return trimmed
    }

    /// Target names (`targets`, `testTargets`): a non-empty array of distinct names.
    package mutating func decodeTargetNames(_ node: JSONNode) -> [String]? {
        guard let elements = node.arrayValue else {
            let hint = node.stringValue.map { "write [\(JSONPath.quoted($0))]" }
            report(
                .typeMismatch(expected: "an array of target names", found: node.typeDescription, hint: hint), at: node)
            return nil
        }
        if elements.isEmpty {
            report(.emptyValue(option: "list of targets"), at: node)
            return nil
        }
        var names: [String] = []
        var valid = true
        for element in elements {
            guard let name = decodeString(element) else {
                valid = false
                continue
            }
            if name.isEmpty {
                report(.emptyValue(option: "target name"), at: element)
                valid = false
            } else if names.contains(name) {
                report(.duplicateTarget(name: name), at: element)
                valid = false
            } else {
                names.append(name)
            }
        }
        return valid ? names : nil
    }

    /// A path that is only read (`templates`): any location, but one non-empty line.
    package mutating func decodeReadPath(_ node: JSONNode, option: String) -> String? {
        guard let path = decodeString(node) else { return nil }
        if path.isEmpty {
            report(.emptyValue(option: option), at: node)
            return nil
        }
        return path
    }

    /// A plain identifier (`domain`, `testableImport`, `protocolSuffix`): letters, digits and
    /// underscores, not starting with a digit. It becomes a folder or part of Swift code, so
    /// `/`, `..` and spaces cannot appear in it.
    package mutating func decodeIdentifier(_ node: JSONNode, option: String) -> String? {
        guard let text = decodeString(node) else { return nil }
        if text.isEmpty {
            report(.emptyValue(option: option), at: node)
            return nil
        }
        guard Self.isIdentifier(text) else {
            report(
                .invalidIdentifier(option: option, value: text, suggestion: Self.identifierSuggestion(for: text)),
                at: node)
            return nil
        }
        return text
    }

    // MARK: - Text rules

    package static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029
        }
    }

    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !isDigit(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    /// `Auth/Login` → `AuthLogin`, `my app` → `MyApp`: the words joined in UpperCamelCase.
    package static func identifierSuggestion(for text: String) -> String? {
        let words = text.unicodeScalars.split { !isIdentifierScalar($0) }
        var result = ""
        for word in words {
            let string = String(String.UnicodeScalarView(word))
            result += string.prefix(1).uppercased() + string.dropFirst()
        }
        guard let first = result.unicodeScalars.first, !isDigit(first), result != text else { return nil }
        return result
    }

    package static func isAbsolute(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.hasPrefix("~") { return true }
        let scalars = Array(path.unicodeScalars.prefix(2))
        return scalars.count == 2 && scalars[1] == ":" && scalars[0].properties.isAlphabetic
    }

    /// The path without its root (`/tmp/App` → `tmp/App`), if something sensible is left.
    package static func relativeSuggestion(for path: String) -> String? {
        var rest = Substring(path)
        if rest.unicodeScalars.count >= 2, rest.unicodeScalars.dropFirst().first == ":" {
            rest = rest.dropFirst(2)
        }
        while let first = rest.first, first == "/" || first == "\\" || first == "~" {
            rest = rest.dropFirst()
        }
        let suggestion = String(rest)
        guard !suggestion.isEmpty, !components(of: suggestion).contains("..") else { return nil }
        return suggestion
    }

    package static func components(of path: String) -> [Substring] {
        path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    }
}
