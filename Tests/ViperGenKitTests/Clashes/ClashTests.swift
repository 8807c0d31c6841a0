import ContentHash
import Foundation
import Testing

@testable import ViperGenKit

/// The clash check of the generate pipeline against an in-memory tree: a generated file whose
/// name, or a generated top-level type, the receiving target already has stops the run before
/// anything is written, one diagnostic per clash.
@Suite struct ClashTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeSample")

    /// `/project` with `App.xcodeproj` made from a sample project (its text changed by `edit`).
    static func project(_ sample: String, edit: (String) -> String = { $0 }) throws -> InMemoryFileSystem {
        let memory = InMemoryFileSystem()
        memory.write("/project/.git", "")
        let text = try String(contentsOf: fixtures.appendingPathComponent(sample), encoding: .utf8)
        memory.write("/project/App.xcodeproj/project.pbxproj", edit(text))
        return memory
    }

    static func run(_ memory: InMemoryFileSystem, _ modules: [String], xcodeproj: String? = "App.xcodeproj")
        -> GenerateOutcome
    {
        var flags = GenerationOptions()
        flags.xcodeproj = xcodeproj
        return GenerateRun(
            GenerateRequest(flags: flags, moduleNames: modules, workingDirectory: "/project", mode: .dryRun),
            fileSystem: memory
        ).run()
    }

    static func stopped(_ outcome: GenerateOutcome) -> [Diagnostic] {
        guard case .stopped(let diagnostics)? = outcome.failure else {
            Issue.record("expected a stopped run, got \(String(describing: outcome.failure))")
            return []
        }
        #expect(outcome.exitStatus == 1)
        #expect(outcome.report == nil, "stopped before anything was assessed")
        return diagnostics
    }

    @Test func aFileNameTheSourcesPhaseCompilesStopsTheRun() throws {
        let memory = try Self.project("classic.pbxproj") {
            $0.replacingOccurrences(of: "AppDelegate.swift", with: "FeedViewController.swift")
        }
        memory.write(
            "/project/App/FeedViewController.swift",
            "import UIKit\n\n@MainActor\nfinal class FeedViewController: UIViewController {}\n")
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"]))
        #expect(
            diagnostics.map(\.description) == [
                "App/FeedViewController.swift:3:1: error: target \"App\" already compiles a file named FeedViewController.swift declaring "
                    + "class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), which stops "
                    + "the build: name the module otherwise (FeedScreen clashes with nothing there) or rename the file here\nNothing was generated."
            ])
        #expect(diagnostics.first?.suggestion == "FeedScreen")
    }

    @Test func aNameClashWithoutATypeHasNoLineAndEveryClashIsReported() throws {
        let memory = try Self.project("classic.pbxproj") {
            $0.replacingOccurrences(of: "AppDelegate.swift", with: "FeedPresenter.swift")
        }
        memory.write("/project/App/FeedPresenter.swift", "// empty\n")
        memory.write(
            "/project/AppTests/AppTests.swift",
            "final class DetailPresenterTests {}\nfinal class FeedScreenPresenterTests {}\n")
        let diagnostics = Self.stopped(Self.run(memory, ["Feed", "Detail"]))
        #expect(
            diagnostics.map(\.headline) == [
                "App/FeedPresenter.swift: error: target \"App\" already compiles a file named FeedPresenter.swift; module Feed would add a "
                    + "second one (App/Modules/Feed/FeedPresenter.swift), which stops the build: name the module otherwise (FeedScreen clashes "
                    + "with nothing there) or rename the file here",
                "AppTests/AppTests.swift:1:1: error: target \"AppTests\" already declares class DetailPresenterTests here; module Detail "
                    + "would declare it again (in AppTests/Modules/Detail/DetailPresenterTests.swift), which stops the build: name the module "
                    + "otherwise (DetailScreen clashes with nothing there) or rename the type here"
            ])
        #expect(diagnostics.map(\.note) == [nil, "Nothing was generated."], "the note once, after the last")
    }

    @Test func aTypeInADifferentlyNamedFileStopsTheRunAtItsLine() throws {
        let memory = try Self.project("classic.pbxproj")
        memory.write(
            "/project/App/AppDelegate.swift",
            "import UIKit\n\n@main\nfinal class AppDelegate {}\n\n  protocol FeedRouterInterface {}\nstruct FeedEntity {}\nextension FeedPresenter {}\n"
        )
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"]))
        #expect(
            diagnostics.map(\.headline) == [
                "App/AppDelegate.swift:6:3: error: target \"App\" already declares protocol FeedRouterInterface here; module Feed would "
                    + "declare it again (in App/Modules/Feed/FeedProtocols.swift), which stops the build: name the module otherwise "
                    + "(FeedScreen clashes with nothing there) or rename the type here",
                "App/AppDelegate.swift:8:11: error: uses FeedPresenter, which target \"App\" does not declare: it comes from a module this "
                    + "file imports (the SDK or a package); module Feed would declare its own FeedPresenter (in App/Modules/Feed/FeedPresenter.swift), "
                    + "which every such use would then mean, and the build would stop or change meaning: name the module otherwise (FeedScreen "
                    + "clashes with nothing there)"
            ],
            "an extension declares no new name: it extends an imported type, which the generated one would replace; no FeedEntity without entities"
        )
    }

    /// Found by the newcomer walk: a top-level typealias is a name in the module too.
    @Test func aTopLevelTypealiasClashesAndANestedOneDoesNot() throws {
        let memory = try Self.project("classic.pbxproj")
        memory.write(
            "/project/App/AppDelegate.swift",
            """
            import UIKit

            typealias FeedViewController = UIViewController
            enum Space { typealias FeedPresenter = Int }
            """)
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"]))
        #expect(
            diagnostics.map(\.headline) == [
                "App/AppDelegate.swift:3:1: error: target \"App\" already declares typealias FeedViewController here; module Feed would "
                    + "declare it again (in App/Modules/Feed/FeedViewController.swift), which stops the build: name the module otherwise "
                    + "(FeedScreen clashes with nothing there) or rename the type here"
            ])
    }

    /// Found by the newcomer walk: another module name does not rename a module's entity.
    @Test func aClashingEntityIsToBeRenamedNotTheModule() throws {
        let memory = try Self.project("classic.pbxproj")
        memory.write("/project/App/AppDelegate.swift", "struct User {}\n")
        memory.write(
            "/project/viper-gen.json",
            #"{"defaults": {"xcodeproj": "App.xcodeproj"}, "modules": [{"name": "Profile", "#
                + #""entities": [{"name": "User", "fields": ["id: String"]}]}]}"#)
        let outcome = GenerateRun(
            GenerateRequest(moduleNames: [], workingDirectory: "/project", mode: .dryRun), fileSystem: memory
        ).run()
        let diagnostics = Self.stopped(outcome)
        #expect(
            diagnostics.map(\.headline) == [
                "App/AppDelegate.swift:1:1: error: target \"App\" already declares struct User here; module Profile would declare it again "
                    + "(in App/Modules/Profile/ProfileEntity.swift), which stops the build: rename it in the spec (an entity or service of "
                    + "module Profile) or here"
            ])
        #expect(diagnostics.first?.suggestion == nil)
    }

    @Test func theSuggestionSkipsANameThatWouldClashToo() throws {
        let memory = try Self.project("classic.pbxproj")
        memory.write(
            "/project/App/AppDelegate.swift",
            "class FeedPresenter {}\nclass FeedScreenPresenter {}\nenum FeedSceneRouter {}\n")
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"]))
        #expect(diagnostics.map(\.suggestion) == ["FeedFeature"])
        #expect(
            diagnostics.first?.message.hasSuffix(
                "name the module otherwise (FeedFeature clashes with nothing there) or rename the type here") == true)
    }

    @Test func aSynchronizedFolderIsListedOnDiskWithItsExceptions() throws {
        let memory = try Self.project("synchronized.pbxproj")
        memory.write("/project/App/Screens/FeedViewController.swift", "final class FeedViewController {}\n")
        memory.write("/project/App/Legacy/FeedPresenter.swift", "final class FeedPresenter {}\n")
        memory.write("/project/App/.hidden/FeedRouter.swift", "final class FeedRouter {}\n")
        memory.write(
            "/project/App/Shared/Helpers.swift", "import XCTest\n\nfinal class FeedPresenterTests: XCTestCase {}\n")
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"]))
        #expect(
            diagnostics.map(\.headline) == [
                "App/Screens/FeedViewController.swift:1:1: error: target \"App\" already compiles a file named FeedViewController.swift "
                    + "declaring class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), "
                    + "which stops the build: name the module otherwise (FeedScreen clashes with nothing there) or rename the file here",
                "App/Shared/Helpers.swift:3:1: error: target \"AppTests\" already declares class FeedPresenterTests here; module Feed would "
                    + "declare it again (in AppTests/Modules/Feed/FeedPresenterTests.swift), which stops the build: name the module "
                    + "otherwise (FeedScreen clashes with nothing there) or rename the type here"
            ],
            "App/Legacy is an exception of App, App/Shared/Helpers.swift one that adds it to AppTests; hidden folders are skipped"
        )
    }

    @Test func aPlannedFileOrALockedFileThatIsGoneIsNoClashButOlderOutputLeftInPlaceIs() throws {
        let memory = try Self.project("synchronized.pbxproj")
        memory.write("/project/App/Modules/Feed/FeedPresenter.swift", "final class FeedPresenter {}\n")
        var lock = GenerationLock(files: [
            GenerationLock.File(
                path: "App/Old/FeedViewController.swift", module: "Feed",
                template: "viper/ViewController.swift.mustache", sha256: String(repeating: "0", count: 64))
        ])
        memory.write("/project/viper-gen.lock", lock.text)
        let outcome = Self.run(memory, ["Feed"])
        #expect(outcome.failure == nil, "the lock's file is gone from disk: \(outcome.failure?.diagnostics ?? [])")
        #expect(
            outcome.report?.files.first { $0.file.path == "App/Modules/Feed/FeedPresenter.swift" }?.status == .conflict,
            "a file at a planned path is assessed as usual")

        // The lock's file on disk, in the synchronized folder, is compiled beside the new one.
        memory.write("/project/App/Old/FeedViewController.swift", "final class FeedViewController {}\n")
        lock.files[0].sha256 = SHA256.hex("final class FeedViewController {}\n")
        memory.write("/project/viper-gen.lock", lock.text)
        #expect(
            Self.stopped(Self.run(memory, ["Feed"])).map(\.headline) == [
                "App/Old/FeedViewController.swift:1:1: error: target \"App\" already compiles a file named FeedViewController.swift declaring "
                    + "class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), which stops "
                    + "the build: run 'viper-gen generate --prune' to delete App/Old/FeedViewController.swift, which viper-gen generated "
                    + "earlier for module Feed and no longer generates there (if you edited it, --prune keeps it: delete it yourself)"
            ])
    }

    @Test func withoutAProjectTheSourceRootBesideTheOutputIsRead() throws {
        let memory = InMemoryFileSystem()
        memory.write("/project/.git", "")
        memory.write("/project/App/Feed/FeedViewController.swift", "class FeedViewController {}\n")
        memory.write("/project/App/Pods/FeedRouter.swift", "class FeedRouter {}\n")
        memory.write("/project/App/.build/FeedPresenter.swift", "class FeedPresenter {}\n")
        memory.write("/project/Tools/FeedInteractor.swift", "class FeedInteractor {}\n")
        memory.write("/project/AppTests/Helpers.swift", "class FeedPresenterTests {}\n")
        let diagnostics = Self.stopped(Self.run(memory, ["Feed"], xcodeproj: nil))
        #expect(
            diagnostics.map(\.headline) == [
                "App/Feed/FeedViewController.swift:1:1: error: the folder App already holds a file named FeedViewController.swift "
                    + "declaring class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), "
                    + "which stops the build: name the module otherwise (FeedScreen clashes with nothing there) or rename the file here",
                "AppTests/Helpers.swift:1:1: error: the folder AppTests already declares class FeedPresenterTests here; module Feed would "
                    + "declare it again (in AppTests/Modules/Feed/FeedPresenterTests.swift), which stops the build: name the module "
                    + "otherwise (FeedScreen clashes with nothing there) or rename the type here"
            ],
            "App and AppTests are the roots of App/Modules and AppTests/Modules; Pods, hidden folders and Tools are not read"
        )
        #expect(Self.run(memory, ["Timeline"], xcodeproj: nil).failure == nil)
    }

    /// A plan of at least `clashCheckAheadMinimum` files, in a run with a lock, is checked on a
    /// thread of its own while the run classifies them: the same clashes stop it, and a plan
    /// that clashes with nothing goes on.
    @Test func aLargePlanChecksAheadWithTheSameClashes() throws {
        let memory = InMemoryFileSystem()
        memory.write("/project/.git", "")
        memory.write(
            "/project/viper-gen.lock",
            #"{"version": 2, "files": [], "modules": [], "snapshots": {}, "specs": {}}"# + "\n")
        memory.write("/project/App/Feed/FeedViewController.swift", "class FeedViewController {}\n")
        let others = (1...12).map { "Screen\($0)" }
        let clean = Self.run(memory, others, xcodeproj: nil)
        #expect(clean.failure == nil)
        #expect((clean.report?.files.count ?? 0) >= GenerateRun.clashCheckAheadMinimum, "a plan large enough")
        let diagnostics = Self.stopped(Self.run(memory, others + ["Feed"], xcodeproj: nil))
        #expect(
            diagnostics.map(\.headline) == [
                "App/Feed/FeedViewController.swift:1:1: error: the folder App already holds a file named FeedViewController.swift "
                    + "declaring class FeedViewController; module Feed would add a second one (App/Modules/Feed/FeedViewController.swift), "
                    + "which stops the build: name the module otherwise (FeedScreen clashes with nothing there) or rename the file here"
            ])
        #expect(diagnostics.last?.note == "Nothing was generated.")
    }

    @Test func theSourceRootRule() {
        let memory = InMemoryFileSystem()
        memory.write("/p/Package.swift", "")
        memory.addFolder("/p/Sources/MyApp/Features/Modules")
        memory.write("/q/App.xcodeproj/project.pbxproj", "")
        memory.addFolder("/q/App/Features/Modules")
        let root = { (output: String, base: String) in SourceRoot.of(outputRoot: output, base: base, fileSystem: memory)
        }
        #expect(root("/p/Sources/MyApp/Features/Modules", "/p") == "/p/Sources/MyApp", "a SwiftPM target")
        #expect(root("/p/Modules", "/p") == "/p", "an output folder in the run's folder: the run's folder")
        #expect(root("/q/App/Features/Modules", "/q") == "/q/App", "the folder beside the .xcodeproj")
        #expect(root("/r/a/b/c/Modules", "/r") == "/r/a", "the folder in the run's folder")
        #expect(root("/p", "/p") == "/p")
        #expect(
            root("/p/Sources/Feature", "/p") == "/p/Sources/Feature",
            "an output folder that is a SwiftPM target itself: its siblings are other targets")
        #expect(root("/w/Sources/Feature", "/p") == "/w/Sources/Feature", "also outside the run's folder")
    }
}

