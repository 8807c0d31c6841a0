import Foundation
import TestSupport
import Testing

/// Conflicts a user can resolve, end to end: an edited file and a spec change that overlap,
/// resolved with `--conflict markers`, `--force` and `--overwrite`; and `adopt`, after which a
/// spec change merges into files made before the lock.
@Suite struct ConflictResolutionCLITests {
    static let spec = #"{"modules": [{"name": "TaskList", "presenter": ["viewDidLoad()", "refresh()"]}]}"#
    static let presenter = "App/Modules/TaskList/TaskListPresenter.swift"
    static let filledIn = "    func viewDidLoad() {\n        view?.showLoading()  // mine\n    }\n"
    static let hunk =
        "<<<<<<< yours\n    func refresh() { // pull to refresh\n||||||| base\n    func refresh() {\n=======\n    func refresh() -> Bool {\n>>>>>>> spec\n"

    /// Generated, then `viewDidLoad()` filled in (overlaps nothing) and the line `func refresh() {`
    /// annotated, which the spec then changes (`refresh() -> Bool`).
    static func overlappingEdit() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", spec)
        let first = try CLIRunner.run(["generate"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        var text = try #require(directory.read(presenter))
        text = text.replacingOccurrences(
            of: "    func viewDidLoad() {\n        // TODO: implement.\n    }\n", with: filledIn)
        text = text.replacingOccurrences(
            of: "    func refresh() {\n", with: "    func refresh() { // pull to refresh\n")
        try directory.write(presenter, text)
        try directory.write(
            "viper-gen.json", spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh() -> Bool\""))
        return directory
    }

    @Test func conflictMarkersAreWrittenReportedByCheckAndClearOnceResolved() throws {
        let directory = try Self.overlappingEdit()
        let stop = try CLIRunner.run(["generate"], in: directory.url)
        #expect(stop.status == 1)
        #expect(
            stop.stderr.contains(
                "then run again: a hunk counts as resolved when your lines there are exactly the spec's new lines "
                    + "or exactly the lines generated last time"))
        #expect(stop.stderr.contains("--conflict markers writes the hunks into the file for your editor"))

