import ContentHash
import Foundation
import TestSupport
import Testing
import ViperGenKit

/// The lock's two phases (issue #25 item 7, issue #30 finding 4): a run writes viper-gen.lock
/// with a `pending` record of each file before it writes any, and the final lock last. Here a
/// kill between the two is made exactly: the first phase and some of the files the run would
/// write are put on disk by hand, as the killed run left them; then viper-gen runs again with
/// the spec reverted or kept.
@Suite struct TwoPhaseLockTests {
    static let specA =
        #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}, {"name": "Feed", "pattern": "mvvm"}]}"#
    static let specB =
        #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()", "didTapLogin()"], "interactor": ["signIn()"]}, {"name": "Feed", "pattern": "mvvm", "tests": "swift-testing"}]}"#
    static let presenter = "App/Modules/Login/LoginPresenter.swift"

    /// A folder with `spec` generated, then each of `edits` appended to its file.
    static func generated(_ spec: String, edits: [String: String] = [:]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try spec.write(toFile: folder.path + "/viper-gen.json", atomically: true, encoding: .utf8)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: folder.path)).run()
        #expect(outcome.exitStatus == 0, "\(outcome.failure?.diagnostics ?? [])")
        for (path, line) in edits {
            try (try #require(folder.read(path)) + line).write(
                toFile: folder.path + "/" + path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func run(_ folder: TemporaryDirectory, spec: String, mode: GenerateRequest.Mode = .write) throws
        -> GenerateOutcome
    {
        try spec.write(toFile: folder.path + "/viper-gen.json", atomically: true, encoding: .utf8)
        return GenerateRun(GenerateRequest(workingDirectory: folder.path, mode: mode)).run()
    }

    /// Every file below `folder` but the spec and `.git`, with its text.
    static func tree(_ folder: TemporaryDirectory) -> [String: String] {
        var tree: [String: String] = [:]
        for path in folder.files() where path != "viper-gen.json" && path != ".git" { tree[path] = folder.read(path) }
        return tree
    }

    /// The state a run from `old` to `new` leaves when killed after writing `written` of its
    /// files: `from` as it was, with the first-phase lock and those files of `to` (the same
    /// tree after that run finished).
    static func killed(from: TemporaryDirectory, to: [String: String], writtenCount: Int) throws -> [String] {
        let oldLock = try GenerationLock.parse(Data(try #require(from.read("viper-gen.lock")).utf8), file: "old")
        let newLock = try GenerationLock.parse(Data(try #require(to["viper-gen.lock"]).utf8), file: "new")
        let changed = to.keys.filter { $0 != "viper-gen.lock" && from.read($0) != to[$0] }.sorted()
        let first = oldLock.pendingPhase(
            of: changed.map { path in
                let text = to[path] ?? ""
                let entry = newLock.files.first { $0.path == path }
                return (key: path, merged: entry?.sha256 == SHA256.hex(text) ? nil : SHA256.hex(text))
            }, after: newLock)
        try first.text.write(toFile: from.path + "/viper-gen.lock", atomically: true, encoding: .utf8)
        for path in changed.prefix(writtenCount) {
            try FileManager.default.createDirectory(
                atPath: (from.path + "/" + path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try (to[path] ?? "").write(toFile: from.path + "/" + path, atomically: true, encoding: .utf8)
        }
        return changed
    }

    @Test(arguments: [0, 1, 3, 100])
    func filesAKilledRunWroteAreNotTakenForEditsWhenTheSpecIsReverted(writtenCount: Int) throws {
        let clean = Self.tree(try Self.generated(Self.specA))
        let after = try Self.generated(Self.specA)
        _ = try Self.run(after, spec: Self.specB)
        let folder = try Self.generated(Self.specA)
        let changed = try Self.killed(from: folder, to: Self.tree(after), writtenCount: writtenCount)
        #expect(changed.count > 3, "the change writes several files: \(changed)")

        let check = try Self.run(folder, spec: Self.specA, mode: .check)
        #expect(check.exitStatus == 1, "the first phase is still there: --check fails")
        #expect(
            check.drift?.message.contains("records a run that stopped before it finished") == true || writtenCount > 0,
            "\(check.drift?.message ?? "")")
        let rerun = try Self.run(folder, spec: Self.specA)
        #expect(rerun.exitStatus == 0, "\(rerun.failure?.diagnostics ?? [])")
        #expect(
            !(rerun.report?.files ?? []).contains { [.merge, .conflict].contains($0.status) },
            "no file is taken for an edit")
        #expect(Self.tree(folder) == clean, "the tree is a clean run's of the reverted spec")
        #expect(try Self.run(folder, spec: Self.specA, mode: .check).exitStatus == 0)
    }

    @Test(arguments: [0, 2, 100])
    func keepingTheSpecFinishesTheKilledRun(writtenCount: Int) throws {
        let after = try Self.generated(Self.specA)
        _ = try Self.run(after, spec: Self.specB)
        let expected = Self.tree(after)
        let folder = try Self.generated(Self.specA)
        _ = try Self.killed(from: folder, to: expected, writtenCount: writtenCount)
        let rerun = try Self.run(folder, spec: Self.specB)
        #expect(rerun.exitStatus == 0, "\(rerun.failure?.diagnostics ?? [])")
        #expect(Self.tree(folder) == expected)
        #expect(try Self.run(folder, spec: Self.specB, mode: .check).exitStatus == 0)
    }

    /// A merge the killed run wrote holds the user's edit and the spec's change: its base is
    /// the new rendering, so reverting the spec takes the change out and keeps the edit; a
    /// merge it did not write still has the old base.
    @Test(arguments: [true, false])
    func aMergedFileKeepsTheUsersEditWhicheverPhaseItWasIn(mergeWritten: Bool) throws {
        let edit = "// my note\n"
        let clean = Self.tree(try Self.generated(Self.specA, edits: [Self.presenter: edit]))
        let after = try Self.generated(Self.specA, edits: [Self.presenter: edit])
        let merged = try Self.run(after, spec: Self.specB)
        #expect(merged.report?.files.first { $0.file.path == Self.presenter }?.status == .merge)
        let folder = try Self.generated(Self.specA, edits: [Self.presenter: edit])
        let changed = try Self.killed(from: folder, to: Self.tree(after), writtenCount: 0)
        if mergeWritten {
            try #require(after.read(Self.presenter)).write(
                toFile: folder.path + "/" + Self.presenter, atomically: true, encoding: .utf8)
        }
        #expect(changed.contains(Self.presenter))

        let rerun = try Self.run(folder, spec: Self.specA)
        #expect(rerun.exitStatus == 0, "\(rerun.failure?.diagnostics ?? [])")
        #expect(folder.read(Self.presenter) == clean[Self.presenter], "the edit is kept and the spec's change is gone")
        #expect(folder.read(Self.presenter)?.contains("didTapLogin") == false)
        #expect(Self.tree(folder) == clean)
    }

    @Test func theFinalLockHasNoPendingRecordsAndAFinishedRunWritesNone() throws {
        let folder = try Self.generated(Self.specA)
        _ = try Self.run(folder, spec: Self.specB)
        let lock = try #require(folder.read("viper-gen.lock"))
        #expect(!lock.contains("\"pending\""))
        #expect(try GenerationLock.parse(Data(lock.utf8), file: "viper-gen.lock").pending.isEmpty)
    }

    @Test func pendingRecordsRoundTripAndBadOnesAreRefusedWithTheirPosition() throws {
        let folder = try Self.generated(Self.specA)
        let after = try Self.generated(Self.specA)
        _ = try Self.run(after, spec: Self.specB)
        _ = try Self.killed(from: folder, to: Self.tree(after), writtenCount: 0)
        let text = try #require(folder.read("viper-gen.lock"))
        let lock = try GenerationLock.parse(Data(text.utf8), file: "viper-gen.lock")
        #expect(!lock.pending.isEmpty)
        #expect(lock.text == text, "the first phase reads back to the same text")

        let record = try #require(lock.pending.first)
        let twice = text.replacingOccurrences(
            of: "  \"pending\": [\n",
            with:
                "  \"pending\": [\n    {\"path\": \"\(record.file.path)\", \"module\": \"x\", \"template\": \"t\", \"sha256\": \"\(record.file.sha256)\", \"written\": \"\(record.written)\", \"templates\": \"\(record.templates)\", \"snapshot\": \"\(record.snapshot)\"},\n"
        )
        #expect(throws: LockError.self) { try GenerationLock.parse(Data(twice.utf8), file: "viper-gen.lock") }
        do {
            _ = try GenerationLock.parse(Data(twice.utf8), file: "viper-gen.lock")
        } catch {
            #expect(error.description.contains("is pending twice; a lock lists each file once"), "\(error.description)")
        }
        let unknown = text.replacingOccurrences(
            of: "\"snapshot\": \"\(record.snapshot)\"}", with: "\"snapshot\": \"0000\"}")
        do {
            _ = try GenerationLock.parse(Data(unknown.utf8), file: "viper-gen.lock")
            Issue.record("a pending record with an unknown snapshot was read")
        } catch {
            #expect(error.description.contains("no snapshot \"0000\" in \"snapshots\""), "\(error.description)")
        }
    }
}
