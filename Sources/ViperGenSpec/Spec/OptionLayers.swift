/// The one rule that decides each generation option's value, from the layers that may set it.
/// The first layer that sets an option wins:
///
/// 1. the module's own key in the spec (`modules[i].pattern`), for the options a module may set;
/// 2. the command line's flags (`--pattern`), for the modules the run generates;
/// 3. the spec's `defaults` (the configuration file);
/// 4. the built-in default (`GenerationOptions.Default`), for the options that have one.
///
/// A module's own key comes before the flags (docs/generate.md: "a module's own keys in the spec
/// override both for that module"). The spec decoder, the resolver, the lock's re-rendering and
/// `init` all ask this type; nothing else chains the layers.
package struct OptionLayers: Sendable, Hashable {
    /// The module's own keys (empty for a question about the whole project).
    package var module: GenerationOptions
    /// The command line's flags; may already hold the spec's defaults below them (see
    /// ``projectWide``), which changes nothing.
    package var flags: GenerationOptions
    /// The spec's `defaults`.
    package var defaults: GenerationOptions

    package init(
        module: GenerationOptions = GenerationOptions(), flags: GenerationOptions = GenerationOptions(),
        defaults: GenerationOptions = GenerationOptions()
    ) {
        self.module = module
        self.flags = flags
        self.defaults = defaults
    }

    /// The layers of one module of the spec: its own keys over `flags` over `defaults`.
    package init(_ spec: ModuleSpec, flags: GenerationOptions, defaults: GenerationOptions = GenerationOptions()) {
        self.init(module: spec.ownOptions, flags: flags, defaults: defaults)
    }

    /// The flags over the spec's defaults, field by field: the project-wide layer a module's
    /// keys then go over (what the lock records and the resolver hands to each module).
    package var projectWide: GenerationOptions {
        flags.overriding(defaults)
    }

    /// The value of an option from the first layer that sets it; nil when none does (the
    /// options without a built-in default: domain, header, templates, xcodeproj, targets).
    // Inlined so that each literal key path becomes a plain field access: through the key-path
    // runtime, resolving one module's 16 options cost ~50,000 instructions.
    @inline(__always)
    package func value<Value>(_ option: KeyPath<GenerationOptions, Value?>) -> Value? {
        module[keyPath: option] ?? flags[keyPath: option] ?? defaults[keyPath: option]
    }

    /// The value of an option from the first layer that sets it, else `builtIn`.
    @inline(__always)
    package func value<Value>(_ option: KeyPath<GenerationOptions, Value?>, else builtIn: Value) -> Value {
        value(option) ?? builtIn
    }

    package typealias Default = GenerationOptions.Default

    package var pattern: Pattern { value(\.pattern, else: Default.pattern) }
    package var ui: UIFlavor { value(\.ui, else: Default.ui) }
    package var binding: Binding { value(\.binding, else: Default.binding) }
    package var tests: TestFramework { value(\.tests, else: Default.tests) }
    package var layout: Layout { value(\.layout, else: Default.layout) }
    package var output: String { value(\.output, else: Default.output) }
    package var testsOutput: String { value(\.testsOutput, else: Default.testsOutput) }
    package var testableImport: String { value(\.testableImport, else: Default.testableImport) }
    package var protocolSuffix: String { value(\.protocolSuffix, else: Default.protocolSuffix) }
    package var ios: DeploymentTarget { value(\.ios, else: Default.ios) }
    // Options without a built-in value (nil: no layer sets it); here, so that the key paths
    // are folded into field accesses in this module.
    package var domain: String? { value(\.domain) }
    package var header: Header? { value(\.header) }
    package var templates: String? { value(\.templates) }
    package var xcodeproj: String? { value(\.xcodeproj) }
    package var targets: [String] { value(\.targets, else: []) }
    package var testTargets: [String] { value(\.testTargets, else: []) }
}

extension ModuleSpec {
    /// The options this module sets itself, as the first layer of ``OptionLayers``.
    package var ownOptions: GenerationOptions {
        GenerationOptions(
            pattern: pattern, ui: ui, binding: binding, tests: tests, layout: layout, domain: domain,
            xcodeproj: xcodeproj, targets: targets, testTargets: testTargets, ios: ios)
    }
}

extension GenerationOptions {
    /// Only the options a module may set itself in the spec (the keys of ``ModuleSpec/ownOptions``),
    /// the others nil: what `add` takes over from a by-name run the lock recorded.
    package var moduleKeys: GenerationOptions {
        GenerationOptions(
            pattern: pattern, ui: ui, binding: binding, tests: tests, layout: layout, domain: domain,
            xcodeproj: xcodeproj, targets: targets, testTargets: testTargets, ios: ios)
    }
}
