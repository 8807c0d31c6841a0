/// A `class`, `struct`, `enum`, `protocol`, `actor` or `extension`.
public struct TypeDeclaration: Sendable, Hashable {
    /// Which declaration it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// Which declaration it is.
    public internal(set) var kind: Kind
    /// The declared name; for an extension the extended type as written (`Array`, `Foo.Bar`).
    public internal(set) var name: String
    /// The types in the inheritance clause: `UIViewController`, `Repository<User>`, `Foo.Delegate`.
    public internal(set) var inheritance: [TypeReference]
    /// Generic parameter names: `T`, `Element`.
    public internal(set) var genericParameters: [String]
    /// Attributes before it, with arguments: `@MainActor`, `@available(iOS 15, *)`.
    public internal(set) var attributes: [Attribute]
    /// Modifiers before it: `public`, `final`, `private`.
    public internal(set) var modifiers: Modifiers
    /// The index in ``SourceFile/types`` of the type it is declared in.
    public internal(set) var parent: Int?
    /// Bytes from its first attribute or modifier to its closing brace (or the end of its head).
    public internal(set) var range: Range<Int>
    /// Lines of ``range``.
    public internal(set) var startLine: Int
    /// Lines of ``range``.
    public internal(set) var endLine: Int
    /// Bytes of its body, braces included; nil when it has none.
    public internal(set) var bodyRange: Range<Int>?
    /// The line of its body's `{` and `}`.
    public internal(set) var bodyLines: ClosedRange<Int>?
    /// Its references in ``SourceFile/references``: everything named in its head and body,
    /// nested declarations included.
    public internal(set) var referenceRange: Range<Int>
}
