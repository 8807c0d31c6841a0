/// A function, initializer, deinitializer, subscript, accessor or closure.
public struct FunctionDeclaration: Sendable, Hashable {
    /// Which kind of function it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case function, initializer, deinitializer, `subscript`, accessor, closure
    }

    /// Which kind of function it is.
    public internal(set) var kind: Kind
    /// `viewDidLoad`, `==`, `init`, `deinit`, `subscript`, the accessor's word (`get`, `set`,
    /// `willSet`, `didSet`, `_read`, `_modify`; `get` for an implicit getter), `closure`.
    public internal(set) var name: String
    /// The line of its keyword (`func`, `init`, the accessor word; a closure's or implicit
    /// getter's `{`).
    public internal(set) var keywordLine: Int
    /// The first line of ``range``.
    public internal(set) var startLine: Int
    /// The last line of ``range``.
    public internal(set) var endLine: Int
    /// Bytes from its first attribute or modifier to its closing brace (or the end of its head).
    public internal(set) var range: Range<Int>
    /// Bytes of its body, braces included; nil for a requirement without body.
    public internal(set) var bodyRange: Range<Int>?
    /// Its parameters (`(_ id: Int, name: String = "")` → `id: Int`, `name: String` with a
    /// default); empty without a clause (accessors without a parameter, `deinit`, closures).
    public internal(set) var parameters: [Parameter]
    /// Bytes of the parameter clause, parentheses included; nil when there is none.
    public internal(set) var parameterClauseRange: Range<Int>?
    /// Attributes before it.
    public internal(set) var attributes: [Attribute]
    /// Modifiers before it: `static`, `override`, `private`, `mutating` …
    public internal(set) var modifiers: Modifiers
    /// The index in ``SourceFile/types`` of the type it is declared in (directly or through
    /// enclosing functions).
    public internal(set) var parentType: Int?
    /// The index in ``SourceFile/functions`` of the function, accessor or closure around it.
    public internal(set) var parentFunction: Int?
    /// The index in ``SourceFile/properties`` of the property an accessor belongs to.
    public internal(set) var property: Int?
    /// Its references in ``SourceFile/references`` (parameters' types, body, nested closures).
    public internal(set) var referenceRange: Range<Int>
}
