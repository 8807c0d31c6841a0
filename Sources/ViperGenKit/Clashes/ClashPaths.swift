/// The path arithmetic of the clash check, on `/`-separated text (no disk access).
enum ClashPaths {
    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder holding `path` (`/` for a top-level path, `""` for a bare name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
