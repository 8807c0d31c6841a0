// libFuzzer target: the Mustache parser and renderer (Sources/Mustache).
//
// Input layout (every part optional):
//
//     [%OPTIONS\n]TEMPLATE[␞PARTIAL]...[␞JSON]
//
// `␞` is the byte 0x1E. OPTIONS are letters: `s` strict mode, `r` raw output (escaping `.none`),
// `j` the last segment is a JSON context (decoded with `Value`'s `Decodable`), `t` tight render
// limits (so limit errors are reached cheaply), `k` render with `render(stack:)` over
// `[defaultContext(), context]`, `e` render over an empty stack. A PARTIAL segment is
// `NAME\nSOURCE`; a segment without a newline is a partial named by the whole segment with an
// empty source. Without `j` the context is `defaultContext()`, whose strings name the partials
// the seeds use (`p`, `q`, `self`, `parent`), so dynamic names (`{{>*dyn}}`) and recursion are
// reachable.
//
// Checked on every input: no crash, hang or sanitizer report; every error is located at line ≥ 1,
// column ≥ 1 within its template; without strict mode only a limit can fail a render; a strict
// render that succeeds gives the same output as the non-strict one; templates parsed with one
// `NameTable` and rendered twice with one `RenderMemo` give what the plain render gave.
import Foundation

private let separator = UInt8(0x1E)

