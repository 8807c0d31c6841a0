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

    /// The module: the first component of ``path``.
    public var module: String {
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return path }
        guard dot != path.startIndex else { return String(path.split(separator: ".", maxSplits: 1).first ?? "") }
        return String(path[..<dot])
    }
}
