import Testing
import ViperGenKit

/// `OptionLayers`: the one rule that decides each generation option's value — a module's own
/// key, then the flags, then the spec's defaults, then the built-in default.
@Suite struct OptionLayersTests {
    static let flags = GenerationOptions(pattern: .mvp, ui: .swiftui, output: "Flags/Modules")
    static let defaults = GenerationOptions(
        pattern: .mvc, ui: .uikit, binding: .combine, output: "Spec/Modules", protocolSuffix: "Protocol")

    @Test func eachLayerWinsOverTheOnesBelowIt() {
        var module = ModuleSpec(name: "Login", pattern: .mvvm)
        module.ios = DeploymentTarget("16.0")
        let layers = OptionLayers(module, flags: Self.flags, defaults: Self.defaults)
        #expect(layers.pattern == .mvvm)  // the module's own key
        #expect(layers.ui == .swiftui)  // the flag
        #expect(layers.binding == .combine)  // the spec's defaults
        #expect(layers.tests == GenerationOptions.Default.tests)  // built-in
        #expect(layers.output == "Flags/Modules")
        #expect(layers.protocolSuffix == "Protocol")
        #expect(layers.testableImport == "App")
        #expect(layers.ios == DeploymentTarget("16.0"))
        #expect(OptionLayers().ios == GenerationOptions.Default.ios)
        #expect(OptionLayers().layout == .module)
    }

    @Test func optionsWithoutABuiltInDefaultCanStayUnset() {
        let layers = OptionLayers(ModuleSpec(name: "Login"), flags: Self.flags, defaults: Self.defaults)
        #expect(layers.value(\.domain) == nil)
        #expect(layers.value(\.targets, else: []) == [])
        var module = ModuleSpec(name: "Feed", domain: "Social")
        module.targets = ["App"]
        let own = OptionLayers(module, flags: GenerationOptions(targets: ["Other"]))
        #expect(own.value(\.domain) == "Social")
        #expect(own.value(\.targets) == ["App"])
    }

    @Test func theProjectWideLayerIsTheFlagsOverTheDefaults() {
        let wide = OptionLayers(flags: Self.flags, defaults: Self.defaults).projectWide
        #expect(wide.pattern == .mvp)
        #expect(wide.binding == .combine)
        #expect(wide.output == "Flags/Modules")
        #expect(wide.tests == nil)
    }

    /// The resolver asks the same rule: a module's own pattern beats `--pattern`
    /// (docs/generate.md), everything else falls through the layers.
    @Test func resolvedModulesFollowTheRule() {
        let options = OptionLayers(flags: Self.flags, defaults: Self.defaults).projectWide
        let own = ResolvedModule(ModuleSpec(name: "Login", pattern: .mvvm, layout: .type), options: options)
        #expect(own.pattern == .mvvm)
        #expect(own.layout == .type)
        #expect(own.ui == .swiftui)
        #expect(own.binding == .combine)
        #expect(own.protocolSuffix == "Protocol")
        let plain = ResolvedModule(ModuleSpec(name: "Feed"), options: GenerationOptions())
        #expect(plain.pattern == .viper)
        #expect(plain.output == "App/Modules")
        #expect(plain.testsOutput == "AppTests/Modules")
        #expect(plain.targets == [])
    }

    @Test func theStarterSpecSpellsOutTheDecidedDefaults() {
        let text = StarterSpec.text(options: GenerationOptions(pattern: .mvvm), minimal: true)
        #expect(text.contains(#""pattern": "mvvm","#))
        #expect(text.contains(#""ui": "uikit","#))
        #expect(text.contains(#""protocolSuffix": "Interface""#))
        #expect(!text.contains("testableImport"), "read from the Xcode project when not given (the newcomer walk)")
        #expect(
            StarterSpec.text(options: GenerationOptions(testableImport: "Shop"), minimal: true).contains(
                #""testableImport": "Shop","#))
    }
}
