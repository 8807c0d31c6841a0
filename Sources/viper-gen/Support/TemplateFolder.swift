import Foundation
import ViperGenKit

/// Reads a user template folder (`--templates DIR`) into the path → text map that
/// `TemplateLibrary` takes. Symbolic links that lead outside the folder are refused.
enum TemplateFolder {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String, base: URL) throws(Problem) -> [String: String] {
        let root = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(description: "template folder '\(path)' does not exist or is not a directory; check --templates or \"templates\" in viper-gen.json")
        }
        let resolvedRoot = root.resolvingSymlinksInPath().path
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
        while let relative = walker.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            let resolved = url.resolvingSymlinksInPath().path
            guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
                throw Problem(description: "\(path)/\(relative) is a link that leads outside the template folder; templates must live inside it")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw Problem(description: "\(path)/\(relative) is not readable UTF-8 text")
            }
            files[relative] = text
        }
        return files
    }
}
