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
                throw UsageError("invalid --domain '\(domain)': \(problem.reason)" + (problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: command)
            }
            if let name = options.testableImport, !isModuleIdentifier(name) {
                // `my-app` → `my_app`: Xcode turns the same characters into underscores.
                var fixed = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
                if fixed.first?.isNumber == true { fixed = "_" + fixed }
                let hint = isModuleIdentifier(fixed) && fixed != name ? "; did you mean '\(fixed)'?" : ""
                throw UsageError("invalid --testable-import '\(name)': it must be a Swift module name (letters, digits, underscores)\(hint)", help: command)
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
            guard format == "text" || format == "json" else {
                throw UsageError("invalid value '\(format)' for --format; valid values: text, json", help: "generate")
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
            let json = format == "json"
            let quiet = parsed.has("--quiet") || parsed.has("-q")
            let clock = Stopwatch()
            /// A failure that stops the run: as `file:line:col: error: ...` text on stderr, or
            /// as JSON diagnostics on stdout with --format json.
            func failed(_ message: String, then note: String? = nil) -> ExitCode {
                if json {
                    console.write(DiagnosticsJSON.failure(message).text)
                } else {
                    ViperGen.printError(message, console: console)
                    if let note { console.error(note) }
                }
                return .failure
            }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            // The spec: --spec FILE, or a viper-gen.json found from here up to the repository root.
            var specFile: Resolver.SpecFile?
            if let specURL = try locateSpec(parsed, cwd: cwd) {
                let display = SpecLocator.display(specURL, relativeTo: cwd)
                guard let data = FileManager.default.contents(atPath: specURL.path) else {
                    return failed("cannot read \(display)")
                }
                specFile = Resolver.SpecFile(data: data, display: display, directory: specURL.standardizedFileURL.deletingLastPathComponent().path)
            }
            var resolver = Resolver(
                flags: flagLayer, moduleNames: parsed.positional,
                givenFlags: Set(["--binding", "--domain"].filter { parsed.value($0) != nil }), workingDirectory: cwd.path)
            let base = URL(fileURLWithPath: specFile?.directory ?? cwd.path)
            resolver.caseInsensitiveFileSystem = PathKind.isCaseInsensitive(base.path)
            var missingTemplateFlag = false
            func readTemplates(_ folder: String) throws(Resolver.Failure) -> [String: String] {
                do {
                    return try TemplateFolder.read(folder, base: base)
                } catch {
                    missingTemplateFlag = error.isMissing && parsed.value("--templates") != nil
                    throw .templates(error.description)
                }
            }
            let resolution: Resolver.Resolution
            do throws(Resolver.Failure) {
                resolution = try resolver.resolve(spec: specFile, readTemplates: readTemplates)
            } catch {
                switch error {
                case .usage(let message):
                    throw UsageError(message, help: message.hasPrefix("no module") ? "generate" : nil)
                case .spec(let errors, let display):
                    if json {
                        console.write(DiagnosticsJSON.spec(errors.issues).text)
                        return .failure
                    }
                    for issue in errors.issues { console.error(issue.description) }
                    let count = errors.errors.count
                    console.error("\(display): \(count) error\(count == 1 ? "" : "s"); nothing was generated.")
                case .templates(let message):
                    // A mistyped --templates is the command line's mistake: exit 2.
                    if missingTemplateFlag { throw UsageError(message, help: "generate") }
                    return failed(message)
                }
                return .failure
            }
            for warning in resolution.warnings { console.error(warning) }
            if !parsed.values("--target").isEmpty || !parsed.values("--test-target").isEmpty,
               resolution.modules.allSatisfy({ $0.xcodeproj == nil }) {
                console.error("warning: --target and --test-target change nothing without an Xcode project; add --xcodeproj PATH")
            }
            let plan: GenerationPlan
            do {
                plan = try resolution.plan()
            } catch {
                // `--layout domain` without a domain: a missing flag, exit 2.
                if case .missingDomain = error, parsed.value("--layout")?.lowercased() == "domain" {
                    throw UsageError(error.description, help: "generate")
                }
                return failed(error.description, then: "Nothing was generated.")
            }
            let planned = clock.lap()

            // viper-gen.lock beside the spec (or here without one): what was generated last.
            let lockPath = resolution.baseDirectory + "/" + GenerationLock.fileName
            var lock: GenerationLock?
            var lockText: String?
            if PathKind.of(lockPath) != nil {
                guard let data = FileManager.default.contents(atPath: lockPath) else {
                    return failed("cannot read \(SpecLocator.display(URL(fileURLWithPath: lockPath), relativeTo: cwd))")
                }
                do {
                    lock = try GenerationLock.parse(data, file: SpecLocator.display(URL(fileURLWithPath: lockPath), relativeTo: cwd))
                    lockText = String(decoding: data, as: UTF8.self)
                } catch {
                    return failed(error.description + " (delete the lock to start afresh; files then count as not generated by viper-gen)")
                }
            }

            for warning in missingDestinations(resolution, lock: lock) { console.error(warning) }

            let policy: ConflictPolicy = parsed.has("--force") ? .overwrite : (parsed.has("--skip-existing") ? .skipExisting : .fail)
            let writer = PlanWriter(base: base)
            var assessed: [AssessedFile]
            let lockFile: AssessedFile?
            do {
                (assessed, lockFile) = try resolution.assess(
                    plan, writer: writer, policy: policy, lock: lock, existingLockText: lockText, prune: parsed.has("--prune"),
                    flags: resolution.flags, selected: parsed.positional, computeLock: !parsed.has("--dry-run") && !parsed.has("--check"))
            } catch {
                return failed(error.description)
            }
            // The Xcode projects: one more planned file each.
            do throws(XcodeProjectStep.Failure) {
                assessed += try xcodeProjects(resolution: resolution, assessed: assessed, base: base.path)
            } catch {
                if error.isUsage { throw UsageError(error.description) }
                return failed(error.description, then: "Nothing was generated.")
            }
            let assessedTime = clock.lap()
            let display = ReportDisplay(base: base.path, workingDirectory: cwd.path, spec: resolution.specDisplay)
            /// The report on stdout: JSON, the summary alone (--quiet), or the coloured listing.
            func show(_ report: GenerationReport) {
                if json {
                    console.write(report.json)
                } else if quiet {
                    console.line(report.summary)
                } else {
                    console.write(ReportColours.apply(to: report.text, console: console))
                }
            }
            /// --verbose: where things came from and how long each step took, on stderr.
            func explain(written: Double?) {
                guard parsed.has("--verbose") else { return }
                console.error("spec: \(resolution.specDisplay ?? "none (modules named on the command line)"), \(resolution.modules.count) module\(resolution.modules.count == 1 ? "" : "s") in this run")
                let templates = resolution.library.userRoot.map { "\($0) (user folder) over the built-in set" } ?? "built-in"
                console.error("templates: \(templates), fingerprint \(resolution.library.fingerprint.prefix(12))")
                console.error("lock: " + (lock.map { "\(GenerationLock.fileName), \($0.files.count) files recorded" } ?? "none yet"))
                var timing = "time: plan \(Stopwatch.milliseconds(planned)), assess \(Stopwatch.milliseconds(assessedTime))"
                if let written { timing += ", write \(Stopwatch.milliseconds(written))" }
                console.error(timing + ", total \(Stopwatch.milliseconds(clock.total))")
            }

            if parsed.has("--dry-run") || parsed.has("--check") {
                let report = GenerationReport(files: assessed, wrote: false, display: display)
                show(report)
                if parsed.has("--diff") { console.write(report.diffs) }
                explain(written: nil)
                if parsed.has("--check") {
                    let drift = assessed.filter(\.status.isDrift)
                    if !drift.isEmpty {
                        let orphans = drift.filter { $0.status == .orphan }.count
                        let hint = orphans == 0 ? "run 'viper-gen generate' to update them"
                            : "run 'viper-gen generate --prune' to update them and delete unedited orphans; delete edited orphans yourself"
                        console.error("error: \(drift.count) file\(drift.count == 1 ? "" : "s") out of date with the spec; \(hint).")
                        return .failure
                    }
                }
                return assessed.contains { $0.status == .conflict } ? .failure : .success
            }

            let interruption = Interruption()
            let trap = SignalTrap(interruption: interruption)
            defer { trap.restore() }
            do {
                try writer.write(assessed, lockFile: lockFile, interruption: interruption)
            } catch {
                let report = GenerationReport(files: assessed, wrote: false, display: display)
                if case .conflicts(let paths) = error {
                    if format == "json" { console.write(report.json) } else { console.error(report.conflictDetails) }
                    // Paths as the report shows them: from where the command runs.
                    ViperGen.printError(WriteError.conflicts(paths.map(display.path)).description, console: console)
                    return .failure
                }
                return failed(error.description)
            }
            let written = clock.lap()
            let report = GenerationReport(files: assessed, wrote: true, display: display)
            show(report)
            explain(written: written)
            return .success
        }

        /// Each Xcode project of the run, as an assessed file: read here, edited by the kit.
        static func xcodeProjects(resolution: Resolver.Resolution, assessed: [AssessedFile], base: String) throws(XcodeProjectStep.Failure) -> [AssessedFile] {
            var files: [AssessedFile] = []
            for request in try XcodeProjectStep.requests(modules: resolution.modules, assessed: assessed, base: base) {
                let path = base + "/" + XcodeProjectStep.projectFile(request.project)
                guard PathKind.of(path) == .file, let data = FileManager.default.contents(atPath: path) else {
                    throw .missing(project: request.project)
                }
                files.append(try XcodeProjectStep.apply(request, text: String(decoding: data, as: UTF8.self)))
            }
            return files
        }

        /// The spec file: `--spec FILE` (which must exist and be a file), or the nearest
        /// viper-gen.json from `cwd` up to the repository root; nil when there is none.
        static func locateSpec(_ parsed: Arguments, cwd: URL) throws(UsageError) -> URL? {
            guard let path = parsed.value("--spec") else { return SpecLocator.find(from: cwd) }
            let url = URL(fileURLWithPath: path, relativeTo: cwd)
            switch PathKind.of(url.path) {
            case nil:
                throw UsageError("spec file '\(path)' does not exist; check --spec, or run 'viper-gen init' to create one")
            case .directory?:
                throw UsageError("--spec '\(path)' is a directory; give the path of a viper-gen.json file")
            default:
                return url
            }
        }

        static func isModuleIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }

        /// Warnings for routes to modules that a run of named modules does not generate and that
        /// viper-gen has not generated before (the lock does not know them): their factory would
        /// be missing.
        static func missingDestinations(_ resolution: Resolver.Resolution, lock: GenerationLock?) -> [String] {
            guard let selected = resolution.selectedNames else { return [] }
            let known = selected.union(lock?.modules.map(\.name) ?? [])
            var warnings: [String] = []
            for module in resolution.modules where !module.isSharedDeclarations {
                for route in module.spec.routes where !known.contains(route.target) {
                    warnings.append("warning: \(module.name) routes to \(route.target), which this run does not generate and viper-gen "
                        + "has not generated before; generate it too (viper-gen generate \(module.name) \(route.target)) unless the app has it")
                }
            }
            return warnings
        }

        /// A name in double quotes with control characters made visible.
        static func quoted(_ name: String) -> String {
            JSONText.quoted(name)
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
              --format text|json                 report format (default: text); with json, errors are JSON too
              -q, --quiet                        print only the summary line (and warnings and errors)
              --verbose                          also print the spec, templates, lock and timing used (stderr)

            EXAMPLES:
              viper-gen Login
              viper-gen Settings --pattern mvvm --ui swiftui --binding observation
              viper-gen generate --spec viper-gen.json --check

            """
    }
}
