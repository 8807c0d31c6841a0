/// A name used in code (not a declared name): in a body, a type annotation, an inheritance clause,
/// a parameter's type or default, an initial value.
///
/// Plain numbers: its name and qualifier are numbers in its file's ``SourceFile/names``
/// (``SourceFile/name(of:)`` and ``SourceFile/qualifier(of:)`` spell them), so a file's
/// thousands of references hold no strings to copy, retain or free.
public struct Reference: Sendable, Hashable {
    /// The number of its name, without backticks: two references use the same name exactly when
    /// their numbers are equal.
    public let nameID: Int
    /// The number of its qualifier, or -1 for none.
    private let qualifierNumber: Int
    /// Its line.
    public let line: Int
    /// Its byte offset.
    public let offset: Int

    init(nameID: Int, qualifierID: Int?, line: Int, offset: Int) {
        self.nameID = nameID
        qualifierNumber = qualifierID ?? -1
        self.line = line
        self.offset = offset
    }

    /// The number of its qualifier: nil when the name is not a member access; the number of
    /// `""` for an implicit member (`.shared` after `=`, `(`, `,`, `return` …); otherwise of the
    /// text of the token before the dot: `UserService` in `UserService.shared`, `self` in
    /// `self.view`, `)` in `make().value`.
    public var qualifierID: Int? { qualifierNumber < 0 ? nil : qualifierNumber }
}
