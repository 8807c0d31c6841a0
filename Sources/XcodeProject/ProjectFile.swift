/// A project.pbxproj file: its text, the property list read from it, and the Xcode objects in it.
///
/// Reading never rewrites anything; edits (`adding(_:)`, `removing(paths:)`) splice new lines
/// into `text` and leave every other byte as it was.
public struct ProjectFile: Sendable {
    /// The file's text, exactly as given.
    public let text: String
    /// The id of the PBXProject object (`rootObject`).
    public let rootObjectID: String
    /// The id of the project's main group, the root of the navigator tree.
    public let mainGroupID: String
    /// The project's targets in the order of the PBXProject's `targets` list.
    public let targets: [Target]
    /// `objectVersion`: 46 for Xcode 3.2-compatible files up to 77 for Xcode 16's
    /// synchronized folders; nil when absent or not a number.
    public let objectVersion: Int?

    let document: PlistDocument
    /// The `objects` dictionary.
    let objectsNode: PlistDocument.Index
    /// Every object by id: its key node and its value node. The first wins if an id repeats.
    let objectIndex: [String: ObjectEntry]
    /// The navigator tree, worked out when first asked for (``ProjectTree``).
    let tree: ProjectTree
    /// The group (PBXGroup, PBXVariantGroup or XCVersionGroup) whose `children` lists each
    /// object, for objects reachable from the main group.
    var parents: [String: String] { tree.contents.parents }
    /// The ids reachable from the main group, parents before children, in `children` order.
    var treeOrder: [String] { tree.contents.order }
    /// For each entry of `treeOrder`: its value node and the position of its parent (-1 for the
    /// main group).
    var treeNodes: [(value: PlistDocument.Index, parent: Int)] { tree.contents.nodes }
    /// `treePaths()`, worked out once (the Xcode step, the clash check and the editor each ask
    /// for it; on a large project each pass cost as much as a fifth of the parse).
    var resolvedTreePathList: [String] { tree.contents.paths }

    /// Where an object is in the document.
    struct ObjectEntry: Sendable {
        var key: PlistDocument.Index
        var value: PlistDocument.Index
    }

    /// The names of the targets, in project order.
    public var targetNames: [String] { targets.map(\.name) }

