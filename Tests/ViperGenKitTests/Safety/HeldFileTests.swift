import Foundation
import Testing

@testable import ViperGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A save that opened a file before viper-gen renamed its replacement over it writes to the
/// replaced file: `HeldFile` sees that write after the rename and gives its bytes back, so the
/// run can stop and put them back (`ConcurrentRunsCLITests` saves during real runs).
@Suite struct HeldFileTests {
    /// A folder with `File.swift` ("before\n") and its replacement beside it.
    static func folder() throws -> (URL, String, String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let path = url.appendingPathComponent("File.swift").path
        let replacement = url.appendingPathComponent(".File.swift.new").path
        try Data("before\n".utf8).write(to: URL(fileURLWithPath: path))
        try Data("generated\n".utf8).write(to: URL(fileURLWithPath: replacement))
        return (url, path, replacement)
    }

    @Test func aWriteThroughADescriptorOpenedBeforeTheRenameIsSeenAfterIt() throws {
        let (url, path, replacement) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let editor = open(path, O_WRONLY | O_APPEND)
        defer { close(editor) }
        let held = HeldFile(path)
        #expect(rename(replacement, path) == 0)
        let save = Array("// saved\n".utf8)
        #expect(save.withUnsafeBytes { write(editor, $0.baseAddress, $0.count) } == save.count)
        #expect(held.bytesIfWritten() == Array("before\n// saved\n".utf8), "the save's bytes, to put back")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "generated\n", "the path leads to the replacement")
    }

    @Test func anUntouchedFileGivesNothing() throws {
        let (url, path, replacement) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let held = HeldFile(path)
        #expect(rename(replacement, path) == 0)
        #expect(held.bytesIfWritten() == nil)
    }

    @Test func aMissingFileGivesNothing() {
        #expect(HeldFile("/nonexistent-\(UUID().uuidString)/File.swift").bytesIfWritten() == nil)
    }
}
