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
        guard let record = modulesByName[module], record.templates == fingerprint,
              let snapshot = lock.snapshots[record.snapshot] else { return nil }
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
        let options = snapshot.flags.overriding(snapshot.spec.defaults)
        let resolved: ResolvedModule
        if name == SharedDeclarations.moduleName, snapshot.spec.hasSharedDeclarations {
            resolved = .sharedDeclarations(of: snapshot.spec, options: options)
        } else {
            resolved = ResolvedModule(snapshot.spec.modules.first { $0.name == name } ?? ModuleSpec(name: name), options: options)
        }
        return (resolved, snapshot.builder.context(for: resolved))
    }

    /// Whether the lock records `item` as generated by this run: a file written or found as
    /// generated, a conflict written with markers (its base is now this rendering), or a kept
    /// file recorded as the user's edit of it.
    static func isRecorded(_ item: AssessedFile) -> Bool {
        switch item.status {
        case .create, .unchanged, .update, .merge, .overwrite, .record: true
        case .conflict: item.writesMarkers
        case .skip: item.recordsAsEdit
        case .orphan, .delete, .backup: false
        }
    }

    /// The modules that must keep their old snapshot: each has a kept file (`skip`) that exists,
    /// that the lock lists with a hash other than this run's rendering, and whose base is
    /// therefore still the old rendering. A kept file the lock does not list cannot be recorded
    /// in such a module (its base would be rendered from the old snapshot).
    static func pinnedModules(_ assessed: [AssessedFile], entries: [String: GenerationLock.File], key: (AssessedFile) -> String) -> Set<String> {
        var pinned: Set<String> = []
        for item in assessed where item.status == .skip && !item.recordsAsEdit && item.previous != nil {
            guard let entry = entries[key(item)], entry.sha256 != SHA256.hex(item.file.contents) else { continue }
            pinned.insert(item.file.module)
        }
        return pinned
    }

    /// The lock after a run: entries for what the run generated (the hash of the generated
    /// text, also for merged files: it is the base of the next merge), old entries kept for
    /// skipped, conflicting and kept orphan files and for modules the run did not touch.
    public func updated(after assessed: [AssessedFile], context: LockContext, resolution: Resolver.Resolution,
                        flags: GenerationOptions, selected: [String], base: String) -> GenerationLock {
        var files: [String: GenerationLock.File] = [:]
        for entry in lock.files { files[entry.path] = entry }
        var generatedModules: Set<String> = []
        // A module with a kept file whose base is an older rendering keeps its old snapshot: the
        // next run must merge the spec's changes into that file.
        let skippedModules = Self.pinnedModules(assessed, entries: files) { context.key(for: $0.file.path.hasPrefix("/") ? $0.file.path : base + "/" + $0.file.path) }
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
                guard Self.isRecorded(item) else { return nil }
                return sameAsLastTime.contains(item.file.module) ? nil : SHA256.hex(item.file.contents)
            }
        }
        for (index, item) in assessed.enumerated() {
            let key = context.key(for: item.file.path.hasPrefix("/") ? item.file.path : base + "/" + item.file.path)
            if Self.isRecorded(item) {
                if item.recordsAsEdit, skippedModules.contains(item.file.module) { continue }
                if let old = files[key], old.module == item.file.module, old.template == item.file.template,
                   sameAsLastTime.contains(item.file.module) {
                    generatedModules.insert(item.file.module)
                    continue
                }
                files[key] = GenerationLock.File(path: key, module: item.file.module, template: item.file.template,
                                                 sha256: hashes[index] ?? SHA256.hex(item.file.contents))
                generatedModules.insert(item.file.module)
            } else if item.status == .delete {
                files[item.file.relativePath] = nil
            }
        }
        var modules: [String: GenerationLock.Module] = [:]
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
    /// Kept files that the lock cannot record as the user's edit because their module keeps an
    /// older snapshot (`LockedGeneration.pinnedModules`): said so, and not recorded.
    static func unrecordable(_ files: inout [AssessedFile], lock: GenerationLock, key: (AssessedFile) -> String) {
        guard files.contains(where: \.recordsAsEdit) else { return }
        var entries: [String: GenerationLock.File] = [:]
        for entry in lock.files { entries[entry.path] = entry }
        let pinned = LockedGeneration.pinnedModules(files, entries: entries, key: key)
        for index in files.indices where files[index].recordsAsEdit && pinned.contains(files[index].file.module) {
            let module = files[index].file.module
            files[index].recordsAsEdit = false
            files[index].status = .skip
            files[index].note = "kept; not recorded: other files of \(module) in \(GenerationLock.fileName) were generated from an "
                + "earlier spec (run 'viper-gen generate \(module)' to merge into them first)"
        }
    }

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
    ) throws(WriteError) -> (files: [AssessedFile], lockFile: AssessedFile?) {
        let generation = LockedGeneration(lock: lock ?? GenerationLock(), library: library)
        var context = LockContext(
            lock: generation.lock, directory: writer.base.path, base: { generation.base(module: $0, template: $1) },
            orphanScope: selected.isEmpty ? nil : Set(selected), prune: prune)
        let base = writer.base.path
        let defaults = flags.overriding(project.defaults).overriding(.builtIn)
        let roots = modules.flatMap { [$0.output, $0.testsOutput] } + [defaults.output, defaults.testsOutput].compactMap { $0 }
        context.outputRoots = Array(Set(roots.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) }))
        if prune {
            let never = protectedFiles.union([base + "/" + SpecLocator.fileName, base + "/" + GenerationLock.fileName])
            context.pruneRule = PruneRule(library: library, outputRoots: context.outputRoots, protectedFiles: never)
        }
        var files = try writer.assess(plan, policy: policy, lock: context)
        Self.unrecordable(&files, lock: generation.lock, key: { context.key(for: $0.file.path.hasPrefix("/") ? $0.file.path : base + "/" + $0.file.path) })
        // A dry run writes no lock: no need to hash every file for one.
        guard computeLock else { return (files, nil) }
        let updated = generation.updated(after: files, context: context, resolution: self, flags: flags, selected: selected,
                                         base: writer.base.path)
        let text = updated.text
        guard text != existingLockText else { return (files, nil) }
        let file = PlannedFile(root: "", relativePath: GenerationLock.fileName, contents: text, module: "", template: "", kind: .source)
        return (files, AssessedFile(file: file, status: existingLockText == nil ? .create : .update))
    }
}
