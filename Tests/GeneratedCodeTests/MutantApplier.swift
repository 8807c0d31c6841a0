/// One mutant: a site of an operator in a cell's generated production file, active when
/// `MutantSwitch.active == id`.
struct Mutant: Sendable, Hashable {
    var id: Int
    var cell: MutationCell
    var operatorName: String
    /// The file's name without the module prefix: `Router.swift`.
    var file: String
    /// The site's place among the operator's sites in that file, from 1.
    var occurrence: Int
    /// The original line, for the report.
    var line: String

    /// A key that survives unrelated template edits: `MvpUIKitHome/Router.swift weak-to-strong #1`.
    var key: String { "\(cell.module)/\(file) \(operatorName) #\(occurrence)" }
}

/// Writes every mutant of the catalogue into the production files of one cell's module as
/// schemata (each mutant guarded by `MutantSwitch.active == id`), a line at a time: a line is
/// claimed by the first operator that finds a site on it.
struct MutantApplier {
    var operators: [MutationOperator] = MutationCatalogue.all

    /// The files rewritten and the mutants they hold, numbered from `firstID`.
    func apply(to files: [SourceFile], cell: MutationCell, firstID: Int) -> (files: [SourceFile], mutants: [Mutant]) {
        var nextID = firstID
        var mutants: [Mutant] = []
        var rewritten: [SourceFile] = []
        for file in files {
            var occurrences: [String: Int] = [:]
            var lines: [String] = []
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                var claimed: String?
                for mutationOperator in operators {
                    guard let schema = mutationOperator.rewrite(line, file, nextID) else { continue }
                    occurrences[mutationOperator.name, default: 0] += 1
                    mutants.append(
                        Mutant(
                            id: nextID, cell: cell, operatorName: mutationOperator.name,
                            file: String(file.name.dropFirst(cell.module.count)),
                            occurrence: occurrences[mutationOperator.name] ?? 1,
                            line: line.trimmingCharacters(in: .whitespaces)))
                    nextID += 1
                    claimed = schema
                    break
                }
                lines.append(claimed ?? line)
            }
            rewritten.append(SourceFile(name: file.name, text: lines.joined(separator: "\n")))
        }
        return (rewritten, mutants)
    }

    /// The file every mutated target gets: which mutant this process runs, from the environment
    /// variable `VIPER_GEN_MUTANT` (none when unset).
    static let switchSource = """
        import Foundation

        /// Which mutant of the mutation harness is active in this process (0: none).
        enum MutantSwitch {
            static let active: Int = Int(ProcessInfo.processInfo.environment["VIPER_GEN_MUTANT"] ?? "") ?? 0
        }

        """
}
