import Foundation
import Mustache
import Testing

/// Every input the `mustache` fuzz target once failed on (`fuzz/regressions/mustache`) and its
/// seed corpus (`fuzz/corpus/mustache`), in the target's input format (see
/// `fuzz/targets/mustache/Entry.swift`), run through the same path: parse the template and
/// partials, render with the options the input selects. Each must render or throw a located
/// error (only a limit error without strict mode), in reasonable time.
@Suite struct FuzzRegressionTests {
    /// A fuzz input split like the fuzz target does: `[%OPTIONS\n]TEMPLATE[␞NAME\nPARTIAL]...[␞JSON]`.
    struct Input {
        var strict = false
        var raw = false
        var tight = false
        var useStack = false
        var emptyStack = false
        var template = ""
        var partials: [(name: String, source: String)] = []
        var context: Value = Self.defaultContext

        /// The fuzz target's `defaultContext()`, used when the input has no JSON (keep the two equal).
        static let defaultContext: Value = [
            "name": "<World & \"you\">",
            "a": ["b": ["c": "abc", "list": [1, 2]]],
            "list": [1, 2, "three", ["name": "nested", "list": ["x"]], nil, false, true, 1.5],
            "items": [["name": "one", "t": true], ["name": "two", "t": false]],
            "empty": [],
            "obj": [:],
            "t": true,
            "f": false,
            "n": nil,
            "zero": 0,
            "num": 42,
            "pi": 3.25,
            "s": "",
            "x": "x",
            "dyn": "p",
            "partial": "q",
            "me": "self",
            "parent": "parent",
            "count": -7
        ]

        init(_ bytes: [UInt8]) {
            var body = bytes[...]
            var hasJSON = false
            if body.first == UInt8(ascii: "%") {
                let end = body.firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex
                let options = body[body.startIndex..<end]
                strict = options.contains(UInt8(ascii: "s"))
                raw = options.contains(UInt8(ascii: "r"))
                tight = options.contains(UInt8(ascii: "t"))
                hasJSON = options.contains(UInt8(ascii: "j"))
                useStack = options.contains(UInt8(ascii: "k"))
                emptyStack = options.contains(UInt8(ascii: "e"))
                body = end < body.endIndex ? body[(end + 1)...] : body[end...]
            }
            var segments = body.split(separator: 0x1E, omittingEmptySubsequences: false)
            if hasJSON, segments.count > 1, let json = segments.popLast(),
                let value = try? JSONDecoder().decode(Value.self, from: Data(json))
            {
                context = value
            }
            template = segments.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
            for segment in segments.dropFirst() {
                let newline = segment.firstIndex(of: UInt8(ascii: "\n")) ?? segment.endIndex
                let name = String(decoding: segment[segment.startIndex..<newline], as: UTF8.self)
                let source =
                    newline < segment.endIndex ? String(decoding: segment[(newline + 1)...], as: UTF8.self) : ""
                partials.append((name, source))
            }
        }

        /// Renders as the target does: over the context, or over a stack (`k`, `e`).
        func render(_ template: Template, partials: DictionaryPartials, options: RenderOptions) throws(MustacheError)
            -> String
        {
            if emptyStack { return try template.render(stack: [], partials: partials, options: options) }
            if useStack {
                return try template.render(stack: [Self.defaultContext, context], partials: partials, options: options)
            }
            return try template.render(context, partials: partials, options: options)
        }

        /// The fuzz target's limits (a twentieth of the defaults, or tight ones).
        var limits: RenderLimits {
            tight
                ? RenderLimits(partialDepth: 8, nestingDepth: 40, outputBytes: 16 * 1024, steps: 20_000)
                : RenderLimits(outputBytes: 4 * 1024 * 1024, steps: 250_000)
        }
    }

    static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    /// The regressions, then the seeds: (path relative to fuzz/, contents).
    static func inputs() throws -> [(name: String, bytes: [UInt8])] {
        var inputs: [(name: String, bytes: [UInt8])] = []
        for folder in ["regressions", "corpus"] {
            let directory = fuzz.appendingPathComponent(folder).appendingPathComponent("mustache")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            for name in names.sorted() where !name.hasPrefix(".") {
                inputs.append(
                    (
                        "\(folder)/mustache/\(name)",
                        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                    ))
            }
        }
        return inputs
    }

    @Test func everyInputRendersOrFailsWithALocatedError() throws {
        let inputs = try Self.inputs()
        #expect(inputs.count >= 200, "the seed corpus is missing")
        for (file, bytes) in inputs { check(file: file, bytes: bytes) }
    }

    func check(file: String, bytes: [UInt8]) {
        let input = Input(bytes)

        var templates: [String: Template] = [:]
        for partial in input.partials {
            do {
                templates[partial.name] = try Template(source: partial.source, name: partial.name)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(file): \(error)")
            }
        }
        let template: Template
        do {
            template = try Template(source: input.template, name: "template")
        } catch {
            #expect(error.line >= 1 && error.column >= 1, "\(file): \(error)")
            return
        }
        var outputs: [Bool: String] = [:]
        for strict in input.strict ? [false, true] : [false] {
            let options = RenderOptions(escaping: input.raw ? .none : .html, strict: strict, limits: input.limits)
            do {
                outputs[strict] = try input.render(template, partials: DictionaryPartials(templates), options: options)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(file): \(error)")
                #expect(!error.description.isEmpty)
                if !strict {
                    // Without strict mode only a limit can stop a render.
                    switch error.kind {
                    case .recursionLimit, .nestingLimit, .outputLimit, .workLimit: break
                    default: Issue.record("\(file): non-strict render failed: \(error)")
                    }
                }
            }
        }
        if let strictOutput = outputs[true] {
            #expect(outputs[false] == strictOutput, "\(file): strict and non-strict renders differ")
        }
        if let expected = outputs[false], !input.emptyStack {
            checkMemoRenders(file: file, input, expected: expected)
        }
    }

    /// As the target does: parsed with one name table and rendered twice with one memo, the
    /// input gives what the plain render gave.
    func checkMemoRenders(file: String, _ input: Input, expected: String) {
        let names = NameTable()
        var templates: [String: Template] = [:]
        for partial in input.partials {
            if let parsed = try? Template(source: partial.source, name: partial.name, names: names) {
                templates[partial.name] = parsed
            }
        }
        guard let template = try? Template(source: input.template, name: "template", names: names) else {
            Issue.record("\(file): the template does not parse with a name table")
            return
        }
        let memo = RenderMemo(partials: DictionaryPartials(templates))
        let stack = input.useStack ? [Input.defaultContext, input.context] : [input.context]
        let options = RenderOptions(escaping: input.raw ? .none : .html, limits: input.limits)
        for pass in 1...2 {
            #expect(
                (try? template.render(stack: stack, memo: memo, options: options)) == expected,
                "\(file): render \(pass) with a memo differs")
        }
    }
}
