#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ViperGenKit

extension ViperGen {
    /// `viper-gen generate [<ModuleName>...] [--spec FILE] [options]` (and `viper-gen <ModuleName>`).
    enum Generate {
        static let flags: Set<String> = ["--dry-run", "--check", "--force", "--skip-existing", "--help", "-h"]
        static let options: Set<String> = [
            "--pattern", "--ui", "--binding", "--tests", "--layout", "--domain", "--output", "--tests-output",
            "--testable-import", "--templates", "--spec", "--format",
        ]

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do {
                return try execute(arguments, console: console)
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        /// The command-line options as a `GenerationOptions` layer (flags win over the config).
        static func flagOptions(_ parsed: Arguments) throws(UsageError) -> GenerationOptions {
            var options = GenerationOptions()
            options.pattern = try parsed.choice("--pattern", as: Pattern.self, command: "generate")
            options.ui = try parsed.choice("--ui", as: UIFlavor.self, command: "generate")
            options.binding = try parsed.choice("--binding", as: Binding.self, command: "generate")
            options.tests = try parsed.choice("--tests", as: TestFramework.self, command: "generate")
            options.layout = try parsed.choice("--layout", as: Layout.self, command: "generate")
            options.domain = parsed.value("--domain")
            options.output = parsed.value("--output")
            options.testsOutput = parsed.value("--tests-output")
            options.testableImport = parsed.value("--testable-import")
            options.templates = parsed.value("--templates")
            for (flag, value) in [("--output", options.output), ("--tests-output", options.testsOutput)] {
                if let value, value.isEmpty || value.contains("\0") {
                    throw UsageError("\(flag) needs a directory path", help: "generate")
                }
            }
            if let domain = options.domain, let problem = Identifier.typeNameProblem(domain) {
                throw UsageError("invalid --domain '\(domain)': \(problem.reason)" + (problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: "generate")
            }
            if let name = options.testableImport, !isModuleIdentifier(name) {
                throw UsageError("invalid --testable-import '\(name)': it must be a Swift module name (letters, digits, underscores)", help: "generate")
            }
            return options
        }

        static func execute(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, flags: flags, options: options, command: "generate")
            if parsed.has("--help") || parsed.has("-h") {
                console.write(help)
                return .success
            }
            let format = parsed.value("--format") ?? "text"
            guard format == "text" || format == "json" else {
                throw UsageError("invalid value '\(format)' for --format; valid values: text, json", help: "generate")
            }
            if parsed.has("--force"), parsed.has("--skip-existing") {
                throw UsageError("--force and --skip-existing contradict each other; choose one", help: "generate")
            }
            let flagLayer = try flagOptions(parsed)
            let names = parsed.positional
            var seenNames: [String: String] = [:]
            for name in names {
                // Login and LOGIN would be the same folders and files on macOS's file system.
                if let other = seenNames[name.lowercased()], other != name {
                    throw UsageError("module names \(quoted(other)) and \(quoted(name)) differ only by case; their files would collide on a case-insensitive file system (macOS). Choose one.")
                }
                seenNames[name.lowercased()] = name
                if let problem = Identifier.typeNameProblem(name) ?? Identifier.generatedSuffixProblem(name) {
                    var message = "invalid module name \(quoted(name)): \(problem.reason)"
                    if let suggestion = problem.suggestion { message += "; did you mean \(quoted(suggestion))?" }
                    throw UsageError(message)
                }
            }

            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            // The spec: --spec FILE, or a viper-gen.json found from here up to the repository root.
            var project = ProjectSpec()
            var specFound = false
            let specURL: URL?
            if let path = parsed.value("--spec") {
                specURL = URL(fileURLWithPath: path, relativeTo: cwd)
                let kind = PathKind.of(specURL?.path ?? "")
                guard kind != nil else {
                    throw UsageError("spec file '\(path)' does not exist; check --spec, or run 'viper-gen init' to create one")
                }
                if kind == .directory {
                    throw UsageError("--spec '\(path)' is a directory; give the path of a viper-gen.json file")
                }
            } else {
                specURL = SpecLocator.find(from: cwd)
            }
            if let specURL {
                let display = parsed.value("--spec") ?? SpecLocator.display(specURL, relativeTo: cwd)
                guard let data = FileManager.default.contents(atPath: specURL.path) else {
                    console.error("error: cannot read \(display)")
                    return .failure
                }
                do {
                    let decoded = try SpecDecoder.decode(data, file: display, overrides: flagLayer, selected: names.isEmpty ? nil : Set(names))
                    for warning in decoded.warnings { console.error(warning.description) }
                    project = decoded.spec
                    specFound = true
                } catch {
                    for issue in error.issues { console.error(issue.description) }
                    let count = error.errors.count
                    console.error("\(display): \(count) error\(count == 1 ? "" : "s"); nothing was generated.")
                    return .failure
                }
            }

            // Modules: the named ones (taken from the spec when it declares them), or every
            // module of the spec.
            var modules: [ModuleSpec]
            if names.isEmpty {
                guard specFound else {
                    throw UsageError("no module to generate: name one (viper-gen Login) or describe modules in viper-gen.json (viper-gen init)", help: "generate")
                }
                modules = project.modules
            } else {
                var seen: Set<String> = []
                modules = []
                for name in names where seen.insert(name).inserted {
                    modules.append(project.modules.first { $0.name == name } ?? ModuleSpec(name: name))
                }
            }
            let options = flagLayer.overriding(project.defaults)
            let resolved = modules.map { ResolvedModule($0, options: options) }
            for warning in ineffectiveFlagWarnings(parsed, modules: resolved) { console.error(warning) }

            var userTemplates: [String: String]?
            if let folder = options.templates {
                do {
                    userTemplates = try TemplateFolder.read(folder, base: cwd)
                } catch {
                    ViperGen.printError(error.description, console: console)
                    return .failure
                }
            }
            let library = TemplateLibrary(user: userTemplates, userRoot: options.templates)
            let plan: GenerationPlan
            do {
                plan = try Planner(library: library).plan(resolved, builder: ContextBuilder(project: project.modules))
            } catch {
                ViperGen.printError(error.description, console: console)
                console.error("Nothing was generated.")
                return .failure
            }

            let policy: ConflictPolicy = parsed.has("--force") ? .overwrite : (parsed.has("--skip-existing") ? .skipExisting : .fail)
            let writer = PlanWriter(base: cwd)
            let assessed: [AssessedFile]
            do {
                assessed = try writer.assess(plan, policy: policy)
            } catch {
                ViperGen.printError(error.description, console: console)
                return .failure
            }

            let dryRun = parsed.has("--dry-run") || parsed.has("--check")
            if dryRun {
                let report = GenerationReport(files: assessed, wrote: false)
                console.write(format == "json" ? report.json : report.text)
                if parsed.has("--check") {
                    let drift = assessed.filter { $0.status != .unchanged && $0.status != .skip }
                    if !drift.isEmpty {
                        console.error("error: \(drift.count) file\(drift.count == 1 ? "" : "s") would change; run 'viper-gen generate' to update them.")
                        return .failure
                    }
                }
                return assessed.contains { $0.status == .conflict } ? .failure : .success
            }

            let interruption = Interruption()
            let trap = SignalTrap(interruption: interruption)
            defer { trap.restore() }
            do {
                try writer.write(assessed, interruption: interruption)
            } catch {
                if case .conflicts = error, format == "json" {
                    console.write(GenerationReport(files: assessed, wrote: false).json)
                }
                ViperGen.printError(error.description, console: console)
                return .failure
            }
            let report = GenerationReport(files: assessed, wrote: true)
            console.write(format == "json" ? report.json : report.text)
            return .success
        }

        static func isModuleIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }

