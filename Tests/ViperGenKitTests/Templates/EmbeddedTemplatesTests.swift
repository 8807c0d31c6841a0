import Foundation
import Testing

@testable import ViperGenKit

/// The templates compiled into the binary (by the EmbedTemplates plugin, as string literals) are
/// exactly the files in `Templates/`: same paths, same bytes.
@Suite struct EmbeddedTemplatesTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// Every regular file under `Templates/` by relative path, skipping hidden entries as the
    /// embedder does.
    static func filesOnDisk() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = templatesFolder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            let path = root + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }

    @Test func theBinaryHoldsEveryTemplateByteForByte() throws {
        let disk = try Self.filesOnDisk()
        let embedded = TemplateLibrary.builtInFiles
        #expect(disk.count > 40, "Templates/ was not found at \(Self.templatesFolder.path)")
        #expect(Set(embedded.keys) == Set(disk.keys))
        for (path, bytes) in disk.sorted(by: { $0.key < $1.key }) {
            #expect(embedded[path].map { Data($0.utf8) } == bytes, "\(path) differs from its embedded copy")
        }
        // The texts exercise the literal's escapes: quotes, backslashes, newlines, non-ASCII.
        let all = embedded.values.joined()
        #expect(
            all.contains("\"") && all.contains("\\") && all.contains("\n")
                && all.unicodeScalars.contains { !$0.isASCII })
    }
}
