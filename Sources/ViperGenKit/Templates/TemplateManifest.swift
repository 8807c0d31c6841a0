/// A template set's `template.json`: which files it renders, where they go, and when.
///
/// ```json
/// { "description": "VIPER module", "extends": "viper",
///   "files": [ { "template": "Presenter.swift.mustache", "path": "{{module}}Presenter.swift",
///                "kind": "source", "component": "Presenters", "when": ["uikit", "!mvc"] } ] }
/// ```
package struct TemplateManifest: Sendable, Hashable {
    /// One file a template set renders.
    package struct File: Sendable, Hashable {
        /// The template's path relative to the set's folder.
        package var template: String
        /// The output file name, itself a Mustache template over the module context.
        package var path: String
        /// `source` goes below the sources root, `test` below the tests root.
        package var kind: Kind
        /// The folder used by layout `type` (`Presenters`, `Interactors`, …).
        package var component: String
        /// Context flags that must all hold for the file to be generated (`"!flag"` negates).
        package var when: [String]
        /// The types the file declares, each with `{{module}}` once and optionally
        /// `{{protocolSuffix}}` (`"{{module}}Presenter{{protocolSuffix}}"`): the spec may not
        /// give an entity or service one of these names.
        package var declares: [String]

        package init(
            template: String, path: String, kind: Kind, component: String, when: [String] = [], declares: [String] = []
        ) {
            self.template = template
            self.path = path
            self.kind = kind
            self.component = component
            self.when = when
            self.declares = declares
        }
    }

    /// Whether a file is app source or test code.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case source, test
    }

    package var description: String?
    /// A built-in set whose files this set inherits (`viper`, `mvp`, `mvvm`, `mvc`).
    package var extends: String?
    package var files: [File]

    package init(description: String? = nil, extends: String? = nil, files: [File]) {
        self.description = description
        self.extends = extends
        self.files = files
    }
}
