/// git's conflict markers in a text: finding the lines that are still there, and resolving
/// every marked region to one side.
///
/// A marker line begins with seven `<`, `|`, `=` or `>` followed by a space or the end of the
/// line (`<<<<<<< yours`, `||||||| base`, `=======`, `>>>>>>> spec`), as git writes them and as
/// `git diff --check` looks for them. Works on bytes: lines that are not UTF-8 are kept as they
/// are, and so are `\r\n` endings.
public enum ConflictMarkers {
    /// What a marker line is.
    public enum Kind: Sendable, Hashable {
        /// `<<<<<<<`: the start of a region, then ours.
        case ours
        /// `|||||||`: the base follows.
        case base
        /// `=======`: theirs follows.
        case separator
        /// `>>>>>>>`: the end of a region.
        case end
    }

    /// One marker line.
    public struct Marker: Sendable, Hashable {
        /// 1-based.
        public var line: Int
        public var kind: Kind
    }

    /// The marker lines of `bytes`, in order; empty when none is left.
    public static func markers(in bytes: [UInt8]) -> [Marker] {
        Lines.split(bytes: bytes).enumerated().compactMap { index, line in
            kind(of: line).map { Marker(line: index + 1, kind: $0) }
        }
    }

    /// The marker lines of a string.
    public static func markers(in text: String) -> [Marker] {
        var text = text
        // Most texts have no line that could be one: looked for in place, before any copy.
        guard text.withUTF8(mayHaveMarkers) else { return [] }
        return markers(in: Array(text.utf8))
    }

    /// Whether some line of `bytes` starts with a marker's byte seven times, as every marker
    /// line does (`kind(of:)` decides whether it is one).
    static func mayHaveMarkers(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start + 7 <= bytes.count {
            let first = bytes[start]
            if kinds[first] != nil, bytes[start..<(start + 7)].allSatisfy({ $0 == first }) { return true }
            // On to the next line.
            while start < bytes.count, bytes[start] != UInt8(ascii: "\n") { start += 1 }
            start += 1
        }
        return false
    }

    /// The text with every marked region replaced by its `theirs` lines (between `=======` and
    /// `>>>>>>>`), or by its `ours` lines (between `<<<<<<<` and `|||||||` or `=======`); nil
    /// when the markers are not whole regions in order (a region without its end, a stray
    /// marker), which only a person can sort out.
    public static func resolve(_ bytes: [UInt8], taking side: Merge3.Side) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var section: Kind?  // nil: outside a region
        for line in Lines.split(bytes: bytes) {
            guard let kind = kind(of: line) else {
                if keeps(section, side: side) { output += line.bytes }
                continue
            }
            guard let next = advance(section, to: kind) else { return nil }
            section = next == .end ? nil : next
        }
        return section == nil ? output : nil
    }

    /// Whether a line in `section` is kept when resolving to `side`.
    private static func keeps(_ section: Kind?, side: Merge3.Side) -> Bool {
        switch section {
        case nil: true
        case .ours?: side == .ours
        case .separator?: side == .theirs
        case .base?, .end?: false
        }
    }

    /// The section a marker of `kind` starts after `section`; nil when it cannot come there.
    private static func advance(_ section: Kind?, to kind: Kind) -> Kind? {
        switch (section, kind) {
        case (nil, .ours), (.ours?, .base), (.ours?, .separator), (.base?, .separator), (.separator?, .end): kind
        default: nil
        }
    }

    /// The byte a marker line repeats seven times, by kind.
    private static let kinds: [UInt8: Kind] = [
        UInt8(ascii: "<"): .ours, UInt8(ascii: "|"): .base, UInt8(ascii: "="): .separator, UInt8(ascii: ">"): .end
    ]

    /// The kind of marker a line is, if it is one.
    static func kind(of line: Line) -> Kind? {
        let content = line.content
        guard content.count >= 7, let first = content.first, let kind = kinds[first],
            content.prefix(7).allSatisfy({ $0 == first })
        else { return nil }
        let rest = content.dropFirst(7)
        // `=======` stands alone; the others may carry a label after a space.
        if kind == .separator { return rest.isEmpty ? kind : nil }
        return rest.isEmpty || rest.first == UInt8(ascii: " ") ? kind : nil
    }
}
