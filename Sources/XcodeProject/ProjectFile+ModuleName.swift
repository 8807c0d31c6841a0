extension ProjectFile {
    /// The Swift module name a target builds (what its tests `@testable import`): the
    /// literal `PRODUCT_MODULE_NAME` of its first build configuration, else its literal
    /// `PRODUCT_NAME`, else the target's name (Xcode's `$(TARGET_NAME)` default), made an
    /// identifier as Xcode does (`c99extidentifier`: every other character becomes `_`, and a
    /// leading digit gets one before it). A setting that names other settings (`$(…)`, other
    /// than `$(TARGET_NAME)`) cannot be told without Xcode, so the target's name stands in.
    public func productModuleName(of target: Target) -> String {
        let settings = firstBuildSettings(of: target.id)
        let named = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].lazy.compactMap { key -> String? in
            guard let settings, let node = self.document.value(key, in: settings),
                let value = self.document.string(node)
            else { return nil }
            if value == "$(TARGET_NAME)" { return target.name }
            return value.contains("$") ? nil : value
        }.first
        return Self.identifier(named ?? target.name)
    }

    /// The iOS version the target supports: the literal `IPHONEOS_DEPLOYMENT_TARGET` of its
    /// first build configuration, else of the project's (which targets inherit); nil when
    /// neither sets one literally.
    public func deploymentTarget(of target: Target) -> String? {
        literalSetting("IPHONEOS_DEPLOYMENT_TARGET", of: target)
    }

    /// The SDK the target builds with (`iphoneos`, `appletvos`, `macosx`, `auto`): the literal
    /// `SDKROOT` of its first build configuration, else of the project's; nil when neither sets
    /// one literally.
    public func sdkRoot(of target: Target) -> String? { literalSetting("SDKROOT", of: target) }

    /// The literal value of build setting `key` in the target's first configuration, else in
    /// the project's; nil when neither sets it without naming other settings.
    private func literalSetting(_ key: String, of target: Target) -> String? {
        for settings in [firstBuildSettings(of: target.id), firstBuildSettings(of: rootObjectID)] {
            guard let settings, let node = document.value(key, in: settings),
                let value = document.string(node), !value.contains("$")
            else { continue }
            return value
        }
        return nil
    }

    /// The `buildSettings` of the first configuration of the configuration list of the target
    /// or project object `id`.
    private func firstBuildSettings(of id: String) -> PlistDocument.Index? {
        guard let list = string("buildConfigurationList", of: id),
            let configurations = field("buildConfigurations", of: list),
            let first = document.elements(configurations).first.flatMap({ document.string($0) })
        else { return nil }
        return field("buildSettings", of: first)
    }

    /// `name` as a Swift identifier, as Xcode derives a module name from a product name.
    static func identifier(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let isWord =
                    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                    || (scalar >= "0" && scalar <= "9") || scalar == "_"
                return isWord ? Character(scalar) : "_"
            })
        if result.first.map({ $0 >= "0" && $0 <= "9" }) ?? true { result = "_" + result }
        return result
    }
}
