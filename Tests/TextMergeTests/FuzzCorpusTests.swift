import Foundation
import Testing
@testable import TextMerge

/// The merge fuzz target's seeds and regressions, replayed with its invariants.
struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func inputs() -> [URL] {
        ["fuzz/corpus/merge", "fuzz/regressions/merge"].flatMap { folder -> [URL] in
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().map { url.appendingPathComponent($0) }
        }
    }

    @Test func seedsAndRegressionsKeepTheInvariants() throws {
        let files = Self.inputs()
        #expect(files.count >= 3)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            let base = parts.count > 0 ? parts[0] : "", ours = parts.count > 1 ? parts[1] : "", theirs = parts.count > 2 ? parts[2] : ""
            #expect(Lines.split(base).joined() == base)
            #expect(Merge3.merge(base: base, ours: ours, theirs: ours) == .clean(ours), "\(file.lastPathComponent)")
            #expect(Merge3.merge(base: base, ours: base, theirs: theirs) == .clean(theirs), "\(file.lastPathComponent)")
            #expect(UnifiedDiff.render(old: ours, new: ours, oldPath: "a", newPath: "b").isEmpty)
            _ = Merge3.merge(base: base, ours: ours, theirs: theirs)
        }
    }
}
