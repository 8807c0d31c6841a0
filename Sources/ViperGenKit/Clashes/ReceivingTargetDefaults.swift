import XcodeProject

/// What generated code must fit when it goes into an Xcode project and neither the spec nor a
/// flag says: the module the receiving app target builds, which generated tests
/// `@testable import` (`ProjectFile.productModuleName`: a target `Clean Store` imports
/// `Clean_Store`, not the built-in `App`), and the iOS version it supports
/// (`IPHONEOS_DEPLOYMENT_TARGET`: an iOS 15.4 app gets no `@Observable`). Read through
/// `fileSystem` from the first module with a project; nil values when the project or its
/// target cannot be told (the Xcode step reports those).
package struct ReceivingTargetDefaults: Sendable, Hashable {
    /// The target's name.
    package var target: String
    /// The module it builds.
    package var testableImport: String
    /// Its deployment target as the project writes it (`15.4`), nil when not set literally.
    package var ios: String?
    /// Whether it builds for iOS (`SDKROOT = iphoneos`, or not set literally): for another
    /// platform its iOS deployment target means nothing (`ReceivingTargetFit` refuses it).
    package var isIOS: Bool = true

    /// The defaults of the first module's receiving target: its first source target, or the
    /// project's only application target.
    package static func read(
        for modules: [ResolvedModule], base: String, fileSystem: any FileSystem,
        projects: ProjectFileParser = ProjectFileParser()
    )
        -> ReceivingTargetDefaults?
    {
        guard let module = modules.first(where: { $0.xcodeproj != nil }), let xcodeproj = module.xcodeproj else {
            return nil
        }
        let file = ClashPaths.join(base, XcodeProjectStep.projectFile(xcodeproj))
        guard let project = projects.project(at: file, in: fileSystem),
            let name = (try? XcodeProjectStep.targets(module.targets, tests: false, in: project, name: xcodeproj))?
                .first,
            let target = project.target(named: name)
        else { return nil }
        return ReceivingTargetDefaults(
            target: name, testableImport: project.productModuleName(of: target),
            ios: project.deploymentTarget(of: target),
            isIOS: project.sdkRoot(of: target).map { $0 == "iphoneos" } ?? true)
    }
}
