import Assessment
import SpecConformance
import TextSupport
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs one tool with the kit's pipelines (the same runs the CLI's commands use; nothing spawns
/// the CLI) and returns its result: structured JSON, the text for the content block, or the
/// diagnostics of a failure.
struct ToolRunner {
    let workspace: Workspace
    /// Reports progress (`done` of `total`, a message) when the request asked for it.
    let progress: (Double, Double, String) -> Void

    /// A successful tool result: structured content (a JSON object) and its text.
    struct Output {
        var structured: String
        var text: String
    }

    func run(_ tool: MCPTool, _ arguments: ToolArguments) throws(ToolError) -> Output {
        switch tool.name {
        case "plan": return try generate(arguments, write: false)
        case "generate": return try generate(arguments, write: true)
        case "add_module": return try addModule(arguments)
        case "graph": return try graph(arguments)
        case "assess": return try assess(arguments)
        case "recommend": return try recommend(arguments)
        case "xcodeproj_add_files": return try addFiles(arguments)
        default: return try templateContext(arguments)
        }
    }

    // MARK: - Generation

    /// The spec: the one named (inside the root), or the nearest viper-gen.json from the root,
    /// which must lie inside the root too.
    private func specPath(_ arguments: ToolArguments, required: Bool) throws(ToolFailure) -> String? {
        if let given = (try? arguments.string("spec")) ?? nil {
            let path = try workspace.resolve(given, argument: "spec")
            guard workspace.fileSystem.kind(of: path) == .file else {
                throw ToolFailure([
                    Diagnostic(message: "spec: \(given) is not a file; give the path of a viper-gen.json")
                ])
            }
            return path
        }
        if let found = SpecLocator.find(from: workspace.root, in: workspace.fileSystem), workspace.contains(found) {
            return found
        }
        if required {
            throw ToolFailure([
                Diagnostic(
                    message: "no viper-gen.json in the workspace root \(workspace.root); give one with \"spec\", "
                        + "or add a module with add_module")
            ])
        }
        return nil
    }

    private func generate(_ arguments: ToolArguments, write: Bool) throws(ToolError) -> Output {
        let modules = try arguments.strings("modules")
        let prune = try arguments.bool("prune")
        do throws(ToolFailure) {
            let spec = try specPath(arguments, required: true)
            var request = GenerateRequest(
                moduleNames: modules, specPath: spec, workingDirectory: workspace.root, mode: .dryRun,
                policy: .fail, prune: prune)
            let planned = try checked(GenerateRun(request).run())
            guard write else { return output(planned, diffs: true) }
            request.mode = .write
            return output(try checked(GenerateRun(request).run()), diffs: false)
        } catch {
            return try failure(error)
        }
    }

    private func addModule(_ arguments: ToolArguments) throws(ToolError) -> Output {
        guard let name = try arguments.string("name") else {
            throw .invalidParams("add_module: the argument \"name\" is required")
        }
        var options = GenerationOptions()
        options.pattern = try arguments.choice("pattern", Pattern.allCases.map(\.rawValue)).flatMap(
            Pattern.init(rawValue:))
        options.ui = try arguments.choice("ui", UIFlavor.allCases.map(\.rawValue)).flatMap(UIFlavor.init(rawValue:))
        options.binding = try arguments.choice("binding", Binding.allCases.map(\.rawValue)).flatMap(
            Binding.init(rawValue:))
        options.tests = try arguments.choice("tests", TestFramework.allCases.map(\.rawValue)).flatMap(
            TestFramework.init(rawValue:))
        let dryRun = try arguments.bool("dryRun")
        do throws(ToolFailure) {
            let spec = try specPath(arguments, required: false) ?? workspace.root + "/" + SpecLocator.fileName
            var request = GenerateRequest(specPath: spec, workingDirectory: workspace.root, mode: .dryRun)
            let entry = SpecModuleEntry(name: name, options: options)
            let planned = try checked(AddRun(module: entry, request: request).run())
            if dryRun { return output(planned, diffs: true) }
            request.mode = .write
            return output(try checked(AddRun(module: entry, request: request).run()), diffs: false)
        } catch {
            return try failure(error)
        }
    }

    /// The report of a run that did not fail and whose every file lies inside the root.
    private func checked(_ outcome: GenerateOutcome) throws(ToolFailure) -> GenerationReport {
        if let failure = outcome.failure {
            throw ToolFailure(
                outcome.warnings.filter { $0.severity == .error } + failure.diagnostics, report: outcome.report?.json)
        }
        guard let report = outcome.report else {
            throw ToolFailure([Diagnostic(message: "the run produced no report")])
        }
        for item in report.files {
            let absolute = item.file.path.hasPrefix("/") ? item.file.path : report.display.base + "/" + item.file.path
            let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
            if !workspace.contains(standard) {
                throw ToolFailure([
                    Diagnostic(
                        message: "\(report.display.path(item.file.path)) is outside the workspace root "
                            + "\(workspace.root): the spec's output folders must lie inside it",
                        note: "Nothing was written.")
                ])
            }
        }
        return report
    }

