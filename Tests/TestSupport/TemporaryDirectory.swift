import Foundation

/// A fresh directory under the system temporary folder, removed when the value is released.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-gen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Make read-only folders writable again so that they can be removed.
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            while let path = walker.nextObject() as? String {
                chmod(url.appendingPathComponent(path).path, 0o755)
            }
        }
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// Every regular file below the directory, as sorted relative paths.
    public func files() -> [String] {
        var result: [String] = []
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            while let path = walker.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue
                {
                    result.append(path)
                }
            }
        }
        return result.sorted()
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relative).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    public func write(_ relative: String, _ text: String) throws {
        let target = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }
}
