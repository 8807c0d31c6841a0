/// A module with every option decided: module keys > command-line flags > config defaults >
/// built-in defaults.
package struct ResolvedModule: Sendable, Hashable {
    package var spec: ModuleSpec
    package var pattern: Pattern
    package var ui: UIFlavor
    package var binding: Binding
    package var tests: TestFramework
    package var layout: Layout
    package var domain: String?
    package var output: String
    package var testsOutput: String
    package var testableImport: String
    package var protocolSuffix: String
    package var header: Header?
    package var templates: String?
    /// The Xcode project to add the files to (nil: none), and the targets of sources and tests.
    package var xcodeproj: String?
    package var targets: [String]
    package var testTargets: [String]
    /// The iOS version the generated code targets.
    package var ios: DeploymentTarget

    /// The template set that renders it: the pattern's, or `shared` for the shared declarations.
    package var templateSet: String

    package var name: String { spec.name }

    /// Whether this is the pseudo-module of the top-level services and entities.
    package var isSharedDeclarations: Bool { templateSet == SharedDeclarations.templateSet }

    /// Resolves `spec` against `options`, the project-wide layer (`OptionLayers.projectWide`:
    /// the flags over the spec's defaults); `OptionLayers` decides every value.
    package init(_ spec: ModuleSpec, options: GenerationOptions) {
        let layers = OptionLayers(spec, flags: options)
        self.spec = spec
        pattern = layers.pattern
        ui = layers.ui
        binding = layers.binding
        tests = layers.tests
        layout = layers.layout
        domain = layers.domain
        output = layers.output
        testsOutput = layers.testsOutput
        testableImport = layers.testableImport
        protocolSuffix = layers.protocolSuffix
        header = layers.header
        templates = layers.templates
        xcodeproj = layers.xcodeproj
        targets = layers.targets
        testTargets = layers.testTargets
        ios = layers.ios
        templateSet = pattern.rawValue
    }

    /// The pseudo-module that generates the top-level services and entities of `project` once,
    /// in the `Shared` folder of the output roots, with the project's options.
    package static func sharedDeclarations(of project: ProjectSpec, options: GenerationOptions) -> ResolvedModule {
        var module = ResolvedModule(
            ModuleSpec(name: SharedDeclarations.moduleName, entities: project.entities, services: project.services),
            options: options)
        module.templateSet = SharedDeclarations.templateSet
        // The module's own layout folder would be `domain/Shared`: shared files sit at the root.
        if module.layout == .domain { module.layout = .module }
        return module
    }
}

extension ProjectSpec {
    /// Every module of the spec resolved against the command-line `flags`, as the decoder
    /// decided their patterns: a `--pattern` flag applies to the `selected` modules only when
    /// the user named some (nil: every module).
    package func resolvedModules(flags: GenerationOptions, selected: Set<String>?) -> [ResolvedModule] {
        let options = OptionLayers(flags: flags, defaults: defaults).projectWide
        var others = flags
        others.pattern = nil
        let otherOptions = OptionLayers(flags: others, defaults: defaults).projectWide
        return modules.map { module in
            ResolvedModule(module, options: selected.map { $0.contains(module.name) } ?? true ? options : otherOptions)
        }
    }
}
