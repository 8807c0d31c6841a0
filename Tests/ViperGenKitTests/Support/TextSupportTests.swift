import Testing
import TextSupport

/// The one JSON string escaper and the one "did you mean" algorithm (`Sources/TextSupport`),
/// which every target uses instead of its own.
@Suite struct JSONTextTests {
    /// Inputs and the JSON literal each must be written as.
    static let cases: [(String, String)] = [
        ("plain", #""plain""#),
        ("", #""""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}", #""\u0000\u0001\u0008\u000c\u001b\u001f""#),
        // DEL and everything above it are written as they are: where the four escapers of old
        // differed (the answers' writer escaped DEL), the one the reports and diagnostics used wins.
        ("del\u{7F}", "\"del\u{7F}\""),
        ("é 日本 🚀 \u{2028}", "\"é 日本 🚀 \u{2028}\""),
        ("é\n🚀\"", #""é\n🚀\"""#)
    ]

    @Test(arguments: cases) func escapes(_ input: String, _ expected: String) {
        #expect(JSONText.quoted(input) == expected)
        var bytes = Array("x".utf8)
        JSONText.append(input, to: &bytes)
        #expect(bytes == Array("x".utf8) + Array(expected.utf8))
    }
}

/// Inside a message the same escaper also escapes what a terminal would not show, and cuts.
@Suite struct JSONTextMessageTests {
    @Test func messagesEscapeInvisibleCharactersInUppercaseHex() {
        #expect(
            JSONText.quotedForMessage("a\u{7}b\u{7F}c\u{85}d\u{2028}e\u{2029}", limit: 80)
                == #""a\u0007b\u007Fc\u0085d\u2028e\u2029""#)
        #expect(JSONText.quotedForMessage("say \"hi\"\n", limit: 80) == #""say \"hi\"\n""#)
        #expect(JSONText.quotedForMessage("é🚀", limit: 80) == "\"é🚀\"")
    }

    @Test func messagesAreCutAtTheLimit() {
        #expect(JSONText.quotedForMessage("abcdef", limit: 3) == "\"abc…\"")
        #expect(JSONText.quotedForMessage("abc", limit: 3) == "\"abc\"")
        #expect(
            JSONText.quotedForMessage(String(repeating: "x", count: 100), limit: 80)
                == "\"" + String(repeating: "x", count: 80) + "…\"")
    }
}

@Suite struct SuggestionTests {
    @Test func typosOfNamesValuesAndOptions() {
        #expect(Suggestion.closest(to: "patern", among: ["ui", "pattern", "layout"]) == "pattern")
        // Case is ignored, and the candidate is returned as it is spelled.
        #expect(Suggestion.closest(to: "VIPER", among: ["mvc", "viper"]) == "viper")
        // A transposition is one edit.
        #expect(Suggestion.closest(to: "--dyr-run", among: ["--dry-run"]) == "--dry-run")
        #expect(Suggestion.editDistance("ptatern", "pattern") == 1)
        #expect(Suggestion.editDistance("ptatren", "pattern") == 2)
        // Too far for a typo: nothing.
        #expect(Suggestion.closest(to: "generate", among: ["graph", "init"]) == nil)
        // Ties go to the first candidate.
        #expect(Suggestion.closest(to: "mvx", among: ["mvc", "mvp"]) == "mvc")
    }

    /// Mustache's strict mode keeps its own rule on the one algorithm: case kept, no
    /// transpositions, one edit per four characters, no key under three characters.
    @Test func strictMustacheNames() {
        #expect(Suggestion.closest(to: "nmae", among: ["name"], rule: .strictName) == nil)
        #expect(Suggestion.closest(to: "nmae", among: ["name"]) == "name")
        #expect(Suggestion.closest(to: "Name", among: ["name"], rule: .strictName) == "name")
        #expect(Suggestion.closest(to: "ab", among: ["ac"], rule: .strictName) == nil)
        #expect(Suggestion.closest(to: "titel", among: ["title", "items"], rule: .strictName) == nil)
        #expect(Suggestion.closest(to: "itle", among: ["title", "items"], rule: .strictName) == "title")
        #expect(Suggestion.closest(to: "moduleNmae", among: ["moduleName"], rule: .strictName) == "moduleName")
    }

    /// A rule may allow more from the typed word's length (the query keys' rule).
    @Test func aRuleFromTheTypedLength() {
        let generous = Suggestion.Rule { typed, _ in max(2, typed / 3) }
        #expect(Suggestion.closest(to: "spaad", among: ["teamSize", "speed"], rule: generous) == "speed")
        #expect(Suggestion.closest(to: "spaad", among: ["teamSize", "speed"]) == nil)
    }
}
