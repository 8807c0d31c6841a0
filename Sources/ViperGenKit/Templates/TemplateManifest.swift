/// A template set's `template.json`: which files it renders, where they go, and when.
///
/// ```json
/// { "description": "VIPER module", "extends": "viper",
///   "files": [ { "template": "Presenter.swift.mustache", "path": "{{module}}Presenter.swift",
///                "kind": "source", "component": "Presenters", "when": ["uikit", "!mvc"] } ] }
/// ```
public struct TemplateManifest: Sendable, Hashable {
    /// One file a template set renders.
    public struct File: Sendable, Hashable {
        /// The template's path relative to the set's folder.
        public var template: String
        /// The output file name, itself a Mustache template over the module context.
        public var path: String
        /// `source` goes below the sources root, `test` below the tests root.
        public var kind: Kind
        /// The folder used by layout `type` (`Presenters`, `Interactors`, …).
        public var component: String
        /// Context flags that must all hold for the file to be generated (`"!flag"` negates).
        public var when: [String]
        /// The types the file declares, each with `{{module}}` once and optionally
        /// `{{protocolSuffix}}` (`"{{module}}Presenter{{protocolSuffix}}"`): the spec may not
        /// give an entity or service one of these names.
        public var declares: [String]

        public init(template: String, path: String, kind: Kind, component: String, when: [String] = [], declares: [String] = []) {
            self.template = template
            self.path = path
            self.kind = kind
            self.component = component
            self.when = when
            self.declares = declares
        }
    }

    /// Whether a file is app source or test code.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case source, test
    }

    public var description: String?
    /// A built-in set whose files this set inherits (`viper`, `mvp`, `mvvm`, `mvc`).
    public var extends: String?
    public var files: [File]

    public init(description: String? = nil, extends: String? = nil, files: [File]) {
        self.description = description
        self.extends = extends
        self.files = files
    }
}
