/// A `let` or `var` declared in a type body or at file scope (not a local variable).
public struct PropertyDeclaration: Sendable, Hashable {
    /// How it holds its value.
    public enum Ownership: String, Sendable, Hashable, CaseIterable {
        case strong, weak, unowned
    }

    /// The declared name (the first one of `let a, b`; tuple patterns are skipped).
    public internal(set) var name: String
    /// `let` rather than `var`.
    public internal(set) var isLet: Bool
    /// The type annotation (`UIView?`, `[String: Int]`); nil when the type is inferred.
    public internal(set) var type: TypeReference?
    /// `static` or `class`.
    public internal(set) var isStatic: Bool
    /// `weak`, `unowned` (`unowned(unsafe)` too), or neither.
    public internal(set) var ownership: Ownership
    /// Computed: a getter (explicit, implicit, or a protocol's `{ get }`); false for stored
    /// properties, observed ones (`willSet`/`didSet`) included.
    public internal(set) var isComputed: Bool
    /// The distinct names used in its initial value, in order of first use.
    public internal(set) var initialValueIdentifiers: [String]
    /// Attributes before it: `@Published`, `@IBOutlet`, `@State`.
    public internal(set) var attributes: [Attribute]
    /// Modifiers: `private`, `lazy`, `static`, `weak` …
    public internal(set) var modifiers: Modifiers
    /// The index in ``SourceFile/types`` of the type declaring it; nil at file scope.
    public internal(set) var parentType: Int?
    /// The line of `let`/`var`.
    public internal(set) var line: Int
    /// Bytes from its first attribute or modifier to the end of its initial value or body.
    public internal(set) var range: Range<Int>
}
