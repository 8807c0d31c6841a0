/// Where a spec edited in memory (`viper-gen add`'s splice) maps back to the file on disk: a
/// diagnostic of the edited text points at a line the user cannot see, since nothing is written
/// when the run fails. Lines before the splice keep their numbers, lines after it move back by
/// the lines it added, and a diagnostic inside the added text loses its position and says it is
/// about the entry that was not written.
struct SplicedPositions {
    /// Which lines of the edited text are the edit's own.
    private enum Changed {
        /// The edit created the file: every line is new, and the file does not exist on disk.
        case wholeFile
        /// The first and last line (1-based) of the edited text that differ from the old text.
        case lines(ClosedRange<Int>)
    }

    private let changed: Changed
    /// How many lines the edit added.
    private let addedLines: Int
    /// The entry as the edit spells it, for the message.
    private let entry: String

    /// - Parameters:
    ///   - old: the file's text on disk; nil when the edit creates the file.
    ///   - new: the edited text the run read.
    init(old: String?, new: String, entry: String) {
        let before = Array((old ?? "").utf8)
        let after = Array(new.utf8)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        { suffix += 1 }
        let newline = UInt8(ascii: "\n")
        let firstLine = after[..<prefix].count { $0 == newline } + 1
        let lastLine = firstLine + after[prefix..<(after.count - suffix)].count { $0 == newline }
        changed = old == nil ? .wholeFile : .lines(firstLine...lastLine)
        addedLines = after.count { $0 == newline } - before.count { $0 == newline }
        self.entry = entry
    }

    /// `diagnostic` with its line as the file on disk has it, or without a position when it
    /// points into the added entry.
    func mapped(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let line = diagnostic.line, case .lines(let lines) = changed else {
            return diagnostic.line == nil ? diagnostic : unwritten(diagnostic)
        }
        var mapped = diagnostic
        if line < lines.lowerBound { return diagnostic }
        if line > lines.upperBound {
            mapped.line = line - addedLines
            return mapped
        }
        return unwritten(diagnostic)
    }

    /// `diagnostic` about the entry that was not written: no position in a file.
    func unwritten(_ diagnostic: Diagnostic) -> Diagnostic {
        var mapped = diagnostic
        mapped.line = nil
        mapped.column = nil
        if case .wholeFile = changed { mapped.file = nil }
        mapped.message += " (in the entry 'viper-gen add' would write, \(entry), which was not written)"
        return mapped
    }
}