    /// The text of a project file's bytes, which must be UTF-8 (refused at the first byte that
    /// is not, with its line and column): text decoded any other way would be written back
    /// with bytes the user did not change replaced.
    public static func text(of bytes: [UInt8]) throws(ProjectFileError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length =
                byte < 0x80
                ? 1
                : byte >= 0xC2 && byte <= 0xDF
                    ? 2 : byte >= 0xE0 && byte <= 0xEF ? 3 : byte >= 0xF0 && byte <= 0xF4 ? 4 : 0
            let end = index + length
            if length == 0 || end > bytes.count || String(validating: bytes[index..<end], as: UTF8.self) == nil {
                throw .notUTF8(line: line, column: index - lineStart + 1, byte: byte)
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = end
            }
            index = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `text` as a project.pbxproj file.
    ///
    /// Throws `ProjectFileError.syntax` for malformed text, `.xmlPropertyList` or
    /// `.binaryPropertyList` for other plist formats, `.notAProject` when `objects` or
    /// `rootObject` is missing, and `.missingObject` when the root object, the main group or a
    /// target is referenced but absent.
    public init(text: String) throws(ProjectFileError) {
        try self.init(text: text, utf8: nil)
    }

    /// ``init(text:)`` given the text's UTF-8 bytes too, when the caller holds them (read from
    /// the file and validated by ``text(of:)``): the parse keeps them instead of a copy of its
    /// own. Bytes of another length than the text's are not used.
    package init(text: String, utf8 bytes: [UInt8]?) throws(ProjectFileError) {
        self.text = text
        let bytes = bytes.flatMap { $0.count == text.utf8.count ? $0 : nil } ?? Array(text.utf8)
        let document = try PlistParser.parse(bytes)
        self.document = document
        let root = document.root
        guard document[root].kind == .dictionary else {
            let (line, column) = document.location(root)
            throw .notAProject(
                line: line, column: column,
                message: "the top level is not a dictionary; a project.pbxproj starts with '{'")
        }
        guard let objects = document.value("objects", in: root), document[objects].kind == .dictionary else {
            let (line, column) = document.location(root)
            throw .notAProject(line: line, column: column, message: "there is no 'objects' dictionary")
        }
        objectsNode = objects

        var index: [String: ObjectEntry] = [:]
        let entries = document.entries(objects)
        index.reserveCapacity(entries.count)
        for (key, value) in entries {
            let id = document.string(key) ?? ""
            if let first = index[id] {
                let (line, column) = document.location(key)
                throw .duplicateObject(id: id, line: line, column: column, firstLine: document.location(first.key).line)
            }
            index[id] = ObjectEntry(key: key, value: value)
        }
        objectIndex = index

        guard let rootObjectNode = document.value("rootObject", in: root), let rootID = document.string(rootObjectNode)
        else {
            let (line, column) = document.location(root)
            throw .notAProject(line: line, column: column, message: "there is no 'rootObject'")
        }
        rootObjectID = rootID
        guard let project = index[rootID], document[project.value].kind == .dictionary else {
            let (line, column) = document.location(rootObjectNode)
            throw .missingObject(id: rootID, referencedBy: "rootObject", line: line, column: column)
        }
        objectVersion = document.value("objectVersion", in: root).flatMap { document.string($0) }.flatMap { Int($0) }

        guard let mainGroupNode = document.value("mainGroup", in: project.value),
            let mainID = document.string(mainGroupNode)
        else {
            let (line, column) = document.location(project.key)
            throw .malformedObject(id: rootID, message: "(the PBXProject) has no mainGroup", line: line, column: column)
        }
        guard let mainGroup = index[mainID], document[mainGroup.value].kind == .dictionary else {
            let (line, column) = document.location(mainGroupNode)
            throw .missingObject(id: mainID, referencedBy: "the PBXProject's mainGroup", line: line, column: column)
        }
        mainGroupID = mainID

        var targets: [Target] = []
        if let list = document.value("targets", in: project.value) {
            for element in document.elements(list) {
                let id = document.string(element) ?? ""
                guard let target = index[id], document[target.value].kind == .dictionary else {
                    let (line, column) = document.location(element)
                    throw .missingObject(id: id, referencedBy: "the PBXProject's targets", line: line, column: column)
                }
                targets.append(Self.target(id: id, node: target.value, in: document))
            }
        }
        self.targets = targets

        tree = ProjectTree(
            document: document, objects: index, mainGroup: (mainID, mainGroup.value),
            projectDirectory: Self.projectDirectory(document: document, index: index, rootObjectID: rootID))
    }

    /// Works the navigator tree out now if no one has yet: for a caller that will need it soon
    /// and has a core to spare (see ``ProjectTree``).
    public func prepareTree() {
        _ = tree.contents
    }

    /// Whether the object is a group with `children` (PBXGroup, PBXVariantGroup, XCVersionGroup).
    static func isGroup(_ document: PlistDocument, _ object: PlistDocument.Index) -> Bool {
        guard let isa = document.value("isa", in: object) else { return false }
        return document.stringEquals(isa, "PBXGroup") || document.stringEquals(isa, "PBXVariantGroup")
            || document.stringEquals(isa, "XCVersionGroup")
    }

    static func target(id: String, node: PlistDocument.Index, in document: PlistDocument) -> Target {
        Target(
            id: id,
            isa: document.value("isa", in: node).flatMap { document.string($0) } ?? "",
            name: document.value("name", in: node).flatMap { document.string($0) } ?? "",
            productType: document.value("productType", in: node).flatMap { document.string($0) },
            buildPhaseIDs: Self.strings(document.value("buildPhases", in: node), document),
            synchronizedGroupIDs: Self.strings(document.value("fileSystemSynchronizedGroups", in: node), document)
        )
    }

    /// The string elements of an array node (non-strings skipped).
    static func strings(_ array: PlistDocument.Index?, _ document: PlistDocument) -> [String] {
        guard let array else { return [] }
        return document.elements(array).compactMap { document.string($0) }
    }

    /// The value node of `key` in the object `id`.
    func field(_ key: String, of id: String) -> PlistDocument.Index? {
        guard let entry = objectIndex[id] else { return nil }
        return document.value(key, in: entry.value)
    }

    /// The string value of `key` in the object `id`.
    func string(_ key: String, of id: String) -> String? {
        field(key, of: id).flatMap { document.string($0) }
    }

    /// The `isa` of the object `id`, or nil when there is no such object.
    public func isa(of id: String) -> String? { string("isa", of: id) }

    /// Whether the object `id` has the given `isa`.
    func object(_ id: String, is isa: String) -> Bool {
        guard let node = field("isa", of: id) else { return false }
        return document.stringEquals(node, isa)
    }

    /// The 1-based line and column of the object's key in `objects`, or 1:1 when absent.
    func location(ofObject id: String) -> (line: Int, column: Int) {
        guard let entry = objectIndex[id] else { return (1, 1) }
        return document.location(entry.key)
    }
}