/// Generated tests going into an Xcode project import the module of the receiving app target.
@Suite struct TestableImportTests {
    static func testFile(_ outcome: GenerateOutcome) -> String? {
        outcome.report?.files.first { $0.file.path.hasSuffix("LoginPresenterTests.swift") }?.file.contents
    }

    @Test func theAppTargetsModuleUnlessTheSpecOrAFlagNamesOne() throws {
        let memory = try ClashTests.project("classic.pbxproj") {
            $0.replacingOccurrences(of: "name = App;", with: "name = \"Clean Store\";")
        }
        let derived = Self.testFile(ClashTests.run(memory, ["Login"]))
        #expect(derived?.contains("@testable import Clean_Store\n") == true, "\(derived ?? "no test file")")

        var flags = GenerationOptions()
        flags.xcodeproj = "App.xcodeproj"
        flags.testableImport = "Given"
        let flagged = GenerateRun(
            GenerateRequest(flags: flags, moduleNames: ["Login"], workingDirectory: "/project", mode: .dryRun),
            fileSystem: memory
        ).run()
        #expect(Self.testFile(flagged)?.contains("@testable import Given\n") == true)

        memory.write(
            "/project/viper-gen.json",
            #"{"defaults": {"testableImport": "FromSpec", "xcodeproj": "App.xcodeproj"}, "modules": [{"name": "Login"}]}"#
        )
        let specified = GenerateRun(
            GenerateRequest(moduleNames: [], workingDirectory: "/project", mode: .dryRun), fileSystem: memory
        ).run()
        #expect(
            Self.testFile(specified)?.contains("@testable import FromSpec\n") == true,
            "\(specified.failure?.diagnostics ?? [])")

