/// A Swift file the run would generate, as the clash check sees it: where it goes, its name
/// and the top-level types it declares.
public struct GeneratedSource: Sendable, Hashable {
    /// The absolute path it would be written to (normalized).
    public var path: String
    /// The path as the report shows it (`App/Modules/Feed/FeedViewController.swift`).
    public var display: String
    /// The module that generates it (`SharedDeclarations.moduleName` for the shared ones).
    public var module: String
    /// The top-level type names it declares.
    public var types: [String]
    /// Whether the run creates it (nothing is at its path yet): only then can the target's
    /// files use its types' names for something else (afterwards they use the generated ones).
    public var isNew: Bool

    public init(path: String, display: String, module: String, types: [String], isNew: Bool = true) {
        self.path = path
        self.display = display
        self.module = module
        self.types = types
        self.isNew = isNew
    }

    /// The file's name (`FeedViewController.swift`).
    public var name: String { ClashPaths.lastComponent(path) }
}
