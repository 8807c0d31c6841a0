/// A declared type as reported: where it is and how big.
package struct TypeReport: Sendable, Hashable {
    /// Its name.
    package var name: String
    /// Its file, relative to the root.
    package var file: String
    /// The line of its declaration.
    package var line: Int
    /// Lines, with its same-file extensions.
    package var lines: Int
    /// Functions inside it.
    package var functions: Int
    /// LCOM4, when it has one.
    package var lcom4: Int?
    /// Whether it is a view controller.
    package var isViewController: Bool
    /// The cognitive complexity of its functions, summed.
    package var cognitive: Int = 0
    /// When LCOM4 is 2 or more, its components (see ``TypeSummary/cohesionComponents``).
    package var cohesionComponents: [[String]] = []

    /// The types with LCOM4 2 or more, least cohesive first (ties: file, line): the order of
    /// the text's "Least cohesive types", JSON's `"cohesion"` and the cohesion evidence.
    package static func leastCohesive(_ types: [TypeReport]) -> [TypeReport] {
        types.filter { ($0.lcom4 ?? 1) > 1 }.sorted {
            ($1.lcom4 ?? 0, $0.file, $0.line) < ($0.lcom4 ?? 0, $1.file, $1.line)
        }
    }

    /// The components as text: `{viewDidLoad(), reload(), items} {remember(), cache}`.
    package var componentsText: String {
        cohesionComponents.map { "{" + $0.joined(separator: ", ") + "}" }.joined(separator: " ")
    }
}
