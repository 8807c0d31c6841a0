// libFuzzer target: the spec entry parsers (`MethodSignature.parse`, `FieldDeclaration.parse`),
// the name rules (`Identifier`) and what templates compute from a parsed signature (mock stems,
// storage types, default return expressions, declarations).
//
// The input is text (invalid UTF-8 repaired). The whole input is parsed as a method entry, as a
// field entry and checked as a type, member and module name; when it has several lines, each
// line is too, and the lines that parse as methods are one protocol for `MockNaming.stems(for:)`
// (so overloads and stem collisions are reachable).
//
// Checked: no crash, hang or sanitizer report; errors have a column in 1...count + 1; a parsed
// method's `declaration` parses back to an equal signature (documented) and its
// `requirementDeclaration` to the same without defaults; a field's `declaration` parses back to
// the field; stems are distinct identifiers; every name suggestion passes its own check.
// Sources are compiled into this module (see fuzz/run.sh), so there is no `import`; the binary
// also holds the `spec` target, built once for both (KitEntry.swift).

private func parseEntry(_ entry: String) -> MethodSignature? {
    exercise(name: entry)
    do {
        let field = try FieldDeclaration.parse(entry)
        exercise(field: field)
    } catch {
        checkSignatureError(error, in: entry, "field")
    }
    do {
        return try MethodSignature.parse(entry)
    } catch {
        checkSignatureError(error, in: entry, "method")
        return nil
    }
}

/// One input of the `signature` target (KitEntry.swift calls it).
func fuzzSignature(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let whole = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let method = parseEntry(whole)
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if lines.count > 1 {
        exercise(methods: lines.compactMap(parseEntry))
    } else if let method {
        exercise(methods: [method])
    }
    return 0
}
