import Mustache
import Testing

@Suite("Rendering")
struct RenderingTests {
    @Test("HTML escaping by default, none on request; triple and ampersand never escape")
    func escaping() throws {
        let context: Value = ["code": "a && b < c > \"d\" 'e'"]
        let source = "{{code}}|{{{code}}}|{{&code}}"
        #expect(
            try render(source, context)
                == "a &amp;&amp; b &lt; c &gt; &quot;d&quot; 'e'|a && b < c > \"d\" 'e'|a && b < c > \"d\" 'e'")
        #expect(
            try render(source, context, options: RenderOptions(escaping: .none))
                == "a && b < c > \"d\" 'e'|a && b < c > \"d\" 'e'|a && b < c > \"d\" 'e'")
    }

    @Test("numbers and booleans interpolate")
    func scalars() throws {
        let context: Value = ["i": 85, "n": -3, "d": 1.21, "whole": 2.0, "big": 1e16, "t": true, "f": false]
        #expect(
            try render("{{i}} {{n}} {{d}} {{whole}} {{big}} {{t}} {{f}}", context) == "85 -3 1.21 2.0 1e+16 true false")
    }

    @Test("truthiness: empty string, zero and empty object are truthy; null, false and empty list are not")
    func truthiness() throws {
        let context: Value = ["s": "", "zero": 0, "obj": [:], "null": nil, "no": false, "none": []]
        #expect(
            try render(
                "{{#s}}s{{/s}}{{#zero}}0{{/zero}}{{#obj}}o{{/obj}}{{#null}}N{{/null}}{{#no}}F{{/no}}{{#none}}E{{/none}}",
                context) == "s0o")
    }

    @Test("a template renders many times with different contexts")
    func reuse() throws {
        let template = try Template(source: "Hello, {{name}}!", name: "greeting")
        #expect(template.name == "greeting")
        #expect(try template.render(["name": "Ada"]) == "Hello, Ada!")
        #expect(try template.render(["name": "Grace"]) == "Hello, Grace!")
    }

    @Test("CRLF line ends: standalone tags remove their whole line, \\r\\n included")
    func crlf() throws {
        let source = "struct A {\r\n{{#fields}}\r\n    let {{name}}: Int\r\n{{/fields}}\r\n}\r\n"
        #expect(
            try render(source, ["fields": [["name": "a"], ["name": "b"]]])
                == "struct A {\r\n    let a: Int\r\n    let b: Int\r\n}\r\n")
        #expect(try render("  {{>p}}\r\nend", partials: ["p": "a\r\nb\r\n"]) == "  a\r\n  b\r\nend")
    }

    @Test("standalone partial indentation applies to every non-blank line of the partial, not to data")
    func partialIndentation() throws {
        let partials = ["body": "func a() {}\n\nfunc {{name}}() {\n    {{{code}}}\n}\n"]
        let output = try render("extension X {\n    {{>body}}\n}\n", ["name": "b", "code": "x\ny"], partials: partials)
        #expect(output == "extension X {\n    func a() {}\n\n    func b() {\n        x\ny\n    }\n}\n")
    }

    @Test("nested standalone partials accumulate indentation")
    func nestedPartialIndentation() throws {
        let partials = ["outer": "a\n  {{>inner}}\nz\n", "inner": "b\nc\n"]
        #expect(try render("  {{>outer}}\n", partials: partials) == "  a\n    b\n    c\n  z\n")
    }

    @Test("set delimiters apply to the rest of the template, triple mustache included, not to partials")
    func setDelimiters() throws {
        let source = "{{=<% %>=}}\n<%#list%><%{.}%>,<%/list%> {{kept}} <%>p%>\n<%={{ }}=%>{{x}}"
        #expect(
            try render(source, ["list": ["<a>", "b"], "x": "y"], partials: ["p": "{{x}}"]) == "<a>,b, {{kept}} y\ny")
    }

    @Test("multibyte text and values render intact and escape correctly")
    func unicode() throws {
        let source = "// 你好，{{name}} 👋🏽\n{{#items}}- {{.}}\n{{/items}}"
        let context: Value = ["name": "世界 & <ü>", "items": ["🍎", "é"]]
        #expect(try render(source, context) == "// 你好，世界 &amp; &lt;ü&gt; 👋🏽\n- 🍎\n- é\n")
    }

    @Test("inheritance: a layout with overridable blocks, with block content reindented")
    func inheritance() throws {
        let partials = [
            "layout": "import Foundation\n\nfinal class {{name}} {\n    {{$body}}\n    // empty\n    {{/body}}\n}\n"
        ]
        let source = "{{<layout}}\n{{$body}}\nfunc start() {\n    {{name}}.run()\n}\n{{/body}}\n{{/layout}}\n"
        let expected = "import Foundation\n\nfinal class Router {\n    func start() {\n        Router.run()\n    }\n}\n"
        #expect(try render(source, ["name": "Router"], partials: partials) == expected)
        #expect(
            try render("{{<layout}}{{/layout}}", ["name": "R"], partials: partials)
                == "import Foundation\n\nfinal class R {\n    // empty\n}\n")
    }

    @Test("dynamic parent names")
    func dynamicParent() throws {
        let partials = ["card": "[{{$title}}?{{/title}}]"]
        #expect(try render("{{<*kind}}{{$title}}T{{/title}}{{/*kind}}", ["kind": "card"], partials: partials) == "[T]")
    }

    @Test("DictionaryPartials parses sources with the partial name as template name")
    func dictionaryPartials() throws {
        let partials = try DictionaryPartials(sources: ["a": "A"])
        #expect(partials.template(named: "a")?.name == "a")
        #expect(partials.template(named: "b") == nil)
        #expect(throws: MustacheError.self) { try DictionaryPartials(sources: ["bad": "{{#x}}"]) }
        let prebuilt = DictionaryPartials(["b": try Template(source: "B", name: "b.mustache")])
        #expect(try Template(source: "{{>b}}").render([:], partials: prebuilt) == "B")
    }

    @Test("values: literals, subscripts, Codable round trip")
    func values() throws {
        let value: Value = ["a": [1, 2.5, "x", true, nil], "b": ["c": "\(3) items"]]
        #expect(value["b"]?["c"] == .string("3 items"))
        #expect(value["missing"] == nil)
        #expect(Value.array([]).isTruthy == false)
        #expect(Value.string("").isTruthy)
        let dictionary: Value = ["k": 1, "k": 2]
        #expect(dictionary == ["k": 2])
    }

    @Test("templates are Sendable and render concurrently")
    func concurrentRendering() async throws {
        let template = try Template(source: "{{#items}}{{.}},{{/items}}")
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { try template.render(["items": .array((0..<index).map { .int($0) })]) }
            }
            var results: [String] = []
            for try await output in group { results.append(output) }
            return results.sorted()
        }
        #expect(outputs.count == 8)
        #expect(outputs.contains("0,1,2,3,4,5,6,"))
    }
}
