import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen generate [<ModuleName>...] [--spec FILE] [options]` (and `viper-gen <ModuleName>`).
    enum Generate {
        /// The report's forms (`--format`).
        enum Format: String, CaseIterable {
            case text, json, github
        }

        /// What a conflict does (`--conflict`).
        enum ConflictStyle: String, CaseIterable {
            case stop, markers
        }

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("generate", arguments, console: console) { parsed throws(UsageError) in
                let format = try parsed.choice("--format", as: Format.self, command: "generate") ?? .text
                let interruption = Interruption()
                let request = try request(parsed, interruption: interruption)
                let trap = SignalTrap(interruption: interruption)
                let outcome = GenerateRun(request).run()
                trap.restore()
                return try GenerateRenderer(parsed, format: format, console: console).show(outcome)
            }
        }

        /// Flags that cannot go together, checked before the options' values (as they always were).
        static func refuseContradictions(_ parsed: Arguments) throws(UsageError) {
            let policies =
                ["--force", "--overwrite", "--skip-existing"].filter(parsed.has)
                + (parsed.value("--conflict")?.lowercased() == ConflictStyle.markers.rawValue
                    ? ["--conflict markers"] : [])
            if policies.count > 1 {
                throw UsageError(
                    "\(policies.dropLast().joined(separator: ", ")) and \(policies.last ?? "") contradict each other; choose one",
                    help: "generate")
            }
            try refuse(
                parsed.has("--check"), parsed.has("--skip-existing"),
                "--check reports drift and --skip-existing would hide it; run --check without it")
            try refuse(
                parsed.has("--diff"), !parsed.has("--dry-run") && !parsed.has("--check"),
                "--diff shows what a run would change: add --dry-run or --check")
        }

        /// How conflicts are treated: `--force`, `--overwrite`, `--skip-existing` or `--conflict`.
        static func policy(_ parsed: Arguments) throws(UsageError) -> ConflictPolicy {
            if parsed.has("--force") { return .theirs }
            if parsed.has("--overwrite") { return .overwrite }
            if parsed.has("--skip-existing") { return .skipExisting }
            let style = try parsed.choice("--conflict", as: ConflictStyle.self, command: "generate") ?? .stop
            return style == .markers ? .markers : .fail
        }

        /// A usage error when both conditions hold.
        static func refuse(_ first: Bool, _ second: Bool, _ message: String) throws(UsageError) {
            if first, second { throw UsageError(message, help: "generate") }
        }

        /// The command-line options as a `GenerationOptions` layer.
        static func flagOptions(_ parsed: Arguments, command: String = "generate") throws(UsageError)
            -> GenerationOptions
        {
            try FlagLayer(parsed: parsed, command: command).options()
        }

        /// The request the command line asks for; contradictions and bad values are usage errors.
        static func request(_ parsed: Arguments, interruption: Interruption) throws(UsageError) -> GenerateRequest {
            try refuseContradictions(parsed)
            let flagLayer = try flagOptions(parsed)
            try refuse(
                parsed.isQuiet, parsed.has("--verbose"), "--quiet and --verbose contradict each other; choose one")
            var request = GenerateRequest(
                flags: flagLayer, moduleNames: parsed.positional, specPath: parsed.value("--spec"),
                workingDirectory: FileManager.default.currentDirectoryPath,
                mode: parsed.has("--check") ? .check : (parsed.has("--dry-run") ? .dryRun : .write),
                policy: try policy(parsed),
                prune: parsed.has("--prune"), interruption: interruption)
            request.runLockWait = try wait(parsed, command: "generate")
            // Said at once, before the wait: the run may sit there for a while.
            request.runLockWaiting = { notice in StandardError.write(DiagnosticPrinter.text([notice])) }
            return request
        }

        /// `--wait SECONDS`, or the run lock's default.
        static func wait(_ parsed: Arguments, command: String) throws(UsageError) -> Double {
            guard let text = parsed.value("--wait") else { return RunLock.defaultWait }
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw UsageError("--wait must be a number of seconds from 0 to 86400; got '\(text)'", help: command)
            }
            return seconds
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen generate [<ModuleName>...] [--spec FILE] [options]
                   viper-gen <ModuleName>... [options]

            Writes one module per name (or every module of viper-gen.json) with its mocks and tests.
            Files you edited are merged with the spec's changes (viper-gen.lock records what was generated);
            nothing is written when any file would conflict, unless --conflict markers, --force, --overwrite
            or --skip-existing.

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen Login
              viper-gen Settings --pattern mvvm --ui swiftui --binding observation
              viper-gen generate --spec viper-gen.json --check

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("generate")?.help ?? usage }
    }
}
