import Foundation
import TestSupport
import Testing

/// Issue #30, findings 9 to 11 and item 6: a project file's bytes are kept exactly or the run is
/// refused at the byte; a duplicated object id is refused where it is; viper-gen does not write
/// through a symbolic link to viper-gen.lock, project.pbxproj or the .xcodeproj folder. Each
/// refusal writes nothing.
@Suite struct BytesAndLinksCLITests {
    static let projectFile = XcodeProjectCLITests.projectFile

    static func refusal(
        _ directory: TemporaryDirectory, _ arguments: [String] = ["Login", "--xcodeproj", "App.xcodeproj"]
    ) throws -> CLIResult {
        let before = directory.files()
        let run = try CLIRunner.run(arguments, in: directory.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(directory.files() == before, "nothing written")
        return run
    }

    @Test func aProjectFileThatIsNotUTF8IsRefusedAtTheByte() throws {
        let (directory, original) = try XcodeProjectCLITests.project()
        var bytes = Array(original.utf8)
        let line15 = try #require(original.range(of: "AppDelegate.swift */ = {isa"))
        let offset = original.utf8.distance(from: original.startIndex, to: line15.lowerBound)
        bytes[offset + 3] = 0xFF  // "AppDelegate" becomes "App\u{FF}elegate" in a comment
        try Data(bytes).write(to: directory.url.appendingPathComponent(Self.projectFile))
        let run = try Self.refusal(directory)
        #expect(
            run.stderr
                == "App.xcodeproj/project.pbxproj:15:34: error: byte 0xFF is not UTF-8; Xcode writes project files in UTF-8, "
                + "and viper-gen edits only those (it would otherwise change bytes it did not mean to): open and save the project in Xcode\n"
                + "Nothing was generated.\n")
        #expect(
            try Data(contentsOf: directory.url.appendingPathComponent(Self.projectFile)) == Data(bytes),
            "the bytes are untouched")
    }

    @Test func aNonASCIIButValidProjectKeepsEveryByte() throws {
        let (directory, original) = try XcodeProjectCLITests.project()
        let accented = original.replacingOccurrences(
            of: "/* AppDelegate.swift */ = {isa", with: "/* AppDelegate.swift — é 🚀 */ = {isa")
        try directory.write(Self.projectFile, accented)
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let edited = try #require(directory.read(Self.projectFile))
        #expect(
            XcodeProjectCLITests.insertedLines(from: accented, to: edited) != nil,
            "only lines added; the accented line kept")
    }

    @Test func aDuplicatedObjectIdIsRefusedAtTheSecondDefinition() throws {
        let (directory, original) = try XcodeProjectCLITests.project()
        let line =
            "\t\tA20000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = \"<group>\"; };\n"
        #expect(original.contains(line))
        // Both sides of a git conflict kept: the same id twice, the second a little different.
        let doubled = original.replacingOccurrences(
            of: line, with: line + line.replacingOccurrences(of: "AppDelegate.swift;", with: "Main.swift;"))
        try directory.write(Self.projectFile, doubled)
        let run = try Self.refusal(directory)
        #expect(
            run.stderr
                == "App.xcodeproj/project.pbxproj:16:3: error: object A20000000000000000000001 is defined twice (first at line 15); "
                + "Xcode reads only the last definition, so an edit could go unseen: keep one of them (a merge conflict resolved by keeping "
                + "both sides leaves this)\nNothing was generated.\n")
    }

    @Test func aSymlinkedLockIsRefusedAndItsTargetKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Login"}]}"#)
        #expect(try CLIRunner.run(["generate"], in: directory.url).status == 0)
        let lock = try #require(directory.read("viper-gen.lock"))
        try FileManager.default.moveItem(
            atPath: directory.path + "/viper-gen.lock", toPath: directory.path + "/real.lock")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/viper-gen.lock", withDestinationPath: "real.lock")
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Login", "presenter": ["didTapLogin()"]}]}"#)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: viper-gen.lock is a symbolic link; viper-gen does not write through links (replacing the lock would "
                    + "leave the file it points to out of date): replace the link with that file, e.g. cp --remove-destination \"$(readlink viper-gen.lock)\" viper-gen.lock\n"
            ),
            "\(run.stderr)")
        #expect(directory.read("real.lock") == lock, "the lock's target is untouched")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/viper-gen.lock")
                == "real.lock", "the link is kept")
        #expect(
            directory.read("App/Modules/Login/LoginPresenter.swift")?.contains("didTapLogin") == false,
            "nothing written")
    }

    @Test(arguments: ["App.xcodeproj/project.pbxproj", "App.xcodeproj"])
    func aSymlinkedProjectFileOrFolderIsRefused(linked: String) throws {
        let (directory, original) = try XcodeProjectCLITests.project()
        let outside = try TemporaryDirectory()
        // The real project lives elsewhere; the run's folder holds a link to it.
        try FileManager.default.moveItem(atPath: directory.path + "/" + linked, toPath: outside.path + "/real")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/" + linked, withDestinationPath: outside.path + "/real")
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: \(linked) is a symbolic link; viper-gen does not edit a project through a link (it would replace the link "
                + "with a file, or edit a project outside this folder): give the real project's path, or replace the link with what it points to\n"
                + "Nothing was generated.\n")
        let real = linked == "App.xcodeproj" ? outside.path + "/real/project.pbxproj" : outside.path + "/real"
        #expect(try String(contentsOfFile: real, encoding: .utf8) == original, "the real project is untouched")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/App"), "nothing generated")
    }
}
