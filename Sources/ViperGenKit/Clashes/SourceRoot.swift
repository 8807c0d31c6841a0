/// Without an Xcode project, the folder whose Swift files generated files would be compiled
/// with: the source root the output folder sits in.
///
/// The rule: an output folder directly in a folder named `Sources` or `Tests` is a target of its
/// own (`Sources/Feature`), whatever is beside it. Otherwise walk up from the output folder's
/// parent (`App` for `App/Modules`) and stop at the
/// first folder that sits directly in the run's folder (the spec's folder, or the working
/// directory without a spec), directly in a folder named `Sources` or `Tests` (a SwiftPM
/// target, or an app's source folder), or beside a `Package.swift` or an `.xcodeproj`; or that
/// itself holds a `Package.swift` or an `.xcodeproj`, or is the run's folder. An output folder
/// directly in the run's folder gives the run's folder. An output folder outside the run's
/// folder gives its own parent.
enum SourceRoot {
    /// The source root of the absolute `outputRoot`, for a run whose folder is `base`.
    static func of(outputRoot: String, base: String, fileSystem: any FileSystem) -> String {
        let output = PathText.normalize(outputRoot)
        let base = PathText.normalize(base)
        var folder = output == base ? base : ClashPaths.parent(output)
        // The output folder is itself a SwiftPM target (`Sources/Feature`): its siblings are
        // other targets, which compile their own files.
        if output != base, ["Sources", "Tests"].contains(ClashPaths.lastComponent(folder)) { return output }
        guard ClashPaths.isInside(folder, base) else { return folder }
        while folder != base {
            let parent = ClashPaths.parent(folder)
            if parent == base || ["Sources", "Tests"].contains(ClashPaths.lastComponent(parent))
                || holdsMarker(folder, fileSystem) || holdsMarker(parent, fileSystem)
            {
                return folder
            }
            folder = parent
        }
        return base
    }

    /// Whether `folder` holds a `Package.swift` or an `.xcodeproj`.
    static func holdsMarker(_ folder: String, _ fileSystem: any FileSystem) -> Bool {
        fileSystem.entries(of: folder).contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
    }
}