        let noProject = InMemoryFileSystem()
        noProject.write("/project/.git", "")
        #expect(
            Self.testFile(ClashTests.run(noProject, ["Login"], xcodeproj: nil))?.contains("@testable import App\n")
                == true)
    }
}

/// Found by the second newcomer walk (Dimillian/ACHNBrowserUI, whose local package `UI` has a
/// `LazyView` the app uses): a generated type named like one the target's files use but do not
/// declare would shadow the imported one in the whole target.
@Suite struct ShadowedImportTests {
    @Test func aNameTheTargetUsesFromAnImportStopsTheRunAtTheFirstUse() throws {
        let memory = try ClashTests.project("classic.pbxproj")
        memory.write(
            "/project/App/AppDelegate.swift",
            """
            import UI

            struct Row {
                // LazyView in a comment, "LazyView" in a string and UI.LazyView qualified are not uses.
                let label = "LazyView"
                var body: some View { UI.LazyView(Text("a")) }
                var other: some View { LazyView(Text("b")) }
            }
            """)
        var flags = GenerationOptions()
        flags.xcodeproj = "App.xcodeproj"
        flags.pattern = .mvvm
        flags.ui = .swiftuiHosted
        flags.ios = DeploymentTarget(major: 16)
        let outcome = GenerateRun(
            GenerateRequest(flags: flags, moduleNames: ["Lazy"], workingDirectory: "/project", mode: .dryRun),
            fileSystem: memory
        ).run()
        #expect(
            ClashTests.stopped(outcome).map(\.headline) == [
                "App/AppDelegate.swift:7:28: error: uses LazyView, which target \"App\" does not declare: it comes from a module this file "
                    + "imports (the SDK or a package); module Lazy would declare its own LazyView (in App/Modules/Lazy/LazyView.swift), which "
                    + "every such use would then mean, and the build would stop or change meaning: name the module otherwise (LazyScreen "
                    + "clashes with nothing there)"
            ])
        #expect(Self.flagged(memory, ["Row"]).isEmpty, "a module whose names the file does not use")
    }

    static var flags: GenerationOptions {
        var flags = GenerationOptions()
        flags.xcodeproj = "App.xcodeproj"
        return flags
    }

    static func flagged(_ memory: InMemoryFileSystem, _ modules: [String]) -> [Diagnostic] {
        let outcome = GenerateRun(
            GenerateRequest(flags: flags, moduleNames: modules, workingDirectory: "/project", mode: .dryRun),
            fileSystem: memory
        ).run()
        return outcome.failure?.diagnostics ?? []
    }
}
