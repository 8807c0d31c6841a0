/// One function or type ranked by ``Hotspots``: where it is and the numbers of its score.
public struct Hotspot: Sendable, Hashable {
    /// The function's name as lizard gives it, or the type's.
    public var name: String
    /// Its file, relative to the root.
    public var file: String
    /// The line of its keyword (a function) or declaration (a type).
    public var line: Int
    /// A function's NLOC; a type's lines (with its same-file extensions).
    public var size: Int
    /// A function's CCN; nil for a type.
    public var ccn: Int?
    /// A type's function count; nil for a function.
    public var functions: Int?
    /// A function's cognitive complexity; the sum over a type's functions.
    public var cognitive: Int
    /// Commits that touched its file (`git log`); nil when the root is not in a repository.
    public var churn: Int?

    /// (cognitive + 1) × size × (1 + churn): how hard it is to read, how much there is to read,
    /// and how often someone had to. The `+ 1`s keep a term of 0 from erasing the others: a
    /// long function without a branch still ranks by its length.
    public var score: Int {
        (cognitive + 1) * size * (1 + (churn ?? 0))
    }
}
