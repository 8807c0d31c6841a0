#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentHash
import WorkSharing
import Mustache

/// Living modules: renders what viper-gen last generated from the lock's snapshots (the base
/// of a three-way merge), and works out the lock a run leaves behind.
public final class LockedGeneration: @unchecked Sendable {
    // @unchecked: the caches below are reached only under their locks.
    public let lock: GenerationLock
    public let library: TemplateLibrary
    public let fingerprint: String
    private struct ModuleKey: Hashable {
        var snapshot: String
        var module: String
    }
    private struct Caches {
        /// Base texts by module and template (nil: could not be rendered).
        var rendered: [ModuleKey: [String: String?]] = [:]
        /// Each module's resolved form and context, built once (nil: it cannot be made).
        var contexts: [ModuleKey: (ResolvedModule, Value)?] = [:]
    }
    private let state = Guarded(Caches())
    /// Each snapshot decoded once (a spec of 1,000 modules must not be decoded 1,000 times).
    private var decodedSnapshots: [String: (spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder)?] = [:]
    private let decodedLock = Lock()

    private let planner: Planner
    private var modulesByName: [String: GenerationLock.Module] = [:]

    public init(lock: GenerationLock, library: TemplateLibrary) {
        self.lock = lock
        self.library = library
        self.fingerprint = library.fingerprint
        self.planner = Planner(library: library)
        for module in lock.modules { modulesByName[module.name] = module }
    }

    /// The text last generated for `template` of `module`, rendered again from its snapshot
    /// with the current templates; nil when the templates changed since or it cannot be made.
    public func base(module: String, template: String) -> String? {
        modulesByName[module].flatMap { base(of: $0, template: template) }
    }

    /// The text `record` says was generated for `template` (a module as the lock lists it, or
    /// as a pending record of an interrupted run does).
    public func base(of record: GenerationLock.Module, template: String) -> String? {
        let module = record.name
        guard record.templates == fingerprint, let snapshot = lock.snapshots[record.snapshot] else { return nil }
        let key = ModuleKey(snapshot: record.snapshot, module: module)
        if let texts = state.withLock({ $0.rendered[key] }), let text = texts[template] { return text }
        // Called from every core at once: each snapshot is decoded once (under the lock); a
        // module's context or a base may be made twice by a race, with the same result.
        let made: (ResolvedModule, Value)?
        if let known = state.withLock({ $0.contexts[key] }) {
            made = known
        } else {
            let decoded = decodedLock.withLock {
                if let known = decodedSnapshots[record.snapshot] { return known }
                let value = decode(snapshot)
                decodedSnapshots[record.snapshot] = .some(value)
                return value
            }
            made = decoded.map { context(module: module, from: $0) }
            state.withLock { $0.contexts[key] = .some(made) }
        }
        // Only the templates of edited files are rendered, each once.
        let text = made.flatMap { resolved, value in try? planner.contents(of: template, for: resolved, context: value) } ?? nil
        state.withLock { $0.rendered[key, default: [:]][template] = .some(text) }
        return text
    }

    private func decode(_ snapshot: GenerationLock.Snapshot) -> (spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder)? {
        let generated = library.generatedTypeNames()
        guard let flags = try? SpecDecoder.decode(Data(("{\"defaults\":" + snapshot.flags + ",\"modules\":[]}").utf8), file: "lock",
                                                  generatedTypes: generated).spec.defaults,
              let spec = try? SpecDecoder.decode(Data(snapshot.spec.utf8), file: "lock", overrides: flags,
                                                 selected: snapshot.modules.isEmpty ? nil : Set(snapshot.modules),
                                                 generatedTypes: generated).spec
        else { return nil }
        let selected = snapshot.modules.isEmpty ? nil : Set(snapshot.modules)
        return (spec, flags, ContextBuilder(project: spec, modules: spec.resolvedModules(flags: flags, selected: selected)))
    }

    /// The module as resolved from its snapshot, and its template context (built once).
    private func context(module name: String, from snapshot: (spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder)) -> (ResolvedModule, Value) {
        let options = OptionLayers(flags: snapshot.flags, defaults: snapshot.spec.defaults).projectWide
        let resolved: ResolvedModule
        if name == SharedDeclarations.moduleName, snapshot.spec.hasSharedDeclarations {
            resolved = .sharedDeclarations(of: snapshot.spec, options: options)
        } else {
            resolved = ResolvedModule(snapshot.spec.modules.first { $0.name == name } ?? ModuleSpec(name: name), options: options)
        }
        return (resolved, snapshot.builder.context(for: resolved))
    }

