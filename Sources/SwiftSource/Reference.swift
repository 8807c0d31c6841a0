/// A name used in code (not a declared name): in a body, a type annotation, an inheritance clause,
/// a parameter's type or default, an initial value.
public struct Reference: Sendable, Hashable {
    /// The name, without backticks.
    public let name: String
    /// nil when the name is not a member access; `""` for an implicit member (`.shared` after
    /// `=`, `(`, `,`, `return` …); otherwise the text of the token before the dot: `UserService`
    /// in `UserService.shared`, `self` in `self.view`, `)` in `make().value`.
    public let qualifier: String?
    /// Its line.
    public let line: Int
    /// Its byte offset.
    public let offset: Int
}
