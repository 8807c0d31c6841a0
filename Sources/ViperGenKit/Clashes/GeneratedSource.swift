/// A Swift file the run would generate, as the clash check sees it: where it goes, its name
/// and the top-level types it declares.
package struct GeneratedSource: Sendable, Hashable {
    /// The absolute path it would be written to (normalized).
    package var path: String
    /// The path as the report shows it (`App/Modules/Feed/FeedViewController.swift`).
    package var display: String
    /// The module that generates it (`SharedDeclarations.moduleName` for the shared ones).
    package var module: String
    /// The top-level type names it declares.
    package var types: [String]
    /// The types the target does not have from viper-gen yet: all of them for a file the run
    /// creates, those the file on disk does not declare for one it rewrites (an entity added to
    /// a module), none for a file viper-gen.lock lists that is gone. Only these can be names the
    /// target's files use for something else (afterwards they use the generated ones).
    package var newTypes: [String]

    package init(path: String, display: String, module: String, types: [String], newTypes: [String]? = nil) {
        self.path = path
        self.display = display
        self.module = module
        self.types = types
        self.newTypes = newTypes ?? types
    }

    /// The file's name (`FeedViewController.swift`).
    package var name: String { ClashPaths.lastComponent(path) }
}
