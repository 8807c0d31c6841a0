import Testing

@testable import XcodeProject

/// The old-style property list reader: every token form, escapes, comments, byte ranges, and
/// every error with its exact location and message.
struct PlistParserTests {
    static func parse(_ text: String) throws(ProjectFileError) -> PlistDocument {
        try PlistParser.parse(Array(text.utf8))
    }

    /// The text a node was read from.
    static func source(_ document: PlistDocument, _ index: PlistDocument.Index) -> String {
        String(decoding: document.bytes[document.range(index)], as: UTF8.self)
    }

    @Test func readsEveryKindOfValueWithItsRange() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tname = Login-View_2.$x/y:z;
            \tquoted = "a b";
            \tsingle = 'its';
            \tdata = <0aFF 10>;
            \tlist = (one, "two", (), {}, );
            \tnested = { inner = ( a ); };
            }
            """
        let document = try Self.parse(text)
        let root = document.root
        #expect(document[root].kind == .dictionary)
        #expect(
            document.entries(root).map { document.string($0.key) } == [
                "name", "quoted", "single", "data", "list", "nested"
            ])
        let name = try #require(document.value("name", in: root))
        #expect(document[name].kind == .unquotedString)
        #expect(document.string(name) == "Login-View_2.$x/y:z")
        #expect(Self.source(document, name) == "Login-View_2.$x/y:z")
        #expect(document.location(name) == (3, 9))
        let quoted = try #require(document.value("quoted", in: root))
        #expect(document.string(quoted) == "a b")
        #expect(Self.source(document, quoted) == "\"a b\"")
        #expect(document.string(try #require(document.value("single", in: root))) == "its")
        let data = try #require(document.value("data", in: root))
        #expect(document.data(data) == [0x0A, 0xFF, 0x10])
        #expect(Self.source(document, data) == "<0aFF 10>")
        let list = try #require(document.value("list", in: root))
        #expect(
            document.elements(list).map { document[$0].kind } == [.unquotedString, .quotedString, .array, .dictionary])
        #expect(document[list].flag, "trailing comma")
        #expect(Self.source(document, list) == "(one, \"two\", (), {}, )")
        let nested = try #require(document.value("nested", in: root))
        #expect(Self.source(document, nested) == "{ inner = ( a ); }")
        #expect(document.elements(try #require(document.value("inner", in: nested))).count == 1)
        #expect(!document[try #require(document.value("inner", in: nested))].flag)
        #expect(Self.source(document, root).hasPrefix("{") && Self.source(document, root).hasSuffix("}"))
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""tab\tnew\nline""#, "tab\tnew\nline"),
        (#""quote \" backslash \\ apostrophe \'""#, "quote \" backslash \\ apostrophe '"),
        (#""\a\b\f\v\r""#, "\u{07}\u{08}\u{0C}\u{0B}\r"),
        (#""\U00e9t\U00C9""#, "étÉ"),
        (#""\UD83D\UDE00""#, "😀"),
        (#""\UD83D alone""#, "\u{FFFD} alone"),
        (#""\U""#, "\u{0}"),
        (#""\101\102C\0""#, "ABC\u{0}"),
        (#""\z\q""#, "zq"),
        ("\"line\\\nbreak\"", "line\nbreak"),
        ("\"raw é and 日本\"", "raw é and 日本")
    ])
    func decodesEscapes(source: String, expected: String) throws {
        let document = try Self.parse(source)
        #expect(document.string(document.root) == expected)
        #expect(document.stringEquals(document.root, expected))
    }

    @Test func recordsCommentsWithTheirDepth() throws {
        let document = try Self.parse("// !$*UTF8*$!\n{ /* a */ k /* b */ = ( x /* c */, ); // d\n}\n")
        let comments = document.comments.map { (String(decoding: document.bytes[$0.range], as: UTF8.self), $0.depth) }
        #expect(comments.map(\.0) == ["// !$*UTF8*$!", "/* a */", "/* b */", "/* c */", "// d"])
        #expect(comments.map(\.1) == [0, 1, 1, 2, 1])
    }

    @Test func acceptsAByteOrderMarkAndTrailingTrivia() throws {
        let document = try PlistParser.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; } // end\n /* x */ ".utf8))
        #expect(document.string(try #require(document.value("a", in: document.root))) == "b")
    }

    @Test(arguments: [
        ("", "project.pbxproj:1:1: the file is empty; expected a property list"),
        ("  // only a comment\n", "project.pbxproj:2:1: the file is empty; expected a property list"),
        ("{ a = b }", "project.pbxproj:1:9: expected ';' after the value of \"a\""),
        ("{\n\ta b;\n}", "project.pbxproj:2:4: expected '=' after the key \"a\""),
        ("{ a = ; }", "project.pbxproj:1:7: unexpected ';'; expected a value"),
        ("{ a = (b c); }", "project.pbxproj:1:10: unexpected 'c'; expected ',' or ')' in an array"),
        ("{ a = (b,,c); }", "project.pbxproj:1:10: unexpected ','; expected a value"),
        ("{ a = (b, ", "project.pbxproj:1:7: unterminated array; the '(' has no matching ')'"),
        ("{ a = b;", "project.pbxproj:1:1: unterminated dictionary; the '{' has no matching '}'"),
        ("{ a = \"b; }", "project.pbxproj:1:7: unterminated string; the opening quote has no closing quote"),
        ("{ a = <0a 0>; }", "project.pbxproj:1:12: data has an odd number of hex digits"),
        ("{ a = <0g>; }", "project.pbxproj:1:9: unexpected 'g' in data; expected hex digits or '>'"),
        ("{ a = <0a", "project.pbxproj:1:7: unterminated data; the '<' has no matching '>'"),
        ("{ a = x+y; }", "project.pbxproj:1:8: expected ';' after the value of \"a\""),
        ("{ = b; }", "project.pbxproj:1:3: unexpected '='; expected a key or '}'"),
        ("{ (a) = b; }", "project.pbxproj:1:3: unexpected '('; expected a key or '}'"),
        ("{ a = b; } x", "project.pbxproj:1:12: unexpected 'x' after the end of the property list"),
        ("{ a = b; /* open", "project.pbxproj:1:10: unterminated comment; a /* comment needs a closing */"),
        ("{\n  a = \u{1}; }", "project.pbxproj:2:7: unexpected byte 0x01; expected a value"),
        ("{ a = é; }", "project.pbxproj:1:7: unexpected byte 0xC3; expected a value")
    ])
    func reportsErrorsWithLineAndColumn(source: String, expected: String) {
        #expect(throws: ProjectFileError.self) { try Self.parse(source) }
        do {
            _ = try Self.parse(source)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func refusesXMLAndBinaryPropertyLists() {
        #expect(throws: ProjectFileError.xmlPropertyList) { try Self.parse("<?xml version=\"1.0\"?>\n<plist/>") }
        #expect(throws: ProjectFileError.xmlPropertyList) { try Self.parse("  <plist version=\"1.0\"><dict/></plist>") }
        #expect(throws: ProjectFileError.binaryPropertyList) {
            try PlistParser.parse(Array("bplist00".utf8) + [0xD1, 0x01])
        }
        #expect(
            ProjectFileError.xmlPropertyList.description.hasPrefix("project.pbxproj:1:1: this is an XML property list"))
    }

    @Test func capsNestingInsteadOfOverflowingTheStack() throws {
        let deep = String(repeating: "(", count: 100_000)
        #expect(throws: ProjectFileError.syntax(line: 1, column: 513, message: "nesting deeper than 512 levels")) {
            try Self.parse(deep)
        }
        let fine = String(repeating: "(", count: 512) + String(repeating: ")", count: 512)
        #expect(try Self.parse(fine).nodes.count == 512)
        let dictionaries = String(repeating: "{a=", count: 600)
        #expect(throws: ProjectFileError.self) { try Self.parse(dictionaries) }
    }

    @Test func lineAndColumnCountUTF8BytesFromOne() throws {
        let document = try Self.parse("{\n\t\"é\" = x;\n}")
        let value = try #require(document.value("é", in: document.root))
        #expect(document.location(value) == (2, 9))
    }

    @Test func quotesStringsTheWayXcodeDoes() {
        #expect(PlistEscapes.quotedIfNeeded("LoginView.swift") == "LoginView.swift")
        #expect(PlistEscapes.quotedIfNeeded("App/Modules_1/$x") == "App/Modules_1/$x")
        #expect(PlistEscapes.quotedIfNeeded("") == "\"\"")
        #expect(PlistEscapes.quotedIfNeeded("<group>") == "\"<group>\"")
        #expect(PlistEscapes.quotedIfNeeded("Login-View.swift") == "\"Login-View.swift\"")
        #expect(PlistEscapes.quotedIfNeeded("a+b") == "\"a+b\"")
        #expect(PlistEscapes.quotedIfNeeded("a:b") == "\"a:b\"")
        #expect(PlistEscapes.quotedIfNeeded("My View.swift") == "\"My View.swift\"")
        #expect(PlistEscapes.quotedIfNeeded("a//b") == "\"a//b\"")
        #expect(PlistEscapes.quotedIfNeeded("a___b") == "\"a___b\"")
        #expect(PlistEscapes.quotedIfNeeded("Café.swift") == "\"Café.swift\"")
        #expect(PlistEscapes.quotedIfNeeded("say \"hi\"\\\t\n") == #""say \"hi\"\\\t\n""#)
        for sample in ["My View.swift", "say \"hi\"\\\t\n", "Café", "", "a+b"] {
            let document = try? Self.parse(PlistEscapes.quotedIfNeeded(sample))
            #expect(document.flatMap { $0.string($0.root) } == sample)
        }
    }
}
