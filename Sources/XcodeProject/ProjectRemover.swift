/// Removes files from a project by deleting text: their PBXFileReference and PBXBuildFile
/// objects, their entries in build phases and group children, and a section left empty; also
/// single memberships (a file's build files in one target's phases, the file staying), and the
/// groups viper-gen created that the removal leaves empty.
///
/// A group is viper-gen's when its id is the one `ObjectIDGenerator` derives for its folder: a
/// group the user made in Xcode (a random id) stays, empty or not. Refuses (`.stillReferenced`)
/// rather than leave an id that another object uses.
struct ProjectRemover {
    private let project: ProjectFile
    private var document: PlistDocument { project.document }
    /// Each reachable object's resolved path, by id.
    private let resolved: [String: String]

    private typealias Entry = (key: PlistDocument.Index, value: PlistDocument.Index)

    init(project: ProjectFile) {
        self.project = project
        resolved = Dictionary(zip(project.treeOrder, project.treePaths()), uniquingKeysWith: { first, _ in first })
    }

    /// The result of removing `paths` and `memberships`: see `ProjectFile.removing(paths:memberships:)`.
    func remove(_ paths: [String], memberships: [ProjectEditResult.Membership] = []) throws(ProjectFileError)
        -> ProjectEditResult
    {
        var result = ProjectEditResult(text: project.text, changed: false)
        var fileIDs: Set<String> = []
        for path in try Self.validated(paths) {
            let matches = fileReferences(at: path)
            if matches.isEmpty { result.notFound.append(path) } else { result.files.append(path) }
            fileIDs.formUnion(matches)
        }
        let dropped = try droppedBuildFiles(memberships)
        guard !fileIDs.isEmpty || !dropped.isEmpty else { return result }
        let (groupIDs, groupPaths) = emptiedGroups(losing: fileIDs)
        result.removedGroups = groupPaths
        let children = fileIDs.union(groupIDs)

        let entries = document.entries(project.objectsNode)
        var buildFileIDs = dropped
        var deletedObjects: [String: Entry] = [:]
        for entry in entries {
            guard let id = document.string(entry.key), project.objectIndex[id]?.key == entry.key else { continue }
            if children.contains(id) { deletedObjects[id] = entry }
            if project.object(id, is: "PBXBuildFile"), let ref = project.string("fileRef", of: id),
                fileIDs.contains(ref)
            {
                buildFileIDs.insert(id)
            }
            if buildFileIDs.contains(id) { deletedObjects[id] = entry }
        }
        var splice = TextSplice()
        let deletedElements = deleteElements(
            children: children, buildFiles: buildFileIDs, skipping: deletedObjects,
            into: &splice, memberships: &result.memberships)
        try checkNoOtherUse(of: children.union(buildFileIDs), skipping: deletedElements, deletedObjects: deletedObjects)
        for (_, entry) in deletedObjects {
            splice.delete(document.deletionRange(for: document.entryRange(key: entry.key, value: entry.value)))
        }
        deleteEmptiedSections(removing: Set(deletedObjects.values.map(\.key)), into: &splice)
        result.text = splice.apply(to: document.bytes)
        result.changed = result.text != project.text
        return result
    }

    /// The paths, validated and normalized, each once.
    private static func validated(_ paths: [String]) throws(ProjectFileError) -> [String] {
        var wanted: [String] = []
        for path in paths {
            let normalized = try ProjectPath.validated(path)
            if !wanted.contains(normalized) { wanted.append(normalized) }
        }
        return wanted
    }

    /// The PBXFileReference ids whose path resolves to `path`.
    private func fileReferences(at path: String) -> [String] {
        project.treeOrder.filter { resolved[$0] == path && project.object($0, is: "PBXFileReference") }
    }

    /// The build files, in any build phase of the membership's target, of the files at the
    /// membership's path. The file references stay.
    private func droppedBuildFiles(_ memberships: [ProjectEditResult.Membership]) throws(ProjectFileError) -> Set<
        String
    > {
        var dropped: Set<String> = []
        for membership in memberships {
            let path = try ProjectPath.validated(membership.path)
            guard let target = project.target(named: membership.target) else { continue }
            let files = Set(fileReferences(at: path))
            for phaseID in target.buildPhaseIDs {
                for buildFileID in ProjectFile.strings(project.field("files", of: phaseID), document) {
                    if let ref = project.string("fileRef", of: buildFileID), files.contains(ref) {
                        dropped.insert(buildFileID)
                    }
                }
            }
        }
        return dropped
    }

    /// The groups viper-gen created that hold nothing once `removed` are gone, innermost first,
    /// with their paths: a group goes when all its children go and its id is the one viper-gen
    /// derives for its folder; then its parent is considered in turn.
    private func emptiedGroups(losing removed: Set<String>) -> (ids: Set<String>, paths: [String]) {
        var gone = removed
        var paths: [String] = []
        var candidates = Set(removed.compactMap { project.parentID(of: $0) })
        while !candidates.isEmpty {
            var parents: Set<String> = []
            for id in candidates.sorted() where !gone.contains(id) && id != project.mainGroupID {
                guard let group = project.group(id), group.isa == "PBXGroup", let path = resolved[id],
                    group.childIDs.allSatisfy(gone.contains),
                    id == ObjectIDGenerator.firstID(projectIdentity: project.rootObjectID, kind: "PBXGroup", path: path)
                else { continue }
                gone.insert(id)
                paths.append(path)
                if let parent = project.parentID(of: id) { parents.insert(parent) }
            }
            candidates = parents
        }
        return (gone.subtracting(removed), paths)
    }

