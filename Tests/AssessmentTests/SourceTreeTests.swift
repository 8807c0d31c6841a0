import Foundation
import Testing

@testable import Assessment

/// Reading files from disk: what `readdir` lists as a regular file is read without `fstat` when
/// it fits in the first read, and the same bytes come back either way, at every size around
/// that read's length.
@Suite struct SourceTreeTests {
    @Test func listedFilesReadTheSameAsAskedFilesAtEverySizeAroundTheFirstRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcetree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = SourceTree.firstRead
        let sizes = [0, 1, first - 1, first, first + 1, 2 * first, 200_000]
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: root.appendingPathComponent("F\(size).swift"))
        }
        let tree = SourceTree(root: root.path)
        var listed: [String: Bool] = [:]
        tree.walk { path, isRegular in listed[path] = isRegular }
        #expect(listed.count == sizes.count && listed.values.allSatisfy { $0 })
        for size in sizes {
            let path = "F\(size).swift"
            let expected = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            #expect(tree.read(path, listedAsRegular: true)?.bytes == expected, "size \(size), listed")
            #expect(tree.read(path, listedAsRegular: false)?.bytes == expected, "size \(size), asked")
        }
        #expect(tree.read("missing.swift", listedAsRegular: true) == nil)
    }

    /// A symbolic link is listed as such (so its target is asked about), and a folder given
    /// where a file is expected is refused either way.
    @Test func linksAreAskedAndFoldersRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcetree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("let x = 1\n".utf8).write(to: root.appendingPathComponent("Real.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Link.swift").path, withDestinationPath: "Real.swift")
        let tree = SourceTree(root: root.path)
        var listed: [String: Bool] = [:]
        tree.walk { path, isRegular in listed[path] = isRegular }
        #expect(listed == ["Real.swift": true, "Link.swift": false])
        #expect(tree.read("Link.swift")?.bytes == Array("let x = 1\n".utf8))
        #expect(tree.read("Folder.swift", listedAsRegular: true) == nil)
        #expect(tree.read("Folder.swift") == nil)
    }
}