    /// The lock after a run: entries for what the run generated (the hash of the generated
    /// text, also for merged files: it is the base of the next merge), old entries kept for
    /// skipped, conflicting and kept orphan files and for modules the run did not touch.
    public func updated(after assessed: [AssessedFile], context: LockContext, resolution: Resolver.Resolution,
                        flags: GenerationOptions, selected: [String], base: String) -> GenerationLock {
        var files: [String: GenerationLock.File] = [:]
        for entry in lock.files { files[entry.path] = entry }
        var generatedModules: Set<String> = []
        var recovered: [String: GenerationLock.Module] = [:]
        // A module with a skipped file keeps its old snapshot: that file's base is still the old
        // rendering, and the next run must merge the spec's changes into it.
        let skippedModules = Set(assessed.filter { $0.status == .skip }.map(\.file.module))
        let snapshot = GenerationLock.Snapshot(spec: SpecEncoder.json(resolution.project), flags: SpecEncoder.json(flags),
                                               modules: Array(Set(selected)).sorted())
        // A module rendered from the same snapshot with the same templates as last time has the
        // same generated text: its recorded hashes stand (a no-op run hashes nothing).
        let snapshotKey = snapshot.key  // a hash of the whole spec: computed once
        let sameAsLastTime = Set(lock.modules.filter { $0.snapshot == snapshotKey && $0.templates == fingerprint }.map(\.name))
        // Hashing every generated text is the costly part: done on every core first.
        let hashes: [String?] = Parallel.map(assessed.count, minimum: 64) { range in
            range.map { index in
                let item = assessed[index]
                switch item.status {
                case .create, .unchanged, .update, .merge, .overwrite:
                    return sameAsLastTime.contains(item.file.module) ? nil : SHA256.hex(item.file.contents)
                case .skip, .conflict, .orphan, .delete:
                    return nil
                }
            }
        }
        for (index, item) in assessed.enumerated() {
            let key = context.key(for: item.file.path.hasPrefix("/") ? item.file.path : base + "/" + item.file.path)
            switch item.status {
            case .create, .unchanged, .update, .merge, .overwrite:
                if let old = files[key], old.module == item.file.module, old.template == item.file.template,
                   sameAsLastTime.contains(item.file.module) {
                    generatedModules.insert(item.file.module)
                    continue
                }
                files[key] = GenerationLock.File(path: key, module: item.file.module, template: item.file.template,
                                                 sha256: hashes[index] ?? SHA256.hex(item.file.contents))
                generatedModules.insert(item.file.module)
            case .delete:
                files[item.file.relativePath] = nil
            case .orphan:
                // A kept orphan that an interrupted run created stays tracked, as that run left it.
                if files[item.file.relativePath] == nil, let record = lock.pending.first(where: { $0.file.path == item.file.relativePath }) {
                    files[record.file.path] = record.file
                    recovered[record.file.module] = record.module
                }
            case .skip, .conflict:
                break
            }
        }
        var modules: [String: GenerationLock.Module] = recovered
        for module in lock.modules { modules[module.name] = module }
        for name in generatedModules where !skippedModules.contains(name) || modules[name] == nil {
            modules[name] = GenerationLock.Module(name: name, templates: fingerprint, snapshot: snapshotKey)
        }
        // Modules without files left are forgotten; snapshots no module uses are dropped.
        let modulesWithFiles = Set(files.values.map(\.module))
        let keptModules = modules.values.filter { modulesWithFiles.contains($0.name) }
        var snapshots = lock.snapshots
        snapshots[snapshotKey] = snapshot
        let used = Set(keptModules.map(\.snapshot))
        snapshots = snapshots.filter { used.contains($0.key) }
        return GenerationLock(files: Array(files.values), modules: keptModules, snapshots: snapshots)
    }
}

extension Resolver.Resolution {
    /// What a run with these files would do, classified against the disk and the lock, plus the
    /// lock file the run leaves (nil when it would not change).
    ///
    /// - Parameters:
    ///   - lock: the current viper-gen.lock, or nil when there is none (then every existing
    ///     file that differs is a conflict "not in viper-gen.lock", as before locks existed).
    ///   - existingLockText: its text, to tell whether it changes.
    ///   - selected: modules named on the command line (empty: the whole spec, whose lock files
    ///     that are no longer planned are orphans; otherwise only the named modules' are).
    public func assess(
        _ plan: GenerationPlan, writer: PlanWriter, policy: ConflictPolicy, lock: GenerationLock?, existingLockText: String?,
        prune: Bool, flags: GenerationOptions, selected: [String], computeLock: Bool = true, protectedFiles: Set<String> = []
    ) throws(WriteError) -> (files: [AssessedFile], lockFile: AssessedFile?, pendingLockFile: AssessedFile?) {
        let generation = LockedGeneration(lock: lock ?? GenerationLock(), library: library)
        var context = LockContext(
            lock: generation.lock, directory: writer.base.path, base: { generation.base(module: $0, template: $1) },
            orphanScope: selected.isEmpty ? nil : Set(selected), prune: prune)
        context.pendingBase = { generation.base(of: $0.module, template: $0.file.template) }
        let base = writer.base.path
        let defaults = OptionLayers(flags: flags, defaults: project.defaults)
        let roots = modules.flatMap { [$0.output, $0.testsOutput] } + [defaults.output, defaults.testsOutput]
        context.outputRoots = Array(Set(roots.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) }))
        if prune {
            let never = protectedFiles.union([base + "/" + SpecLocator.fileName, base + "/" + GenerationLock.fileName])
            context.pruneRule = PruneRule(library: library, outputRoots: context.outputRoots, protectedFiles: never)
        }
        let files = try writer.assess(plan, policy: policy, lock: context)
        // A dry run writes no lock: no need to hash every file for one.
        guard computeLock else { return (files, nil, nil) }
        let updated = generation.updated(after: files, context: context, resolution: self, flags: flags, selected: selected,
                                         base: writer.base.path)
        let text = updated.text
        guard text != existingLockText else { return (files, nil, nil) }
        let status: FileStatus = existingLockText == nil ? .create : .update
        let lockFile = AssessedFile(file: Self.lockFile(text), status: status)
        // The first phase: the lock read, plus what each file this run writes will hold.
        let writes = files.filter { [.create, .overwrite, .update, .merge].contains($0.status) }.map { item in
            (key: context.key(for: item.file.path.hasPrefix("/") ? item.file.path : base + "/" + item.file.path),
             merged: item.result.map { SHA256.hex($0) })
        }
        guard !writes.isEmpty else { return (files, lockFile, nil) }
        let pending = generation.lock.pendingPhase(of: writes, after: updated)
        return (files, lockFile, AssessedFile(file: Self.lockFile(pending.text), status: status))
    }

    private static func lockFile(_ text: String) -> PlannedFile {
        PlannedFile(root: "", relativePath: GenerationLock.fileName, contents: text, module: "", template: "", kind: .source)
    }
}