    /// Deletes the elements naming `children` from groups' `children` and `buildFiles` from
    /// phases' `files` (in objects that stay), recording each membership ended.
    private func deleteElements(
        children: Set<String>, buildFiles: Set<String>, skipping deletedObjects: [String: Entry],
        into splice: inout TextSplice, memberships: inout [ProjectEditResult.Membership]
    ) -> Set<PlistDocument.Index> {
        let targetByPhase = Dictionary(
            project.targets.flatMap { target in target.buildPhaseIDs.map { ($0, target.name) } },
            uniquingKeysWith: { first, _ in first })
        var deleted: Set<PlistDocument.Index> = []
        for entry in document.entries(project.objectsNode) {
            guard let id = document.string(entry.key), deletedObjects[id] == nil else { continue }
            let listKey =
                ProjectFile.isGroup(document, entry.value)
                ? "children" : project.isa(of: id)?.hasSuffix("BuildPhase") == true ? "files" : nil
            guard let listKey, let list = document.value(listKey, in: entry.value) else { continue }
            let removed = listKey == "children" ? children : buildFiles
            for element in document.elements(list) {
                guard let elementID = document.string(element), removed.contains(elementID) else { continue }
                deleted.insert(element)
                splice.delete(document.deletionRange(for: document.elementRange(element)))
                if listKey == "files", let target = targetByPhase[id],
                    let fileRef = project.string("fileRef", of: elementID),
                    let path = resolved[fileRef]
                {
                    memberships.append(.init(path: path, target: target))
                }
            }
        }
        return deleted
    }

    /// Throws `.stillReferenced` when an object that stays, or the top-level dictionary, uses
    /// one of `removedIDs` other than through the elements being deleted.
    private func checkNoOtherUse(
        of removedIDs: Set<String>, skipping deletedElements: Set<PlistDocument.Index>, deletedObjects: [String: Entry]
    ) throws(ProjectFileError) {
        for entry in document.entries(project.objectsNode) {
            guard let ownerID = document.string(entry.key), deletedObjects[ownerID] == nil else { continue }
            if let node = firstUse(of: removedIDs, in: entry.value, skipping: deletedElements) {
                let (line, column) = document.location(node)
                throw .stillReferenced(
                    id: document.string(node) ?? "", by: "object \(ownerID)", line: line, column: column)
            }
        }
        if let node = firstUse(
            of: removedIDs, in: document.root, skipping: deletedElements, outside: project.objectsNode)
        {
            let (line, column) = document.location(node)
            throw .stillReferenced(
                id: document.string(node) ?? "", by: "the top-level dictionary", line: line, column: column)
        }
    }
    /// The first string node under `node` (not inside `outside`) whose value is one of `ids`,
    /// other than the elements being deleted.
    private func firstUse(
        of ids: Set<String>, in node: PlistDocument.Index, skipping: Set<PlistDocument.Index>,
        outside: PlistDocument.Index? = nil
    ) -> PlistDocument.Index? {
        var stack = [node]
        let lengths = Set(ids.map(\.utf8.count))
        while let current = stack.popLast() {
            if current == outside || skipping.contains(current) { continue }
            switch document[current].kind {
            case .array, .dictionary:
                stack.append(contentsOf: document.childIndices(current).map { Int($0) })
            case .unquotedString, .quotedString:
                let length = Int(document[current].end - document[current].start)
                guard lengths.contains(length) || lengths.contains(length - 2) || document[current].flag else {
                    continue
                }
                if let value = document.string(current), ids.contains(value) { return current }
            case .data:
                continue
            }
        }
        return nil
    }

    /// Whether the text between a section's markers is its entries, whitespace and semicolons
    /// only: a comment or anything else of the user's there keeps the markers around it.
    private func holdsOnlyEntries(_ section: ObjectSections.Section) -> Bool {
        var offset = section.begin.upperBound
        for entry in section.entries {
            let start = document.range(entry.key).lowerBound
            guard document.bytes[offset..<start].allSatisfy(Self.isFiller) else { return false }
            offset = document.range(entry.value).upperBound
        }
        return document.bytes[offset..<section.end.lowerBound].allSatisfy(Self.isFiller)
    }

    private static func isFiller(_ byte: UInt8) -> Bool {
        PlistLexer.isWhitespace(byte) || byte == UInt8(ascii: ";")
    }

    /// Deletes the Begin and End lines of every section whose objects are all deleted and that
    /// held nothing else, and the blank line that separated it from the next (or previous) section.
    private func deleteEmptiedSections(removing keys: Set<PlistDocument.Index>, into splice: inout TextSplice) {
        for section in ObjectSections(document: document, objects: project.objectsNode).sections {
            guard !section.entries.isEmpty, section.entries.allSatisfy({ keys.contains($0.key) }),
                holdsOnlyEntries(section)
            else { continue }
            let begin = document.lineStart(containing: section.begin.lowerBound)
            let end = document.nextLineStart(after: section.end.upperBound)
            // Only the section's own lines go: markers, deleted entries and blank lines.
            splice.delete(begin..<document.nextLineStart(after: section.begin.upperBound))
            splice.delete(document.lineStart(containing: section.end.lowerBound)..<end)
            if end < document.bytes.count, document.bytes[end] == UInt8(ascii: "\n") {
                splice.delete(end..<(end + 1))
            } else if begin >= 2, document.bytes[begin - 1] == UInt8(ascii: "\n"),
                document.bytes[begin - 2] == UInt8(ascii: "\n")
            {
                splice.delete((begin - 1)..<begin)
            }
        }
    }
}
