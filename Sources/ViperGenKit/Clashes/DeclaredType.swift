import SwiftSource

/// A top-level type a Swift file declares (`class`, `struct`, `enum`, `protocol` or `actor`;
/// extensions and nested types are not declarations of a new name in the module).
public struct DeclaredType: Sendable, Hashable {
    /// `class`, `struct`, `enum`, `protocol` or `actor`.
    public var kind: String
    public var name: String
    /// Where the declaration starts (its first attribute or modifier), 1-based; the column
    /// counts UTF-8 bytes.
    public var line: Int
    public var column: Int

    public init(kind: String, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// `class FeedViewController`, as a message names it.
    public var described: String { "\(kind) \(name)" }

    /// The top-level types declared in a Swift file's bytes, in order (SwiftSource's tolerant
    /// reader: every `#if` branch counts).
    public static func topLevel(in bytes: [UInt8]) -> [DeclaredType] {
        let file = SourceFile.read(bytes)
        var result: [DeclaredType] = []
        for type in file.types where type.parent == nil && type.kind != .extension {
            var lineStart = min(type.range.lowerBound, bytes.count)
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            result.append(DeclaredType(kind: type.kind.rawValue, name: type.name, line: type.startLine,
                                       column: type.range.lowerBound - lineStart + 1))
        }
        return result
    }
}
