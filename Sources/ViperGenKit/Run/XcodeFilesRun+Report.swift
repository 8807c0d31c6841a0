import TextSupport
import XcodeProject

extension XcodeFilesRun.Outcome {
    /// The outcome as one line of JSON (`--format json`, the MCP tool's structured result):
    /// `{"project", "written", "added", "memberships", "alreadyIn", "synchronized",
    /// "createdGroups", "removed", "removedGroups", "notFound"}`, or for a listing `{"project",
    /// "target", "sources", "resources", "synchronizedFolders"}`.
    package var json: String {
        var writer = JSONWriter(capacity: 1 << 10, layout: .compact)
        writer.beginObject()
        writer.field("project", project)
        if let listing {
            writer.field("target", listing.target)
            writer.field("sources", strings: listing.sources)
            writer.field("resources", strings: listing.resources)
            writer.key("synchronizedFolders")
            writer.beginArray()
            for folder in listing.folders {
                writer.element()
                writer.beginObject()
                writer.field("path", folder.path)
                writer.field("excluded", strings: folder.excluded)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
            return writer.finished()
        }
        let edit = edit ?? ProjectEditResult(text: "", changed: false)
        let removing = !edit.removedGroups.isEmpty || !edit.notFound.isEmpty || isRemoval
        writer.field("written", written)
        writer.field("changed", edit.changed)
        if removing {
            writer.field("removed", strings: edit.files)
        } else {
            writer.field("added", strings: edit.files)
        }
        writer.key("memberships")
        writer.beginArray()
        for membership in edit.memberships {
            writer.element()
            writer.beginObject()
            writer.field("path", membership.path)
            writer.field("target", membership.target)
            writer.endObject()
        }
        writer.endArray()
        writer.field("alreadyIn", strings: alreadyIn)
        writer.key("synchronized")
        writer.beginArray()
        for item in edit.synchronized {
            writer.element()
            writer.beginObject()
            writer.field("path", item.path)
            writer.field("folder", item.folder)
            writer.field("builtBy", strings: item.builtBy)
            writer.field("notBuiltBy", strings: item.notBuiltBy)
            writer.endObject()
        }
        writer.endArray()
        writer.field("createdGroups", strings: edit.createdGroups)
        writer.field("removedGroups", strings: edit.removedGroups)
        writer.field("notFound", strings: edit.notFound)
        writer.endObject()
        return writer.finished()
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
