/// An `import` declaration: `import UIKit`, `@testable import App`, `import struct Foo.Bar`.
public struct Import: Sendable, Hashable {
    /// The module path as written, dots included: `Foundation`, `Foo.Bar`.
    public let path: String
    /// The declaration kind of a scoped import (`struct`, `class`, `func`, …), nil for a module.
    public let kind: String?
    /// Attributes written before it: `@testable`, `@_exported`, `@preconcurrency`.
    public let attributes: [Attribute]
    /// The line of the `import` keyword.
    public let line: Int
    /// The module: the first component of ``path`` (worked out once: it is asked for each
    /// import several times).
    public let module: String

    init(path: String, kind: String?, attributes: [Attribute], line: Int) {
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.line = line
        module = Self.module(of: path)
    }

    private static func module(of path: String) -> String {
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return path }
        guard dot != path.startIndex else { return String(path.split(separator: ".", maxSplits: 1).first ?? "") }
        return String(path[..<dot])
    }
}
