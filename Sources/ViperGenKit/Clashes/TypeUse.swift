import SwiftSource

/// A name an existing Swift file uses as a type or value without qualification (`LazyView`,
/// not `UI.LazyView`), where it was first found: a generated type of that name would be what
/// the file means from then on.
package struct TypeUse: Sendable, Hashable {
    package var name: String
    /// 1-based; the column counts UTF-8 bytes.
    package var line: Int
    package var column: Int

    package init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }

    /// The first unqualified use of each of `names` in `file` (identifiers not after a `.`,
    /// nor the name a declaration gives; comments and strings are not identifiers), in order of
    /// first use. A name the file declares at any depth is its own, never a use (an extension
    /// of a name it does not declare is a use).
    package static func first(of names: Set<String>, in file: SourceFile, bytes: [UInt8]) -> [TypeUse] {
        let wanted = names.subtracting(file.types.filter { $0.kind != .extension }.map(\.name))
        guard !wanted.isEmpty else { return [] }
        let tokens = file.tokens
        var found: [TypeUse] = []
        var seen: Set<String> = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            if index > 0, tokens[index - 1].kind == .period || tokens[index - 1].namesADeclaration(in: bytes) {
                continue
            }
            let name = String(decoding: bytes[token.range], as: UTF8.self)
            guard wanted.contains(name), seen.insert(name).inserted else { continue }
            found.append(TypeUse(name: name, line: token.line, column: token.column))
        }
        return found
    }
}
