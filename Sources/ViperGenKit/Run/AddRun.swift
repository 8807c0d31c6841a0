#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viper-gen add NAME [options]`: writes the module into `viper-gen.json` (a text splice that
/// keeps the user's formatting; a new spec when there is none) and generates it. The spec's new
/// text is one more file of the generate run (`GenerateRequest.specEdit`): read in memory,
/// written with the module's files under the run lock, in the same journal, so a run that fails,
/// conflicts or is interrupted leaves the spec as it was.
package struct AddRun {
    package var module: SpecModuleEntry
    /// The generate request the module is generated with (its module names and flags are set here).
    package var request: GenerateRequest
    package var fileSystem: any FileSystem

    package init(module: SpecModuleEntry, request: GenerateRequest, fileSystem: any FileSystem = LocalFileSystem()) {
        self.module = module
        self.request = request
        self.fileSystem = fileSystem
    }

    /// Runs the request; the outcome's report lists the spec first.
    package func run() -> GenerateOutcome {
        let cwd = URL(fileURLWithPath: request.workingDirectory)
        let specPath =
            request.specPath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.path }
            ?? SpecLocator.find(from: cwd.path, in: fileSystem) ?? cwd.path + "/" + SpecLocator.fileName
        let display = SpecLocator.display(URL(fileURLWithPath: specPath), relativeTo: cwd)
        var failed = GenerateOutcome()
        let old: String?
        switch fileSystem.kind(of: specPath) {
        case nil:
            old = nil
        case .file?:
            guard let bytes = try? fileSystem.read(specPath) else {
                failed.failure = .stopped([Diagnostic(message: "cannot read \(display)")])
                return failed
            }
            old = String(decoding: bytes, as: UTF8.self)
        case let kind?:
            failed.failure = .usage(
                [Diagnostic(message: "\(display) is \(kind.described); give the path of a viper-gen.json file")],
                pointsToHelp: false)
            return failed
        }
        var entry = module
        // A project path typed here is relative to here; the spec's paths are relative to its folder.
        let specFolder = URL(fileURLWithPath: specPath).deletingLastPathComponent().path
        if let project = entry.options.xcodeproj, !project.hasPrefix("/"), specFolder != cwd.standardizedFileURL.path {
            entry.options.xcodeproj = PathText.display(cwd.standardizedFileURL.path + "/" + project, from: specFolder)
        }
        entry.options = Self.withByNameOptions(entry, lockIn: specFolder, fileSystem: fileSystem)
        let new: String
        do throws(SpecEditor.Failure) {
            new =
                try old.map { text throws(SpecEditor.Failure) in try SpecEditor.adding(entry, to: text, file: display) }
                ?? SpecEditor.newSpec(with: entry)
        } catch {
            failed.failure = .stopped(error.diagnostics)
            return failed
        }
        var generate = request
        generate.moduleNames = [module.name]
        generate.flags = GenerationOptions()
        generate.specPath = specPath
        generate.specEdit = new
        var outcome = GenerateRun(generate, fileSystem: fileSystem).run()
        // The run read the edited text; its positions are the file's as it stays on disk.
        let positions = SplicedPositions(old: old, new: new, entry: entry.json)
        switch outcome.failure {
        case .spec(var errors, let display)?:
            for index in errors.issues.indices {
                errors.issues[index].diagnostic = positions.mapped(errors.issues[index].diagnostic)
            }
            outcome.failure = .spec(errors, display: display)
        case .stopped(let diagnostics)? where old == nil:
            // A spec `add` would create: nothing to point at on disk.
            outcome.failure = .stopped(diagnostics.map { $0.file == display ? positions.unwritten($0) : $0 })
        default:
            break
        }
        return outcome
    }

    /// `entry`'s options, with those of a run that generated the module by name beside the spec
    /// (viper-gen.lock in `folder` records them) where `add` was given none: adding the module
    /// keeps it as it was generated (its project, targets, iOS version, tests), instead of
    /// generating it again with the spec's defaults.
    static func withByNameOptions(_ entry: SpecModuleEntry, lockIn folder: String, fileSystem: any FileSystem)
        -> GenerationOptions
    {
        let path = folder + "/" + GenerationLock.fileName
        guard fileSystem.kindOfLink(at: path) == .file, let bytes = try? fileSystem.read(path),
            let lock = try? GenerationLock.parse(Data(bytes), file: GenerationLock.fileName),
            let recorded = LockedGeneration(lock: lock, library: TemplateLibrary()).byNameFlags(of: entry.name)
        else { return entry.options }
        return entry.options.overriding(recorded.moduleKeys)
    }
}
