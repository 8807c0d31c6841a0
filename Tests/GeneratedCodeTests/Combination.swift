/// One way to generate a module: pattern × UI × MVVM binding × test framework.
struct Combination: Sendable, CustomStringConvertible {
    var pattern: String
    var ui: String
    var binding: String?
    var tests: String

    /// Every combination the tool offers (bindings apply to MVVM only), in a stable order.
    static let all: [Combination] = {
        var result: [Combination] = []
        for pattern in ["viper", "mvp", "mvvm", "mvc"] {
            for ui in ["uikit", "swiftui"] {
                for binding in pattern == "mvvm" ? ["closures", "combine", "observation"] : [nil] {
                    for tests in ["xctest", "swift-testing"] {
                        result.append(Combination(pattern: pattern, ui: ui, binding: binding, tests: tests))
                    }
                }
            }
        }
        return result
    }()

    /// A module name that says the combination: `MvvmSwiftUICombineTesting`.
    var moduleName: String {
        let patternPart = pattern.prefix(1).uppercased() + pattern.dropFirst()
        let uiPart = ui == "uikit" ? "UIKit" : "SwiftUI"
        let bindingPart = binding.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
        let testsPart = tests == "xctest" ? "XC" : "ST"
        return patternPart + uiPart + bindingPart + testsPart
    }

    /// The command-line flags that select it.
    var flags: [String] {
        var flags = ["--pattern", pattern, "--ui", ui, "--tests", tests]
        if let binding { flags += ["--binding", binding] }
        return flags
    }

    var description: String {
        [pattern, ui, binding, tests].compactMap { $0 }.joined(separator: "/")
    }
}
