/// What a UI flavour rules out: MVC in pure SwiftUI, pure SwiftUI below iOS 16, routes
/// between pure SwiftUI and UIKit modules, and `replaceRoot` routes from pure SwiftUI. Reported
/// where the spec asks for the flavour (a flavour given by the command line is the resolver's
/// usage error).
extension SpecDecoding {
    package mutating func checkUIFlavours() {
        var reportedDefaults: Set<String> = []
        func reportOnce(_ problem: SpecError, node: JSONNode?, defaultsNode: JSONNode?, key: String) {
            if let node {
                report(problem, at: node)
            } else if let defaultsNode, reportedDefaults.insert(key).inserted {
                report(problem, at: defaultsNode)
            }
        }
        let indexByName = Dictionary(
            modules.enumerated().map { ($1.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        for module in modules {
            let ui = effectiveUI(of: module)
            let uiNode = module.spec.ui == nil && overrides.ui == nil ? nil : module.uiNode
            let defaultsUI = module.spec.ui == nil && overrides.ui == nil ? defaultsUINode : nil
            // A pattern or deployment target from the command line is the resolver's to report.
            let patternFromFlag = module.spec.pattern == nil && overrides.pattern != nil
            // A deployment target read from the Xcode project is reported here, saying so.
            let iosFromTarget = module.spec.iosOrigin(receivingTarget)
            let iosFromFlag = module.spec.ios == nil && overrides.ios != nil && iosFromTarget == nil
            if !patternFromFlag, let pattern = module.effectivePattern, let problem = ui.problem(with: pattern) {
                reportOnce(
                    .patternNotInUI(module: module.spec.name, problem: problem),
                    node: uiNode, defaultsNode: defaultsUI, key: "pattern")
            }
            let ios = layers(of: module).ios
            if !iosFromFlag, ios < ui.minimumDeploymentTarget {
                let node = uiNode ?? (module.spec.ios != nil ? module.iosNode : nil)
                let fallback = defaultsUI ?? (module.spec.ios == nil && overrides.ios == nil ? defaultsIOSNode : nil)
                reportOnce(
                    .uiNeedsLaterIOS(module: module.spec.name, ui: ui, target: ios, receivingTarget: iosFromTarget),
                    node: node, defaultsNode: fallback, key: "ios")
            }
            for use in module.routeUses where !ui.canShow(use.route.style) {
                // A flavour from the command line is the resolver's to report.
                guard module.spec.ui != nil || overrides.ui == nil else { continue }
                report(
                    .replaceRootFromSwiftUI(module: module.spec.name, target: use.route.target),
                    at: use.styleNode ?? use.element)
            }
            for use in module.routeUses {
                guard let index = indexByName[use.route.target] else { continue }
                let target = modules[index]
                let targetUI = effectiveUI(of: target)
                guard !ui.canRoute(to: targetUI) else { continue }
                report(
                    .routeAcrossUIFlavours(
                        module: module.spec.name, ui: ui, target: target.spec.name, targetUI: targetUI),
                    at: use.targetNode)
            }
        }
    }

    /// The flavour a module is generated with: its own, the command line's, the spec's default.
    package func effectiveUI(of module: DecodedModule) -> UIFlavor {
        layers(of: module).ui
    }

    /// The option layers of a module as the decoder sees it: its keys, the flags, the spec's defaults.
    package func layers(of module: DecodedModule) -> OptionLayers {
        OptionLayers(module.spec, flags: overrides, defaults: defaults)
    }
}
