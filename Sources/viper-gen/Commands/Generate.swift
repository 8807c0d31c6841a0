#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ViperGenKit

extension ViperGen {
    /// `viper-gen generate [<ModuleName>...] [--spec FILE] [options]` (and `viper-gen <ModuleName>`).
    enum Generate {
        static let flags: Set<String> = [
            "--dry-run", "--check", "--diff", "--prune", "--force", "--skip-existing", "--quiet", "-q", "--verbose", "--help", "-h",
        ]
        static let options: Set<String> = [
            "--pattern", "--ui", "--binding", "--tests", "--layout", "--domain", "--output", "--tests-output",
            "--testable-import", "--templates", "--spec", "--format", "--xcodeproj", "--ios",
        ]
        static let repeatable: Set<String> = ["--target", "--test-target"]

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
            let parsed = try Arguments(arguments, flags: flags, options: options, repeatable: repeatable, command: "generate")
            if parsed.has("--help") || parsed.has("-h") {
                console.write(help)
                return .success
            }
            let format = parsed.value("--format") ?? "text"
            guard format == "text" || format == "json" || format == "github" else {
                throw UsageError("invalid value '\(format)' for --format; valid values: text, json, github", help: "generate")
            }
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
            let renderer = GenerateRenderer(console: console, json: format == "json", github: format == "github", quiet: parsed.has("--quiet") || parsed.has("-q"),
                                            verbose: parsed.has("--verbose"), diff: parsed.has("--diff"))
            return try renderer.show(outcome)
        }

        static func isModuleIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }

        static let help = """
            USAGE: viper-gen generate [<ModuleName>...] [--spec FILE] [options]
                   viper-gen <ModuleName>... [options]

            Writes one module per name (or every module of viper-gen.json) with its mocks and tests.
            Files you edited are merged with the spec's changes (viper-gen.lock records what was generated);
            nothing is written when any file would conflict, unless --force or --skip-existing.

            OPTIONS:
              --pattern viper|mvp|mvvm|mvc      architecture pattern (default: viper)
              --ui uikit|swiftui|swiftui-hosted  UI (default: uikit): UIKit; pure SwiftUI (NavigationStack,
                                     iOS 16+); or SwiftUI views hosted in UIKit navigation
              --binding closures|combine|observation
                                                 how an MVVM view observes its view model (default: closures)
              --tests xctest|swift-testing|none  test framework of the generated tests (default: xctest)
              --layout module|type|domain        folder layout (default: module)
              --ios VERSION                      the iOS version the app supports, 15.0 or later (default: 17.0);
                                                 below 17, SwiftUI state is an ObservableObject
              --domain NAME                      feature domain for --layout domain
              --output DIR                       where sources go (default: App/Modules)
              --tests-output DIR                 where tests go (default: AppTests/Modules)
              --testable-import NAME             module under test in generated tests (default: App)
              --xcodeproj PATH                   also add the files to this Xcode project (App.xcodeproj)
              --target NAME                      target that compiles the sources (repeatable; default: the
                                                 project's only app target)
              --test-target NAME                 target that compiles the tests (repeatable; default: the
                                                 project's only unit-test target)
              --templates DIR                    user templates, searched before the built-in ones
              --spec FILE                        module spec (default: nearest viper-gen.json)
              --dry-run                          print the plan, write nothing
              --check                            like --dry-run; exit 1 if the files are out of date with the
                                                 spec (your own edits of generated files do not count)
              --diff                             with --dry-run or --check: print unified diffs of the changes
              --prune                            delete orphans (files no longer generated) still as generated
              --force                            take the new rendering for files in conflict
              --skip-existing                    keep existing files, create only missing ones
              --format text|json|github          report format (default: text); with json, errors are JSON too;
                                                 github: errors, warnings and drifted files as GitHub Actions annotations
              -q, --quiet                        print only the summary line (and warnings and errors)
              --verbose                          also print the spec, templates, lock and timing used (stderr)

            EXAMPLES:
              viper-gen Login
              viper-gen Settings --pattern mvvm --ui swiftui --binding observation
              viper-gen generate --spec viper-gen.json --check

            """
    }
}
