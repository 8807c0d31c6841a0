/// Removes files from a project by deleting text: their PBXFileReference and PBXBuildFile
/// objects, their entries in build phases and group children, and a section left empty.
///
/// Groups stay. Refuses (`.stillReferenced`) rather than leave an id that another object uses.
struct ProjectRemover {
    private let project: ProjectFile
    private var document: PlistDocument { project.document }

    init(project: ProjectFile) {
        self.project = project
    }

    /// The result of removing `paths`: see `ProjectFile.removing(paths:)`.
    func remove(_ paths: [String]) throws(ProjectFileError) -> ProjectEditResult {
        var result = ProjectEditResult(text: project.text, changed: false)
        var wanted: [String] = []
        for path in paths {
            let normalized = try ProjectPath.validated(path)
            if !wanted.contains(normalized) { wanted.append(normalized) }
        }
        let treePaths = project.treePaths()
        let resolved = Dictionary(zip(project.treeOrder, treePaths), uniquingKeysWith: { first, _ in first })
        var fileIDs: Set<String> = []
        for path in wanted {
            let matches = project.treeOrder.indices.filter { treePaths[$0] == path && project.object(project.treeOrder[$0], is: "PBXFileReference") }
                .map { project.treeOrder[$0] }
            if matches.isEmpty { result.notFound.append(path) } else { result.files.append(path) }
            fileIDs.formUnion(matches)
        }
        guard !fileIDs.isEmpty else { return result }

        // Build files of those references, and the phases and targets that list them.
        let entries = document.entries(project.objectsNode)
        var buildFileIDs: Set<String> = []
        var deletedObjects: [String: (key: PlistDocument.Index, value: PlistDocument.Index)] = [:]
        for entry in entries {
            guard let id = document.string(entry.key), project.objectIndex[id]?.key == entry.key else { continue }
            if fileIDs.contains(id) { deletedObjects[id] = entry }
            if project.object(id, is: "PBXBuildFile"), let ref = project.string("fileRef", of: id), fileIDs.contains(ref) {
                buildFileIDs.insert(id)
                deletedObjects[id] = entry
            }
        }
        let targetByPhase = Dictionary(project.targets.flatMap { target in target.buildPhaseIDs.map { ($0, target.name) } }, uniquingKeysWith: { first, _ in first })
        var deletedElements: Set<PlistDocument.Index> = []
        var splice = TextSplice()
        for entry in entries {
            guard let id = document.string(entry.key), deletedObjects[id] == nil else { continue }
            let listKey = ProjectFile.isGroup(document, entry.value) ? "children" : project.isa(of: id)?.hasSuffix("BuildPhase") == true ? "files" : nil
            guard let listKey, let list = document.value(listKey, in: entry.value) else { continue }
            let removed = listKey == "children" ? fileIDs : buildFileIDs
            for element in document.elements(list) {
                guard let elementID = document.string(element), removed.contains(elementID) else { continue }
                deletedElements.insert(element)
                splice.delete(document.deletionRange(for: document.elementRange(element)))
                if listKey == "files", let target = targetByPhase[id], let fileRef = project.string("fileRef", of: elementID),
                   let path = resolved[fileRef] {
                    result.memberships.append(.init(path: path, target: target))
                }
            }
        }

        // Any other use of a removed id would dangle.
        let removedIDs = fileIDs.union(buildFileIDs)
        for entry in entries {
            guard let ownerID = document.string(entry.key), deletedObjects[ownerID] == nil else { continue }
            if let node = firstUse(of: removedIDs, in: entry.value, skipping: deletedElements) {
                let (line, column) = document.location(node)
                throw .stillReferenced(id: document.string(node) ?? "", by: "object \(ownerID)", line: line, column: column)
            }
        }
        if let node = firstUse(of: removedIDs, in: document.root, skipping: deletedElements, outside: project.objectsNode) {
            let (line, column) = document.location(node)
            throw .stillReferenced(id: document.string(node) ?? "", by: "the top-level dictionary", line: line, column: column)
        }

        for (_, entry) in deletedObjects {
            splice.delete(document.deletionRange(for: document.entryRange(key: entry.key, value: entry.value)))
        }
        deleteEmptiedSections(removing: Set(deletedObjects.values.map(\.key)), into: &splice)
        result.text = splice.apply(to: document.bytes)
        result.changed = result.text != project.text
        return result
    }

    /// The first string node under `node` (not inside `outside`) whose value is one of `ids`,
    /// other than the elements being deleted.
    private func firstUse(
        of ids: Set<String>, in node: PlistDocument.Index, skipping: Set<PlistDocument.Index>, outside: PlistDocument.Index? = nil
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
                guard lengths.contains(length) || lengths.contains(length - 2) || document[current].flag else { continue }
                if let value = document.string(current), ids.contains(value) { return current }
            case .data:
                continue
            }
        }
        return nil
    }

    /// Deletes the Begin and End lines of every section whose objects are all deleted, and the
    /// blank line that separated it from the next (or previous) section.
    private func deleteEmptiedSections(removing keys: Set<PlistDocument.Index>, into splice: inout TextSplice) {
        for section in ObjectSections(document: document, objects: project.objectsNode).sections {
            guard !section.entries.isEmpty, section.entries.allSatisfy({ keys.contains($0.key) }) else { continue }
            let begin = document.lineStart(containing: section.begin.lowerBound)
            let end = document.nextLineStart(after: section.end.upperBound)
            // Only the section's own lines go: markers, deleted entries and blank lines.
            splice.delete(begin..<document.nextLineStart(after: section.begin.upperBound))
            splice.delete(document.lineStart(containing: section.end.lowerBound)..<end)
            if end < document.bytes.count, document.bytes[end] == UInt8(ascii: "\n") {
                splice.delete(end..<(end + 1))
            } else if begin >= 2, document.bytes[begin - 1] == UInt8(ascii: "\n"), document.bytes[begin - 2] == UInt8(ascii: "\n") {
                splice.delete((begin - 1)..<begin)
            }
        }
    }
}
