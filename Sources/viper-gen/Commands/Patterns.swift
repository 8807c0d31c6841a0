import ViperGenKit

extension ViperGen {
    /// `viper-gen patterns`: the seeds' comparison of the four patterns in one view.
    enum Patterns {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("patterns", arguments, console: console) { args throws(UsageError) in
                try args.refuseArguments("patterns")
                let format = try args.choice("--format", as: Recommend.Format.self, command: "patterns") ?? .text
                if format == .json {
                    console.line(AnswerEncoder.patternsJSON())
                } else {
                    printText(console: console)
                }
                return .success
            }
        }

        static func printText(console: Console) {
            let profiles = PatternProfile.all
            let names = profiles.map(\.pattern.displayName)

            console.line(console.styled("Profile", .bold) + " (the articles' ArchitectureComplexityAnalyzer)")
            table(
                header: names,
                rows: profiles[0].metrics.indices.map { row in
                    (profiles[0].metrics[row].key, profiles.map { "\($0.metrics[row].value)" })
                }, console: console)
            console.line("  learning_curve and code_volume cost more as they rise; the rest are better.")

            console.line()
            console.line(
                console.styled("Performance", .bold) + " (qualitative, as the articles state it, without a benchmark)")
            table(
                header: names,
                rows: profiles[0].performance.indices.map { row in
                    (profiles[0].performance[row].key, profiles.map { $0.performance[row].value })
                }, console: console)

            console.line()
            console.line(
                console.styled("Suitability", .bold)
                    + " (the articles' bands; overlaps: 50 screens -> MVVM, 3 people -> MVC)")
            table(
                header: names,
                rows: [
                    ("screens", Suitability.screenBands.map(\.range)),
                    (
                        "team size",
                        Pattern.evaluationOrder.map { pattern in
                            Suitability.teamBands.first { $0.pattern == pattern }?.range ?? "-"
                        }
                    )
                ], console: console)

            for profile in profiles { printKnowledge(of: profile, console: console) }
        }

        /// One pattern's section: what it suits, its strengths, weaknesses and anti-patterns.
        static func printKnowledge(of profile: PatternProfile, console: Console) {
            let knowledge = PatternKnowledge.of(profile.pattern)
            console.line()
            console.line(
                console.styled(profile.pattern.displayName, .bold) + " (max score \(profile.pattern.maximumScore))")
            Recommend.printList("Suits (in the articles' words)", profile.scenarios, bullet: "*", console: console)
            Recommend.printList("Strengths", knowledge.strengths, bullet: "+", console: console)
            Recommend.printList("Weaknesses", knowledge.weaknesses, bullet: "-", console: console)
            Recommend.printList("Anti-patterns to watch for", knowledge.antiPatterns, bullet: "!", console: console)
        }

        /// Prints a table whose first column holds the row names and the others one per pattern.
        static func table(header: [String], rows: [(String, [String])], console: Console) {
            let first = max(rows.map(\.0.count).max() ?? 0, 0) + 2
            var widths = header.map(\.count)
            for (_, cells) in rows {
                for (index, cell) in cells.enumerated() where index < widths.count {
                    widths[index] = max(widths[index], cell.count)
                }
            }
            func line(_ label: String, _ cells: [String]) -> String {
                var text = "  " + Recommend.pad(label, first)
                for (index, cell) in cells.enumerated() {
                    text += index == cells.count - 1 ? cell : Recommend.pad(cell, widths[index] + 2)
                }
                return text
            }
            console.line(line("", header))
            for (label, cells) in rows {
                console.line(line(label, cells))
            }
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE:
              viper-gen patterns [--format text|json]

            The articles' comparison of MVC, MVP, MVVM and VIPER in one view: the
            ArchitectureComplexityAnalyzer profile (learning_curve, code_volume, testability,
            maintainability, scalability), the qualitative performance table, the suitability
            bands, and each pattern's scenarios, strengths, weaknesses and anti-patterns.

            """
        static let epilogue = ""
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("patterns")?.help ?? usage }
    }
}
