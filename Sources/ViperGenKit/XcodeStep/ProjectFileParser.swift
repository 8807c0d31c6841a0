import Foundation
import XcodeProject

/// Parses project files for one run, each text once. A generating run with a project reads
/// the same `project.pbxproj` in several steps (the receiving target's defaults, the targets'
/// fit, the clash check, the orphan check, the Xcode step); each step still reads the file
/// itself, and gets the parse of the text it read, so a file changed between steps is parsed
/// again, never mistaken for the earlier one.
package final class ProjectFileParser: @unchecked Sendable {
    /// Parses by text; guarded by `lock` (steps may run on other threads).
    private var parsed: [String: Result<ProjectFile, ProjectFileError>] = [:]
    private var parseCount = 0
    private let lock = NSLock()

    /// How many texts this parser has parsed (not answered from memory).
    package var parses: Int { lock.withLock { parseCount } }

    package init() {}

    /// The parse of `text`, from memory when this parser has parsed the same text before.
    package func parse(_ text: String) throws(ProjectFileError) -> ProjectFile {
        if let known = lock.withLock({ parsed[text] }) { return try known.get() }
        let result: Result<ProjectFile, ProjectFileError>
        do throws(ProjectFileError) {
            result = .success(try ProjectFile(text: text))
        } catch {
            result = .failure(error)
        }
        lock.withLock {
            parsed[text] = result
            parseCount += 1
        }
        return try result.get()
    }

    /// The parse of the file at `path` as `fileSystem` reads it now; nil when it cannot be read
    /// or parsed.
    package func project(at path: String, in fileSystem: any FileSystem) -> ProjectFile? {
        guard let bytes = try? fileSystem.read(path) else { return nil }
        return try? parse(String(decoding: bytes, as: UTF8.self))
    }
}
