/// The path arithmetic of the clash check, on `/`-separated text (no disk access).
enum ClashPaths {
    /// The last component of a path (found by its bytes: `String.lastIndex(of:)` walks it
    /// `Character` by `Character`, a tenth of a run that adds a module to a large project).
    static func lastComponent(_ path: String) -> String {
        ViperGenKit.lastComponent(path)
    }

    /// The folder holding `path` (`/` for a top-level path, `""` for a bare name).
    static func parent(_ path: String) -> String {
        parentPath(path)
    }

    /// `relative` below the absolute `folder`, normalized; `relative` as it is when absolute.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return PathText.normalize(relative) }
        if relative.isEmpty { return PathText.normalize(folder) }
        return PathText.normalize(folder == "/" ? "/" + relative : folder + "/" + relative)
    }

    /// Whether the absolute `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
