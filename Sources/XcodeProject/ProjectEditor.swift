/// Plans the objects and list entries that add files to a project, then splices them into its
/// text in Xcode's layout.
///
/// Planning resolves every group's path once, reuses the group whose path is a file's folder,
/// and creates the missing folders' groups under the closest existing one. Files in a
/// synchronized folder are left to Xcode. Nothing refers to an id that is neither in the project
/// nor added with it.
struct ProjectEditor {
    private let project: ProjectFile
    private var document: PlistDocument { project.document }
    private var ids: ObjectIDGenerator
    private var result: ProjectEditResult

    /// Resolved paths of the reachable groups (and the main group), plus the planned groups.
    private var paths: [String: String]
    /// The first PBXGroup (tree order) for each folder, plus the planned ones.
    private var groupByFolder: [String: String] = [:]
    /// The first PBXFileReference (tree order) for each path, plus the planned ones.
    private var fileByPath: [String: String] = [:]
    /// Reachable synchronized folders with their paths, in tree order.
    private var synchronizedFolders: [(id: String, path: String)] = []
    /// For each build phase consulted, the file references its build files point to.
    private var builtFiles: [String: Set<String>] = [:]
    /// The phase of each target and phase isa consulted, by target id and isa.
    private var phases: [String: String] = [:]
    /// The groups found or planned below a `--group`, by its id and the folder.
    private var scopedGroups: [String: String] = [:]

    private var newObjects: [NewObject] = []
    private var newGroupPositions: [String: Int] = [:]
    /// Children for existing groups and build files for existing phases, in the order added.
    private var appendedElements: [(ownerID: String, key: String, reference: NewObject.Reference)] = []

    init(project: ProjectFile) {
        self.project = project
        ids = ObjectIDGenerator(
            projectIdentity: project.rootObjectID, existing: Set(project.objectIndex.keys),
            mentioned: ObjectIDGenerator.mentionedIDs(in: project.document)
        )
        result = ProjectEditResult(text: project.text, changed: false)
        paths = [:]
        let document = project.document
        let tree = project.tree.contents
        for (position, path) in tree.paths.enumerated() {
            let id = tree.order[position]
            guard let isa = document.value("isa", in: tree.nodes[position].value) else { continue }
            if document.stringEquals(isa, "PBXGroup") {
                paths[id] = path
                if groupByFolder[path] == nil { groupByFolder[path] = id }
            } else if document.stringEquals(isa, "PBXFileReference") {
                if fileByPath[path] == nil { fileByPath[path] = id }
            } else if document.stringEquals(isa, "PBXFileSystemSynchronizedRootGroup") {
                synchronizedFolders.append((id, path))
            } else if position == 0 {
                paths[id] = path
            }
        }
    }

    /// The result of adding `additions`: see `ProjectFile.adding(_:)`.
    mutating func add(_ additions: [ProjectEdit.Addition]) throws(ProjectFileError) -> ProjectEditResult {
        var order: [String] = []
        var targetsByPath: [String: [ProjectFile.Target]] = [:]
        var placement: [String: (phase: ProjectEdit.Phase, group: String?)] = [:]
        for addition in additions {
            let path = try ProjectPath.validated(addition.path)
            if targetsByPath[path] == nil {
                order.append(path)
                targetsByPath[path] = []
                let phase = addition.phase ?? .forName(ProjectPath.lastComponent(of: path))
                var group: String?
                if let navigatorPath = addition.group { group = try groupID(navigatorPath: navigatorPath) }
                placement[path] = (phase, group)
            }
            for name in addition.targets {
                guard let target = project.target(named: name) else {
                    throw .unknownTarget(name: name, available: project.targetNames)
                }
                try checkReferences(of: target)
                if !targetsByPath[path]!.contains(where: { $0.id == target.id }) { targetsByPath[path]!.append(target) }
            }
        }
        for path in order {
            try plan(
                path: path, targets: targetsByPath[path] ?? [], phase: placement[path]!.phase,
                under: placement[path]!.group)
        }
        guard !newObjects.isEmpty || !appendedElements.isEmpty else { return result }
        var splice = TextSplice()
        try emitObjects(into: &splice)
        try emitElements(into: &splice)
        result.text = splice.apply(to: document.bytes)
        result.changed = result.text != project.text
        return result
    }

