import Foundation
import Testing
import ViperGenKit
import ViperGenSpec

/// Issue 30, item 2: a replacement checks, right before it renames, that the file is still the
/// one classified; and item 1: a rollback never restores over a file someone changed since.
@Suite struct CompareBeforeReplaceTests {
    static let before = #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}]}"#
    static let after = #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()", "refresh()"]}]}"#
    static let presenter = "App/Modules/Login/LoginPresenter.swift"

    /// A workspace generated from `before`, with the spec then changed to `after`.
    static func changedWorkspace() throws -> Workspace {
        let workspace = try Workspace(spec: before)
        #expect(workspace.run().exitStatus == 0)
        try workspace.write("viper-gen.json", after)
        return workspace
    }

    @Test func anEditSavedWhileTheRunWritesStopsItNamingTheFileAndIsKept() throws {
        let workspace = try Self.changedWorkspace()
        defer { workspace.remove() }
        let before = workspace.tree()
        var readsOfPresenter = 0
        let disk = HookedFileSystem { _, path in
            guard path.hasSuffix("/" + Self.presenter) else { return }
            readsOfPresenter += 1
            // The first read classifies it; the second is the check right before its replacement.
            if readsOfPresenter == 2 { workspace.append(Self.presenter, "// saved\n") }
        }
        let outcome = workspace.run(fileSystem: disk)
        #expect(
            outcome.failureMessages == [
                "\(Self.presenter) changed while viper-gen was running; nothing from this run was kept. Run again."
            ])
        #expect(outcome.exitStatus == 1)
        var expected = before
        expected[Self.presenter] = (before[Self.presenter] ?? "") + "// saved\n"
        #expect(workspace.tree() == expected, "the edit is kept and every other file is as before the run")

