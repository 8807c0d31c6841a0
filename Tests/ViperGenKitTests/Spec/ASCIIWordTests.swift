import Testing
import ViperGenSpec

/// The byte-wise naming functions give what the character-wise ones they stand in for give
/// (written out here as the oracle, as they were before the byte-wise forms), on every ASCII
/// text of a seeded sample, and decline text that is not ASCII.
@Suite struct ASCIIWordTests {
    static func characterUpperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    static func characterLowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    static func characterLowerLeadingRun(_ name: String) -> String {
        let uppercasePrefix = name.prefix { $0.isUppercase }
        if uppercasePrefix.count > 1, uppercasePrefix.count < name.count {
            return uppercasePrefix.dropLast().lowercased() + name.dropFirst(uppercasePrefix.count - 1)
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    static func characterSpacedWords(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    static func characterSnakeToCamelCase(_ text: String) -> String {
        let leading = String(text.prefix { $0 == "_" })
        let hasLowercase = text.contains { $0.isLowercase }
        let words = text.split(separator: "_").map { word in
            hasLowercase ? characterUpperFirst(String(word)) : characterUpperFirst(word.lowercased())
        }
        return leading + words.joined()
    }

    static func characterIdentifierCharacters(_ stem: String) -> String {
        var result = String(stem.filter { $0.unicodeScalars.allSatisfy { $0.properties.isXIDContinue } })
        let head = result.first.map { character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first, first == "_" || first.properties.isXIDStart else { return false }
            return scalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
        }
        if result.isEmpty || head == false { result = "method" + result }
        return result
    }

    /// Texts over an alphabet with every case the functions tell apart (capitals, small
    /// letters, digits, `_`, punctuation, `\r\n`), from a fixed seed.
    static let samples: [String] = {
        let alphabet = Array("aZbY09_ _(:)`.-xQ\r\n")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var texts = [
            "", "a", "A", "_", "__a_b", "URL", "URLSession", "Login", "TaskList", "fetch_ID_page", "0abc", "\r\n"
        ]
        for _ in 0..<4_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            var text = ""
            for step in 0..<length {
                text.append(alphabet[Int((state >> UInt64(step * 4 % 56)) & 0xFF) % alphabet.count])
            }
            texts.append(text)
        }
        return texts
    }()

    @Test func byteWiseFormsAgreeWithCharacterWiseOnes() {
        for text in Self.samples {
            #expect(ASCIIWord.upperFirst(text) == Self.characterUpperFirst(text), "\(text.debugDescription)")
            #expect(ASCIIWord.lowerFirst(text) == Self.characterLowerFirst(text), "\(text.debugDescription)")
            #expect(ASCIIWord.lowerLeadingRun(text) == Self.characterLowerLeadingRun(text), "\(text.debugDescription)")
            #expect(ASCIIWord.spacedWords(text) == Self.characterSpacedWords(text), "\(text.debugDescription)")
            #expect(
                ASCIIWord.snakeToCamelCase(text) == Self.characterSnakeToCamelCase(text), "\(text.debugDescription)")
            #expect(
                ASCIIWord.identifierCharacters(text, prefixing: "method") == Self.characterIdentifierCharacters(text),
                "\(text.debugDescription)")
        }
    }

    @Test func textThatIsNotASCIIIsLeftToTheCharacterWiseForms() {
        for text in ["éclair", "Ünit", "task_ß", "a\u{301}b"] {
            #expect(ASCIIWord.snakeToCamelCase(text) == nil)
            #expect(ASCIIWord.spacedWords(text) == nil)
            #expect(ASCIIWord.lowerLeadingRun(text) == nil)
            #expect(ASCIIWord.identifierCharacters(text, prefixing: "method") == nil)
        }
        // The first character decides alone: a combining mark after an ASCII letter is part of it.
        #expect(ASCIIWord.upperFirst("e\u{301}clair") == nil)
        #expect(ASCIIWord.upperFirst("éclair") == nil)
        #expect(upperFirst("e\u{301}clair") == "E\u{301}clair")
        #expect(lowerFirst("ÜNIT") == "üNIT")
    }
}
