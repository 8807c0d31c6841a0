/// One pattern × UI flavour of the mutation harness: its `<prefix>Home` module in
/// Tests/Fixtures/Mutation/app.json is the one mutated (it has inputs, a shared service, a push
/// route to `<prefix>Detail` and a present route to `<prefix>Sheet`).
///
/// Sampled axes: the MVVM binding (Combine for UIKit, Observation for the SwiftUI flavours,
/// the default the tool recommends at iOS 17) and the test framework (XCTest only): both change
/// how the generated tests are written, not what they assert, while pattern and flavour change
/// what is generated and tested. Sampling them keeps one build and one test process per mutant.
struct MutationCell: Sendable, Hashable, CustomStringConvertible {
    var pattern: String
    var ui: String

    static let all: [MutationCell] = ["viper", "mvp", "mvvm", "mvc"].flatMap { pattern in
        ["uikit", "swiftui", "swiftui-hosted"].compactMap { ui in
            pattern == "mvc" && ui == "swiftui" ? nil : MutationCell(pattern: pattern, ui: ui)
        }
    }

    /// The prefix of the cell's module names: `ViperUIKit`, `MvvmHosted`.
    var prefix: String {
        let patternPart = pattern.prefix(1).uppercased() + pattern.dropFirst()
        let uiPart =
            switch ui {
            case "uikit": "UIKit"
            case "swiftui": "SwiftUI"
            default: "Hosted"
            }
        return patternPart + uiPart
    }

    /// The module whose production files are mutated.
    var module: String { prefix + "Home" }

    var isUIKit: Bool { ui == "uikit" }
    var isPureSwiftUI: Bool { ui == "swiftui" }
    /// Whether a UIKit view controller is shown (UIKit, or SwiftUI hosted in one).
    var hasUIKitRouter: Bool { ui != "swiftui" }

    var description: String { "\(pattern) × \(ui)" }
}
