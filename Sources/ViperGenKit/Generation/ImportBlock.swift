/// The first run of `import` lines of a rendered Swift file, made tidy: each module once, plain
/// imports sorted, attributed ones (`@testable import App`) after them in their order. A
/// template imports what its file always needs and then the frameworks the module's types
/// mention (`frameworkImports`), which may repeat one (`import UIKit` twice for a `UIImage`).
enum ImportBlock {
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: isImport) else { return text }
        var end = start
        while end < lines.count, isImport(lines[end]) { end += 1 }
        let block = lines[start..<end]
        var seen: Set<Substring> = []
        let unique = block.filter { seen.insert($0).inserted }
        let plain = unique.filter { $0.hasPrefix("import ") }.sorted()
        let attributed = unique.filter { !$0.hasPrefix("import ") }
        let tidy = plain + attributed
        guard tidy != Array(block) else { return text }
        lines.replaceSubrange(start..<end, with: tidy)
        return lines.joined(separator: "\n")
    }

    /// `import X` or an attributed import (`@testable import X`, `@preconcurrency import X`).
    private static func isImport(_ line: Substring) -> Bool {
        line.hasPrefix("import ") || (line.hasPrefix("@") && line.contains(" import "))
    }
}
