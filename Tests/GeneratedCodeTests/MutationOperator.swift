import Foundation

/// One kind of regression a mutation test injects into generated production code, found by the
/// shapes the templates generate (a line at a time) and written as a mutant schema: the
/// original and the mutated code side by side, the mutated one chosen at run time by
/// `MutantSwitch.active == N`, so that every mutant of the suite compiles in one build.
struct MutationOperator: Sendable {
    /// A stable name, used in mutant identifiers and in the equivalent-mutant list.
    var name: String
    /// What the mutant breaks, for the report.
    var summary: String
    /// The cells (pattern × flavour) whose templates generate at least one site: the catalogue
    /// test fails when such a cell has none (the template changed, the operator went stale).
    var expectedIn: @Sendable (MutationCell) -> Bool
    /// The line's schema for mutant `id`, or nil when the line is no site of this operator.
    var rewrite: @Sendable (_ line: String, _ file: SourceFile, _ id: Int) -> String?
}

/// A generated production file: its name and text.
struct SourceFile: Sendable {
    var name: String
    var text: String
}

extension MutationOperator {
    /// `MutantSwitch.active == id`, as generated code reads it.
    static func on(_ id: Int) -> String { "MutantSwitch.active == \(id)" }

    /// The first match of `pattern` in `line`, with its capture groups (nil when absent).
    static func match(_ pattern: String, _ line: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let found = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        return (0..<found.numberOfRanges).map { index in
            Range(found.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
    }

    /// A statement line kept only when mutant `id` is not active.
    static func dropped(_ line: String, _ id: Int) -> String {
        let indent = String(line.prefix { $0 == " " })
        return indent + "if !(\(on(id))) { " + line.trimmingCharacters(in: .whitespaces) + " }"
    }

    /// A statement line replaced by `mutated` when mutant `id` is active.
    static func replaced(_ line: String, by mutated: String, _ id: Int) -> String {
        let indent = String(line.prefix { $0 == " " })
        return indent + "if \(on(id)) { \(mutated) } else { " + line.trimmingCharacters(in: .whitespaces) + " }"
    }
}
