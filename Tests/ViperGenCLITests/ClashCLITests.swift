import Foundation
import TestSupport
import Testing

/// A module whose files or types the receiving target already compiles is refused before
/// anything is written (exit 1, every clash named at the existing file); another name passes.
@Suite struct ClashCLITests {
    static let projectFile = "App.xcodeproj/project.pbxproj"
    static let realFixture = CLIRunner.repositoryRoot.appendingPathComponent(
        "Tests/Fixtures/XcodeProjects/VIPER-SWIFT.pbxproj")

    /// Every file below `directory` with its text, to prove a run wrote nothing.
    static func contents(_ directory: TemporaryDirectory) -> [String: String] {
        Dictionary(uniqueKeysWithValues: directory.files().map { ($0, directory.read($0) ?? "") })
    }

    @Test func aTargetCompilingFeedViewControllerRefusesModuleFeedAndTakesTimeline() throws {
        let directory = try TemporaryDirectory()
        let sample = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj"),
            encoding: .utf8)
        try directory.write(
            Self.projectFile, sample.replacingOccurrences(of: "AppDelegate.swift", with: "FeedViewController.swift"))
        try directory.write(
            "App/FeedViewController.swift", "import UIKit\n\nfinal class FeedViewController: UIViewController {}\n")
        let before = Self.contents(directory)

        let refused = try CLIRunner.run(["Feed", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr == """
                App/FeedViewController.swift:3:1: error: target "App" already compiles a file named FeedViewController.swift declaring \
                class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), which stops the \
                build: name the module otherwise (FeedScreen clashes with nothing there) or rename the file here
                Nothing was generated.

                """)
        #expect(Self.contents(directory) == before, "nothing written")

        let passed = try CLIRunner.run(["Timeline", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(directory.read("App/Modules/Timeline/TimelineViewController.swift") != nil)
    }

    /// VIPER-SWIFT's project (ORIGINS.md) with its Add module's files recreated as small files
    /// declaring the same types: `viper-gen Add` would compile three names twice.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: realFixture.path),
            "the real projects are not committed: see Tests/Fixtures/XcodeProjects/ORIGINS.md"))
    func aRealAppsOwnModuleNamesAreRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, String(decoding: try Data(contentsOf: Self.realFixture), as: UTF8.self))
        let module = "VIPER-SWIFT/Classes/Modules/Add/"
        for (path, type) in [
            ("Application Logic/Interactor/AddInteractor.swift", "AddInteractor"),
            ("Application Logic/Manager/AddDataManager.swift", "AddDataManager"),
            ("User Interface/Presenter/AddPresenter.swift", "AddPresenter"),
            ("User Interface/View/AddViewController.swift", "AddViewController"),
            ("User Interface/Wireframe/AddWireframe.swift", "AddWireframe")
        ] {
            try directory.write(
                module + path, "import UIKit\n\n// Recreated for the test.\nclass \(type): NSObject {}\n")
        }
        let before = Self.contents(directory)
        let arguments = [
            "--xcodeproj", "App.xcodeproj", "--target", "VIPER-SWIFT", "--test-target", "VIPER-SWIFTTests",
            "--output", "VIPER-SWIFT/Classes/Modules", "--tests-output", "VIPER-SWIFTTests/Modules"
        ]
        let refused = try CLIRunner.run(["Add"] + arguments, in: directory.url)
        #expect(refused.status == 1)
        let fix =
            "which stops the build: name the module otherwise (AddScreen clashes with nothing there) or rename the file here"
        #expect(
            refused.stderr.split(separator: "\n").map(String.init) == [
                "\(module)User Interface/View/AddViewController.swift:4:1: error: target \"VIPER-SWIFT\" already compiles a file named "
                    + "AddViewController.swift declaring class AddViewController; module Add would add a second one (\(module)AddViewController.swift), \(fix)",
                "\(module)Application Logic/Interactor/AddInteractor.swift:4:1: error: target \"VIPER-SWIFT\" already compiles a file named "
                    + "AddInteractor.swift declaring class AddInteractor; module Add would add a second one (\(module)AddInteractor.swift), \(fix)",
                "\(module)User Interface/Presenter/AddPresenter.swift:4:1: error: target \"VIPER-SWIFT\" already compiles a file named "
                    + "AddPresenter.swift declaring class AddPresenter; module Add would add a second one (\(module)AddPresenter.swift), \(fix)",
                "Nothing was generated."
            ])
        #expect(Self.contents(directory) == before, "nothing written")

        let passed = try CLIRunner.run(["Timeline"] + arguments, in: directory.url)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(
            passed.stdout.contains(
                "update     App.xcodeproj/project.pbxproj (added 5 files to VIPER-SWIFT, 4 files to VIPER-SWIFTTests"))
    }
}
