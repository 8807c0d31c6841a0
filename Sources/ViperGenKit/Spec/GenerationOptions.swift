/// Project-wide settings: the `defaults` of viper-gen.json merged with command-line flags.
///
/// Every field is optional so that layers can be merged: flag > config file > built-in default.
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

    public init(
        pattern: Pattern? = nil, ui: UIFlavor? = nil, binding: Binding? = nil, tests: TestFramework? = nil,
        layout: Layout? = nil, domain: String? = nil, output: String? = nil, testsOutput: String? = nil,
        testableImport: String? = nil, protocolSuffix: String? = nil, header: Header? = nil, templates: String? = nil
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
    }

    /// `self` where set, otherwise `fallback`: the layering rule for flags over config.
    public func overriding(_ fallback: GenerationOptions) -> GenerationOptions {
        GenerationOptions(
            pattern: pattern ?? fallback.pattern, ui: ui ?? fallback.ui, binding: binding ?? fallback.binding,
            tests: tests ?? fallback.tests, layout: layout ?? fallback.layout, domain: domain ?? fallback.domain,
            output: output ?? fallback.output, testsOutput: testsOutput ?? fallback.testsOutput,
            testableImport: testableImport ?? fallback.testableImport,
            protocolSuffix: protocolSuffix ?? fallback.protocolSuffix, header: header ?? fallback.header,
            templates: templates ?? fallback.templates
        )
    }

    /// The built-in defaults of CONTRACT.md §1.
    public static let builtIn = GenerationOptions(
        pattern: .viper, ui: .uikit, binding: .closures, tests: .xctest, layout: .module,
        output: "App/Modules", testsOutput: "AppTests/Modules", testableImport: "App", protocolSuffix: "Interface"
    )
}

/// A parsed viper-gen.json: project defaults and the modules it declares.
public struct ProjectSpec: Sendable, Hashable {
    public var defaults: GenerationOptions
    public var modules: [ModuleSpec]
    public init(defaults: GenerationOptions = GenerationOptions(), modules: [ModuleSpec] = []) {
        self.defaults = defaults
        self.modules = modules
    }
}