    /// The id of the group at `navigatorPath` (group names as the navigator shows them, from
    /// the main group's children: `App/Support`); `""` or `/` is the main group.
    private func groupID(navigatorPath: String) throws(ProjectFileError) -> String {
        let names = navigatorPath.split(separator: "/").map(String.init)
        var current = project.mainGroupID
        var walked: [String] = []
        for name in names {
            let children = project.group(current)?.childIDs.compactMap(project.group) ?? []
            guard let next = children.first(where: { $0.isa == "PBXGroup" && displayName(of: $0) == name }) else {
                let prefix = walked.isEmpty ? "" : walked.joined(separator: "/") + "/"
                let available = children.filter { $0.isa == "PBXGroup" }.map { prefix + displayName(of: $0) }
                throw .unknownGroup(path: navigatorPath, available: available)
            }
            walked.append(name)
            current = next.id
        }
        return current
    }

    /// The name the navigator shows for a group.
    private func displayName(of group: ProjectFile.Group) -> String {
        group.name ?? group.path.map { ProjectPath.lastComponent(of: $0) } ?? ""
    }

    /// Throws `.missingObject` when the target lists a build phase or synchronized folder that
    /// is not in the project.
    private func checkReferences(of target: ProjectFile.Target) throws(ProjectFileError) {
        for (key, list) in [
            ("buildPhases", target.buildPhaseIDs), ("fileSystemSynchronizedGroups", target.synchronizedGroupIDs)
        ] {
            for id in list where project.objectIndex[id] == nil {
                let (line, column) = project.location(ofObject: target.id)
                throw .missingObject(
                    id: id, referencedBy: "the \(key) of target \"\(target.name)\"", line: line, column: column)
            }
        }
    }

    private mutating func plan(
        path: String, targets: [ProjectFile.Target], phase: ProjectEdit.Phase, under root: String?
    ) throws(ProjectFileError) {
        if let folder = synchronizedFolder(containing: path) {
            let relative = ProjectPath.relative(path, to: folder.path)
            let built = targets.filter { isMember(relative, of: folder.id, in: $0) }.map(\.name)
            let notBuilt = targets.filter { !isMember(relative, of: folder.id, in: $0) }.map(\.name)
            result.synchronized.append(.init(path: path, folder: folder.path, builtBy: built, notBuiltBy: notBuilt))
            return
        }
        let name = ProjectPath.lastComponent(of: path)
        let fileID: String
        if let existing = fileByPath[path] {
            fileID = existing
        } else {
            let folder = ProjectPath.folder(of: path)
            let groupID: String
            if let root {
                groupID = try self.groupID(forFolder: folder, under: root, file: path)
            } else {
                groupID = try self.groupID(forFolder: folder)
            }
            fileID = ids.make(kind: "PBXFileReference", path: path)
            let fileType = FileTypes.fileType(forName: name)
            // Relative to its group when the group is the folder, else anchored at the source root.
            let body: NewObject.Body =
                paths[groupID] == folder
                ? .fileReference(name: nil, path: name, sourceTree: "<group>", fileType: fileType)
                : .fileReference(
                    name: name, path: pathFromSourceRoot(path), sourceTree: "SOURCE_ROOT", fileType: fileType)
            newObjects.append(NewObject(id: fileID, comment: name, body: body))
            fileByPath[path] = fileID
            addChild(.init(id: fileID, comment: name), to: groupID)
            result.files.append(path)
        }
        guard let isa = phase.isa else { return }
        for target in targets {
            let slot = target.id + "\u{1F}" + isa
            guard let phaseID = phases[slot] ?? target.buildPhaseIDs.first(where: { project.object($0, is: isa) })
            else {
                throw phase == .sources
                    ? .noSourcesBuildPhase(target: target.name) : .noResourcesBuildPhase(target: target.name)
            }
            if phases[slot] == nil {
                phases[slot] = phaseID
                let buildFiles = ProjectFile.strings(project.field("files", of: phaseID), project.document)
                builtFiles[phaseID] = Set(buildFiles.compactMap { project.string("fileRef", of: $0) })
            }
            if builtFiles[phaseID]!.contains(fileID) {
                result.alreadyPresent.append(.init(path: path, target: target.name))
                continue
            }
            let buildFileID = ids.make(kind: "PBXBuildFile", path: path, target: target.name)
            let comment = "\(name) in \(phase.commentName)"
            newObjects.append(
                NewObject(
                    id: buildFileID, comment: comment, body: .buildFile(fileRef: .init(id: fileID, comment: name))))
            appendedElements.append((phaseID, "files", .init(id: buildFileID, comment: comment)))
            builtFiles[phaseID]!.insert(fileID)
            result.memberships.append(.init(path: path, target: target.name))
        }
    }

