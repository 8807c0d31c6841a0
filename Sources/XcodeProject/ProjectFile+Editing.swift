extension ProjectFile {
    /// The project with `additions` made: each file referenced from the group of its folder
    /// (created as needed) and compiled by its targets' Sources build phase.
    ///
    /// Only lines are added, in Xcode's layout, so that the change reads as Xcode's own in a
    /// diff; an empty inline list (`children = ( );`) is the one line that is rewritten, opened
    /// over several lines. New ids are derived from the root object's id, the kind of object,
    /// the target and the path, so the same edit gives the same text. A file already referenced
    /// and compiled is left alone (the edit is idempotent); a file in a synchronized folder is
    /// left to Xcode and reported in `synchronized`.
    ///
    /// Throws `.invalidPath`, `.unknownTarget` (with the project's target names),
    /// `.noSourcesBuildPhase`, `.missingObject` or `.malformedObject`; then nothing is changed.
    public func adding(_ additions: [ProjectEdit.Addition]) throws(ProjectFileError) -> ProjectEditResult {
        var editor = ProjectEditor(project: self)
        return try editor.add(additions)
    }

    /// The project without the files at `paths` (relative to the source root): their
    /// PBXFileReference and PBXBuildFile objects, their entries in groups and build phases, and
    /// any section that held only them are deleted, line by line. A group viper-gen created
    /// (its id is the one the editor derives for its folder) that is left empty goes too, and
    /// then its parent under the same rule (`removedGroups`); every other group stays.
    ///
    /// Each of `memberships` ends a file's membership in a target: its build files in every
    /// build phase of that target are deleted, and the file reference stays (`memberships` of
    /// the result lists what ended, for both kinds of removal).
    ///
    /// Paths no file reference resolves to are listed in `notFound`. Throws `.invalidPath`, or
    /// `.stillReferenced` when another object uses one of the ids to delete.
    public func removing(paths: [String], memberships: [ProjectEditResult.Membership] = []) throws(ProjectFileError)
        -> ProjectEditResult
    {
        try ProjectRemover(project: self).remove(paths, memberships: memberships)
    }
}
