/// A module with every option decided: module keys > command-line flags > config defaults >
/// built-in defaults.
public struct ResolvedModule: Sendable, Hashable {
    public var spec: ModuleSpec
    public var pattern: Pattern
    public var ui: UIFlavor
    public var binding: Binding
    public var tests: TestFramework
    public var layout: Layout
    public var domain: String?
    public var output: String
    public var testsOutput: String
    public var testableImport: String
    public var protocolSuffix: String
    public var header: Header?
    public var templates: String?
    /// The Xcode project to add the files to (nil: none), and the targets of sources and tests.
    public var xcodeproj: String?
    public var targets: [String]
    public var testTargets: [String]
    /// The iOS version the generated code targets.
    public var ios: DeploymentTarget

    /// The template set that renders it: the pattern's, or `shared` for the shared declarations.
    public var templateSet: String

    public var name: String { spec.name }

    /// Whether this is the pseudo-module of the top-level services and entities.
    public var isSharedDeclarations: Bool { templateSet == SharedDeclarations.templateSet }

    /// Resolves `spec` against `options`, the project-wide layer (`OptionLayers.projectWide`:
    /// the flags over the spec's defaults); `OptionLayers` decides every value.
    public init(_ spec: ModuleSpec, options: GenerationOptions) {
        let layers = OptionLayers(spec, flags: options)
        self.spec = spec
        pattern = layers.pattern
        ui = layers.ui
        binding = layers.binding
        tests = layers.tests
        layout = layers.layout
        domain = layers.value(\.domain)
        output = layers.output
        testsOutput = layers.testsOutput
        testableImport = layers.testableImport
        protocolSuffix = layers.protocolSuffix
        header = layers.value(\.header)
        templates = layers.value(\.templates)
        xcodeproj = layers.value(\.xcodeproj)
        targets = layers.value(\.targets, else: [])
        testTargets = layers.value(\.testTargets, else: [])
        ios = layers.ios
        templateSet = pattern.rawValue
    }

    /// The pseudo-module that generates the top-level services and entities of `project` once,
    /// in the `Shared` folder of the output roots, with the project's options.
    public static func sharedDeclarations(of project: ProjectSpec, options: GenerationOptions) -> ResolvedModule {
        var module = ResolvedModule(
            ModuleSpec(name: SharedDeclarations.moduleName, entities: project.entities, services: project.services), options: options)
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
    public func resolvedModules(flags: GenerationOptions, selected: Set<String>?) -> [ResolvedModule] {
        let options = OptionLayers(flags: flags, defaults: defaults).projectWide
        var others = flags
        others.pattern = nil
        let otherOptions = OptionLayers(flags: others, defaults: defaults).projectWide
        return modules.map { module in
            ResolvedModule(module, options: selected.map { $0.contains(module.name) } ?? true ? options : otherOptions)
        }
    }
}
