import Foundation
import TestSupport
import Testing
import ViperGenKit

/// Issue #30, finding 14 and item 9: what a run says about a CRLF checkout and about an output
/// folder replaced by a symbolic link.
@Suite struct ClearMessagesTests {
    static let router = "App/Modules/Login/LoginRouter.swift"

    static func generated(_ spec: String = #"{"modules": [{"name": "Login"}]}"#) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try spec.write(toFile: folder.path + "/viper-gen.json", atomically: true, encoding: .utf8)
        #expect(GenerateRun(GenerateRequest(workingDirectory: folder.path)).run().exitStatus == 0)
        return folder
    }

    static func dryRun(_ folder: TemporaryDirectory, spec: String? = nil) throws -> [String: AssessedFile] {
        if let spec { try spec.write(toFile: folder.path + "/viper-gen.json", atomically: true, encoding: .utf8) }
        let outcome = GenerateRun(GenerateRequest(workingDirectory: folder.path, mode: .dryRun)).run()
        return Dictionary(
            (outcome.report?.files ?? []).map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func crlf(_ folder: TemporaryDirectory, _ path: String, appending: String = "") throws {
        let text = try #require(folder.read(path))
        try (text.replacingOccurrences(of: "\n", with: "\r\n") + appending).write(
            toFile: folder.path + "/" + path, atomically: true, encoding: .utf8)
    }

    @Test func aCRLFCheckoutIsNamedAsLineEndingsOnlyAndMergesKeepingThem() throws {
        let folder = try Self.generated()
        try Self.crlf(folder, Self.router)
        let same = try #require(try Self.dryRun(folder)[Self.router])
        #expect(same.status == .unchanged)
        #expect(
            same.note
                == "only its line endings differ: CRLF, as a checkout with core.autocrlf makes them; the spec did not change it"
        )

        let changed = try #require(
            try Self.dryRun(folder, spec: #"{"modules": [{"name": "Login", "router": ["showHome()"]}]}"#)[Self.router])
        #expect(changed.status == .merge)
        #expect(changed.note == "your CRLF line endings kept; no other edit")
        #expect(changed.result?.contains("func showHome()") == true)
        #expect(
            changed.result?.split(separator: "\n", omittingEmptySubsequences: false).dropLast().allSatisfy {
                $0.hasSuffix("\r")
            } == true,
            "every line of the merge ends in CRLF")
    }

    @Test func aCRLFCheckoutWithOneRealEditMergesAsAnEditNotAsAWholeFileOverlap() throws {
        let folder = try Self.generated()
        try Self.crlf(folder, Self.router, appending: "// mine\r\n")
        let changed = try #require(
            try Self.dryRun(folder, spec: #"{"modules": [{"name": "Login", "router": ["showHome()"]}]}"#)[Self.router])
        #expect(changed.status == .merge)
        #expect(changed.note == "your edits kept")
        #expect(changed.result?.hasSuffix("// mine\r\n") == true)
    }

    @Test func anOutputFolderReplacedByALinkSaysSoInsteadOfBlamingTheUser() throws {
        let folder = try Self.generated()
        let elsewhere = try TemporaryDirectory()
        try FileManager.default.moveItem(atPath: folder.path + "/App", toPath: elsewhere.path + "/App")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App", withDestinationPath: elsewhere.path + "/App")
        let files = try Self.dryRun(folder, spec: #"{"modules": [{"name": "Login", "router": ["showHome()"]}]}"#)
        let router = try #require(files[Self.router])
        #expect(router.status == .conflict)
        #expect(
            router.note?.hasPrefix("not in viper-gen.lock: the output folder App is a symbolic link (to ") == true,
            "\(router.note ?? "")")
        #expect(
            router.note?.hasSuffix(
                "and the lock lists files by their real folders; generate into the real folder, or replace the link with it"
            ) == true)
    }
}