        let run = try CLIRunner.run(["generate", "--conflict", "markers"], in: directory.url)
        #expect(run.status == 1, "a run that leaves conflicts fails")
        #expect(
            run.stdout.contains(
                "conflict   \(Self.presenter) (written with conflict markers around 1 overlapping hunk; resolve them, then run again)"
            ))
        #expect(run.stdout.contains("update     App/Modules/TaskList/TaskListProtocols.swift"))
        #expect(
            run.stdout.contains(
                "Conflict markers written: 1 hunk in 1 file (<<<<<<< yours, ||||||| base, =======, >>>>>>> spec); "
                    + "a hunk counts as resolved once its marker lines (<<<<<<<, |||||||, =======, >>>>>>>) are gone"))
        let marked = try #require(directory.read(Self.presenter))
        #expect(marked.contains(Self.hunk))
        #expect(marked.contains(Self.filledIn))

        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "conflict   \(Self.presenter) (still has conflict markers at lines 25, 27, 29, 31; a hunk counts as resolved"
            ))
        #expect(
            check.stderr.contains("1 file out of date with the spec; resolve the conflict markers left in 1 of them"))

        try directory.write(
            Self.presenter,
            marked.replacingOccurrences(of: Self.hunk, with: "    func refresh() -> Bool { // pull to refresh\n"))
        let resolved = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(resolved.status == 0, "\(resolved.stdout)\(resolved.stderr)")
        #expect(resolved.stdout.contains("unchanged  \(Self.presenter) (edited by you; the spec did not change it)"))
    }

    @Test func forceTakesTheSpecsSideInTheHunkAndKeepsTheOtherEdit() throws {
        let directory = try Self.overlappingEdit()
        let run = try CLIRunner.run(["generate", "--force"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "merge      \(Self.presenter) (your edits kept, except in 1 overlapping hunk, which take the spec's side)"
            ))
        let text = try #require(directory.read(Self.presenter))
        #expect(text.contains(Self.filledIn), "the edit that overlaps nothing is kept")
        #expect(
            text.contains("    func refresh() -> Bool {\n        // TODO: implement.\n        return false\n    }\n"))
        #expect(!text.contains("pull to refresh") && !text.contains("<<<<<<<"))
        #expect(
            directory.read(Self.presenter + ".orig")?.contains("pull to refresh") == true,
            "the lines that gave way are saved")
        #expect(run.stdout.contains("backup     \(Self.presenter).orig"), "\(run.stdout)")
        #expect(try CLIRunner.run(["generate", "--check"], in: directory.url).status == 0)
    }

    @Test func overwriteSavesTheFileAsOrigFirst() throws {
        let directory = try Self.overlappingEdit()
        let edited = try #require(directory.read(Self.presenter))
        let run = try CLIRunner.run(["generate", "--overwrite"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("backup     \(Self.presenter).orig (your TaskListPresenter.swift before --overwrite)"))
        #expect(run.stdout.contains("overwrite  \(Self.presenter) (your edits overlap the spec's changes)"))
        #expect(directory.read(Self.presenter + ".orig") == edited)
        #expect(directory.read(Self.presenter)?.contains("// mine") == false, "the whole file is the spec's")

        // A second overwrite would lose the first copy: an .orig that differs stops the run.
        try directory.write(Self.presenter, edited)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))
        try directory.write(Self.presenter + ".orig", "an older copy\n")
        let refused = try CLIRunner.run(["generate", "--overwrite"], in: directory.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "\(Self.presenter).orig:1:1: error: exists and differs from \(Self.presenter) (first at this line), "
                    + "so --overwrite cannot save TaskListPresenter.swift there; nothing was written. Move or delete TaskListPresenter.swift.orig, then run again"
            ))
        #expect(directory.read(Self.presenter) == edited)
        #expect(directory.read(Self.presenter + ".orig") == "an older copy\n")
    }

    @Test func adoptThenASpecChangeMerges() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", Self.spec)
        _ = try CLIRunner.run(["generate", "-q"], in: directory.url)
        // Files made before the lock: the lock is gone, one file is filled in.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.lock"))
        let text = try #require(directory.read(Self.presenter))
        try directory.write(
            Self.presenter,
            text.replacingOccurrences(
                of: "    func viewDidLoad() {\n        // TODO: implement.\n    }\n", with: Self.filledIn))
        let before = directory.files().filter { $0 != "viper-gen.lock" }.map { directory.read($0) }

        let dry = try CLIRunner.run(["adopt", "--dry-run"], in: directory.url)
        #expect(dry.status == 0)
        #expect(
            dry.stdout.contains(
                "would record 9 files in viper-gen.lock (1 as your edit of today's rendering, 8 identical to it)"))
        #expect(directory.read("viper-gen.lock") == nil)

        let adopt = try CLIRunner.run(["adopt"], in: directory.url)
        #expect(adopt.status == 0, "\(adopt.stderr)")
        #expect(adopt.stdout.contains("record     \(Self.presenter) (as your edit of today's rendering)"))
        #expect(
            adopt.stdout.contains(
                "record     App/Modules/TaskList/TaskListRouter.swift (identical to today's rendering)"))
        #expect(
            adopt.stdout.contains(
                "recorded 9 files in viper-gen.lock (1 as your edit of today's rendering, 8 identical to it); spec changes now merge into them"
            ))
        #expect(
            directory.files().filter { $0 != "viper-gen.lock" }.map { directory.read($0) } == before,
            "adopt writes only viper-gen.lock")
        #expect(try CLIRunner.run(["generate", "--check"], in: directory.url).status == 0)

        try directory.write(
            "viper-gen.json",
            Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh()\", \"didTapRetry()\""))
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("merge      \(Self.presenter) (your edits kept)"))
        let merged = try #require(directory.read(Self.presenter))
        #expect(merged.contains(Self.filledIn) && merged.contains("    func didTapRetry() {"))

        let unknown = try CLIRunner.run(["adopt", "Tasklist"], in: directory.url)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains(
                #"error: Tasklist is not a module of viper-gen.json; adopt records only the spec's modules; did you mean "TaskList"?"#
            ))
    }

    @Test func adoptHasItsHelp() throws {
        let help = try CLIRunner.run(["adopt", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: viper-gen adopt [<ModuleName>...] [options]"))
        #expect(help.stdout.contains("  --dry-run"))
        let man = try CLIRunner.run(["help", "--man"], in: FileManager.default.temporaryDirectory)
        #expect(man.stdout.contains("adopt"))
    }
}
