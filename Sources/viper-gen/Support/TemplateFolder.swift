#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperGenKit

/// Reads a user template folder (`--templates DIR`) into the path → text map that
/// `TemplateLibrary` takes. Symbolic links that lead outside the folder are refused.
enum TemplateFolder {
    struct Problem: Error, CustomStringConvertible {
        var description: String
        /// The folder is not there at all (a mistyped `--templates` is a usage error).
        var isMissing = false
    }

    static let maximumFiles = 2_000
    static let maximumBytes = 32 * 1_048_576

    static func read(_ path: String, base: URL) throws(Problem) -> [String: String] {
        let root = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        guard PathKind.of(root.path) == .directory else {
            throw Problem(description: "template folder '\(path)' does not exist or is not a directory; check --templates or \"templates\" in viper-gen.json",
                          isMissing: true)
        }
        let resolvedRoot = root.resolvingSymlinksInPath().path
        var files: [String: String] = [:]
        var bytes = 0
        // Depth-first over the folder; symbolic links to folders are not followed (a link
        // may only name a file inside the folder), hidden entries are skipped.
        var pending = [""]
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root.path : root.path + "/" + folder
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") {
                // A template folder holds tens of files: refuse to read a whole disk by mistake.
                if files.count >= maximumFiles || bytes >= maximumBytes {
                    throw Problem(description: "template folder '\(path)' holds more than \(maximumFiles) files or \(maximumBytes / 1_048_576) MiB; is it the right folder? Point --templates at the folder made by 'viper-gen templates export'")
                }
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                let url = root.appendingPathComponent(relative)
                var info = stat()
                guard lstat(url.path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(relative)
                    continue
                }
                let resolved = url.resolvingSymlinksInPath().path
                guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
                    throw Problem(description: "\(path)/\(relative) is a link that leads outside the template folder; templates must live inside it")
                }
                switch PathKind.of(url.path) {
                case .file?: break
                case .other?:
                    throw Problem(description: "\(path)/\(relative) is not readable as a template: it is not a regular file (a pipe, socket or device)")
                case .directory?, nil: continue
                }
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                    throw Problem(description: "\(path)/\(relative) is not readable UTF-8 text")
                }
                files[relative] = text
                bytes += data.count
            }
        }
        return files
    }
}
