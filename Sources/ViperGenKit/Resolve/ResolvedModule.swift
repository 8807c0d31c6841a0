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

    /// Resolves `spec` against `options`, which must already be the merge of flags over config
    /// defaults (`flags.overriding(config.defaults)`); the built-in defaults fill the rest.
    public init(_ spec: ModuleSpec, options: GenerationOptions) {
        let merged = options.overriding(.builtIn)
        typealias Default = GenerationOptions.Default
        self.spec = spec
        pattern = merged.pattern(forModule: spec.pattern)
        ui = spec.ui ?? merged.ui ?? Default.ui
        binding = spec.binding ?? merged.binding ?? Default.binding
        tests = spec.tests ?? merged.tests ?? Default.tests
        layout = spec.layout ?? merged.layout ?? Default.layout
        domain = spec.domain ?? merged.domain
        output = merged.output ?? Default.output
        testsOutput = merged.testsOutput ?? Default.testsOutput
        testableImport = merged.testableImport ?? Default.testableImport
        protocolSuffix = merged.effectiveProtocolSuffix
        header = merged.header
        templates = merged.templates
        xcodeproj = spec.xcodeproj ?? merged.xcodeproj
        targets = spec.targets ?? merged.targets ?? []
        testTargets = spec.testTargets ?? merged.testTargets ?? []
        ios = spec.ios ?? merged.ios ?? Default.ios
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
        let options = flags.overriding(defaults)
        var others = flags
        others.pattern = nil
        let otherOptions = others.overriding(defaults)
        return modules.map { module in
            ResolvedModule(module, options: selected.map { $0.contains(module.name) } ?? true ? options : otherOptions)
        }
    }
}
