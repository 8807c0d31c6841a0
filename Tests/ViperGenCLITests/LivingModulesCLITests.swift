import Foundation
import TestSupport
import Testing

/// The second touch: generate, fill in TODOs, change the spec, generate again (viper-gen.lock,
/// three-way merges, conflicts, orphans, drift, spec-relative paths).
@Suite struct LivingModulesCLITests {
    static let spec =
        #"{"modules": [{"name": "TaskList", "presenter": ["viewDidLoad()", "refresh()"], "interactor": ["fetchTasks() async throws -> [String]"]}]}"#
    static let presenter = "App/Modules/TaskList/TaskListPresenter.swift"

    /// A project generated from `spec`, with the body of `refresh()` filled in.
    static func editedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", spec)
        let first = try CLIRunner.run(["generate"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        let text = try #require(directory.read(presenter))
        let stub = "    func refresh() {\n        // TODO: implement.\n    }\n"
        #expect(text.contains(stub))
        try directory.write(
            presenter,
            text.replacingOccurrences(
                of: stub, with: "    func refresh() {\n        view?.showLoading()  // mine\n    }\n"))
        return directory
    }

    @Test func userEditsAloneAreNotDrift() throws {
        let directory = try Self.editedProject()
        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("using viper-gen.json\n"))
        #expect(check.stdout.contains("unchanged  \(Self.presenter) (edited by you; the spec did not change it)"))
        let again = try CLIRunner.run(["generate"], in: directory.url)
        #expect(again.status == 0)
        #expect(directory.read(Self.presenter)?.contains("// mine") == true)
    }

