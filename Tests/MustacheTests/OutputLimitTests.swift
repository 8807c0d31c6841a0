import Mustache
import Testing

/// The output limit holds after every append: one node's text, one variable's value, a partial,
/// the indentation a partial adds, or escaping cannot take the output past it, and the error
/// names where in which template the output went over.
@Suite("Output limit: checked after every append")
struct OutputLimitTests {
    static let options = RenderOptions(limits: RenderLimits(outputBytes: 1_000))

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var source: String
        var context: Value = [:]
        var partials: [String: String] = [:]
        /// The template, line and column the error names.
        var at: (String, Int, Int)
    }

    static let cases: [Case] = [
        Case(
            description: "one text node larger than the limit",
            source: "{{a}}\n" + String(repeating: "x", count: 2_000), context: ["a": "short"], at: ("t.mustache", 1, 6)),
        Case(
            description: "one variable's value larger than the limit",
            source: "before\n  {{a}}", context: ["a": .string(String(repeating: "y", count: 5_000))],
            at: ("t.mustache", 2, 3)),
        Case(
            description: "a value that fits until escaped",
            source: "{{q}}", context: ["q": .string(String(repeating: "\"", count: 400))], at: ("t.mustache", 1, 1)),
        Case(
            description: "a value unescaped with {{& }}",
            source: "ok {{&a}}", context: ["a": .string(String(repeating: "<", count: 1_500))], at: ("t.mustache", 1, 4)
        ),
        Case(
            description: "a partial whose text is larger than the limit",
            source: "{{>p}}", partials: ["p": "p\n" + String(repeating: "z", count: 3_000)], at: ("p", 1, 1)),
        Case(
            description: "a partial that fits until indented",
            source: "    {{>p}}\n", partials: ["p": String(repeating: "ab\n", count: 300)], at: ("p", 1, 1)),
        Case(
            description: "a section's repeated text goes over on the item that does it",
            source: "{{#l}}0123456789{{/l}}", context: ["l": .array(Array(repeating: 1, count: 500))],
            at: ("t.mustache", 1, 7))
    ]

    @Test(arguments: cases)
    func limitHolds(_ test: Case) throws {
        let error = try #require(renderError(test.source, test.context, partials: test.partials, options: Self.options))
        #expect(error.kind == .outputLimit(bytes: 1_000))
        #expect(error.templateName == test.at.0)
        #expect(error.line == test.at.1)
        #expect(error.column == test.at.2)
    }

    @Test("output of exactly the limit renders")
    func exactlyTheLimit() throws {
        let text = String(repeating: "x", count: 990)
        #expect(try render(text + "{{a}}", ["a": "0123456789"], options: Self.options).utf8.count == 1_000)
        #expect(
            renderError(text + "{{a}}", ["a": "0123456789!"], options: Self.options)?.kind == .outputLimit(bytes: 1_000)
        )
    }
}
