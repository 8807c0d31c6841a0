/// Why a name cannot be used, and a valid name to offer instead.
package struct NameProblem: Sendable, Equatable {
    /// A predicate that reads after the quoted name: `"user profile"` *contains U+0020 (SPACE),
    /// which is not allowed in a Swift identifier*.
    package var reason: String
    /// A name that passes the same check, or nil when none can be derived.
    package var suggestion: String?

    package init(reason: String, suggestion: String?) {
        self.reason = reason
        self.suggestion = suggestion
    }
}

/// The naming rules (docs/spec.md) for module, entity, service and member names.
///
/// Every check returns nil for a valid name, otherwise the first problem found (in the order
/// the rules are listed on each function) and a suggestion that itself passes the check.
/// Names are compared case-sensitively; only ASCII letters, digits and `_` are accepted, so a
/// look-alike such as Cyrillic `А` in `Аuth` is refused rather than written into a file name.
package enum Identifier {
    /// The longest accepted name, in characters.
    package static let maximumLength = 100

    /// Every Swift keyword, including the contextual ones (`get`, `open`, `some`, `Type`,
    /// `Protocol`), case-sensitively. Used for type names, which must not be any of them.
    package static let swiftKeywords: Set<String> = reservedKeywords.union([
        // Declaration keywords that are contextual.
        "actor", "borrowing", "consuming", "macro", "nonisolated", "open", "package",
        // Contextual keywords.
        "any", "associativity", "async", "await", "convenience", "didSet", "dynamic", "each",
        "final", "get", "indirect", "infix", "isolated", "lazy", "left", "mutating", "none",
        "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "sending", "set", "some", "Type", "unowned", "weak", "willSet"
    ])

    /// The keywords that cannot name a method, a parameter's internal use or a property
    /// without backticks (`default`, `class`, `in`, `self`, `Self`, `Any`, ...).
    ///
    /// Checked against Swift 6.3: `func open()`, `func get()` and `func async()` compile, so
    /// contextual keywords are not in this set.
    package static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_"
    ]

    /// The suffixes viper-gen appends to a module name to name generated types and files.
    package static let generatedSuffixes = [
        "ViewController", "View", "Presenter", "Interactor", "InteractorOutput", "Router",
        "Builder", "ViewModel", "Entity", "Model", "Service", "Protocols", "Mocks", "Tests"
    ]

    // MARK: - Type names

    /// The problem with a module, entity or service name, or nil when it is valid.
    ///
    /// Rules, in order: not empty; at most `maximumLength` characters; no control characters
    /// (NUL included), no `..`, no `/` or `\`; only ASCII letters, digits and `_`; not starting
    /// with a digit or `_`; not a Swift keyword (`Self`, `Type`, `Protocol`, `Any`, `class`);
    /// starting with an uppercase letter; not a common system type it would shadow
    /// (`SwiftKnownTypes.shadowedSystemTypes`). The generated-suffix rule is separate
    /// (`generatedSuffixProblem`) because it applies to module names only.
    ///
    /// Suggestions join the ASCII words of the name, capitalised (`user profile` →
    /// `UserProfile`, `../x` → `X`, `1Login` → `Login`), map Cyrillic and Greek look-alikes to
    /// their Latin twins (`Аuth` → `Auth`), and prefix `App` to a keyword or system type
    /// (`Task` → `AppTask`, `Self` → `AppSelf`) because `App` reads right for a module, an
    /// entity and a service alike.
    package static func typeNameProblem(_ name: String) -> NameProblem? {
        guard let reason = typeNameReason(name) else { return nil }
        return NameProblem(reason: reason, suggestion: name.count > maximumLength ? nil : suggestedTypeName(from: name))
    }

    /// The problem with a module name that ends with a suffix viper-gen appends
    /// (`LoginPresenter` → `LoginPresenterPresenter`), or nil.
    ///
    /// A name that is exactly a suffix (`View`, `Router`) has no suggestion; otherwise the
    /// suggestion is the stem with every generated suffix removed (`LoginPresenter` → `Login`,
    /// `ProfileViewView` → `Profile`) when that stem is a valid type name, else nil. Matching is
    /// case-sensitive, so `Preview` and `Overview` pass.
    package static func generatedSuffixProblem(_ name: String) -> NameProblem? {
        guard let suffix = generatedSuffix(of: name) else { return nil }
        let other = suffix == "ViewController" ? "Presenter" : "ViewController"
        let examples = "'\(name)\(suffix)', '\(name)\(other)'"
        if name == suffix {
            return NameProblem(
                reason:
                    "is a suffix viper-gen appends to generated type names, so they would be named \(examples) and so on",
                suggestion: nil)
        }
        var stem = String(name.dropLast(suffix.count))
        while let inner = generatedSuffix(of: stem), inner != stem {
            stem = String(stem.dropLast(inner.count))
        }
        let valid = !stem.isEmpty && typeNameReason(stem) == nil && generatedSuffix(of: stem) == nil
        // A stem that spells a system type with a suffix gets that rule's suggestion
        // (`UIFontPickerViewController` → `UIFontPickerScreen`; found by the signature fuzzer).
        let suggestion = valid ? (generatedShadowProblem(stem).map(\.suggestion) ?? stem) : nil
        return NameProblem(
            reason:
                "ends with '\(suffix)', which viper-gen appends to generated type names, so they would be named \(examples) and so on",
            suggestion: suggestion)
    }

    /// The problem with a module name whose generated type names would spell a system type
    /// (`Progress` → `ProgressView`, SwiftUI's; `SwiftKnownTypes.generatedNameShadows`), or
    /// nil. The suggestion appends `Screen` (`ProgressScreen`).
    package static func generatedShadowProblem(_ name: String) -> NameProblem? {
        for suffix in generatedSuffixes {
            let generated = name + suffix
            guard let framework = SwiftKnownTypes.generatedNameShadows[generated] else { continue }
            let suggestion = name + "Screen"
            return NameProblem(
                reason:
                    "would name a generated type '\(generated)', which shadows \(framework)'s '\(generated)' in the whole app target",
                suggestion: typeNameReason(suggestion) == nil && generatedSuffix(of: suggestion) == nil
                    ? suggestion : nil)
        }
        return nil
    }

    /// The module-only rules: `generatedSuffixProblem`, then `generatedShadowProblem`.
    package static func moduleSuffixProblem(_ name: String) -> NameProblem? {
        generatedSuffixProblem(name) ?? generatedShadowProblem(name)
    }

    /// `typeNameProblem`, then `moduleSuffixProblem`, with a suggestion that passes both
    /// (or nil): the check for a module name.
    package static func moduleNameProblem(_ name: String) -> NameProblem? {
        if var problem = typeNameProblem(name) {
            if let suggestion = problem.suggestion, moduleSuffixProblem(suggestion) != nil {
                problem.suggestion = moduleSuffixProblem(suggestion)?.suggestion
            }
            return problem
        }
        return moduleSuffixProblem(name)
    }

    // MARK: - Member names

    /// The problem with a field or parameter name, or nil when it is a valid lowerCamelCase
    /// Swift identifier.
    ///
    /// Rules, in order: not empty; at most `maximumLength` characters; the same character
    /// rules as type names (ASCII letters, digits, `_`); not starting with a digit; not a
    /// reserved keyword (`default`, `class`, `self`; contextual ones such as `open` or `type`
    /// are fine); starting with a lowercase letter or `_` (a leading underscore is valid Swift
    /// and left to the lead's warnings). Suggestions lower the first word, acronyms included
    /// (`URLString` → `urlString`, `Title` → `title`), and append `Value` to a keyword
    /// (`default` → `defaultValue`).
    package static func memberNameProblem(_ name: String) -> NameProblem? {
        guard let reason = memberNameReason(name) else { return nil }
        return NameProblem(
            reason: reason, suggestion: name.count > maximumLength ? nil : suggestedMemberName(from: name))
    }

    // MARK: - Rules

    package static func typeNameReason(_ name: String) -> String? {
        if let reason = commonReason(name) { return reason }
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if first == "_" { return "starts with '_'; a type name starts with an uppercase letter" }
        if swiftKeywords.contains(name) { return "is a Swift keyword" }
        if !isASCIIUppercase(first) { return "starts with a lowercase letter; type names are UpperCamelCase" }
        if let framework = SwiftKnownTypes.shadowedSystemTypes[name] {
            return "would shadow \(framework)'s '\(name)' in generated code"
        }
        return nil
    }

    package static func memberNameReason(_ name: String) -> String? {
        if let reason = commonReason(name) { return reason }
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if reservedKeywords.contains(name) { return "is a Swift keyword" }
        if isASCIIUppercase(first) { return "starts with an uppercase letter; member names are lowerCamelCase" }
        return nil
    }

    /// The rules type and member names share: length, characters, leading digit.
    private static func commonReason(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        let length = name.count
        if length > maximumLength { return "is \(length) characters long; the limit is \(maximumLength)" }
        let scalars = name.unicodeScalars
        // ASCII is decided by value; only other scalars need the Unicode tables.
        if let control = scalars.first(where: {
            $0.isASCII ? ($0.value < 0x20 || $0.value == 0x7F) : $0.properties.generalCategory == .control
        }) {
            return "contains \(describe(control)), a control character"
        }
        if containsTwoDots(name) { return "contains '..', a parent-directory reference" }
        if let separator = scalars.first(where: { $0 == "/" || $0 == "\\" }) {
            return "contains '\(separator)', a path separator"
        }
        for scalar in scalars where !isASCIIIdentifierScalar(scalar) {
            guard scalar.isASCII else {
                let category = scalar.properties.generalCategory
                let invisible = [.spaceSeparator, .lineSeparator, .paragraphSeparator, .format].contains(category)
                let what: String
                if invisible {
                    what = "which is not allowed in a Swift identifier"
                } else if scalar.properties.isAlphabetic {
                    what = "which is not an ASCII letter"
                } else if scalar.properties.numericType != nil {
                    what = "which is not an ASCII digit"
                } else {
                    what = "which is not an ASCII letter or digit"
                }
                return "contains \(describe(scalar)), \(what)"
            }
            return "contains \(describe(scalar)), which is not allowed in a Swift identifier"
        }
        if let first = scalars.first, isASCIIDigit(first) { return "starts with a digit" }
        return nil
    }

    /// Whether `name` contains `..` (a byte loop: this runs on every start).
    private static func containsTwoDots(_ name: String) -> Bool {
        var previousWasDot = false
        for byte in name.utf8 {
            let isDot = byte == UInt8(ascii: ".")
            if isDot, previousWasDot { return true }
            previousWasDot = isDot
        }
        return false
    }

    private static func generatedSuffix(of name: String) -> String? {
        generatedSuffixes.sorted { $0.count > $1.count }.first { name.hasSuffix($0) }
    }

    // MARK: - Suggestions

    package static func suggestedTypeName(from name: String) -> String? {
        guard var candidate = joinedWords(of: name, lowerFirst: false) else { return nil }
        if swiftKeywords.contains(candidate) || SwiftKnownTypes.shadowedSystemTypes[candidate] != nil {
            candidate = "App" + candidate
        }
        return typeNameReason(candidate) == nil ? candidate : nil
    }

    package static func suggestedMemberName(from name: String) -> String? {
        guard var candidate = joinedWords(of: name, lowerFirst: true) else { return nil }
        if reservedKeywords.contains(candidate) { candidate += "Value" }
        return memberNameReason(candidate) == nil ? candidate : nil
    }

    /// The ASCII words of `name` (runs of letters and digits, after mapping look-alikes) joined
    /// in camel case, without leading digits; nil when nothing usable is left or a letter
    /// outside ASCII has no Latin twin.
    private static func joinedWords(of name: String, lowerFirst: Bool) -> String? {
        var words: [String] = []
        var current = ""
        for original in name.unicodeScalars {
            let scalar = latinLookAlikes[original] ?? original
            if scalar.isASCII, isASCIILetter(scalar) || isASCIIDigit(scalar) {
                current.unicodeScalars.append(scalar)
                continue
            }
            if !scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                return nil
            }
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        if !current.isEmpty { words.append(current) }
        var joined = String(words.map(upperFirst).joined().drop { $0.isASCII && $0.isNumber })
        guard !joined.isEmpty, joined.count <= maximumLength else { return nil }
        if lowerFirst { joined = lowerLeadingWord(joined) }
        return joined
    }

    package static func upperFirst(_ word: String) -> String {
        if let ascii = ASCIIWord.upperFirst(word) { return ascii }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `Title` → `title`, `URLString` → `urlString`, `ID` → `id`.
    package static func lowerLeadingWord(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isASCII, characters[run].isUppercase { run += 1 }
        if run == 0 { return word }
        // Keep the last capital of an acronym when a lowercase word follows it (`URLString`).
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        return String(characters[..<run]).lowercased() + String(characters[run...])
    }

    /// Cyrillic and Greek letters that look like Latin ones, for suggestions only.
    private static let latinLookAlikes: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(UInt32, Unicode.Scalar)] = [
            // Cyrillic capitals and small letters.
            (0x0410, "A"), (0x0412, "B"), (0x0415, "E"), (0x041A, "K"), (0x041C, "M"), (0x041D, "H"),
            (0x041E, "O"), (0x0420, "P"), (0x0421, "C"), (0x0422, "T"), (0x0425, "X"), (0x0405, "S"),
            (0x0406, "I"), (0x0408, "J"), (0x0430, "a"), (0x0435, "e"), (0x043E, "o"), (0x0440, "p"),
            (0x0441, "c"), (0x0443, "y"), (0x0445, "x"), (0x0455, "s"), (0x0456, "i"), (0x0458, "j"),
            // Greek capitals and small letters.
            (0x0391, "A"), (0x0392, "B"), (0x0395, "E"), (0x0396, "Z"), (0x0397, "H"), (0x0399, "I"),
            (0x039A, "K"), (0x039C, "M"), (0x039D, "N"), (0x039F, "O"), (0x03A1, "P"), (0x03A4, "T"),
            (0x03A5, "Y"), (0x03A7, "X"), (0x03BF, "o")
        ]
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (value, latin) in pairs {
            if let scalar = Unicode.Scalar(value) { map[scalar] = latin }
        }
        return map
    }()

    // MARK: - Characters

    package static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    package static func isASCIIUppercase(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }

    package static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    package static func isASCIIIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "_"
    }

    /// Whether a character can start a Swift identifier (signature names accept Unicode
    /// letters, as Swift does; `Identifier`'s checks are stricter).
    package static func isIdentifierHead(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return scalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }

    package static func isIdentifierContinuation(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
    }

    /// `'/'` for visible ASCII, `'А' (U+0410 CYRILLIC CAPITAL LETTER A)` for other visible
    /// characters, `U+0000 (NULL)` for invisible ones, so a message never prints a raw control
    /// character.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value >= 0x21, scalar.value <= 0x7E { return "'\(scalar)'" }
        let code = code(scalar)
        let name = scalar.properties.name ?? controlNames[scalar.value]
        let category = scalar.properties.generalCategory
        let invisible: [Unicode.GeneralCategory] = [
            .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .surrogate, .privateUse, .unassigned
        ]
        if invisible.contains(category) {
            return name.map { "\(code) (\($0))" } ?? code
        }
        return name.map { "'\(scalar)' (\(code) \($0))" } ?? "'\(scalar)' (\(code))"
    }

    /// `U+202E`: the scalar's code point, at least four hexadecimal digits.
    package static func code(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
            + String(scalar.value, radix: 16, uppercase: true)
    }

    private static let controlNames: [UInt32: String] = [
        0x00: "NULL", 0x09: "TAB", 0x0A: "LINE FEED", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED",
        0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE", 0x85: "NEXT LINE"
    ]

    /// The name without surrounding backticks.
    package static func bare(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { return String(name.dropFirst().dropLast()) }
        return name
    }
}
