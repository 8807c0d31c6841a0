#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
            ("--maintenance", .maintenance), ("--speed", .speed), ("--screens", .screens), ("--current", .current),
        ]

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do throws(UsageError) {
                let args = try Arguments(arguments, for: "recommend")
                if args.has("--help") || args.has("-h") {
                    console.write(help)
                    return .success
                }
                if let extra = args.positional.first {
                    throw UsageError("unexpected argument '\(extra)'", help: "recommend")
                }
                let format = try args.choice("--format", as: Format.self, command: "recommend") ?? .text
                let method = try args.choice("--method", as: Method.self, command: "recommend") ?? .score
                let explain = args.has("--explain")

                if let path = args.value("--queries") {
                    let conflicting = queryFlags.map(\.flag) + ["--method", "--project-size", "--project"]
                    if let flag = conflicting.first(where: { args.value($0) != nil }) {
                        throw UsageError("--queries cannot be combined with \(flag): each line of the file is one query", help: "recommend")
                    }
                    if format == .text, args.value("--format") != nil {
                        throw UsageError("--queries writes JSON Lines; --format text is not available with it", help: "recommend")
                    }
                    return try runQueries(path: path, explain: explain, console: console)
                }

                switch method {
                case .sum:
                    return try runSum(args, format: format, explain: explain, console: console)
                case .score:
                    if args.value("--project-size") != nil {
                        throw UsageError("--project-size is only used with --method sum", help: "recommend")
                    }
                    var values: [InputField: String] = [:]
                    for (flag, field) in queryFlags {
                        values[field] = args.value(flag)
                    }
                    // --project: what the code shows fills the inputs not given as flags.
                    var sources: [(field: InputField, value: String, source: String)] = []
                    var underived: [InputField] = []
                    if let project = args.value("--project") {
                        (sources, underived) = try derive(from: project, into: &values)
                    }
                    let input: EvaluationInput
                    switch EvaluationInput.validated(flags: values) {
                    case .success(let valid): input = valid
                    case .failure(let errors):
                        var error = usageError(errors)
                        if !underived.isEmpty, let last = error.problems.indices.last {
                            error.problems[last].note = "(--project cannot tell " + underived.map(\.flag).joined(separator: ", ")
                                + ": give \(underived.count == 1 ? "it" : "them") as flags)"
                        }
                        throw error
                    }
                    let recommendation = Evaluator.evaluate(input)
                    if format == .json {
                        let answer = AnswerEncoder.json(recommendation, explain: explain)
                        guard !sources.isEmpty else {
                            console.line(answer)
                            return .success
                        }
                        let inputs = sources.map { item in
                            let value = InputField.parseInteger(item.value).map(String.init) ?? JSONText.quoted(item.value)
                            return "\(JSONText.quoted(item.field.jsonKey)):{\"value\":\(value),\"source\":\(JSONText.quoted(item.source))}"
                        }
                        console.line("{\"inputs\":{" + inputs.joined(separator: ",") + "}," + answer.dropFirst())
                    } else {
                        if !sources.isEmpty {
                            console.line("Inputs:")
                            for item in sources { console.line("  \(item.field.flag) \(item.value)  (\(item.source))") }
                            console.line()
                        }
                        printText(recommendation, explain: explain, console: console)
                    }
                    return .success
                }
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        // MARK: --project

        /// Assesses `project` and fills the inputs the flags left out. Returns every input with
        /// where it came from (a flag, or what the assessment found), and the inputs neither gave.
        static func derive(from project: String, into values: inout [InputField: String]) throws(UsageError)
            -> (sources: [(field: InputField, value: String, source: String)], underived: [InputField]) {
            guard LocalFileSystem().kind(of: project) == .directory else {
                throw UsageError("--project '\(project)' is not a folder; give the folder of the app's Swift code", help: "recommend")
            }
            let derived = RecommendInputs(report: Assess.assess(project), authorCount: GitAuthors.count(in: project))
            var found: [InputField: (value: String, source: String)] = [:]
            if let current = derived.current { found[.current] = (current.value.displayName, current.source) }
            found[.screens] = (String(derived.screens.value), derived.screens.source)
            found[.complexity] = (String(derived.complexity.value), derived.complexity.source)
            found[.testing] = (String(derived.testing.value), derived.testing.source)
            if let team = derived.teamSize { found[.teamSize] = (String(team.value), team.source) }
            var sources: [(field: InputField, value: String, source: String)] = []
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
            return (sources, underived)
        }

        // MARK: Complexity sum

        static func runSum(_ args: Arguments, format: Format, explain: Bool, console: Console) throws(UsageError) -> ExitCode {
            for flag in ["--testing", "--maintenance", "--speed", "--screens"] where args.value(flag) != nil {
                throw UsageError("\(flag) is not used by --method sum, which adds --project-size, --team-size and --complexity (each 1-5)", help: "recommend")
            }
            let sum: ComplexitySum
            switch ComplexitySum.validated(flags: [.projectSize: args.value("--project-size"), .sumTeamSize: args.value("--team-size"), .complexity: args.value("--complexity")].compactMapValues { $0 }) {
            case .success(let valid): sum = valid
            case .failure(let errors): throw usageError(errors)
            }
            var current: Pattern?
            if let text = args.value("--current") {
                guard let pattern = Pattern(name: text) else {
                    throw usageError(InputErrors([.invalidValue(.current, got: text)]))
                }
                current = pattern
            }
            if format == .json {
                console.line(AnswerEncoder.json(sum, current: current, explain: explain))
                return .success
            }
            console.line(headline(sum.pattern, note: "complexity-sum method", console: console))
            console.line()
            console.line("  projectSize \(sum.projectSize) + teamSize \(sum.teamSize) + complexity \(sum.complexity) = \(sum.total)")
            for pattern in Pattern.evaluationOrder {
                let name = pad(pattern.displayName, 7)
                let band = ComplexitySum.band(of: pattern)
                if pattern == sum.pattern {
                    console.line("  " + console.styled(name + pad(band, 13), .bold) + console.styled("<- \(sum.total)", .green))
                } else {
                    console.line("  " + name + band)
                }
            }
            if let current {
                console.line()
                Evolve.printPlan(EvolutionPlan(from: current, to: sum.pattern), console: console)
            }
            if explain { printExplanation(sum.pattern, console: console) }
            return .success
        }

        // MARK: Bulk queries

        static func runQueries(path: String, explain: Bool, console: Console) throws(UsageError) -> ExitCode {
            var descriptor: Int32 = 0
            if path != "-" {
                descriptor = open(path, O_RDONLY)
                if descriptor < 0 {
                    throw UsageError("cannot read --queries file '\(path)': \(String(cString: strerror(errno)))", help: "recommend")
                }
                var status = stat()
                if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                    close(descriptor)
                    throw UsageError("cannot read --queries file '\(path)': it is a directory", help: "recommend")
                }
            }
            defer { if descriptor != 0 { close(descriptor) } }

            var stream = QueryStream(explain: explain)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var output: [UInt8] = []
            output.reserveCapacity(1 << 20)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    console.report(Diagnostic(message: "reading --queries '\(path)': \(String(cString: strerror(errno)))"))
                    return .failure
                }
                if count == 0 { break }
                chunk.withUnsafeBytes { stream.consume(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &output) }
                if !output.isEmpty {
                    console.write(String(decoding: output, as: UTF8.self))
                    output.removeAll(keepingCapacity: true)
                }
            }
            stream.finish(into: &output)
            console.write(String(decoding: output, as: UTF8.self))
            if stream.failures > 0 {
                let total = stream.failures + stream.answers
                console.report(Diagnostic(message: "\(stream.failures) of \(total) \(total == 1 ? "query" : "queries") failed; see the {\"line\":N,\"error\":...} answers"))
                return .failure
            }
            return .success
        }

        // MARK: Text output

        static func printText(_ recommendation: Recommendation, explain: Bool, console: Console) {
            let winner = recommendation.pattern
            var note: String?
            if !recommendation.tie.isEmpty {
                let others = recommendation.tie.filter { $0 != winner }.map(\.displayName)
                note = "tied with \(list(others)) at \(recommendation.scores[winner]) points"
            }
            console.line(headline(winner, note: note, console: console))
            console.line()
            let width = Pattern.evaluationOrder.map(\.maximumScore).max() ?? 6
            for pattern in Pattern.evaluationOrder {
                let score = recommendation.scores[pattern], maximum = pattern.maximumScore
                let isWinner = pattern == winner
                let filled = String(repeating: "#", count: max(0, min(score, maximum)))
                let empty = String(repeating: ".", count: max(0, maximum - score))
                let bar = (filled.isEmpty ? "" : console.styled(filled, isWinner ? .green : .cyan))
                    + (empty.isEmpty ? "" : console.styled(empty, .dim))
                    + String(repeating: " ", count: max(0, width - maximum))
                let name = pad(pattern.displayName, 7)
                let prefix = "  " + (isWinner ? console.styled(name, .bold) : name) + bar + "  \(score)/\(maximum)  "
                let visible = 2 + 7 + width + 2 + "\(score)/\(maximum)".count + 2
                let reasons = recommendation.reasons(for: pattern).map(\.description)
                let text = reasons.isEmpty ? [console.styled("no rule fired", .dim)] : wrap(items: reasons, width: 80 - visible)
                console.line(prefix + text[0])
                for continuation in text.dropFirst() {
                    console.line(String(repeating: " ", count: visible) + continuation)
                }
            }
            let input = recommendation.input
            console.line()
            console.line("Input: teamSize \(input.teamSize), complexity \(input.complexity), testing \(input.testing), maintenance \(input.maintenance), speed \(input.speed)")
            if !recommendation.tie.isEmpty {
                console.line(console.styled("Tie at \(recommendation.scores[winner]) points: \(list(recommendation.tie.map(\.displayName))). The simplest tied pattern wins", .yellow))
                console.line(console.styled("(MVC < MVP < MVVM < VIPER): start simple, evolve as complexity grows.", .yellow))
            }
            if let suitability = recommendation.suitability {
                console.line()
                console.line(console.styled("Suitability", .bold) + " (the articles' bands)")
                let rows: [(String, String, Suitability.Band, Bool)] = [
                    ("screens", "\(suitability.screens)", suitability.screenBand, !suitability.disagreements.contains(.screens)),
                    ("team size", "\(suitability.teamSize)", suitability.teamBand, !suitability.disagreements.contains(.teamSize)),
                ]
                let countWidth = max(rows[0].1.count, rows[1].1.count)
                for (label, count, band, agrees) in rows {
                    let verdict = agrees ? "agrees" : console.styled("disagrees with \(winner.displayName)", .yellow)
                    console.line("  " + pad(label, 11) + pad(count, countWidth + 2) + pad(band.pattern.displayName, 7) + pad(band.label, 23) + verdict)
                }
            }
            if let evolution = recommendation.evolution {
                console.line()
                Evolve.printPlan(evolution, console: console)
            }
            if explain { printExplanation(winner, console: console) }
        }

        static func printExplanation(_ pattern: Pattern, console: Console) {
            let knowledge = PatternKnowledge.of(pattern)
            console.line()
            console.line(console.styled("About \(pattern.displayName)", .bold))
            printList("Strengths", knowledge.strengths, bullet: "+", console: console)
            printList("Weaknesses", knowledge.weaknesses, bullet: "-", console: console)
            printList("Anti-patterns to watch for", knowledge.antiPatterns, bullet: "!", console: console)
        }

        static func printList(_ title: String, _ items: [String], bullet: String, console: Console) {
            console.line("  \(title)")
            for item in items {
                let lines = wrap(item, width: 74)
                console.line("    \(bullet) " + lines[0])
                for continuation in lines.dropFirst() { console.line("      " + continuation) }
            }
        }

        static func headline(_ pattern: Pattern, note: String?, console: Console) -> String {
            var line = "Recommended: " + console.styled(pattern.displayName, .bold)
            if let note { line += " (\(note))" }
            return line
        }

        // MARK: Helpers

        /// A usage error listing every problem, one `error:` line each.
        static func usageError(_ errors: InputErrors) -> UsageError {
            UsageError(errors.diagnostics(naming: .flag), help: "recommend")
        }

        static func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }

        static func list(_ names: [String]) -> String {
            switch names.count {
            case 0: ""
            case 1: names[0]
            default: names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            }
        }

        /// Joins `items` with `, ` into lines of at most `width` characters, breaking only
        /// between items (a rule such as `complexity >= 4 (+1)` stays on one line).
        static func wrap(items: [String], width: Int) -> [String] {
            var lines: [String] = []
            var current = ""
            for (index, item) in items.enumerated() {
                let piece = index < items.count - 1 ? item + "," : item
                if current.isEmpty {
                    current = piece
                } else if current.count + 1 + piece.count <= max(width, 20) {
                    current += " " + piece
                } else {
                    lines.append(current)
                    current = piece
                }
            }
            lines.append(current)
            return lines
        }

        /// Splits `text` into lines of at most `width` characters at spaces.
        static func wrap(_ text: String, width: Int) -> [String] {
            var lines: [String] = []
            var current = ""
            for word in text.split(separator: " ") {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= max(width, 20) {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
            return lines
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
