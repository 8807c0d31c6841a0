import TextMerge
import TextSupport

/// How paths are shown: relative to the working directory, as `git status` does.
package struct ReportDisplay: Sendable, Hashable {
    /// The absolute folder planned paths are relative to (the spec's folder).
    package var base: String
    package var workingDirectory: String
    /// The spec in use as shown to the user, or nil.
    package var spec: String?

    package init(base: String, workingDirectory: String, spec: String?) {
        self.base = base
        self.workingDirectory = workingDirectory
        self.spec = spec
    }

    /// A planned path as the user should see it.
    package func path(_ path: String) -> String {
        if PathText.normalize(base) == PathText.normalize(workingDirectory), !path.hasPrefix("/") { return path }
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        return PathText.display(absolute, from: workingDirectory)
    }
}

/// What a generate run did or would do, for the terminal and for `--format json`.
package struct GenerationReport: Sendable, Hashable {
    package var files: [AssessedFile]
    /// Whether files were actually written (false for `--dry-run` and `--check`).
    package var wrote: Bool
    package var display: ReportDisplay

    package init(
        files: [AssessedFile], wrote: Bool,
        display: ReportDisplay = ReportDisplay(base: ".", workingDirectory: ".", spec: nil)
    ) {
        self.files = files
        self.wrote = wrote
        self.display = display
    }

    /// How many files have each status.
    package var counts: [FileStatus: Int] {
        var counts: [FileStatus: Int] = [:]
        for file in files { counts[file.status, default: 0] += 1 }
        return counts
    }

    /// `using viper-gen.json`, then one line per file, `git status`-style: the status padded,
    /// the path, and why when it is not obvious; then the summary and any conflict's hunks.
    package var text: String { text(styling: { _, word in word }) }

    /// The text report with each status word passed through `styling` (the terminal colours it).
    package func text(styling: (FileStatus, String) -> String) -> String {
        var lines: [String] = []
        if let spec = display.spec { lines.append("using \(spec)") }
        lines += files.map { item in
            let status = item.status.rawValue
            return styling(item.status, status) + String(repeating: " ", count: max(1, 11 - status.count))
                + display.path(item.file.path)
                + (item.note.map { " (\($0))" } ?? "")
        }
        lines.append(summary)
        let details = conflictDetails
        return lines.joined(separator: "\n") + "\n" + (details.isEmpty ? "" : details + "\n")
    }

    /// Each conflicting file with its overlapping hunks, for the user to resolve (files written
    /// with markers: where they are and what counts as resolved).
    package var conflictDetails: String {
        var lines: [String] = []
        let labels = Regeneration.labels
        // A conflict without hunks (no base to merge with): its note says what resolves it.
        for item in files
        where item.status == .conflict && item.conflicts.isEmpty && item.markerLines.isEmpty && !item.writesMarkers {
            lines.append(
                "conflict in \(display.path(item.file.path)): \(item.note ?? "it differs from the spec's rendering")")
        }
        let unmerged = lines.count
        for item in files where item.status == .conflict && !item.conflicts.isEmpty && !item.writesMarkers {
            lines.append("conflict in \(display.path(item.file.path)): your edits and the spec's changes overlap")
            for conflict in item.conflicts {
                lines.append(
                    "@@ \(labels.ours) \(Self.range(conflict.oursLines)), \(labels.base) \(Self.range(conflict.baseLines)), \(labels.theirs) \(Self.range(conflict.theirsLines)) @@"
                )
                lines.append("<<<<<<< \(labels.ours)")
                lines += conflict.ours.map { Self.chomp($0) }
                lines.append("||||||| \(labels.base)")
                lines += conflict.base.map { Self.chomp($0) }
                lines.append("=======")
                lines += conflict.theirs.map { Self.chomp($0) }
                lines.append(">>>>>>> \(labels.theirs)")
            }
        }
        if lines.count > unmerged {
            lines.append(
                "Resolve the overlap in your file (or rename what you added), then run again: \(Regeneration.resolvedHunk). "
                    + "Or: --conflict markers writes the hunks into the file for your editor; --force takes the spec's side in these hunks only "
                    + "(your other edits kept); --overwrite replaces the whole file (saving it as FILE\(OverwriteBackup.suffix) first)."
            )
        }
        let marked = files.filter(\.writesMarkers)
        if !marked.isEmpty {
            let hunks = marked.map(\.conflicts.count).reduce(0, +)
            lines.append(
                "Conflict markers written: \(hunks) hunk\(hunks == 1 ? "" : "s") in \(marked.count) file\(marked.count == 1 ? "" : "s") "
                    + "(<<<<<<< \(labels.ours), ||||||| \(labels.base), =======, >>>>>>> \(labels.theirs)); \(Regeneration.resolvedMarkers). "
                    + "Until then 'viper-gen generate' and --check report them as conflicts.")
        }
        return lines.joined(separator: "\n")
    }

    /// Unified diffs of every change the run makes (`--diff`).
    package var diffs: String {
        var text = ""
        for item in files where item.status.isDrift && item.status != .conflict && item.status != .orphan {
            let path = display.path(item.file.path)
            switch item.status {
            case .create:
                text += UnifiedDiff.render(old: "", new: item.text, oldPath: "/dev/null", newPath: "b/" + path)
            case .delete:
                if item.isGone { continue }
                text += UnifiedDiff.render(
                    old: item.previous ?? "", new: "", oldPath: "a/" + path, newPath: "/dev/null")
            default:
                text += UnifiedDiff.render(
                    old: item.previous ?? "", new: item.text, oldPath: "a/" + path, newPath: "b/" + path)
            }
        }
        return text
    }

    private static func range(_ lines: Range<Int>) -> String {
        lines.isEmpty
            ? "after line \(lines.lowerBound - 1)"
            : lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)-\(lines.upperBound - 1)"
    }

    private static func chomp(_ line: String) -> String {
        var line = line
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    /// `12 files: 10 create, 2 unchanged` (`dry run, nothing written: ` before it for a dry run).
    package var summary: String {
        let counts = counts
        let parts = FileStatus.allCases.compactMap { status -> String? in
            guard let count = counts[status], count > 0 else { return nil }
            return "\(count) \(status.rawValue)"
        }
        let total = "\(files.count) file\(files.count == 1 ? "" : "s")"
        let prefix = wrote ? "" : "dry run, nothing written: "
        return prefix + total + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// The report as JSON with a fixed key order, compact, with a final line break.
    package var json: String {
        var writer = JSONWriter(capacity: 128 * (files.count + 1), layout: .compact)
        writer.beginObject()
        writer.field("wrote", wrote)
        if let spec = display.spec { writer.field("spec", spec) }
        writer.key("files")
        writer.beginArray()
        for item in files {
            writer.element()
            writer.beginObject()
            writer.field("path", display.path(item.file.path))
            writer.field("status", item.status.rawValue)
            writer.field("module", item.file.module)
            writer.field("kind", item.file.kind.rawValue)
            writer.field("template", item.file.template)
            if let note = item.note { writer.field("note", note) }
            writer.endObject()
        }
        writer.endArray()
        writer.key("summary")
        writer.beginObject()
        let counts = counts
        for status in FileStatus.allCases {
            writer.key(status.rawValue)
            writer.int(counts[status] ?? 0)
        }
        writer.endObject()
        writer.endObject()
        return writer.finished()
    }
}
