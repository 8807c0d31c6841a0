import TextSupport
import ViperGenKit

extension ViperGen.Recommend {
    /// The scoring method's answer: JSON (with the inputs' sources after `--project`), or text.
    /// - Parameter verdict: with `--project`, whether to keep the code's pattern (after the
    ///   evaluator's answer in text; `"codebase"` in JSON).
    static func printScore(
        _ recommendation: Recommendation, sources: [InputSource], verdict: CodebaseVerdict? = nil, format: Format,
        explain: Bool, console: Console
    ) {
        guard format == .text else {
            guard !sources.isEmpty else { return console.line(AnswerEncoder.json(recommendation, explain: explain)) }
            let json = JSONWriter.compactObject(capacity: 1_024) { writer in
                writer.key("inputs")
                writer.beginObject()
                for item in sources {
                    writer.key(item.field.jsonKey)
                    writer.beginObject()
                    writer.key("value")
                    write(item.value, into: &writer)
                    writer.field("source", item.source)
                    writer.endObject()
                }
                writer.endObject()
                if let verdict {
                    writer.key("codebase")
                    write(verdict, into: &writer)
                }
                AnswerEncoder.writeMembers(of: recommendation, explain: explain, into: &writer)
            }
            return console.line(json)
        }
        if !sources.isEmpty {
            console.line("Inputs:")
            for item in sources { console.line("  \(item.field.flag) \(item.value.display)  (\(item.source))") }
            console.line()
        }
        printText(recommendation, explain: explain, console: console)
        if let verdict {
            console.line()
            console.line(console.styled("For this codebase:", .bold))
            for line in wrap(verdict.text, width: 78) { console.line("  " + line) }
        }
    }

    /// An input's value: a number as a number (a flag's text too, when it is one), a pattern by
    /// its name.
    static func write(_ value: InputValue, into writer: inout JSONWriter) {
        switch value {
        case .integer(let number): writer.int(number)
        case .pattern(let pattern): writer.string(pattern.displayName)
        case .text(let text):
            if let number = InputField.parseInteger(text) { writer.int(number) } else { writer.string(text) }
        }
    }

    /// `{"decision": "keep"|"evolve"|"adopt", "pattern": …, "steps": [{"pattern", "modules"}], "text": …}`.
    static func write(_ verdict: CodebaseVerdict, into writer: inout JSONWriter) {
        let (decision, pattern, steps): (String, Pattern, [CodebaseVerdict.Step]) =
            switch verdict.decision {
            case .keep(let kept): ("keep", kept, [])
            case .evolve(_, let steps): ("evolve", verdict.recommended, steps)
            case .adopt(let adopted): ("adopt", adopted, [])
            }
        writer.beginObject()
        writer.field("decision", decision)
        writer.field("pattern", pattern.displayName)
        writer.key("steps")
        writer.beginArray()
        for step in steps {
            writer.element()
            writer.beginObject()
            writer.field("pattern", step.pattern.displayName)
            writer.field("modules", step.modules)
            writer.endObject()
        }
        writer.endArray()
        writer.field("text", verdict.text)
        writer.endObject()
    }

    /// The complexity-sum method's answer: JSON, or the sum and the bands.
    static func printSum(_ sum: ComplexitySum, current: Pattern?, format: Format, explain: Bool, console: Console) {
        guard format == .text else { return console.line(AnswerEncoder.json(sum, current: current, explain: explain)) }
        console.line(headline(sum.pattern, note: "complexity-sum method", console: console))
        console.line()
        console.line(
            "  projectSize \(sum.projectSize) + teamSize \(sum.teamSize) + complexity \(sum.complexity) = \(sum.total)")
        for pattern in Pattern.evaluationOrder {
            let name = pad(pattern.displayName, 7)
            let band = ComplexitySum.band(of: pattern)
            if pattern == sum.pattern {
                console.line(
                    "  " + console.styled(name + pad(band, 13), .bold) + console.styled("<- \(sum.total)", .green))
            } else {
                console.line("  " + name + band)
            }
        }
        if let current {
            console.line()
            ViperGen.Evolve.printPlan(EvolutionPlan(from: current, to: sum.pattern), console: console)
        }
        if explain { printExplanation(sum.pattern, console: console) }
    }

    /// The scoring method's answer as text: the scores with their reasons, the input, a tie,
    /// the suitability bands, the evolution steps and the explanation asked for.
    static func printText(_ recommendation: Recommendation, explain: Bool, console: Console) {
        let winner = recommendation.pattern
        var note: String?
        if !recommendation.tie.isEmpty {
            let others = recommendation.tie.filter { $0 != winner }.map(\.displayName)
            note = "tied with \(list(others)) at \(recommendation.scores[winner]) points"
        }
        console.line(headline(winner, note: note, console: console))
        console.line()
        for pattern in Pattern.evaluationOrder { printScore(of: pattern, in: recommendation, console: console) }
        let input = recommendation.input
        console.line()
        console.line(
            "Input: teamSize \(input.teamSize), complexity \(input.complexity), testing \(input.testing), maintenance \(input.maintenance), speed \(input.speed)"
        )
        if !recommendation.tie.isEmpty {
            console.line(
                console.styled(
                    "Tie at \(recommendation.scores[winner]) points: \(list(recommendation.tie.map(\.displayName))). The simplest tied pattern wins",
                    .yellow))
            console.line(
                console.styled("(MVC < MVP < MVVM < VIPER): start simple, evolve as complexity grows.", .yellow))
        }
        if let suitability = recommendation.suitability {
            printSuitability(suitability, winner: winner, console: console)
        }
        if let evolution = recommendation.evolution {
            console.line()
            ViperGen.Evolve.printPlan(evolution, console: console)
        }
        if explain { printExplanation(winner, console: console) }
    }

    /// One pattern's line: its name, a bar of its score, the score and the rules that fired,
    /// wrapped under the rules' column.
    static func printScore(of pattern: Pattern, in recommendation: Recommendation, console: Console) {
        let width = Pattern.evaluationOrder.map(\.maximumScore).max() ?? 6
        let score = recommendation.scores[pattern]
        let maximum = pattern.maximumScore
        let isWinner = pattern == recommendation.pattern
        let filled = String(repeating: "#", count: max(0, min(score, maximum)))
        let empty = String(repeating: ".", count: max(0, maximum - score))
        let bar =
            (filled.isEmpty ? "" : console.styled(filled, isWinner ? .green : .cyan))
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

    /// The articles' bands for the screens and the team, and whether each agrees.
    static func printSuitability(_ suitability: Suitability, winner: Pattern, console: Console) {
        console.line()
        console.line(console.styled("Suitability", .bold) + " (the articles' bands)")
        let rows: [(String, String, Suitability.Band, Bool)] = [
            (
                "screens", "\(suitability.screens)", suitability.screenBand,
                !suitability.disagreements.contains(.screens)
            ),
            (
                "team size", "\(suitability.teamSize)", suitability.teamBand,
                !suitability.disagreements.contains(.teamSize)
            )
        ]
        let countWidth = max(rows[0].1.count, rows[1].1.count)
        for (label, count, band, agrees) in rows {
            let verdict = agrees ? "agrees" : console.styled("disagrees with \(winner.displayName)", .yellow)
            console.line(
                "  " + pad(label, 11) + pad(count, countWidth + 2) + pad(band.pattern.displayName, 7)
                    + pad(band.label, 23) + verdict)
        }
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
}
