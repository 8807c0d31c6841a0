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

    public var name: String { spec.name }

    /// Resolves `spec` against `options`, which must already be the merge of flags over config
    /// defaults (`flags.overriding(config.defaults)`); the built-in defaults fill the rest.
    public init(_ spec: ModuleSpec, options: GenerationOptions) {
        let merged = options.overriding(.builtIn)
        let builtIn = GenerationOptions.builtIn
        self.spec = spec
        pattern = spec.pattern ?? merged.pattern ?? builtIn.pattern ?? .viper
        ui = spec.ui ?? merged.ui ?? .uikit
        binding = spec.binding ?? merged.binding ?? .closures
        tests = spec.tests ?? merged.tests ?? .xctest
        layout = spec.layout ?? merged.layout ?? .module
        domain = spec.domain ?? merged.domain
        output = merged.output ?? "App/Modules"
        testsOutput = merged.testsOutput ?? "AppTests/Modules"
        testableImport = merged.testableImport ?? "App"
        protocolSuffix = merged.protocolSuffix ?? "Interface"
        header = merged.header
        templates = merged.templates
    }
}
