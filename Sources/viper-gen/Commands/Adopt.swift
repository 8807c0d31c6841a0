import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen adopt [MODULES] [options]`: existing files recorded in viper-gen.lock as the
    /// user's edits of today's rendering.
    enum Adopt {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do {
                return try execute(arguments, console: console)
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        static func execute(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, for: "adopt")
            if parsed.has("--help") || parsed.has("-h") {
                console.write(help)
                return .success
            }
            let format = try parsed.choice("--format", as: Generate.Format.self, command: "adopt") ?? .text
            let quiet = parsed.has("--quiet") || parsed.has("-q")
            let interruption = Interruption()
            let request = GenerateRequest(
                specPath: parsed.value("--spec"), workingDirectory: FileManager.default.currentDirectoryPath,
                mode: parsed.has("--dry-run") ? .dryRun : .write, interruption: interruption)
            // SIGINT or SIGTERM while the lock is written: the old lock stays, as for generate.
            let trap = SignalTrap(interruption: interruption)
            let outcome = AdoptRun(moduleNames: parsed.positional, request: request).run()
            trap.restore()
            let renderer = GenerateRenderer(
                console: console, json: format == .json, github: format == .github, quiet: quiet,
                verbose: false, diff: false)
            let status = try renderer.show(outcome, command: "adopt")
            if status == .success, format == .text, !quiet, let report = outcome.report {
                console.line(summary(report))
            }
            return status
        }

        /// The closing line: how many files were recorded, and as what.
        static func summary(_ report: GenerationReport) -> String {
            let recorded = report.files.filter { $0.status == .record }
            guard !recorded.isEmpty else { return "nothing to record; \(GenerationLock.fileName) unchanged" }
            let edits = recorded.filter(\.recordsAsEdit).count
            let files = "\(recorded.count) file\(recorded.count == 1 ? "" : "s")"
            let detail =
                "\(edits) as your edit\(edits == 1 ? "" : "s") of today's rendering, \(recorded.count - edits) identical to it"
            return report.wrote
                ? "recorded \(files) in \(GenerationLock.fileName) (\(detail)); spec changes now merge into them"
                : "would record \(files) in \(GenerationLock.fileName) (\(detail))"
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen adopt [<ModuleName>...] [options]

            Records the existing files of the spec's modules (every module, or those named) in
            viper-gen.lock as your edited version of today's rendering, so that the next spec change
            merges into them instead of conflicting as files the lock does not list. For files made
            before the lock, by Xcode's templates or by hand. Writes viper-gen.lock only, and says
            what it recorded and what it skipped and why (missing, already tracked, conflict markers
            left, a module generated from an earlier spec).

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen adopt
              viper-gen adopt Login Settings --dry-run

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("adopt")?.help ?? usage }
    }
}
