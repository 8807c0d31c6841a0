import SwiftSource

/// A file-scope `typealias` that names types (`typealias ListViewModel = ListInput & ListOutput`,
/// `typealias Service = APIService`), so a dependency typed with it is classified by what it
/// names. Generic, function, tuple and collection aliases are not read.
package struct TypeAlias: Sendable, Hashable {
    /// The alias.
    package var name: String
    /// The names it stands for: one, or the members of a composition (module prefix dropped).
    package var targets: [String]

    /// The file-scope aliases of a file's tokens.
    static func read(tokens: [Token], bytes: [UInt8]) -> [TypeAlias] {
        guard !bytes.isEmpty else { return [] }
        func text(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        var aliases: [TypeAlias] = []
        var depth = 0
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .keyword where depth == 0 && text(token) == "typealias":
                if let alias = alias(at: i + 1, tokens: tokens, text: text) { aliases.append(alias) }
            default: break
            }
            i += 1
        }
        return aliases
    }

    /// `Name = A`, `Name = A & B`, `Name = Module.A`, `Name = any A` from `i`; nil for anything else.
    private static func alias(at start: Int, tokens: [Token], text: (Token) -> String) -> TypeAlias? {
        guard start + 2 < tokens.count, tokens[start].kind == .identifier, tokens[start + 1].kind == .operator,
            text(tokens[start + 1]) == "="
        else { return nil }
        let line = tokens[start + 1].line
        var targets: [String] = []
        var i = start + 2
        var expectingName = true
        while i < tokens.count {
            let token = tokens[i]
            if expectingName {
                guard token.kind == .identifier || token.kind == .keyword && text(token) == "any" else { return nil }
                if token.kind == .keyword {
                    i += 1
                    continue
                }
                targets.append(text(token))
                expectingName = false
            } else if token.kind == .period, i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                targets[targets.count - 1] = text(tokens[i + 1])  // `Module.Type`: the type
                i += 1
            } else if token.kind == .operator, text(token) == "&" {
                expectingName = true
            } else if token.line != line || token.kind == .semicolon || token.kind == .rightBrace {
                break
            } else {
                return nil  // generic arguments, optionals, function types: not a plain name
            }
            i += 1
        }
        guard !expectingName, !targets.isEmpty else { return nil }
        return TypeAlias(name: text(tokens[start]), targets: targets)
    }
}