    @Test func addingAMethodMergesIntoEditedFilesAndKeepsEveryLine() throws {
        let directory = try Self.editedProject()
        try directory.write(
            "viper-gen.json",
            Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh()\", \"didPullToRefresh()\""))
        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 1, "a spec change is drift")
        #expect(check.stdout.contains("merge      \(Self.presenter) (your edits kept)"))
        #expect(check.stderr.contains("out of date with the spec"))

        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("update     App/Modules/TaskList/TaskListProtocols.swift"))
        let text = try #require(directory.read(Self.presenter))
        #expect(text.contains("        view?.showLoading()  // mine\n"))
        #expect(text.contains("    func didPullToRefresh() {"))
        #expect(
            directory.read("App/Modules/TaskList/TaskListProtocols.swift")?.contains("func didPullToRefresh()") == true)
        #expect(
            directory.read("AppTests/Modules/TaskList/TaskListMocks.swift")?.contains("didPullToRefreshCallsCount")
                == true)
        let after = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(after.status == 0, "after the merge the project is up to date: \(after.stdout)")
    }

    /// A request added to a module whose presenter and interactor the user edited: the task and
    /// the output events merge in, the edits stay.
    @Test func addingARequestMergesIntoEditedFiles() throws {
        let directory = try TemporaryDirectory()
        let spec =
            #"{"modules": [{"name": "TaskList", "presenter": ["viewDidLoad()", "refresh()"], "services": [{"name": "TaskService", "methods": ["fetchTasks() async throws -> [String]"]}]}]}"#
        try directory.write("viper-gen.json", spec)
        #expect(try CLIRunner.run(["generate"], in: directory.url).status == 0)
        let interactor = "App/Modules/TaskList/TaskListInteractor.swift"
        let stub = "    func refresh() {\n        // TODO: implement.\n    }\n"
        let presenterText = try #require(directory.read(Self.presenter))
        try directory.write(
            Self.presenter,
            presenterText.replacingOccurrences(
                of: stub, with: "    func refresh() {\n        interactor.fetchTasks()  // mine\n    }\n"))
        let interactorText = try #require(directory.read(interactor))
        try directory.write(
            interactor, interactorText.replacingOccurrences(of: "final class", with: "// Mine.\nfinal class"))

        try directory.write(
            "viper-gen.json",
            spec.replacingOccurrences(
                of: "\"name\": \"TaskList\",",
                with: "\"name\": \"TaskList\", \"requests\": [\"TaskService.fetchTasks\"],"))
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let presenter = try #require(directory.read(Self.presenter))
        #expect(presenter.contains("        interactor.fetchTasks()  // mine\n"))
        #expect(presenter.contains("    func fetchTasksDidFinish(_ result: [String]) {"))
        #expect(presenter.contains("    func fetchTasksDidFail(_ error: any Error) {"))
        let merged = try #require(directory.read(interactor))
        #expect(merged.contains("// Mine.\nfinal class"))
        #expect(merged.contains("    private(set) var fetchTasksTask: Task<Void, Never>?"))
        #expect(merged.contains("        fetchTasksTask?.cancel()"))
        let after = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(after.status == 0, "after the merge the project is up to date: \(after.stdout)")
    }

    /// The walk's finding: a line the user added at the end of the last handler, then a second
    /// request whose methods go after that handler. The diff placed them against the user's
    /// line (a conflict, exit 1) where `git merge-file` merges; they now slide past the `}`.
    @Test func aRequestAddedAfterALineAppendedToTheLastHandlerMerges() throws {
        let directory = try TemporaryDirectory()
        let spec =
            #"{"services": [{"name": "FeedClient", "methods": ["feed(page: Int) async throws -> [String]", "unread() async throws -> Int"]}], "modules": [{"name": "Feed", "pattern": "mvp", "services": ["FeedClient"], "requests": ["FeedClient.feed"]}]}"#
        try directory.write("viper-gen.json", spec)
        #expect(try CLIRunner.run(["generate"], in: directory.url).status == 0)
        let presenterFile = "App/Modules/Feed/FeedPresenter.swift"
        let generated = try #require(directory.read(presenterFile))
        let handlerEnd = "        feedError = error\n    }\n}\n"
        #expect(generated.hasSuffix(handlerEnd), "the failure handler is the file's last method")
        try directory.write(
            presenterFile,
            String(generated.dropLast(handlerEnd.count))
                + "        feedError = error\n        view?.showError(error)  // mine\n    }\n}\n")
        try directory.write(
            "viper-gen.json",
            spec.replacingOccurrences(of: #"["FeedClient.feed"]"#, with: #"["FeedClient.feed", "FeedClient.unread"]"#))
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let presenter = try #require(directory.read(presenterFile))
        #expect(
            presenter.contains(
                "        feedError = error\n        view?.showError(error)  // mine\n    }\n\n    /// Calls `feedClient.unread` in a task"
            ),
            "\(presenter)")
        #expect(presenter.hasSuffix("        unreadError = error\n    }\n}\n"))
        #expect(try CLIRunner.run(["generate", "--check"], in: directory.url).status == 0)
    }

    @Test func renamingAFilledInMethodKeepsItsBody() throws {
        let directory = try Self.editedProject()
        try directory.write("viper-gen.json", Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"reload()\""))
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let text = try #require(directory.read(Self.presenter))
        #expect(text.contains("    func reload() {\n        view?.showLoading()  // mine\n    }\n"))
        #expect(!text.contains("func refresh()"))
    }

    @Test func overlappingChangesConflictWriteNothingAndShowTheHunks() throws {
        let directory = try Self.editedProject()
        // The user annotates the signature line; the spec changes that very line.
        let edited = try #require(directory.read(Self.presenter))
        try directory.write(
            Self.presenter,
            edited.replacingOccurrences(of: "    func refresh() {\n", with: "    func refresh() { // pull to refresh\n")
        )
        try directory.write(
            "viper-gen.json", Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh() -> Bool\""))
        let before = directory.files().map { directory.read($0) }
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("conflict in \(Self.presenter): your edits and the spec's changes overlap"))
        #expect(run.stderr.contains("<<<<<<< yours\n    func refresh() { // pull to refresh\n"))
        #expect(run.stderr.contains(">>>>>>> spec"))
        #expect(run.stderr.contains("Nothing was written"))
        #expect(directory.files().map { directory.read($0) } == before, "a conflict writes nothing, the lock included")
        let forced = try CLIRunner.run(["generate", "--force"], in: directory.url)
        #expect(forced.status == 0)
        #expect(directory.read(Self.presenter)?.contains("func refresh() -> Bool") == true)
    }

    @Test func aPatternChangeLeavesReportedOrphansThatPruneDeletes() throws {
        let directory = try Self.editedProject()
        try directory.write("viper-gen.json", #"{"modules": [{"name": "TaskList", "pattern": "mvvm"}]}"#)
        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "orphan     App/Modules/TaskList/TaskListRouter.swift (no longer generated; --prune deletes it)"))
        #expect(check.stdout.contains("orphan     \(Self.presenter) (no longer generated; edited by you, so kept)"))
        let pruned = try CLIRunner.run(["generate", "--prune"], in: directory.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("delete     App/Modules/TaskList/TaskListRouter.swift"))
        #expect(directory.read("App/Modules/TaskList/TaskListRouter.swift") == nil)
        #expect(directory.read(Self.presenter)?.contains("// mine") == true, "an edited orphan is kept")
        #expect(directory.read("App/Modules/TaskList/TaskListViewModel.swift") != nil)
        let lock = try #require(directory.read("viper-gen.lock"))
        #expect(!lock.contains("TaskListRouter.swift"))
        #expect(lock.contains("TaskListPresenter.swift"), "the kept orphan stays in the lock, so it is reported again")
    }

    @Test func pruneNeverDeletesAPlannedFileOrOneOutsideTheOutputFolders() throws {
        let directory = try Self.editedProject()
        // A lock entry for a file viper-gen never wrote, with its right hash.
        let spec = try #require(directory.read("viper-gen.json"))
        let digest = try CLIRunner.run(["generate", "--dry-run"], in: directory.url)  // keeps the lock as is
        #expect(digest.status == 0)
        let lock = try #require(directory.read("viper-gen.lock"))
        let sha = Self.sha256(spec)
        try directory.write(
            "viper-gen.lock",
            lock.replacingOccurrences(
                of: "\"files\": [\n",
                with:
                    "\"files\": [\n    {\"path\": \"viper-gen.json\", \"module\": \"TaskList\", \"template\": \"x\", \"sha256\": \"\(sha)\"},\n"
            ))
        // The same output folder spelled through a link.
        let link = directory.url.appendingPathComponent("Link")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: directory.url.appendingPathComponent("App").path)
        let run = try CLIRunner.run(["generate", "--prune", "--output", "Link/Modules"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("delete "), "\(run.stdout)")
        #expect(directory.read("viper-gen.json") == spec)
        #expect(directory.read(Self.presenter) != nil)
    }

    @Test func reorderedMethodsWithFilledBodiesConflictInsteadOfSwappingThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Tasks", "interactor": ["fetchTasks()", "deleteAll()"]}]}"#)
        _ = try CLIRunner.run(["generate"], in: directory.url)
        let path = "App/Modules/Tasks/TasksInteractor.swift"
        let text = try #require(directory.read(path))
        try directory.write(
            path,
            text
                .replacingOccurrences(
                    of: "func fetchTasks() {\n        // TODO: implement.", with: "func fetchTasks() {\n        fetch()"
                )
                .replacingOccurrences(
                    of: "func deleteAll() {\n        // TODO: implement.",
                    with: "func deleteAll() {\n        removeAll()"))
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Tasks", "interactor": ["deleteAll()", "fetchTasks()"]}]}"#)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("conflict in \(path)"))
    }

    /// SHA-256 of a text, by the system's `sha256sum`.
    static func sha256(_ text: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: data, as: UTF8.self).prefix(64))
    }

    @Test func diffShowsWhatARunWouldChange() throws {
        let directory = try Self.editedProject()
        try directory.write(
            "viper-gen.json",
            Self.spec.replacingOccurrences(of: "\"refresh()\"", with: "\"refresh()\", \"didPullToRefresh()\""))
        let run = try CLIRunner.run(["generate", "--dry-run", "--diff"], in: directory.url)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "--- a/App/Modules/TaskList/TaskListProtocols.swift\n+++ b/App/Modules/TaskList/TaskListProtocols.swift\n@@ "
            ))
        #expect(run.stdout.contains("\n+    func didPullToRefresh()\n"))
        let usage = try CLIRunner.run(["generate", "--diff"], in: directory.url)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--diff shows what a run would change: add --dry-run or --check"))
        let hidden = try CLIRunner.run(["generate", "--check", "--skip-existing"], in: directory.url)
        #expect(hidden.status == 2)
    }

    @Test func pathsInTheSpecAreRelativeToItsFolderWhereverTheCommandRuns() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "ios/viper-gen.json", #"{"defaults": {"output": "App/Modules"}, "modules": [{"name": "Login"}]}"#)
        try directory.write("ios/App/Modules/.keep", "")
        // From a subfolder of the spec's folder: the spec is found, files go where it says.
        let nested = try CLIRunner.run(["generate"], in: directory.url.appendingPathComponent("ios/App/Modules"))
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(nested.stdout.hasPrefix("using ../../viper-gen.json\n"))
        #expect(nested.stdout.contains("create     Login/LoginPresenter.swift"))
        #expect(directory.read("ios/App/Modules/Login/LoginPresenter.swift") != nil)
        #expect(directory.read("ios/App/Modules/App/Modules/Login/LoginPresenter.swift") == nil)
        #expect(directory.read("ios/viper-gen.lock") != nil, "the lock lives beside the spec")
        // From above it, with --spec.
        let above = try CLIRunner.run(["generate", "--spec", "ios/viper-gen.json", "--check"], in: directory.url)
        #expect(above.status == 0, "\(above.stdout)\(above.stderr)")
        #expect(above.stdout.hasPrefix("using ios/viper-gen.json\n"))
        #expect(above.stdout.contains("unchanged  ios/App/Modules/Login/LoginPresenter.swift"))
        // A flag's path stays relative to where the command runs.
        let flagged = try CLIRunner.run(
            ["generate", "--spec", "ios/viper-gen.json", "--output", "Elsewhere", "--dry-run"], in: directory.url)
        #expect(flagged.stdout.contains("create     Elsewhere/Login/LoginPresenter.swift"), "\(flagged.stderr)")
    }

    @Test func aNameThatDiffersOnlyInCaseFromASpecModuleIsWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", Self.spec)
        let run = try CLIRunner.run(["Tasklist", "--dry-run"], in: directory.url)
        #expect(run.stderr.contains(#"warning: module "Tasklist" is not in the spec; did you mean "TaskList"?"#))
    }

    @Test func aDamagedLockIsRefusedWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: directory.url)
        try directory.write("viper-gen.lock", "{\"version\": 1, \"files\": [}\n")
        let run = try CLIRunner.run(["Login"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("viper-gen.lock:1:"))
        #expect(run.stderr.contains("delete the lock to start afresh"))
    }

    @Test func theLockIsDeterministicAndStable() throws {
        let one = try TemporaryDirectory()
        let two = try TemporaryDirectory()
        for directory in [one, two] {
            try directory.write("viper-gen.json", Self.spec)
            _ = try CLIRunner.run(["generate"], in: directory.url)
        }
        let lock = try #require(one.read("viper-gen.lock"))
        #expect(lock == two.read("viper-gen.lock"))
        _ = try CLIRunner.run(["generate"], in: one.url)
        #expect(one.read("viper-gen.lock") == lock, "a no-op run does not rewrite the lock")
        #expect(
            lock.contains(
                "\"path\": \"App/Modules/TaskList/TaskListPresenter.swift\", \"module\": \"TaskList\", \"template\": \"viper/Presenter.swift.mustache\", \"sha256\": \""
            ))
    }
}