        /// A name in double quotes with control characters made visible.
        static func quoted(_ name: String) -> String {
            JSONText.quoted(name)
        }

        static let help = """
            USAGE: viper-gen generate [<ModuleName>...] [--spec FILE] [options]
                   viper-gen <ModuleName>... [options]

            Writes one module per name (or every module of viper-gen.json) with its mocks and tests.
            Nothing is written when any file would conflict, unless --force or --skip-existing.

            OPTIONS:
              --pattern viper|mvp|mvvm|mvc      architecture pattern (default: viper)
              --ui uikit|swiftui                 UI framework (default: uikit)
              --binding closures|combine|observation
                                                 how an MVVM view observes its view model (default: closures)
              --tests xctest|swift-testing|none  test framework of the generated tests (default: xctest)
              --layout module|type|domain        folder layout (default: module)
              --domain NAME                      feature domain for --layout domain
              --output DIR                       where sources go (default: App/Modules)
              --tests-output DIR                 where tests go (default: AppTests/Modules)
              --testable-import NAME             module under test in generated tests (default: App)
              --templates DIR                    user templates, searched before the built-in ones
              --spec FILE                        module spec (default: nearest viper-gen.json)
              --dry-run                          print the plan, write nothing
              --check                            like --dry-run; exit 1 if anything would change
              --force                            overwrite files whose content differs
              --skip-existing                    keep existing files, create only missing ones
              --format text|json                 report format (default: text)

            EXAMPLES:
              viper-gen Login
              viper-gen Settings --pattern mvvm --ui swiftui --binding observation
              viper-gen generate --spec viper-gen.json --check

            """
    }
}
