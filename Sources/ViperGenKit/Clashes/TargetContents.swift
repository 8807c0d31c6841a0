import WorkSharing

/// Reads what the run's generated files would be compiled with, before anything is written:
/// each receiving target of an Xcode project (the files of its Sources phase and of its
/// synchronized folders, listed on disk), or without a project the source root the output
/// folder sits in (``SourceRoot``); then the top-level types of those Swift files that could
/// clash (``ExistingTypes``). Everything is read through `fileSystem`.
package struct TargetContents {
    package var fileSystem: any FileSystem
    /// The run's folder (absolute): planned paths, the lock's paths and projects are relative
    /// to it.
    package var base: String
    /// Where the command runs (absolute): paths without a project are shown from it.
    package var workingDirectory: String
    /// Parses the project files read, each text once per run.
    package var projects: ProjectFileParser

    package init(
        fileSystem: any FileSystem, base: String, workingDirectory: String,
        projects: ProjectFileParser = ProjectFileParser()
    ) {
        self.fileSystem = fileSystem
        self.projects = projects
        self.base = PathText.normalize(base)
        self.workingDirectory = workingDirectory
    }

    /// The clashes of `plan` with what its receiving targets already compile (see
    /// ``ClashCheck``), one diagnostic each, the last noting that nothing was generated; empty
    /// when there are none. Files at planned paths are not clashes, nor files `lock` lists
    /// unless `remaining` has them: viper-gen's older output that the run leaves in place,
    /// by absolute path.
    /// Problems with a project (missing, malformed, unknown targets) are left to the Xcode step.
    package func clashes(
        plan: GenerationPlan, modules: [ResolvedModule], lock: GenerationLock?,
        remaining: [String: EarlierOutput] = [:]
    ) -> [Diagnostic] {
        var ignored = Set(plan.files.map { ClashPaths.join(base, $0.path) })
        for file in lock?.files ?? [] {
            let path = ClashPaths.join(base, file.path)
            if remaining[path] == nil { ignored.insert(path) }
        }
        let locked = Set((lock?.files ?? []).map { ClashPaths.join(base, $0.path) })
        var scopes = scopes(plan: plan, modules: modules, ignoring: ignored, locked: locked)
        for scope in scopes.indices {
            for file in scopes[scope].existing.indices {
                scopes[scope].existing[file].earlier = scopes[scope].existing[file].path.flatMap { remaining[$0] }
            }
        }
        let found = ClashCheck.diagnostics(scopes, ignoring: ignored)
        guard let last = found.last else { return [] }
        return found.dropLast() + [last.noting("Nothing was generated.")]
    }

    /// The receiving scopes of `plan`, their existing files listed (but those at `ignored`
    /// absolute paths) and the types that matter read.
    /// - Parameter locked: absolute paths viper-gen.lock lists: generated before, so not new
    ///   even when deleted since (the app's code may use their types).
    package func scopes(
        plan: GenerationPlan, modules: [ResolvedModule], ignoring ignored: Set<String> = [],
        locked: Set<String> = []
    ) -> [ReceivingScope] {
        let swiftFiles = plan.files.filter { $0.relativePath.hasSuffix(".swift") }
        let generated = plannedSources(swiftFiles)
        let inProject = Set(modules.filter { $0.xcodeproj != nil }.map(\.name))
        var byPath: [String: GeneratedSource] = [:]
        for source in generated { byPath[source.path] = source }
        var scopes =
            projectScopes(plan: plan, modules: modules, generated: byPath)
            + folderScopes(
                plan.files.filter { !inProject.contains($0.module) && $0.relativePath.hasSuffix(".swift") },
                generated: byPath)
        for index in scopes.indices {
            scopes[index].existing.removeAll { $0.path.map(ignored.contains) ?? false }
        }
        var kept = scopes.filter { !$0.existing.isEmpty && !$0.generated.isEmpty }
        // The types a generated file declares, read only for the scopes that have files of
        // their own to clash with (a fresh folder, or one holding only the lock's files, has
        // none: lexing every rendered file was an eighth of a 1,000-module run).
        let wanted = Set(kept.flatMap { $0.generated.map(\.path) })
        let types = declaredTypes(of: swiftFiles.filter { wanted.contains(ClashPaths.join(base, $0.path)) })
        // What each file adds to the target, read from disk only where a file could use it.
        var known: [String: GeneratedSource] = [:]
        for index in kept.indices {
            kept[index].generated = kept[index].generated.map { source in
                if let done = known[source.path] { return done }
                var typed = source
                typed.types = types[source.path] ?? []
                typed.newTypes = typed.types
                let done = newTypes(typed, locked: locked)
                known[source.path] = done
                return done
            }
        }
        return ExistingTypes.read(kept, fileSystem: fileSystem)
    }

    /// `source` with the types it adds to the target (``GeneratedSource/newTypes``).
    func newTypes(_ source: GeneratedSource, locked: Set<String>) -> GeneratedSource {
        var source = source
        if let bytes = try? fileSystem.read(source.path) {
            let declared = Set(DeclaredType.topLevel(in: bytes).map(\.name))
            source.newTypes = source.types.filter { !declared.contains($0) }
        } else if locked.contains(source.path) {
            source.newTypes = []
        }
        return source
    }

    /// The planned Swift files, their types not read yet (``declaredTypes(of:)`` reads them for
    /// the scopes that need them).
    func plannedSources(_ files: [PlannedFile]) -> [GeneratedSource] {
        let display = ReportDisplay(base: base, workingDirectory: workingDirectory, spec: nil)
        return files.map { file in
            GeneratedSource(
                path: ClashPaths.join(base, file.path), display: display.path(file.path), module: file.module, types: []
            )
        }
    }

    /// The top-level types each of `files` declares, by absolute path, read in parallel.
    func declaredTypes(of files: [PlannedFile]) -> [String: [String]] {
        let read = Parallel.map(files.count, minimum: 32) { range in
            files[range].map { file in
                (ClashPaths.join(base, file.path), DeclaredType.topLevel(in: Array(file.contents.utf8)).map(\.name))
            }
        }
        return Dictionary(read, uniquingKeysWith: { first, _ in first })
    }

    /// Without a project: one scope per source root, holding its Swift files.
    func folderScopes(_ files: [PlannedFile], generated: [String: GeneratedSource]) -> [ReceivingScope] {
        var order: [String] = []
        var byRoot: [String: [GeneratedSource]] = [:]
        var rootOfOutput: [String: String] = [:]
        for file in files {
            guard let source = generated[ClashPaths.join(base, file.path)] else { continue }
            let output = ClashPaths.join(base, file.root)
            let root = rootOfOutput[output] ?? SourceRoot.of(outputRoot: output, base: base, fileSystem: fileSystem)
            rootOfOutput[output] = root
            if byRoot[root] == nil { order.append(root) }
            byRoot[root, default: []].append(source)
        }
        let listing = SwiftFileListing(fileSystem: fileSystem)
        return order.map { root in
            let existing = listing.files(in: root).map { relative in
                let path = ClashPaths.join(root, relative)
                return ExistingSource(path: path, display: PathText.display(path, from: workingDirectory))
            }
            return ReceivingScope(
                kind: .folder(display: PathText.display(root, from: workingDirectory)), existing: existing,
                generated: byRoot[root] ?? [])
        }
    }
}
