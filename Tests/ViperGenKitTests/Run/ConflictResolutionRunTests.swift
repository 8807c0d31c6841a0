import Foundation
import Testing
import ViperGenKit

/// Conflicts a user can resolve (`--conflict markers`, `--force` as `git merge -X theirs`,
/// `--overwrite` with its `.orig` copy) and files recorded as the user's edits (`adopt`,
/// `--skip-existing`), as whole generate runs in a temporary folder.
@Suite struct ConflictResolutionRunTests {
    static let spec = #"{"modules": [{"name": "TaskList", "presenter": ["viewDidLoad()", "refresh()"]}]}"#
    static let presenter = "App/Modules/TaskList/TaskListPresenter.swift"
    static let filledIn = "    func viewDidLoad() {\n        view?.showLoading()  // mine\n    }\n"

    /// A generated folder where the user filled in `viewDidLoad()` and annotated the line
    /// `func refresh() {`, after which the spec changes that line (`refresh() -> Bool`).
    static func overlappingEdit() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-conflicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try write(folder, "viper-gen.json", spec)
        #expect(run(folder).exitStatus == 0)
        var text = try #require(read(folder, presenter))
        text = text.replacingOccurrences(
            of: "    func viewDidLoad() {\n        // TODO: implement.\n    }\n", with: filledIn)
        text = text.replacingOccurrences(
            of: "    func refresh() {\n", with: "    func refresh() { // pull to refresh\n")
        try write(folder, presenter, text)
        try write(
            folder, "viper-gen.json", spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh() -> Bool\""))
        return folder
    }

    static func run(_ folder: URL, policy: ConflictPolicy = .fail, mode: GenerateRequest.Mode = .write)
        -> GenerateOutcome
    {
        GenerateRun(GenerateRequest(workingDirectory: folder.path, mode: mode, policy: policy)).run()
    }

    static func read(_ folder: URL, _ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func write(_ folder: URL, _ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func item(_ outcome: GenerateOutcome, _ path: String) -> AssessedFile? {
        outcome.report?.files.first { $0.file.path == path }
    }

    @Test func markersAreWrittenAndReportedUntilResolved() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = Self.run(folder, policy: .markers)
        #expect(outcome.exitStatus == 1, "a run that leaves conflicts fails")
        #expect(outcome.report?.wrote == true)
        #expect(Self.item(outcome, Self.presenter)?.status == .conflict)
        let marked = try #require(Self.read(folder, Self.presenter))
        #expect(
            marked.contains(
                "<<<<<<< yours\n    func refresh() { // pull to refresh\n||||||| base\n    func refresh() {\n=======\n    func refresh() -> Bool {\n>>>>>>> spec\n"
            ))
        #expect(marked.contains(Self.filledIn), "the edit that overlaps nothing is merged")
        #expect(
            Self.read(folder, "App/Modules/TaskList/TaskListProtocols.swift")?.contains("func refresh() -> Bool")
                == true, "the other files are updated")
        #expect(outcome.report?.conflictDetails.contains("a hunk counts as resolved once its marker lines") == true)

        // Until the markers are gone, --check and a plain run report the file as a conflict.
        let check = Self.run(folder, mode: .check)
        #expect(check.exitStatus == 1)
        #expect(Self.item(check, Self.presenter)?.status == .conflict)
        #expect(
            Self.item(check, Self.presenter)?.note == "still has conflict markers at lines 25, 27, 29, 31; "
                + Regeneration.resolvedMarkers)
        #expect(Self.item(check, Self.presenter)?.markerLines == [25, 27, 29, 31])
        #expect(check.drift?.message.contains("resolve the conflict markers left in 1 of them") == true)
        #expect(Self.run(folder).failure != nil)
        #expect(Self.read(folder, Self.presenter) == marked, "nothing written")

        // Resolved: the user keeps their comment on the spec's new line.
        let resolved = marked.replacingOccurrences(
            of:
                "<<<<<<< yours\n    func refresh() { // pull to refresh\n||||||| base\n    func refresh() {\n=======\n    func refresh() -> Bool {\n>>>>>>> spec\n",
            with: "    func refresh() -> Bool { // pull to refresh\n")
        try Self.write(folder, Self.presenter, resolved)
        let after = Self.run(folder, mode: .check)
        #expect(after.exitStatus == 0, "the lock's base is the spec's side: the resolution is the user's edit")
        #expect(Self.item(after, Self.presenter)?.note == "edited by you; the spec did not change it")
    }

    @Test func forceTakesTheSpecOnlyInTheOverlappingHunk() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = Self.run(folder, policy: .theirs)
        #expect(outcome.exitStatus == 0)
        #expect(Self.item(outcome, Self.presenter)?.status == .merge)
        #expect(
            Self.item(outcome, Self.presenter)?.note
                == "your edits kept, except in 1 overlapping hunk, which take the spec's side")
        let text = try #require(Self.read(folder, Self.presenter))
        #expect(text.contains(Self.filledIn), "the filled-in body is kept")
        #expect(text.contains("    func refresh() -> Bool {\n") && !text.contains("pull to refresh"))
        #expect(!["<<<<<<<", "|||||||", "=======", ">>>>>>>"].contains { text.contains($0) })
        // The lines of yours that gave way are in the copy (found by the second newcomer walk:
        // a method added where the spec added one was gone, with no copy).
        let backup = Self.item(outcome, Self.presenter + ".orig")
        #expect(
            backup?.status == .backup
                && backup?.note == "your \(Self.presenter.split(separator: "/").last ?? "") before --force")
        #expect(Self.read(folder, Self.presenter + ".orig")?.contains("pull to refresh") == true)
        #expect(Self.run(folder, mode: .check).exitStatus == 0)
    }

    @Test func forceResolvesMarkersLeftInAFileToTheSpecsSide() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.run(folder, policy: .markers)
        let outcome = Self.run(folder, policy: .theirs)
        #expect(outcome.exitStatus == 0)
        #expect(
            Self.item(outcome, Self.presenter)?.note?.hasPrefix("conflict markers resolved to the spec's side") == true)
        let text = try #require(Self.read(folder, Self.presenter))
        #expect(!["<<<<<<<", "|||||||", "=======", ">>>>>>>"].contains { text.contains($0) })
        #expect(text.contains(Self.filledIn) && text.contains("    func refresh() -> Bool {\n"))
    }

    @Test func forceCannotMergeAFileTheLockDoesNotList() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("viper-gen.lock"))
        let before = Self.read(folder, Self.presenter)
        let outcome = Self.run(folder, policy: .theirs)
        #expect(outcome.exitStatus == 1)
        #expect(
            Self.item(outcome, Self.presenter)?.note?.contains(
                "no base there are no hunks to resolve: --overwrite replaces it (saving it as TaskListPresenter.swift.orig beside it), 'viper-gen adopt' records it as your edit"
            ) == true)
        #expect(Self.read(folder, Self.presenter) == before)
    }

    @Test func overwriteSavesTheReplacedFileFirst() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = try #require(Self.read(folder, Self.presenter))
        let outcome = Self.run(folder, policy: .overwrite)
        #expect(outcome.exitStatus == 0)
        let backup = try #require(Self.item(outcome, Self.presenter + ".orig"))
        #expect(backup.status == .backup)
        #expect(backup.note == "your TaskListPresenter.swift before --overwrite")
        #expect(Self.read(folder, Self.presenter + ".orig") == edited)
        #expect(Self.read(folder, Self.presenter)?.contains("pull to refresh") == false)
        #expect(Self.read(folder, "viper-gen.lock")?.contains(".orig") == false, "the copy is not a generated file")
    }

    @Test func overwriteRefusesAnOrigThatDiffersAndWritesNothing() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(folder, Self.presenter + ".orig", "import Foundation\n\nsomething else\n")
        let before = Self.read(folder, Self.presenter)
        let lock = Self.read(folder, "viper-gen.lock")
        let outcome = Self.run(folder, policy: .overwrite)
        guard case .stopped(let diagnostics)? = outcome.failure else {
            Issue.record("expected a refusal")
            return
        }
        #expect(diagnostics.map(\.file) == [Self.presenter + ".orig"])
        #expect(diagnostics.first?.line == 3 && diagnostics.first?.column == 1)
        #expect(
            diagnostics.first?.message
                == "exists and differs from \(Self.presenter) (first at this line), so --overwrite cannot save "
                + "TaskListPresenter.swift there; nothing was written. Move or delete TaskListPresenter.swift.orig, then run again"
        )
        #expect(Self.read(folder, Self.presenter) == before)
        #expect(Self.read(folder, "viper-gen.lock") == lock)
        // The same bytes already saved there: reused, not written again.
        try Self.write(folder, Self.presenter + ".orig", try #require(before))
        let again = Self.run(folder, policy: .overwrite)
        #expect(again.exitStatus == 0)
        #expect(
            Self.item(again, Self.presenter + ".orig")?.note
                == "your TaskListPresenter.swift before --overwrite; already saved")
    }

    @Test func overwritesCopyIsNotAddedToTheXcodeProject() throws {
        let folder = try Self.overlappingEdit()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/XcodeSample/classic.pbxproj")
        try Self.write(folder, "App.xcodeproj/project.pbxproj", try String(contentsOf: sample, encoding: .utf8))
        let spec =
            #"{"defaults": {"xcodeproj": "App.xcodeproj"}, "modules": [{"name": "TaskList", "presenter": ["viewDidLoad()", "refresh() -> Bool"]}]}"#
        try Self.write(folder, "viper-gen.json", spec)
        let outcome = Self.run(folder, policy: .overwrite)
        #expect(outcome.exitStatus == 0, "\(outcome.failure?.diagnostics ?? [])")
        #expect(Self.item(outcome, Self.presenter + ".orig")?.status == .backup)
        let project = try #require(Self.read(folder, "App.xcodeproj/project.pbxproj"))
        #expect(project.contains("TaskListPresenter.swift"), "the generated files are in the project")
        #expect(!project.contains(".orig"), "the copy is not")
    }

    /// A module generated without a lock (an older viper-gen, Xcode's templates, by hand) and
    /// filled in: the spec then adds a method.
    static func filledInWithoutLock() throws -> URL {
        let folder = try overlappingEdit()
        try write(folder, "viper-gen.json", spec)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("viper-gen.lock"))
        let text = try #require(read(folder, presenter))
        try write(folder, presenter, text.replacingOccurrences(of: " // pull to refresh", with: ""))
        try FileManager.default.removeItem(
            at: folder.appendingPathComponent("App/Modules/TaskList/TaskListRouter.swift"))
        return folder
    }

    @Test func adoptRecordsExistingFilesSoTheNextSpecChangeMerges() throws {
        let folder = try Self.filledInWithoutLock()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = Self.read(folder, Self.presenter)
        let dry = AdoptRun(moduleNames: [], request: GenerateRequest(workingDirectory: folder.path, mode: .dryRun))
            .run()
        #expect(dry.exitStatus == 0)
        #expect(Self.read(folder, "viper-gen.lock") == nil, "a dry run writes nothing")

        let outcome = AdoptRun(moduleNames: ["TaskList"], request: GenerateRequest(workingDirectory: folder.path)).run()
        #expect(outcome.exitStatus == 0)
        let presenter = try #require(Self.item(outcome, Self.presenter))
        #expect(presenter.status == .record && presenter.recordsAsEdit)
        #expect(presenter.note == "as your edit of today's rendering")
        #expect(Self.item(outcome, "App/Modules/TaskList/TaskListRouter.swift")?.note == "missing; nothing to record")
        #expect(
            Self.item(outcome, "App/Modules/TaskList/TaskListProtocols.swift")?.note == "identical to today's rendering"
        )
        #expect(Self.read(folder, "App/Modules/TaskList/TaskListRouter.swift") == nil, "adopt writes only the lock")
        #expect(Self.read(folder, Self.presenter) == edited)
        #expect(Self.read(folder, "viper-gen.lock")?.contains("TaskListPresenter.swift") == true)

        let again = AdoptRun(moduleNames: [], request: GenerateRequest(workingDirectory: folder.path)).run()
        #expect(Self.item(again, Self.presenter)?.note == "already tracked by viper-gen.lock")

        try Self.write(
            folder, "viper-gen.json",
            Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh()\", \"didTap()\""))
        let generate = Self.run(folder)
        #expect(generate.exitStatus == 0)
        #expect(Self.item(generate, Self.presenter)?.status == .merge)
        let merged = try #require(Self.read(folder, Self.presenter))
        #expect(merged.contains(Self.filledIn) && merged.contains("    func didTap() {"))
    }

    @Test func adoptNeedsASpecAndItsModules() throws {
        let folder = try Self.filledInWithoutLock()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = AdoptRun(moduleNames: ["Tasklist"], request: GenerateRequest(workingDirectory: folder.path)).run()
        guard case .usage(let diagnostics, _)? = unknown.failure else {
            Issue.record("expected a usage error")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                #"Tasklist is not a module of viper-gen.json; adopt records only the spec's modules; did you mean "TaskList"?"#
            ])
        #expect(diagnostics.first?.suggestion == "TaskList")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("viper-gen.json"))
        let none = AdoptRun(moduleNames: ["TaskList"], request: GenerateRequest(workingDirectory: folder.path)).run()
        #expect(none.exitStatus == 2)
        #expect(
            none.failure?.diagnostics.first?.message.hasPrefix(
                "adopt records the modules of viper-gen.json, and there is none") == true)
    }

    @Test func adoptSkipsAFileWithConflictMarkers() throws {
        let folder = try Self.filledInWithoutLock()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(folder, Self.presenter, "<<<<<<< yours\nx\n=======\ny\n>>>>>>> spec\n")
        let outcome = AdoptRun(moduleNames: [], request: GenerateRequest(workingDirectory: folder.path)).run()
        #expect(Self.item(outcome, Self.presenter)?.status == .skip)
        #expect(
            Self.item(outcome, Self.presenter)?.note
                == "has conflict markers at lines 1, 3, 5; not recorded until you resolve them")
        #expect(Self.read(folder, "viper-gen.lock")?.contains("TaskListPresenter.swift") == false)
    }

    @Test func skipExistingRecordsKeptFilesTheLockDidNotList() throws {
        let folder = try Self.filledInWithoutLock()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = Self.run(folder, policy: .skipExisting)
        #expect(outcome.exitStatus == 0)
        #expect(Self.item(outcome, Self.presenter)?.status == .skip)
        #expect(
            Self.item(outcome, Self.presenter)?.note
                == "kept; viper-gen.lock records it as your edit, so spec changes merge into it")
        #expect(Self.item(outcome, "App/Modules/TaskList/TaskListRouter.swift")?.status == .create)
        #expect(Self.run(folder, mode: .check).exitStatus == 0, "recorded: the kept file is the user's edit, not drift")

        try Self.write(
            folder, "viper-gen.json",
            Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh()\", \"didTap()\""))
        let generate = Self.run(folder)
        #expect(Self.item(generate, Self.presenter)?.status == .merge)
        #expect(Self.read(folder, Self.presenter)?.contains(Self.filledIn) == true)
    }
}
