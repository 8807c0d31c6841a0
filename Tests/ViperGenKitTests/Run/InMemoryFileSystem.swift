import Foundation
import ViperGenKit

/// A tree of folders and files in memory, for running the generate pipeline without a disk.
/// Paths are absolute; folders exist where a file or folder below them does.
final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    // @unchecked: tests mutate it between runs only, never during one.
    var files: [String: [UInt8]] = [:]
    var folders: Set<String> = ["/"]
    var links: [String: String] = [:]
    var home: String?

    init() {}

    /// Every regular file below `folder` on the disk, at the same absolute paths.
    convenience init(snapshotOf folder: URL) throws {
        self.init()
        addFolder(folder.path)
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let path = folder.path + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                addFolder(path)
            } else {
                write(path, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            }
        }
    }

    func addFolder(_ path: String) {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            folders.insert(current)
        }
    }

    func write(_ path: String, _ bytes: [UInt8]) {
        addFolder(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        files[path] = bytes
    }

    func write(_ path: String, _ text: String) { write(path, Array(text.utf8)) }

    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }

    func remove(_ path: String) { files[path] = nil }

    func kind(of path: String) -> FileKind? {
        if let target = links[path] { return kind(of: target) }
        return kindOfLink(at: path)
    }

    func kindOfLink(at path: String) -> FileKind? {
        if links[path] != nil { return .symbolicLink }
        if files[path] != nil { return .file }
        if folders.contains(path) { return .directory }
        return nil
    }

    func identity(of path: String) -> FileIdentity? {
        let resolved = links[path] ?? path
        guard kindOfLink(at: resolved) != nil else { return nil }
        return FileIdentity(device: 1, inode: UInt64(bitPattern: Int64(resolved.hashValue)))
    }

    func read(_ path: String) throws(FileSystemError) -> [UInt8]? {
        if let target = links[path] { return try read(target) }
        if folders.contains(path) { throw FileSystemError(message: "Is a directory") }
        return files[path]
    }

    func entries(of path: String) -> [String] {
        let prefix = path == "/" ? "/" : path + "/"
        let below = Array(files.keys) + Array(folders) + Array(links.keys)
        return Array(
            Set(
                below.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                }))
    }

    func realPath(_ path: String) -> String? { kind(of: path) == nil ? nil : (links[path] ?? path) }

    var homeDirectory: String? { home }

    func isCaseInsensitive(_ path: String) -> Bool { false }
}
