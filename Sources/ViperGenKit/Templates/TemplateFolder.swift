#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a user template folder (`--templates DIR`) into the path → text map that
/// `TemplateLibrary` takes. Symbolic links that lead outside the folder are refused.
package enum TemplateFolder {
    /// Why the folder cannot be used.
    package struct Problem: DiagnosticsConvertible, CustomStringConvertible {
        package var description: String
        /// The folder is not there at all (a mistyped `--templates` is a usage error).
        package var isMissing = false

        package var diagnostic: Diagnostic { Diagnostic(message: description) }
        package var diagnostics: [Diagnostic] { [diagnostic] }
    }

    package static let maximumFiles = 2_000
    package static let maximumBytes = 32 * 1_048_576

    /// - Parameters:
    ///   - path: the folder as given (relative to `base`, or absolute).
    ///   - base: the absolute folder a relative `path` starts from.
    package static func read(_ path: String, base: String, in fileSystem: any FileSystem = LocalFileSystem())
        throws(Problem) -> [String: String]
    {
        let root = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base)).standardizedFileURL.path
        guard fileSystem.kind(of: root) == .directory else {
            throw Problem(
                description:
                    "template folder '\(path)' does not exist or is not a directory; check --templates or \"templates\" in viper-gen.json",
                isMissing: true)
        }
        let resolvedRoot = fileSystem.realPath(root) ?? root
        var files: [String: String] = [:]
        var bytes = 0
        // Depth-first over the folder; symbolic links to folders are not followed (a link
        // may only name a file inside the folder), hidden entries are skipped.
        var pending = [""]
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            for entry in fileSystem.entries(of: absolute).sorted() where !entry.hasPrefix(".") {
                // A template folder holds tens of files: refuse to read a whole disk by mistake.
                if files.count >= maximumFiles || bytes >= maximumBytes {
                    throw Problem(
                        description:
                            "template folder '\(path)' holds more than \(maximumFiles) files or \(maximumBytes / 1_048_576) MiB; is it the right folder? Point --templates at the folder made by 'viper-gen templates export'"
                    )
                }
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                let full = root + "/" + relative
                guard let own = fileSystem.kindOfLink(at: full) else { continue }
                if own == .directory {
                    pending.append(relative)
                    continue
                }
                let resolved = fileSystem.realPath(full) ?? full
                guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
                    throw Problem(
                        description:
                            "\(path)/\(relative) is a link that leads outside the template folder; templates must live inside it"
                    )
                }
                switch fileSystem.kind(of: full) {
                case .file?: break
                case .directory?, nil: continue
                default:
                    throw Problem(
                        description:
                            "\(path)/\(relative) is not readable as a template: it is not a regular file (a pipe, socket or device)"
                    )
                }
                guard let data = try? fileSystem.read(full), let text = String(validating: data, as: UTF8.self) else {
                    throw Problem(description: "\(path)/\(relative) is not readable UTF-8 text")
                }
                files[relative] = text
                bytes += data.count
                // Checked after each file too: one large file must not pass because the folder
                // was small before it.
                if bytes > maximumBytes {
                    throw Problem(
                        description:
                            "template folder '\(path)' holds more than \(maximumFiles) files or \(maximumBytes / 1_048_576) MiB; is it the right folder? Point --templates at the folder made by 'viper-gen templates export'"
                    )
                }
            }
        }
        return files
    }
}
