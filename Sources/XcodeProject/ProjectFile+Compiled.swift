extension ProjectFile {
    /// What a target compiles, as far as the project file tells: the files of its Sources build
    /// phases, and the synchronized folders whose files Xcode builds for it (their contents are
    /// on disk, not in the project).
    public struct CompiledSources: Sendable, Equatable {
        /// The files of its Sources phases, then those of other targets' synchronized folders
        /// that an exception set adds to it; paths as `resolvedPath(of:)` gives them, each once.
        public var files: [String]
        /// The synchronized folders it builds.
        public var folders: [CompiledFolder]
    }

    /// A synchronized folder a target builds, with the exceptions that leave files out of it.
    public struct CompiledFolder: Sendable, Equatable {
        /// The folder, as `resolvedPath(of:)` gives it.
        public var path: String
        /// Paths relative to the folder that the target does not build (a path may name a
        /// folder, which leaves out everything in it).
        public var excluded: [String]
    }

    /// The paths of the file references reachable from the main group (as `resolvedPath(of:)`
    /// gives them), each once: what the project expects to find on disk.
    public func referencedFilePaths() -> Set<String> {
        var paths: Set<String> = []
        let tree = tree.contents
        for (position, path) in tree.paths.enumerated() where object(tree.order[position], is: "PBXFileReference") {
            paths.insert(path)
        }
        return paths
    }

    /// The memberships of the files at `paths` that viper-gen's editor made: build files, in
    /// any build phase of a target, whose id is the one the editor derives for the file and
    /// that target (a build file made in Xcode has a random id). Paths as `resolvedPath(of:)`
    /// gives them.
    public func editorMemberships(of paths: Set<String>) -> [ProjectEditResult.Membership] {
        guard !paths.isEmpty else { return [] }
        let tree = resolvedTreePaths()
        var memberships: [ProjectEditResult.Membership] = []
        for target in targets {
            for phaseID in target.buildPhaseIDs {
                for buildFileID in Self.strings(field("files", of: phaseID), document) {
                    guard let fileID = string("fileRef", of: buildFileID), let path = tree[fileID],
                        paths.contains(path),
                        buildFileID
                            == ObjectIDGenerator.firstID(
                                projectIdentity: rootObjectID, kind: "PBXBuildFile", path: path,
                                target: target.name)
                    else { continue }
                    memberships.append(.init(path: path, target: target.name))
                }
            }
        }
        return memberships
    }

    /// What `target` compiles (see ``CompiledSources``). Build files without a file reference
    /// (package products) and references that do not exist are skipped.
    public func compiledSources(of target: Target) -> CompiledSources {
        var files: [String] = []
        var seen: Set<String> = []
        let tree = resolvedTreePaths()
        func add(_ path: String) {
            if seen.insert(path).inserted { files.append(path) }
        }
        for phaseID in target.buildPhaseIDs where object(phaseID, is: "PBXSourcesBuildPhase") {
            for buildFileID in Self.strings(field("files", of: phaseID), document) {
                guard let fileID = string("fileRef", of: buildFileID),
                    let path = tree[fileID] ?? resolvedPath(of: fileID)
                else { continue }
                add(path)
            }
        }
        var folders: [CompiledFolder] = []
        for folderID in target.synchronizedGroupIDs {
            guard let folder = synchronizedRootGroup(folderID), let path = tree[folderID] ?? resolvedPath(of: folderID)
            else { continue }
            folders.append(CompiledFolder(path: path, excluded: exceptions(of: folder, for: target)))
        }
        // Another target's synchronized folder whose exceptions for this target add files to it
        // (the tree's synchronized folders, in tree order: not every object looked up by id).
        for folderID in self.tree.contents.synchronizedFolderIDs where !target.synchronizedGroupIDs.contains(folderID) {
            guard let folder = synchronizedRootGroup(folderID), let path = tree[folderID] else { continue }
            for relative in exceptions(of: folder, for: target) { add(ProjectPath.normalize(path + "/" + relative)) }
        }
        return CompiledSources(files: files, folders: folders)
    }

    /// The membership exceptions of `folder`'s exception sets for `target`, normalized.
    private func exceptions(of folder: SynchronizedRootGroup, for target: Target) -> [String] {
        folder.exceptionSetIDs.compactMap(synchronizedExceptionSet).filter { $0.targetID == target.id }
            .flatMap(\.membershipExceptions).map(ProjectPath.normalize)
    }
}
