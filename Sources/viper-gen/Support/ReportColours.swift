import ViperGenKit

/// The `generate` report in git's colours on a terminal: `create` green, `update` and `merge`
/// cyan, `conflict` and `delete` red, `overwrite` and `orphan` yellow, `unchanged` and `skip`
/// dim. Text without colour (not a terminal, `NO_COLOR`, `TERM=dumb`) is returned as is.
enum ReportColours {
    static func apply(to report: String, console: Console) -> String {
        guard console.colorOutput else { return report }
        var lines: [String] = []
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            let word = line.prefix { $0 != " " }
            if let status = FileStatus(rawValue: String(word)), line.count > word.count {
                lines.append(console.styled(String(word), style(of: status)) + line.dropFirst(word.count))
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func style(of status: FileStatus) -> Console.Style {
        switch status {
        case .create: .green
        case .update, .merge: .cyan
        case .conflict, .delete: .red
        case .overwrite, .orphan: .yellow
        case .unchanged, .skip: .dim
        }
    }
}
