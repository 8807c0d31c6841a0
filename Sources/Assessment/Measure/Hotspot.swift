/// One function or type ranked by ``Hotspots``: where it is and the numbers of its score.
package struct Hotspot: Sendable, Hashable {
    /// The function's name as lizard gives it, or the type's.
    package var name: String
    /// Its file, relative to the root.
    package var file: String
    /// The line of its keyword (a function) or declaration (a type).
    package var line: Int
    /// A function's NLOC; a type's lines (with its same-file extensions).
    package var size: Int
    /// A function's CCN; nil for a type.
    package var ccn: Int?
    /// A type's function count; nil for a function.
    package var functions: Int?
    /// A function's cognitive complexity; the sum over a type's functions.
    package var cognitive: Int
    /// Commits that touched its file (`git log`); nil when the root is not in a repository.
    package var churn: Int?

    /// (cognitive + 1) × size × (1 + churn): how hard it is to read, how much there is to read,
    /// and how often someone had to. The `+ 1`s keep a term of 0 from erasing the others: a
    /// long function without a branch still ranks by its length.
    package var score: Int {
        (cognitive + 1) * size * (1 + (churn ?? 0))
    }
}
