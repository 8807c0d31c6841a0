import Foundation
import ViperGenKit

extension ViperGen {
    /// `viper-gen graph [--spec FILE] [--format mermaid|dot|json]`: the app the spec describes,
    /// its modules and the routes between them, drawn for a README, a wiki or Graphviz.
    enum Graph {
        static let flags: Set<String> = ["--help", "-h"]
        static let options: Set<String> = ["--spec", "--format"]

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do throws(UsageError) {
                let args = try Arguments(arguments, flags: flags, options: options, command: "graph")
                if args.has("--help") || args.has("-h") {
                    console.write(help)
                    return .success
                }
                if let extra = args.positional.first {
                    throw UsageError("unexpected argument '\(extra)'; graph draws the whole spec (give it with --spec FILE)", help: "graph")
                }
                let format = try args.choice("--format", as: AppGraphRenderer.Format.self, command: "graph") ?? .mermaid
                let json = format == .json
                let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                guard let specURL = try Generate.locateSpec(args, cwd: cwd) else {
                    throw UsageError("no viper-gen.json here or in a parent folder; give one with --spec FILE, or run 'viper-gen init'",
                                     help: "graph")
                }
                let display = SpecLocator.display(specURL, relativeTo: cwd)
                guard let data = FileManager.default.contents(atPath: specURL.path) else {
                    ViperGen.printError("cannot read \(display)", console: console)
                    return .failure
                }
                let directory = specURL.standardizedFileURL.deletingLastPathComponent().path
                let resolver = Resolver(flags: GenerationOptions(), moduleNames: [], workingDirectory: cwd.path)
                let resolution: Resolver.Resolution
                do throws(Resolver.Failure) {
                    resolution = try resolver.resolve(
                        spec: .init(data: data, display: display, directory: directory),
                        readTemplates: { folder throws(Resolver.Failure) in
                            do throws(TemplateFolder.Problem) {
                                return try TemplateFolder.read(folder, base: URL(fileURLWithPath: directory))
                            } catch {
                                throw .templates(error.description)
                            }
                        })
                } catch {
                    switch error {
                    case .usage(let message):
                        throw UsageError(message, help: "graph")
                    case .spec(let errors, let display):
                        if json {
                            console.write(DiagnosticsJSON.spec(errors.issues).text)
                        } else {
                            for issue in errors.issues { console.error(issue.description) }
                            let count = errors.errors.count
                            console.error("\(display): \(count) error\(count == 1 ? "" : "s"); no graph was drawn.")
                        }
                    case .templates(let message):
                        ViperGen.printError(message, console: console)
                    }
                    return .failure
                }
                for warning in resolution.warnings { console.error(warning) }
                console.write(AppGraphRenderer.render(AppGraph(project: resolution.project), as: format))
                return .success
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        static let help = """
            USAGE: viper-gen graph [--spec FILE] [--format mermaid|dot|json]

            Draws the app the spec describes: a node per module with its pattern, an edge per
            route labelled push or present, and (Mermaid) a dotted edge from each module with an
            output back to the modules that open it.

            OPTIONS:
              --spec FILE                  the spec (default: nearest viper-gen.json)
              --format mermaid|dot|json    Mermaid flowchart (default; renders in GitHub and most wikis),
                                           Graphviz DOT, or JSON {"modules": [...], "routes": [...]}
              -h, --help                   show this help

            EXAMPLES:
              viper-gen graph > docs/app-graph.mmd
              viper-gen graph --format dot | dot -Tsvg > app-graph.svg
              viper-gen graph --format json | jq '.routes[] | select(.to == "Home")'

            """
    }
}
