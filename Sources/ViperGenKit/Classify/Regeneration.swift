import ContentHash
import TextMerge

/// Decides what happens to each planned file given the disk and viper-gen.lock: the three-way
/// classification of living modules. Pure: the disk text and the last generated text come in
/// as values.
package enum Regeneration {
    /// The labels of a conflict's sides, in the hunks printed and in the markers written.
    package static let labels = (ours: "yours", base: "base", theirs: "spec")
    /// What makes a hunk of a conflict that was only printed count as resolved.
    package static let resolvedHunk =
        "a hunk counts as resolved when your lines there are exactly the spec's new lines "
        + "or exactly the lines generated last time; any other text there still overlaps the spec's change"
    /// What makes a hunk written with markers count as resolved.
    package static let resolvedMarkers =
        "a hunk counts as resolved once its marker lines (<<<<<<<, |||||||, =======, >>>>>>>) "
        + "are gone; the lines you keep between them are your version"

    /// - Parameters:
    ///   - disk: the file's text, or nil when it does not exist.
    ///   - record: its lock entry, or nil when the lock does not list it.
    ///   - base: renders the last generated text on demand (only needed for an edited file).
    ///   - untracked: why the lock does not list the file, when there is more to say than that
    ///     it was written by hand or by an older viper-gen.
    package static func classify(
        _ file: PlannedFile, disk: String?, entry: GenerationLock.File?, base: () -> String?, policy: ConflictPolicy,
        untracked: String? = nil
    ) -> AssessedFile {
        guard let disk, disk != file.contents else {
            return missingOrIdentical(file, disk: disk, entry: entry, policy: policy)
        }
        let markers = ConflictMarkers.markers(in: disk)
        if !markers.isEmpty {
            return classifyMarked(file, disk: disk, markers: markers, entry: entry, base: base, policy: policy)
        }
        if policy == .skipExisting || policy == .adopt { return kept(file, disk: disk, entry: entry, policy: policy) }
        guard let entry else {
            return unmergeable(
                file, disk: disk, policy: policy,
                reason: "not in \(GenerationLock.fileName): "
                    + (untracked ?? "written by hand or by an older viper-gen"))
        }
        let diskHash = SHA256.hex(disk)
        if diskHash == entry.sha256 {
            var update = AssessedFile(file: file, status: .update, previous: disk)
            update.diskSHA256 = diskHash
            return update
        }
        let generatedHash = SHA256.hex(file.contents)
        var edited = classifyEdited(
            file, disk: disk, entry: entry, generatedHash: generatedHash, base: base, policy: policy)
        edited.diskSHA256 = diskHash
        edited.generatedSHA256 = generatedHash
        return edited
    }

    /// A file the user edited since it was generated (its bytes are not the lock's), given the
    /// SHA-256 of today's rendering.
    private static func classifyEdited(
        _ file: PlannedFile, disk: String, entry: GenerationLock.File, generatedHash: String, base: () -> String?,
        policy: ConflictPolicy
    ) -> AssessedFile {
        // When the new rendering is what was generated last time, the spec did not change this
        // file: no base to render, nothing to merge.
        if generatedHash == entry.sha256 {
            let note =
                onlyLineEndingsDiffer(disk, file.contents)
                ? "only its line endings differ: CRLF, as a checkout with core.autocrlf makes them; the spec did not change it"
                : "edited by you; the spec did not change it"
            return AssessedFile(file: file, status: .unchanged, previous: disk, note: note)
        }
        guard let base = base() else {
            return unmergeable(
                file, disk: disk, policy: policy,
                reason: "edited, and the templates changed since it was generated, so the edits cannot be merged")
        }
        if base == file.contents {
            return AssessedFile(
                file: file, status: .unchanged, previous: disk, note: "edited by you; the spec did not change it")
        }
        return merged(file, disk: disk, base: base, policy: policy)
    }

    /// A file that is missing (`disk` nil) or identical to the rendering.
    static func missingOrIdentical(
        _ file: PlannedFile, disk: String?, entry: GenerationLock.File?, policy: ConflictPolicy
    ) -> AssessedFile {
        guard policy == .adopt else { return AssessedFile(file: file, status: disk == nil ? .create : .unchanged) }
        guard let disk else { return AssessedFile(file: file, status: .skip, note: "missing; nothing to record") }
        if entry != nil {
            return AssessedFile(file: file, status: .unchanged, note: "already tracked by \(GenerationLock.fileName)")
        }
        return AssessedFile(file: file, status: .record, previous: disk, note: "identical to today's rendering")
    }

    /// An edited file merged three-way with the new rendering, its conflicts treated as `policy` says.
    static func merged(_ file: PlannedFile, disk: String, base: String, policy: ConflictPolicy) -> AssessedFile {
        let resolution: Merge3.ConflictResolution = policy == .theirs ? .theirs : .markers
        switch Merge3.merge(base: base, ours: disk, theirs: file.contents, labels: labels, resolution: resolution) {
        case .clean(let merged):
            if merged == disk {
                return AssessedFile(
                    file: file, status: .unchanged, previous: disk, note: "edited by you; already up to date")
            }
            let note =
                onlyLineEndingsDiffer(disk, base) ? "your CRLF line endings kept; no other edit" : "your edits kept"
            return AssessedFile(file: file, status: .merge, result: merged, previous: disk, note: note)
        case .conflicts(let text, let conflicts):
            let hunks = "\(conflicts.count) overlapping hunk\(conflicts.count == 1 ? "" : "s")"
            switch policy {
            case .theirs:
                return AssessedFile(
                    file: file, status: .merge, result: text, previous: disk,
                    note: "your edits kept, except in \(hunks), which take the spec's side", conflicts: conflicts)
            case .markers:
                return AssessedFile(
                    file: file, status: .conflict, result: text, previous: disk,
                    note: "written with conflict markers around \(hunks); resolve them, then run again",
                    conflicts: conflicts)
            case .overwrite:
                return AssessedFile(
                    file: file, status: .overwrite, previous: disk, note: "your edits overlap the spec's changes")
            case .fail, .skipExisting, .adopt:
                return AssessedFile(
                    file: file, status: .conflict, previous: disk, note: "your edits overlap the spec's changes",
                    conflicts: conflicts)
            }
        }
    }

    /// A file that differs but has no base to merge with: replaced by `--overwrite`, otherwise a
    /// conflict that says what can resolve it.
    static func unmergeable(_ file: PlannedFile, disk: String, policy: ConflictPolicy, reason: String) -> AssessedFile {
        switch policy {
        case .overwrite:
            return AssessedFile(file: file, status: .overwrite, previous: disk, note: reason)
        case .theirs, .markers:
            return AssessedFile(
                file: file, status: .conflict, previous: disk,
                note: reason + "; with no base there are no hunks to resolve: --overwrite replaces it (saving it as "
                    + "\(OverwriteBackup.name(of: file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath)) "
                    + "beside it), 'viper-gen adopt' records it as your edit")
        case .fail, .skipExisting, .adopt:
            return AssessedFile(file: file, status: .conflict, previous: disk, note: reason)
        }
    }

    /// A file kept by `--skip-existing` or looked at by `adopt`: a file the lock does not list
    /// is recorded as the user's edit of today's rendering.
    static func kept(_ file: PlannedFile, disk: String, entry: GenerationLock.File?, policy: ConflictPolicy)
        -> AssessedFile
    {
        if entry != nil {
            return AssessedFile(
                file: file, status: .skip, previous: disk,
                note: policy == .adopt ? "already tracked by \(GenerationLock.fileName)" : nil)
        }
        var kept = AssessedFile(
            file: file, status: policy == .adopt ? .record : .skip, previous: disk,
            note: policy == .adopt
                ? "as your edit of today's rendering"
                : "kept; \(GenerationLock.fileName) records it as your edit, so spec changes merge into it")
        kept.recordsAsEdit = true
        return kept
    }

    /// A file that still has conflict markers: a conflict until they are gone, except that
    /// `--force` takes the spec's side in each marked hunk and `--overwrite` replaces it.
    static func classifyMarked(
        _ file: PlannedFile, disk: String, markers: [ConflictMarkers.Marker], entry: GenerationLock.File?,
        base: () -> String?, policy: ConflictPolicy
    ) -> AssessedFile {
        var assessed = markedStatus(file, disk: disk, markers: markers, entry: entry, base: base, policy: policy)
        assessed.markerLines = markers.map(\.line)
        return assessed
    }

    /// The status of a file with markers, as `classifyMarked` describes.
    private static func markedStatus(
        _ file: PlannedFile, disk: String, markers: [ConflictMarkers.Marker], entry: GenerationLock.File?,
        base: () -> String?, policy: ConflictPolicy
    ) -> AssessedFile {
        let lines =
            (markers.count == 1 ? "line " : "lines ")
            + markers.prefix(8).map { String($0.line) }.joined(separator: ", ")
            + (markers.count > 8 ? ", ..." : "")
        switch policy {
        case .overwrite:
            return AssessedFile(file: file, status: .overwrite, previous: disk, note: "had conflict markers")
        case .skipExisting, .adopt:
            return AssessedFile(
                file: file, status: .skip, previous: disk,
                note: "has conflict markers at \(lines); not recorded until you resolve them")
        case .theirs:
            guard let resolved = ConflictMarkers.resolve(Array(disk.utf8), taking: .theirs) else {
                return AssessedFile(
                    file: file, status: .conflict, previous: disk,
                    note:
                        "its conflict markers at \(lines) are not whole <<<<<<< ... ======= ... >>>>>>> regions; fix them by hand"
                )
            }
            let text = String(decoding: resolved, as: UTF8.self)
            var assessed = classify(file, disk: text, entry: entry, base: base, policy: .theirs)
            if assessed.status == .unchanged { assessed = AssessedFile(file: file, status: .merge, result: text) }
            assessed.previous = disk
            // The hash taken was of the resolved text, not of the file.
            assessed.diskSHA256 = nil
            assessed.note = "conflict markers resolved to the spec's side" + (assessed.note.map { "; \($0)" } ?? "")
            return assessed
        case .fail, .markers:
            return AssessedFile(
                file: file, status: .conflict, previous: disk,
                note: "still has conflict markers at \(lines); \(resolvedMarkers)")
        }
    }

    /// Whether `disk` is `generated` with CRLF line endings and nothing else changed.
    static func onlyLineEndingsDiffer(_ disk: String, _ generated: String) -> Bool {
        // Looked for in place: the generic walk over a string's bytes costs more than the rest.
        var probe = disk
        guard probe.withUTF8({ $0.contains(UInt8(ascii: "\r")) }) else { return false }
        var generatedBytes = generated.utf8.makeIterator()
        var previous: UInt8?
        for byte in disk.utf8 {
            // A CR is held back until the next byte shows whether it ends a CRLF.
            if let held = previous {
                previous = nil
                if !(held == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")), generatedBytes.next() != held {
                    return false
                }
            }
            if byte == UInt8(ascii: "\r") {
                previous = byte
                continue
            }
            if generatedBytes.next() != byte { return false }
        }
        if let held = previous, generatedBytes.next() != held { return false }
        return generatedBytes.next() == nil
    }

    /// An orphan: a file in the lock that the run no longer plans.
    package static func classifyOrphan(_ file: PlannedFile, disk: String?, entry: GenerationLock.File, prune: Bool)
        -> AssessedFile?
    {
        guard let disk else { return nil }
        let unedited = SHA256.hex(disk) == entry.sha256
        if prune, unedited {
            return AssessedFile(file: file, status: .delete, previous: disk, note: "no longer generated")
        }
        var orphan = AssessedFile(
            file: file, status: .orphan, previous: disk,
            note: unedited ? "no longer generated; --prune deletes it" : "no longer generated; edited by you, so kept")
        orphan.isEditedOrphan = !unedited
        return orphan
    }

    /// A lock entry whose file is gone from disk and that the run no longer plans: nothing to
    /// delete, but viper-gen.lock and the project still name it, and a project that compiles a
    /// file that is not there cannot build. Every writing run forgets it (`delete` without a
    /// file: its lock entry and project references go), `--prune` or not: the user's deletion
    /// is the only copy there was, so nothing can be lost.
    package static func classifyGone(_ file: PlannedFile) -> AssessedFile {
        AssessedFile(
            file: file, status: .delete, note: "already deleted; its lock entry and project references are removed")
    }
}
