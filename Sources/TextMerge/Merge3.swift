/// A three-way merge of line-based texts (diff3): the changes from `base` to `ours` and from
/// `base` to `theirs` are combined; where both changed the same lines differently, there is a
/// conflict. As in diff3, the same change on both sides is one change: a line both sides
/// inserted identically at the same place appears once. Two different insertions at the same
/// place conflict (also when one starts the way the other does, as in git), and so do two that
/// declare the same thing by the caller's `conflictKey`.
///
/// Lines are compared as bytes, ignoring only the difference between `\n` and `\r\n`: a side
/// that changed nothing but line endings does not conflict, and its endings are kept.
public enum Merge3 {
    /// Where `ours` and `theirs` changed the same lines of `base` differently.
    public struct Conflict: Sendable, Hashable {
        /// 1-based line numbers of the conflicting region in each text (empty ranges allowed).
        public var baseLines: Range<Int>
        public var oursLines: Range<Int>
        public var theirsLines: Range<Int>
        /// The region's lines, terminators included (bytes that are not UTF-8 shown as U+FFFD;
        /// the merged bytes keep them exactly).
        public var base: [String]
        public var ours: [String]
        public var theirs: [String]
    }

    public enum Result: Sendable, Hashable {
        /// The merged text.
        case clean(String)
        /// The text with each conflict resolved as asked (`ConflictResolution`: conflict
        /// markers, or the `theirs` side), and each conflict.
        case conflicts(String, [Conflict])
    }

    /// What the merged text holds where both sides changed the same lines differently.
    public enum ConflictResolution: Sendable, Hashable {
        /// git's conflict markers around both sides and the base (`<<<<<<< ours`, `||||||| base`,
        /// `=======`, `>>>>>>> theirs`, with the labels given), for a person to resolve.
        case markers
        /// The `theirs` side's lines alone (git's `merge -X theirs`): every change that overlaps
        /// nothing stays merged; only the overlapping regions take `theirs`.
        case theirs
    }

    /// Merges strings. Merging a text with itself (`ours == theirs`) gives it back; if only one
    /// side changed, the result is that side.
    ///
    /// - Parameter resolution: what the text holds in a conflicting region: markers (the
    ///   default) or `theirs`' lines; the conflicts are listed either way.
    /// - Parameter conflictKey: a name for a line that declares something (a method's name,
    ///   say), or nil. Where both sides bring in different lines at the same place and a line
    ///   of each has the same key, that is a conflict rather than both kept.
    public static func merge(
        base: String, ours: String, theirs: String,
        labels: (ours: String, base: String, theirs: String) = ("ours", "base", "theirs"),
        conflictKey: ((Line) -> String?)? = nil, resolution: ConflictResolution = .markers
    ) -> Result {
        if ours == theirs { return .clean(ours) }
        if base == ours { return .clean(theirs) }
        if base == theirs { return .clean(ours) }
        let outcome = merge(
            base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
            labels: labels, conflictKey: conflictKey, resolution: resolution)
        return result(of: outcome)
    }

    /// Merges texts given as bytes, which need not be UTF-8: every line of the result is a line
    /// of one of them, byte for byte (or a conflict marker), with its line ending changed only
    /// when a side changed the whole text to one style (`Outcome.lineEnding`).
    public static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8],
        labels: (ours: String, base: String, theirs: String) = ("ours", "base", "theirs"),
        conflictKey: ((Line) -> String?)? = nil, resolution: ConflictResolution = .markers
    ) -> Outcome {
        var engine = MergeEngine(
            base: Lines.split(bytes: base), ours: Lines.split(bytes: ours), theirs: Lines.split(bytes: theirs),
            labels: labels, conflictKey: conflictKey, resolution: resolution)
        let changes = (
            ours: engine.change(of: .ours, bytes: ours, base: base),
            theirs: engine.change(of: .theirs, bytes: theirs, base: base)
        )
        // A side that is the base, or both sides the same: no merge to do.
        if ours == theirs || changes.theirs == .none {
            return Outcome(bytes: ours, conflicts: [], ours: changes.ours, theirs: changes.theirs, lineEnding: nil)
        }
        if changes.ours == .none {
            return Outcome(bytes: theirs, conflicts: [], ours: changes.ours, theirs: changes.theirs, lineEnding: nil)
        }
        let (merged, conflicts) = engine.run()
        return Outcome(
            bytes: merged, conflicts: conflicts, ours: changes.ours, theirs: changes.theirs,
            lineEnding: engine.resultEnding)
    }

    /// Merges texts read as bytes into a string, after checking that each is UTF-8; throws
    /// `InputError.notUTF8` naming the first line that is not (the caller reports "not UTF-8;
    /// not merged" rather than merge a lossy decoding and lose the user's bytes).
    public static func merge(
        utf8Base base: [UInt8], ours: [UInt8], theirs: [UInt8],
        labels: (ours: String, base: String, theirs: String) = ("ours", "base", "theirs"),
        conflictKey: ((Line) -> String?)? = nil, resolution: ConflictResolution = .markers
    ) throws(InputError) -> Result {
        for (side, bytes) in [(Side.base, base), (.ours, ours), (.theirs, theirs)]
        where String(validating: bytes, as: UTF8.self) == nil {
            let line = Lines.split(bytes: bytes).firstIndex { $0.text == nil } ?? 0
            throw .notUTF8(side: side, line: line + 1)
        }
        return result(
            of: merge(
                base: base, ours: ours, theirs: theirs, labels: labels, conflictKey: conflictKey, resolution: resolution
            ))
    }

    /// The string form of a merge of UTF-8 texts (splitting at `\n` bytes and adding markers
    /// keeps them UTF-8).
    private static func result(of outcome: Outcome) -> Result {
        let text = String(decoding: outcome.bytes, as: UTF8.self)
        return outcome.conflicts.isEmpty ? .clean(text) : .conflicts(text, outcome.conflicts)
    }
}
