import ViperGenKit

extension ViperGen {
    /// `viper-gen evolve`: the seed `ArchitectureEvolutionManager`'s steps from one pattern to
    /// another along MVC -> MVP -> MVVM -> VIPER.
    enum Evolve {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("evolve", arguments, console: console) { args throws(UsageError) in
                try args.refuseArguments("evolve")
                let format = try args.choice("--format", as: Recommend.Format.self, command: "evolve") ?? .text
                let values: [InputField: String] = [.from: args.value("--from"), .to: args.value("--to")]
                    .compactMapValues { $0 }
                switch EvolutionPlan.validated(flags: values) {
                case .success(let plan):
                    if format == .json {
                        console.line(AnswerEncoder.json(plan))
                    } else {
                        printPlan(plan, console: console)
                    }
                    return .success
                case .failure(let errors):
                    throw UsageError(errors.diagnostics(naming: .flag), help: "evolve")
                }
            }
        }

        /// Prints a plan the way the seed's `planEvolution:` does (`Step N: PATTERN`), or says
        /// plainly why there are no steps.
        static func printPlan(_ plan: EvolutionPlan, console: Console) {
            let path = EvolutionPlan.path.map(\.displayName).joined(separator: " -> ")
            switch plan.direction {
            case .forward:
                console.line(
                    console.styled("Evolution plan: \(plan.from.displayName) -> \(plan.to.displayName)", .bold))
                for (index, step) in plan.steps.enumerated() {
                    console.line("  Step \(index + 1): \(step.displayName)")
                }
            case .same:
                console.line("No evolution steps: the project is already on \(plan.to.displayName).")
            case .backward:
                console.line(
                    "No evolution steps from \(plan.from.displayName) to \(plan.to.displayName): \(plan.to.displayName) comes before \(plan.from.displayName)."
                )
                console.line("The path \(path) only goes forward.")
            }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE:
              viper-gen evolve --from PATTERN --to PATTERN [--format text|json]

            The steps from one pattern to another along the articles' evolution path
            MVC -> MVP -> MVVM -> VIPER: each step is the next pattern to adopt, ending with the
            target. The same pattern or a backward move has no steps (exit 0).

            """
        /// `--help` after the options.
        static let epilogue = """

            PATTERN is MVC, MVP, MVVM or VIPER, in any case.

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("evolve")?.help ?? usage }
    }
}
