import Foundation
import TestSupport
import Testing

/// `viper-gen <Module>` and `viper-gen generate` end to end, through the built binary.
@Suite struct GenerateCLITests {
    static let loginSources = [
        "App/Modules/Login/LoginInteractor.swift",
        "App/Modules/Login/LoginPresenter.swift",
        "App/Modules/Login/LoginProtocols.swift",
        "App/Modules/Login/LoginRouter.swift",
        "App/Modules/Login/LoginViewController.swift"
    ]
    static let loginTests = [
        "AppTests/Modules/Login/LoginInteractorTests.swift",
        "AppTests/Modules/Login/LoginMocks.swift",
        "AppTests/Modules/Login/LoginPresenterTests.swift",
        "AppTests/Modules/Login/LoginRouterTests.swift"
    ]

    @Test func generatesTheVIPERModuleWithMocksAndTests() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["Login"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(directory.files() == (Self.loginSources + Self.loginTests + ["viper-gen.lock"]).sorted())
        let expectedOrder = [
            "App/Modules/Login/LoginProtocols.swift", "App/Modules/Login/LoginViewController.swift",
            "App/Modules/Login/LoginInteractor.swift", "App/Modules/Login/LoginPresenter.swift",
            "App/Modules/Login/LoginRouter.swift",
            "AppTests/Modules/Login/LoginPresenterTests.swift", "AppTests/Modules/Login/LoginInteractorTests.swift",
            "AppTests/Modules/Login/LoginRouterTests.swift", "AppTests/Modules/Login/LoginMocks.swift"
        ]
        #expect(result.stdout == expectedOrder.map { "create     \($0)\n" }.joined() + "9 files: 9 create\n")
        let router = try #require(directory.read("App/Modules/Login/LoginRouter.swift"))
        #expect(router.contains("static func makeModule() -> UIViewController"))
        #expect(router.contains("weak var viewController: UIViewController?"))
        let presenter = try #require(directory.read("App/Modules/Login/LoginPresenter.swift"))
        #expect(presenter.contains("weak var view: (any LoginViewInterface)?"))
        #expect(!presenter.contains("import UIKit"))
    }

    /// `--binding` without an MVVM module and `--domain` without layout `domain` change nothing:
    /// the run goes on and says so, naming the missing companion flag.
    @Test(
        arguments: [
            (
                ["Login", "--binding", "combine"],
                "warning: --binding has no effect: Login is VIPER, and bindings apply to MVVM modules (add --pattern mvvm)\n"
            ),
            (
                ["Login", "--pattern", "mvp", "--domain", "Auth"],
                "warning: --domain has no effect: Login uses layout 'module', and a domain applies to layout 'domain' (add --layout domain)\n"
            ),
            (
                ["Login", "Profile", "--binding", "observation", "--domain", "Auth", "--layout", "type"],
                "warning: --binding has no effect: none of the 2 modules is MVVM, and bindings apply to MVVM modules (add --pattern mvvm)\n"
                    + "warning: --domain has no effect: none of the 2 modules uses layout 'domain' (add --layout domain)\n"
            ),
            (["Login", "--pattern", "mvvm", "--binding", "combine", "--layout", "domain", "--domain", "Auth"], "")
        ] as [([String], String)])
    func flagsThatChangeNothingAreWarnedAbout(arguments: [String], stderr: String) throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(arguments + ["--dry-run"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stderr == stderr)
        #expect(result.stdout.hasPrefix("create "))
        #expect(directory.files().isEmpty)
    }