    /// The group for `folder` below the group `root` (`--group`): `root` itself for the folder
    /// it resolves to, else the child group of the parent folder's group whose path is `folder`,
    /// or a new one. Throws `.invalidPath` for a file outside `root`'s folder.
    private mutating func groupID(forFolder folder: String, under root: String, file: String) throws(ProjectFileError)
        -> String
    {
        let rootFolder = paths[root] ?? project.resolvedPath(of: root) ?? ""
        if folder == rootFolder { return root }
        guard rootFolder.isEmpty || ProjectPath.isInside(folder, folder: rootFolder) else {
            throw .invalidPath(
                path: file,
                reason: "is not inside the folder of the group given (\"\(rootFolder)\"); "
                    + "give a group whose folder holds the file, or leave out --group")
        }
        let key = root + "\u{1F}" + folder
        if let id = scopedGroups[key] { return id }
        let parentFolder = ProjectPath.folder(of: folder)
        let parentID = try groupID(forFolder: parentFolder, under: root, file: file)
        if newGroupPositions[parentID] == nil,
            let existing = project.group(parentID)?.childIDs.first(where: {
                paths[$0] == folder && project.object($0, is: "PBXGroup")
            })
        {
            scopedGroups[key] = existing
            return existing
        }
        let component = ProjectPath.lastComponent(of: folder)
        let id = ids.make(kind: "PBXGroup", path: folder)
        let body: NewObject.Body =
            paths[parentID] == parentFolder
            ? .group(children: [], name: nil, path: component, sourceTree: "<group>")
            : .group(children: [], name: component, path: pathFromSourceRoot(folder), sourceTree: "SOURCE_ROOT")
        newGroupPositions[id] = newObjects.count
        newObjects.append(NewObject(id: id, comment: component, body: body))
        scopedGroups[key] = id
        paths[id] = folder
        addChild(.init(id: id, comment: component), to: parentID)
        result.createdGroups.append(folder)
        return id
    }

    /// The deepest synchronized folder that contains `path`.
    private func synchronizedFolder(containing path: String) -> (id: String, path: String)? {
        var best: (id: String, path: String)?
        for folder in synchronizedFolders where folder.path != path && ProjectPath.isInside(path, folder: folder.path) {
            if best == nil || folder.path.count > best!.path.count { best = folder }
        }
        return best
    }

    /// Whether Xcode builds the file at `relative` (inside the synchronized folder `folderID`)
    /// in `target`: the folder's own targets build it unless an exception for them lists it;
    /// other targets build it only if an exception for them lists it.
    private func isMember(_ relative: String, of folderID: String, in target: ProjectFile.Target) -> Bool {
        let owns = target.synchronizedGroupIDs.contains(folderID)
        let excepted = (project.synchronizedRootGroup(folderID)?.exceptionSetIDs ?? []).contains { setID in
            guard let set = project.synchronizedExceptionSet(setID), set.targetID == target.id else { return false }
            return set.membershipExceptions.contains {
                ProjectPath.isInside(relative, folder: ProjectPath.normalize($0))
            }
        }
        return owns != excepted
    }

