#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ViperGenKit

extension ViperGen {
    /// `viper-gen generate [<ModuleName>...] [--spec FILE] [options]` (and `viper-gen <ModuleName>`).
    enum Generate {
        /// The report's forms (`--format`).
        enum Format: String, CaseIterable {
            case text, json, github
        }

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do {
                return try execute(arguments, console: console)
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        /// The command-line options as a `GenerationOptions` layer (flags win over the config).
        static func flagOptions(_ parsed: Arguments, command: String = "generate") throws(UsageError) -> GenerationOptions {
            var options = GenerationOptions()
            options.pattern = try parsed.choice("--pattern", as: Pattern.self, command: command)
            options.ui = try parsed.choice("--ui", as: UIFlavor.self, command: command)
            options.binding = try parsed.choice("--binding", as: Binding.self, command: command)
            options.tests = try parsed.choice("--tests", as: TestFramework.self, command: command)
            options.layout = try parsed.choice("--layout", as: Layout.self, command: command)
            options.domain = parsed.value("--domain")
            options.output = parsed.value("--output")
            options.testsOutput = parsed.value("--tests-output")
            options.testableImport = parsed.value("--testable-import")
            options.templates = parsed.value("--templates")
            options.xcodeproj = parsed.value("--xcodeproj").map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            options.targets = parsed.values("--target").isEmpty ? nil : parsed.values("--target")
            options.testTargets = parsed.values("--test-target").isEmpty ? nil : parsed.values("--test-target")
            if let ios = parsed.value("--ios") {
                if let problem = DeploymentTarget.problem(ios) { throw UsageError("invalid --ios: \(problem)", help: command) }
                options.ios = DeploymentTarget(ios)
            }
            if let project = options.xcodeproj, !project.hasSuffix(".xcodeproj") || project.contains("\0") {
                throw UsageError("--xcodeproj '\(project)' is not an Xcode project; give the path of the folder ending in .xcodeproj", help: command)
            }
            for flag in ["--target", "--test-target"] {
                let names = parsed.values(flag)
                if names.contains(where: { $0.isEmpty || $0.contains("\0") }) { throw UsageError("\(flag) needs a target name", help: command) }
                if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                    throw UsageError("\(flag) '\(twice)' is given more than once", help: command)
                }
            }
            for (flag, value) in [("--output", options.output), ("--tests-output", options.testsOutput)] {
                if let value, value.isEmpty || value.contains("\0") {
                    throw UsageError("\(flag) needs a directory path", help: command)
                }
            }
            if let domain = options.domain, let problem = Identifier.typeNameProblem(domain) {
                throw UsageError("invalid --domain '\(domain)': \(problem.reason)" + (problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: command,
                                 suggestion: problem.suggestion)
            }
            if let name = options.testableImport, !isModuleIdentifier(name) {
                // `my-app` → `my_app`: Xcode turns the same characters into underscores.
                var fixed = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
                if fixed.first?.isNumber == true { fixed = "_" + fixed }
                let suggestion = isModuleIdentifier(fixed) && fixed != name ? fixed : nil
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("invalid --testable-import '\(name)': it must be a Swift module name (letters, digits, underscores)\(hint)", help: command,
                                 suggestion: suggestion)
            }
            return options
        }

        static func execute(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, for: "generate")
            if parsed.has("--help") || parsed.has("-h") {
                console.write(help)
                return .success
            }
            let format = try parsed.choice("--format", as: Format.self, command: "generate") ?? .text
            if parsed.has("--force"), parsed.has("--skip-existing") {
                throw UsageError("--force and --skip-existing contradict each other; choose one", help: "generate")
            }
            if parsed.has("--check"), parsed.has("--skip-existing") {
                throw UsageError("--check reports drift and --skip-existing would hide it; run --check without it", help: "generate")
            }
            if parsed.has("--diff"), !parsed.has("--dry-run"), !parsed.has("--check") {
                throw UsageError("--diff shows what a run would change: add --dry-run or --check", help: "generate")
            }
            let flagLayer = try flagOptions(parsed)
            if parsed.has("--quiet") || parsed.has("-q"), parsed.has("--verbose") {
                throw UsageError("--quiet and --verbose contradict each other; choose one", help: "generate")
            }
            let interruption = Interruption()
            let request = GenerateRequest(
                flags: flagLayer, moduleNames: parsed.positional, specPath: parsed.value("--spec"),
                workingDirectory: FileManager.default.currentDirectoryPath,
                mode: parsed.has("--check") ? .check : (parsed.has("--dry-run") ? .dryRun : .write),
                policy: parsed.has("--force") ? .overwrite : (parsed.has("--skip-existing") ? .skipExisting : .fail),
                prune: parsed.has("--prune"), interruption: interruption)
            let trap = SignalTrap(interruption: interruption)
            let outcome = GenerateRun(request).run()
            trap.restore()
            let renderer = GenerateRenderer(console: console, json: format == .json, github: format == .github, quiet: parsed.has("--quiet") || parsed.has("-q"),
                                            verbose: parsed.has("--verbose"), diff: parsed.has("--diff"))
            return try renderer.show(outcome)
        }

        static func isModuleIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen generate [<ModuleName>...] [--spec FILE] [options]
                   viper-gen <ModuleName>... [options]

            Writes one module per name (or every module of viper-gen.json) with its mocks and tests.
            Files you edited are merged with the spec's changes (viper-gen.lock records what was generated);
            nothing is written when any file would conflict, unless --force or --skip-existing.

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
