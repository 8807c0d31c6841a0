/// One lexical token: its kind and where it is. Offsets are UTF-8 byte offsets; lines and
/// columns are 1-based, a column counting bytes from the start of its line.
public struct Token: Sendable, Hashable {
    /// What the token is.
    public let kind: TokenKind
    // 32-bit storage keeps a token at 20 bytes; ``Lexer`` reads at most `UInt32.max - 1` bytes.
    @usableFromInline let start32: UInt32
    @usableFromInline let end32: UInt32
    @usableFromInline let line32: UInt32
    @usableFromInline let column32: UInt32

    /// Creates a token; `range` must fit in 32 bits.
    public init(kind: TokenKind, range: Range<Int>, line: Int, column: Int) {
        self.kind = kind
        start32 = UInt32(truncatingIfNeeded: range.lowerBound)
        end32 = UInt32(truncatingIfNeeded: range.upperBound)
        line32 = UInt32(truncatingIfNeeded: line)
        column32 = UInt32(truncatingIfNeeded: column)
    }

    /// The first byte's offset.
    @inlinable public var start: Int { Int(start32) }
    /// The offset just past the last byte.
    @inlinable public var end: Int { Int(end32) }
    /// `start..<end`.
    @inlinable public var range: Range<Int> { Int(start32)..<Int(end32) }
    /// The line of the first byte.
    @inlinable public var line: Int { Int(line32) }
    /// The column (in bytes, from 1) of the first byte.
    @inlinable public var column: Int { Int(column32) }
}
