/// The first run of `import` lines of a rendered Swift file, made tidy: each module once, plain
/// imports sorted, attributed ones (`@testable import App`) after them in their order. A
/// template imports what its file always needs and then the frameworks the module's types
/// mention (`frameworkImports`), which may repeat one (`import UIKit` twice for a `UIImage`).
enum ImportBlock {
    /// Works on the UTF-8 bytes up to the end of the block only, and copies nothing when the
    /// block is already tidy (nearly always): this runs on every file rendered.
    static func normalized(_ text: String) -> String {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var block: [Range<String.Index>] = []
        while lineStart < utf8.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: newline) ?? utf8.endIndex
            if isImport(utf8[lineStart..<lineEnd]) {
                block.append(lineStart..<lineEnd)
            } else if !block.isEmpty {
                break
            }
            guard lineEnd < utf8.endIndex else { break }
            lineStart = utf8.index(after: lineEnd)
        }
        guard let first = block.first, let last = block.last else { return text }
        let lines = block.map { utf8[$0] }
        func precedes(_ a: Substring.UTF8View, _ b: Substring.UTF8View) -> Bool { a.lexicographicallyPrecedes(b) }
        // Tidy already: plain imports strictly ascending (so unique), then attributed ones, unique.
        let plainCount = lines.prefix { $0.first != at }.count
        let plainSorted = zip(lines.prefix(plainCount), lines.prefix(plainCount).dropFirst()).allSatisfy { precedes($0, $1) }
        let attributed = lines.dropFirst(plainCount)
        let attributedTidy = attributed.allSatisfy { $0.first == at } && Set(attributed.map { Substring($0) }).count == attributed.count
        if plainSorted && attributedTidy { return text }
        var seen: Set<Substring> = []
        let unique = block.map { text[$0] }.filter { seen.insert($0).inserted }
        let tidy = unique.filter { !$0.hasPrefix("@") }.sorted { precedes($0.utf8, $1.utf8) } + unique.filter { $0.hasPrefix("@") }
        return String(text[..<first.lowerBound]) + tidy.joined(separator: "\n") + String(text[last.upperBound...])
    }

    private static let newline = UInt8(ascii: "\n")
    private static let at = UInt8(ascii: "@")
    private static let importWord = Array("import ".utf8)
    private static let attributedImport = Array(" import ".utf8)

    /// `import X` or an attributed import (`@testable import X`, `@preconcurrency import X`).
    private static func isImport(_ line: Substring.UTF8View) -> Bool {
        if line.starts(with: importWord) { return true }
        guard line.first == at else { return false }
        return line.firstRange(of: attributedImport) != nil
    }
}