    private func output(_ report: GenerationReport, diffs: Bool) -> Output {
        let structured = JSONWriter.compactObject { writer in
            writer.key("report")
            writer.json(report.json)
            if diffs { writer.field("diffs", report.diffs) }
        }
        var text = report.summary
        if diffs, !report.diffs.isEmpty { text += "\n\n" + report.diffs }
        return Output(structured: structured, text: text)
    }

    // MARK: - Spec views

    private func resolution(_ arguments: ToolArguments, moduleNames: [String], required: Bool) throws(ToolFailure)
        -> Resolver.Resolution
    {
        let spec = try specPath(arguments, required: required)
        var file: Resolver.SpecFile?
        if let spec {
            guard let data = FileManager.default.contents(atPath: spec) else {
                throw ToolFailure([Diagnostic(message: "cannot read \(spec)")])
            }
            let display = SpecLocator.display(
                URL(fileURLWithPath: spec), relativeTo: URL(fileURLWithPath: workspace.root))
            file = Resolver.SpecFile(
                data: data, display: display, directory: URL(fileURLWithPath: spec).deletingLastPathComponent().path)
        }
        let base = file?.directory ?? workspace.root
        let resolver = Resolver(flags: GenerationOptions(), moduleNames: moduleNames, workingDirectory: workspace.root)
        do throws(Resolver.Failure) {
            return try resolver.resolve(
                spec: file,
                readTemplates: { folder throws(Resolver.Failure) in
                    do throws(TemplateFolder.Problem) {
                        return try TemplateFolder.read(folder, base: base)
                    } catch {
                        throw .templates(error.diagnostic)
                    }
                })
        } catch {
            throw ToolFailure(error.diagnostics)
        }
    }

    private func graph(_ arguments: ToolArguments) throws(ToolError) -> Output {
        do throws(ToolFailure) {
            let resolved = try resolution(arguments, moduleNames: [], required: true)
            let graph = AppGraph(project: resolved.project)
            let mermaid = AppGraphRenderer.render(graph, as: .mermaid)
            let json = trimmed(AppGraphRenderer.render(graph, as: .json))
            let structured = JSONWriter.compactObject { writer in
                writer.key("graph")
                writer.json(json)
                writer.field("mermaid", mermaid)
            }
            return Output(structured: structured, text: mermaid)
        } catch {
            return try failure(error)
        }
    }

    private func templateContext(_ arguments: ToolArguments) throws(ToolError) -> Output {
        guard let name = try arguments.string("module") else {
            throw .invalidParams("template_context: the argument \"module\" is required")
        }
        do throws(ToolFailure) {
            let shared = name == SharedDeclarations.moduleName
            let resolved = try resolution(arguments, moduleNames: shared ? [] : [name], required: shared)
            guard let context = resolved.context(ofModule: name) else {
                throw ToolFailure([
                    Diagnostic(
                        message: "the spec has no top-level services or entities, so there is no \(name) context")
                ])
            }
            let json = context.jsonText
            let structured = JSONWriter.compactObject { writer in
                writer.field("module", name)
                writer.key("context")
                writer.json(json)
            }
            return Output(structured: structured, text: json)
        } catch {
            return try failure(error)
        }
    }

    // MARK: - Code

    private func assess(_ arguments: ToolArguments) throws(ToolError) -> Output {
        let given = try arguments.string("path") ?? "."
        do throws(ToolFailure) {
            let folder = try workspace.resolve(given, argument: "path")
            guard workspace.fileSystem.kind(of: folder) == .directory else {
                throw ToolFailure([
                    Diagnostic(message: "path: \(given) is not a folder; give the folder of the Swift code to assess")
                ])
            }
            progress(0, 3, "finding the Swift files under \(given)")
            let files = SourceTree(root: folder).swiftFiles().count
            progress(1, 3, "measuring \(files) Swift \(files == 1 ? "file" : "files")")
            var request = AssessRequest(root: folder)
            request.architecture = try architecture(arguments)
            let outcome = AssessRun(request).run()
            if outcome.isEmpty {
                throw ToolFailure([
                    Diagnostic(message: "path: no Swift files under \(given); give the folder of the app's Swift code")
                ])
            }
            progress(2, 3, "encoding the report")
            let json = trimmed(ReportJSONEncoder.encode(outcome.report))
            progress(3, 3, "done")
            return Output(structured: json, text: json)
        } catch {
            return try failure(error)
        }
    }

