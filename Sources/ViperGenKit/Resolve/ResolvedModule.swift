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

    public var name: String { spec.name }

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
    }
}
