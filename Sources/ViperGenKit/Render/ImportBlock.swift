/// The first run of `import` lines of a rendered Swift file, made tidy: each module once, plain
/// imports sorted, attributed ones (`@testable import App`) after them in their order. A
/// template imports what its file always needs and then the frameworks the module's types
/// mention (`frameworkImports`), which may repeat one (`import UIKit` twice for a `UIImage`).
enum ImportBlock {
    /// Works on the UTF-8 bytes up to the end of the block only, and copies nothing when the
    /// block is already tidy (nearly always): this runs on every file rendered, so the scan and
    /// the check run on the string's contiguous bytes, not through `String.UTF8View` indices.
    static func normalized(_ text: String) -> String {
        var text = text
        let lines = text.withUTF8 { bytes in blockLines(bytes) }
        guard let first = lines.first, let last = lines.last else { return text }
        let tidy = text.withUTF8 { bytes in isTidy(lines.map { UnsafeBufferPointer(rebasing: bytes[$0]) }) }
        if tidy { return text }
        let utf8 = text.utf8
        let block = lines.map {
            utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)
        }
        func precedes(_ a: Substring.UTF8View, _ b: Substring.UTF8View) -> Bool { a.lexicographicallyPrecedes(b) }
        var seen: Set<Substring> = []
        let unique = block.map { text[$0] }.filter { seen.insert($0).inserted }
        let sorted =
            unique.filter { !$0.hasPrefix("@") }.sorted { precedes($0.utf8, $1.utf8) }
            + unique.filter { $0.hasPrefix("@") }
        let start = utf8.index(utf8.startIndex, offsetBy: first.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: last.upperBound)
        return String(text[..<start]) + sorted.joined(separator: "\n") + String(text[end...])
    }

    /// The byte ranges (without their `\n`) of the first run of import lines.
    private static func blockLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var block: [Range<Int>] = []
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count, bytes[lineEnd] != newline { lineEnd += 1 }
            if isImport(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) {
                block.append(lineStart..<lineEnd)
            } else if !block.isEmpty {
                break
            }
            lineStart = lineEnd + 1
        }
        return block
    }

    /// Tidy already: plain imports strictly ascending (so unique), then attributed ones, unique.
    private static func isTidy(_ lines: [UnsafeBufferPointer<UInt8>]) -> Bool {
        let plainCount = lines.prefix { $0.first != at }.count
        for index in 1..<max(plainCount, 1) where !lines[index - 1].lexicographicallyPrecedes(lines[index]) {
            return false
        }
        let attributed = lines[plainCount...]
        guard attributed.allSatisfy({ $0.first == at }) else { return false }
        // Non-ASCII lines are compared as strings (canonical equivalence), on the slow path.
        guard attributed.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else { return false }
        for (offset, line) in attributed.enumerated() {
            for other in attributed.prefix(offset) where other.elementsEqual(line) { return false }
        }
        return true
    }

    private static let newline = UInt8(ascii: "\n")
    private static let at = UInt8(ascii: "@")
    private static let importWord = Array("import ".utf8)
    private static let attributedImport = Array(" import ".utf8)

    /// `import X` or an attributed import (`@testable import X`, `@preconcurrency import X`).
    private static func isImport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if line.starts(with: importWord) { return true }
        guard line.first == at, line.count >= attributedImport.count else { return false }
        for start in 1...(line.count - attributedImport.count) where line[start] == attributedImport[0] {
            if UnsafeBufferPointer(rebasing: line[start..<(start + attributedImport.count)]).elementsEqual(
                attributedImport)
            {
                return true
            }
        }
        return false
    }
}