    /// The group for `folder`: the existing one, or a new one (and its missing parents) under
    /// the closest existing ancestor.
    private mutating func groupID(forFolder folder: String) throws(ProjectFileError) -> String {
        if let id = groupByFolder[folder] { return id }
        if folder.isEmpty {
            let main = project.mainGroupID
            guard let entry = project.objectIndex[main], ProjectFile.isGroup(document, entry.value) else {
                let (line, column) = project.location(ofObject: main)
                throw .malformedObject(
                    id: main,
                    message: "(the main group) is a \(project.isa(of: main) ?? "value without isa"), not a PBXGroup",
                    line: line, column: column)
            }
            return main
        }
        let parentFolder = ProjectPath.folder(of: folder)
        let parentID = try groupID(forFolder: parentFolder)
        let component = ProjectPath.lastComponent(of: folder)
        let id = ids.make(kind: "PBXGroup", path: folder)
        let body: NewObject.Body
        if paths[parentID] == parentFolder {
            body = .group(children: [], name: nil, path: component, sourceTree: "<group>")
        } else {
            // The parent group is not the parent folder (a main group with a path, say): anchor
            // the new group to the source root instead.
            body = .group(children: [], name: component, path: pathFromSourceRoot(folder), sourceTree: "SOURCE_ROOT")
        }
        newGroupPositions[id] = newObjects.count
        newObjects.append(NewObject(id: id, comment: component, body: body))
        groupByFolder[folder] = id
        paths[id] = folder
        addChild(.init(id: id, comment: component), to: parentID)
        result.createdGroups.append(folder)
        return id
    }

    /// `path` (relative to the folder holding the .xcodeproj) relative to the source root,
    /// which `projectDirPath` may move.
    private func pathFromSourceRoot(_ path: String) -> String {
        let root = project.projectDirectory
        if ProjectPath.isInside(path, folder: root) { return ProjectPath.relative(path, to: root) }
        let depth = root.split(separator: "/").count
        return String(repeating: "../", count: depth) + path
    }

    private mutating func addChild(_ reference: NewObject.Reference, to groupID: String) {
        if let position = newGroupPositions[groupID],
            case .group(var children, let name, let path, let tree) = newObjects[position].body
        {
            children.append(reference)
            newObjects[position].body = .group(children: children, name: name, path: path, sourceTree: tree)
        } else {
            appendedElements.append((groupID, "children", reference))
        }
    }

    // MARK: - Splicing

    /// Inserts the new objects into their sections, sorted by id, creating missing sections in
    /// alphabetical order; in a file without section comments, among the objects by id.
    private func emitObjects(into splice: inout TextSplice) throws(ProjectFileError) {
        let objects = project.objectsNode
        let sections = ObjectSections(document: document, objects: objects)
        let allEntries = document.entries(objects)
        let indent: String
        if let first = allEntries.first, document.startsLine(Int(document[first.key].start)) {
            indent = document.indentation(ofLineContaining: Int(document[first.key].start))
        } else {
            indent = document.indentation(ofLineContaining: Int(document[objects].end) - 1) + "\t"
        }
        let byISA = Dictionary(grouping: newObjects, by: \.isa)
        for isa in byISA.keys.sorted() {
            let sorted = byISA[isa]!.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
            if let section = sections.section(named: isa) {
                insert(
                    sorted, among: section.entries,
                    fallback: .line(document.lineStart(containing: section.end.lowerBound)), indent: indent,
                    into: &splice)
            } else if let last = sections.sections.last {
                let block =
                    "/* Begin \(isa) section */\n" + sorted.map { $0.lines(indent: indent) }.joined()
                    + "/* End \(isa) section */\n"
                if let next = sections.sections.first(where: { $0.name > isa }) {
                    splice.insert(block + "\n", at: document.lineStart(containing: next.begin.lowerBound))
                } else {
                    splice.insert("\n" + block, at: document.nextLineStart(after: last.end.upperBound))
                }
            } else {
                let closing = Int(document[objects].end) - 1
                let fallback: Position =
                    document.startsLine(closing) ? .line(document.lineStart(containing: closing)) : .inline(closing)
                insert(sorted, among: allEntries, fallback: fallback, indent: indent, into: &splice)
            }
        }
    }

