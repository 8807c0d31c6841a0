extension Resolver {
    /// What a UI flavour, pattern or deployment target given by the command line rules out (the
    /// spec's own requests are the decoder's positioned errors): MVC in pure SwiftUI, pure
    /// SwiftUI below iOS 16, routes between pure SwiftUI and UIKit modules, `replaceRoot` routes
    /// from pure SwiftUI. Every problem is reported. A run that generates some modules of the
    /// spec checks their routes against the others as the spec alone makes them (the command
    /// line applies to the modules it names).
    func checkUIFlavours(_ modules: [ResolvedModule], project: ProjectSpec, options: GenerationOptions) throws(Failure)
    {
        let selected = Set(modules.map(\.name))
        func flavour(of spec: ModuleSpec) -> UIFlavor {
            selected.contains(spec.name)
                ? ResolvedModule(spec, options: options).ui : ResolvedModule(spec, options: project.defaults).ui
        }
        // Looked up by name, and routes into the generated modules from the others: a spec of
        // thousands of modules must not be scanned once per module.
        let byName = Dictionary(project.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var incoming: [String: [ModuleSpec]] = [:]
        for source in project.modules where !source.routes.isEmpty && !selected.contains(source.name) {
            for route in source.routes { incoming[route.target, default: []].append(source) }
        }
        var problems: [String] = []
        for module in modules where !module.isSharedDeclarations {
            if let problem = module.ui.problem(with: module.pattern) {
                problems.append("--\(flagName(module)) cannot generate \(module.name): \(problem)")
            }
            if module.ios < module.ui.minimumDeploymentTarget {
                problems.append(
                    "\(module.name) is \(module.ui.rawValue), which needs iOS \(module.ui.minimumDeploymentTarget) (NavigationStack), "
                        + "and targets iOS \(module.ios)\(iosOrigin(module)?.origin ?? ""); use --ui swiftui-hosted, or "
                        + (iosOrigin(module)?.raise(to: module.ui.minimumDeploymentTarget)
                            ?? "--ios \(module.ui.minimumDeploymentTarget)")
                )
            }
            for route in module.spec.routes where !module.ui.canShow(route.style) {
                problems.append(
                    "\(module.name) (\(module.ui.rawValue)) cannot show \(route.target) with replaceRoot: a pure SwiftUI module has no window "
                        + "to replace the root of; use --ui uikit or --ui swiftui-hosted, or the route style fullScreen in the spec"
                )
            }
            for route in module.spec.routes {
                guard let target = byName[route.target] else { continue }
                let targetUI = flavour(of: target)
                guard !module.ui.canRoute(to: targetUI) else { continue }
                problems.append(crossing(from: module.name, module.ui, to: target.name, targetUI, selected: selected))
            }
            for source in incoming[module.name] ?? [] {
                let sourceUI = flavour(of: source)
                guard !sourceUI.canRoute(to: module.ui) else { continue }
                problems.append(crossing(from: source.name, sourceUI, to: module.name, module.ui, selected: selected))
            }
        }
        guard problems.isEmpty else { throw .usage(problems.map { Diagnostic(message: $0) }, pointsToHelp: false) }
    }

    /// The Xcode target a module's iOS version was read from, when it was (neither its spec
    /// entry nor a flag sets one).
    func iosOrigin(_ module: ResolvedModule) -> ReceivingTargetVersion? {
        module.spec.iosOrigin(receivingTarget)
    }

    /// `ui swiftui` or `pattern mvc`: the flag behind a pattern-and-flavour problem.
    private func flagName(_ module: ResolvedModule) -> String {
        flags.ui != nil && module.spec.ui == nil ? "ui \(module.ui.rawValue)" : "pattern \(module.pattern.rawValue)"
    }

    private func crossing(
        from source: String, _ sourceUI: UIFlavor, to target: String, _ targetUI: UIFlavor, selected: Set<String>
    ) -> String {
        let unnamed = [source, target].filter { !selected.contains($0) }
        let hint =
            unnamed.isEmpty
            ? "give both the same flavour, or use swiftui-hosted for the SwiftUI one"
            : "\(unnamed.joined(separator: " and ")) keeps the flavour the spec gives it; set \"ui\" in the spec, or generate both"
        return
            "\(source) (\(sourceUI.rawValue)) cannot route to \(target) (\(targetUI.rawValue)): a pure SwiftUI module shows and is shown by "
            + "SwiftUI views only; " + hint
    }
}