    /// With "spec": the architecture it declares, for the report's `specFindings`.
    private func architecture(_ arguments: ToolArguments) throws(ToolFailure) -> DeclaredArchitecture? {
        guard (try? arguments.string("spec")) ?? nil != nil, let path = try specPath(arguments, required: true) else {
            return nil
        }
        let resolved = try resolution(arguments, moduleNames: [], required: true)
        let text = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        do throws(GenerationError) {
            return try ArchitectureDeclaration.make(resolved, specText: text, specDisplay: resolved.specDisplay ?? path)
        } catch {
            throw ToolFailure([error.diagnostic])
        }
    }

    private func recommend(_ arguments: ToolArguments) throws(ToolError) -> Output {
        var values: [InputField: InputValue] = [:]
        for field in [InputField.teamSize, .complexity, .testing, .maintenance, .speed, .screens] {
            if let value = try arguments.integer(field.jsonKey) { values[field] = .integer(value) }
        }
        if let current = try arguments.choice("current", Pattern.allCases.map(\.rawValue)) {
            values[.current] = .text(current)
        }
        let explain = try arguments.bool("explain")
        let projectArgument = try arguments.string("project")
        do throws(ToolFailure) {
            var derivedValues = JSONWriter(capacity: 256, layout: .compact)
            derivedValues.beginObject()
            if let project = projectArgument {
                let folder = try workspace.resolve(project, argument: "project")
                guard workspace.fileSystem.kind(of: folder) == .directory else {
                    throw ToolFailure([
                        Diagnostic(
                            message: "project: \(project) is not a folder; give the folder of the app's Swift code")
                    ])
                }
                let derived = RecommendInputs(report: AssessRun.report(of: folder))
                var found: [InputField: (InputValue, String)] = [
                    .screens: (.integer(derived.screens.value), derived.screens.source),
                    .complexity: (.integer(derived.complexity.value), derived.complexity.source),
                    .testing: (.integer(derived.testing.value), derived.testing.source)
                ]
                if let current = derived.current {
                    found[.current] = (.pattern(Pattern(current.value)), current.source)
                }
                for (field, (value, source)) in found.sorted(by: { $0.key.rawValue < $1.key.rawValue })
                where values[field] == nil {
                    values[field] = value
                    derivedValues.key(field.jsonKey)
                    derivedValues.beginObject()
                    derivedValues.key("value")
                    if case .integer(let number) = value {
                        derivedValues.int(number)
                    } else {
                        derivedValues.string(value.display)
                    }
                    derivedValues.field("source", source)
                    derivedValues.endObject()
                }
            }
            derivedValues.endObject()
            let derivedAny = derivedValues.text != "{}"
            switch EvaluationInput.validated(values) {
            case .failure(let errors):
                throw ToolFailure(errors.diagnostics(naming: .jsonKey))
            case .success(let input):
                let answer = Evaluator.evaluate(input)
                let structured =
                    derivedAny
                    ? JSONWriter.compactObject(capacity: 2_048) { writer in
                        writer.key("answer")
                        AnswerEncoder.write(answer, explain: explain, into: &writer)
                        writer.key("derived")
                        writer.raw(derivedValues.bytes)
                    } : AnswerEncoder.json(answer, explain: explain)
                return Output(structured: structured, text: structured)
            }
        } catch {
            return try failure(error)
        }
    }

    private func addFiles(_ arguments: ToolArguments) throws(ToolError) -> Output {
        let project = try arguments.string("project") ?? ""
        let files = try arguments.strings("files")
        let targets = try arguments.strings("targets")
        let group = try arguments.string("group")
        let dryRun = try arguments.bool("dryRun")
        guard !files.isEmpty else { throw .invalidParams("xcodeproj_add_files: \"files\" must name at least one file") }
        let outcome = XcodeFilesRun(
            workingDirectory: workspace.root, project: project,
            action: .add(files: files, targets: targets, group: group),
            dryRun: dryRun, root: workspace.root, fileSystem: workspace.fileSystem
        ).run()
        if let failure = outcome.failure { return try self.failure(ToolFailure(failure.diagnostics)) }
        let text = (outcome.warnings.map(\.description) + outcome.lines).joined(separator: "\n")
        return Output(structured: trimmed(outcome.json), text: text)
    }

    // MARK: - Support

    /// Rethrown as the failure the server turns into an `isError` result.
    private func failure(_ failure: ToolFailure) throws(ToolError) -> Output {
        throw .failed(failure)
    }

    private func trimmed(_ json: String) -> String {
        var text = json
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
