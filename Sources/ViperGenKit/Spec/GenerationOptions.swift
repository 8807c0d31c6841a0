/// Project-wide settings: the `defaults` of viper-gen.json merged with command-line flags.
///
/// Every field is optional so that layers can be merged; which layer wins is `OptionLayers`'s
/// one rule (a module's own key > flag > the spec's defaults > built-in default).
public struct GenerationOptions: Sendable, Hashable {
    public var pattern: Pattern?
    public var ui: UIFlavor?
    public var binding: Binding?
    public var tests: TestFramework?
    public var layout: Layout?
    public var domain: String?
    public var output: String?
    public var testsOutput: String?
    public var testableImport: String?
    public var protocolSuffix: String?
    public var header: Header?
    public var templates: String?
    /// The Xcode project the generated files are added to (`App.xcodeproj`), if any.
    public var xcodeproj: String?
    /// The targets that compile the generated sources, and those that compile the tests.
    public var targets: [String]?
    public var testTargets: [String]?
    /// The iOS version the app supports.
    public var ios: DeploymentTarget?

    public init(
        pattern: Pattern? = nil, ui: UIFlavor? = nil, binding: Binding? = nil, tests: TestFramework? = nil,
        layout: Layout? = nil, domain: String? = nil, output: String? = nil, testsOutput: String? = nil,
        testableImport: String? = nil, protocolSuffix: String? = nil, header: Header? = nil, templates: String? = nil,
        xcodeproj: String? = nil, targets: [String]? = nil, testTargets: [String]? = nil, ios: DeploymentTarget? = nil
    ) {
        self.pattern = pattern
        self.ui = ui
        self.binding = binding
        self.tests = tests
        self.layout = layout
        self.domain = domain
        self.output = output
        self.testsOutput = testsOutput
        self.testableImport = testableImport
        self.protocolSuffix = protocolSuffix
        self.header = header
        self.templates = templates
        self.xcodeproj = xcodeproj
        self.targets = targets
        self.testTargets = testTargets
        self.ios = ios
    }

    /// `self` where set, otherwise `fallback`, field by field (`OptionLayers` layers with it).
    public func overriding(_ fallback: GenerationOptions) -> GenerationOptions {
        GenerationOptions(
            pattern: pattern ?? fallback.pattern, ui: ui ?? fallback.ui, binding: binding ?? fallback.binding,
            tests: tests ?? fallback.tests, layout: layout ?? fallback.layout, domain: domain ?? fallback.domain,
            output: output ?? fallback.output, testsOutput: testsOutput ?? fallback.testsOutput,
            testableImport: testableImport ?? fallback.testableImport,
            protocolSuffix: protocolSuffix ?? fallback.protocolSuffix, header: header ?? fallback.header,
            templates: templates ?? fallback.templates, xcodeproj: xcodeproj ?? fallback.xcodeproj,
            targets: targets ?? fallback.targets, testTargets: testTargets ?? fallback.testTargets, ios: ios ?? fallback.ios
        )
    }

    /// The built-in defaults (docs/generate.md): the last layer of `OptionLayers`, decided here only.
    public enum Default {
        public static let pattern = Pattern.viper
        public static let ui = UIFlavor.uikit
        public static let binding = Binding.closures
        public static let tests = TestFramework.xctest
        public static let layout = Layout.module
        public static let output = "App/Modules"
        public static let testsOutput = "AppTests/Modules"
        public static let testableImport = "App"
        public static let protocolSuffix = "Interface"
        public static let ios = DeploymentTarget.observation
    }
}

/// A parsed viper-gen.json: project defaults and the modules it declares.
public struct ProjectSpec: Sendable, Hashable {
    public var defaults: GenerationOptions
    /// Top-level services and entities: generated once, shared by the modules that use them.
    public var services: [ModuleSpec.Service]
    public var entities: [ModuleSpec.Entity]
    public var modules: [ModuleSpec]
    /// The name of the composition root that holds the top-level services (`compositionRoot`,
    /// `AppDependencies` unless the spec names it), or nil for the default.
    public var compositionRoot: String?
    public init(defaults: GenerationOptions = GenerationOptions(), services: [ModuleSpec.Service] = [],
                entities: [ModuleSpec.Entity] = [], modules: [ModuleSpec] = [], compositionRoot: String? = nil) {
        self.defaults = defaults
        self.services = services
        self.entities = entities
        self.modules = modules
        self.compositionRoot = compositionRoot
    }

    /// The default name of the composition root.
    public static let defaultCompositionRoot = "AppDependencies"

    /// The composition root's type, when there is one: the top-level services exist.
    public var compositionRootType: String? {
        services.isEmpty ? nil : (compositionRoot ?? Self.defaultCompositionRoot)
    }

    /// Whether anything is declared at the top level (then the shared files are generated).
    public var hasSharedDeclarations: Bool { !services.isEmpty || !entities.isEmpty }
}
