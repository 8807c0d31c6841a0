import Foundation
import Testing
import ViperGenKit

/// The position-keeping JSON parser behind the spec decoder: values, positions, key paths and
/// every syntax error with its exact line, column and message.
@Suite struct SpecDecodingJSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Data(text.utf8)).root
    }

    /// `LINE:COL: MESSAGE` of the syntax error in `text`, or `no error`.
    private func syntaxError(_ text: String) -> String {
        syntaxError(bytes: Array(text.utf8))
    }

    private func syntaxError(bytes: [UInt8]) -> String {
        do {
            _ = try JSONParser.parse(bytes)
            return "no error"
        } catch {
            return error.description
        }
    }

    // MARK: - Values and positions

    @Test func parsesEveryValueTypeWithPositionsAndKeyPaths() throws {
        let root = try parse(
            """
            {
              "a": [1, -2.5e3, true, false, null],
              "b": { "c d": "x" }
            }
            """)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(root.keyPath == "")
        let members = try #require(root.objectValue)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        let array = try #require(members[0].value.arrayValue)
        #expect(array.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
        #expect(array.map(\.keyPath) == ["a[0]", "a[1]", "a[2]", "a[3]", "a[4]"])
        #expect(array.map(\.position.column) == [9, 12, 20, 26, 33])
        let inner = try #require(members[1].value.objectValue)
        #expect(inner[0].value.keyPath == "b[\"c d\"]")
        #expect(inner[0].value.position == SourcePosition(line: 3, column: 17))
        #expect(inner[0].value.stringValue == "x")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4E2D", "\uD83D\uDE00", "\u0000"]"#)
        let strings = try #require(root.arrayValue).map(\.stringValue)
        #expect(strings == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "é中", "😀", "\u{0}"])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "名前" is 6 UTF-8 bytes, "é" written as e + U+0301 is one Character, the family emoji
        // is one Character of 18 bytes.
        let root = try parse("{\"名前\": \"e\u{301}\", \"👨‍👩‍👧\": 1, \"x\": 2}")
        let members = try #require(root.objectValue)
        #expect(members.map(\.keyPosition.column) == [2, 13, 21])
        #expect(members.map(\.value.position.column) == [8, 18, 26])
    }

    @Test func lineBreaksCountAsOneLineWhateverTheirKind() throws {
        let root = try parse("[1,\r\n2,\r3,\n4]")
        let lines = try #require(root.arrayValue).map { "\($0.position)" }
        #expect(lines == ["1:2", "2:1", "3:1", "4:1"])
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)).root
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(root.objectValue?.first?.value.position == SourcePosition(line: 1, column: 7))
        #expect(
            syntaxError(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1,}".utf8))
                == "1:8: a trailing comma is not allowed in JSON; remove the ',' before '}'")
    }

    @Test func mapsCharactersInsideStringsUntilTheFirstEscape() throws {
        let document = try JSONParser.parse(Data(#"{"k":  "ab\"cd"}"#.utf8))
        let node = try #require(document.root.objectValue?.first?.value)
        #expect(node.position == SourcePosition(line: 1, column: 8))
        #expect(document.position(ofCharacter: 0, inString: node) == SourcePosition(line: 1, column: 9))
        #expect(document.position(ofCharacter: 2, inString: node) == SourcePosition(line: 1, column: 11))
        #expect(document.position(ofCharacter: 3, inString: node) == nil)
    }

    @Test func acceptsDeepNestingUpToTheLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try parse(text)
    }

    // MARK: - Syntax errors

    /// Input and the exact `LINE:COL: MESSAGE`.
    /// `{"k0": 0, "k1": 1, ...}` of `members` members, then `"<key>": 0` again.
    static func object(members: Int, then key: String) -> String {
        "{" + (0..<members).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"\(key)\": 0}"
    }

    static let syntaxErrors: [(String, String)] = [
        ("", "1:1: the file is empty; expected a JSON object"),
        ("  \n ", "2:2: unexpected end of input: expected a JSON value"),
        (
            "{\n  \"modules\": [\n    {\"name\": \"Login\"",
            "3:21: unexpected end of input: the object opened at 3:5 is not closed; add '}'"
        ),
        ("{\"a\": [1, 2", "1:12: unexpected end of input: the array opened at 1:7 is not closed; add ']'"),
        ("{\"a\": \"Log", "1:11: unexpected end of input: the string opened at 1:7 is not closed; add '\"'"),
        ("[1, 2,]", "1:6: a trailing comma is not allowed in JSON; remove the ',' before ']'"),
        ("{\"a\": 1,\n}", "1:8: a trailing comma is not allowed in JSON; remove the ',' before '}'"),
        ("[1,,2]", "1:4: expected an array element after the ',' at 1:3, found another ','"),
        (
            "{\"pattern\": \"viper\" \"ui\": \"uikit\"}",
            "1:21: expected ',' or '}' after the value of \"pattern\", found '\"'"
        ),
        ("[1 2]", "1:4: expected ',' or ']' after element 0 of the array, found '2'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1]", "1:8: unexpected ']': the object opened at 1:1 must be closed with '}'"),
        ("[1}", "1:3: unexpected '}': the array opened at 1:1 must be closed with ']'"),
        ("{pattern: \"viper\"}", "1:2: expected a key in double quotes, found 'pattern'; write \"pattern\""),
        ("{'pattern': 1}", "1:2: strings must use double quotes (\"), not single quotes"),
        ("{\"a\": 'viper'}", "1:7: strings must use double quotes (\"), not single quotes"),
        (
            "{\"a\": viper}",
            "1:7: expected the value of \"a\", found 'viper'; strings must be written in double quotes: \"viper\""
        ),
        ("[1, x]", "1:5: expected an array element, found 'x'; strings must be written in double quotes: \"x\""),
        ("// config\n{}", "1:1: comments are not allowed in JSON"),
        ("{\n  \"a\": 1 /* why */\n}", "2:10: comments are not allowed in JSON"),
        ("{\"a\": 1} # note", "1:10: comments are not allowed in JSON"),
        (
            "defaults:\n  pattern: viper\n",
            "1:1: expected a JSON value, found 'defaults'; this looks like YAML, but the file must be JSON (start it with '{')"
        ),
        ("{} {}", "1:4: unexpected '{' after the end of the JSON document"),
        ("[True]", "1:2: 'True' is not a JSON value; JSON literals are lowercase: write true"),
        ("[tru]", "1:2: invalid literal 'tru'; did you mean true?"),
        ("[None]", "1:2: 'None' is not a JSON value; write null"),
        ("[NaN]", "1:2: 'NaN' is not allowed in JSON; numbers must be finite"),
        ("[-Infinity]", "1:2: '-Infinity' is not allowed in JSON; numbers must be finite"),
        ("[007]", "1:2: leading zeros are not allowed in JSON numbers"),
        ("[-01]", "1:2: leading zeros are not allowed in JSON numbers"),
        ("[-]", "1:3: expected a digit after '-' in a number"),
        ("[1.]", "1:4: expected a digit after the decimal point in a number"),
        ("[1e+]", "1:5: expected a digit in the exponent of a number"),
        ("[+1]", "1:2: expected an array element, found '+'; JSON numbers cannot start with '+'"),
        (
            "[.5]",
            "1:2: expected an array element, found '.'; a JSON number must start with a digit (write 0.5, not .5)"
        ),
        (
            "[\"a\nb\"]",
            "1:4: a line break is not allowed inside a string; close the string opened at 1:2 with '\"', or write \\n"
        ),
        ("[\"a\tb\"]", "1:4: a tab character is not allowed inside a string; write \\t"),
        ("[\"a\u{1}b\"]", "1:4: control character U+0001 is not allowed inside a string; write \\u0001"),
        (#"["a\xb"]"#, #"1:4: invalid escape '\x' in a string; valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        (#"["\u12G4"]"#, #"1:3: invalid unicode escape: \u must be followed by four hexadecimal digits"#),
        (
            #"["\uDC00"]"#,
            #"1:3: invalid unicode escape \uDC00: a low surrogate must follow a high surrogate (\uD800-\uDBFF)"#
        ),
        (
            #"["\uD83Dx"]"#,
            #"1:3: invalid unicode escape \uD83D: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#
        ),
        (
            #"["\uD83D\u0041"]"#,
            #"1:9: invalid unicode escape \u0041: expected a low surrogate (\uDC00-\uDFFF) after \uD83D"#
        ),
        (
            "{\"a\": 1, \"b\": 2, \"a\": 3}",
            "1:18: duplicate key \"a\"; it is already defined at 1:2, remove one of them"
        ),
        // Objects of 16 members and more index their keys (below that, the members are searched):
        // a duplicate met while the index is built, after it is built, and just below it.
        (
            Self.object(members: 16, then: "k5"),
            "1:158: duplicate key \"k5\"; it is already defined at 1:47, remove one of them"
        ),
        (
            Self.object(members: 20, then: "k18"),
            "1:202: duplicate key \"k18\"; it is already defined at 1:180, remove one of them"
        ),
        (
            Self.object(members: 15, then: "k14"),
            "1:147: duplicate key \"k14\"; it is already defined at 1:136, remove one of them"
        ),
        ("{\"名前\": \"é\", \"x\": tru}", "1:18: invalid literal 'tru'; did you mean true?"),
        ("{\"👨‍👩‍👧\": 1 2}", "1:9: expected ',' or '}' after the value of \"👨‍👩‍👧\", found '2'"),
        (
            "[\u{A0}1]",
            "1:2: expected an array element, found the space character U+00A0; JSON allows only spaces, tabs and line breaks between tokens"
        ),
        ("[→]", "1:2: expected an array element, found '→' (U+2192)")
    ]

    @Test(arguments: syntaxErrors)
    func reportsSyntaxErrorsAtExactPositions(input: String, expected: String) {
        #expect(syntaxError(input) == expected)
    }

    @Test func reportsTheKeyPathOfTheValueBeingRead() {
        do {
            _ = try parse("{\"modules\": [{\"name\": \"A\" \"pattern\": 1}]}")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "modules[0].name")
        }
    }

    @Test func refusesInvalidUTF8AndOtherEncodings() {
        #expect(
            syntaxError(bytes: Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))
                == "1:4: invalid UTF-8 (byte 0xFF) in a string; save the file as UTF-8")
        // An overlong encoding of '/' and an encoded surrogate are not UTF-8 either.
        #expect(syntaxError(bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]).hasPrefix("1:3: invalid UTF-8 (byte 0xC0)"))
        #expect(
            syntaxError(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]).hasPrefix("1:3: invalid UTF-8 (byte 0xED)"))
        #expect(
            syntaxError(bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
                == "1:1: the file is UTF-16 encoded; save it as UTF-8")
        #expect(syntaxError(bytes: [0xEF, 0xBB, 0xBF]) == "1:1: the file is empty; expected a JSON object")
        #expect(
            syntaxError(bytes: [0x7B, 0x00])
                == "1:2: expected a key in double quotes, found a NUL byte (is the file UTF-16?)")
    }

    @Test func refusesDeepNestingWithAnErrorInsteadOfCrashing() {
        #expect(
            syntaxError(String(repeating: "[", count: 10_000))
                == "1:513: too deeply nested: more than 512 arrays and objects inside each other")
        #expect(syntaxError(String(repeating: "{\"a\":", count: 100_000)).hasPrefix("1:2561: too deeply nested"))
        do {
            _ = try JSONParser.parse(Array("[[[1]]]".utf8), maximumDepth: 2)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "1:3: too deeply nested: more than 2 arrays and objects inside each other")
        }
    }

    @Test func neverCrashesOnTruncationsOfAValidDocument() {
        let text = Array(
            """
            {"defaults": {"pattern": "mvvm", "header": {"year": "2026"}},
             "modules": [{"name": "Login", "view": ["show(_ x: [String: Int])", "\\u00e9\\uD83D\\uDE00"]}, -1.5e-3, true, null]}
            """.utf8)
        for length in 0..<text.count {
            let result = syntaxError(bytes: Array(text[..<length]))
            #expect(result != "no error", "prefix of \(length) bytes")
        }
        #expect(syntaxError(bytes: text) == "no error")
    }
}
