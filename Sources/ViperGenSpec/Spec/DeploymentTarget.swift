/// The iOS version an app supports (`--ios 16.0`, `"ios": "16.0"`): what generated code may
/// use. Below iOS 17 there is no Observation, so SwiftUI state observes through
/// `ObservableObject` and `--binding observation` is refused.
package struct DeploymentTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The oldest target generated code supports.
    package static let minimum = DeploymentTarget(major: 15)
    /// The default, and the first with Observation (`@Observable`).
    package static let observation = DeploymentTarget(major: 17)

    /// `16`, `16.4`, `17.0.1` (a patch is accepted and dropped); nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
        else { return nil }
        self.init(major: major, minor: minor)
    }

    /// Why `text` is not a usable deployment target, or nil when it is.
    package static func problem(_ text: String) -> String? {
        guard let target = DeploymentTarget(text) else {
            return "\"\(text)\" is not an iOS version; write it as \"16.0\" or \"17.4\""
        }
        if target < minimum { return "iOS \(target) is not supported; generated code needs iOS \(minimum) or later" }
        return nil
    }

    /// Whether Observation (`@Observable`, `withObservationTracking`) is available.
    package var hasObservation: Bool { self >= Self.observation }

    package var description: String { "\(major).\(minor)" }

    package static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
