import Foundation
import TestSupport
import Testing
import ViperGenKit

/// One truth across spec, viper-gen.lock, the disk and the Xcode project: `--check` fails, one
/// error per finding, when they disagree; `generate` repairs what is safe and `--prune` the rest
/// (references and lock entries of files that are gone, files in targets the spec dropped,
/// groups viper-gen created that became empty), and the project stays sound after each step.
/// Checks run against the in-memory file system; writes go to a temporary folder.
@Suite struct OneTruthTests {
    static let project = "App.xcodeproj/project.pbxproj"

    /// The classic sample project with a second application target, Clip.
    static let projectText: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/XcodeSample/classic.pbxproj")
        return SampleProjectTargets.withClip((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }()

    static func spec(_ modules: String, targets: String = #"["App"]"#) -> String {
        #"{"defaults": {"xcodeproj": "App.xcodeproj", "targets": \#(targets), "testTargets": ["AppTests"]}, "modules": [\#(modules)]}"#
    }

    /// A folder with the project, the app's own files and `spec`, generated once.
    static func generated(_ spec: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-onetruth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("AppTests"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try projectText.write(to: folder.appendingPathComponent(project), atomically: true, encoding: .utf8)
        try "@main final class AppDelegate {}\n".write(
            to: folder.appendingPathComponent("App/AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "final class AppTests {}\n".write(
            to: folder.appendingPathComponent("AppTests/AppTests.swift"), atomically: true, encoding: .utf8)
        try write(spec, folder)
        let outcome = run(folder)
        #expect(
            outcome.failure == nil && outcome.exitStatus == 0,
            "the first run succeeds: \(outcome.failure?.diagnostics ?? [])")
        try expectSound(folder)
        return folder
    }

    static func write(_ spec: String, _ folder: URL) throws {
        try spec.write(to: folder.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
    }

    static func run(
        _ folder: URL, mode: GenerateRequest.Mode = .write, prune: Bool = false, modules: [String] = [],
        fileSystem: (any FileSystem)? = nil
    ) -> GenerateOutcome {
        let request = GenerateRequest(moduleNames: modules, workingDirectory: folder.path, mode: mode, prune: prune)
        if let fileSystem { return GenerateRun(request, fileSystem: fileSystem).run() }
        return GenerateRun(request).run()
    }

    /// `--check` on the folder as it is, in memory.
    static func check(_ folder: URL) throws -> GenerateOutcome {
        run(folder, mode: .check, fileSystem: try InMemoryFileSystem(snapshotOf: folder))
    }

    /// plutil accepts the project and each of its file references is a file on disk.
    static func expectSound(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problems = try ProjectSoundness.problems(ofProjectAt: folder.appendingPathComponent(project))
        #expect(problems ?? [] == [], sourceLocation: sourceLocation)
    }

    static func text(_ folder: URL, _ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static func status(_ outcome: GenerateOutcome, _ path: String) -> FileStatus? {
        outcome.report?.files.first { $0.file.path == path }?.status
    }

    // MARK: - A deleted orphan

    @Test func aDeletedOrphanFailsTheCheckUntilPruneRemovesItsReferencesAndLockEntry() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let interactor = "App/Modules/Login/LoginInteractor.swift"
        try Self.write(Self.spec(#"{"name": "Login", "pattern": "mvvm"}"#), folder)
        let refused = Self.run(folder)
        #expect(refused.exitStatus == 1, "a plain run would leave the VIPER files compiled beside the MVVM ones")
        #expect(
            refused.failure?.diagnostics.map(\.description).contains(
                "\(interactor): error: module Login no longer generates this file; left here it is still compiled beside the new files, "
                    + "which stops the build: run 'viper-gen generate --prune', which deletes it (unedited)") == true)
        let edited = Self.text(folder, interactor) + "// mine\n"
        try edited.write(to: folder.appendingPathComponent(interactor), atomically: true, encoding: .utf8)
        let pruning = Self.run(folder, prune: true)
        #expect(
            pruning.exitStatus == 0, "the pattern change is generated; the edited interactor stays, out of its target")
        #expect(Self.status(pruning, interactor) == .orphan)
        #expect(Self.status(pruning, "App/Modules/Login/LoginPresenter.swift") == .delete)
        #expect(!Self.text(folder, Self.project).contains("LoginInteractor.swift in Sources"), "no longer compiled")
        #expect(
            Self.text(folder, Self.project).contains("/* LoginInteractor.swift */ = {isa = PBXFileReference"),
            "still shown")
        // Deleted as the check said: its reference and lock entry are left.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(interactor))

        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        #expect(Self.status(check, interactor) == .delete, "a run forgets it")
        #expect(
            check.findings.map(\.description).contains(
                "\(interactor): error: viper-gen.lock lists it but it was deleted, and module Login no longer generates it: "
                    + "run 'viper-gen generate' to remove its lock entry and project references"))
        #expect(Self.status(check, Self.project) == .update, "the project's references to it are out of date")

        #expect(
            try ProjectSoundness.problems(ofProjectAt: folder.appendingPathComponent(Self.project)) ?? [] == [
                "a file reference to \(interactor), which does not exist"
            ], "the helper sees what Xcode would not find")

        // A plain run (no --prune) forgets it: there is nothing left to lose, and a reference
        // to a missing file is a project Xcode shows broken.
        let plain = Self.run(folder)
        #expect(plain.exitStatus == 0, "\(plain.failure?.diagnostics ?? [])")
        #expect(plain.report?.files.first { $0.file.path == interactor }?.isGone == true)
        #expect(!Self.text(folder, "viper-gen.lock").contains(interactor))
        #expect(!Self.text(folder, Self.project).contains("LoginInteractor.swift"))
        #expect(plain.warnings.isEmpty, "\(plain.warnings)")
        try Self.expectSound(folder)

        let pruned = Self.run(folder, prune: true)
        #expect(pruned.exitStatus == 0, "\(pruned.failure?.diagnostics ?? [])")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Modules/Login/LoginPresenter.swift").path),
            "the unedited orphans are deleted")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Modules/Login/LoginViewModel.swift").path))
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0, "spec, lock, disk and project agree")
    }

    @Test func aRemovedModuleWhoseFolderIsGoneIsForgottenWithTheGroupsViperGenMade() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}, {"name": "Feed"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Modules/Feed"))
        try Self.write(Self.spec(#"{"name": "Login"}"#), folder)
        #expect(try Self.check(folder).exitStatus == 1)

        let pruned = Self.run(folder, prune: true)
        #expect(pruned.exitStatus == 0, "\(pruned.failure?.diagnostics ?? [])")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Modules/Feed").path),
            "no folder is made again")
        let project = Self.text(folder, Self.project)
        #expect(
            !project.contains("Feed"), "the files, their build files and the groups viper-gen made for them are gone")
        #expect(project.contains("/* Modules */ = {"), "the group still holding Login stays")
        #expect(project.contains("A30000000000000000000002 /* App */ = {"), "the user's own group stays")
        let note = pruned.report?.files.first { $0.file.path == Self.project }?.note ?? ""
        #expect(
            note.contains("removed empty groups ") && note.contains("App/Modules/Feed")
                && note.contains("AppTests/Modules/Feed"), "\(note)")
        #expect(!Self.text(folder, "viper-gen.lock").contains("Feed"))
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }

    // MARK: - A dropped target

    @Test func aTargetDroppedFromTheSpecFailsTheCheckAndPruneRemovesTheFilesFromItOnly() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#, targets: #"["App", "Clip"]"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.text(folder, Self.project)
        #expect(
            before.components(separatedBy: "LoginViewController.swift in Sources */ = {").count == 3,
            "in App and in Clip")
        try Self.write(Self.spec(#"{"name": "Login"}"#), folder)

        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        #expect(
            check.findings.map(\.description).contains(
                "\(Self.project): error: target \"Clip\" still compiles App/Modules/Login/LoginViewController.swift, but the spec no longer adds "
                    + "module Login to it (its targets now: App): run 'viper-gen generate --prune' to remove the file from Clip (the file stays)"
            ))
        #expect(check.drift?.message == "spec, lock, disk and project disagree (\(check.findings.count) errors above).")

        let plain = Self.run(folder)
        #expect(plain.exitStatus == 0)
        #expect(Self.text(folder, Self.project) == before, "only --prune removes memberships")
        #expect(plain.warnings.contains { $0.message.hasPrefix("target \"Clip\" still compiles") })

        let pruned = Self.run(folder, prune: true)
        #expect(pruned.exitStatus == 0)
        let after = Self.text(folder, Self.project)
        #expect(after.components(separatedBy: "LoginViewController.swift in Sources */ = {").count == 2, "in App only")
        #expect(after.contains("/* LoginViewController.swift */ = {isa = PBXFileReference;"), "the reference stays")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Modules/Login/LoginViewController.swift").path))
        #expect(
            pruned.report?.files.first { $0.file.path == Self.project }?.note
                == "removed 5 files from targets the spec dropped")
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }

    /// Found by the review after the walk: a module whose `xcodeproj` the spec dropped left its
    /// files in the project's targets, and `--check` passed.
    @Test func aModuleThatNoLongerNamesTheProjectFailsTheCheckAndPruneTakesItsFilesOut() throws {
        let folder = try Self.generated(
            #"{"defaults": {"targets": ["App"], "testTargets": ["AppTests"]}, "#
                + #""modules": [{"name": "Login", "xcodeproj": "App.xcodeproj"}, {"name": "Feed", "xcodeproj": "App.xcodeproj"}]}"#
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.text(folder, Self.project)
        try Self.write(
            #"{"defaults": {"targets": ["App"], "testTargets": ["AppTests"]}, "#
                + #""modules": [{"name": "Login"}, {"name": "Feed", "xcodeproj": "App.xcodeproj"}]}"#, folder)

        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        #expect(
            check.findings.map(\.description).contains(
                "\(Self.project): error: target \"App\" still compiles App/Modules/Login/LoginViewController.swift, but the spec no longer adds "
                    + "module Login to it (it names no target in App.xcodeproj now): run 'viper-gen generate --prune' to remove the file "
                    + "from App (the file stays), or name App.xcodeproj for the module again"))
        #expect(!check.findings.contains { $0.message.contains("Feed") }, "Feed still names the project")

        // A plain run would write a lock that forgets the project: it stops, writing nothing.
        let plain = Self.run(folder)
        #expect(plain.exitStatus == 1)
        #expect(
            plain.failure?.diagnostics.contains {
                $0.message.hasPrefix("target \"App\" still compiles App/Modules/Login/")
                    && $0.message.hasSuffix(", or name App.xcodeproj for the module again")
            } == true)
        #expect(Self.text(folder, Self.project) == before)
        #expect(try Self.check(folder).exitStatus == 1, "so the check still sees it")

        let pruned = Self.run(folder, prune: true)
        #expect(pruned.exitStatus == 0)
        let after = Self.text(folder, Self.project)
        #expect(!after.contains("LoginViewController.swift in Sources"), "no longer compiled")
        #expect(after.contains("FeedViewController.swift in Sources"), "Feed's files stay in App")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Modules/Login/LoginViewController.swift").path))
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }
    /// Found by a newcomer's walk on a real app: a project named by `--xcodeproj` alone on the
    /// first run, then a run without it, got one error per file, all pointing at `--prune`
    /// first (which takes every generated file out of the project).
    @Test func aProjectNoModuleNamesAnyMoreIsOneErrorWithNamingItAgainFirst() throws {
        let folder = try Self.generated(
            #"{"defaults": {"targets": ["App"], "testTargets": ["AppTests"]}, "#
                + #""modules": [{"name": "Login", "xcodeproj": "App.xcodeproj"}, {"name": "Feed", "xcodeproj": "App.xcodeproj"}]}"#
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.text(folder, Self.project)
        try Self.write(
            #"{"defaults": {"targets": ["App"], "testTargets": ["AppTests"]}, "#
                + #""modules": [{"name": "Login"}, {"name": "Feed"}]}"#, folder)

        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        let projectFindings = check.findings.filter { $0.file == Self.project }
        #expect(
            projectFindings.map(\.description) == [
                "\(Self.project): error: App.xcodeproj still compiles 18 files an earlier run added for module Login and "
                    + "module Feed (targets \"App\" and \"AppTests\"), but this run names no target of App.xcodeproj for them "
                    + "(a project named by --xcodeproj alone is used by that run only): pass --xcodeproj App.xcodeproj again, "
                    + "or add \"xcodeproj\": \"App.xcodeproj\" to the spec's \"defaults\" so every run and 'generate --check' use "
                    + "it; to take the files out of the project instead, run 'viper-gen generate --prune' (the files stay)"
            ])
        let plain = Self.run(folder)
        #expect(plain.exitStatus == 1)
        #expect(plain.failure?.diagnostics.count == 1, "one error for the project, not one per file")
        #expect(Self.text(folder, Self.project) == before, "nothing written")
    }

    /// The first half of the case above, caught at the first run: a spec run that adds files to
    /// a project only `--xcodeproj` names says at once that the spec should name it.
    @Test func aSpecRunWithTheProjectOnlyFromTheFlagNotesThatTheSpecShouldNameIt() throws {
        let folder = try Self.generated(#"{"defaults": {"targets": ["App"]}, "modules": [{"name": "Login"}]}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        var flags = GenerationOptions()
        flags.xcodeproj = "App.xcodeproj"
        let outcome = GenerateRun(GenerateRequest(flags: flags, workingDirectory: folder.path)).run()
        #expect(outcome.exitStatus == 0)
        let note =
            "note: App.xcodeproj comes from --xcodeproj only: a run without the flag (such as `generate --check` in CI) "
            + "will not see the project; add \"xcodeproj\": \"App.xcodeproj\" to the spec's \"defaults\""
        #expect(outcome.warnings.map(\.description) == [note])
        // Named by the spec, or no spec: nothing to say.
        try Self.write(
            #"{"defaults": {"targets": ["App"], "xcodeproj": "App.xcodeproj"}, "modules": [{"name": "Login"}]}"#, folder
        )
        let named = GenerateRun(GenerateRequest(flags: flags, workingDirectory: folder.path)).run()
        #expect(named.exitStatus == 0)
        #expect(named.warnings.isEmpty)
    }

    @Test func aFileTheUserAddedToAnotherTargetInXcodeIsNotTouched() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.text(folder, Self.project)
        let reference = try #require(
            text.firstMatch(of: /([0-9A-F]{24}) \/\* LoginRouter.swift \*\/ = \{isa = PBXFileReference/)?.1)
        // What Xcode writes when the user ticks Clip under Target Membership: a build file with a random id.
        let edited =
            text
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with: "\t\tB1000000000000000000C11F /* LoginRouter.swift in Sources */ = "
                    + "{isa = PBXBuildFile; fileRef = \(reference) /* LoginRouter.swift */; };\n/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of:
                    "A50000000000000000000003 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n",
                with:
                    "A50000000000000000000003 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                    + "\t\t\t\tB1000000000000000000C11F /* LoginRouter.swift in Sources */,\n")
        #expect(edited.components(separatedBy: "B1000000000000000000C11F").count == 3, "the test's own edit took")
        try edited.write(to: folder.appendingPathComponent(Self.project), atomically: true, encoding: .utf8)
        #expect(try Self.check(folder).exitStatus == 0, "the user's own membership is not drift")
        #expect(Self.run(folder, prune: true).exitStatus == 0)
        #expect(Self.text(folder, Self.project) == edited, "nor removed by --prune")
        try Self.expectSound(folder)
    }

    // MARK: - What generate repairs

    @Test func aProjectLackingAReferenceFailsTheCheckAndGenerateAddsIt() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.projectText.write(to: folder.appendingPathComponent(Self.project), atomically: true, encoding: .utf8)
        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        #expect(
            check.findings.map(\.description).contains(
                "\(Self.project): error: target \"App\" does not compile App/Modules/Login/LoginRouter.swift, which module Login "
                    + "generates: run 'viper-gen generate' to add it"))
        #expect(
            check.findings.map(\.description).contains(
                "\(Self.project): error: target \"AppTests\" does not compile AppTests/Modules/Login/LoginPresenterTests.swift, which module "
                    + "Login generates: run 'viper-gen generate' to add it"))
        #expect(Self.run(folder).exitStatus == 0)
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }

    @Test func aMissingUneditedFileFailsTheCheckAndIsCreatedAgain() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let router = "App/Modules/Login/LoginRouter.swift"
        let original = Self.text(folder, router)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(router))
        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        #expect(
            check.findings.map(\.description) == [
                "\(router): error: viper-gen.lock lists it but it is missing on disk: run 'viper-gen generate' to create it again"
            ])
        #expect(Self.run(folder).exitStatus == 0)
        #expect(Self.text(folder, router) == original)
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }

    // MARK: - A module generated by name

    @Test func aModuleGeneratedByNameIsNeverPrunedAndTheCheckSaysHowToKeepIt() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.run(folder, modules: ["Profile"]).exitStatus == 0)
        let view = "App/Modules/Profile/ProfileViewController.swift"

        let check = try Self.check(folder)
        #expect(check.exitStatus == 1)
        let finding = try #require(check.findings.first { $0.message.hasPrefix("module Profile") })
        #expect(
            finding.message.hasPrefix(
                "module Profile was generated by name (viper-gen Profile) and is not in viper-gen.json, so its "))
        #expect(
            finding.message.hasSuffix(
                " files count as orphans; --prune keeps them. To keep the module: viper-gen add Profile. "
                    + "To drop it: delete its files, then run 'viper-gen generate --prune'"))
        #expect(finding.suggestion == "viper-gen add Profile")

        let pruned = Self.run(folder, prune: true)
        #expect(pruned.exitStatus == 0)
        let kept = pruned.report?.files.first { $0.file.path == view }
        #expect(kept?.status == .orphan)
        #expect(
            kept?.note == "generated by name (viper-gen Profile) and not in the spec, so --prune keeps it: "
                + "add the module with 'viper-gen add Profile', or delete its files yourself")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(view).path))

        // Deleted by the user: then --prune forgets it.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Modules/Profile"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("AppTests/Modules/Profile"))
        #expect(Self.run(folder, prune: true).exitStatus == 0)
        #expect(!Self.text(folder, Self.project).contains("Profile"))
        try Self.expectSound(folder)
        #expect(try Self.check(folder).exitStatus == 0)
    }

    @Test func aModuleRemovedFromTheSpecIsNotTakenForOneGeneratedByName() throws {
        let folder = try Self.generated(Self.spec(#"{"name": "Login"}, {"name": "Feed"}"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.spec(#"{"name": "Login"}"#), folder)
        let check = try Self.check(folder)
        #expect(!check.findings.contains { $0.message.hasPrefix("module Feed") })
        #expect(Self.run(folder, prune: true).exitStatus == 0)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Modules/Feed/FeedViewController.swift").path))
        try Self.expectSound(folder)
    }
}
