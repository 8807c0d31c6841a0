import ContentHash
import Mustache
import WorkSharing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Living modules: renders what viper-gen last generated from the lock's snapshots (the base
/// of a three-way merge), and works out the lock a run leaves behind.
package final class LockedGeneration: @unchecked Sendable {
    // @unchecked: the caches below are reached only under their locks.
    package let lock: GenerationLock
    package let library: TemplateLibrary
    package let fingerprint: String
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
    private var decodedSnapshots: [String: (spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder)?] =
        [:]
    /// Each decoded snapshot's modules by name (under `decodedLock`).
    private var moduleIndexes: [String: [String: ModuleSpec]] = [:]
    private let decodedLock = Lock()

    private let planner: Planner
    /// Render memos lent to whichever thread renders a base, each to one thread at a time (a
    /// memo is not `Sendable`): a partial tag's template, and a name's value in a module's
    /// context, are then looked up once per memo rather than once per base.
    private let memos = Guarded<[RenderMemo]>([])
    private var modulesByName: [String: GenerationLock.Module] = [:]

    package init(lock: GenerationLock, library: TemplateLibrary) {
        self.lock = lock
        self.library = library
        self.fingerprint = library.fingerprint
        self.planner = Planner(library: library)
        for module in lock.modules { modulesByName[module.name] = module }
    }

    /// The text last generated for `template` of `module`, rendered again from its snapshot
    /// with the current templates; nil when the templates changed since or it cannot be made.
    package func base(module: String, template: String) -> String? {
        modulesByName[module].flatMap { base(of: $0, template: template) }
    }

    /// The text `record` says was generated for `template` (a module as the lock lists it, or
    /// as a pending record of an interrupted run does).
    package func base(of record: GenerationLock.Module, template: String) -> String? {
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
            made = decoded(record.snapshot, snapshot).map {
                context(module: module, from: $0, spec: moduleSpec(module, in: record.snapshot))
            }
            state.withLock { $0.contexts[key] = .some(made) }
        }
        // Only the templates of edited files are rendered, each once.
        let memo = memos.withLock { $0.popLast() } ?? planner.renderMemo()
        let text =
            made.flatMap { resolved, value in
                try? planner.contents(of: template, for: resolved, context: value, memo: memo)
            } ?? nil
        memos.withLock { $0.append(memo) }
        state.withLock { $0.rendered[key, default: [:]][template] = .some(text) }
        return text
    }

    /// The snapshot under `key` decoded, once per lock (under its lock: called from every core).
    private func decoded(_ key: String, _ snapshot: GenerationLock.Snapshot) -> (
        spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder
    )? {
        decodedLock.withLock {
            if let known = decodedSnapshots[key] { return known }
            let value = decode(snapshot)
            decodedSnapshots[key] = .some(value)
            return value
        }
    }

    /// The module `name` of the decoded snapshot under `key` (the first of that name), found
    /// in an index made once per snapshot: a snapshot of 1,000 modules is asked for each.
    private func moduleSpec(_ name: String, in key: String) -> ModuleSpec? {
        decodedLock.withLock {
            if let index = moduleIndexes[key] { return index[name] }
            var index: [String: ModuleSpec] = [:]
            for module in decodedSnapshots[key]??.spec.modules ?? [] where index[module.name] == nil {
                index[module.name] = module
            }
            moduleIndexes[key] = index
            return index[name]
        }
    }

    /// The lock's modules, other than `declared`, that were generated by name beside a spec
    /// that does not declare them (`viper-gen Profile`): their snapshot names them, its spec
    /// does not. A module once declared and then removed from the spec is not one of them.
    package func nameOnlyModules(besides declared: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for record in lock.modules where !declared.contains(record.name) {
            guard let snapshot = lock.snapshots[record.snapshot], snapshot.modules.contains(record.name),
                let decoded = decoded(record.snapshot, snapshot),
                !decoded.spec.modules.contains(where: { $0.name == record.name })
            else { continue }
            names.insert(record.name)
        }
        return names
    }

    /// The command-line options module `name` was generated with by name (`viper-gen Profile
    /// --pattern mvvm --xcodeproj App.xcodeproj`), for `add` to write them into its entry; nil
    /// for a module a spec declared, or one the lock does not list.
    package func byNameFlags(of name: String) -> GenerationOptions? {
        guard let record = modulesByName[name], let snapshot = lock.snapshots[record.snapshot],
            snapshot.modules.contains(name),
            let decoded = decoded(record.snapshot, snapshot), !decoded.spec.modules.contains(where: { $0.name == name })
        else { return nil }
        return decoded.flags
    }

    /// The output folders (sources and tests) of every module the lock's snapshots resolve,
    /// as written there (relative to the lock's folder, or absolute): where earlier runs wrote.
    /// A module whose `output` changed left its files in the old folder; they are still the
    /// lock's, so orphans there are found (and pruned) like anywhere else.
    package func snapshotOutputRoots() -> Set<String> {
        var roots: Set<String> = []
        for (key, snapshot) in lock.snapshots {
            guard let decoded = decoded(key, snapshot) else { continue }
            for module in decoded.builder.modulesByName.values { roots.formUnion([module.output, module.testsOutput]) }
        }
        return roots
    }

    /// The Xcode projects (`xcodeproj`, as the spec or flags wrote it) of every module the
    /// lock's snapshots resolve: where earlier runs added files, which a run whose spec no
    /// longer names a project must still take deleted files out of.
    package func snapshotProjects() -> Set<String> {
        var projects: Set<String> = []
        for (key, snapshot) in lock.snapshots {
            // A snapshot that cannot name a project is not decoded for none (a fifth of a
            // no-op run of 1,000 modules).
            guard Self.mayNameProject(snapshot.spec) || Self.mayNameProject(snapshot.flags),
                let decoded = decoded(key, snapshot)
            else { continue }
            projects.formUnion(decoded.builder.modulesByName.values.compactMap(\.xcodeproj))
        }
        return projects
    }

    /// Whether a snapshot's JSON text (its spec or its flags) could give a module a project:
    /// it has the key `xcodeproj` spelled out, or a `\`, which could spell it with an escape.
    static func mayNameProject(_ json: String) -> Bool {
        var json = json
        let key = Array("xcodeproj".utf8)
        return json.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") { return true }
                if byte == key[0], index + key.count <= bytes.count,
                    bytes[index..<(index + key.count)].elementsEqual(key)
                {
                    return true
                }
            }
            return false
        }
    }

    private func decode(_ snapshot: GenerationLock.Snapshot) -> (
        spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder
    )? {
        let generated = library.generatedTypeNames()
        guard
            let flags = try? SpecDecoder.decode(
                Data(("{\"defaults\":" + snapshot.flags + ",\"modules\":[]}").utf8), file: "lock",
                generatedTypes: generated
            ).spec.defaults,
            let spec = try? SpecDecoder.decode(
                Data(snapshot.spec.utf8), file: "lock", overrides: flags,
                selected: snapshot.modules.isEmpty ? nil : Set(snapshot.modules),
                generatedTypes: generated
            ).spec
        else { return nil }
        let selected = snapshot.modules.isEmpty ? nil : Set(snapshot.modules)
        return (
            spec, flags, ContextBuilder(project: spec, modules: spec.resolvedModules(flags: flags, selected: selected))
        )
    }

    /// The module as resolved from its snapshot, and its template context (built once).
    private func context(
        module name: String, from snapshot: (spec: ProjectSpec, flags: GenerationOptions, builder: ContextBuilder),
        spec: ModuleSpec?
    ) -> (ResolvedModule, Value) {
        let options = OptionLayers(flags: snapshot.flags, defaults: snapshot.spec.defaults).projectWide
        let resolved: ResolvedModule
        if name == SharedDeclarations.moduleName, snapshot.spec.hasSharedDeclarations {
            resolved = .sharedDeclarations(of: snapshot.spec, options: options)
        } else {
            resolved = ResolvedModule(spec ?? ModuleSpec(name: name), options: options)
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
    static func pinnedModules(
        _ assessed: [AssessedFile], entries: [String: GenerationLock.File], key: (AssessedFile) -> String
    ) -> Set<String> {
        var pinned: Set<String> = []
        for item in assessed where item.status == .skip && !item.recordsAsEdit && item.previous != nil {
            guard let entry = entries[key(item)], entry.sha256 != item.generatedSHA256 ?? SHA256.hex(item.file.contents)
            else { continue }
            pinned.insert(item.file.module)
        }
        return pinned
    }

    /// The lock after a run: entries for what the run generated (the hash of the generated
    /// text, also for merged files: it is the base of the next merge), old entries kept for
    /// skipped, conflicting and kept orphan files and for modules the run did not touch.
    package func updated(
        after assessed: [AssessedFile], context: LockContext, resolution: Resolver.Resolution,
        flags: GenerationOptions, selected: [String], base: String
    ) -> GenerationLock {
        var files: [String: GenerationLock.File] = [:]
        for entry in lock.files { files[entry.path] = entry }
        var generatedModules: Set<String> = []
        var recovered: [String: GenerationLock.Module] = [:]
        // A module with a kept file whose base is an older rendering keeps its old snapshot: the
        // next run must merge the spec's changes into that file.
        let skippedModules = Self.pinnedModules(assessed, entries: files) {
            context.key(for: $0.file.path.hasPrefix("/") ? $0.file.path : base + "/" + $0.file.path)
        }
        let snapshot = GenerationLock.Snapshot(
            spec: SpecEncoder.json(resolution.project), flags: SpecEncoder.json(flags),
            modules: Array(Set(selected)).sorted())
        // A module rendered from the same snapshot with the same templates as last time has the
        // same generated text: its recorded hashes stand (a no-op run hashes nothing).
        let snapshotKey = snapshot.key  // a hash of the whole spec: computed once
        let sameAsLastTime = Set(
            lock.modules.filter { $0.snapshot == snapshotKey && $0.templates == fingerprint }.map(\.name))
        // Hashing every generated text is the costly part: done on every core first, where the
        // classification has not hashed it already.
        let hashes: [String?] = Parallel.map(assessed.count, minimum: 64) { range in
            range.map { index in
                let item = assessed[index]
                guard Self.isRecorded(item) else { return nil }
                return sameAsLastTime.contains(item.file.module)
                    ? nil : item.generatedSHA256 ?? SHA256.hex(item.file.contents)
            }
        }
        for (index, item) in assessed.enumerated() {
            let key = context.key(for: item.file.path.hasPrefix("/") ? item.file.path : base + "/" + item.file.path)
            if Self.isRecorded(item) {
                if item.recordsAsEdit, skippedModules.contains(item.file.module) { continue }
                if let old = files[key], old.module == item.file.module, old.template == item.file.template,
                    sameAsLastTime.contains(item.file.module)
                {
                    generatedModules.insert(item.file.module)
                    continue
                }
                files[key] = GenerationLock.File(
                    path: key, module: item.file.module, template: item.file.template,
                    sha256: hashes[index] ?? SHA256.hex(item.file.contents))
                generatedModules.insert(item.file.module)
            } else if item.status == .delete {
                files[item.file.relativePath] = nil
            } else if item.status == .orphan, files[item.file.relativePath] == nil,
                let record = lock.pending.first(where: { $0.file.path == item.file.relativePath })
            {
                // A kept orphan that an interrupted run created stays tracked, as that run left it.
                files[record.file.path] = record.file
                recovered[record.file.module] = record.module
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
            files[index].note =
                "kept; not recorded: other files of \(module) in \(GenerationLock.fileName) were generated from an "
                + "earlier spec (run 'viper-gen generate \(module)' to merge into them first)"
        }
    }

    /// What a run with these files would do, classified against the disk and the lock, plus the
    /// lock file the run leaves (nil when it would not change).
    ///
    /// - Parameters:
    ///   - lock: the current viper-gen.lock, or nil when there is none (then every existing
    ///     file that differs is a conflict "not in viper-gen.lock", as before locks existed).
    ///   - generation: `lock` with its snapshots, when the caller has made one (they are decoded once).
    ///   - existingLockText: its text, to tell whether it changes.
    ///   - selected: modules named on the command line (empty: the whole spec, whose lock files
    ///     that are no longer planned are orphans; otherwise only the named modules' are).
    package func assess(
        _ plan: GenerationPlan, writer: PlanWriter, policy: ConflictPolicy, lock: GenerationLock?,
        generation known: LockedGeneration? = nil,
        existingLockText: String?, prune: Bool, flags: GenerationOptions, selected: [String], computeLock: Bool = true,
        protectedFiles: Set<String> = []
    ) throws(WriteError) -> (files: [AssessedFile], lockFile: AssessedFile?, pendingLockFile: AssessedFile?) {
        let generation = known ?? LockedGeneration(lock: lock ?? GenerationLock(), library: library)
        var context = LockContext(
            lock: generation.lock, directory: writer.base.path, base: { generation.base(module: $0, template: $1) },
            orphanScope: selected.isEmpty ? nil : Set(selected), prune: prune)
        context.pendingBase = { generation.base(of: $0.module, template: $0.file.template) }
        let base = writer.base.path
        let defaults = OptionLayers(flags: flags, defaults: project.defaults)
        let roots = modules.flatMap { [$0.output, $0.testsOutput] } + [defaults.output, defaults.testsOutput]
        var absoluteRoots = Set(roots.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) })
        // Files the lock has outside today's folders: a module's `output` changed, or a module
        // generated by name went elsewhere. The folders earlier runs wrote to count too.
        // (Into an Xcode project only: without one, orphans are looked for below today's
        // folders only, `LockContext.orphansAnywhere`.)
        let intoProject = modules.contains { $0.xcodeproj != nil }
        let outside =
            intoProject
            && generation.lock.files.contains { file in
                !absoluteRoots.contains { (base + "/" + file.path).hasPrefix($0 + "/") }
            }
        if outside {
            absoluteRoots.formUnion(
                generation.snapshotOutputRoots().map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) })
        }
        context.outputRoots = Array(absoluteRoots)
        // Only a module the spec no longer declares can leave orphans of a whole module.
        if selected.isEmpty { context.nameOnlyModules = generation.nameOnlyModules(besides: Set(modules.map(\.name))) }
        context.orphansAnywhere = intoProject
        if prune {
            let never = protectedFiles.union([base + "/" + SpecLocator.fileName, base + "/" + GenerationLock.fileName])
            context.pruneRule = PruneRule(library: library, outputRoots: context.outputRoots, protectedFiles: never)
        }
        var files = try writer.assess(plan, policy: policy, lock: context)
        Self.unrecordable(
            &files, lock: generation.lock,
            key: { context.key(for: $0.file.path.hasPrefix("/") ? $0.file.path : base + "/" + $0.file.path) })
        // A dry run writes no lock: no need to hash every file for one.
        guard computeLock else { return (files, nil, nil) }
        let updated = generation.updated(
            after: files, context: context, resolution: self, flags: flags, selected: selected,
            base: writer.base.path)
        let text = updated.text
        guard text != existingLockText else { return (files, nil, nil) }
        let status: FileStatus = existingLockText == nil ? .create : .update
        let lockFile = AssessedFile(file: Self.lockFile(text), status: status)
        // The first phase: the lock read, plus what each file this run writes will hold.
        let writes = files.filter { [.create, .overwrite, .update, .merge].contains($0.status) }.map { item in
            (
                key: context.key(for: item.file.path.hasPrefix("/") ? item.file.path : base + "/" + item.file.path),
                merged: item.result.map { SHA256.hex($0) }
            )
        }
        guard !writes.isEmpty else { return (files, lockFile, nil) }
        let pending = generation.lock.pendingPhase(of: writes, after: updated)
        return (files, lockFile, AssessedFile(file: Self.lockFile(pending.text), status: status))
    }

    private static func lockFile(_ text: String) -> PlannedFile {
        PlannedFile(
            root: "", relativePath: GenerationLock.fileName, contents: text, module: "", template: "", kind: .source)
    }
}
