import Mustache
import TextSupport
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen templates list | show NAME | export DIR | render FILE --context JSON`.
    enum Templates {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runSubcommand(
                of: "templates", arguments, names: subcommands.map(\.name), help: help, console: console
            ) { sub, rest throws(UsageError) in
                guard let run = subcommands.first(where: { $0.name == sub })?.run else { return .usage }
                return try run(rest, console)
            }
        }

        /// Each subcommand, in the catalog's order, with what runs it.
        static let subcommands: [(name: String, run: @Sendable ([String], Console) throws(UsageError) -> ExitCode)] = [
            ("list", list), ("show", show), ("export", export), ("render", render), ("context", context)
        ]

        static func list(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, templates: "list")
            guard parsed.positional.isEmpty else {
                throw UsageError("'templates list' takes no arguments", help: "templates")
            }
            let library = try library(parsed.value("--templates"))
            for name in library.setNames {
                let manifest = try? library.manifest(forSet: name)
                console.line(console.styled(name, .bold) + (manifest?.description.map { " — \($0)" } ?? ""))
                for entry in manifest?.entries ?? [] {
                    let when = entry.file.when.isEmpty ? "" : "  [when \(entry.file.when.joined(separator: ", "))]"
                    console.line("  \(entry.templatePath) -> \(entry.file.kind.rawValue): \(entry.file.path)\(when)")
                }
            }
            let partials = library.files.keys.filter { $0.hasPrefix("partials/") }.sorted()
            if !partials.isEmpty {
                console.line(console.styled("partials", .bold) + " — shared pieces, used as {{>name}}")
                for path in partials { console.line("  \(path)") }
            }
            return .success
        }

        static func show(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, templates: "show")
            guard parsed.positional.count == 1, let name = parsed.positional.first else {
                throw UsageError(
                    "'templates show' needs one NAME: a set (viper) or a file (viper/Presenter.swift.mustache)",
                    help: "templates")
            }
            let library = try library(parsed.value("--templates"))
            for candidate in [name, name + ".mustache", name + "/template.json", "partials/" + name + ".mustache"] {
                if let text = library.files[candidate] {
                    console.write(text)
                    return .success
                }
            }
            // Suggest in the form typed: a name without `.mustache` is compared with the names
            // without it (viper/Presentr → viper/Presenter.swift).
            let known = library.files.keys.filter { !$0.hasPrefix("builtin:") }.sorted()
            let stems = known.map { $0.hasSuffix(".mustache") ? String($0.dropLast(".mustache".count)) : $0 }
            let candidates = (name.hasSuffix(".mustache") ? known : stems) + library.setNames
            let stemsWithoutType = Dictionary(
                stems.map { ($0.hasSuffix(".swift") ? String($0.dropLast(".swift".count)) : $0, $0) },
                uniquingKeysWith: { first, _ in first })
            let close =
                Suggestion.closest(to: name, among: candidates)
                ?? Suggestion.closest(to: name, among: Array(stemsWithoutType.keys)).flatMap { stemsWithoutType[$0] }
            if let close {
                throw UsageError(
                    "no template named '\(name)'; did you mean '\(close)'? ('viper-gen templates list' lists them all)",
                    suggestion: close)
            }
            throw UsageError("no template named '\(name)'; run 'viper-gen templates list' to see them")
        }

        static func export(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, templates: "export")
            guard parsed.positional.count == 1, let directory = parsed.positional.first, !directory.isEmpty else {
                throw UsageError(
                    "'templates export' needs one DIR to write the built-in templates to", help: "templates")
            }
            let plan: GenerationPlan
            do throws(XcodeTemplateExporter.Failure) {
                plan = try exportPlan(into: directory, xcode: parsed.has("--xcode"))
            } catch {
                console.report(error.diagnostics)
                return .failure
            }
            let writer = PlanWriter(base: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            do throws(WriteError) {
                let assessed = try writer.assess(plan, policy: parsed.has("--force") ? .overwrite : .fail)
                try writer.write(assessed)
                console.write(GenerationReport(files: assessed, wrote: true).text)
            } catch {
                console.report(error.diagnostics)
                return .failure
            }
            return .success
        }

        /// What `templates export` writes into `directory`: the built-in templates, or with
        /// `--xcode` the Xcode file templates rendered from them (one folder per flavour).
        static func exportPlan(into directory: String, xcode: Bool) throws(XcodeTemplateExporter.Failure)
            -> GenerationPlan
        {
            guard xcode else {
                return GenerationPlan(
                    files: TemplateLibrary.builtInFiles.sorted { $0.key < $1.key }.map {
                        PlannedFile(
                            root: directory, relativePath: $0.key, contents: $0.value, module: "templates",
                            template: $0.key, kind: .source)
                    })
            }
            return GenerationPlan(
                files: try XcodeTemplateExporter.templates().flatMap { template in
                    template.folderContents.map {
                        PlannedFile(
                            root: directory, relativePath: template.folderName + "/" + $0.name,
                            contents: $0.contents, module: template.folderName, template: $0.name, kind: .source)
                    }
                })
        }

        static func render(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, templates: "render")
            guard parsed.positional.count == 1, let file = parsed.positional.first else {
                throw UsageError("'templates render' needs one TEMPLATE_FILE", help: "templates")
            }
            guard let contextPath = parsed.value("--context") else {
                throw UsageError("'templates render' needs --context JSON_FILE", help: "templates")
            }
            guard let source = FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) })
            else {
                console.report(Diagnostic(message: "cannot read template file '\(file)'"))
                return .failure
            }
            guard let contextData = FileManager.default.contents(atPath: contextPath) else {
                console.report(Diagnostic(message: "cannot read context file '\(contextPath)'"))
                return .failure
            }
            let context: Value
            do {
                context = Value(json: try JSONParser.parse(Array(contextData)).root)
            } catch {
                console.report(Diagnostic(file: contextPath, at: error.position, message: error.message))
                return .failure
            }
            let partials = FolderPartials(directory: parsed.value("--partials"))
            do {
                let template = try Template(source: source, name: file)
                let options = RenderOptions(
                    escaping: parsed.has("--no-escape") ? .none : .html, strict: parsed.has("--strict"))
                console.write(try template.render(context, partials: partials, options: options))
            } catch {
                console.report(TemplateError.mustache(error).diagnostic)
                return .failure
            }
            return .success
        }

        static func library(_ folder: String?) throws(UsageError) -> TemplateLibrary {
            guard let folder else { return TemplateLibrary() }
            do {
                let files = try TemplateFolder.read(folder, base: FileManager.default.currentDirectoryPath)
                return TemplateLibrary(user: files, userRoot: folder)
            } catch {
                throw UsageError(error.diagnostics)
            }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen templates list [--templates DIR]
                   viper-gen templates show NAME [--templates DIR]
                   viper-gen templates export DIR [--force] [--xcode]
                   viper-gen templates render TEMPLATE_FILE --context JSON_FILE [--partials DIR] [--no-escape] [--strict]
                   viper-gen templates context MODULE [--spec FILE]

            list     the template sets, their files and output paths, and the shared partials
            show     prints a set's template.json or one template file (viper/Presenter.swift.mustache)
            export   writes the built-in templates to DIR, to copy and customise (see --templates);
                     with --xcode, Xcode file templates instead: one .xctemplate folder per pattern
                     and UI (and MVVM binding) for File > New > File, rendered from the same templates.
                     Copy them to ~/Library/Developer/Xcode/Templates/File Templates/viper-gen/
            render   renders any Mustache file with a JSON context to standard output, byte for byte.
                     A partial or parent NAME is read from DIR/NAME.mustache, then DIR/NAME.
                     Escaping is HTML as the Mustache spec says; --no-escape renders {{x}} raw as
                     viper-gen's generator does; --strict makes a missing name an error.
            context  prints the JSON context templates receive for MODULE (from the nearest viper-gen.json,
                     or a new module with the built-in defaults; Shared: the top-level services and
                     entities); its "version" changes when a key is renamed or removed. Every key is
                     documented in docs/template-context.md. fileName is added per file.

            """
        static let epilogue = ""
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("templates")?.help ?? usage }
    }
}

/// Partials read from a folder on demand: `DIR/NAME.mustache`, then `DIR/NAME`. A name that
/// leaves the folder finds nothing.
struct FolderPartials: PartialResolver {
    let directory: String?

    func template(named name: String) throws(MustacheError) -> Template? {
        guard let directory, !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            return nil
        }
        for candidate in ["\(directory)/\(name).mustache", "\(directory)/\(name)"] {
            if LocalFileSystem().kind(of: candidate) == .file,
                let data = FileManager.default.contents(atPath: candidate)
            {
                return try Template(source: String(decoding: data, as: UTF8.self), name: candidate)
            }
        }
        return nil
    }
}

extension Value {
    /// A Mustache context from a parsed JSON value: numbers that are integers stay `int`.
    init(json node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = Int(text).map(Value.int) ?? Double(text).map(Value.double) ?? .string(text)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(Value.init(json:)))
        case .object(let members):
            var object: [String: Value] = [:]
            for member in members { object[member.key] = Value(json: member.value) }
            self = .object(object)
        }
    }
}
