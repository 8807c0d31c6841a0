/// One line of a text, as bytes with its terminator: the unit the merge compares and keeps.
/// Bytes, not characters, so a line that is not UTF-8 is carried through a merge unchanged.
public struct Line: Sendable, Hashable {
    /// The line's bytes, terminator included.
    public var bytes: ArraySlice<UInt8>

    /// A line from its bytes (terminator included, if any).
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// How the line ends: `\n`, `\r\n`, or not at all (the last line of a text without a final
    /// newline).
    public var ending: LineEnding {
        guard let last = bytes.last, last == 0x0A else { return .none }
        let beforeLast = bytes.index(before: bytes.endIndex)
        return beforeLast > bytes.startIndex && bytes[bytes.index(before: beforeLast)] == 0x0D ? .crlf : .lf
    }

    /// The bytes without the terminator.
    public var content: ArraySlice<UInt8> {
        bytes.dropLast(ending.bytes.count)
    }

    /// The line as text, terminator included; nil when its bytes are not UTF-8.
    public var text: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The same content ended by `ending` instead (unchanged when the line has no terminator,
    /// so a missing final newline stays missing).
    func ended(by ending: LineEnding) -> Line {
        let own = self.ending
        guard own != .none, ending != .none, own != ending else { return self }
        return Line(ArraySlice(content + ending.bytes))
    }
}

/// How a line ends.
public enum LineEnding: Sendable, Hashable {
    /// `\n`.
    case lf
    /// `\r\n`.
    case crlf
    /// No terminator: the last line of a text that does not end with a newline.
    case none

    /// The terminator's bytes.
    public var bytes: [UInt8] {
        switch self {
        case .lf: [0x0A]
        case .crlf: [0x0D, 0x0A]
        case .none: []
        }
    }
}
