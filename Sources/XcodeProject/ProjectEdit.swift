/// What to change in a project: the inputs of `ProjectFile.adding(_:)`.
public enum ProjectEdit {
    /// A file to reference in the project and compile in some targets.
    public struct Addition: Equatable, Hashable, Sendable {
        /// The file's path relative to the project's source root (the folder holding the
        /// .xcodeproj), e.g. `App/Modules/Login/LoginView.swift`.
        public var path: String
        /// The names of the targets whose Sources build phase should compile the file; empty to
        /// only reference it.
        public var targets: [String]

        /// A file at `path` compiled by `targets`.
        public init(path: String, targets: [String]) {
            self.path = path
            self.targets = targets
        }
    }
}
