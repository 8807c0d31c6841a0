import Foundation
import Testing

@testable import TextMerge

/// The merge fuzz target's seeds and regressions, replayed with its invariants.
struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

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
            let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            let base = parts.count > 0 ? parts[0] : ""
            let ours = parts.count > 1 ? parts[1] : ""
            let theirs = parts.count > 2 ? parts[2] : ""
            #expect(Lines.split(base).joined() == base)
            #expect(Merge3.merge(base: base, ours: ours, theirs: ours) == .clean(ours), "\(file.lastPathComponent)")
            #expect(Merge3.merge(base: base, ours: base, theirs: theirs) == .clean(theirs), "\(file.lastPathComponent)")
            #expect(UnifiedDiff.render(old: ours, new: ours, oldPath: "a", newPath: "b").isEmpty)
            _ = Merge3.merge(base: base, ours: ours, theirs: theirs)
            // The byte merge, on the input as it is (it need not be UTF-8).
            let raw = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
            let rawBase = raw.count > 0 ? raw[0] : []
            let rawOurs = raw.count > 1 ? raw[1] : []
            let rawTheirs = raw.count > 2 ? raw[2] : []
            #expect(
                Merge3.merge(base: rawBase, ours: rawOurs, theirs: rawOurs).bytes == rawOurs,
                "\(file.lastPathComponent)")
            let merged = Merge3.merge(base: rawBase, ours: rawOurs, theirs: rawTheirs)
            // -X theirs: the same conflicts, and the marked text resolved to theirs.
            let resolved = Merge3.merge(base: rawBase, ours: rawOurs, theirs: rawTheirs, resolution: .theirs)
            #expect(resolved.conflicts == merged.conflicts, "\(file.lastPathComponent)")
            if [rawBase, rawOurs, rawTheirs].allSatisfy({
                ConflictMarkers.markers(in: $0).isEmpty && ($0.isEmpty || $0.last == 0x0A)
            }) {
                #expect(
                    ConflictMarkers.resolve(merged.bytes, taking: .theirs) == resolved.bytes,
                    "\(file.lastPathComponent)")
            }
            if merged.isClean {
                let known = Set(
                    [rawBase, rawOurs, rawTheirs].flatMap { Lines.split(bytes: $0).map { Array($0.content) } })
                for line in Lines.split(bytes: merged.bytes) {
                    #expect(
                        known.contains(Array(line.content))
                            || line.ending == .crlf && known.contains(Array(line.content) + [0x0D]),
                        "\(file.lastPathComponent)")
                }
            }
        }
    }
}
