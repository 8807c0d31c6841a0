/// The Swift types a template set declares for a module, by pattern, as its manifest lists
/// them (`"declares": ["{{module}}Presenter", "{{module}}Presenter{{protocolSuffix}}"]`).
///
/// The spec decoder refuses an entity or service that would take one of these names. The
/// names come from the manifests in use (built-in or the user's), never from a list kept by
/// hand, so a template that stops declaring a type frees its name.
package struct GeneratedTypeNames: Sendable, Hashable {
    /// A declared name around its module: `Mock` + module + `Presenter`.
    package struct Affixes: Sendable, Hashable {
        package var prefix: String
        package var suffix: String
    }

    /// The `declares` entries of each pattern's set, `{{module}}` and `{{protocolSuffix}}`
    /// still in place.
    package var declarations: [Pattern: [String]]

    package init(declarations: [Pattern: [String]]) {
        self.declarations = declarations
    }

    /// The prefixes and suffixes around the module name of every type a module of `pattern`
    /// declares, with `protocolSuffix` filled in.
    package func affixes(for pattern: Pattern, protocolSuffix: String) -> Set<Affixes> {
        var result: Set<Affixes> = []
        for declaration in declarations[pattern] ?? [] {
            let filled = Self.replacing("{{protocolSuffix}}", with: protocolSuffix, in: declaration)
            guard let range = Self.range(of: "{{module}}", in: filled) else { continue }
            result.insert(
                Affixes(prefix: String(filled[..<range.lowerBound]), suffix: String(filled[range.upperBound...])))
        }
        return result
    }

    package static func range(of target: String, in text: String) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(target) { return index..<text.index(index, offsetBy: target.count) }
            index = text.index(after: index)
        }
        return nil
    }

    package static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = range(of: target, in: String(rest)) {
            let prefix = String(rest)[..<range.lowerBound]
            result += prefix + replacement
            rest = rest.dropFirst(prefix.count + target.count)
        }
        return result + rest
    }
}