        let again = workspace.run()
        #expect(again.exitStatus == 0, "\(again.failureMessages)")
        #expect(
            workspace.text(Self.presenter)?.hasSuffix("// saved\n") == true,
            "the next run merges the spec's change into the edit")
        #expect(workspace.text(Self.presenter)?.contains("func refresh()") == true)
    }

    @Test func aRollbackLeavesAFileChangedAfterThisRunWroteIt() throws {
        let workspace = try Self.changedWorkspace()
        defer { workspace.remove() }
        var readsOfMocks = 0
        let disk = HookedFileSystem { _, path in
            guard path.hasSuffix("/LoginMocks.swift") else { return }
            readsOfMocks += 1
            // Right before the run replaces the last file it writes before the lock (the first
            // read is the classification's, the second the check right before the replacement):
            // someone else rewrites a file this run has already updated, and the lock changes
            // too, so the final lock's check fails and the run rolls back.
            if readsOfMocks == 2 {
                try? workspace.write(Self.presenter, "// theirs\n")
                workspace.append("viper-gen.lock", "\n")
            }
        }
        let outcome = workspace.run(fileSystem: disk)
        #expect(
            outcome.failureMessages == [
                "viper-gen.lock changed while viper-gen was running; nothing from this run was kept. Run again.\n"
                    + "Left as they are, because something else changed them after this run wrote them:\n  \(Self.presenter)\n  viper-gen.lock"
            ],
            "the lock too: its first phase was this run's, and someone changed it since")
        #expect(
            workspace.text(Self.presenter) == "// theirs\n",
            "the rollback did not restore its old copy over someone else's file")
        #expect(
            workspace.text("App/Modules/Login/LoginProtocols.swift")?.contains("refresh()") == false,
            "the files nobody else touched were rolled back")
    }

    /// A rollback puts the spec an `add` replaced back as it was on disk: its copy is the disk's,
    /// not the new text the run reads in memory (which the rollback used to write back).
    @Test func aRollbackAfterAddPutsTheSpecBackAsItWasOnDisk() throws {
        func add(in workspace: Workspace, fileSystem: HookedFileSystem) -> GenerateOutcome {
            AddRun(
                module: SpecModuleEntry(name: "Settings", options: GenerationOptions()),
                request: GenerateRequest(workingDirectory: workspace.path), fileSystem: fileSystem
            ).run()
        }
        // A first run finds the order of its reads (the same every time on one thread): the
        // lock's last read comes after the spec's check right before the spec is replaced.
        let trial = try Workspace(spec: Self.before)
        defer { trial.remove() }
        #expect(trial.run().exitStatus == 0)
        var paths: [String] = []
        let recorder = HookedFileSystem { _, path in paths.append(path) }
        #expect(add(in: trial, fileSystem: recorder).failure == nil)
        let lastLockRead = try #require(paths.lastIndex { $0.hasSuffix("/viper-gen.lock") })
        #expect(paths[..<lastLockRead].contains { $0.hasSuffix("/viper-gen.json") }, "\(paths)")

        let workspace = try Workspace(spec: Self.before)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        let strike = HookedFileSystem { count, _ in
            if count == lastLockRead + 1 { workspace.append("viper-gen.lock", "\n") }
        }
        let outcome = add(in: workspace, fileSystem: strike)
        #expect(
            outcome.failureMessages.first?.hasPrefix("viper-gen.lock changed while viper-gen was running") == true,
            "\(outcome.failureMessages)")
        #expect(workspace.text("viper-gen.json") == Self.before, "the spec is as it was before the run")
        #expect(workspace.text("App/Modules/Settings/SettingsPresenter.swift") == nil)
    }

    /// A workspace with `big.txt`, over one 64 KiB chunk (so that a comparison crosses chunks):
    /// the workspace, the file's text and its absolute path.
    static func bigFile() throws -> (Workspace, String, String) {
        let workspace = try Workspace(spec: Self.before)
        let text = String(repeating: "0123456789abcdef", count: 5_000)
        try workspace.write("big.txt", text)
        return (workspace, text, workspace.path + "/big.txt")
    }

    /// Texts a file holding `text` may hold instead: the same size with the last or the first
    /// byte changed, one byte longer, one shorter, empty.
    static func otherTexts(than text: String) -> [String] {
        [String(text.dropLast()) + "X", "X" + String(text.dropFirst()), text + "0", String(text.dropLast()), ""]
    }

    /// `readStamped(_:known:)` gives back the array it was given while the file holds its
    /// bytes, compared as read; what the file holds otherwise (a rewrite of the same size, a
    /// longer or shorter file), and nothing for a missing one.
    @Test func aReadOfKnownBytesSharesThemOnlyWhileTheFileHoldsThem() throws {
        let (workspace, text, path) = try Self.bigFile()
        defer { workspace.remove() }
        let disk = LocalFileSystem()
        let known = try #require(try disk.readStamped(path)).bytes
        let same = try #require(try disk.readStamped(path, known: known))
        #expect(same.metadata != nil)
        #expect(
            same.bytes.withUnsafeBufferPointer { a in known.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress }
            })
        for rewrite in Self.otherTexts(than: text) {
            try workspace.write("big.txt", rewrite)
            let read = try #require(try disk.readStamped(path, known: known))
            #expect(read.bytes == Array(rewrite.utf8), "the file as it is now, \(rewrite.utf8.count) bytes")
        }
        #expect(try disk.readStamped(workspace.path + "/missing.txt", known: known) == nil)
    }

    /// `holds(_:exactly:)` compares the file with bytes the caller has, a chunk at a time on
    /// the local disk (and by reading the file in the protocol's default): true only for the
    /// same bytes, never for a rewrite of the same size, a longer or shorter file, a folder or
    /// a missing file. A stamp of written text (the lock's first phase) says the same.
    @Test func aFileHoldsExactlyTheBytesGivenOrNot() throws {
        let (workspace, text, path) = try Self.bigFile()
        defer { workspace.remove() }
        let disks: [any FileSystem] = [LocalFileSystem(), HookedFileSystem()]
        func holds(_ expected: String) -> [Bool] {
            var expected = expected
            return disks.map { disk in expected.withUTF8 { disk.holds(path, exactly: UnsafeRawBufferPointer($0)) } }
        }
        #expect(holds(text) == [true, true])
        let written = FileStamp(metadata: FileStamp.Metadata.of(path), text: text)
        #expect(written.matches(path))
        for other in Self.otherTexts(than: text) {
            #expect(holds(other) == [false, false], "\(other.utf8.count) bytes given")
        }
        try workspace.write("big.txt", String(text.dropLast()) + "X")
        #expect(holds(text) == [false, false], "rewritten, same size")
        #expect(!written.matches(path), "the stamp of the text written tells the rewrite")
        try FileManager.default.createDirectory(atPath: workspace.path + "/folder", withIntermediateDirectories: true)
        for missing in [workspace.path + "/missing.txt", workspace.path + "/folder"] {
            #expect(disks.allSatisfy { !$0.holds(missing, exactly: UnsafeRawBufferPointer(start: nil, count: 0)) })
        }
    }

    /// A folder's entries with their kinds as the local disk lists them (`d_type`) are the
    /// kinds `lstat` gives one by one (the protocol's default): files, folders, links (not
    /// followed, dangling too) and a named pipe.
    @Test func aFoldersEntriesComeWithTheKindsEachHasItself() throws {
        let workspace = try Workspace(spec: Self.before)
        defer { workspace.remove() }
        try workspace.write("tree/a.swift", "struct A {}\n")
        try FileManager.default.createDirectory(
            atPath: workspace.path + "/tree/Folder.swift", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path + "/tree/link.swift", withDestinationPath: "a.swift")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path + "/tree/dangling.swift", withDestinationPath: "nowhere")
        #expect(mkfifo(workspace.path + "/tree/pipe.swift", 0o600) == 0)
        let folder = workspace.path + "/tree"
        func sorted(_ entries: [(name: String, kind: FileKind?)]) -> [String] {
            entries.map { "\($0.name) \($0.kind.map(\.described) ?? "?")" }.sorted()
        }
        let local = sorted(LocalFileSystem().entriesAndKinds(of: folder))
        #expect(
            local == [
                "Folder.swift a directory", "a.swift a file", "dangling.swift a symbolic link",
                "link.swift a symbolic link", "pipe.swift a named pipe"
            ])
        #expect(sorted(HookedFileSystem().entriesAndKinds(of: folder)) == local, "the default, by lstat")
        #expect(LocalFileSystem().entriesAndKinds(of: workspace.path + "/missing").isEmpty)
    }

    /// A file the lock lists that is no longer planned is an orphan, unless it is a planned
    /// file by another name (same device and inode: a hard link here; on a case-insensitive
    /// disk, the same path in another case). The planned files' identities are asked only once
    /// such a file is found.
    @Test func aLockedFileThatIsAPlannedFileByAnotherNameIsNoOrphan() throws {
        let workspace = try Workspace(spec: Self.before)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        let router = "App/Modules/Login/LoginRouter.swift"
        let lock = try #require(workspace.text("viper-gen.lock"))
        let line = try #require(lock.split(separator: "\n").first { $0.contains("\"path\": \"\(router)\"") })
        func addEntry(_ alias: String) throws {
            let entry = line.replacingOccurrences(of: router, with: alias)
            try workspace.write(
                "viper-gen.lock", lock.replacingOccurrences(of: String(line), with: line + "\n" + entry))
        }
        try addEntry("App/Modules/Login/OldRouter.swift")
        try FileManager.default.copyItem(
            atPath: workspace.path + "/" + router, toPath: workspace.path + "/App/Modules/Login/OldRouter.swift")
        let copied = workspace.run(.dryRun)
        #expect(
            copied.failureMessages.first?.hasPrefix("module Login no longer generates this file") == true,
            "a copy is a file of its own: an orphan, left compiled \(copied.failureMessages)")
        try FileManager.default.removeItem(atPath: workspace.path + "/App/Modules/Login/OldRouter.swift")
        try FileManager.default.linkItem(
            atPath: workspace.path + "/" + router, toPath: workspace.path + "/App/Modules/Login/OldRouter.swift")
        let linked = workspace.run(.dryRun)
        #expect(linked.failure == nil)
        #expect(
            linked.report?.files.contains { $0.file.path.hasSuffix("OldRouter.swift") } == false,
            "the planned router by another name")
    }

    @Test func aStampTellsAChangeBySizeTimesOrBytes() throws {
        let workspace = try Workspace(spec: Self.before)
        defer { workspace.remove() }
        try workspace.write("a.txt", "one\n")
        let path = workspace.path + "/a.txt"
        let read = try #require(try LocalFileSystem().readStamped(path))
        let stamp = FileStamp(bytes: read.bytes, metadata: read.metadata)
        #expect(stamp.metadata != nil)
        #expect(
            stamp.sha256 != nil, "a file written within two seconds keeps its hash: its times cannot tell a rewrite")
        #expect(stamp.matches(path))
        workspace.append("a.txt", "two\n")
        #expect(!stamp.matches(path), "an append changes the size")

        let hashOnly = FileStamp(bytes: Array("one\ntwo\n".utf8), metadata: nil)
        #expect(hashOnly.matches(path), "without metadata the bytes decide")
        try workspace.write("a.txt", "one\nTWO\n")
        #expect(!hashOnly.matches(path), "same size, other bytes")
        try FileManager.default.removeItem(atPath: path)
        #expect(!hashOnly.matches(path), "a file gone is not the file classified")
    }
}
