/// The first run of `import` lines of a rendered Swift file, made tidy: each module once, plain
/// imports sorted, attributed ones (`@testable import App`) after them in their order. A
/// template imports what its file always needs and then the frameworks the module's types
/// mention (`frameworkImports`), which may repeat one (`import UIKit` twice for a `UIImage`).
enum ImportBlock {
    /// Reads lines only up to the end of the block (the header before it and the code after it
    /// are not split): this runs on every file rendered.
    static func normalized(_ text: String) -> String {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var blockStart: String.Index?
        var block: [Substring] = []
        while lineStart < utf8.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = text[lineStart..<lineEnd]
            if isImport(line) {
                if blockStart == nil { blockStart = lineStart }
                block.append(line)
            } else if blockStart != nil {
                break
            }
            guard lineEnd < utf8.endIndex else { lineStart = lineEnd; break }
            lineStart = utf8.index(after: lineEnd)
        }
        guard let start = blockStart, let last = block.last else { return text }
        var seen: Set<Substring> = []
        let unique = block.filter { seen.insert($0).inserted }
        let tidy = unique.filter { $0.hasPrefix("import ") }.sorted() + unique.filter { !$0.hasPrefix("import ") }
        guard tidy != block else { return text }
        return String(text[..<start]) + tidy.joined(separator: "\n") + String(text[last.endIndex...])
    }

    /// `import X` or an attributed import (`@testable import X`, `@preconcurrency import X`).
    private static func isImport(_ line: Substring) -> Bool {
        line.hasPrefix("import ") || (line.hasPrefix("@") && line.contains(" import "))
    }
}
