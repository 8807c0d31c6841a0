/// Everything an assessment keeps of one file: small, independent of every other file, so
/// files can be read in parallel and their tokens dropped at once.
public struct FileSummary: Sendable, Hashable {
    /// The path relative to the assessed root.
    public var path: String
    /// Line count: line breaks, plus one for a last line without one.
    public var lines: Int
    /// Whether the file is test code (see ``SkipRules/isTest(path:)``).
    public var isTest: Bool
    /// Its functions in lizard's order.
    public var functions: [FunctionMetric]
    /// Imported modules with the line of each `import`.
    public var imports: [ImportUse]
    /// Its declared types (extensions are folded into their type when it is in the same file).
    public var types: [TypeSummary]
    /// Names of extended types declared elsewhere (`extension String`).
    public var extendedTypes: [String]
    /// Every capitalized name it references, sorted.
    public var referencedTypeNames: [String]
    /// Its singleton uses.
    public var singletons: [SingletonUse]
    /// Layering problems visible from this file alone.
    var findings: [Finding]
    /// What the reader could not make sense of.
    public var warnings: [String]

    /// One `import`.
    public struct ImportUse: Sendable, Hashable {
        /// The module: `UIKit`.
        public var module: String
        /// The line of `import`.
        public var line: Int
    }

    /// A violation plus the facts the module-level pass needs to keep or drop it.
    struct Finding: Sendable, Hashable {
        var violation: Violation
        /// Dropped in a Clean Swift (VIP) module, whose designed flow it is.
        var exemptInCleanSwift: Bool
    }
}
