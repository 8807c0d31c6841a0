/// What a generate run did or would do, for the terminal and for `--format json`.
public struct GenerationReport: Sendable, Hashable {
    public var files: [AssessedFile]
    /// Whether files were actually written (false for `--dry-run` and `--check`).
    public var wrote: Bool

    public init(files: [AssessedFile], wrote: Bool) {
        self.files = files
        self.wrote = wrote
    }

    /// How many files have each status.
    public var counts: [FileStatus: Int] {
        var counts: [FileStatus: Int] = [:]
        for file in files { counts[file.status, default: 0] += 1 }
        return counts
    }

    /// One line per file, `git status`-style: the status padded, then the path.
    public var text: String {
        var lines = files.map { item in
            let status = item.status.rawValue
            return status + String(repeating: " ", count: max(1, 11 - status.count)) + item.file.path
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `12 files: 10 create, 2 unchanged` (`would create` for a dry run).
    public var summary: String {
        let counts = counts
        let parts = FileStatus.allCases.compactMap { status -> String? in
            guard let count = counts[status], count > 0 else { return nil }
            return "\(count) \(status.rawValue)"
        }
        let total = "\(files.count) file\(files.count == 1 ? "" : "s")"
        let prefix = wrote ? "" : "dry run, nothing written: "
        return prefix + total + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// The report as JSON with a fixed key order.
    public var json: String {
        var text = "{\"wrote\":\(wrote),\"files\":["
        text += files.map { item in
            "{\"path\":\(JSONText.quoted(item.file.path)),\"status\":\"\(item.status.rawValue)\",\"module\":\(JSONText.quoted(item.file.module)),\"kind\":\"\(item.file.kind.rawValue)\",\"template\":\(JSONText.quoted(item.file.template))}"
        }.joined(separator: ",")
        text += "],\"summary\":{"
        let counts = counts
        text += FileStatus.allCases.map { "\"\($0.rawValue)\":\(counts[$0] ?? 0)" }.joined(separator: ",")
        return text + "}}\n"
    }
}
