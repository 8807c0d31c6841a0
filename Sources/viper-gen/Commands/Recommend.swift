import Assessment
import ViperGenKit

extension ViperGen {
    /// `viper-gen recommend`: the seed evaluator's recommendation for one team and project
    /// profile, the complexity-sum method, or JSON Lines queries in bulk.
    enum Recommend {
        /// `--format` values shared by `recommend`, `evolve` and `patterns`.
        enum Format: String, CaseIterable {
            case text, json
        }

        /// `--method` values: the seed `ArchitectureEvaluator` scores, or the
        /// `ArchitectureComplexityAnalyzer` sum.
        enum Method: String, CaseIterable {
            case score, sum
        }

        /// The flags that carry one query, and the input field each fills.
        static let queryFlags: [(flag: String, field: InputField)] = [
            ("--team-size", .teamSize), ("--complexity", .complexity), ("--testing", .testing),
            ("--maintenance", .maintenance), ("--speed", .speed), ("--screens", .screens), ("--current", .current)
        ]

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("recommend", arguments, console: console) { args throws(UsageError) in
                try args.refuseArguments("recommend")
                let format = try args.choice("--format", as: Format.self, command: "recommend") ?? .text
                let method = try args.choice("--method", as: Method.self, command: "recommend") ?? .score
                let explain = args.has("--explain")
                if let path = try queriesPath(args, format: format) {
                    return try runQueries(path: path, explain: explain, console: console)
                }
                switch method {
                case .sum:
                    let (sum, current) = try sumRequest(args)
                    printSum(sum, current: current, format: format, explain: explain, console: console)
                case .score:
                    let (input, sources, modules) = try scoreRequest(args)
                    let recommendation = Evaluator.evaluate(input)
                    // With --project: keep the code's pattern, or move forward step by step.
                    let verdict = modules.map {
                        CodebaseVerdict(
                            current: input.current, modulesByPattern: $0, recommended: recommendation.pattern)
                    }
                    printScore(
                        recommendation, sources: sources, verdict: verdict, format: format, explain: explain,
                        console: console)
                }
                return .success
            }
        }

        /// `--queries FILE|-`, which takes no other query flag and writes JSON Lines only.
        static func queriesPath(_ args: Arguments, format: Format) throws(UsageError) -> String? {
            guard let path = args.value("--queries") else { return nil }
            let conflicting = queryFlags.map(\.flag) + ["--method", "--project-size", "--project"]
            if let flag = conflicting.first(where: { args.value($0) != nil }) {
                throw UsageError(
                    "--queries cannot be combined with \(flag): each line of the file is one query", help: "recommend")
            }
            if format == .text, args.value("--format") != nil {
                throw UsageError(
                    "--queries writes JSON Lines; --format text is not available with it", help: "recommend")
            }
            return path
        }

        /// The scoring method's input: the flags, and with `--project` what the code shows for the
        /// inputs not given as flags (returned with where each came from).
        /// With `--project`, also the modules detected per pattern.
        static func scoreRequest(_ args: Arguments) throws(UsageError) -> (
            EvaluationInput, [InputSource], [Pattern: Int]?
        ) {
            if args.value("--project-size") != nil {
                throw UsageError("--project-size is only used with --method sum", help: "recommend")
            }
            var values: [InputField: InputValue] = [:]
            for (flag, field) in queryFlags {
                values[field] = args.value(flag).map(InputValue.text)
            }
            // --project: what the code shows fills the inputs not given as flags.
            var sources: [InputSource] = []
            var underived: [InputField] = []
            var modules: [Pattern: Int]?
            if let project = args.value("--project") {
                (sources, underived, modules) = try derive(from: project, into: &values)
            }
            switch EvaluationInput.validated(values) {
            case .success(let valid): return (valid, sources, modules)
            case .failure(let errors):
                var error = usageError(errors)
                if !underived.isEmpty, let last = error.problems.indices.last {
                    error.problems[last].note =
                        "(--project cannot tell " + underived.map(\.flag).joined(separator: ", ")
                        + ": give \(underived.count == 1 ? "it" : "them") as flags)"
                }
                throw error
            }
        }

