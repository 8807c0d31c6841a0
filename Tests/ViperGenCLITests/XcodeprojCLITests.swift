import Foundation
import TestSupport
import Testing

/// `viper-gen xcodeproj add|remove|list` end to end: files of every kind added to the real-app
/// mirrors' projects (plutil accepts the result, only lines are added, a second add changes
/// nothing, list shows the files, remove gives the original bytes back), a synchronized folder
/// respected, and each refusal's message.
@Suite struct XcodeprojCLITests {
    /// The mirrors' projects and their app targets: (mirror, path in the repository, target).
    static let mirrors = [
        ("Clean-Swift+CleanStore", "CleanStore.xcodeproj/project.pbxproj", "CleanStore"),
        ("mutualmobile+VIPER-SWIFT", "VIPER-SWIFT.xcodeproj/project.pbxproj", "VIPER-SWIFT"),
        ("nalexn+clean-architecture-swiftui", "CountriesSwiftUI.xcodeproj/project.pbxproj", "CountriesSwiftUI"),
        ("Automattic+pocket-casts-ios", "podcasts.xcodeproj/project.pbxproj", "podcasts")
    ]

    /// The project file at the mirror's HEAD, or nil without the mirror.
    static func mirrorText(_ mirror: String, _ path: String) -> String? {
        let base = (ProcessInfo.processInfo.environment["VIPER_GEN_MIRROR"] ?? "/work/.mirror") + "/" + mirror + "/repo"
        guard let git = CLIRunner.tool(named: "git") else { return nil }
        for gitDir in [base, base + "/.git"] where FileManager.default.fileExists(atPath: gitDir + "/HEAD") {
            let process = Process()
            process.executableURL = git
            process.arguments = ["--git-dir=" + gitDir, "show", "HEAD:" + path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 { return String(decoding: data, as: UTF8.self) }
        }
        return nil
    }

    static let available = mirrors.filter { mirrorText($0.0, $0.1) != nil }
    static let canRun = !available.isEmpty && CLIRunner.tool(named: "plutil") != nil

    /// Whether `new` is `old` with lines inserted and none changed or removed.
    static func onlyAdded(from old: String, to new: String) -> Bool {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        for line in new.split(separator: "\n", omittingEmptySubsequences: false)
        where index < before.count && line == before[index] {
            index += 1
        }
        return index == before.count
    }

    static let files = [
        "AgentAdded/Settings/SettingsView.swift", "AgentAdded/Settings/Settings.xib", "AgentAdded/Main.storyboard",
        "AgentAdded/Colors.xcassets", "AgentAdded/data.json", "AgentAdded/en.lproj/Localizable.strings",
        "AgentAdded/icon.png", "AgentAdded/Bridge.h"
    ]

    @Test(
        .enabled(
            if: canRun,
            "needs a real-app mirror (VIPER_GEN_MIRROR or /work/.mirror, see /work/.mirror/fetch.sh) and plutil"))
    func filesOfEveryKindGoIntoEveryMirrorProjectAndComeOutAgain() throws {
        for (mirror, path, target) in Self.available {
            let original = try #require(Self.mirrorText(mirror, path))
            let folder = try TemporaryDirectory()
            let projectFolder = folder.url.appendingPathComponent("App.xcodeproj")
            try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
            let pbxproj = projectFolder.appendingPathComponent("project.pbxproj")
            try Data(original.utf8).write(to: pbxproj)
            for file in Self.files {
                let url = folder.url.appendingPathComponent(file)
                if file.hasSuffix(".xcassets") {
                    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                } else {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data("x\n".utf8).write(to: url)
                }
            }
            let add = try CLIRunner.run(
                ["xcodeproj", "add"] + Self.files + ["--project", "App.xcodeproj", "--target", target], in: folder.url)
            #expect(add.status == 0, "\(mirror): \(add.stderr)")
            #expect(add.stdout.hasSuffix("App.xcodeproj: 8 files added\n"), "\(mirror): \(add.stdout)")
            let edited = try String(contentsOf: pbxproj, encoding: .utf8)
            #expect(Self.onlyAdded(from: original, to: edited), "\(mirror): lines other than additions changed")
            let lint = try CLIRunner.run(["-lint", pbxproj.path], binary: CLIRunner.tool(named: "plutil"))
            #expect(lint.status == 0, "\(mirror): \(lint.stdout)\(lint.stderr)")

            let again = try CLIRunner.run(
                ["xcodeproj", "add"] + Self.files + ["--project", "App.xcodeproj", "--target", target], in: folder.url)
            #expect(again.status == 0)
            #expect(
                again.stdout.contains("unchanged AgentAdded/Settings/SettingsView.swift is already in App.xcodeproj\n"),
                "\(mirror)")
            #expect(
                again.stdout.hasSuffix("App.xcodeproj: 0 files added, 8 already in\n"), "\(mirror): \(again.stdout)")
            #expect(try String(contentsOf: pbxproj, encoding: .utf8) == edited)

            let list = try CLIRunner.run(
                ["xcodeproj", "list", "--project", "App.xcodeproj", "--target", target, "--format", "json"],
                in: folder.url)
            let listing = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
            #expect(
                (listing["sources"] as? [String])?.contains("AgentAdded/Settings/SettingsView.swift") == true,
                "\(mirror)")
            let resources = listing["resources"] as? [String] ?? []
            for resource in ["AgentAdded/Settings/Settings.xib", "AgentAdded/Colors.xcassets", "AgentAdded/icon.png"] {
                #expect(resources.contains(resource), "\(mirror): \(resource) not in the listed resources")
            }
            #expect(
                !resources.contains("AgentAdded/Bridge.h")
                    && (listing["sources"] as? [String])?.contains("AgentAdded/Bridge.h") == false)
            #expect(edited.contains("lastKnownFileType = folder.assetcatalog; path = Colors.xcassets;"), "\(mirror)")

            let remove = try CLIRunner.run(
                ["xcodeproj", "remove"] + Self.files + ["--project", "App.xcodeproj"], in: folder.url)
            #expect(remove.status == 0, "\(mirror): \(remove.stderr)")
            #expect(
                try Data(contentsOf: pbxproj) == Data(original.utf8),
                "\(mirror): remove did not restore the original bytes")
        }
    }

    @Test(
        .enabled(
            if: Self.mirrorText("nalexn+clean-architecture-swiftui", "CountriesSwiftUI.xcodeproj/project.pbxproj")
                != nil,
            "needs the clean-architecture-swiftui mirror"))
    func aFileInASynchronizedFolderNeedsNoReference() throws {
        let original = try #require(
            Self.mirrorText("nalexn+clean-architecture-swiftui", "CountriesSwiftUI.xcodeproj/project.pbxproj"))
        let folder = try TemporaryDirectory()
        let projectFolder = folder.url.appendingPathComponent("CountriesSwiftUI.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try Data(original.utf8).write(to: projectFolder.appendingPathComponent("project.pbxproj"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("CountriesSwiftUI/New"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("CountriesSwiftUI/New/Thing.swift"))
        let run = try CLIRunner.run(
            [
                "xcodeproj", "add", "CountriesSwiftUI/New/Thing.swift", "--project", "CountriesSwiftUI.xcodeproj",
                "--target", "CountriesSwiftUI", "--target", "UnitTests"
            ], in: folder.url)
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "note: CountriesSwiftUI/New/Thing.swift is inside the synchronized folder CountriesSwiftUI: Xcode lists its "
                + "files itself, so no reference is added; it is not built by UnitTests (add it in Xcode's File inspector, Target Membership)\n"
        )
        #expect(try Data(contentsOf: projectFolder.appendingPathComponent("project.pbxproj")) == Data(original.utf8))
    }

    /// A folder with the classic sample project as App.xcodeproj and App/Thing.swift on disk.
    static func sampleFolder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let project = folder.url.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj")
        )
        .write(to: project.appendingPathComponent("project.pbxproj"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("App/Thing.swift"))
        return folder
    }

    /// Found by the second newcomer walk: a second `X.swift`, or a type the target declares
    /// already, stops the build; `xcodeproj add` refuses them as `generate` does.
    @Test func aFileNameOrTypeTheTargetAlreadyHasIsRefused() throws {
        let folder = try Self.sampleFolder()
        let pbxproj = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        try folder.write("App/AppDelegate.swift", "@main\nfinal class AppDelegate {}\n\nstruct Settings {}\n")
        try folder.write("App/Extra/AppDelegate.swift", "// a second one\n")
        try folder.write("App/Extra/More.swift", "enum Settings {}\n")
        let refused = try CLIRunner.run(
            [
                "xcodeproj", "add", "App/Extra/AppDelegate.swift", "App/Extra/More.swift", "--project", "App.xcodeproj",
                "--target", "App"
            ], in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "App/AppDelegate.swift: error: target \"App\" already compiles a file named AppDelegate.swift; "
                + "'xcodeproj add' would add a second one (App/Extra/AppDelegate.swift), which stops the build: "
                + "rename the file you add or the one here, or add it to another target\n"
                + "App/AppDelegate.swift:4:1: error: target \"App\" already declares struct Settings here; 'xcodeproj add' would declare it "
                + "again (in App/Extra/More.swift), which stops the build: rename the type you add or the one here, or add it to another target\n"
                + "Nothing was changed.\n", "\(refused.stderr)")
        #expect(try Data(contentsOf: pbxproj) == before)
        // Into the test target, or only referenced (no target), nothing clashes.
        #expect(
            try CLIRunner.run(
                ["xcodeproj", "add", "App/Extra/More.swift", "--project", "App.xcodeproj", "--target", "AppTests"],
                in: folder.url
            ).status == 0)

        // A type the target uses from an import (found by the re-walk: a LazyView shadowing a package's).
        try folder.write(
            "App/AppDelegate.swift", "import UI\n\n@main\nfinal class AppDelegate {\n    let row = LazyView()\n}\n")
        try folder.write("App/Extra/Lazy.swift", "struct LazyView {}\n")
        let shadow = try CLIRunner.run(
            ["xcodeproj", "add", "App/Extra/Lazy.swift", "--project", "App.xcodeproj", "--target", "App"],
            in: folder.url)
        #expect(shadow.status == 1)
        #expect(
            shadow.stderr.hasPrefix(
                "App/AppDelegate.swift:5:15: error: uses LazyView, which target \"App\" does not declare"),
            "\(shadow.stderr)")
        // Into a target whose files do not use the name, it goes in.
        #expect(
            try CLIRunner.run(
                ["xcodeproj", "add", "App/Extra/Lazy.swift", "--project", "App.xcodeproj", "--target", "AppTests"],
                in: folder.url
            ).status == 0)
    }

    @Test func refusalsSayWhatToDo() throws {
        let folder = try Self.sampleFolder()
        let pbxproj = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        let cases: [([String], Int32, String)] = [
            (
                ["add", "App/Thing.swift", "--project", "App.xcodeproj", "--target", "Ap"], 2,
                #"error: App.xcodeproj has no target named "Ap"; did you mean "App"? (targets: App, AppTests)"#
            ),
            (
                ["add", "App/Missing.swift", "--project", "App.xcodeproj", "--target", "App"], 2,
                "error: App/Missing.swift does not exist; create the file first (xcodeproj add references files on disk)"
            ),
            (
                ["add", "../Thing.swift", "--project", "App.xcodeproj", "--target", "App"], 2,
                "error: ../Thing.swift is outside the project's folder (., which holds the .xcodeproj); the project references files below it: move the file there"
            ),
            (
                ["add", "App/Thing.swift", "--project", "Nope.xcodeproj"], 2,
                "error: Nope.xcodeproj/project.pbxproj does not exist; give the path of an .xcodeproj folder"
            ),
            (
                ["add", "App/Thing.swift", "--project", "App"], 2,
                "error: 'App' is not an Xcode project; give the .xcodeproj folder (App.xcodeproj)"
            ),
            (
                ["add", "App", "--project", "App.xcodeproj"], 2,
                "error: App is a folder; give the files in it (App/*), or an asset catalog (.xcassets)"
            ),
            (
                ["add", "App/Thing.swift", "--project", "App.xcodeproj", "--group", "Ap"], 1,
                #"App.xcodeproj/project.pbxproj: error: no group "Ap" in the project navigator; groups: "App", "AppTests", "Products""#
            ),
            (["add", "App/Thing.swift"], 2, "error: xcodeproj add needs --project PATH (the .xcodeproj folder)"),
            (["list", "--project", "App.xcodeproj"], 2, "error: xcodeproj list needs one --target NAME"),
            (["lst"], 2, "error: unknown xcodeproj command 'lst'; did you mean 'list'?")
        ]
        for (arguments, status, message) in cases {
            let run = try CLIRunner.run(["xcodeproj"] + arguments, in: folder.url)
            #expect(run.status == status, "\(arguments)")
            #expect(run.stderr.hasPrefix(message + "\n"), "\(arguments): \(run.stderr)")
        }
        let json = try CLIRunner.run(
            ["xcodeproj", "add", "App/Thing.swift", "--project", "App.xcodeproj", "--target", "Ap", "--format", "json"],
            in: folder.url)
        let diagnostics =
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["diagnostics"]
            as? [[String: Any]]
        #expect(diagnostics?.first?["suggestion"] as? String == "App")
        #expect(try Data(contentsOf: pbxproj) == before, "a refused run changed the project")
    }

    @Test func dryRunWritesNothingAndTheJSONReportSaysWhatWouldChange() throws {
        let folder = try Self.sampleFolder()
        let pbxproj = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        let run = try CLIRunner.run(
            [
                "xcodeproj", "add", "App/Thing.swift", "--project", "App.xcodeproj", "--target", "App", "--dry-run",
                "--format", "json"
            ], in: folder.url)
        #expect(run.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? [String] == ["App/Thing.swift"])
        #expect(report["written"] as? Bool == false && report["changed"] as? Bool == true)
        #expect(try Data(contentsOf: pbxproj) == before)
        let membership = try CLIRunner.run(
            ["xcodeproj", "add", "App/Thing.swift", "--project", "App.xcodeproj", "--target", "App"], in: folder.url)
        #expect(membership.stdout == "added     App/Thing.swift (App)\nApp.xcodeproj: 1 file added\n")
        let dropped = try CLIRunner.run(
            ["xcodeproj", "remove", "App/Thing.swift", "--project", "App.xcodeproj", "--target", "App"], in: folder.url)
        #expect(dropped.stdout == "removed   App/Thing.swift from App\nApp.xcodeproj: 1 file removed\n")
        let absent = try CLIRunner.run(
            ["xcodeproj", "remove", "App/Other.swift", "--project", "App.xcodeproj"], in: folder.url)
        #expect(absent.status == 0)
        #expect(absent.stderr == "warning: App/Other.swift is not in App.xcodeproj; nothing to remove\n")
    }
}
