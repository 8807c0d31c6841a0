import TextSupport

/// The deployment target of the Xcode target generated files go into, when it is where a
/// module's iOS version comes from (neither the spec nor a flag sets one): a problem with that
/// version is fixed in Xcode, not with `--ios` or `"ios"` (which the project check then refuses
/// as above what the target supports).
package struct ReceivingTargetVersion: Sendable, Hashable {
    /// The Xcode target's name.
    package var target: String
    /// Its `IPHONEOS_DEPLOYMENT_TARGET`.
    package var ios: DeploymentTarget

    package init(target: String, ios: DeploymentTarget) {
        self.target = target
        self.ios = ios
    }

    /// `, the deployment target (IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target "App" the files
    /// go into`: said after the version.
    package var origin: String {
        ", the deployment target (IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target \(JSONText.quoted(target)) the files go into"
    }

    /// The fix for a version below `needed`: raising the target's, since the code must build in it.
    package func raise(to needed: DeploymentTarget) -> String {
        "raise the deployment target of \(JSONText.quoted(target)) to iOS \(needed) in Xcode"
    }
}

extension ModuleSpec {
    /// `target` when it is where this module's iOS version comes from: the module sets no
    /// `ios` of its own (the run reads the target's only where no flag or default sets one).
    package func iosOrigin(_ target: ReceivingTargetVersion?) -> ReceivingTargetVersion? {
        ios == nil ? target : nil
    }
}
