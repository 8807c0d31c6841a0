import Foundation
import TestSupport
import Testing

/// `--xcodeproj`, `--target`, `--test-target` and their spec keys: generated files land in the
/// project's groups and Sources phases, as pure additions, idempotently; errors name the file,
/// line and column and write nothing.
@Suite struct XcodeProjectCLITests {
    static let projectFile = "App.xcodeproj/project.pbxproj"

    /// A temporary folder holding `App.xcodeproj` made from one of Tests/Fixtures/XcodeSample.
    static func project(_ sample: String = "classic") throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let original = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/\(sample).pbxproj"),
            encoding: .utf8)
        try directory.write(projectFile, original)
        return (directory, original)
    }

    /// The lines of `new` that are not in `old`, when `new` is `old` with lines inserted only
    /// (an empty inline list, `children = ( );`, may have been opened onto two lines).
    static func insertedLines(from old: String, to new: String) -> [String]? {
        var before: [Substring] = []
        for line in old.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix(" = ( );"), new.contains(line.dropLast(" );".count) + "\n") {
                let indentation = line.prefix { $0 == "\t" }
                before.append(line.dropLast(" );".count))
                before.append(Substring(indentation + ");"))
            } else {
                before.append(line)
            }
        }
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        var inserted: [String] = []
        for line in after {
            if index < before.count, before[index] == line { index += 1 } else { inserted.append(String(line)) }
        }
        return index == before.count ? inserted : nil
    }

    @Test func aModuleIsAddedAsPureAdditionsAndASecondRunChangesNothing() throws {
        let (directory, original) = try Self.project()
        let run = try CLIRunner.run(
            ["Login", "--xcodeproj", "App.xcodeproj", "--target", "App", "--test-target", "AppTests"], in: directory.url
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "update     App.xcodeproj/project.pbxproj (added 5 files to App, 4 files to AppTests; new groups App/Modules, App/Modules/Login, AppTests/Modules, AppTests/Modules/Login)\n"
            ))
        #expect(run.stdout.hasSuffix("10 files: 9 create, 1 update\n"))
        let edited = try #require(directory.read(Self.projectFile))
        let inserted = try #require(Self.insertedLines(from: original, to: edited), "only additions")
        // Per file: a file reference, a build file, a group child and a Sources phase entry; four
        // groups (seven lines each besides their children); the two Modules groups' children
        // (Login) and their own entries in App and AppTests.
        #expect(inserted.count == 9 * 4 + 4 * 7 + 2 + 2)
        #expect(
            inserted.contains {
                $0.hasPrefix("\t\t")
                    && $0.contains("/* LoginPresenter.swift in Sources */ = {isa = PBXBuildFile; fileRef = ")
            })
        #expect(
            inserted.contains {
                $0.contains(
                    "/* LoginMocks.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginMocks.swift; sourceTree = \"<group>\"; };"
                )
            })
        // plutil ships with the Swift toolchain (and macOS): it reads the format as Xcode does.
        if let plutil = CLIRunner.tool(named: "plutil") {
            let lint = try CLIRunner.run(["-lint", Self.projectFile], in: directory.url, binary: plutil)
            #expect(
                lint.status == 0 && lint.stdout.hasSuffix("OK\n"),
                "plutil accepts the result: \(lint.stdout)\(lint.stderr)")
        }

        let again = try CLIRunner.run(
            ["Login", "--xcodeproj", "App.xcodeproj", "--target", "App", "--test-target", "AppTests"], in: directory.url
        )
        #expect(again.status == 0)
        #expect(again.stdout.contains("unchanged  App.xcodeproj/project.pbxproj\n"))
        #expect(directory.read(Self.projectFile) == edited)
    }

    @Test func theTargetsDefaultToTheOnlyAppAndUnitTestTargets() throws {
        let (directory, _) = try Self.project()
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(added 5 files to App, 4 files to AppTests;"))
    }

    @Test func anUnknownTargetIsAUsageErrorThatListsTheTargets() throws {
        let (directory, original) = try Self.project()
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj", "--target", "Ap"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: App.xcodeproj has no target named \"Ap\"; did you mean \"App\"? (targets: App, AppTests)\n")
        #expect(directory.files() == [Self.projectFile], "nothing written")
        #expect(directory.read(Self.projectFile) == original)
    }

    /// Found by the newcomer walk: tests named into the app target would stop its build.
    @Test func testsIntoAnAppTargetAreRefused() throws {
        let (directory, original) = try Self.project()
        let run = try CLIRunner.run(
            ["Login", "--xcodeproj", "App.xcodeproj", "--target", "App", "--test-target", "App"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: App.xcodeproj's target \"App\" is not a test target (com.apple.product-type.application); "
                    + "generated tests import XCTest or Testing and would stop its build: name a unit-test target with --test-target or "
                    + "\"testTargets\" (test targets: AppTests)\n"), "\(run.stderr)")
        #expect(directory.read(Self.projectFile) == original)
        #expect(directory.files() == [Self.projectFile], "nothing written")
    }

    @Test func badProjectPathsAreUsageErrors() throws {
        let (directory, _) = try Self.project()
        let missing = try CLIRunner.run(["Login", "--xcodeproj", "Nope.xcodeproj"], in: directory.url)
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(
                "error: Nope.xcodeproj/project.pbxproj does not exist; give the path of the .xcodeproj folder"))
        let notAProject = try CLIRunner.run(["Login", "--xcodeproj", "App"], in: directory.url)
        #expect(notAProject.status == 2)
        #expect(
            notAProject.stderr.hasPrefix(
                "error: --xcodeproj 'App' is not an Xcode project; give the path of the folder ending in .xcodeproj\n"))
        let outside = try CLIRunner.run(["Login", "--xcodeproj", "../Other.xcodeproj"], in: directory.url)
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("../Other.xcodeproj is outside the folder viper-gen generates into"))
        #expect(directory.files() == [Self.projectFile], "nothing written")
    }

    @Test(arguments: [
        (
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tAB = {isa = PBX\n",
            "App.xcodeproj/project.pbxproj:6:1: error: expected ';' after the value of \"isa\"\nNothing was generated.\n"
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
            "App.xcodeproj/project.pbxproj:1:1: error: this is an XML property list, not the old-style format Xcode writes; open and save the project in Xcode to convert it\nNothing was generated.\n"
        )
    ])
    func malformedAndXMLProjectsAreRefusedWithAPosition(text: String, message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, text)
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
        #expect(directory.files() == [Self.projectFile], "nothing written")
        #expect(directory.read(Self.projectFile) == text)
    }

    @Test func theSpecNamesTheProjectAndPruneRemovesTheReferencesOfPrunedFiles() throws {
        let (directory, original) = try Self.project()
        let config = #""defaults": {"xcodeproj": "App.xcodeproj", "targets": ["App"], "testTargets": ["AppTests"]}"#
        try directory.write(
            "viper-gen.json",
            "{\(config), \"modules\": [{\"name\": \"Login\"}, {\"name\": \"Signup\", \"pattern\": \"mvvm\"}]}")
        let first = try CLIRunner.run(["generate"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout.contains(
                "update     App.xcodeproj/project.pbxproj (added 8 files to App, 6 files to AppTests;"))

        // A module added to the spec: --check reports the project file as drift.
        try directory.write(
            "viper-gen.json",
            "{\(config), \"modules\": [{\"name\": \"Login\"}, {\"name\": \"Signup\", \"pattern\": \"mvvm\"}, {\"name\": \"Home\", \"pattern\": \"mvc\"}]}"
        )
        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("update     App.xcodeproj/project.pbxproj (added "))
        let home = try CLIRunner.run(["generate"], in: directory.url)
        #expect(home.status == 0)

        // Modules removed, --prune: their files and their references go.
        try directory.write("viper-gen.json", "{\(config), \"modules\": [{\"name\": \"Login\"}]}")
        let pruned = try CLIRunner.run(["generate", "--prune"], in: directory.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("update     App.xcodeproj/project.pbxproj (removed "))
        let text = try #require(directory.read(Self.projectFile))
        #expect(!text.contains("SignupViewModel.swift"))
        #expect(!text.contains("HomeViewController.swift"))
        #expect(text.contains("LoginPresenter.swift in Sources"))
        #expect(
            Self.insertedLines(from: original, to: text) != nil, "what remains is still the original plus additions")
        let after = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)")
    }

    @Test func filesInASynchronizedFolderAreNotAdded() throws {
        let (directory, original) = try Self.project("synchronized")
        let run = try CLIRunner.run(
            ["Login", "--xcodeproj", "App.xcodeproj", "--output", "App/Modules", "--tests-output", "AppTests/Modules"],
            in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "unchanged  App.xcodeproj/project.pbxproj (5 files in synchronized folder App, not added: the folder includes them; 4 files in synchronized folder AppTests, not added: the folder includes them)\n"
            ))
        #expect(directory.read(Self.projectFile) == original)
    }

    @Test func dryRunAndDiffShowTheProjectChangeAndWriteNothing() throws {
        let (directory, original) = try Self.project()
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj", "--dry-run", "--diff"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("--- a/App.xcodeproj/project.pbxproj\n+++ b/App.xcodeproj/project.pbxproj\n"))
        #expect(run.stdout.contains("+\t\t\t\t"))
        #expect(directory.files() == [Self.projectFile])
        #expect(directory.read(Self.projectFile) == original)
    }

    @Test func targetsWithoutAProjectWarn() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["Login", "--target", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "warning: --target and --test-target change nothing without an Xcode project; add --xcodeproj PATH\n"
        )
    }

    @Test func specKeysAreChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"xcodeproj": "App", "targets": "App"}, "modules": [{"name": "Login", "testTargets": ["T", "T"]}]}"#
        )
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "viper-gen.json:1:28: error: defaults.xcodeproj: \"App\" is not an Xcode project; give the path of the folder ending in .xcodeproj, such as \"App.xcodeproj\"\n"
            ))
        #expect(
            run.stderr.contains(
                "viper-gen.json:1:46: error: defaults.targets: expected an array of target names, found a string; write [\"App\"]\n"
            ))
        #expect(
            run.stderr.hasSuffix(
                "viper-gen.json:1:105: error: modules[0].testTargets[1]: target \"T\" is named twice; name each target once\nviper-gen.json: 3 errors; nothing was generated.\n"
            ))
    }

    // MARK: - Real projects

    struct RealProject: Decodable {
        var file: String
        var appTarget: String
        var testTarget: String?
        var sourceFolder: String
    }

    /// Tests/Fixtures/XcodeProjects/fixtures.json, when the real project files are present
    /// (they are not committed; ORIGINS.md there says where each comes from).
    static let realProjects: [RealProject] = {
        let folder = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeProjects")
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("fixtures.json")),
            let entries = try? JSONDecoder().decode([RealProject].self, from: data)
        else { return [] }
        return entries.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.file).path) }
    }()

    /// The README's command on every real project: a module into its app's source folder and its
    /// tests into the test target, as pure additions that plutil reads, and a no-op second run.
    @Test(
        .enabled(
            if: !realProjects.isEmpty,
            "the real projects are not committed: see Tests/Fixtures/XcodeProjects/ORIGINS.md"))
    func theReadmeCommandWorksOnEveryRealProject() throws {
        let folder = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeProjects")
        let plutil = CLIRunner.tool(named: "plutil")
        for project in Self.realProjects {
            let directory = try TemporaryDirectory()
            let original = String(
                decoding: try Data(contentsOf: folder.appendingPathComponent(project.file)), as: UTF8.self)
            try directory.write(Self.projectFile, original)
            var arguments = [
                "Login", "--xcodeproj", "App.xcodeproj", "--target", project.appTarget,
                "--output", project.sourceFolder + "/Modules"
            ]
            if let tests = project.testTarget {
                arguments += ["--test-target", tests, "--tests-output", "ViperGenTests/Modules"]
            } else {
                arguments += ["--tests", "none"]
            }
            let run = try CLIRunner.run(arguments, in: directory.url)
            #expect(run.status == 0, "\(project.file): \(run.stderr)")
            #expect(run.stdout.contains("App.xcodeproj/project.pbxproj ("), "\(project.file): \(run.stdout)")
            let edited = try #require(directory.read(Self.projectFile))
            #expect(Self.insertedLines(from: original, to: edited) != nil, "\(project.file): not pure additions")
            if let plutil {
                let lint = try CLIRunner.run(["-lint", Self.projectFile], in: directory.url, binary: plutil)
                #expect(lint.status == 0, "\(project.file): \(lint.stdout)\(lint.stderr)")
            }
            let again = try CLIRunner.run(arguments, in: directory.url)
            #expect(again.status == 0)
            #expect(directory.read(Self.projectFile) == edited, "\(project.file): a second run changes nothing")
        }
    }
}
