import Foundation
import ViperGenKit

/// Reads and resolves the spec for the commands that only read it (`graph`, `templates
/// context`): found as `generate` finds it, decoded and checked the same way, its errors printed
/// with their positions (as JSON with `--format json`).
enum SpecLoading {
    enum Outcome {
        case resolved(Resolver.Resolution)
        /// The errors were printed; the command ends with this status.
        case failed(ExitCode)
    }

    /// - Parameters:
    ///   - required: without a spec, a usage error (else the modules named are resolved alone).
    ///   - what: what did not happen, for the error summary (`no graph was drawn`).
    static func resolve(
        _ args: Arguments, moduleNames: [String], required: Bool, command: String, what: String,
        json: Bool, console: Console
    ) throws(UsageError) -> Outcome {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let specFile: Resolver.SpecFile?
        switch try read(args.value("--spec"), cwd: cwd) {
        case .read(let file): specFile = file
        case .unreadable(let display):
            console.report(Diagnostic(message: "cannot read \(display)"))
            return .failed(.failure)
        case .missing where required:
            throw UsageError(
                "no viper-gen.json here or in a parent folder; give one with --spec FILE, or run 'viper-gen init'",
                help: command)
        case .missing: specFile = nil
        }
        let base = URL(fileURLWithPath: specFile?.directory ?? cwd.path)
        let resolver = Resolver(flags: GenerationOptions(), moduleNames: moduleNames, workingDirectory: cwd.path)
        do throws(Resolver.Failure) {
            return .resolved(
                try resolver.resolve(
                    spec: specFile,
                    readTemplates: { folder throws(Resolver.Failure) in
                        do throws(TemplateFolder.Problem) {
                            return try TemplateFolder.read(folder, base: base.path)
                        } catch {
                            throw .templates(error.diagnostic)
                        }
                    }))
        } catch {
            try show(error, command: command, what: what, json: json, console: console)
            return .failed(.failure)
        }
    }

    /// The spec found, as read.
    private enum SpecRead {
        case read(Resolver.SpecFile)
        /// It exists and could not be read: its name as shown.
        case unreadable(String)
        /// There is none.
        case missing
    }

    /// Reads the spec `--spec` names, or the nearest one.
    private static func read(_ path: String?, cwd: URL) throws(UsageError) -> SpecRead {
        guard let specURL = try locateSpec(path, cwd: cwd) else { return .missing }
        let display = SpecLocator.display(specURL, relativeTo: cwd)
        guard let data = FileManager.default.contents(atPath: specURL.path) else { return .unreadable(display) }
        return .read(
            .init(data: data, display: display, directory: specURL.standardizedFileURL.deletingLastPathComponent().path)
        )
    }

    /// Prints why the spec could not be resolved; a command-line mistake is thrown.
    private static func show(_ failure: Resolver.Failure, command: String, what: String, json: Bool, console: Console)
        throws(UsageError)
    {
        switch failure {
        case .usage(let problems, _):
            throw UsageError(problems, help: command)
        case .spec(let errors, let display):
            if json {
                console.write(DiagnosticPrinter.json(errors.diagnostics))
            } else {
                console.report(errors.diagnostics)
                let count = errors.errors.count
                console.error("\(display): \(count) error\(count == 1 ? "" : "s"); \(what).")
            }
        case .templates(let diagnostic):
            console.report(diagnostic)
        }
    }

    /// The spec file: `--spec FILE` (which must exist and be a file), or the nearest
    /// viper-gen.json from `cwd` up to the repository root; nil when there is none.
    static func locateSpec(_ path: String?, cwd: URL) throws(UsageError) -> URL? {
        guard let path else { return SpecLocator.find(from: cwd) }
        let url = URL(fileURLWithPath: path, relativeTo: cwd)
        switch LocalFileSystem().kind(of: url.path) {
        case nil:
            throw UsageError("spec file '\(path)' does not exist; check --spec, or run 'viper-gen init' to create one")
        case .directory?:
            throw UsageError("--spec '\(path)' is a directory; give the path of a viper-gen.json file")
        default:
            return url
        }
    }
}
