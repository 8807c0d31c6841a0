import WorkSharing

/// A project file's navigator tree: which group holds each object, the objects reachable from
/// the main group in order, and each one's resolved path.
///
/// Worked out on first use, once, under a lock, and then kept: reading a project for its
/// targets' settings (the receiving target's defaults, which come first in a run) does not need
/// it, so it is not on that path; a caller with a core to spare works it out ahead
/// (``ProjectFile/prepareTree()``) while the run does other work. On an 800 KiB project it is
/// two fifths of the parse.
final class ProjectTree: @unchecked Sendable {
    /// What the tree holds.
    struct Contents {
        /// The group whose `children` lists each object reachable from the main group.
        var parents: [String: String] = [:]
        /// The ids reachable from the main group, parents before children, in `children` order.
        var order: [String] = []
        /// For each entry of `order`: its value node and the position of its parent (-1 for the
        /// main group).
        var nodes: [(value: PlistDocument.Index, parent: Int)] = []
        /// For each entry of `order`: its resolved path (``ProjectFile/resolvedPath(of:)``).
        var paths: [String] = []
        /// `paths` by id (the first, if an id repeats).
        var pathOfID: [String: String] = [:]
        /// The ids of the synchronized folders (PBXFileSystemSynchronizedRootGroup), in tree order.
        var synchronizedFolderIDs: [String] = []
    }

    private let document: PlistDocument
    private let objects: [String: ProjectFile.ObjectEntry]
    private let mainGroup: (id: String, value: PlistDocument.Index)
    private let projectDirectory: String
    private let lock = Lock()
    /// Nil until first asked for; guarded by `lock`.
    private var worked: Contents?

    init(
        document: PlistDocument, objects: [String: ProjectFile.ObjectEntry],
        mainGroup: (id: String, value: PlistDocument.Index), projectDirectory: String
    ) {
        self.document = document
        self.objects = objects
        self.mainGroup = mainGroup
        self.projectDirectory = projectDirectory
    }

    /// The tree, worked out by the first caller (the others wait for it).
    var contents: Contents {
        lock.withLock {
            if let worked { return worked }
            let made = make()
            worked = made
            return made
        }
    }

    private func make() -> Contents {
        var tree = Contents()
        tree.parents.reserveCapacity(objects.count)
        var stack = [(id: mainGroup.id, value: mainGroup.value, parent: -1)]
        while let (id, value, parent) = stack.popLast() {
            tree.order.append(id)
            tree.nodes.append((value, parent))
            guard ProjectFile.isGroup(document, value), let children = document.value("children", in: value) else {
                continue
            }
            let position = tree.order.count - 1
            for child in document.elements(children).reversed() {
                guard let childID = document.string(child), childID != mainGroup.id, let entry = objects[childID]
                else { continue }
                // Seen already (listed by two groups, or in a cycle): it stays where it was
                // first found. One hash of the id either way.
                if let first = tree.parents.updateValue(id, forKey: childID) {
                    tree.parents[childID] = first
                    continue
                }
                stack.append((childID, entry.value, position))
            }
        }
        tree.paths = paths(of: tree.nodes)
        // Looked up by id by the clash check, the editor and the remover: made here, on the core
        // that works the tree out ahead, rather than on each call.
        tree.pathOfID = Dictionary(zip(tree.order, tree.paths), uniquingKeysWith: { first, _ in first })
        for (position, node) in tree.nodes.enumerated() {
            if let isa = document.value("isa", in: node.value),
                document.stringEquals(isa, "PBXFileSystemSynchronizedRootGroup")
            {
                tree.synchronizedFolderIDs.append(tree.order[position])
            }
        }
        return tree
    }

    /// Each node's resolved path, top-down in one pass (see ``ProjectFile/resolvedPath(of:)``).
    private func paths(of nodes: [(value: PlistDocument.Index, parent: Int)]) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(nodes.count)
        let root = projectDirectory
        for (value, parent) in nodes {
            var path: String?
            var sourceTree = "<group>"
            for (key, field) in document.entries(value) {
                if document.stringEquals(key, "path") {
                    path = document.string(field)
                } else if document.stringEquals(key, "sourceTree") {
                    sourceTree = document.string(field) ?? sourceTree
                }
            }
            let joined: String
            switch sourceTree {
            case "<group>":
                let base = parent >= 0 ? paths[parent] : root
                joined = path.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base
            case "SOURCE_ROOT":
                joined = root.isEmpty ? path ?? "" : root + "/" + (path ?? "")
            case "<absolute>":
                joined = "/" + (path ?? "")
            default:
                joined = "$(\(sourceTree))/" + (path ?? "")
            }
            paths.append(ProjectPath.normalize(joined))
        }
        return paths
    }
}
