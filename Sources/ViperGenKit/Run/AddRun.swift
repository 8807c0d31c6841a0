#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viper-gen add NAME [options]`: writes the module into `viper-gen.json` (a text splice that
/// keeps the user's formatting; a new spec when there is none) and generates it. The edited
/// spec is checked first, as a dry run that sees it in memory: when the run would fail, nothing
/// is written. When generating fails after the spec was written, the spec is put back.
public struct AddRun {
    public var module: SpecModuleEntry
    /// The generate request the module is generated with (its module names and flags are set here).
    public var request: GenerateRequest
    public var fileSystem: any FileSystem

    public init(module: SpecModuleEntry, request: GenerateRequest, fileSystem: any FileSystem = LocalFileSystem()) {
        self.module = module
        self.request = request
        self.fileSystem = fileSystem
    }

    /// Runs the request; the outcome's report lists the spec first.
    public func run() -> GenerateOutcome {
        let cwd = URL(fileURLWithPath: request.workingDirectory)
        let specPath = request.specPath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.path }
            ?? SpecLocator.find(from: cwd.path, in: fileSystem) ?? cwd.path + "/" + SpecLocator.fileName
        let display = SpecLocator.display(URL(fileURLWithPath: specPath), relativeTo: cwd)
        var outcome = GenerateOutcome()
        let old: String?
        switch fileSystem.kind(of: specPath) {
        case nil:
            old = nil
        case .file?:
            guard let bytes = try? fileSystem.read(specPath) else {
                outcome.failure = .stopped([Diagnostic(message: "cannot read \(display)")])
                return outcome
            }
            old = String(decoding: bytes, as: UTF8.self)
        case let kind?:
            outcome.failure = .usage([Diagnostic(message: "\(display) is \(kind.described); give the path of a viper-gen.json file")], pointsToHelp: false)
            return outcome
        }
        let new: String
        do throws(SpecEditor.Failure) {
            new = try old.map { text throws(SpecEditor.Failure) in try SpecEditor.adding(module, to: text, file: display) }
                ?? SpecEditor.newSpec(with: module)
        } catch {
            outcome.failure = .stopped(error.diagnostics)
            return outcome
        }
        var generate = request
        generate.moduleNames = [module.name]
        generate.flags = GenerationOptions()
        generate.specPath = specPath
        // The run as it will be, with the edited spec seen in memory; nothing written.
        var trial = generate
        trial.mode = .dryRun
        let overlay = OverlayFileSystem(base: fileSystem, overrides: [specPath: Array(new.utf8)])
        let checked = GenerateRun(trial, fileSystem: overlay).run()
        let specURL = URL(fileURLWithPath: specPath)
        let specFile = PlannedFile(root: "", relativePath: specURL.lastPathComponent, contents: new, module: module.name,
                                   template: "viper-gen.json", kind: .source)
        let specEdit = AssessedFile(file: specFile, status: old == nil ? .create : .update, previous: old)
        guard checked.failure == nil, request.mode != .dryRun else { return Self.listingSpec(specEdit, in: checked) }

        let writer = PlanWriter(base: specURL.deletingLastPathComponent())
        do {
            try writer.write([specEdit])
        } catch {
            outcome.failure = .stopped(error.diagnostics)
            return outcome
        }
        let generated = GenerateRun(generate, fileSystem: fileSystem).run()
        if generated.failure != nil, let old {
            // Put the spec back as it was: the module is not added when it cannot be generated.
            var previous = specFile
            previous.contents = old
            let restore = AssessedFile(file: previous, status: .update, previous: new)
            _ = try? writer.write([restore])
        } else if generated.failure != nil {
            _ = try? writer.write([AssessedFile(file: specFile, status: .delete, previous: new)])
        }
        return Self.listingSpec(specEdit, in: generated)
    }

    /// `outcome` with the spec's edit first in its report (its path is relative to the spec's
    /// folder, the report's base, like every other).
    private static func listingSpec(_ edit: AssessedFile, in outcome: GenerateOutcome) -> GenerateOutcome {
        var outcome = outcome
        outcome.report?.files.insert(edit, at: 0)
        return outcome
    }
}
