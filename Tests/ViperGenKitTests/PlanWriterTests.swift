import Foundation
import Testing

@testable import ViperGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `PlanWriter` against races and leftovers that cannot be timed from outside the binary: a file
/// that appears between plan and write, temporaries left by a killed run, links planted where a
/// temporary goes, interruptions, and the rollback of replaced files.
@Suite struct PlanWriterTests {
    /// A fresh folder, removed at the end of the test.
    final class Folder {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "viper-gen-planwriter-\(UUID().uuidString)"
                ).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        var url: URL { URL(fileURLWithPath: path) }

        func write(_ relative: String, _ text: String) throws {
            let target = url.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }

        func read(_ relative: String) -> String? {
            FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
        }

        /// Every entry below the folder (files, links, directories, hidden ones too), sorted.
        func entries() -> [String] {
            (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
        }
    }

    static func plan(_ names: [String], root: String = "Out", contents: (String) -> String = { "// \($0)\n" })
        -> GenerationPlan
    {
        GenerationPlan(
            files: names.map {
                PlannedFile(
                    root: root, relativePath: "Login/\($0)", contents: contents($0), module: "Login", template: "t",
                    kind: .source)
            })
    }

    /// link(2) refuses to replace a file that appeared after the plan was assessed: the run stops
    /// with `changedDuringRun`, keeps the newcomer, and removes what it had created before it.
    @Test func aFileCreatedBetweenAssessAndWriteStopsTheRunAndRollsBack() throws {
        let folder = try Folder()
        let writer = PlanWriter(base: folder.url)
        let assessed = try writer.assess(Self.plan(["A.swift", "B.swift", "C.swift"]), policy: .fail)
        #expect(assessed.map(\.status) == [.create, .create, .create])
        try folder.write("Out/Login/B.swift", "someone else's\n")
        #expect(throws: WriteError.changedDuringRun(path: "Out/Login/B.swift")) {
            try writer.write(assessed, interruption: Interruption())
        }
        #expect(folder.read("Out/Login/B.swift") == "someone else's\n")
        #expect(
            folder.entries() == ["Out", "Out/Login", "Out/Login/B.swift"],
            "A.swift must be removed, and no temporary left")
    }

    /// The same race on the only planned file, in a folder that already existed: the newcomer
    /// stays, and nothing else is left.
    @Test func theOnlyPlannedFileAppearingMeanwhileIsKept() throws {
        let folder = try Folder()
        let writer = PlanWriter(base: folder.url)
        let assessed = try writer.assess(Self.plan(["A.swift"]), policy: .fail)
        try folder.write("Out/Login/A.swift", "mine\n")
        #expect(throws: WriteError.changedDuringRun(path: "Out/Login/A.swift")) {
            try writer.write(assessed, interruption: Interruption())
        }
        #expect(folder.entries() == ["Out", "Out/Login", "Out/Login/A.swift"])
    }

    /// An overwrite that is followed by a failure puts the original bytes back.
    @Test func aFailureAfterAnOverwriteRestoresTheOriginal() throws {
        let folder = try Folder()
        try folder.write("Out/Login/A.swift", "edited by hand\n")
        let writer = PlanWriter(base: folder.url)
        let assessed = try writer.assess(Self.plan(["A.swift", "B.swift"]), policy: .overwrite)
        #expect(assessed.map(\.status) == [.overwrite, .create])
        try folder.write("Out/Login/B.swift", "appeared\n")
        #expect(throws: WriteError.changedDuringRun(path: "Out/Login/B.swift")) {
            try writer.write(assessed, interruption: Interruption())
        }
        #expect(folder.read("Out/Login/A.swift") == "edited by hand\n")
        #expect(folder.entries() == ["Out", "Out/Login", "Out/Login/A.swift", "Out/Login/B.swift"])
    }

    /// A run killed by SIGKILL may leave `.NAME.viper-gen-PID.tmp` beside a planned file; the
    /// next run removes it (its process is gone), even when every file is already in place.
    @Test func temporariesOfDeadRunsAreRemovedByTheNextRun() throws {
        let folder = try Folder()
        let writer = PlanWriter(base: folder.url)
        let plan = Self.plan(["A.swift", "B.swift"])
        try writer.write(writer.assess(plan, policy: .fail), interruption: Interruption())
        let dead = Self.deadProcessID()
        try folder.write("Out/Login/.A.swift.viper-gen-\(dead).tmp", "// A.swift\n")
        try folder.write("Out/Login/.B.swift.viper-gen-\(dead).tmp", "// B.sw")
        try folder.write("Out/Login/.Other.swift.viper-gen-\(dead).tmp", "not a planned file\n")
        try folder.write("Out/Login/.A.swift.viper-gen-1.tmp", "process 1 is alive\n")
        let assessed = try writer.assess(plan, policy: .fail)
        #expect(assessed.map(\.status) == [.unchanged, .unchanged])
        try writer.write(assessed, interruption: Interruption())
        #expect(
            folder.entries() == [
                "Out", "Out/Login", "Out/Login/.A.swift.viper-gen-1.tmp",
                "Out/Login/.Other.swift.viper-gen-\(dead).tmp",
                "Out/Login/A.swift", "Out/Login/B.swift"
            ])
    }

    /// Only names of the exact form `.NAME.viper-gen-PID.tmp` for a planned NAME count.
    @Test(
        arguments: [
            (".A.swift.viper-gen-123.tmp", Int32(123)),
            (".A.swift.viper-gen-.tmp", nil),
            (".A.swift.viper-gen-12a.tmp", nil),
            (".A.swift.viper-gen--5.tmp", nil),
            ("A.swift.viper-gen-123.tmp", nil),
            (".B.swift.viper-gen-123.tmp", nil),
            (".A.swift.viper-gen-123.tmp.bak", nil),
            (".A.swift.viper-gen-123", nil)
        ] as [(String, Int32?)])
    func temporaryNames(entry: String, owner: Int32?) {
        #expect(PlanWriter.temporaryOwner(entry, siblingOf: ["A.swift"]) == owner)
    }

    /// A plan large enough to be checked on every core (64 files or more) stops at the first
    /// file in its order that cannot be written, whether its own path is the trouble (a link,
    /// a folder in its place) or a folder on its way (a file where a folder goes), as when every
    /// check ran in order before any file was read.
    @Test func aLargePlanStopsAtItsFirstUnwritableFileInOrder() throws {
        let names = (0..<80).map { String(format: "F%02d/A.swift", $0) }
        func plan() -> GenerationPlan {
            GenerationPlan(
                files: names.map {
                    PlannedFile(
                        root: "Out", relativePath: $0, contents: "// \($0)\n", module: "M", template: "t",
                        kind: .source)
                })
        }
        let folder = try Folder()
        try folder.write("Out/F70", "a file where a folder goes\n")
        let writer = PlanWriter(base: folder.url)
        #expect(throws: WriteError.notADirectory(path: "Out/F70")) { try writer.assess(plan(), policy: .fail) }
        try folder.write("Out/F50/elsewhere.swift", "// theirs\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Out/F50/A.swift", withDestinationPath: "elsewhere.swift")
        #expect(throws: WriteError.symlink(path: "Out/F50/A.swift")) { try writer.assess(plan(), policy: .fail) }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Out/F20/A.swift", withIntermediateDirectories: true)
        #expect(throws: WriteError.notAFile(path: "Out/F20/A.swift", kind: "a directory")) {
            try writer.assess(plan(), policy: .fail)
        }
        #expect(folder.read("Out/F50/elsewhere.swift") == "// theirs\n")
    }

    /// A link planted where this process's temporary goes is replaced, never written through.
    @Test func aLinkAtTheTemporaryPathIsNotFollowed() throws {
        let folder = try Folder()
        let outside = try Folder()
        try outside.write("victim", "untouched\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Out/Login", withIntermediateDirectories: true)
        let temporary = PlanWriter.temporaryPath(for: folder.path + "/Out/Login/A.swift")
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: outside.path + "/victim")
        let writer = PlanWriter(base: folder.url)
        try writer.write(writer.assess(Self.plan(["A.swift"]), policy: .fail), interruption: Interruption())
        #expect(outside.read("victim") == "untouched\n")
        #expect(folder.read("Out/Login/A.swift") == "// A.swift\n")
        #expect(folder.entries() == ["Out", "Out/Login", "Out/Login/A.swift"])
    }

    /// A signal that arrived before writing starts means nothing is written at all.
    @Test func anInterruptionBeforeTheFirstFileWritesNothing() throws {
        let folder = try Folder()
        let writer = PlanWriter(base: folder.url)
        let assessed = try writer.assess(Self.plan(["A.swift"]), policy: .fail)
        let interruption = Interruption()
        #expect(interruption.interrupt(by: "SIGTERM") == false, "no writer runs, so nobody will roll back")
        #expect(throws: WriteError.interrupted(signal: "SIGTERM")) {
            try writer.write(assessed, interruption: interruption)
        }
        #expect(folder.entries().isEmpty)
    }

    /// A signal recorded while a writer runs is handled by it; the first signal is the one kept,
    /// and a follower gets what its leader receives.
    @Test func interruptionsTellWhetherAWriterWillRollBack() {
        let leader = Interruption()
        let follower = Interruption()
        leader.forward(to: follower)
        #expect(follower.beginWriting() == nil)
        #expect(leader.interrupt(by: "SIGINT") == true)
        #expect(leader.interrupt(by: "SIGTERM") == true)
        #expect(follower.signal == "SIGINT")
        #expect(follower.beginWriting() == "SIGINT", "no new writer starts once a signal arrived")
        follower.endWriting()
        #expect(leader.interrupt(by: "SIGINT") == false)
        leader.stopForwarding(to: follower)
        let late = Interruption()
        leader.forward(to: late)
        #expect(late.signal == "SIGINT", "a follower added late learns of the signal at once")
    }

    /// A process id that belongs to no running process.
    static func deadProcessID() -> Int32 {
        var candidate: Int32 = 4_000_000
        while kill(candidate, 0) == 0 || errno != ESRCH { candidate -= 1 }
        return candidate
    }
}
