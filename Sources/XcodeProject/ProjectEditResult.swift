/// The new text of a project after an edit, and what the edit did.
public struct ProjectEditResult: Equatable, Sendable {
    /// A file and one target that compiles it.
    public struct Membership: Equatable, Hashable, Sendable {
        /// The file's path relative to the source root, normalized.
        public var path: String
        /// The target's name.
        public var target: String

        /// The file at `path` in `target`.
        public init(path: String, target: String) {
            self.path = path
            self.target = target
        }
    }

    /// A file left out because it lies in a synchronized folder, whose files Xcode lists itself.
    public struct SynchronizedFile: Equatable, Hashable, Sendable {
        /// The file's path relative to the source root, normalized.
        public var path: String
        /// The synchronized folder's path relative to the source root.
        public var folder: String
        /// The targets asked for that Xcode builds the file in as the project stands: the
        /// folder belongs to them and no exception leaves the file out, or an exception adds it.
        public var builtBy: [String]
        /// The targets asked for that Xcode does not build the file in; the user adds it to them
        /// in Xcode's File inspector (Target Membership).
        public var notBuiltBy: [String]

        /// A file in a synchronized folder.
        public init(path: String, folder: String, builtBy: [String], notBuiltBy: [String]) {
            self.path = path
            self.folder = folder
            self.builtBy = builtBy
            self.notBuiltBy = notBuiltBy
        }
    }

    /// The project's text after the edit; equal to the input when nothing changed.
    public var text: String
    /// Whether `text` differs from the input.
    public var changed: Bool
    /// Paths whose PBXFileReference the edit created (adding) or deleted (removing).
    public var files: [String] = []
    /// Files newly compiled by a target (adding) or no longer compiled (removing).
    public var memberships: [Membership] = []
    /// Files already referenced and already compiled by the target; nothing was changed for them.
    public var alreadyPresent: [Membership] = []
    /// Files not added because they lie in a synchronized folder.
    public var synchronized: [SynchronizedFile] = []
    /// The folders (relative to the source root) for which a PBXGroup was created, parents first.
    public var createdGroups: [String] = []
    /// The folders whose group viper-gen had created and a removal left empty, so deleted
    /// with it, innermost first.
    public var removedGroups: [String] = []
    /// Paths given to `removing(paths:)` that no file reference in the project resolves to.
    public var notFound: [String] = []

    /// A result with `text` and nothing else recorded.
    public init(text: String, changed: Bool) {
        self.text = text
        self.changed = changed
    }
}
