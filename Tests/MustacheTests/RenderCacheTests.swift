import Mustache
import Testing

/// What a render remembers for the rest of the render (the renderer's `IdentityCache`): names
/// resolved in the frames it started with, and the template of each partial tag with a fixed
/// name. Neither may change what is rendered.
@Suite("Render caches")
struct RenderCacheTests {
    /// A resolver that parses each template afresh every time it is asked, and counts the asks.
    final class FreshPartials: PartialResolver, @unchecked Sendable {
        let sources: [String: String]
        private(set) var asked: [String] = []

        init(_ sources: [String: String]) {
            self.sources = sources
        }

        func template(named name: String) throws(MustacheError) -> Template? {
            asked.append(name)
            return try sources[name].map { source throws(MustacheError) in try Template(source: source, name: name) }
        }
    }

    @Test("a name a section's frame shadows in one iteration only resolves anew in each")
    func shadowing() throws {
        let template = try Template(source: "{{name}}|{{#items}}{{name}},{{/items}}|{{name}}")
        let context: Value = ["name": "base", "items": [["name": "a"], [:], ["name": "c"], [:]]]
        #expect(try template.render(context) == "base|a,base,c,base,|base")
    }

    @Test("the same tag renders against each context of a stack it is rendered with")
    func stacks() throws {
        let template = try Template(source: "{{a}}{{b}}")
        #expect(try template.render(stack: [["a": "1", "b": "2"], ["b": "3"]]) == "13")
        #expect(try template.render(stack: [["a": "4", "b": "5"]]) == "45")
    }

    @Test("partials parsed afresh on every ask resolve their own names")
    func freshPartials() throws {
        let partials = FreshPartials(["a": "{{x}}", "b": "{{y}}", "c": "{{x}}{{y}}"])
        let template = try Template(source: "{{#items}}{{>*p}};{{/items}}")
        let items: [Value] = (0..<40).map { ["p": .string(["a", "b", "c"][$0 % 3])] }
        let expected = (0..<40).map { ["X", "Y", "XY"][$0 % 3] + ";" }.joined()
        #expect(try template.render(["x": "X", "y": "Y", "items": .array(items)], partials: partials) == expected)
    }

    @Test("a partial with a fixed name is asked for once per tag and render; a dynamic one each time")
    func partialAsks() throws {
        let partials = FreshPartials(["row": "{{.}}", "other": "-"])
        let template = try Template(source: "{{#items}}{{>row}}{{>*kind}}{{/items}}{{>row}}")
        let rendered = try template.render(["kind": "other", "items": [1, 2, 3]], partials: partials)
        #expect(rendered == "1-2-3-")
        #expect(partials.asked == ["row", "other", "other", "other", "row"])
        _ = try template.render(["kind": "other", "items": [1]], partials: partials)
        #expect(partials.asked.filter { $0 == "row" }.count == 4)
    }

    @Test("a missing name stays missing in strict mode, however often the tag renders")
    func missingNames() throws {
        let template = try Template(source: "{{#items}}{{#known}}{{missing}}{{/known}}{{/items}}", name: "t")
        let context: Value = ["items": [["known": true], ["known": false], ["known": true, "missing": "m"]]]
        #expect(try template.render(context) == "m")
        #expect(throws: MustacheError.self) {
            try template.render(context, options: RenderOptions(strict: true))
        }
    }
}
