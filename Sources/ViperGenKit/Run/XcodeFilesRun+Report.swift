import TextSupport
import XcodeProject

extension XcodeFilesRun.Outcome {
    /// The outcome as one line of JSON (`--format json`, the MCP tool's structured result):
    /// `{"project", "written", "added", "memberships", "alreadyIn", "synchronized",
    /// "createdGroups", "removed", "removedGroups", "notFound"}`, or for a listing `{"project",
    /// "target", "sources", "resources", "synchronizedFolders"}`.
    package var json: String {
        func strings(_ values: [String]) -> String { "[" + values.map(JSONText.quoted).joined(separator: ",") + "]" }
        if let listing {
            let folders = listing.folders.map {
                "{\"path\":\(JSONText.quoted($0.path)),\"excluded\":\(strings($0.excluded))}"
            }
            return "{\"project\":\(JSONText.quoted(project)),\"target\":\(JSONText.quoted(listing.target)),"
                + "\"sources\":\(strings(listing.sources)),\"resources\":\(strings(listing.resources)),"
                + "\"synchronizedFolders\":[\(folders.joined(separator: ","))]}\n"
        }
        let edit = edit ?? ProjectEditResult(text: "", changed: false)
        let memberships = edit.memberships.map {
            "{\"path\":\(JSONText.quoted($0.path)),\"target\":\(JSONText.quoted($0.target))}"
        }
        let synchronized = edit.synchronized.map {
            "{\"path\":\(JSONText.quoted($0.path)),\"folder\":\(JSONText.quoted($0.folder)),\"builtBy\":\(strings($0.builtBy)),"
                + "\"notBuiltBy\":\(strings($0.notBuiltBy))}"
        }
        let removing = !edit.removedGroups.isEmpty || !edit.notFound.isEmpty || isRemoval
        return "{\"project\":\(JSONText.quoted(project)),\"written\":\(written),\"changed\":\(edit.changed),"
            + "\"\(removing ? "removed" : "added")\":\(strings(edit.files)),\"memberships\":[\(memberships.joined(separator: ","))],"
            + "\"alreadyIn\":\(strings(alreadyIn)),\"synchronized\":[\(synchronized.joined(separator: ","))],"
            + "\"createdGroups\":\(strings(edit.createdGroups)),\"removedGroups\":\(strings(edit.removedGroups)),"
            + "\"notFound\":\(strings(edit.notFound))}\n"
    }

    /// The files given that the edit found already as asked (referenced, and built by every
    /// target named), in order.
    package var alreadyIn: [String] {
        guard let edit, !isRemoval else { return [] }
        let touched = Set(edit.files).union(edit.memberships.map(\.path)).union(edit.synchronized.map(\.path))
        return files.filter { !touched.contains($0) }
    }

    /// Whether the run removed (rather than added).
    var isRemoval: Bool { if case .remove = action { true } else { false } }

    /// The text report: one line per file, then a summary line.
    package var lines: [String] {
        if let listing {
            var lines = listing.sources.map { "source    \($0)" } + listing.resources.map { "resource  \($0)" }
            for folder in listing.folders {
                lines.append(
                    "folder    \(folder.path)/ (synchronized"
                        + (folder.excluded.isEmpty
                            ? ")"
                            : "; excluded: "
                                + folder.excluded.joined(separator: ", ") + ")"))
            }
            lines.append(
                "\(listing.target) in \(project): \(listing.sources.count) sources, \(listing.resources.count) resources, "
                    + "\(listing.folders.count) synchronized folders")
            return lines
        }
        guard let edit else { return [] }
        var lines: [String] = []
        let verb = isRemoval ? "removed" : "added"
        for folder in edit.createdGroups { lines.append("group     \(folder)/") }
        for path in edit.files {
            let targets = edit.memberships.filter { $0.path == path }.map(\.target)
            lines.append(
                "\(verb.padding(9)) \(path)" + (targets.isEmpty ? "" : " (" + targets.joined(separator: ", ") + ")"))
        }
        for path in Set(edit.memberships.map(\.path)).subtracting(edit.files).sorted() {
            let targets = edit.memberships.filter { $0.path == path }.map(\.target)
            lines.append("\(verb.padding(9)) \(path) \(isRemoval ? "from" : "to") " + targets.joined(separator: ", "))
        }
        for folder in edit.removedGroups { lines.append("ungrouped \(folder)/") }
        for path in alreadyIn { lines.append("unchanged \(path) is already in \(project)") }
        let count = Set(edit.files + edit.memberships.map(\.path)).count
        var summary = "\(project): \(count) \(count == 1 ? "file" : "files") \(verb)"
        if !alreadyIn.isEmpty { summary += ", \(alreadyIn.count) already in" }
        if edit.changed, !written { summary += " (dry run: nothing written)" }
        lines.append(summary)
        return lines
    }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
