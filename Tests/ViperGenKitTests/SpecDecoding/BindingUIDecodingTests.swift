import Foundation
import Testing

@testable import ViperGenKit

/// `binding` against the UI flavour: a SwiftUI view (pure or hosted) takes Combine or
/// Observation; `closures` is refused where the spec asks for it, and a SwiftUI module without
/// a binding gets Observation from iOS 17, Combine below.
@Suite struct BindingUIDecodingTests {
    private typealias Harness = SpecDecodingHarness

    @Test(arguments: [
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\", \"binding\": \"closures\"}]}",
            [
                "viper-gen.json:1:75: error: modules[0].binding: binding \"closures\" cannot drive module \"A\"'s SwiftUI view (\"ui\": \"swiftui\"): "
                    + "SwiftUI renders from observable state; use \"observation\" or \"combine\", or \"ui\": \"uikit\""
            ]
        ),
        // The spec's default, once for the modules it reaches (B, C; not A's UIKit view), and a
        // module's own key at its own position (E, at iOS 16: Combine only).
        (
            "{\"defaults\": {\"binding\": \"closures\"}, \"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\"}, "
                + "{\"name\": \"B\", \"pattern\": \"mvvm\", \"ui\": \"swiftui-hosted\"}, {\"name\": \"C\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\"}, "
                + "{\"name\": \"D\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\", \"binding\": \"combine\", \"ios\": \"16.0\"}, "
                + "{\"name\": \"E\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\", \"binding\": \"closures\", \"ios\": \"16.0\"}]}",
            [
                "viper-gen.json:1:26: error: defaults.binding: binding \"closures\" cannot drive module \"B\"'s SwiftUI view (\"ui\": \"swiftui-hosted\"): "
                    + "SwiftUI renders from observable state; use \"observation\" or \"combine\", or \"ui\": \"uikit\"",
                "viper-gen.json:1:343: error: modules[4].binding: binding \"closures\" cannot drive module \"E\"'s SwiftUI view (\"ui\": \"swiftui\"): "
                    + "SwiftUI renders from observable state; use \"combine\" (iOS 16.0; \"observation\" from iOS 17), or \"ui\": \"uikit\""
            ]
        ),
        // Observation below iOS 17 for a SwiftUI view: the fix names Combine only.
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\", \"binding\": \"observation\", \"ios\": \"16.0\"}]}",
            [
                "viper-gen.json:1:75: error: modules[0].binding: binding \"observation\" needs iOS 17 (Observation), and module \"A\" targets iOS 16.0; "
                    + "use \"combine\", or set \"ios\": \"17.0\""
            ]
        ),
        // Closures for a UIKit view, and any binding for a pattern without a view model.
        (
            "{\"defaults\": {\"binding\": \"closures\"}, \"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\"}, {\"name\": \"B\", \"pattern\": \"viper\", \"ui\": \"swiftui\"}]}",
            []
        )
    ])
    func refusesClosuresForASwiftUIView(json: String, expected: [String]) {
        #expect(Harness.diagnostics(json) == expected)
    }

    @Test func aSwiftUIModuleWithoutABindingObservesItsViewModel() throws {
        let spec = try Harness.decode(
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\", \"ui\": \"swiftui\"}, "
                + "{\"name\": \"B\", \"pattern\": \"mvvm\", \"ui\": \"swiftui-hosted\", \"ios\": \"16.0\"}, {\"name\": \"C\", \"pattern\": \"mvvm\"}]}"
        ).spec
        let modules = spec.resolvedModules(flags: GenerationOptions(), selected: nil)
        #expect(modules.map(\.binding) == [.observation, .combine, .closures])
    }
}
