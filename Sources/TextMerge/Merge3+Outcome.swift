extension Merge3 {
    /// A merge of texts given as bytes: the merged bytes, the conflicts, and what each side
    /// changed, so a caller can say "only the line endings differ".
    public struct Outcome: Sendable, Hashable {
        /// The merged text, with conflict markers where there are conflicts. A line that is not
        /// UTF-8 is kept byte for byte.
        public var bytes: [UInt8]
        /// Each conflict; empty for a clean merge.
        public var conflicts: [Conflict]
        /// What `ours` changed relative to `base`.
        public var ours: SideChange
        /// What `theirs` changed relative to `base`.
        public var theirs: SideChange
        /// The line ending every terminated line of the result was given, when a side changed
        /// the whole text to one style (`\r\n` where the base had `\n`, say); nil when each line
        /// kept the ending it had.
        public var lineEnding: LineEnding?

        /// Whether the merge has no conflict.
        public var isClean: Bool { conflicts.isEmpty }
    }

    /// What one side changed relative to the base.
    public enum SideChange: Sendable, Hashable {
        /// Nothing: the same bytes.
        case none
        /// Only line endings (`\n` against `\r\n`); every line's content is the same.
        case lineEndingsOnly
        /// The content of some line.
        case content
    }

    /// One of the three texts of a merge.
    public enum Side: String, Sendable, Hashable {
        case base, ours, theirs
    }

    /// Input that `merge(utf8Base:ours:theirs:)` refuses.
    public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Line `line` (1-based) of `side` is not UTF-8: the texts are not merged, since the
        /// caller wants text back.
        case notUTF8(side: Side, line: Int)

        public var description: String {
            switch self {
            case .notUTF8(let side, let line): "line \(line) of \(side.rawValue) is not UTF-8; not merged"
            }
        }
    }
}
