import ContentHash
import TextSupport
import WorkSharing
import XcodeProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viper-gen generate` from request to outcome: finds and reads the spec, resolves the
/// modules, plans them, reads the lock and classifies every file three-way, adds the Xcode
/// projects' edits, then writes (or, for `--dry-run` and `--check`, does not) and decides drift.
/// Everything it reads comes through `fileSystem`; it prints nothing.
package struct GenerateRun: Sendable {
    package var request: GenerateRequest
    /// What the run reads: the disk, with the spec shown as `request.specEdit` when there is one.
    package var fileSystem: any FileSystem
    /// The disk itself, where the spec's current bytes are read when it is edited.
    private let disk: any FileSystem
    /// Parses the project files the run's steps read, each text once.
    private let projectParser: ProjectFileParser

    package init(
        _ request: GenerateRequest, fileSystem: any FileSystem = LocalFileSystem(),
        projects: ProjectFileParser = ProjectFileParser()
    ) {
        self.request = request
        self.projectParser = projects
        self.disk = fileSystem
        if let edit = request.specEdit, let path = request.specPath {
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: request.workingDirectory))
                .standardizedFileURL.path
            self.fileSystem = OverlayFileSystem(base: fileSystem, overrides: [absolute: Array(edit.utf8)])
        } else {
            self.fileSystem = fileSystem
        }
    }

    /// Runs the request.
    package func run() -> GenerateOutcome {
        var outcome = GenerateOutcome()
        do throws(GenerateOutcome.Failure) {
            try run(into: &outcome)
        } catch {
            outcome.failure = error
        }
        return outcome
    }

    private func run(into outcome: inout GenerateOutcome) throws(GenerateOutcome.Failure) {
        let clock = Stopwatch()
        let cwd = URL(fileURLWithPath: request.workingDirectory)
        let specFile = try readSpec(cwd: cwd)
        // One run at a time per spec, from before the spec is resolved to the last write: the
        // lock read below is the one this run's lock replaces, and no other run writes between.
        let runLock = try takeRunLock(
            in: specFile?.directory ?? request.workingDirectory, cwd: cwd, warnings: &outcome.warnings)
        defer { withExtendedLifetime(runLock) {} }
        let base = URL(fileURLWithPath: specFile?.directory ?? request.workingDirectory)
        let resolution = try resolved(spec: specFile, base: base.path, warnings: &outcome.warnings)
        let lockRead = lockReadAhead(in: resolution, cwd: cwd)
        let plan = try planned(resolution)
        let planned = clock.lap()

        let (lock, lockText, lockStamp) =
            if let lockRead { try lockRead.value().get() } else { try readLock(in: resolution.baseDirectory, cwd: cwd) }
        outcome.warnings += Self.missingDestinations(resolution, lock: lock)
        // The lock's snapshots decoded once for the whole run (bases, modules made by name,
        // earlier output folders and projects).
        let locked = lock.map { LockedGeneration(lock: $0, library: resolution.library) }
        let clashCheck = clashCheckAhead(plan, resolution: resolution, locked: locked, base: base.path, cwd: cwd.path)
        let writer = writer(for: resolution, base: base)
        var assessed: [AssessedFile]
        var lockFile: AssessedFile?
        var pendingLockFile: AssessedFile?
        do {
            (assessed, lockFile, pendingLockFile) = try resolution.assess(
                plan, writer: writer, policy: request.policy, lock: lock, generation: locked,
                existingLockText: lockText, prune: request.prune,
                flags: resolution.flags, selected: request.moduleNames, computeLock: request.mode == .write,
                protectedFiles: specFile.map {
                    [URL(fileURLWithPath: $0.display, relativeTo: cwd).standardizedFileURL.path]
                } ?? [])
        } catch {
            throw .stopped(error.diagnostics)
        }
        let display = ReportDisplay(base: base.path, workingDirectory: cwd.path, spec: resolution.specDisplay)
        // The lock is replaced only if it is still the one read (compare before replace).
        if lockFile?.status == .update { lockFile?.stamp = lockStamp }
        if pendingLockFile?.status == .update { pendingLockFile?.stamp = lockStamp }
        let projects: ProjectEdits
        (assessed, projects) = try checkedAndEdited(
            plan, assessed, resolution: resolution, locked: locked, base: base.path, cwd: cwd.path, display: display,
            clashCheck: clashCheck)
        assessed += projects.files
        let projectFindings = projects.findings
        if let edit = request.specEdit, let specFile {
            assessed.insert(specEditFile(edit, spec: specFile, cwd: cwd), at: 0)
        }
        let assessedTime = clock.lap()
        var facts = GenerateOutcome.Facts(
            spec: resolution.specDisplay, moduleCount: resolution.modules.count,
            userTemplates: resolution.library.userRoot,
            fingerprint: resolution.library.fingerprint, lockedFiles: lock?.files.count, plan: planned,
            assess: assessedTime,
            write: nil, total: 0)

        // A dry run stops where the run itself would.
        if request.mode == .dryRun {
            try checkOrphansLeft(assessed, resolution: resolution, locked: locked, base: base.path, display: display)
        }
        guard request.mode == .write else {
            outcome.report = GenerationReport(files: assessed, wrote: false, display: display)
            facts.total = clock.total
            outcome.facts = facts
            if request.mode == .check {
                let nameOnly = nameOnlyModules(locked: locked, resolution: resolution)
                outcome.findings =
                    findings(assessed, lock: lock, nameOnly: nameOnly, resolution: resolution) + projectFindings.all
                outcome.drift =
                    Self.drift(assessed, findings: outcome.findings.count, nameOnly: nameOnly) ?? Self.interrupted(lock)
            } else {
                outcome.warnings += projectFindings.remaining.map(Self.warning)
                if let last = projectFindings.untracked.last {
                    throw .stopped(projectFindings.untracked.dropLast() + [last.noting("Nothing was generated.")])
                }
            }
            return
        }
        outcome.warnings += projectFindings.remaining.map(Self.warning)
        // The lock this run writes would forget that those files were put in the project.
        if let last = projectFindings.untracked.last {
            throw .stopped(projectFindings.untracked.dropLast() + [last.noting("Nothing was generated.")])
        }
        try checkOrphansLeft(assessed, resolution: resolution, locked: locked, base: base.path, display: display)
        do {
            try writer.write(
                filesToWrite(assessed), lockFile: lockFile,
                pendingLockFile: request.policy == .adopt ? nil : pendingLockFile,
                interruption: request.interruption)
        } catch {
            outcome.report = GenerationReport(files: assessed, wrote: false, display: display)
            if case .conflicts(let paths) = error { throw .conflicts(paths: paths.map(display.path)) }
            throw .stopped(error.diagnostics)
        }
        facts.write = clock.lap()
        facts.total = clock.total
        outcome.facts = facts
        outcome.report = GenerationReport(files: assessed, wrote: true, display: display)
    }

    /// The run resolved: the spec (or flags) with every option layered, and, for files going
    /// into an Xcode project, what the receiving target says where neither the spec nor a flag
    /// does (``derivedFlags(_:base:)``). Adds the resolution's warnings.
    private func resolved(
        spec specFile: Resolver.SpecFile?, base: String,
        warnings: inout [Diagnostic]
    ) throws(GenerateOutcome.Failure) -> Resolver.Resolution {
        var resolver = Resolver(
            flags: request.flags, moduleNames: request.moduleNames, givenFlags: givenFlags,
            workingDirectory: request.workingDirectory)
        resolver.caseInsensitiveFileSystem = fileSystem.isCaseInsensitive(base)
        if specFile == nil, request.moduleNames.isEmpty, let named = lockedModulesWithoutSpec(base: base) {
            throw .usage([named], pointsToHelp: false)
        }
        var resolution = try resolve(resolver, spec: specFile, base: base)
        if let derived = try derivedFlags(resolution, base: base) {
            resolver.flags = derived.flags
            resolver.receivingTarget = derived.receivingTarget
            resolution = try resolve(resolver, spec: specFile, base: base)
        }
        if request.policy == .adopt {
            try checkAdoptable(resolution, spec: specFile)
        } else {
            let unfit = ReceivingTargetFit(
                fileSystem: fileSystem, base: base, specDisplay: resolution.specDisplay,
                declaredOrder: resolution.project.modules.map(\.name), projects: projectParser
            ).problems(resolution.modules)
            if let last = unfit.last { throw .stopped(unfit.dropLast() + [last.noting("Nothing was generated.")]) }
        }
        warnings += resolution.warnings
        if request.flags.targets != nil || request.flags.testTargets != nil,
            resolution.modules.allSatisfy({ $0.xcodeproj == nil })
        {
            warnings.append(
                Diagnostic(
                    severity: .warning,
                    message: "--target and --test-target change nothing without an Xcode project; add --xcodeproj PATH")
            )
        }
        if let note = Self.projectOnlyFromFlag(request.flags.xcodeproj, spec: specFile, project: resolution.project) {
            warnings.append(note)
        }
        return resolution
    }

    /// A note when a spec run adds files to a project that only `--xcodeproj` names: a later run
    /// without the flag (`generate --check` in CI) would not see the project, so the spec
    /// should name it. Nil without a spec, without the flag, or when the spec names a project.
    static func projectOnlyFromFlag(_ flag: String?, spec: Resolver.SpecFile?, project: ProjectSpec) -> Diagnostic? {
        guard let flag, spec != nil, project.defaults.xcodeproj == nil,
            project.modules.allSatisfy({ $0.xcodeproj == nil })
        else { return nil }
        return Diagnostic(
            severity: .note,
            message: "\(flag) comes from --xcodeproj only: a run without the flag (such as `generate --check` in CI) "
                + "will not see the project; add \"xcodeproj\": \"\(flag)\" to the spec's \"defaults\"")
    }

    /// The flags with the receiving target's module name (for `@testable import`) and
    /// deployment target (`ReceivingTargetDefaults`) where no layer sets them, so that the lock
    /// records them as flags, with the target when the version is its; nil when nothing is
    /// derived. A target below the iOS generated code supports stops the run, saying where the
    /// version comes from.
    private func derivedFlags(_ resolution: Resolver.Resolution, base: String) throws(GenerateOutcome.Failure)
        -> (flags: GenerationOptions, receivingTarget: ReceivingTargetVersion?)?
    {
        guard
            let target = ReceivingTargetDefaults.read(
                for: resolution.modules, base: base, fileSystem: fileSystem, projects: projectParser)
        else { return nil }
        let layers = OptionLayers(flags: resolution.flags, defaults: resolution.project.defaults)
        var flags = request.flags
        var receivingTarget: ReceivingTargetVersion?
        var changed = false
        if layers.value(\.testableImport) == nil, target.testableImport != GenerationOptions.Default.testableImport {
            flags.testableImport = target.testableImport
            changed = true
        }
        if layers.value(\.ios) == nil, target.isIOS, let text = target.ios {
            if let problem = DeploymentTarget.problem(text) {
                throw .usage(
                    [
                        Diagnostic(
                            message:
                                "target \"\(target.target)\" supports iOS \(text) (its IPHONEOS_DEPLOYMENT_TARGET), and "
                                + "\(problem): raise its deployment target in Xcode")
                    ],
                    pointsToHelp: false)
            }
            if let version = DeploymentTarget(text), version != GenerationOptions.Default.ios {
                flags.ios = version
                receivingTarget = ReceivingTargetVersion(target: target.target, ios: version)
                changed = true
            }
        }
        return changed ? (flags, receivingTarget) : nil
    }

    /// The files the resolution renders; a module that cannot be planned stops the run.
    private func planned(_ resolution: Resolver.Resolution) throws(GenerateOutcome.Failure) -> GenerationPlan {
        do {
            return try resolution.plan()
        } catch {
            // `--layout domain` without a domain: a missing flag, exit 2.
            if case .missingDomain = error, request.flags.layout == .domain {
                throw .usage([Diagnostic(message: error.description)], pointsToHelp: true)
            }
            throw .stopped([error.diagnostic.noting("Nothing was generated.")])
        }
    }

    /// The writer of the run; with --prune it also removes the folders below the output
    /// folders that its deletions leave empty.
    private func writer(for resolution: Resolver.Resolution, base: URL) -> PlanWriter {
        var writer = PlanWriter(base: base, fileSystem: fileSystem)
        writer.disk = disk
        guard request.prune else { return writer }
        let layers = OptionLayers(flags: resolution.flags, defaults: resolution.project.defaults)
        writer.emptiedFolderLimits =
            (resolution.modules.flatMap { [$0.output, $0.testsOutput] } + [layers.output, layers.testsOutput])
            .map { PathText.normalize($0.hasPrefix("/") ? $0 : base.path + "/" + $0) }
        return writer
    }

    /// The Xcode projects' files after the run, with their findings; a project the step cannot
    /// edit stops the run.
    private func projectFiles(
        resolution: Resolver.Resolution, assessed: [AssessedFile], locked: LockedGeneration?,
        base: String
    ) throws(GenerateOutcome.Failure) -> ProjectEdits {
        do throws(XcodeProjectStep.Failure) {
            return try xcodeProjects(resolution: resolution, assessed: assessed, locked: locked, base: base)
        } catch {
            if error.isUsage { throw .usage(error.diagnostics, pointsToHelp: false) }
            throw .stopped([error.diagnostic.noting("Nothing was generated.")])
        }
    }

    /// `adopt` records modules of a spec: it needs one, and every module it is given must be in it.
    private func checkAdoptable(_ resolution: Resolver.Resolution, spec: Resolver.SpecFile?) throws(GenerateOutcome
        .Failure)
    {
        guard let spec else {
            throw .usage(
                [
                    Diagnostic(
                        message:
                            "adopt records the modules of \(SpecLocator.fileName), and there is none here or above; "
                            + "run 'viper-gen init' or 'viper-gen add NAME' first, or give --spec FILE")
                ], pointsToHelp: false)
        }
        let names = resolution.project.modules.map(\.name)
        let unknown = request.moduleNames.filter { !names.contains($0) }
        guard !unknown.isEmpty else { return }
        throw .usage(
            unknown.map { name in
                let close = Suggestion.closest(to: name, among: names)
                return Diagnostic(
                    message: "\(name) is not a module of \(spec.display); adopt records only the spec's modules"
                        + (close.map { "; did you mean \"\($0)\"?" } ?? " (add it with 'viper-gen add \(name)')"),
                    suggestion: close)
            }, pointsToHelp: false)
    }

    /// Before anything is written: the clash check (what the receiving targets already
    /// compile, with the lock's files this run leaves in place; not for adopt, which records
    /// the files a target has and writes none), then the policy's files and the projects'
    /// edits, which stop the run in that order. With a project the check and the edits are
    /// made on two cores at once: both only read (the files the targets compile, the project
    /// file), and each is about a quarter of a run adding a module to a large project.
    private func checkedAndEdited(
        _ plan: GenerationPlan, _ assessed: [AssessedFile], resolution: Resolver.Resolution,
        locked: LockedGeneration?, base: String, cwd: String, display: ReportDisplay,
        clashCheck: Ahead<GenerateOutcome.Failure?>?
    ) throws(GenerateOutcome.Failure) -> Edited {
        let check = { () -> GenerateOutcome.Failure? in
            if let clashCheck { return clashCheck.value() }
            return clashFailure(plan, resolution: resolution, locked: locked, assessed: assessed, base: base, cwd: cwd)
        }
        let edit = { () -> Result<Edited, GenerateOutcome.Failure> in
            Result { () throws(GenerateOutcome.Failure) -> Edited in
                let policed = try forPolicy(assessed, base: base, display: display)
                return (
                    policed, try projectFiles(resolution: resolution, assessed: policed, locked: locked, base: base)
                )
            }
        }
        guard resolution.modules.contains(where: { $0.xcodeproj != nil }) else {
            if let failure = check() { throw failure }
            return try edit().get()
        }
        let halves: [CheckedAndEdited] = Parallel.map(2, minimum: 1) { range in
            range.map { $0 == 0 ? .checked(check()) : .edited(edit()) }
        }
        guard case .checked(let failure) = halves[0], case .edited(let edited) = halves[1] else {
            preconditionFailure("Parallel.map returns the halves in order")
        }
        if let failure { throw failure }
        return try edited.get()
    }

    /// The projects' files after the run, with their findings (``projectFiles(resolution:assessed:locked:base:)``).
    private typealias ProjectEdits = (files: [AssessedFile], findings: XcodeProjectStep.Findings)
    /// The run's files for its policy, and its projects' edits.
    private typealias Edited = (assessed: [AssessedFile], projects: ProjectEdits)

    /// The two halves of ``checkedAndEdited(_:_:resolution:locked:base:cwd:display:clashCheck:)``.
    private enum CheckedAndEdited {
        case checked(GenerateOutcome.Failure?)
        case edited(Result<Edited, GenerateOutcome.Failure>)
    }

    /// Plans of at least this many files have their clash check worked out ahead
    /// (``clashCheckAhead(_:resolution:locked:base:cwd:)``); smaller ones check on the run's
    /// thread, in the order of the run's reads (as they classify on one thread).
    package static let clashCheckAheadMinimum = 64

    /// Without a project, the clash check needs nothing the classification finds (only the
    /// plan, the modules and the lock), so a large plan's, in a run with a lock, starts here,
    /// on a thread of its own, while the run classifies its files: much of that is one
    /// thread's (the lock's snapshots decoded, each folder checked, the lock's texts), and the
    /// check, a tenth of a 1,000-module merge run, fits beside it. Nil: checked later, in its place
    /// (``checkedAndEdited(_:_:resolution:locked:base:cwd:display:clashCheck:)``, where a
    /// project's check runs beside the project's edits). What stops the run is the same either
    /// way: a classification's failure first, then a clash.
    private func clashCheckAhead(
        _ plan: GenerationPlan, resolution: Resolver.Resolution, locked: LockedGeneration?, base: String, cwd: String
    ) -> Ahead<GenerateOutcome.Failure?>? {
        // A first run (no lock) checks in its place: little is on disk to list then, and a thread
        // working beside the classification sometimes raised a fresh 1,000-module run's peak
        // of memory by 4 MiB (one run in ten).
        guard plan.files.count >= Self.clashCheckAheadMinimum, request.policy != .adopt, locked != nil,
            !resolution.modules.contains(where: { $0.xcodeproj != nil })
        else { return nil }
        let run = self
        return Ahead {
            run.clashFailure(plan, resolution: resolution, locked: locked, assessed: [], base: base, cwd: cwd)
        }
    }

    /// ``checkClashes(_:resolution:locked:assessed:base:cwd:)``'s failure, or nil.
    private func clashFailure(
        _ plan: GenerationPlan, resolution: Resolver.Resolution, locked: LockedGeneration?,
        assessed: [AssessedFile], base: String, cwd: String
    ) -> GenerateOutcome.Failure? {
        do throws(GenerateOutcome.Failure) {
            try checkClashes(plan, resolution: resolution, locked: locked, assessed: assessed, base: base, cwd: cwd)
            return nil
        } catch {
            return error
        }
    }

    /// The receiving targets' files and types against the plan's (not for adopt, which
    /// records files a target has and writes none): a clash stops the run. The lock's files
    /// that stay (orphans not deleted, files of modules the run does not render) are compiled
    /// as before, so they count, unless gone from disk (the consistency findings name those).
    private func checkClashes(
        _ plan: GenerationPlan, resolution: Resolver.Resolution, locked: LockedGeneration?,
        assessed: [AssessedFile], base: String, cwd: String
    ) throws(GenerateOutcome.Failure) {
        guard request.policy != .adopt else { return }
        var remaining: [String: EarlierOutput] = [:]
        // Without a project, separate generations into separate folders need not be one app:
        // viper-gen's older output is not a clash there (as for orphans, `LockContext`).
        let together = resolution.modules.contains { $0.xcodeproj != nil }
        if let locked, together {
            let lock = locked.lock
            let join = { (path: String) in ClashPaths.join(base, path) }
            let leaving = Set(assessed.filter { $0.status == .delete }.map { join($0.file.path) })
            let planned = Set(plan.files.map { join($0.path) })
            // `add` of a module generated by name: the spec on disk does not declare it yet, so
            // its earlier files are still the by-name module's, which --prune keeps.
            let nameOnly = locked.nameOnlyModules(besides: Set(resolution.project.modules.map(\.name)))
                .union(request.specEdit == nil ? [] : request.moduleNames)
            for file in lock.files where file.path.hasSuffix(".swift") {
                let path = join(file.path)
                guard !planned.contains(path), !leaving.contains(path), fileSystem.kind(of: path) == .file else {
                    continue
                }
                remaining[path] = EarlierOutput(module: file.module, byName: nameOnly.contains(file.module))
            }
        }
        let clashes = TargetContents(fileSystem: fileSystem, base: base, workingDirectory: cwd, projects: projectParser)
            .clashes(plan: plan, modules: resolution.modules, lock: locked?.lock, remaining: remaining)
        if !clashes.isEmpty { throw .stopped(clashes) }
    }

    /// A writing run without --prune stops when it would leave the spec's older Swift files
    /// compiled beside the new ones (``OrphansLeftCompiled``).
    private func checkOrphansLeft(
        _ assessed: [AssessedFile], resolution: Resolver.Resolution, locked: LockedGeneration?, base: String,
        display: ReportDisplay
    ) throws(GenerateOutcome.Failure) {
        guard let locked, !request.prune, request.policy != .adopt, assessed.contains(where: { $0.status == .orphan })
        else { return }
        let nameOnly = locked.nameOnlyModules(besides: Set(resolution.modules.map(\.name)))
        var projects: [String: String] = [:]
        for module in resolution.modules { projects[module.name] = module.xcodeproj }
        let contents = TargetContents(
            fileSystem: fileSystem, base: base, workingDirectory: base, projects: projectParser)
        var compiled: [String: Set<String>] = [:]
        let left = OrphansLeftCompiled.diagnostics(
            assessed, nameOnly: nameOnly, added: request.specEdit == nil ? [] : Set(request.moduleNames),
            declared: request.moduleNames.isEmpty ? Set(resolution.modules.map(\.name)) : nil,
            // Modules generated by name, with no spec: `generate --prune` would have nothing to run.
            rerun: resolution.specDisplay == nil && !request.moduleNames.isEmpty
                ? "the same command again with --prune"
                : "'viper-gen generate --prune'",
            onDisk: { item in
                let path = ClashPaths.join(base, item.file.path)
                guard fileSystem.kind(of: path) == .file else { return false }
                // In a project: only while a target compiles it (--prune takes a kept one out).
                guard let project = projects[item.file.module] else { return true }
                if compiled[project] == nil { compiled[project] = contents.compiledFiles(ofProject: project) ?? [] }
                return compiled[project]?.contains(path) ?? true
            },
            edited: \.isEditedOrphan,
            display: display.path)
        if !left.isEmpty { throw .stopped(left) }
    }

    /// What the policy adds to or takes from the assessed files: adopt reports no orphans;
    /// `--overwrite` saves each replaced file first.
    private func forPolicy(_ assessed: [AssessedFile], base: String, display: ReportDisplay) throws(GenerateOutcome
        .Failure) -> [AssessedFile]
    {
        switch request.policy {
        case .adopt: assessed.filter { $0.status != .orphan && $0.status != .delete }
        case .overwrite, .theirs: try withBackups(assessed, base: base, display: display)
        case .fail, .markers, .skipExisting: assessed
        }
    }

    /// `--overwrite`, `--force`: each file replaced whole, or whose overlapping edits give way
    /// to the spec's, is saved first beside it (`OverwriteBackup`), in the same transaction,
    /// before it; the run stops when a copy cannot be made.
    private func withBackups(_ assessed: [AssessedFile], base: String, display: ReportDisplay) throws(GenerateOutcome
        .Failure) -> [AssessedFile]
    {
        let (backups, refusals) = OverwriteBackup.files(
            for: assessed, fileSystem: fileSystem, absolute: { $0.hasPrefix("/") ? $0 : base + "/" + $0 },
            display: display.path)
        if !refusals.isEmpty { throw .stopped(refusals) }
        guard !backups.isEmpty else { return assessed }
        var ordered: [AssessedFile] = []
        for item in assessed {
            ordered += backups.filter {
                $0.file.relativePath == OverwriteBackup.name(of: item.file.relativePath)
                    && $0.file.root == item.file.root
            }
            ordered.append(item)
        }
        return ordered
    }

    /// The spec's new text as one more file of the run: created, or replaced only if it is
    /// still the bytes on disk now (compare before replace).
    private func specEditFile(_ text: String, spec: Resolver.SpecFile, cwd: URL) -> AssessedFile {
        let path = URL(fileURLWithPath: spec.display, relativeTo: cwd).standardizedFileURL.path
        let old = (try? disk.read(path)) ?? nil
        let file = PlannedFile(
            root: "", relativePath: URL(fileURLWithPath: path).lastPathComponent, contents: text,
            module: request.moduleNames.first ?? "", template: SpecLocator.fileName, kind: .source)
        guard let old else { return AssessedFile(file: file, status: .create) }
        let previous = String(decoding: old, as: UTF8.self)
        var edited = AssessedFile(file: file, status: previous == text ? .unchanged : .update, previous: previous)
        edited.stamp = FileStamp(bytes: old, metadata: FileStamp.Metadata.of(path))
        return edited
    }

    /// The flags the user gave that the resolver warns about when they change nothing.
    private var givenFlags: Set<String> {
        var given: Set<String> = []
        if request.flags.binding != nil { given.insert("--binding") }
        if request.flags.domain != nil { given.insert("--domain") }
        return given
    }

    /// The spec: `--spec FILE` (which must exist and be a file), or the nearest viper-gen.json
    /// from the working directory up to the repository root; nil when there is none.
    private func readSpec(cwd: URL) throws(GenerateOutcome.Failure) -> Resolver.SpecFile? {
        let specURL: URL
        if let path = request.specPath {
            specURL = URL(fileURLWithPath: path, relativeTo: cwd)
            switch fileSystem.kind(of: specURL.path) {
            case nil:
                throw .usage(
                    [
                        Diagnostic(
                            message:
                                "spec file '\(path)' does not exist; check --spec, or run 'viper-gen init' to create one"
                        )
                    ],
                    pointsToHelp: false)
            case .directory?:
                throw .usage(
                    [Diagnostic(message: "--spec '\(path)' is a directory; give the path of a viper-gen.json file")],
                    pointsToHelp: false)
            default:
                break
            }
        } else {
            guard let found = SpecLocator.find(from: cwd.path, in: fileSystem) else { return nil }
            specURL = URL(fileURLWithPath: found)
        }
        let display = SpecLocator.display(specURL, relativeTo: cwd)
        guard let bytes = try? fileSystem.read(specURL.path) else {
            throw .stopped([Diagnostic(message: "cannot read \(display)")])
        }
        return Resolver.SpecFile(
            data: Data(bytes), display: display, directory: specURL.standardizedFileURL.deletingLastPathComponent().path
        )
    }

    /// With no spec and no module named, a viper-gen.lock here that lists modules generated by
    /// name: the error says how to check or keep them (`generate --check` in CI otherwise only
    /// says there is nothing to generate).
    private func lockedModulesWithoutSpec(base: String) -> Diagnostic? {
        let path = base + "/" + GenerationLock.fileName
        guard fileSystem.kindOfLink(at: path) == .file, let bytes = try? fileSystem.read(path),
            let lock = try? GenerationLock.parse(Data(bytes), file: GenerationLock.fileName), !lock.modules.isEmpty
        else { return nil }
        let names = lock.modules.map(\.name).sorted()
        let listed = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", ..." : "")
        let first = names[0]
        return Diagnostic(
            message:
                "no module to generate: there is no \(SpecLocator.fileName) here, and \(GenerationLock.fileName) lists "
                + "\(names.count == 1 ? "a module" : "\(names.count) modules") generated by name (\(listed)). Check \(names.count == 1 ? "it" : "them")"
                + " by name with the options used to generate \(names.count == 1 ? "it" : "them") (viper-gen \(first) --check), or keep "
                + "\(names.count == 1 ? "it" : "them") in a spec (viper-gen add \(first)), which 'generate --check' then checks",
            suggestion: "viper-gen add \(first)")
    }

    private func resolve(_ resolver: Resolver, spec: Resolver.SpecFile?, base: String) throws(GenerateOutcome.Failure)
        -> Resolver.Resolution
    {
        var missingTemplateFlag = false
        let fileSystem = self.fileSystem
        let templatesFlag = request.flags.templates
        do throws(Resolver.Failure) {
            return try resolver.resolve(spec: spec) { folder throws(Resolver.Failure) in
                do throws(TemplateFolder.Problem) {
                    return try TemplateFolder.read(folder, base: base, in: fileSystem)
                } catch {
                    missingTemplateFlag = error.isMissing && templatesFlag != nil
                    throw .templates(error.diagnostic)
                }
            }
        } catch {
            switch error {
            case .usage(let diagnostics, let pointsToHelp):
                throw .usage(diagnostics, pointsToHelp: pointsToHelp)
            case .spec(let errors, let display):
                throw .spec(errors, display: display)
            case .templates(let diagnostic):
                // A mistyped --templates is the command line's mistake: exit 2.
                if missingTemplateFlag { throw .usage([diagnostic], pointsToHelp: true) }
                throw .stopped([diagnostic])
            }
        }
    }

    /// The run lock on viper-gen.lock's folder: exclusive to write, shared to read. A folder
    /// that cannot be locked lets the run go ahead with a warning.
    private func takeRunLock(in directory: String, cwd: URL, warnings: inout [Diagnostic]) throws(GenerateOutcome
        .Failure) -> RunLock?
    {
        let access: RunLock.Access = request.mode == .write ? .exclusive : .shared
        let lockFile = SpecLocator.display(
            URL(fileURLWithPath: directory + "/" + GenerationLock.fileName), relativeTo: cwd)
        do throws(RunLock.Failure) {
            let notice = request.runLockWaiting.map { report in
                { report(RunLock.waitingNotice(wait: request.runLockWait, lockFile: lockFile)) }
            }
            return try RunLock.acquire(in: directory, access: access, wait: request.runLockWait, waiting: notice)
        } catch {
            let diagnostic = RunLock.diagnostic(error, lockFile: lockFile)
            guard diagnostic.severity == .warning else { throw .stopped([diagnostic]) }
            warnings.append(diagnostic)
            return nil
        }
    }

    /// Specs of at least this many modules have viper-gen.lock read and parsed ahead
    /// (``lockReadAhead(in:cwd:)``); smaller ones read it in its place, in the order of the
    /// run's reads.
    package static let lockReadAheadMinimum = 16

    /// The lock read and parsed on a thread of its own while the run plans (1.4 MB and a tenth of
    /// a 1,000-module `--check` run on one core otherwise), for a large spec; nil: read in its
    /// place. The run lock is held already, so no other run writes it meanwhile; a plan that
    /// fails still stops the run before anything about the lock is said.
    private func lockReadAhead(in resolution: Resolver.Resolution, cwd: URL) -> Ahead<
        Result<(GenerationLock?, String?, FileStamp?), GenerateOutcome.Failure>
    >? {
        let directory = resolution.baseDirectory
        // No lock yet (a first run): nothing to read, and no thread started for it (its memory
        // arena alone raised a fresh 1,000-module run's peak by 3 MiB).
        guard resolution.modules.count >= Self.lockReadAheadMinimum,
            fileSystem.kindOfLink(at: directory + "/" + GenerationLock.fileName) != nil
        else { return nil }
        let run = self
        return Ahead { Result { () throws(GenerateOutcome.Failure) in try run.readLock(in: directory, cwd: cwd) } }
    }

    /// viper-gen.lock beside the spec (or in the working directory without one): what was
    /// generated last, its text and its stamp; nil when there is none yet.
    private func readLock(in directory: String, cwd: URL) throws(GenerateOutcome.Failure) -> (
        GenerationLock?, String?, FileStamp?
    ) {
        let path = directory + "/" + GenerationLock.fileName
        let display = SpecLocator.display(URL(fileURLWithPath: path), relativeTo: cwd)
        if fileSystem.kindOfLink(at: path) == .symbolicLink {
            // Replacing it would put a file where the link was and leave the link's target stale.
            throw .stopped([
                Diagnostic(
                    message: "\(display) is a symbolic link; viper-gen does not write through links (replacing "
                        + "the lock would leave the file it points to out of date): replace the link with that file, "
                        + "e.g. cp --remove-destination \"$(readlink \(display))\" \(display)")
            ])
        }
        guard fileSystem.kind(of: path) != nil else { return (nil, nil, nil) }
        guard let (bytes, stamp) = (try? fileSystem.readStamped(path)) ?? nil else {
            throw .stopped([Diagnostic(message: "cannot read \(display)")])
        }
        let data = Data(bytes)
        do {
            return (
                try GenerationLock.parse(data, file: display), String(decoding: bytes, as: UTF8.self),
                FileStamp(bytes: bytes, metadata: stamp)
            )
        } catch {
            throw .stopped([
                error.diagnostic.appending(
                    " (delete the lock to start afresh; files then count as not generated by viper-gen)")
            ])
        }
    }

    /// What the writer is given: adopt writes viper-gen.lock alone, whatever the files' statuses.
    private func filesToWrite(_ assessed: [AssessedFile]) -> [AssessedFile] {
        request.policy == .adopt ? [] : assessed
    }

    /// Each Xcode project of the run, as an assessed file: read here, edited by the kit (none
    /// for adopt, which edits no project).
    private func xcodeProjects(
        resolution: Resolver.Resolution, assessed: [AssessedFile], locked: LockedGeneration?, base: String
    ) throws(XcodeProjectStep.Failure) -> ProjectEdits {
        guard request.policy != .adopt else { return ([], XcodeProjectStep.Findings()) }
        var files: [AssessedFile] = []
        var findings = XcodeProjectStep.Findings()
        let keep =
            request.prune
            ? locked?.nameOnlyModules(besides: Set(resolution.modules.map(\.name))) ?? []
            : []
        // Projects earlier runs added files to, still there: deleted files leave them too, and
        // so do the files of a module that names another project, or none, now.
        let former =
            locked?.snapshotProjects()
            .filter { fileSystem.kind(of: ClashPaths.join(base, XcodeProjectStep.projectFile($0))) == .file }.sorted()
            ?? []
        let requests = try XcodeProjectStep.requests(
            modules: resolution.modules, assessed: assessed, base: base, prune: request.prune, keep: keep,
            former: former)
        for request in requests {
            let path = base + "/" + XcodeProjectStep.projectFile(request.project)
            for linked in [base + "/" + request.project, path] where fileSystem.kindOfLink(at: linked) == .symbolicLink
            {
                throw .linked(path: PathText.relative(linked, to: base))
            }
            // Through the run's parser: the text the earlier steps read, when the file still holds it.
            guard fileSystem.kind(of: path) == .file, let read = (try? projectParser.read(path, in: fileSystem)) ?? nil
            else {
                throw .missing(project: request.project)
            }
            let text: String
            do throws(ProjectFileError) {
                text = try read.text.get()
            } catch {
                throw .project(file: XcodeProjectStep.projectFile(request.project), error)
            }
            var (file, found) = try XcodeProjectStep.apply(request, text: text, projects: projectParser)
            // Replaced only if still the bytes read here (compare before replace).
            if file.status != .unchanged { file.stamp = FileStamp(bytes: read.bytes, metadata: read.metadata) }
            files.append(file)
            findings.repaired += found.repaired
            findings.remaining += found.remaining
            findings.untracked += found.untracked
        }
        return (files, findings)
    }

    /// The lock's modules generated by name beside a spec that does not declare them; looked
    /// for only by a whole-spec run.
    private func nameOnlyModules(locked: LockedGeneration?, resolution: Resolver.Resolution) -> Set<String> {
        guard let locked, request.moduleNames.isEmpty else { return [] }
        return locked.nameOnlyModules(besides: Set(resolution.modules.map(\.name)))
    }

    /// `--check`'s findings in the lock and on disk (`ConsistencyFindings`); modules generated
    /// by name are looked for only by a whole-spec run, in the lock's snapshots.
    private func findings(
        _ assessed: [AssessedFile], lock: GenerationLock?, nameOnly: Set<String>, resolution: Resolver.Resolution
    ) -> [Diagnostic] {
        guard let lock else { return [] }
        var lockedByModule: [String: Int] = [:]
        for file in lock.files where nameOnly.contains(file.module) { lockedByModule[file.module, default: 0] += 1 }
        return ConsistencyFindings.of(
            assessed, locked: Set(lock.files.map(\.path)), nameOnly: nameOnly,
            specName: resolution.specDisplay ?? SpecLocator.fileName, lockedByModule: lockedByModule)
    }

    /// A finding a run that does not prune leaves, as a warning.
    private static func warning(_ finding: Diagnostic) -> Diagnostic {
        var warning = finding
        warning.severity = .warning
        return warning
    }

    /// `--check`: the files out of date with the spec, as one error, or nil when there are none
    /// and nothing else was found (`findings`: how many errors the check reported besides).
    /// The orphans of `nameOnly` modules are not counted: their own finding says what to do
    /// (`add`, or delete them), which `--prune` would not do.
    static func drift(_ assessed: [AssessedFile], findings: Int = 0, nameOnly: Set<String> = []) -> Diagnostic? {
        let drift = assessed.filter {
            $0.status.isDrift && !($0.status == .orphan && nameOnly.contains($0.file.module))
        }
        guard !drift.isEmpty else {
            guard findings > 0 else { return nil }
            return Diagnostic(
                message: "spec, lock, disk and project disagree (\(findings) error\(findings == 1 ? "" : "s") above).")
        }
        let orphans = drift.filter { $0.status == .orphan }.count
        var hint =
            orphans == 0
            ? "run 'viper-gen generate' to update them"
            : "run 'viper-gen generate --prune' to update them, delete unedited orphans and forget deleted ones; "
                + "edited orphans are kept (delete them yourself, then run --prune again)"
        let marked = drift.filter { !$0.markerLines.isEmpty }.count
        if marked > 0 {
            hint = "resolve the conflict markers left in \(marked) of them, then " + hint
        }
        return Diagnostic(
            message: "\(drift.count) file\(drift.count == 1 ? "" : "s") out of date with the spec; \(hint).")
    }

    /// `--check`: a lock still in its first phase (a run was killed before its last write),
    /// even when every file already is what the spec generates.
    static func interrupted(_ lock: GenerationLock?) -> Diagnostic? {
        guard let count = lock?.pending.count, count > 0 else { return nil }
        return Diagnostic(
            message: "\(GenerationLock.fileName) records a run that stopped before it finished "
                + "(\(count) file\(count == 1 ? "" : "s") pending); run 'viper-gen generate' to finish it.")
    }

    /// Warnings for routes to modules that a run of named modules does not generate and that
    /// viper-gen has not generated before (the lock does not know them): their factory would
    /// be missing.
    static func missingDestinations(_ resolution: Resolver.Resolution, lock: GenerationLock?) -> [Diagnostic] {
        guard let selected = resolution.selectedNames else { return [] }
        let known = selected.union(lock?.modules.map(\.name) ?? [])
        var warnings: [Diagnostic] = []
        for module in resolution.modules where !module.isSharedDeclarations {
            for route in module.spec.routes where !known.contains(route.target) {
                warnings.append(
                    Diagnostic(
                        severity: .warning,
                        message:
                            "\(module.name) routes to \(route.target), which this run does not generate and viper-gen "
                            + "has not generated before; generate it too (viper-gen generate \(module.name) \(route.target)) unless the app has it"
                    ))
            }
        }
        return warnings
    }
}
