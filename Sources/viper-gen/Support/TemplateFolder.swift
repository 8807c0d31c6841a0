import Foundation
import ViperGenKit

/// Reads a user template folder (`--templates DIR`) into the path → text map that
/// `TemplateLibrary` takes. Symbolic links that lead outside the folder are refused.
enum TemplateFolder {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static let maximumFiles = 2_000
    static let maximumBytes = 32 * 1_048_576

    static func read(_ path: String, base: URL) throws(Problem) -> [String: String] {
        let root = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(description: "template folder '\(path)' does not exist or is not a directory; check --templates or \"templates\" in viper-gen.json")
        }
        let resolvedRoot = root.resolvingSymlinksInPath().path
        var files: [String: String] = [:]
        var bytes = 0
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
        while let relative = walker.nextObject() as? String {
            // A template folder holds tens of files: refuse to read a whole disk by mistake.
            if files.count >= maximumFiles || bytes >= maximumBytes {
                throw Problem(description: "template folder '\(path)' holds more than \(maximumFiles) files or \(maximumBytes / 1_048_576) MiB; is it the right folder? Point --templates at the folder made by 'viper-gen templates export'")
            }
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
            bytes += data.count
        }
        return files
    }
}
