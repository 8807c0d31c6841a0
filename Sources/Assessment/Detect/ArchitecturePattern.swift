/// The four architecture patterns viper-gen knows, spelled as in `viper-gen.json` and the
/// recommend answer (`viper`, `mvp`, `mvvm`, `mvc`).
///
/// Clean Swift (VIP) is reported as ``viper``, with the evidence string `Clean Swift (VIP)`:
/// it has the same roles (interactor, presenter, router) and viper-gen has no fifth pattern.
package enum ArchitecturePattern: String, Sendable, Hashable, CaseIterable, Comparable {
    case viper, mvp, mvvm, mvc

    /// The display name: `VIPER`, `MVP`, `MVVM`, `MVC`.
    package var displayName: String { rawValue.uppercased() }

    /// Orders as declared (VIPER first), which is the tie-break order for the dominant pattern.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
