/// Where the code departs from the spec's architecture: a rule, a place (in the code, or in
/// the spec when what is missing has no place in the code) and the spec's key path it concerns.
package struct SpecFinding: Sendable, Hashable, Comparable {
    /// Which file a finding is in.
    package enum Location: String, Sendable, Hashable {
        /// A Swift file, its path relative to the assessed root.
        case code
        /// The spec itself, its path as the command line shows it.
        case spec
    }

    package var rule: SpecRule
    package var location: Location
    package var file: String
    /// 1-based; the column counts UTF-8 bytes in code and characters in the spec.
    package var line: Int
    package var column: Int
    /// The spec's key path the finding is about (`modules[2].routes[0]`).
    package var keyPath: String
    package var message: String

    package init(
        rule: SpecRule, location: Location, file: String, line: Int, column: Int, keyPath: String, message: String
    ) {
        self.rule = rule
        self.location = location
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// A finding at a place in the spec.
    init(_ rule: SpecRule, at place: DeclaredArchitecture.Place, _ message: String) {
        self.init(
            rule: rule, location: .spec, file: place.file, line: place.line, column: place.column,
            keyPath: place.keyPath,
            message: message)
    }

    /// `file:line:col`, as text reports show it.
    package var position: String { "\(file):\(line):\(column)" }

    /// Spec findings first (what is missing), then code by file, line, column, rule.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.location == .code ? 1 : 0, lhs.file, lhs.line, lhs.column, lhs.rule.rawValue, lhs.message)
            < (rhs.location == .code ? 1 : 0, rhs.file, rhs.line, rhs.column, rhs.rule.rawValue, rhs.message)
    }
}
