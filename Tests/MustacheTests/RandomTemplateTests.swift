import Mustache
import TestSupport
import Testing

/// Random templates: half free-form soups of tag fragments, half balanced structures with
/// sections, parents, blocks, dynamic names and mutually recursive partials.
private struct TemplateGenerator {
    var rng: SplitMix64

    static let fragments = [
        "{{", "}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{>q}}", "{{<p}}", "{{/p}}", "{{$a}}", "{{$b}}",
        "{{=<% %>=}}", "<%", "%>", "<%={{ }}=%>", "\n", "  ", "\r\n", "\t", "x", "é", "😀", "{{{", "}}}", "{{!",
        "{{! c }}",
        "{{&a}}", "{{>*d}}", "{{<*d}}", "{{/*d}}", "{{.}}", "{{a.b}}", "{{#.}}", "{{/.}}", "{{c}}", "{{{c}}}", "=", "{",
        "}"
    ]

    mutating func template() -> String {
        if Bool.random(using: &rng) { return structured(depth: 0) }
        var source = ""
        for _ in 0..<Int.random(in: 0..<24, using: &rng) {
            source += Self.fragments.randomElement(using: &rng) ?? ""
        }
        return source
    }

    private mutating func structured(depth: Int) -> String {
        var source = ""
        for _ in 0..<Int.random(in: 0..<5, using: &rng) {
            let deeper = depth < 5
            switch Int.random(in: 0..<13, using: &rng) {
            case 0: source += "\n"
            case 1: source += "x\r\n"
            case 2: source += "{{c}}"
            case 3: source += "{{>p}}\n"
            case 4: source += "  {{>q}}\n"
            case 5 where deeper: source += "{{#a}}\n" + structured(depth: depth + 1) + "{{/a}}\n"
            case 6 where deeper: source += "  {{^b}}" + structured(depth: depth + 1) + "{{/b}}"
            case 7 where deeper:
                source +=
                    "  {{<p}}\n{{$a}}\n" + structured(depth: depth + 1) + "  {{/a}}\n{{$b}}"
                    + structured(depth: depth + 1) + "{{/b}}{{/p}}\n"
            case 8 where deeper: source += "  {{$a}}\n" + structured(depth: depth + 1) + "{{/a}}\n"
            case 9 where deeper: source += "{{$b}}" + structured(depth: depth + 1) + "{{/b}}"
            case 10: source += "{{>*d}}"
            case 11 where deeper: source += "{{<*d}}{{$a}}" + structured(depth: depth + 1) + "{{/a}}{{/*d}}"
            default: source += "{{.}}é"
            }
        }
        return source
    }
}

@Suite("Randomized templates")
struct RandomTemplateTests {
    @Test("random templates and partials either render or throw a located error, in both modes")
    func randomTemplates() {
        var generator = TemplateGenerator(rng: SplitMix64(seed: 2_024))
        let contexts: [Value] = [
            [:], ["a": true, "b": false, "c": "<&>", "d": "p"], ["a": [1, 2, 3], "b": [], "c": ["x": 1], "d": "q"],
            ["a": ["b": ["c": "deep"]], "d": "p"], "scalar", [1, [2, [3]]]
        ]
        let options = [false, true].map {
            RenderOptions(escaping: .html, strict: $0, limits: RenderLimits(steps: 100_000))
        }
        var rendered = 0
        var failed = 0
        for _ in 0..<1_000 {
            let source = generator.template()
            let sources = ["p": generator.template(), "q": generator.template()]
            guard let template = try? Template(source: source) else { continue }
            let partials = DictionaryPartials(sources.compactMapValues { try? Template(source: $0, name: "partial") })
            for context in contexts {
                for option in options {
                    do {
                        _ = try template.render(context, partials: partials, options: option)
                        rendered += 1
                    } catch {
                        failed += 1
                        #expect(error.line >= 1 && error.column >= 1, "\(error)")
                    }
                }
            }
        }
        // The generator must keep producing templates that render and templates that fail.
        #expect(rendered > 1_000)
        #expect(failed > 100)
    }
}
