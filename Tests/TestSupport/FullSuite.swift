import Foundation
import Testing

/// Whether this run is the full suite CI runs (`.ci/run` sets `VIPER_GEN_FULL_SUITE=1`), or the
/// default `swift test` a developer runs. The full suite adds checks that repeat a default one
/// in another setting at a cost of minutes: the generated code compiled and tested in Swift 5
/// mode besides Swift 6. CONTRIBUTING.md lists them; a skipped one says why in its skip line.
public enum FullSuite {
    /// The environment variable that turns the full suite on.
    public static let variable = "VIPER_GEN_FULL_SUITE"

    public static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }

    /// The skip line of a test that runs only in the full suite.
    public static func skipReason(_ what: String) -> Comment {
        Comment(rawValue: "\(what) runs in the full suite only (CI): set \(variable)=1 to run it")
    }
}
