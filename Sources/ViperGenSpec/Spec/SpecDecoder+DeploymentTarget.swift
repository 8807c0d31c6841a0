/// The deployment target (`"ios": "16.0"`) and what it rules out.
extension SpecDecoding {
    package mutating func decodeDeploymentTarget(_ node: JSONNode) -> DeploymentTarget? {
        guard let text = decodeString(node) else { return nil }
        if let problem = DeploymentTarget.problem(text) {
            report(.invalidDeploymentTarget(reason: problem), at: node)
            return nil
        }
        return DeploymentTarget(text)
    }

    /// An MVVM module bound with Observation needs iOS 17: reported where the spec asks for the
    /// binding (a binding given by the command line is the resolver's usage error).
    package mutating func checkDeploymentTargets() {
        var reportedDefaults = false
        for module in modules where module.effectivePattern == .mvvm {
            let ios = layers(of: module).ios
            guard !ios.hasObservation else { continue }
            let iosFromTarget = module.spec.iosOrigin(receivingTarget)
            if module.spec.binding == .observation, let node = module.bindingNode {
                report(
                    .observationNeedsIOS17(module: module.spec.name, target: ios, receivingTarget: iosFromTarget),
                    at: node)
            } else if module.spec.binding == nil, overrides.binding == nil, defaults.binding == .observation,
                let node = defaultsBindingNode, !reportedDefaults
            {
                reportedDefaults = true
                report(
                    .observationNeedsIOS17(module: module.spec.name, target: ios, receivingTarget: iosFromTarget),
                    at: node)
            }
        }
    }
}
