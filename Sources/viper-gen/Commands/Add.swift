import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen add NAME [options]`: the module into viper-gen.json, then generated.
    enum Add {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("add", arguments, console: console) { parsed throws(UsageError) in
                guard parsed.positional.count == 1, let name = parsed.positional.first else {
                    throw UsageError("'add' takes one module name; got \(parsed.positional.count)", help: "add")
                }
                try Generate.refuseContradictions(parsed)
                let format = try parsed.choice("--format", as: Generate.Format.self, command: "add") ?? .text
                let options = try Generate.flagOptions(parsed, command: "add")
                let interruption = Interruption()
                var request = GenerateRequest(
                    specPath: parsed.value("--spec"), workingDirectory: FileManager.default.currentDirectoryPath,
                    mode: parsed.has("--dry-run") ? .dryRun : .write, interruption: interruption)
                request.policy = try Generate.policy(parsed)
                request.runLockWait = try Generate.wait(parsed, command: "add")
                request.runLockWaiting = { notice in StandardError.write(DiagnosticPrinter.text([notice])) }
                let trap = SignalTrap(interruption: interruption)
                let outcome = AddRun(module: SpecModuleEntry(name: name, options: options), request: request).run()
                trap.restore()
                return try GenerateRenderer(parsed, format: format, console: console).show(outcome, command: "add")
            }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen add <ModuleName> [options]

            Adds the module to viper-gen.json (created when there is none; the rest of the file is kept
            byte for byte) and generates it, so that 'generate --check' and '--prune' know it. Nothing is
            written when the module could not be generated; the options given are written into the
            module's entry.

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen add Feed
              viper-gen add Settings --pattern mvvm --ui swiftui --binding observation
              viper-gen add Profile --dry-run --diff

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("add")?.help ?? usage }
    }
}