/// Built per input: a global would hold Swift enum payloads through tagged pointers, which
/// LeakSanitizer cannot follow, so it would report them as leaks.
private func defaultContext() -> Value {
    [
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
}

private struct Input {
    var strict = false
    var raw = false
    var tight = false
    var useStack = false
    var emptyStack = false
    var template = ""
    var partials: [(name: String, source: String)] = []
    var context: Value = .null
}

private func decodeInput(_ bytes: UnsafeBufferPointer<UInt8>) -> Input {
    var input = Input()
    var body = bytes[...]
    var hasJSON = false
    if body.first == UInt8(ascii: "%") {
        let end = body.firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex
        for byte in body[body.startIndex..<end] {
            switch byte {
            case UInt8(ascii: "s"): input.strict = true
            case UInt8(ascii: "r"): input.raw = true
            case UInt8(ascii: "j"): hasJSON = true
            case UInt8(ascii: "t"): input.tight = true
            case UInt8(ascii: "k"): input.useStack = true
            case UInt8(ascii: "e"): input.emptyStack = true
            default: break
            }
        }
        body = end < body.endIndex ? body[(end + 1)...] : body[end...]
    }
    input.context = defaultContext()
    var segments = body.split(separator: separator, omittingEmptySubsequences: false)
    if hasJSON, segments.count > 1, let json = segments.popLast() {
        if let value = try? JSONDecoder().decode(Value.self, from: Data(json)) {
            input.context = value
        }
    }
    input.template = segments.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    for segment in segments.dropFirst() {
        let newline = segment.firstIndex(of: UInt8(ascii: "\n")) ?? segment.endIndex
        let name = String(decoding: segment[segment.startIndex..<newline], as: UTF8.self)
        let source = newline < segment.endIndex ? String(decoding: segment[(newline + 1)...], as: UTF8.self) : ""
        input.partials.append((name, source))
    }
    return input
}

/// The number of lines of `source` (a location's line is at most this).
private func lineCount(_ source: String) -> Int {
    source.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
}

private func checkLocation(_ error: MustacheError, maxLines: Int, _ what: String) {
    invariant(
        error.line >= 1 && error.column >= 1, "\(what): location \(error.line):\(error.column) is not 1-based: \(error)"
    )
    invariant(error.line <= maxLines, "\(what): line \(error.line) is past the last line (\(maxLines)): \(error)")
    invariant(!error.description.isEmpty && !error.message.isEmpty, "\(what): empty message")
}

private func isLimit(_ kind: MustacheError.Kind) -> Bool {
    switch kind {
    case .recursionLimit, .nestingLimit, .outputLimit, .workLimit: true
    default: false
    }
}

/// Renders with `render(_:)` or, when the input asks for it, `render(stack:)`.
private func render(
    _ template: Template, _ input: Input, _ partials: DictionaryPartials,
    _ options: RenderOptions
) throws(MustacheError) -> String {
    if input.emptyStack { return try template.render(stack: [], partials: partials, options: options) }
    if input.useStack {
        return try template.render(stack: [defaultContext(), input.context], partials: partials, options: options)
    }
    return try template.render(input.context, partials: partials, options: options)
}

/// Parses the input again with one name table and renders it twice with one memo (the second
/// render reads what the first remembered): both must give `expected`.
private func checkMemoRenders(_ input: Input, expected: String, options: RenderOptions) {
    let names = NameTable()
    var templates: [String: Template] = [:]
    for partial in input.partials {
        // As above: a partial that does not parse leaves an earlier one of its name in place.
        if let parsed = try? Template(source: partial.source, name: partial.name, names: names) {
            templates[partial.name] = parsed
        }
    }
    guard let template = try? Template(source: input.template, name: "template", names: names) else {
        invariant(false, "a template that parsed does not parse with a name table")
        return
    }
    let memo = RenderMemo(partials: DictionaryPartials(templates))
    let stack = input.useStack ? [defaultContext(), input.context] : [input.context]
    for pass in 1...2 {
        let output = try? template.render(stack: stack, memo: memo, options: options)
        invariant(output == expected, "render \(pass) with a memo differs from the render without one")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = decodeInput(UnsafeBufferPointer(start: data, count: size))
    var maxLines = lineCount(input.template)

    var templates: [String: Template] = [:]
    for partial in input.partials {
        maxLines = max(maxLines, lineCount(partial.source))
        do {
            templates[partial.name] = try Template(source: partial.source, name: partial.name)
        } catch {
            checkLocation(error, maxLines: lineCount(partial.source), "partial parse error")
        }
    }
    let template: Template
    do {
        template = try Template(source: input.template, name: "template")
    } catch {
        checkLocation(error, maxLines: lineCount(input.template), "template parse error")
        return 0
    }
    invariant(template.source == input.template, "source not kept")

    // The default limits (5,000,000 steps, 64 MiB) bound the worst case at about 0.7 s in an
    // optimized build but 4.6 s under ASan, past libFuzzer's 1 s timeout. A twentieth of them
    // keeps the worst case near 0.25 s (margin for a loaded CI machine), so a timeout means a
    // step that costs too much, not a limit reached.
    let limits =
        input.tight
        ? RenderLimits(partialDepth: 8, nestingDepth: 40, outputBytes: 16 * 1024, steps: 20_000)
        : RenderLimits(outputBytes: 4 * 1024 * 1024, steps: 250_000)
    let escaping: Escaping = input.raw ? .none : .html
    let partials = DictionaryPartials(templates)

    let lenient: Result<String, MustacheError>
    do {
        lenient = .success(
            try render(template, input, partials, RenderOptions(escaping: escaping, strict: false, limits: limits)))
    } catch {
        checkLocation(error, maxLines: maxLines, "render error")
        invariant(isLimit(error.kind), "a non-strict render failed with a non-limit error: \(error)")
        lenient = .failure(error)
    }
    if case .success(let expected) = lenient, !input.emptyStack {
        checkMemoRenders(input, expected: expected, options: RenderOptions(escaping: escaping, limits: limits))
    }
    guard input.strict else { return 0 }
    do {
        let output = try render(
            template, input, partials, RenderOptions(escaping: escaping, strict: true, limits: limits))
        if case .success(let expected) = lenient {
            invariant(output == expected, "strict and non-strict renders differ")
        } else {
            invariant(false, "strict render succeeded where the non-strict one failed")
        }
    } catch {
        checkLocation(error, maxLines: maxLines, "strict render error")
    }
    return 0
}
