/// Everything a run would write, decided before anything is written: a pure value.
public struct GenerationPlan: Sendable, Hashable {
    public var files: [PlannedFile]

    public init(files: [PlannedFile]) {
        self.files = files
    }
}

/// One file of a plan.
public struct PlannedFile: Sendable, Hashable {
    /// The output root this file belongs to, as given (`App/Modules`); nothing may be written
    /// outside it.
    public var root: String
    /// The path below `root` (`Login/LoginPresenter.swift`), made only of validated names.
    public var relativePath: String
    public var contents: String
    /// The module that produced the file.
    public var module: String
    /// The template that rendered it (`viper/Presenter.swift.mustache`).
    public var template: String
    public var kind: TemplateManifest.Kind

    public init(root: String, relativePath: String, contents: String, module: String, template: String, kind: TemplateManifest.Kind) {
        self.root = root
        self.relativePath = relativePath
        self.contents = contents
        self.module = module
        self.template = template
        self.kind = kind
    }

    /// `root/relativePath`, the path shown to the user.
    public var path: String {
        if root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }
}
