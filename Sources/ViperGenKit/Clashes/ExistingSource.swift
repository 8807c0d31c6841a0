/// A Swift file that a receiving target already compiles (or that the source root a run
/// generates into already holds), found before anything is written.
package struct ExistingSource: Sendable, Hashable {
    /// The absolute path to read it from (normalized); nil when the project names it relative
    /// to a build setting (`$(SRCROOT)/…`), which only its name can be compared by.
    package var path: String?
    /// The path as a diagnostic shows it: relative to the project's folder, or to the
    /// working directory without a project.
    package var display: String
    /// The top-level types it declares; empty until read, and for a file that cannot be read.
    package var types: [DeclaredType]
    /// The generated type names it uses without declaring them, read with its types: names
    /// it finds in a module it imports (SwiftUI, a package), which a generated type would shadow.
    package var uses: [TypeUse] = []
    /// Set when viper-gen generated it in an earlier run that this one leaves in place.
    package var earlier: EarlierOutput?

    package init(path: String?, display: String, types: [DeclaredType] = [], earlier: EarlierOutput? = nil) {
        self.path = path
        self.display = display
        self.types = types
        self.earlier = earlier
    }

    /// The file's name (`FeedViewController.swift`).
    package var name: String { ClashPaths.lastComponent(display) }
}