    @Test func generateCommandIsTheSameAsTheShortForm() throws {
        let short = try TemporaryDirectory()
        let long = try TemporaryDirectory()
        let first = try CLIRunner.run(["Login"], in: short.url)
        let second = try CLIRunner.run(["generate", "Login"], in: long.url)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout == second.stdout)
        for file in short.files() {
            #expect(short.read(file) == long.read(file), "\(file) differs")
        }
    }

    @Test func secondRunChangesNothingAndOutputIsByteIdentical() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: directory.url)
        let before = directory.files().map { directory.read($0) }
        let again = try CLIRunner.run(["Login"], in: directory.url)
        #expect(again.status == 0)
        #expect(again.stdout.split(separator: "\n").dropLast().allSatisfy { $0.hasPrefix("unchanged  ") })
        #expect(again.stdout.hasSuffix("9 files: 9 unchanged\n"))
        #expect(directory.files().map { directory.read($0) } == before)
    }

    @Test func aConflictFailsTheRunListsItAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: directory.url)
        try directory.write("App/Modules/Login/LoginPresenter.swift", "// my edits\n")
        // Without the lock the edited file counts as not generated by viper-gen: a conflict.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))
        try FileManager.default.removeItem(
            at: directory.url.appendingPathComponent("App/Modules/Login/LoginRouter.swift"))
        let result = try CLIRunner.run(["Login"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/Modules/Login/LoginPresenter.swift"))
        #expect(result.stderr.contains("Nothing was written"))
        #expect(result.stderr.contains("--force"))
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift") == "// my edits\n")
        #expect(
            directory.read("App/Modules/Login/LoginRouter.swift") == nil,
            "a conflicting run must not create the missing file")
    }

    @Test func overwriteReplacesWithABackupAndSkipExistingKeeps() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: directory.url)
        let original = directory.read("App/Modules/Login/LoginPresenter.swift")
        try directory.write("App/Modules/Login/LoginPresenter.swift", "// my edits\n")
        try FileManager.default.removeItem(
            at: directory.url.appendingPathComponent("App/Modules/Login/LoginRouter.swift"))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))

        let skip = try CLIRunner.run(["Login", "--skip-existing"], in: directory.url)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(
            skip.stdout.contains(
                "skip       App/Modules/Login/LoginPresenter.swift (kept; viper-gen.lock records it as your edit, so spec changes merge into it)"
            ))
        #expect(directory.read("viper-gen.lock")?.contains("App/Modules/Login/LoginPresenter.swift") == true)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))
        #expect(skip.stdout.contains("create     App/Modules/Login/LoginRouter.swift"))
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift") == "// my edits\n")

        // --force merges; a file the lock does not list has no base, so it stays a conflict.
        let force = try CLIRunner.run(["Login", "--force"], in: directory.url)
        #expect(force.status == 1)
        #expect(
            force.stderr.contains(
                "conflict in App/Modules/Login/LoginPresenter.swift: not in viper-gen.lock: written by hand or by an older viper-gen; "
                    + "with no base there are no hunks to resolve: --overwrite replaces it (saving it as LoginPresenter.swift.orig beside it), "
                    + "'viper-gen adopt' records it as your edit\n"))
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift") == "// my edits\n")

        let overwrite = try CLIRunner.run(["Login", "--overwrite"], in: directory.url)
        #expect(overwrite.status == 0, "\(overwrite.stderr)")
        #expect(
            overwrite.stdout.contains(
                "backup     App/Modules/Login/LoginPresenter.swift.orig (your LoginPresenter.swift before --overwrite)\n"
                    + "overwrite  App/Modules/Login/LoginPresenter.swift (not in viper-gen.lock"))
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift") == original)
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift.orig") == "// my edits\n")

        for pair in [
            ["--force", "--skip-existing"], ["--force", "--overwrite"], ["--overwrite", "--conflict", "markers"]
        ] {
            let both = try CLIRunner.run(["Login"] + pair, in: directory.url)
            #expect(both.status == 2)
            #expect(both.stderr.contains("contradict each other; choose one"), "\(pair)")
        }
    }

    @Test func overwriteKeepsThePermissionsOfTheFileItReplaces() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: directory.url)
        let path = directory.url.appendingPathComponent("App/Modules/Login/LoginPresenter.swift").path
        try directory.write("App/Modules/Login/LoginPresenter.swift", "// my edits\n")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))
        chmod(path, 0o600)
        let result = try CLIRunner.run(["Login", "--overwrite"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("App/Modules/Login/LoginPresenter.swift") != "// my edits\n")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600, "the replaced file's permissions must be kept")
    }

    @Test func dryRunAndCheckWriteNothing() throws {
        let directory = try TemporaryDirectory()
        let dry = try CLIRunner.run(["Login", "--dry-run"], in: directory.url)
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("create     App/Modules/Login/LoginProtocols.swift"))
        #expect(dry.stdout.hasSuffix("dry run, nothing written: 9 files: 9 create\n"))
        #expect(directory.files().isEmpty)

        let check = try CLIRunner.run(["Login", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("9 files out of date with the spec"))
        #expect(directory.files().isEmpty)

        _ = try CLIRunner.run(["Login"], in: directory.url)
        let clean = try CLIRunner.run(["Login", "--check"], in: directory.url)
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test func outputOptionsPlaceFilesAndSetTheImport() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(
            [
                "Login", "--output", "Sources/Features", "--tests-output", "Tests/FeatureTests", "--testable-import",
                "MyApp"
            ],
            in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.files().contains("Sources/Features/Login/LoginRouter.swift"))
        #expect(directory.files().contains("Tests/FeatureTests/Login/LoginMocks.swift"))
        let mocks = try #require(directory.read("Tests/FeatureTests/Login/LoginMocks.swift"))
        #expect(mocks.contains("@testable import MyApp\n"))
    }

    @Test func jsonReportListsEveryFile() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["Login", "--dry-run", "--format", "json"], in: directory.url)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 9)
        #expect(files.first?["path"] as? String == "App/Modules/Login/LoginProtocols.swift")
        #expect(files.first?["status"] as? String == "create")
        #expect((object["summary"] as? [String: Any])?["create"] as? Int == 9)
    }

    /// Invalid module names: exit 2, a reason, a suggestion where one exists, nothing written.
    @Test(arguments: [
        ("", "empty"),
        ("1Login", "digit"),
        ("class", "keyword"),
        ("user profile", "\"UserProfile\""),
        ("../x", "'..'"),
        ("Login/..", "'..'"),
        ("login", "\"Login\""),
        ("Task", "Task")
    ])
    func refusesInvalidModuleNames(name: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run([name], in: directory.url)
        #expect(result.status == 2, "\(name): \(result.stdout)")
        #expect(result.stderr.hasPrefix("error: invalid module name"), "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(directory.files().isEmpty)
    }

    @Test func unknownOptionsAndValuesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        let option = try CLIRunner.run(["Login", "--patern", "mvp"], in: directory.url)
        #expect(option.status == 2)
        #expect(option.stderr.contains("unknown option '--patern'; did you mean '--pattern'?"))
        let value = try CLIRunner.run(["Login", "--pattern", "mvvc"], in: directory.url)
        #expect(value.status == 2)
        #expect(value.stderr.contains("invalid value 'mvvc' for --pattern; valid values: viper, mvp, mvvm, mvc"))
        let noModule = try CLIRunner.run(["generate"], in: directory.url)
        #expect(noModule.status == 2)
        #expect(noModule.stderr.contains("no module to generate"))
        #expect(directory.files().isEmpty)
    }

    @Test func aFileInThePlaceOfTheOutputDirectoryFailsCleanly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Modules", "not a directory\n")
        let result = try CLIRunner.run(["Login"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/Modules is a file"))
        #expect(directory.files() == ["App/Modules"])
    }

    @Test func aSymlinkInsideTheOutputIsNeverFollowed() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("App/Modules"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("App/Modules/Login").path, withDestinationPath: outside.path)
        let result = try CLIRunner.run(["Login"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/Modules/Login is a symbolic link"))
        #expect(outside.files().isEmpty)
        #expect(directory.files().filter { $0.hasPrefix("AppTests") }.isEmpty)
    }

    /// A directory that refuses new entries (read-only for a user, immutable for root) makes a
    /// write fail after the sources were written: the run must remove them and report it.
    @Test func aFailedWriteRollsBackWhatTheRunCreated() throws {
        let directory = try TemporaryDirectory()
        let blocked = directory.url.appendingPathComponent("AppTests")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        let locked = try Self.lock(blocked)
        defer { Self.unlock(blocked) }
        #expect(locked, "could not make AppTests unwritable")
        let result = try CLIRunner.run(["Login"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot create directory AppTests/Modules"), "\(result.stderr)")
        #expect(directory.files().isEmpty, "the sources written before the failure must be removed")
        #expect(
            !FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("App").path),
            "created directories must be removed")
    }

    /// Makes `directory` refuse new entries: `chmod 555` for a normal user; root ignores
    /// permissions, so `chattr +i` (immutable) there.
    static func lock(_ directory: URL) throws -> Bool {
        if getuid() != 0 { return chmod(directory.path, 0o555) == 0 }
        return try run("/usr/bin/chattr", ["+i", directory.path]) == 0
    }

    static func unlock(_ directory: URL) {
        if getuid() == 0 { _ = try? run("/usr/bin/chattr", ["-i", directory.path]) }
        chmod(directory.path, 0o755)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The templates are compiled into the binary: a copy of it alone, far from any `.build` or
/// `Templates/` folder, generates a module.
@Suite struct StandaloneBinaryTests {
    @Test func theBinaryWorksCopiedAloneIntoAnEmptyDirectory() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("bin/viper-gen")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.executable, to: copy)
        let work = directory.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try CLIRunner.run(["Login"], in: work, binary: copy)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: work.appendingPathComponent("App/Modules/Login/LoginRouter.swift").path))
        let list = try CLIRunner.run(["templates", "list"], in: work, binary: copy)
        #expect(list.stdout.contains("viper/Presenter.swift.mustache"))
    }
}
