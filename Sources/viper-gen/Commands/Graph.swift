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
                let resolution: Resolver.Resolution
                switch try SpecLoading.resolve(args, moduleNames: [], required: true, command: "graph", what: "no graph was drawn",
                                               json: format == .json, console: console) {
                case .resolved(let resolved): resolution = resolved
                case .failed(let status): return status
                }
                console.report(resolution.warnings)
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
