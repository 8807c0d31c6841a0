/// The outcome of the mutants per cell, as a Markdown table: the mutation score is the share of
/// non-equivalent mutants the generated tests kill.
struct MutationScore {
    struct Row {
        var cell: MutationCell
        var mutants = 0
        var equivalent = 0
        var killed = 0
        var survivors: [Mutant] = []

        /// Killed over non-equivalent mutants, in percent (100 when there are none).
        var score: Double {
            let relevant = mutants - equivalent
            return relevant == 0 ? 100 : Double(killed) * 100 / Double(relevant)
        }
    }

    var rows: [Row]

    /// `killed` holds the ids of the mutants some generated test failed on; `equivalent` the
    /// keys of the listed equivalent mutants.
    init(mutants: [Mutant], killed: Set<Int>, equivalent: Set<String>) {
        rows = MutationCell.all.map { cell in
            var row = Row(cell: cell)
            for mutant in mutants where mutant.cell == cell {
                row.mutants += 1
                if killed.contains(mutant.id) {
                    row.killed += 1
                } else if equivalent.contains(mutant.key) {
                    row.equivalent += 1
                } else {
                    row.survivors.append(mutant)
                }
            }
            return row
        }
    }

    /// README's table: a row per pattern, a column per UI flavour, the score of each cell
    /// (MutationTests checks that README.md shows this one).
    var readmeTable: String {
        var lines = ["| | UIKit | SwiftUI | hosted SwiftUI |", "|---|---:|---:|---:|"]
        for pattern in ["viper", "mvp", "mvvm", "mvc"] {
            let cells = ["uikit", "swiftui", "swiftui-hosted"].map { ui in
                rows.first { $0.cell == MutationCell(pattern: pattern, ui: ui) }.map {
                    "\(Int($0.score.rounded(.down))) %"
                } ?? "—"
            }
            lines.append("| \(pattern.uppercased()) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    var table: String {
        var lines = [
            "| pattern | flavour | mutants | equivalent | killed | survived | score |",
            "|---|---|---:|---:|---:|---:|---:|"
        ]
        for row in rows {
            let score = String(Int(row.score.rounded(.down)))
            lines.append(
                "| \(row.cell.pattern) | \(row.cell.ui) | \(row.mutants) | \(row.equivalent) | \(row.killed) | "
                    + "\(row.survivors.count) | \(score) % |")
        }
        let total = rows.reduce(into: (mutants: 0, equivalent: 0, killed: 0)) {
            $0 = ($0.mutants + $1.mutants, $0.equivalent + $1.equivalent, $0.killed + $1.killed)
        }
        let relevant = total.mutants - total.equivalent
        let overall = relevant == 0 ? 100 : total.killed * 100 / relevant
        lines.append(
            "| all | | \(total.mutants) | \(total.equivalent) | \(total.killed) | \(relevant - total.killed) | \(overall) % |"
        )
        return lines.joined(separator: "\n")
    }

    /// The surviving non-equivalent mutants, one line each.
    var survivorList: String {
        rows.flatMap(\.survivors).map { "- \($0.key): `\($0.line)`" }.joined(separator: "\n")
    }
}
