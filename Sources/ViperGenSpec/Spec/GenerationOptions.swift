/// Project-wide settings: the `defaults` of viper-gen.json merged with command-line flags.
///
/// Every field is optional so that layers can be merged; which layer wins is `OptionLayers`'s
/// one rule (a module's own key > flag > the spec's defaults > built-in default).
package struct GenerationOptions: Sendable, Hashable {
    package var pattern: Pattern?
    package var ui: UIFlavor?
    package var binding: Binding?
    package var tests: TestFramework?
    package var layout: Layout?
    package var domain: String?
    package var output: String?
    package var testsOutput: String?
    package var testableImport: String?
    package var protocolSuffix: String?
    package var header: Header?
    package var templates: String?
    /// The Xcode project the generated files are added to (`App.xcodeproj`), if any.
    package var xcodeproj: String?
    /// The targets that compile the generated sources, and those that compile the tests.
    package var targets: [String]?
    package var testTargets: [String]?
    /// The iOS version the app supports.
    package var ios: DeploymentTarget?

    package init(
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
    package func overriding(_ fallback: GenerationOptions) -> GenerationOptions {
        GenerationOptions(
            pattern: pattern ?? fallback.pattern, ui: ui ?? fallback.ui, binding: binding ?? fallback.binding,
            tests: tests ?? fallback.tests, layout: layout ?? fallback.layout, domain: domain ?? fallback.domain,
            output: output ?? fallback.output, testsOutput: testsOutput ?? fallback.testsOutput,
            testableImport: testableImport ?? fallback.testableImport,
            protocolSuffix: protocolSuffix ?? fallback.protocolSuffix, header: header ?? fallback.header,
            templates: templates ?? fallback.templates, xcodeproj: xcodeproj ?? fallback.xcodeproj,
            targets: targets ?? fallback.targets, testTargets: testTargets ?? fallback.testTargets,
            ios: ios ?? fallback.ios
        )
    }

    /// The built-in defaults (docs/generate.md): the last layer of `OptionLayers`, decided here only.
    package enum Default {
        package static let pattern = Pattern.viper
        package static let ui = UIFlavor.uikit
        package static let binding = Binding.closures
        package static let tests = TestFramework.xctest
        package static let layout = Layout.module
        package static let output = "App/Modules"
        package static let testsOutput = "AppTests/Modules"
        package static let testableImport = "App"
        package static let protocolSuffix = "Interface"
        package static let ios = DeploymentTarget.observation
    }
}

/// A parsed viper-gen.json: project defaults and the modules it declares.
package struct ProjectSpec: Sendable, Hashable {
    package var defaults: GenerationOptions
    /// Top-level services and entities: generated once, shared by the modules that use them.
    package var services: [ModuleSpec.Service]
    package var entities: [ModuleSpec.Entity]
    package var modules: [ModuleSpec]
    /// The name of the composition root that holds the top-level services (`compositionRoot`,
    /// `AppDependencies` unless the spec names it), or nil for the default.
    package var compositionRoot: String?
    package init(
        defaults: GenerationOptions = GenerationOptions(), services: [ModuleSpec.Service] = [],
        entities: [ModuleSpec.Entity] = [], modules: [ModuleSpec] = [], compositionRoot: String? = nil
    ) {
        self.defaults = defaults
        self.services = services
        self.entities = entities
        self.modules = modules
        self.compositionRoot = compositionRoot
    }

    /// The default name of the composition root.
    package static let defaultCompositionRoot = "AppDependencies"

    /// The composition root's type, when there is one: the top-level services exist.
    package var compositionRootType: String? {
        services.isEmpty ? nil : (compositionRoot ?? Self.defaultCompositionRoot)
    }

    /// Whether anything is declared at the top level (then the shared files are generated).
    package var hasSharedDeclarations: Bool { !services.isEmpty || !entities.isEmpty }
}
