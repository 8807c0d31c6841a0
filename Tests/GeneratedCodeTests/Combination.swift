/// One way to generate a module: pattern × UI × MVVM binding × test framework, at a deployment
/// target (the default, iOS 17, unless `ios` says otherwise).
struct Combination: Sendable, CustomStringConvertible {
    var pattern: String
    var ui: String
    var binding: String?
    var tests: String
    var ios: String? = nil

    /// Every combination the tool offers (bindings apply to MVVM only; MVC has no pure SwiftUI
    /// flavour), in a stable order; then the SwiftUI flavours at iOS 16, where state is an
    /// `ObservableObject` (Observation needs iOS 17, so no observation binding there).
    static let all: [Combination] = {
        var result: [Combination] = []
        for pattern in ["viper", "mvp", "mvvm", "mvc"] {
            for ui in ["uikit", "swiftui", "swiftui-hosted"] where !(pattern == "mvc" && ui == "swiftui") {
                for binding in pattern == "mvvm" ? ["closures", "combine", "observation"] : [nil] {
                    for tests in ["xctest", "swift-testing"] {
                        result.append(Combination(pattern: pattern, ui: ui, binding: binding, tests: tests))
                    }
                }
            }
        }
        for pattern in ["viper", "mvp", "mvvm"] {
            for ui in ["swiftui", "swiftui-hosted"] {
                for binding in pattern == "mvvm" ? ["closures", "combine"] : [nil] {
                    result.append(Combination(pattern: pattern, ui: ui, binding: binding, tests: "xctest", ios: "16.0"))
                }
            }
        }
        return result
    }()

    /// A module name that says the combination: `MvvmSwiftUICombineST`, `ViperHostedXC16`.
    var moduleName: String {
        let patternPart = pattern.prefix(1).uppercased() + pattern.dropFirst()
        let uiPart =
            switch ui {
            case "uikit": "UIKit"
            case "swiftui": "SwiftUI"
            default: "Hosted"
            }
        let bindingPart = binding.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
        let testsPart = tests == "xctest" ? "XC" : "ST"
        let iosPart = ios.map { String($0.prefix { $0 != "." }) } ?? ""
        return patternPart + uiPart + bindingPart + testsPart + iosPart
    }

    /// The command-line flags that select it.
    var flags: [String] {
        var flags = ["--pattern", pattern, "--ui", ui, "--tests", tests]
        if let binding { flags += ["--binding", binding] }
        if let ios { flags += ["--ios", ios] }
        return flags
    }

    var description: String {
        [pattern, ui, binding, tests, ios.map { "iOS " + $0 }].compactMap { $0 }.joined(separator: "/")
    }
}
