import Mustache
import Testing

/// What a render remembers for the rest of the render (the renderer's `IdentityCache`: the
/// template of each partial tag with a fixed name), and what renders given one `RenderMemo`
/// share (those templates, and what numbered names found in the bottom frame). None may change
/// what is rendered.
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

    /// Templates parsed with one name table, rendered with and without a memo.
    struct MemoCase {
        let names = NameTable()
        let partials: DictionaryPartials
        let templates: [Template]

        init(_ sources: [String], partials: [String: String]) throws {
            let names = self.names
            self.partials = DictionaryPartials(try partials.mapValues { try Template(source: $0, names: names) })
            templates = try sources.map { try Template(source: $0, names: names) }
        }
    }

    @Test("renders given one memo give what renders without one give, as the bottom frame changes and returns")
    func memoRendersAsWithout() throws {
        let cases = try MemoCase(
            ["{{a}}-{{b.c}}-{{>p}}", "{{#items}}{{a}}{{x}},{{/items}}{{missing}}", "{{^a}}none{{/a}}{{a}}{{>p}}"],
            partials: ["p": "[{{a}}{{b.c}}]"])
        let memo = RenderMemo(partials: cases.partials)
        let first: Value = ["a": "1", "b": ["c": "2"], "items": [["x": "x"], ["a": "shadow", "x": "y"]]]
        let second: Value = ["a": "3", "b": ["c": "4"], "items": [["x": "z"]]]
        let third: Value = ["b": ["c": "5"], "items": []]
        // A frame whose copy was changed shares nothing with the original but its past.
        var changed = first
        if case .object(var members) = changed {
            members["a"] = "changed"
            changed = .object(members)
        }
        for frame in [first, first, second, first, third, changed, changed, first] {
            for template in cases.templates {
                for top in [[], [Value.object(["x": "top"])]] {
                    let stack = [frame] + top
                    let expected = try template.render(stack: stack, partials: cases.partials)
                    #expect(try template.render(stack: stack, memo: memo) == expected)
                }
            }
        }
    }

    @Test("a memo used with templates of two name tables keeps their names apart")
    func memoAcrossTables() throws {
        let one = try MemoCase(["{{a}}{{b}}"], partials: [:])
        let other = try MemoCase(["{{b}}{{a}}"], partials: [:])
        let memo = RenderMemo(partials: one.partials)
        let frame: Value = ["a": "A", "b": "B"]
        for _ in 0..<3 {
            #expect(try one.templates[0].render(stack: [frame], memo: memo) == "AB")
            #expect(try other.templates[0].render(stack: [frame], memo: memo) == "BA")
        }
    }

    @Test("a memo asks its resolver once per partial tag, across renders")
    func memoAsksOnce() throws {
        let partials = FreshPartials(["row": "{{.}}"])
        let template = try Template(source: "{{#items}}{{>row}}{{/items}}")
        let memo = RenderMemo(partials: partials)
        for _ in 0..<3 {
            #expect(try template.render(stack: [["items": [1, 2]]], memo: memo) == "12")
        }
        #expect(partials.asked == ["row"])
    }

    @Test("a frame that is not an object is rendered with a memo as without one")
    func memoWithOtherFrames() throws {
        let names = NameTable()
        let template = try Template(source: "{{.}}|{{a}}", names: names)
        let memo = RenderMemo(partials: NoPartials())
        for frame: Value in ["text", 3, ["a": "x"], [1, 2], ["a": "y"]] {
            #expect(try template.render(stack: [frame], memo: memo) == template.render(stack: [frame]))
        }
    }

    @Test("a name table numbers each name once and stops numbering at its capacity")
    func nameTableCapacity() throws {
        let names = NameTable(capacity: 2)
        _ = try Template(source: "{{a}}{{b}}{{a}}{{c}}{{d.e}}", names: names)
        #expect(names.count == 2)
        let memo = RenderMemo(partials: NoPartials())
        let template = try Template(source: "{{a}}{{c}}{{d.e}}", names: names)
        for frame: Value in [["a": "1", "c": "2", "d": ["e": "3"]], ["a": "4", "c": "5", "d": ["e": "6"]]] {
            #expect(try template.render(stack: [frame], memo: memo) == template.render(stack: [frame]))
        }
    }

    @Test("a name table keeps every name apart as it grows, and finds each again")
    func nameTableGrowth() throws {
        let names = NameTable()
        // 3,000 names (the table starts with room for 512), among them names that differ in one
        // byte, a prefix of another, and non-ASCII ones.
        let raws = (0..<1000).flatMap { ["n\($0)", "n\($0)x", "é\($0).ü"] }
        let source = raws.map { "{{\($0)}}" }.joined()
        _ = try Template(source: source, names: names)
        #expect(names.count == raws.count)
        let again = try Template(source: source, names: names)
        #expect(names.count == raws.count)
        var frame: [String: Value] = [:]
        for (index, raw) in raws.enumerated() where !raw.contains(".") { frame[raw] = .string("\(index),") }
        let memo = RenderMemo(partials: NoPartials())
        let plain = try again.render(stack: [.object(frame)])
        #expect(plain.hasPrefix("0,1,"))
        #expect(try again.render(stack: [.object(frame)], memo: memo) == plain)
    }
}
