import XcodeProject

extension TargetContents {
    /// With projects: one scope per receiving target, holding the Swift files of its Sources
    /// phases and synchronized folders. A project that cannot be read, and a file whose targets
    /// cannot be told, give nothing here: the Xcode step reports them.
    func projectScopes(plan: GenerationPlan, modules: [ResolvedModule], generated: [String: GeneratedSource])
        -> [ReceivingScope]
    {
        // No module going into a project: no request (and no copy of the plan as assessed files,
        // which for 1,000 modules was 1.8 MB at the run's peak of memory).
        guard modules.contains(where: { $0.xcodeproj != nil }) else { return [] }
        let assessed = plan.files.map { AssessedFile(file: $0, status: .create) }
        guard let requests = try? XcodeProjectStep.requests(modules: modules, assessed: assessed, base: base) else {
            return []
        }
        var scopes: [ReceivingScope] = []
        for request in requests {
            let file = ClashPaths.join(base, XcodeProjectStep.projectFile(request.project))
            guard let project = projects.project(at: file, in: fileSystem) else { continue }
            let folder = ClashPaths.parent(ClashPaths.join(base, request.project))
            var order: [String] = []
            var byTarget: [String: [GeneratedSource]] = [:]
            for addition in request.additions {
                guard let source = generated[ClashPaths.join(folder, addition.path)],
                    let names = try? XcodeProjectStep.targets(
                        addition.targets, tests: addition.isTest, in: project, name: request.project)
                else { continue }
                for name in names {
                    if byTarget[name] == nil { order.append(name) }
                    byTarget[name, default: []].append(source)
                }
            }
            for name in order {
                guard let target = project.target(named: name) else { continue }
                scopes.append(
                    ReceivingScope(
                        kind: .target(name: name, project: request.project),
                        existing: existing(project.compiledSources(of: target), folder: folder),
                        generated: byTarget[name] ?? []))
            }
        }
        return scopes
    }

    /// The Swift files of `compiled`, each once, shown relative to the project's folder.
    func existing(_ compiled: ProjectFile.CompiledSources, folder: String) -> [ExistingSource] {
        var result: [ExistingSource] = []
        var seen: Set<String> = []
        func add(_ display: String) {
            guard display.hasSuffix(".swift"), seen.insert(display).inserted else { return }
            result.append(
                ExistingSource(path: display.hasPrefix("$(") ? nil : ClashPaths.join(folder, display), display: display)
            )
        }
        compiled.files.forEach(add)
        let listing = SwiftFileListing(fileSystem: fileSystem)
        for synchronized in compiled.folders {
            let root = ClashPaths.join(folder, synchronized.path)
            for relative in listing.files(in: root, excluding: synchronized.excluded) {
                add(synchronized.path.isEmpty ? relative : synchronized.path + "/" + relative)
            }
        }
        return result
    }
}

extension TargetContents {
    /// The absolute paths of the Swift files any target of the project at `xcodeproj`
    /// (relative to `base`) compiles; nil when it cannot be read.
    package func compiledFiles(ofProject xcodeproj: String) -> Set<String>? {
        let file = ClashPaths.join(base, XcodeProjectStep.projectFile(xcodeproj))
        guard let project = projects.project(at: file, in: fileSystem) else { return nil }
        let folder = ClashPaths.parent(ClashPaths.join(base, xcodeproj))
        var paths: Set<String> = []
        for name in project.targetNames {
            guard let target = project.target(named: name) else { continue }
            paths.formUnion(existing(project.compiledSources(of: target), folder: folder).compactMap(\.path))
        }
        return paths
    }
}
