import Foundation
import TestSupport
import Testing

/// What a module dropped from the spec leaves: a plain run refuses to leave its files compiled,
/// --prune deletes them and the folders they leave empty, never a folder holding anything else.
@Suite struct PruneFoldersCLITests {
    @Test func pruneRemovesTheFoldersItEmptiesAndNothingElse() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git", "")
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Login"}, {"name": "Feed"}, {"name": "Chat"}]}"#)
        #expect(try CLIRunner.run(["generate", "-q"], in: directory.url).status == 0)
        try directory.write("App/Modules/Chat/ChatNotes.md", "mine\n")
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Login"}]}"#)

        let plain = try CLIRunner.run(["generate"], in: directory.url)
        #expect(plain.status == 1)
        // A module dropped from the spec has no new files (found by the re-walk: the message said "beside the new files").
        #expect(
            plain.stderr.contains(
                "App/Modules/Feed/FeedPresenter.swift: error: module Feed is no longer in the spec; left here this "
                    + "file is still compiled, referring to types no longer generated, which stops the build: run 'viper-gen generate --prune', "
                    + "which deletes it (unedited)"),
            "\(plain.stderr)")
        #expect(plain.stderr.hasSuffix("Nothing was generated.\n"))
        #expect(directory.read("App/Modules/Feed/FeedPresenter.swift") != nil, "nothing written or deleted")

        let pruned = try CLIRunner.run(["generate", "--prune", "-q"], in: directory.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        let fileManager = FileManager.default
        #expect(
            !fileManager.fileExists(atPath: directory.url.appendingPathComponent("App/Modules/Feed").path),
            "emptied: removed")
        #expect(!fileManager.fileExists(atPath: directory.url.appendingPathComponent("AppTests/Modules/Feed").path))
        #expect(directory.read("App/Modules/Chat/ChatNotes.md") == "mine\n", "a folder holding a file of yours stays")
        #expect(directory.read("App/Modules/Chat/ChatPresenter.swift") == nil)
        #expect(fileManager.fileExists(atPath: directory.url.appendingPathComponent("App/Modules/Login").path))
        #expect(try CLIRunner.run(["generate", "--check", "-q"], in: directory.url).status == 0)
    }
}
