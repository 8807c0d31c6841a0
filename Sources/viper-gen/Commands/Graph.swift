import ViperGenKit

extension ViperGen {
    /// `viper-gen graph [--spec FILE] [--format mermaid|dot|json]`: the app the spec describes,
    /// its modules and the routes between them, drawn for a README, a wiki or Graphviz.
    enum Graph {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("graph", arguments, console: console) { args throws(UsageError) in
                try args.refuseArguments("graph") {
                    "unexpected argument '\($0)'; graph draws the whole spec (give it with --spec FILE)"
                }
                let format = try args.choice("--format", as: AppGraphRenderer.Format.self, command: "graph") ?? .mermaid
                let resolution: Resolver.Resolution
                switch try SpecLoading.resolve(
                    args, moduleNames: [], required: true, command: "graph", what: "no graph was drawn",
                    json: format == .json, console: console)
                {
                case .resolved(let resolved): resolution = resolved
                case .failed(let status): return status
                }
                console.report(resolution.warnings)
                console.write(AppGraphRenderer.render(AppGraph(project: resolution.project), as: format))
                return .success
            }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen graph [--spec FILE] [--format mermaid|dot|json]

            Draws the app the spec describes: a node per module with its pattern, an edge per
            route labelled with its style (push, present, fullScreen, replaceRoot), and (Mermaid)
            a dotted edge from each module with an output back to the modules that open it.

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen graph > docs/app-graph.mmd
              viper-gen graph --format dot | dot -Tsvg > app-graph.svg
              viper-gen graph --format json | jq '.routes[] | select(.to == "Home")'

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("graph")?.help ?? usage }
    }
}
