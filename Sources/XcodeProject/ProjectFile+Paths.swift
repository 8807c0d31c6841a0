extension ProjectFile {
    /// The path of a group, synchronized folder or file, relative to the folder that holds the
    /// .xcodeproj (the PBXProject's `projectDirPath`, usually empty, included).
    ///
    /// Walks up the parent groups while `sourceTree` is `<group>`. The result is normalized
    /// (`.` and `a/..` removed; `""` is the source root itself). It starts with `/` for
    /// `<absolute>` items and with `$(NAME)/` for items relative to a build setting such as
    /// `BUILT_PRODUCTS_DIR` or `SDKROOT`. Nil when the object does not exist or the parents form a
    /// cycle.
    public func resolvedPath(of id: String) -> String? {
        var pieces: [String] = []
        var current = id
        var seen: Set<String> = []
        while true {
            guard objectIndex[current] != nil, seen.insert(current).inserted else { return nil }
            let path = string("path", of: current)
            let sourceTree = string("sourceTree", of: current) ?? "<group>"
            switch sourceTree {
            case "<group>":
                if let path { pieces.append(path) }
                if let parent = parents[current] {
                    current = parent
                    continue
                }
                pieces.append(projectDirectory)
            case "SOURCE_ROOT":
                pieces.append(path ?? "")
                pieces.append(projectDirectory)
            case "<absolute>":
                pieces.append("/" + (path ?? ""))
            default:
                pieces.append(path ?? "")
                pieces.append("$(\(sourceTree))")
            }
            return ProjectPath.normalize(pieces.reversed().filter { !$0.isEmpty }.joined(separator: "/"))
        }
    }

    /// The PBXProject's `projectDirPath`, normalized, which moves the source root; usually
    /// empty. One that is absolute or leaves the folder holding the .xcodeproj is ignored: paths
    /// given relative to that folder could not be written relative to it.
    var projectDirectory: String {
        Self.projectDirectory(document: document, index: objectIndex, rootObjectID: rootObjectID)
    }

    /// ``projectDirectory`` of a document whose objects are `index`.
    static func projectDirectory(document: PlistDocument, index: [String: ObjectEntry], rootObjectID: String)
        -> String
    {
        let field = index[rootObjectID].flatMap { document.value("projectDirPath", in: $0.value) }
        let path = ProjectPath.normalize(field.flatMap { document.string($0) } ?? "")
        return path.hasPrefix("/") || path == ".." || path.hasPrefix("../") || path.hasPrefix("$(") ? "" : path
    }

    /// The resolved path of every group, synchronized folder and file reachable from the main
    /// group, aligned with `treeOrder`, computed top-down in one pass (see `resolvedPath(of:)`).
    func treePaths() -> [String] { resolvedTreePathList }

    /// `treePaths()` by id.
    func resolvedTreePaths() -> [String: String] { tree.contents.pathOfID }
}

/// Lexical operations on the `/`-separated paths of a project.
enum ProjectPath {
    /// `path` without empty and `.` components, and with `name/..` pairs removed. A leading `/`
    /// is kept; `..` above an absolute root is dropped, above a relative one kept.
    static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == "..", absolute, components.isEmpty {
                continue
            } else {
                components.append(component)
            }
        }
        return (absolute ? "/" : "") + components.joined(separator: "/")
    }

    /// Whether `normalize` would return `path` unchanged: no empty, `.` or `..` component (a
    /// single leading `/` aside). The common case, checked without splitting.
    private static func isNormal(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        var position = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if position > 0 && (componentLength == 0 || dots == componentLength && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            position += 1
        }
        if position == 0 { return true }
        return componentLength > 0 && !(dots == componentLength && dots <= 2)
    }

    /// The folder part of a normalized relative path (`""` for a file in the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` normalized, or the reason the editor cannot use it: it must be relative, inside the
    /// project folder, name a file, and hold nothing that would break the comment Xcode writes
    /// after an id (a newline, `*/`).
    static func validated(_ path: String) throws(ProjectFileError) -> String {
        if path.hasPrefix("/") {
            throw .invalidPath(
                path: path, reason: "the path is absolute; give it relative to the folder that holds the .xcodeproj")
        }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidPath(path: path, reason: "the path contains a control character")
        }
        if path.contains("*/") {
            throw .invalidPath(
                path: path, reason: "the path contains \"*/\", which would end the comment Xcode writes after each id")
        }
        let normalized = normalize(path)
        if normalized.isEmpty { throw .invalidPath(path: path, reason: "the path names no file") }
        if normalized == ".." || normalized.hasPrefix("../") {
            throw .invalidPath(path: path, reason: "the path leaves the folder that holds the .xcodeproj")
        }
        return normalized
    }

    /// The last component of a path.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or inside it (`""` contains every relative path).
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("$(") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` relative to `folder`, which must contain it.
    static func relative(_ path: String, to folder: String) -> String {
        if folder.isEmpty { return path }
        return path == folder ? "" : String(path.dropFirst(folder.count + 1))
    }
}