    private enum Position {
        /// At the start of a line: insert whole lines.
        case line(Int)
        /// Inside a line: insert the object on one line.
        case inline(Int)
    }

    /// Inserts `objects` (sorted by id) each before the first entry whose key is greater, or at
    /// `fallback` after all of them.
    private func insert(
        _ objects: [NewObject], among entries: [(key: PlistDocument.Index, value: PlistDocument.Index)],
        fallback: Position, indent: String, into splice: inout TextSplice
    ) {
        var next = 0
        for object in objects {
            while next < entries.count, document.stringPrecedes(entries[next].key, object.id) { next += 1 }
            let position: Position
            if next < entries.count {
                let offset = Int(document[entries[next].key].start)
                position = document.startsLine(offset) ? .line(document.lineStart(containing: offset)) : .inline(offset)
            } else {
                position = fallback
            }
            switch position {
            case .line(let offset): splice.insert(object.lines(indent: indent), at: offset)
            case .inline(let offset): splice.insert(" " + object.inlineText + " ", at: offset)
            }
        }
    }

    /// Appends the new children and build files to the lists of existing objects.
    private func emitElements(into splice: inout TextSplice) throws(ProjectFileError) {
        var owners: [(ownerID: String, key: String)] = []
        var references: [String: [NewObject.Reference]] = [:]
        for element in appendedElements {
            let slot = element.ownerID + "\u{1F}" + element.key
            if references[slot] == nil { owners.append((element.ownerID, element.key)) }
            references[slot, default: []].append(element.reference)
        }
        for (ownerID, key) in owners {
            guard let array = project.field(key, of: ownerID), document[array].kind == .array else {
                let (line, column) = project.location(ofObject: ownerID)
                throw .malformedObject(
                    id: ownerID, message: "has no '\(key)' list to add to", line: line, column: column)
            }
            append(references[ownerID + "\u{1F}" + key]!, to: array, into: &splice)
        }
    }

    /// Adds `references` at the end of an array in the array's layout: one per line before the
    /// `)` line, or opening an empty inline `( )`, or inline when the list is on one line.
    private func append(
        _ references: [NewObject.Reference], to array: PlistDocument.Index, into splice: inout TextSplice
    ) {
        let node = document[array]
        let open = Int(node.start)
        let close = Int(node.end) - 1
        let elements = document.elements(array)
        // The last element with its comment: a comma or a new element goes after `/* name */`.
        let last = elements.last.map { Int(document[$0].start)..<document.endWithComments(Int(document[$0].end)) }
        if document.startsLine(close), document.lineStart(containing: close) > open {
            var indent = document.indentation(ofLineContaining: close) + "\t"
            if let last, document.startsLine(last.lowerBound) {
                indent = document.indentation(ofLineContaining: last.lowerBound)
            }
            if let last, !node.flag { splice.insert(",", at: last.upperBound) }
            splice.insert(
                references.map { indent + $0.text + ",\n" }.joined(), at: document.lineStart(containing: close))
        } else if elements.isEmpty, document.bytes[(open + 1)..<close].allSatisfy(PlistLexer.isWhitespace) {
            let indent = document.indentation(ofLineContaining: open)
            let lines = references.map { indent + "\t" + $0.text + ",\n" }.joined()
            splice.replace(open..<(close + 1), with: "(\n" + lines + indent + ")")
        } else if let last, !node.flag {
            splice.insert(references.map { ", " + $0.text }.joined(), at: last.upperBound)
        } else {
            splice.insert(references.map { $0.text + ", " }.joined(), at: close)
        }
    }
}
