import Foundation
import Testing

@testable import Assessment

/// Issue 30: files are read only when regular and no larger than the limit; every other
/// `.swift` the walk finds is listed with its reason, and nothing is allocated for it.
@Suite struct SkippedFilesTests {
    static func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("skipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func filesOverTheLimitAreSkippedWithTheirSize() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let small = Data("final class Small { let service: Service }\n".utf8)
        try small.write(to: root.appendingPathComponent("Small.swift"))
        try Data(repeating: 0x20, count: 1_000).write(to: root.appendingPathComponent("AtLimit.swift"))
        try Data(repeating: 0x20, count: 1_001).write(to: root.appendingPathComponent("Over.swift"))
        try Data(repeating: 0x20, count: 100_000).write(to: root.appendingPathComponent("Large.swift"))
        let tree = SourceTree(root: root.path, maximumFileSize: 1_000)
        let contents = tree.scan()
        #expect(contents.files.map(\.path) == ["AtLimit.swift", "Small.swift"])
        #expect(
            contents.skipped == [
                SkippedFile(path: "Large.swift", reason: .tooLarge(bytes: 100_000)),
                SkippedFile(path: "Over.swift", reason: .tooLarge(bytes: 1_001))
            ])
        #expect(contents.skipped[0].description == "Large.swift: too large (100000 bytes)")
        // Listed or asked, under or over the first read's length, the same answer.
        for listed in [true, false] {
            #expect(tree.load("Over.swift", listedAsRegular: listed) == .failure(.tooLarge(bytes: 1_001)))
            #expect(tree.load("AtLimit.swift", listedAsRegular: listed).map(\.bytes.count) == .success(1_000))
        }
        #expect(SourceTree(root: root.path).scan().files.count == 4)
        #expect(SourceTree.defaultMaximumFileSize == 4 << 20)
    }

    /// A sparse file far larger than memory is refused from its size, before any allocation.
    @Test func aHugeSparseFileIsSkippedAtOnce() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Huge.swift").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("let x = 1\n".utf8)))
        guard truncate(path, 100 << 30) == 0 else { return }  // a file system without sparse files
        let contents = SourceTree(root: root.path).scan()
        #expect(contents.files.isEmpty)
        #expect(contents.skipped == [SkippedFile(path: "Huge.swift", reason: .tooLarge(bytes: 100 << 30))])
    }

    @Test func pipesFoldersDanglingLinksAndLongPathsAreListed() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        #expect(mkfifo(root.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        try manager.createDirectory(at: root.appendingPathComponent("Folder"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("ToFolder.swift").path, withDestinationPath: "Folder")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Nowhere.swift")
        let contents = SourceTree(root: root.path).scan()
        #expect(contents.files.map(\.path) == ["A.swift"])
        #expect(
            contents.skipped == [
                SkippedFile(path: "Dangling.swift", reason: .unreadable(errno: ENOENT)),
                SkippedFile(path: "Pipe.swift", reason: .notRegularFile),
                SkippedFile(path: "ToFolder.swift", reason: .notRegularFile)
            ])
        #expect(contents.skipped[0].description == "Dangling.swift: unreadable (No such file or directory)")
        let long = String(repeating: "x", count: 300) + ".swift"
        #expect(SourceTree(root: root.path).load(long) == .failure(.pathTooLong))
    }

    /// `/proc/self/environ` says it is a regular file of no bytes, then reads the environment:
    /// a link to it is skipped, never read.
    @Test func aLinkToAKernelFileIsSkipped() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/environ") else { return }
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Env.swift").path, withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Maps.swift").path, withDestinationPath: "/proc/self/maps")
        let tree = SourceTree(root: root.path)
        #expect(tree.read("Env.swift") == nil)
        #expect(
            tree.scan().skipped == [
                SkippedFile(path: "Env.swift", reason: .notRegularFile),
                SkippedFile(path: "Maps.swift", reason: .notRegularFile)
            ])
        // An empty file that is one still reads (as nothing).
        try Data().write(to: root.appendingPathComponent("Empty.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("ToEmpty.swift").path, withDestinationPath: "Empty.swift")
        #expect(tree.load("ToEmpty.swift").map(\.bytes) == .success([]))
    }
}
