/// Everything a run would write, decided before anything is written: a pure value.
package struct GenerationPlan: Sendable, Hashable {
    package var files: [PlannedFile]

    package init(files: [PlannedFile]) {
        self.files = files
    }
}

/// One file of a plan.
package struct PlannedFile: Sendable, Hashable {
    /// The output root this file belongs to, as given (`App/Modules`); nothing may be written
    /// outside it.
    package var root: String
    /// The path below `root` (`Login/LoginPresenter.swift`), made only of validated names.
    package var relativePath: String
    package var contents: String
    /// The module that produced the file.
    package var module: String
    /// The template that rendered it (`viper/Presenter.swift.mustache`).
    package var template: String
    package var kind: TemplateManifest.Kind

    package init(
        root: String, relativePath: String, contents: String, module: String, template: String,
        kind: TemplateManifest.Kind
    ) {
        self.root = root
        self.relativePath = relativePath
        self.contents = contents
        self.module = module
        self.template = template
        self.kind = kind
    }

    /// `root/relativePath`, the path shown to the user.
    package var path: String {
        if root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }
}
