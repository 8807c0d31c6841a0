import Foundation
import ViperGenKit

/// The real disk, with a hook called before each file read: the points at which a test makes
/// something happen in the middle of a run (an editor saving, a second run starting), in a
/// fixed order. Runs of fewer than 64 files classify on one thread, so the order is the same
/// every time.
final class HookedFileSystem: FileSystem, @unchecked Sendable {
    // @unchecked: `reads` and `hook` are used from the run's thread only (small trees).
    private let disk = LocalFileSystem()
    /// Reads so far.
    private(set) var reads = 0
    /// Called with the read's number (from 1) and absolute path, before the read.
    var hook: (Int, String) -> Void

    init(hook: @escaping (Int, String) -> Void = { _, _ in }) {
        self.hook = hook
    }

    func kind(of path: String) -> FileKind? { disk.kind(of: path) }
    func kindOfLink(at path: String) -> FileKind? { disk.kindOfLink(at: path) }
    func identity(of path: String) -> FileIdentity? { disk.identity(of: path) }
    func entries(of path: String) -> [String] { disk.entries(of: path) }
    func realPath(_ path: String) -> String? { disk.realPath(path) }
    var homeDirectory: String? { nil }
    func isCaseInsensitive(_ path: String) -> Bool { disk.isCaseInsensitive(path) }

    func read(_ path: String) throws(FileSystemError) -> [UInt8]? {
        try readStamped(path)?.bytes
    }

    func readStamped(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], metadata: FileStamp.Metadata?)? {
        reads += 1
        hook(reads, path)
        return try disk.readStamped(path)
    }
}

/// A folder for one test, removed at the end.
struct Workspace {
    let folder: URL
    var path: String { folder.path }

    init(spec: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-gen-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try write("viper-gen.json", spec)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func text(_ relative: String) -> String? {
        (try? Data(contentsOf: folder.appendingPathComponent(relative))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `text` the way `echo text >> file` does: in place, same file.
    func append(_ relative: String, _ text: String) {
        let fd = open(path + "/" + relative, O_WRONLY | O_APPEND)
        guard fd >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Every regular file below the folder by relative path, except `.git`.
    func tree() -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: path)
        while let relative = walker?.nextObject() as? String {
            guard relative != ".git" else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[relative] = text(relative)
            }
        }
        return files
    }

    /// A run in this folder.
    func run(
        _ mode: GenerateRequest.Mode = .write, modules: [String] = [], prune: Bool = false, wait: Double = 0,
        fileSystem: any FileSystem = LocalFileSystem()
    ) -> GenerateOutcome {
        GenerateRun(
            GenerateRequest(moduleNames: modules, workingDirectory: path, mode: mode, prune: prune, runLockWait: wait),
            fileSystem: fileSystem
        ).run()
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension GenerateOutcome {
    /// The messages of what stopped the run (empty when nothing did).
    var failureMessages: [String] { failure?.diagnostics.map(\.message) ?? [] }
}
