extension ProjectFile {
    /// The files `target` copies into its bundle: those of its Copy Bundle Resources phases, as
    /// `resolvedPath(of:)` gives them, each once. Build files without a reference are skipped.
    public func bundledResources(of target: Target) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        let tree = resolvedTreePaths()
        for phaseID in target.buildPhaseIDs where object(phaseID, is: "PBXResourcesBuildPhase") {
            for buildFileID in Self.strings(field("files", of: phaseID), document) {
                guard let fileID = string("fileRef", of: buildFileID),
                    let path = tree[fileID] ?? resolvedPath(of: fileID)
                else { continue }
                if seen.insert(path).inserted { files.append(path) }
            }
        }
        return files
    }
}
