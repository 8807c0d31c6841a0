import ViperGenKit

extension ViperGen.Generate {
    /// Warnings for flags that change nothing about the modules being generated: `--binding`
    /// when none of them is MVVM, `--domain` when none uses layout `domain`. Such a flag is most
    /// likely missing its companion (`--pattern mvvm`, `--layout domain`); the run goes on.
    static func ineffectiveFlagWarnings(_ parsed: Arguments, modules: [ResolvedModule]) -> [String] {
        guard let first = modules.first else { return [] }
        let single = modules.count == 1
        var warnings: [String] = []
        if parsed.value("--binding") != nil, !modules.contains(where: { $0.pattern == .mvvm }) {
            let reason = single
                ? "\(first.spec.name) is \(first.pattern.displayName), and bindings apply to MVVM modules"
                : "none of the \(modules.count) modules is MVVM, and bindings apply to MVVM modules"
            warnings.append("warning: --binding has no effect: \(reason) (add --pattern mvvm)")
        }
        if parsed.value("--domain") != nil, !modules.contains(where: { $0.layout == .domain }) {
            let reason = single
                ? "\(first.spec.name) uses layout '\(first.layout.rawValue)', and a domain applies to layout 'domain'"
                : "none of the \(modules.count) modules uses layout 'domain'"
            warnings.append("warning: --domain has no effect: \(reason) (add --layout domain)")
        }
        return warnings
    }
}
