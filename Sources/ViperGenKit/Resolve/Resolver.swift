import Mustache
import TextSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides what a `generate` run generates: the spec (if any) decoded and validated against
/// the template sets in use, the modules selected by name, every option layered (module key >
/// command-line flag > the spec's `defaults` > built-in default), and every diagnostic.
///
/// The one place where options are resolved (XcodeGen's load → resolve → validate). Pure but
/// for `readTemplates`, which the caller supplies to read a user template folder.
package struct Resolver {
    /// The spec file's bytes and the path shown in messages.
    package struct SpecFile: Sendable {
        package var data: Data
        package var display: String
        /// The absolute folder of the spec: its relative paths resolve against it.
        package var directory: String
        package init(data: Data, display: String, directory: String) {
            self.data = data
            self.display = display
            self.directory = directory
        }
    }

    /// What the run will generate.
    package struct Resolution: Sendable {
        /// The decoded spec (empty without a spec file).
        package var project: ProjectSpec
        package var modules: [ResolvedModule]
        /// The templates in use: the user's folder (if any) over the built-in ones.
        package var library: TemplateLibrary
        /// Spec warnings, then warnings about flags that change nothing, in that order.
        package var warnings: [Diagnostic]
        /// The absolute folder output paths are relative to and the lock lives in: the spec's
        /// folder, or the working directory without a spec.
        package var baseDirectory: String
        /// The spec as shown to the user, or nil without one.
        package var specDisplay: String?
        /// The command-line options with their paths made relative to `baseDirectory`'s terms
        /// (absolute when the spec lives elsewhere): what the lock records.
        package var flags: GenerationOptions
        /// The modules named on the command line; nil: the whole spec.
        package var selectedNames: Set<String>?
    }

    /// Why a run cannot go on.
    package enum Failure: DiagnosticsConvertible, Sendable, Equatable {
        /// A mistake in the command line (exit status 2), one diagnostic per problem;
        /// `pointsToHelp` when the command's `--help` shows what to type instead.
        case usage([Diagnostic], pointsToHelp: Bool)
        /// Errors in the spec file, with its warnings (exit status 1).
        case spec(SpecErrors, display: String)
        /// The user template folder cannot be read (exit status 1).
        case templates(Diagnostic)

        /// A command-line mistake with one diagnostic.
        static func usage(_ message: String, suggestion: String? = nil, pointsToHelp: Bool = false) -> Failure {
            .usage([Diagnostic(message: message, suggestion: suggestion)], pointsToHelp: pointsToHelp)
        }

        package var diagnostics: [Diagnostic] {
            switch self {
            case .usage(let diagnostics, _): diagnostics
            case .spec(let errors, _): errors.diagnostics
            case .templates(let diagnostic): [diagnostic]
            }
        }
    }

    /// Command-line options (flags only; the spec's `defaults` come from the spec).
    package var flags: GenerationOptions
    /// Modules named on the command line; empty: every module of the spec.
    package var moduleNames: [String]
    /// Flags the user gave explicitly, for warnings about flags that change nothing.
    package var givenFlags: Set<String>

    /// The absolute working directory: command-line paths are relative to it.
    package var workingDirectory: String
    /// Whether the output's file system ignores case (macOS by default).
    package var caseInsensitiveFileSystem = false
    /// The Xcode target `flags.ios` was read from, when the run read it there: version problems
    /// then say so and are fixed in Xcode.
    package var receivingTarget: ReceivingTargetVersion?

    package init(
        flags: GenerationOptions, moduleNames: [String], givenFlags: Set<String> = [], workingDirectory: String
    ) {
        self.flags = flags
        self.moduleNames = moduleNames
        self.givenFlags = givenFlags
        self.workingDirectory = workingDirectory
    }

    /// The flags with relative paths made absolute when the spec's folder is not the working
    /// directory: paths typed on the command line are relative to where the command runs,
    /// paths in the spec to the spec's folder.
    func flags(anchoredFor base: String) -> GenerationOptions {
        guard PathText.normalize(base) != PathText.normalize(workingDirectory) else { return flags }
        // Relative to the spec's folder (with `../` steps), so the lock records the same
        // paths wherever the command runs.
        func anchor(_ path: String?) -> String? {
            guard let path, !path.hasPrefix("/") else { return path }
            return PathText.display(workingDirectory + "/" + path, from: base)
        }
        var anchored = flags
        anchored.output = anchor(flags.output)
        anchored.testsOutput = anchor(flags.testsOutput)
        anchored.templates = anchor(flags.templates)
        anchored.xcodeproj = anchor(flags.xcodeproj)
        return anchored
    }

    /// Resolves the run. `readTemplates` reads a user template folder given by `--templates`
    /// or `defaults.templates` into path → text.
    package func resolve(
        spec: SpecFile?, readTemplates: (String) throws(Failure) -> [String: String]
    ) throws(Failure) -> Resolution {
        try checkModuleNames()
        let base = spec?.directory ?? workingDirectory
        let flags = self.flags(anchoredFor: base)
        var project = ProjectSpec()
        var specWarnings: [SpecIssue] = []
        var library = TemplateLibrary()
        if let spec {
            // Decode against the built-in sets; when the spec or a flag names a user template
            // folder, decode again against the names that folder's sets declare.
            var decoded = try decode(spec, flags: flags, generatedTypes: .builtIn)
            if let folder = OptionLayers(flags: flags, defaults: decoded.spec.defaults).value(\.templates) {
                library = TemplateLibrary(user: try readTemplates(folder), userRoot: folder)
                let generated = library.generatedTypeNames()
                if generated != .builtIn { decoded = try decode(spec, flags: flags, generatedTypes: generated) }
            }
            project = decoded.spec
            specWarnings = decoded.warnings
        } else if let folder = flags.templates {
            library = TemplateLibrary(user: try readTemplates(folder), userRoot: folder)
        }

        let selected: [ModuleSpec]
        if moduleNames.isEmpty {
            guard spec != nil else {
                throw .usage(
                    "no module to generate: name one (viper-gen Login) or describe modules in viper-gen.json (viper-gen init)",
                    pointsToHelp: true)
            }
            selected = project.modules
        } else {
            var seen: Set<String> = []
            selected = moduleNames.filter { seen.insert($0).inserted }.map { name in
                project.modules.first { $0.name == name } ?? ModuleSpec(name: name)
            }
        }
        // `viper-gen Tasklist` with `TaskList` in the spec: a new module whose folder differs
        // only in case, almost certainly a typo (and the same folder on a case-insensitive disk).
        var caseWarnings: [Diagnostic] = []
        // A spec without "modules" is a config file; run alone, it generates nothing: say so, as
        // for an empty "modules" (which the decoder reports).
        if moduleNames.isEmpty, let spec, project.modules.isEmpty,
            !specWarnings.contains(where: { $0.problem == .noModules })
        {
            caseWarnings.append(
                Diagnostic(
                    severity: .warning,
                    message: "\(spec.display) declares no module (no \"modules\" key); nothing to generate: "
                        + "name one (viper-gen generate Login) or add \"modules\": [{\"name\": \"Login\"}]"))
        }
        for name in moduleNames where !project.modules.contains(where: { $0.name == name }) {
            guard let similar = project.modules.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                // Generated by name beside a spec that does not declare it: the spec's checks
                // (`--check`, `--prune`) will take its files for another module's leftovers.
                if let spec, !project.modules.isEmpty {
                    caseWarnings.append(
                        Diagnostic(
                            severity: .warning,
                            message: "module \(JSONText.quoted(name)) is not in \(spec.display); "
                                + "generate --check and --prune will count its files as orphans. Add it to the spec with 'viper-gen add \(name)'",
                            suggestion: "viper-gen add \(name)"))
                }
                continue
            }
            if caseInsensitiveFileSystem {
                throw .usage(
                    "module \(JSONText.quoted(name)) is not in the spec, which has \(JSONText.quoted(similar.name)); on this case-insensitive file system their folders would be one. Did you mean \(JSONText.quoted(similar.name))?",
                    suggestion: similar.name)
            }
            caseWarnings.append(
                Diagnostic(
                    severity: .warning,
                    message:
                        "module \(JSONText.quoted(name)) is not in the spec; did you mean \(JSONText.quoted(similar.name))? (generating \(JSONText.quoted(name)) as a new module)",
                    suggestion: similar.name))
        }
        let options = OptionLayers(flags: flags, defaults: project.defaults).projectWide
        var modules = selected.map { ResolvedModule($0, options: options) }
        // Observation below iOS 17 from a flag (the spec's own requests are positioned errors).
        if let module = modules.first(where: {
            $0.pattern == .mvvm && $0.binding == .observation && !$0.ios.hasObservation
        }) {
            throw .usage(
                "--binding observation needs iOS 17 (Observation), and \(module.name) targets iOS \(module.ios)"
                    + (iosOrigin(module)?.origin ?? "") + "; use --binding combine or closures, or "
                    + (iosOrigin(module)?.raise(to: .observation) ?? "--ios 17.0"))
        }
        try checkUIFlavours(modules, project: project, options: options)
        let warnings = specWarnings.map(\.diagnostic) + caseWarnings + ineffectiveFlagWarnings(modules)
        // The top-level services and entities, generated once for whichever modules run.
        if project.hasSharedDeclarations { modules.insert(.sharedDeclarations(of: project, options: options), at: 0) }
        return Resolution(
            project: project, modules: modules, library: library, warnings: warnings, baseDirectory: base,
            specDisplay: spec?.display, flags: flags, selectedNames: moduleNames.isEmpty ? nil : Set(moduleNames))
    }

    private func decode(_ spec: SpecFile, flags: GenerationOptions, generatedTypes: GeneratedTypeNames) throws(Failure)
        -> DecodedSpec
    {
        do {
            return try SpecDecoder.decode(
                spec.data, file: spec.display, overrides: flags, selected: moduleNames.isEmpty ? nil : Set(moduleNames),
                generatedTypes: generatedTypes, receivingTarget: receivingTarget)
        } catch {
            throw .spec(error, display: spec.display)
        }
    }

    /// Module names from the command line: valid type names, not differing only by case.
    private func checkModuleNames() throws(Failure) {
        var seen: [String: String] = [:]
        for name in moduleNames {
            // Login and LOGIN would be the same folders and files on macOS's file system.
            if let other = seen[name.lowercased()], other != name {
                throw .usage(
                    "module names \(JSONText.quoted(other)) and \(JSONText.quoted(name)) differ only by case; their files would collide on a case-insensitive file system (macOS). Choose one."
                )
            }
            seen[name.lowercased()] = name
            if let problem = Identifier.typeNameProblem(name) ?? Identifier.moduleSuffixProblem(name) {
                var message = "invalid module name \(JSONText.quoted(name)): \(problem.reason)"
                if let suggestion = problem.suggestion { message += "; did you mean \(JSONText.quoted(suggestion))?" }
                throw .usage(message, suggestion: problem.suggestion)
            }
        }
    }

    /// Warnings for flags that change nothing about the modules being generated: `--binding`
    /// when none of them is MVVM, `--domain` when none uses layout `domain`. Such a flag is most
    /// likely missing its companion (`--pattern mvvm`, `--layout domain`); the run goes on.
    func ineffectiveFlagWarnings(_ modules: [ResolvedModule]) -> [Diagnostic] {
        guard let first = modules.first else { return [] }
        let single = modules.count == 1
        var warnings: [Diagnostic] = []
        if givenFlags.contains("--binding"), !modules.contains(where: { $0.pattern == .mvvm }) {
            let reason =
                single
                ? "\(first.spec.name) is \(first.pattern.displayName), and bindings apply to MVVM modules"
                : "none of the \(modules.count) modules is MVVM, and bindings apply to MVVM modules"
            warnings.append(
                Diagnostic(severity: .warning, message: "--binding has no effect: \(reason) (add --pattern mvvm)"))
        }
        if givenFlags.contains("--domain"), !modules.contains(where: { $0.layout == .domain }) {
            let reason =
                single
                ? "\(first.spec.name) uses layout '\(first.layout.rawValue)', and a domain applies to layout 'domain'"
                : "none of the \(modules.count) modules uses layout 'domain'"
            warnings.append(
                Diagnostic(severity: .warning, message: "--domain has no effect: \(reason) (add --layout domain)"))
        }
        return warnings
    }
}

extension Resolver.Resolution {
    /// Renders every file of every module: the generation plan, nothing written.
    package func plan() throws(GenerationError) -> GenerationPlan {
        try Planner(library: library).plan(modules, builder: contextBuilder)
    }

    /// What builds the template contexts of this run: it knows every module of the spec (route
    /// destinations) and its top-level declarations.
    package var contextBuilder: ContextBuilder {
        ContextBuilder(project: project, modules: project.resolvedModules(flags: flags, selected: selectedNames))
    }

    /// The context templates receive for the module `name` of this run (`Shared` for the
    /// top-level declarations), without the per-file `fileName`; nil when it is not in the run.
    package func context(ofModule name: String) -> Value? {
        modules.first { $0.name == name }.map { contextBuilder.context(for: $0) }
    }
}