        /// An input of the scoring method and where it came from (a flag, or what `--project` found).
        typealias InputSource = (field: InputField, value: InputValue, source: String)

        // MARK: --project

        /// Assesses `project` and fills the inputs the flags left out. Returns every input with
        /// where it came from (a flag, or what the assessment found), and the inputs neither gave.
        static func derive(from project: String, into values: inout [InputField: InputValue]) throws(UsageError)
            -> (sources: [InputSource], underived: [InputField], modules: [Pattern: Int])
        {
            guard LocalFileSystem().kind(of: project) == .directory else {
                throw UsageError(
                    "--project '\(project)' is not a folder; give the folder of the app's Swift code", help: "recommend"
                )
            }
            let report = AssessRun.report(of: project)
            let derived = RecommendInputs(report: report, authorCount: GitAuthors.count(in: project))
            var modules: [Pattern: Int] = [:]
            for pattern in report.modules.compactMap(\.pattern) { modules[Pattern(pattern), default: 0] += 1 }
            var found: [InputField: (value: InputValue, source: String)] = [:]
            if let current = derived.current { found[.current] = (.pattern(Pattern(current.value)), current.source) }
            found[.screens] = (.integer(derived.screens.value), derived.screens.source)
            found[.complexity] = (.integer(derived.complexity.value), derived.complexity.source)
            found[.testing] = (.integer(derived.testing.value), derived.testing.source)
            if let team = derived.teamSize { found[.teamSize] = (.integer(team.value), team.source) }
            var sources: [InputSource] = []
            var underived: [InputField] = []
            for (flag, field) in queryFlags {
                if let given = values[field] {
                    sources.append((field, given, "given as \(flag)"))
                } else if let (value, source) = found[field] {
                    values[field] = value
                    sources.append((field, value, source))
                } else if field != .current, field != .screens {
                    underived.append(field)
                }
            }
            return (sources, underived, modules)
        }

        // MARK: Complexity sum

        /// The complexity-sum method's input and `--current`; the scoring method's other flags
        /// are usage errors.
        static func sumRequest(_ args: Arguments) throws(UsageError) -> (ComplexitySum, Pattern?) {
            for flag in ["--testing", "--maintenance", "--speed", "--screens"] where args.value(flag) != nil {
                throw UsageError(
                    "\(flag) is not used by --method sum, which adds --project-size, --team-size and --complexity (each 1-5)",
                    help: "recommend")
            }
            let sum: ComplexitySum
            switch ComplexitySum.validated(
                flags: [
                    .projectSize: args.value("--project-size"), .sumTeamSize: args.value("--team-size"),
                    .complexity: args.value("--complexity")
                ].compactMapValues { $0 })
            {
            case .success(let valid): sum = valid
            case .failure(let errors): throw usageError(errors)
            }
            guard let text = args.value("--current") else { return (sum, nil) }
            guard let pattern = Pattern(name: text) else {
                throw usageError(InputErrors([.invalidValue(.current, got: text)]))
            }
            return (sum, pattern)
        }

        // MARK: Helpers

        /// A usage error listing every problem, one `error:` line each.
        static func usageError(_ errors: InputErrors) -> UsageError {
            UsageError(errors.diagnostics(naming: .flag), help: "recommend")
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE:
              viper-gen recommend --team-size N --complexity 1-5 --testing 1-5 --maintenance 1-5 --speed 1-5
                                  [--screens N] [--current PATTERN] [--explain] [--format text|json]
              viper-gen recommend --method sum --project-size 1-5 --team-size 1-5 --complexity 1-5
                                  [--current PATTERN] [--explain] [--format text|json]
              viper-gen recommend --queries FILE|- [--explain]
              viper-gen recommend --project PATH --maintenance 1-5 --speed 1-5 [any flag above to override]

            Scores MVC, MVP, MVVM and VIPER with the rules of the articles' ArchitectureEvaluator and
            recommends the highest; a tie goes to the simplest tied pattern (MVC < MVP < MVVM < VIPER).

            """
        /// `--help` after the options.
        static let epilogue = """

            PATTERN is MVC, MVP, MVVM or VIPER, in any case.

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("recommend")?.help ?? usage }
    }
}
