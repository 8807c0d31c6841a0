import Foundation
import WorkSharing
import XcodeProject

/// Parses project files for one run, each text once. A generating run with a project reads
/// the same `project.pbxproj` in several steps (the receiving target's defaults, the targets'
/// fit, the clash check, the orphan check, the Xcode step); each step still reads the file
/// itself, and gets the parse of the text it read, so a file changed between steps is parsed
/// again, never mistaken for the earlier one. A step that finds the bytes an earlier one read
/// (compared as the file is read: ``FileSystem/readStamped(_:known:)``) gets that step's text
/// itself, not a copy: an 800 KiB project was copied twice a step (its bytes, then its text).
package final class ProjectFileParser: @unchecked Sendable {
    /// A project file as a step read it: its bytes, their metadata, and the bytes as text
    /// (``ProjectFile/text(of:)``: a project file must be UTF-8).
    package struct Read {
        package var bytes: [UInt8]
        package var metadata: FileStamp.Metadata?
        package var text: Result<String, ProjectFileError>
    }

    /// The last read of each file, by path; guarded by `lock`.
    private var reads: [String: Read] = [:]
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
        // The bytes of the read this text came from, if any (its storage: no bytes compared).
        let bytes = lock.withLock {
            reads.values.first { read in (try? read.text.get()).map { Self.sameStorage($0, text) } ?? false }?.bytes
        }
        let result: Result<ProjectFile, ProjectFileError>
        do throws(ProjectFileError) {
            let project = try ProjectFile(text: text, utf8: bytes)
            // The first step to read a project wants its targets' settings; the steps that check
            // and edit its targets come later and need its tree: worked out meanwhile on another
            // core (``ProjectFile/prepareTree()``; whoever asks first waits for it).
            Background.start { project.prepareTree() }
            result = .success(project)
        } catch {
            result = .failure(error)
        }
        lock.withLock { parsed.append((text, result)) }
        return try result.get()
    }

    /// Whether two texts are one (the same storage).
    private static func sameStorage(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { a in right.withUTF8 { b in a.baseAddress == b.baseAddress } }
    }

    /// Whether two texts have the same UTF-8 bytes (one `memcmp`, no hashing).
    static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { a in
            right.withUTF8 { b in
                a.count == 0 || a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }

    /// The file at `path` as `fileSystem` reads it now; nil when there is none. When it still
    /// holds the bytes of this parser's last read of it, that read (its text shared, not copied).
    package func read(_ path: String, in fileSystem: any FileSystem) throws(FileSystemError) -> Read? {
        let known = lock.withLock { reads[path] }
        guard let (bytes, metadata) = try fileSystem.readStamped(path, known: known?.bytes ?? []) else { return nil }
        if var known, Self.sameStorage(known.bytes, bytes) {
            known.metadata = metadata
            return known
        }
        let read: Read
        do throws(ProjectFileError) {
            read = Read(bytes: bytes, metadata: metadata, text: .success(try ProjectFile.text(of: bytes)))
        } catch {
            read = Read(bytes: bytes, metadata: metadata, text: .failure(error))
        }
        lock.withLock { reads[path] = read }
        return read
    }

    /// The parse of the file at `path` as `fileSystem` reads it now; nil when it cannot be read
    /// or parsed. Bytes that are not UTF-8 are read as ``String/init(decoding:as:)`` reads
    /// them (the Xcode step refuses the file, with where).
    package func project(at path: String, in fileSystem: any FileSystem) -> ProjectFile? {
        guard let read = (try? read(path, in: fileSystem)) ?? nil else { return nil }
        return try? parse((try? read.text.get()) ?? String(decoding: read.bytes, as: UTF8.self))
    }

    /// Whether two arrays are one (the same storage: ``FileSystem/readStamped(_:known:)``
    /// returns the array it was given when the file still holds its bytes).
    private static func sameStorage(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.count == right.count
            && left.withUnsafeBufferPointer { a in right.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
    }
}
