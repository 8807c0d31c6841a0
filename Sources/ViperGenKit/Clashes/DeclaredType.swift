import SwiftSource

/// A top-level type a Swift file declares (`class`, `struct`, `enum`, `protocol`, `actor` or
/// `typealias`; extensions and nested types are not declarations of a new name in the module).
package struct DeclaredType: Sendable, Hashable {
    /// `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`.
    package var kind: String
    package var name: String
    /// Where the declaration starts (its first attribute or modifier), 1-based; the column
    /// counts UTF-8 bytes.
    package var line: Int
    package var column: Int

    package init(kind: String, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// `class FeedViewController`, as a message names it.
    package var described: String { "\(kind) \(name)" }

    /// The top-level types declared in a Swift file's bytes, in order (SwiftSource's tolerant
    /// reader: every `#if` branch counts).
    package static func topLevel(in bytes: [UInt8]) -> [DeclaredType] {
        topLevel(in: SourceFile.read(bytes), bytes: bytes)
    }

    /// The top-level types of `file`, read from `bytes`.
    package static func topLevel(in file: SourceFile, bytes: [UInt8]) -> [DeclaredType] {
        var result: [DeclaredType] = []
        for type in file.types where type.parent == nil && type.kind != .extension {
            var lineStart = min(type.range.lowerBound, bytes.count)
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            result.append(
                DeclaredType(
                    kind: type.kind.rawValue, name: type.name, line: type.startLine,
                    column: type.range.lowerBound - lineStart + 1))
        }
        result += topLevelTypealiases(file.tokens, bytes: bytes)
        return result.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// `typealias Name = …` outside every brace: a name the module then has, which a generated
    /// type of that name would declare again (`invalid redeclaration`).
    static func topLevelTypealiases(_ tokens: [Token], bytes: [UInt8]) -> [DeclaredType] {
        var result: [DeclaredType] = []
        var depth = 0
        let keyword = Array("typealias".utf8)
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .keyword where depth == 0 && bytes[token.range].elementsEqual(keyword) && index + 1 < tokens.count:
                let name = tokens[index + 1]
                guard name.kind == .identifier || name.kind == .backtickIdentifier else { continue }
                let text = String(decoding: bytes[name.range].filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
                result.append(DeclaredType(kind: "typealias", name: text, line: token.line, column: token.column))
            default: continue
            }
        }
        return result
    }
}
