import Assessment
import ViperGenKit

extension Pattern {
    /// The pattern `assess` detected, as the evaluator's: one case each, so that a pattern
    /// added to either side stops the build here instead of being dropped by a name lookup.
    package init(_ assessed: ArchitecturePattern) {
        switch assessed {
        case .viper: self = .viper
        case .mvp: self = .mvp
        case .mvvm: self = .mvvm
        case .mvc: self = .mvc
        }
    }
}
