import Foundation
import Testing
import ViperGenKit

/// Issue 30, item 1: one run at a time per spec (`RunLock`, a `flock` on viper-gen.lock's folder).
@Suite struct RunLockTests {
    static let spec = #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}, {"name": "Cart"}]}"#

    @Test func aWritingRunWaitsItsTimeThenIsRefusedNamingTheOtherRunsLock() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        let before = workspace.tree()
        var other = try RunLock.acquire(in: workspace.path, access: .exclusive, wait: 0)
        #expect(other != nil)
        let start = Date()
        let outcome = workspace.run(wait: 0.3)
        #expect(Date().timeIntervalSince(start) >= 0.3, "it waited the time it was given")
        #expect(
            outcome.failureMessages == [
                "another viper-gen run is using viper-gen.lock (it holds the run lock on its folder); waited 0.3 s. "
                    + "Nothing was generated. Run again when it has finished, or give --wait SECONDS to wait longer."
            ])
        #expect(outcome.exitStatus == 1)
        #expect(workspace.tree() == before, "nothing was written")
        other = nil
        #expect(workspace.run(wait: 0).exitStatus == 0, "once the other run is gone, a run goes ahead")
    }

    @Test func aRunThatWaitsSaysSoOnceBeforeItsOutcome() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        final class Notices: @unchecked Sendable {
            // @unchecked: appended to by the run's thread only.
            var messages: [String] = []
        }
        let notices = Notices()
        var other = try RunLock.acquire(in: workspace.path, access: .exclusive, wait: 0)
        #expect(other != nil)
        let request = GenerateRequest(
            workingDirectory: workspace.path, runLockWait: 0.2, runLockWaiting: { notices.messages.append($0.message) })
        #expect(GenerateRun(request).run().exitStatus == 1)
        #expect(
            notices.messages == ["another viper-gen run is using viper-gen.lock; waiting up to 0.2 s for it to finish"])
        other = nil
        notices.messages = []
        #expect(GenerateRun(request).run().exitStatus == 0)
        #expect(notices.messages.isEmpty, "a run that finds the lock free waits for nothing and says nothing")
    }

    @Test func aWaitingRunGoesAheadWhenTheOtherFinishesWithinTheWait() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        final class Holder: @unchecked Sendable {
            // @unchecked: set here, cleared by the one thread below.
            var lock: RunLock?
        }
        let other = Holder()
        other.lock = try RunLock.acquire(in: workspace.path, access: .exclusive, wait: 0)
        #expect(other.lock != nil)
        let release = Thread {
            usleep(200_000)
            other.lock = nil
        }
        release.start()
        let outcome = workspace.run(wait: 5)
        #expect(outcome.failure == nil && outcome.exitStatus == 0, "\(outcome.failureMessages)")
        #expect(workspace.text("App/Modules/Login/LoginPresenter.swift") != nil)
    }

    @Test func checkAndDryRunTakeTheLockSharedAndTheLockLeavesNoFile() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run(.check).exitStatus == 1, "drift: nothing generated yet")
        #expect(workspace.run(.dryRun).exitStatus == 0)
        #expect(
            workspace.tree().keys.sorted() == ["viper-gen.json"], "a read-only run writes nothing, not even a lock file"
        )
        #expect(workspace.run().exitStatus == 0)
        #expect(
            !workspace.tree().keys.contains { $0.hasPrefix(".") && $0 != ".git" }, "the run lock is no file in the tree"
        )

        var reader = try RunLock.acquire(in: workspace.path, access: .shared, wait: 0)
        #expect(reader != nil)
        #expect(workspace.run(.check, wait: 0).exitStatus == 0, "two readers share the lock")
        #expect(
            workspace.run(wait: 0.1).failureMessages.first?.hasPrefix("another viper-gen run is using viper-gen.lock")
                == true,
            "a writer waits for the readers")
        reader = nil

        var writer = try RunLock.acquire(in: workspace.path, access: .exclusive, wait: 0)
        #expect(writer != nil)
        #expect(
            workspace.run(.check, wait: 0.1).failureMessages.first?.hasPrefix(
                "another viper-gen run is using viper-gen.lock") == true,
            "--check does not read a tree another run is writing")
        writer = nil
        #expect(workspace.run(.check, wait: 0).exitStatus == 0)
    }

    @Test func runsForDifferentModulesKeepEachOthersLockEntries() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run(modules: ["Login"]).exitStatus == 0)
        #expect(workspace.run(modules: ["Cart"]).exitStatus == 0)
        let lock = try GenerationLock.parse(
            Data(try #require(workspace.text("viper-gen.lock")).utf8), file: "viper-gen.lock")
        #expect(Set(lock.modules.map(\.name)) == ["Login", "Cart"])
        #expect(lock.files.contains { $0.path == "App/Modules/Login/LoginPresenter.swift" })
        #expect(lock.files.contains { $0.path == "App/Modules/Cart/CartPresenter.swift" })
        #expect(workspace.run(.check).exitStatus == 0)
    }
}
