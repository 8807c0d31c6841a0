import Foundation
import Testing

@testable import ViperGenKit

/// `ios` in the spec: a version, 15.0 or later, and Observation only from iOS 17.
@Suite struct DeploymentTargetDecodingTests {
    private typealias Harness = SpecDecodingHarness

    @Test(arguments: [
        (
            "{\"defaults\": {\"ios\": \"14.0\"}, \"modules\": [{\"name\": \"Login\"}]}",
            [
                "viper-gen.json:1:22: error: defaults.ios: iOS 14.0 is not supported; generated code needs iOS 15.0 or later"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"ios\": \"sixteen\"}]}",
            [
                "viper-gen.json:1:39: error: modules[0].ios: \"sixteen\" is not an iOS version; write it as \"16.0\" or \"17.4\""
            ]
        ),
        (
            "{\"defaults\": {\"ios\": \"16.0\", \"binding\": \"observation\"}, \"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\"}, {\"name\": \"B\", \"pattern\": \"mvvm\", \"binding\": \"observation\", \"ios\": \"16\"}, {\"name\": \"C\", \"pattern\": \"mvvm\", \"ios\": \"17.0\"}]}",
            [
                "viper-gen.json:1:41: error: defaults.binding: binding \"observation\" needs iOS 17 (Observation), and module \"A\" targets iOS 16.0; use \"combine\" or \"closures\", or set \"ios\": \"17.0\"",
                "viper-gen.json:1:147: error: modules[1].binding: binding \"observation\" needs iOS 17 (Observation), and module \"B\" targets iOS 16.0; use \"combine\" or \"closures\", or set \"ios\": \"17.0\""
            ]
        ),
        ("{\"defaults\": {\"ios\": \"16.4.1\"}, \"modules\": [{\"name\": \"Login\", \"ios\": \"15\"}]}", [])
    ])
    func reportsEachDeploymentTargetProblem(json: String, expected: [String]) {
        #expect(Harness.diagnostics(json) == expected)
    }

    @Test func theDeploymentTargetReachesTheContext() throws {
        let spec = try Harness.decode(
            "{\"defaults\": {\"ios\": \"16.4\"}, \"modules\": [{\"name\": \"A\"}, {\"name\": \"B\", \"ios\": \"18.0\"}]}"
        ).spec
        let modules = spec.resolvedModules(flags: GenerationOptions(), selected: nil)
        let builder = ContextBuilder(project: spec, modules: modules)
        #expect(modules.map(\.ios.description) == ["16.4", "18.0"])
        #expect(builder.moduleContext(for: modules[0]).observable == false)
        #expect(builder.moduleContext(for: modules[1]).observable == true)
        #expect(try Harness.decode(SpecEncoder.json(spec)).spec == spec, "the lock keeps it")
    }
}
