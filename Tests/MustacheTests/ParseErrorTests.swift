import Mustache
import Testing

@Suite("Parse errors")
struct ParseErrorTests {
    @Test("an unclosed section is reported where it opened")
    func unclosedSection() throws {
        let error = try #require(
            parseError("struct X {\n    {{#methods}}\n    func f()\n", name: "viper/Router.swift.mustache"))
        #expect(error.kind == .unclosedSection(name: "methods", openedAt: SourceLocation(line: 2, column: 5)))
        #expect(error.templateName == "viper/Router.swift.mustache")
        #expect(error.line == 2)
        #expect(error.column == 5)
        #expect(
            error.description == "viper/Router.swift.mustache:2:5: error: unclosed section 'methods' (opened at 2:5)")
    }

    @Test("the innermost unclosed section is the one reported")
    func innermostUnclosedSection() throws {
        let error = try #require(parseError("{{#a}}\n{{^b}}{{/b}}\n  {{#c}}\n"))
        #expect(error.description == "t.mustache:3:3: error: unclosed section 'c' (opened at 3:3)")
    }

    @Test("unclosed parents and blocks are reported too")
    func unclosedParentAndBlock() throws {
        #expect(
            parseError("x{{<layout}}")?.description
                == "t.mustache:1:2: error: unclosed section 'layout' (opened at 1:2)")
        #expect(
            parseError("{{$title}}x")?.kind
                == .unclosedSection(name: "title", openedAt: SourceLocation(line: 1, column: 1)))
    }

    @Test("a mismatched closing tag names both sections")
    func mismatchedClosingTag() throws {
        let error = try #require(parseError("{{#a}}\n  {{#b}}\n  {{/a}}\n"))
        #expect(
            error.kind == .mismatchedClosingTag(expected: "b", found: "a", openedAt: SourceLocation(line: 2, column: 3))
        )
        #expect(
            error.description
                == "t.mustache:3:3: error: closing tag 'a' does not match the open section 'b' (opened at 2:3); close 'b' first"
        )
    }

    @Test("a closing tag without an open section")
    func unexpectedClosingTag() throws {
        let error = try #require(parseError("ok\nx {{/items}}"))
        #expect(error.kind == .unexpectedClosingTag(name: "items"))
        #expect(
            error.description
                == "t.mustache:2:3: error: unexpected closing tag 'items': no section is open; remove it or add the matching opening tag"
        )
    }

    @Test(
        "unclosed tags",
        arguments: [
            ("{{x", "t.mustache:1:1: error: unclosed tag: expected '}}' to close it"),
            ("ab\n  {{x", "t.mustache:2:3: error: unclosed tag: expected '}}' to close it"),
            ("{{", "t.mustache:1:1: error: unclosed tag: expected '}}' to close it"),
            ("{{{x}}", "t.mustache:1:1: error: unclosed tag: expected '}}}' to close it"),
            ("{{a\n{{b}}", "t.mustache:1:1: error: unclosed tag: expected '}}' to close it"),
            ("{{#list}}{{name}\n{{/list}}", "t.mustache:1:10: error: unclosed tag: expected '}}' to close it"),
            ("{{=<% %>}}", "t.mustache:1:1: error: unclosed tag: expected '=}}' to close it"),
            ("{{=<% %>=}}\n<%x", "t.mustache:2:1: error: unclosed tag: expected '%>' to close it"),
            ("{{! never closed", "t.mustache:1:1: error: unclosed tag: expected '}}' to close it")
        ])
    func unclosedTag(source: String, description: String) {
        #expect(parseError(source)?.description == description)
    }

    @Test(
        "malformed set-delimiter tags", arguments: ["{{= x =}}", "{{=a b c=}}", "{{==}}", "{{=   =}}", "{{=<%= %>=}}"])
    func invalidDelimiters(source: String) throws {
        let error = try #require(parseError("line\n  " + source))
        #expect(error.kind == .invalidDelimiters(source))
        #expect(error.line == 2)
        #expect(error.column == 3)
    }

    @Test("the exact text of an invalid delimiter error")
    func invalidDelimitersDescription() {
        #expect(
            parseError("{{= x =}}")?.description
                == "t.mustache:1:1: error: invalid set-delimiter tag '{{= x =}}': expected two delimiters separated by whitespace, without whitespace or '=' inside, at most 32 bytes each, such as {{=<% %>=}}"
        )
    }

    @Test(
        "tags without a name",
        arguments: [
            "{{}}", "{{ }}", "{{#}}", "{{^ }}", "{{/}}", "{{>}}", "{{> * }}", "{{<}}", "{{$}}", "{{{ }}}", "{{&}}"
        ])
    func emptyTag(source: String) throws {
        let error = try #require(parseError("ab " + source))
        #expect(error.kind == .emptyTag)
        #expect(error.description == "t.mustache:1:4: error: empty tag: a tag needs a name")
    }

    @Test("tag names with whitespace inside")
    func invalidTagName() {
        #expect(
            parseError("{{first name}}")?.description
                == "t.mustache:1:1: error: invalid tag name 'first name': names must not contain whitespace")
        #expect(parseError("{{#a b}}{{/a b}}")?.kind == .invalidTagName("a b"))
    }

    @Test("sections nest up to 500 levels; deeper is an error, not a crash")
    func nestingLimit() throws {
        let ok = String(repeating: "{{#a}}", count: 500) + "x" + String(repeating: "{{/a}}", count: 500)
        #expect(try render(ok, ["a": true]) == "x")
        let tooDeep = String(repeating: "{{#a}}", count: 501) + String(repeating: "{{/a}}", count: 501)
        let error = try #require(parseError(tooDeep))
        #expect(error.kind == .nestingLimit(limit: 500))
        #expect(error.column == 3001)
        // Unbalanced and very deep input of every nesting tag kind must also end in an error.
        for open in ["{{#a}}", "{{^a}}", "{{<a}}", "{{$a}}"] {
            #expect(parseError(String(repeating: open, count: 100_000))?.kind == .nestingLimit(limit: 500))
        }
    }

    @Test("columns count Characters: CJK text and emoji are one column each")
    func multibyteColumns() throws {
        #expect(parseError("中文 {{x")?.description == "t.mustache:1:4: error: unclosed tag: expected '}}' to close it")
        #expect(
            parseError("let s = \"😀\"\n// 👩‍👩‍👧 é {{#a}}")?.description
                == "t.mustache:2:8: error: unclosed section 'a' (opened at 2:8)")
        #expect(parseError("👍🏽{{/x}}")?.column == 2)
    }

    @Test("lines end at \\n and \\r\\n counts as one line end")
    func crlfLines() {
        #expect(
            parseError("a\r\nb\r\n  {{/x}}")?.description
                == "t.mustache:3:3: error: unexpected closing tag 'x': no section is open; remove it or add the matching opening tag"
        )
    }

    @Test("errors in partials name the partial")
    func errorInPartial() throws {
        let error = try #require(renderError("{{>row}}", partials: ["row": "\n{{#x}}"]))
        #expect(error.description == "row:2:1: error: unclosed section 'x' (opened at 2:1)")
    }
}
