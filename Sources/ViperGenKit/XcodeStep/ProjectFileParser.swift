import Foundation
import XcodeProject

/// Parses project files for one run, each text once. A generating run with a project reads
/// the same `project.pbxproj` in several steps (the receiving target's defaults, the targets'
/// fit, the clash check, the orphan check, the Xcode step); each step still reads the file
/// itself, and gets the parse of the text it read, so a file changed between steps is parsed
/// again, never mistaken for the earlier one.
package final class ProjectFileParser: @unchecked Sendable {
    /// Parses by text, in the order parsed; guarded by `lock` (steps may run on other threads).
    /// A run reads one or two project files, so a list compared byte for byte answers sooner
    /// than a dictionary, which hashes the whole text (800 KiB for a large project) on each
    /// lookup.
    private var parsed: [(text: String, result: Result<ProjectFile, ProjectFileError>)] = []
    private let lock = NSLock()

    /// How many texts this parser has parsed (not answered from memory).
    package var parses: Int { lock.withLock { parsed.count } }

    package init() {}

    /// The parse of `text`, from memory when this parser has parsed the same text before.
    package func parse(_ text: String) throws(ProjectFileError) -> ProjectFile {
        if let known = lock.withLock({ parsed.first(where: { Self.sameBytes($0.text, text) })?.result }) {
            return try known.get()
        }
        let result: Result<ProjectFile, ProjectFileError>
        do throws(ProjectFileError) {
            result = .success(try ProjectFile(text: text))
        } catch {
            result = .failure(error)
        }
        lock.withLock { parsed.append((text, result)) }
        return try result.get()
    }

    /// Whether two texts have the same UTF-8 bytes (one `memcmp`, no hashing).
    static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The parse of the file at `path` as `fileSystem` reads it now; nil when it cannot be read
    /// or parsed.
    package func project(at path: String, in fileSystem: any FileSystem) -> ProjectFile? {
        guard let bytes = try? fileSystem.read(path) else { return nil }
        return try? parse(String(decoding: bytes, as: UTF8.self))
    }
}
