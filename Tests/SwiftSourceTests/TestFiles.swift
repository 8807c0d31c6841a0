import Foundation

/// Paths of the fixtures and the fuzz corpus, from this file's location.
enum TestFiles {
    static let testsFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ url: URL) -> [UInt8] { (try? Data(contentsOf: url)).map { Array($0) } ?? [] }

    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension Array where Element == UInt8 {
    init(_ text: String) { self = Array(text.utf8) }
}
