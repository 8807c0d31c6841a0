import XcodeProject

/// The module generated tests `@testable import` when neither the spec nor a flag names it and
/// the files go into an Xcode project: the module the receiving app target builds
/// (`ProjectFile.productModuleName`), so tests added to an app whose target is `CleanStore`
/// import `CleanStore`, not the built-in `App`. Read through `fileSystem`; nil when no module
/// goes into a project, or the project or its target cannot be told (the Xcode step reports
/// those).
public struct TestableImport {
    public var fileSystem: any FileSystem
    /// The run's folder (absolute): projects are relative to it.
    public var base: String

    public init(fileSystem: any FileSystem, base: String) {
        self.fileSystem = fileSystem
        self.base = base
    }

    /// The module name from the first module with tests that goes into a project, from its
    /// first source target (or the project's only application target).
    public func derived(for modules: [ResolvedModule]) -> String? {
        guard let module = modules.first(where: { $0.xcodeproj != nil && $0.tests != .none }), let xcodeproj = module.xcodeproj else {
            return nil
        }
        let file = ClashPaths.join(base, XcodeProjectStep.projectFile(xcodeproj))
        guard let bytes = try? fileSystem.read(file), let project = try? ProjectFile(text: String(decoding: bytes, as: UTF8.self)),
              let name = (try? XcodeProjectStep.targets(module.targets, tests: false, in: project, name: xcodeproj))?.first,
              let target = project.target(named: name) else { return nil }
        return project.productModuleName(of: target)
    }
}
