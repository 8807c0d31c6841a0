import Mustache
import Testing

@Suite("Limits: no crash or hang on hostile templates")
struct LimitsTests {
    @Test("a self-including partial hits the recursion limit")
    func selfIncludingPartial() throws {
        let error = try #require(renderError("{{>self}}", partials: ["self": "x{{>self}}"]))
        #expect(error.kind == .recursionLimit(name: "self", limit: 100))
        #expect(
            error.description
                == "self:1:2: error: 'self' exceeds the maximum partial depth of 100; a partial or parent probably includes itself without end"
        )
    }

    @Test("mutually recursive parents and dynamic partials hit the recursion limit")
    func recursiveParents() throws {
        let partials = ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"]
        #expect(renderError("{{<a}}{{/a}}", partials: partials)?.kind == .recursionLimit(name: "a", limit: 100))
        #expect(
            renderError("{{>*p}}", ["p": "d"], partials: ["d": "{{>*p}}"])?.kind
                == .recursionLimit(name: "d", limit: 100))
    }

    @Test("recursion within the limit works (tree rendering)")
    func boundedRecursion() throws {
        var tree: Value = ["name": "leaf", "children": []]
        for level in 0..<60 { tree = ["name": .string("n\(level)"), "children": [tree]] }
        let output = try render("{{>node}}", tree, partials: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        #expect(output.hasPrefix("n59(n58("))
        #expect(output.hasSuffix("leaf()" + String(repeating: ")", count: 60)))
    }

    @Test("a block that expands itself hits the nesting limit")
    func selfExpandingBlock() throws {
        let error = try #require(renderError("{{<p}}{{$a}}<{{$a}}{{/a}}>{{/a}}{{/p}}", partials: ["p": "{{$a}}{{/a}}"]))
        #expect(error.kind == .nestingLimit(limit: 1_000))
    }

    @Test("exponential expansion stops at the work limit")
    func exponentialWork() throws {
        let source = String(repeating: "{{#l}}", count: 40) + "{{x}}" + String(repeating: "{{/l}}", count: 40)
        let options = RenderOptions(limits: RenderLimits(steps: 100_000))
        let error = try #require(renderError(source, ["l": [1, 2, 3]], options: options))
        #expect(error.kind == .workLimit(steps: 100_000))
    }

    @Test("output stops at the output limit")
    func outputLimit() throws {
        let options = RenderOptions(limits: RenderLimits(outputBytes: 1_000))
        let error = try #require(
            renderError("{{#l}}0123456789{{/l}}", ["l": .array(Array(repeating: 1, count: 500))], options: options))
        #expect(error.kind == .outputLimit(bytes: 1_000))
    }

    @Test("deep but legal nesting renders without exhausting the stack")
    func deepNestingRenders() throws {
        let source = String(repeating: "{{#a}}", count: 500) + "{{b}}" + String(repeating: "{{/a}}", count: 500)
        #expect(try render(source, ["a": [true], "b": "deep"]) == "deep")
        // 10 partial levels of 90 nested sections each: 900 render levels.
        var partials: [String: String] = [:]
        for level in 0..<10 {
            let inner = level == 9 ? "end" : "{{>p\(level + 1)}}"
            partials["p\(level)"] =
                String(repeating: "{{#a}}", count: 90) + inner + String(repeating: "{{/a}}", count: 90)
        }
        #expect(try render("{{>p0}}", ["a": true], partials: partials) == "end")
    }

    @Test(
        "garbage input never crashes the parser",
        arguments: [
            "{{", "}}", "{{{", "{{{{}}}}", "{{=", "{{= =}}", "{{/", "{{#}}{{/}}", "{{<}}", "{{$x}}{{/y}}",
            "\u{0}{{\u{0}}}",
            "{{=| |=}}|", "{{=| |=}}||", "{{<p}}{{$a}}", "{{<p}}{{/p}}{{/p}}", "{{#a}}{{<p}}{{/a}}{{/p}}",
            "\r\n{{!\r}}\r",
            "{{> *}}", "{{>**}}", "{{*}}", "{{..}}", "{{.a.}}", "{{#.}}{{/.}}", "é{{é}}é", "{{=é ü=}}éxü",
            "🙂{{=🙂 🙃=}}🙂x🙃"
        ])
    func garbage(source: String) {
        // Each input either parses and renders, or throws a located error; neither may crash.
        let error = renderError(source, ["a": true, "x": "X"], partials: ["p": "{{$a}}{{/a}}"])
        if let error {
            #expect(error.line >= 1 && error.column >= 1)
        } else {
            #expect(parseError(source) == nil)
        }
    }
}
