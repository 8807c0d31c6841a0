import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large `generate` (1,000 modules, 5,668 files) stopped at seeded random points while it
/// writes (issue #6, part 3; docs/generate.md, "File statuses and safety"):
///
/// - SIGKILL: every file that exists is byte-identical to a clean run's (never truncated); at
///   most one hidden temporary sibling (`.NAME.viper-gen-PID.tmp`) is left, and re-running exits
///   0, removes it, and makes the tree identical to the clean run's.
/// - SIGINT / SIGTERM: the run stops cleanly and ends by that signal (a shell sees 130 / 143),
///   with a report on standard error; either everything was written (it had finished) or nothing
///   the run created remains, and no temporary file is left.
///
/// The sandboxes live in /dev/shm when there is one: the properties checked are those of the
/// process (rename/link, rollback), not of the disk, and a tmpfs keeps 40 runs of 5,668 files
/// fast where a disk mounted with `discard` takes seconds per tree.
///
/// Each trial runs the generate about twice, and 1,000 modules cost some 7 s of CPU a run against
/// the debug binary: the default suite generates 300 modules (the same mix) and runs the first
/// 4 kill, 2 spec-change and 4 signal trials; the full suite (CI, `VIPER_GEN_FULL_SUITE=1`,
/// against the release binary) generates 1,000 and runs all 20, 6 and 12.
@Suite struct InterruptionTests {
    static let moduleCount = FullSuite.isEnabled ? 1_000 : 300
    static let killTrials = FullSuite.isEnabled ? 20 : 4
    static let signalTrials = FullSuite.isEnabled ? 12 : 4

    // MARK: - The project and its clean result

    /// `moduleCount` modules of all four patterns, the UI flavours, both test frameworks, layouts
    /// `module` and `domain`.
    static let spec: String = {
        let patterns = ["viper", "mvp", "mvvm", "mvc"]
        let modules = (1...moduleCount).map { index -> String in
            var fields = ["\"name\": \"M\(String(format: "%04d", index))\"", "\"pattern\": \"\(patterns[index % 4])\""]
            // Pure SwiftUI for VIPER, MVP and MVVM; MVC (which has no pure SwiftUI) hosted.
            if index % 3 == 0 { fields.append(index % 4 == 3 ? "\"ui\": \"swiftui-hosted\"" : "\"ui\": \"swiftui\"") }
            if index % 5 == 0 { fields.append("\"tests\": \"swift-testing\"") }
            if index % 7 == 0 {
                fields.append(contentsOf: ["\"layout\": \"domain\"", "\"domain\": \"Feature\(index % 3)\""])
            }
            if index % 4 == 2, index % 3 == 0 { fields.append("\"binding\": \"observation\"") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "{\"modules\": [\n" + modules.joined(separator: ",\n") + "\n]}\n"
    }()

    /// What a clean, uninterrupted run writes, and how long its writing took.
    struct Reference: Sendable {
        var tree: Tree
        /// Seconds from the first folder created to the end of the process.
        var writeWindow: Double
        /// Seconds from the start to the first folder created (parsing and rendering).
        var planning: Double
    }

    static let reference: Result<Reference, ReferenceFailure> = {
        do {
            let sandbox = try Sandbox()
            let start = Date()
            let process = try sandbox.launch()
            let writing = sandbox.waitForWritingToStart(process)
            process.waitUntilExit()
            let end = Date()
            guard process.terminationReason == .exit, process.terminationStatus == 0, let writing else {
                return .failure(
                    ReferenceFailure(
                        description: "the clean run failed (\(process.terminationStatus)): \(sandbox.stderr)"))
            }
            return .success(
                Reference(
                    tree: sandbox.tree(),
                    writeWindow: max(end.timeIntervalSince(writing), 0.05),
                    planning: writing.timeIntervalSince(start)
                ))
        } catch {
            return .failure(ReferenceFailure(description: "\(error)"))
        }
    }()

    struct ReferenceFailure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: - SIGKILL

    @Test(arguments: 0..<killTrials)
    func sigkillLeavesOnlyCompleteFilesAndTheRerunFinishes(trial: Int) throws {
        let reference = try Self.reference.get()
        #expect(reference.tree.files.count == Self.expectedFileCount)
        #expect(reference.tree.files["viper-gen.lock"] != nil)
        var random = SplitMix64(seed: 0x5EED_0000 + UInt64(trial))
        let delay = random.unit() * reference.writeWindow

        let sandbox = try Sandbox()
        let process = try sandbox.launch()
        _ = sandbox.waitForWritingToStart(process)
        usleep(useconds_t(delay * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        // Every file is absent or complete; a hidden temporary of a planned file may remain.
        // viper-gen.lock is the first phase (written before any other file) or the final lock.
        let left = sandbox.tree()
        var complete = 0
        var temporaries: [String] = []
        for (path, bytes) in left.files {
            if path == "viper-gen.lock", bytes != reference.tree.files[path] {
                #expect(
                    String(decoding: bytes, as: UTF8.self).contains("\"pending\": ["),
                    "trial \(trial): the lock is neither phase")
            } else if let expected = reference.tree.files[path] {
                #expect(
                    bytes == expected,
                    "trial \(trial): \(path) is not complete (\(bytes.count) of \(expected.count) bytes)")
                complete += 1
            } else if Self.isTemporary(path, of: reference.tree) {
                temporaries.append(path)
            } else {
                Issue.record("trial \(trial): unexpected file \(path)")
            }
        }
        #expect(temporaries.count <= 1, "trial \(trial): more than one temporary: \(temporaries)")
        #expect(left.others.isEmpty, "trial \(trial): links or special files: \(left.others)")

        // Re-running finishes the job: only the missing files are created, leftovers are removed.
        let rerun = try CLIRunner.run(["generate"], in: sandbox.project)
        #expect(rerun.status == 0, "trial \(trial): \(rerun.stderr)")
        #expect(rerun.stderr == "")
        let lockWasComplete = left.files["viper-gen.lock"] == reference.tree.files["viper-gen.lock"]
        #expect(
            rerun.stdout.hasSuffix(
                Self.summary(total: reference.tree.files.count - 1, existing: complete - (lockWasComplete ? 1 : 0))),
            "trial \(trial): \(rerun.stdout.suffix(200))")
        let differences = sandbox.tree().differences(to: reference.tree)
        let identical = differences.isEmpty
        #expect(identical, "trial \(trial): the re-run's tree differs from a clean run's: \(differences.prefix(10))")
    }

    // MARK: - SIGKILL, then a spec change

    static let changeTrials = FullSuite.isEnabled ? 6 : 2

    /// The spec with every module's tests in Swift Testing: about 800 test files change.
    static let changedSpec = spec.replacingOccurrences(
        of: "{\"modules\": [", with: "{\"defaults\": {\"tests\": \"swift-testing\"}, \"modules\": [")

    /// The tree a clean run leaves after the spec changes to `changedSpec`, and how long that
    /// run writes.
    static let changedReference: Result<Reference, ReferenceFailure> = {
        do {
            let reference = try Self.reference.get()
            let sandbox = try Sandbox(spec: changedSpec, tree: reference.tree)
            let process = try sandbox.launch()
            let writing = sandbox.waitForLockToBeReplaced(process)
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0, let writing else {
                return .failure(
                    ReferenceFailure(
                        description: "the change run failed (\(process.terminationStatus)): \(sandbox.stderr)"))
            }
            return .success(
                Reference(tree: sandbox.tree(), writeWindow: max(Date().timeIntervalSince(writing), 0.02), planning: 0))
        } catch {
            return .failure(ReferenceFailure(description: "\(error)"))
        }
    }()

    /// A run that applies a spec change is killed while it writes; then the spec is reverted
    /// (even trials) or kept (odd trials) and viper-gen runs again. The files the killed run
    /// wrote are its own, not the user's edits (the lock's first phase says so), so the re-run
    /// leaves exactly a clean run's tree for the spec in force, and `--check` passes only then.
    @Test(arguments: 0..<changeTrials)
    func sigkillDuringASpecChangeThenRevertingOrKeepingTheSpec(trial: Int) throws {
        let reference = try Self.reference.get()
        let changed = try Self.changedReference.get()
        #expect(
            changed.tree.differences(to: reference.tree).count > Self.moduleCount * 7 / 10,
            "the change rewrites many files")
        var random = SplitMix64(seed: 0xC4A2_0000 + UInt64(trial))
        let delay = random.unit() * changed.writeWindow

        let sandbox = try Sandbox(spec: Self.changedSpec, tree: reference.tree)
        let process = try sandbox.launch()
        _ = sandbox.waitForLockToBeReplaced(process)
        usleep(useconds_t(delay * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        // Each file is the old spec's or the new spec's, complete.
        for (path, bytes) in sandbox.tree().files
        where path != "viper-gen.lock" && !Self.isTemporary(path, of: reference.tree) {
            #expect(
                bytes == reference.tree.files[path] || bytes == changed.tree.files[path],
                "trial \(trial): \(path) is neither version")
        }
        let revert = trial % 2 == 0
        let expected = revert ? reference.tree : changed.tree
        if revert { try sandbox.writeSpec(InterruptionTests.spec) }
        let before = try CLIRunner.run(["generate", "--check"], in: sandbox.project)
        let cleanAlready = sandbox.tree().differences(to: expected).isEmpty
        #expect(
            before.status == (cleanAlready ? 0 : 1),
            "trial \(trial): --check before the re-run: \(before.stderr.prefix(300))")

        let rerun = try CLIRunner.run(["generate"], in: sandbox.project)
        #expect(rerun.status == 0, "trial \(trial): \(rerun.stderr.prefix(500))")
        #expect(
            !rerun.stdout.contains("merge") && !rerun.stdout.contains("conflict"),
            "trial \(trial): a file was taken for an edit")
        let differences = sandbox.tree().differences(to: expected)
        let identical = differences.isEmpty
        #expect(identical, "trial \(trial) (\(revert ? "reverted" : "kept")): \(differences.prefix(10))")
        let after = try CLIRunner.run(["generate", "--check"], in: sandbox.project)
        #expect(after.status == 0, "trial \(trial): \(after.stderr.prefix(300))")
    }

    // MARK: - SIGINT and SIGTERM

    @Test(arguments: 0..<signalTrials)
    func sigintAndSigtermStopCleanly(trial: Int) throws {
        let reference = try Self.reference.get()
        var random = SplitMix64(seed: 0x5160_0000 + UInt64(trial))
        let (number, name) = trial.isMultiple(of: 2) ? (SIGINT, "SIGINT") : (SIGTERM, "SIGTERM")
        let delay = random.unit() * reference.writeWindow

        let sandbox = try Sandbox()
        let process = try sandbox.launch()
        _ = sandbox.waitForWritingToStart(process)
        usleep(useconds_t(delay * 1_000_000))
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        let stderr = sandbox.stderr
        let stdout = sandbox.stdout

        let left = sandbox.tree()
        let temporaries = left.files.keys.filter { Self.isTemporary($0, of: reference.tree) }
        let noTemporary = temporaries.isEmpty
        #expect(noTemporary, "trial \(trial): temporary files were left: \(temporaries.prefix(5))")
        #expect(left.others.isEmpty)
        switch process.terminationReason {
        case .uncaughtSignal:
            #expect(
                process.terminationStatus == number,
                "trial \(trial): ended by signal \(process.terminationStatus), not \(name)")
            if left.files.isEmpty {
                #expect(
                    stderr.contains("error: interrupted by \(name); the files this run had written were removed."),
                    "trial \(trial): \(stderr)")
                let noFolder = left.directories.isEmpty
                #expect(noFolder, "trial \(trial): created folders remain: \(left.directories.sorted().prefix(5))")
            } else {
                // The signal came after the last file: everything is there, and stderr says why.
                let complete = left.differences(to: reference.tree).isEmpty
                #expect(
                    complete,
                    "trial \(trial): \(left.files.count) of \(reference.tree.files.count) files remain after \(name)")
                #expect(
                    stderr.contains("viper-gen: \(name) arrived as the command finished; its work is complete.")
                        || stderr.contains("viper-gen: stopped by \(name); no file was being written."),
                    "trial \(trial): \(stderr)")
            }
        case .exit:
            // It finished before the signal arrived.
            #expect(process.terminationStatus == 0, "trial \(trial): \(stderr)")
            let differences = left.differences(to: reference.tree)
            let complete = differences.isEmpty
            #expect(complete, "trial \(trial): \(differences.prefix(10))")
            // The report lists the generated files, not viper-gen.lock (which the tree counts).
            #expect(
                stdout.hasSuffix(Self.summary(total: reference.tree.files.count - 1, existing: 0)),
                "trial \(trial): \(stdout.suffix(80))")
        @unknown default:
            Issue.record("trial \(trial): unknown termination")
        }
    }

    /// Before the first file there is nothing to undo: the run ends at once, says so, and the
    /// project is untouched.
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] as [(Int32, String)])
    func aSignalWhilePlanningStopsAtOnce(number: Int32, name: String) throws {
        let reference = try Self.reference.get()
        let sandbox = try Sandbox()
        let process = try sandbox.launch()
        usleep(useconds_t(reference.planning / 2 * 1_000_000))
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == number)
        #expect(sandbox.stderr == "viper-gen: stopped by \(name); no file was being written.\n")
        let written = sandbox.tree().differences(to: Tree())
        let untouched = written.isEmpty
        #expect(untouched, "\(written.prefix(10))")
    }

    /// A signal the parent ignored stays ignored (a background job of a non-interactive shell
    /// ignores SIGINT): the run goes on and writes everything, silently.
    @Test func aSignalIgnoredByTheParentStaysIgnored() throws {
        let reference = try Self.reference.get()
        let sandbox = try Sandbox()
        let process = try sandbox.launch(ignoring: ["INT"])
        let writing = sandbox.waitForWritingToStart(process)
        #expect(writing != nil && process.isRunning, "the run must still be writing when the signal is sent")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(sandbox.stderr)")
        #expect(sandbox.stderr == "")
        let differences = sandbox.tree().differences(to: reference.tree)
        let complete = differences.isEmpty
        #expect(complete, "\(differences.prefix(10))")
    }

    // MARK: - Helpers

    /// The last line of `generate`'s report when `existing` of `total` files were in place.
    /// The files a clean run writes, viper-gen.lock included (the report does not list it): per
    /// module, VIPER 9, MVP 6, MVVM 5 (4 in pure SwiftUI, which has no mocks file), MVC 3 (no
    /// mocks file), none with a service or an output. For 1,000 modules: 5,668.
    static var expectedFileCount: Int {
        let perPattern = (1...moduleCount).map { index in
            switch index % 4 {
            case 0: 9
            case 1: 6
            case 2: index % 3 == 0 ? 4 : 5
            default: 3
            }
        }
        return perPattern.reduce(1, +)
    }

    static func summary(total: Int, existing: Int) -> String {
        switch existing {
        case 0: "\(total) files: \(total) create\n"
        case total: "\(total) files: \(total) unchanged\n"
        default: "\(total) files: \(total - existing) create, \(existing) unchanged\n"
        }
    }

    /// Whether `path` is a temporary sibling of a planned file: `DIR/.NAME.viper-gen-PID.tmp`.
    static func isTemporary(_ path: String, of tree: Tree) -> Bool {
        let url = URL(fileURLWithPath: path)
        let entry = url.lastPathComponent
        guard entry.hasPrefix("."), entry.hasSuffix(".tmp"),
            let marker = entry.range(of: ".viper-gen-", options: .backwards)
        else { return false }
        let name = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
        let directory = (path as NSString).deletingLastPathComponent
        return tree.files[directory.isEmpty ? name : directory + "/" + name] != nil
    }

    /// What a run left in the project, apart from the spec and `.git`.
    struct Tree: Equatable, Sendable {
        var files: [String: Data] = [:]
        var directories: Set<String> = []
        /// Links, pipes and other entries that are neither files nor folders.
        var others: [String] = []

        /// One line per path that is missing, extra or different compared with `other`.
        func differences(to other: Tree) -> [String] {
            var lines: [String] = []
            for path in Set(files.keys).union(other.files.keys).sorted() {
                switch (files[path], other.files[path]) {
                case (nil, _?): lines.append("missing file \(path)")
                case (_?, nil): lines.append("extra file \(path)")
                case (let mine?, let theirs?) where mine != theirs: lines.append("different bytes in \(path)")
                default: break
                }
            }
            lines += directories.symmetricDifference(other.directories).sorted().map {
                "folder only on one side: \($0)"
            }
            lines += (others + other.others).sorted().map { "not a file or folder: \($0)" }
            return lines
        }
    }

    /// A project folder holding the spec, with the run's output captured in files beside it.
    final class Sandbox {
        let root: URL
        let project: URL
        private let outURL: URL
        private let errURL: URL

        convenience init() throws {
            try self.init(spec: InterruptionTests.spec, tree: Tree())
        }

        /// A project with `spec` and the files of `tree` (a run's result) in it.
        init(spec: String, tree: Tree) throws {
            var isDirectory: ObjCBool = false
            let shm = "/dev/shm"
            let base =
                FileManager.default.fileExists(atPath: shm, isDirectory: &isDirectory) && isDirectory.boolValue
                    && access(shm, W_OK) == 0
                ? URL(fileURLWithPath: shm) : FileManager.default.temporaryDirectory
            root = base.appendingPathComponent("viper-gen-interruption-\(UUID().uuidString)")
            project = root.appendingPathComponent("project")
            outURL = root.appendingPathComponent("stdout.txt")
            errURL = root.appendingPathComponent("stderr.txt")
            try FileManager.default.createDirectory(
                at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try Data(spec.utf8).write(to: project.appendingPathComponent("viper-gen.json"))
            for directory in tree.directories.sorted() {
                try FileManager.default.createDirectory(
                    at: project.appendingPathComponent(directory), withIntermediateDirectories: true)
            }
            for (path, bytes) in tree.files { try bytes.write(to: project.appendingPathComponent(path)) }
        }

        func writeSpec(_ spec: String) throws {
            try Data(spec.utf8).write(to: project.appendingPathComponent("viper-gen.json"))
        }

        /// Waits until the run replaces viper-gen.lock (its first write) or ends.
        func waitForLockToBeReplaced(_ process: Process) -> Date? {
            let lock = project.appendingPathComponent("viper-gen.lock").path
            var info = stat()
            let original = lstat(lock, &info) == 0 ? info.st_ino : 0
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline {
                if lstat(lock, &info) == 0, info.st_ino != original { return Date() }
                if !process.isRunning { return nil }
                usleep(200)
            }
            return nil
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// Starts `viper-gen generate` in the project with a fixed environment.
        /// - Parameter ignoring: signals to start it with ignored (set by `/bin/sh`'s `trap ''`,
        ///   which `exec` keeps), as a non-interactive shell starts a background job.
        func launch(ignoring: [String] = []) throws -> Process {
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let process = Process()
            if ignoring.isEmpty {
                process.executableURL = CLIRunner.executable
                process.arguments = ["generate"]
            } else {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = [
                    "-c", "trap '' \(ignoring.joined(separator: " ")); exec \"$0\" generate", CLIRunner.executable.path
                ]
            }
            process.currentDirectoryURL = project
            process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "NO_COLOR": "1"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = try FileHandle(forWritingTo: errURL)
            try process.run()
            return process
        }

        /// Waits until the run creates its first folder (writing has begun) or ends.
        /// - Returns: when writing began, or nil if the process ended first.
        func waitForWritingToStart(_ process: Process) -> Date? {
            let first = project.appendingPathComponent("App").path
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline {
                if access(first, F_OK) == 0 { return Date() }
                if !process.isRunning { return nil }
                usleep(500)
            }
            return nil
        }

        var stdout: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

        func tree() -> Tree {
            var tree = Tree()
            walk(project.path, relative: "", into: &tree)
            return tree
        }

        private func walk(_ path: String, relative: String, into tree: inout Tree) {
            for child in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                let childRelative = relative.isEmpty ? child : relative + "/" + child
                if relative.isEmpty, child == ".git" || child == "viper-gen.json" { continue }
                let childPath = path + "/" + child
                var info = stat()
                guard lstat(childPath, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    tree.directories.insert(childRelative)
                    walk(childPath, relative: childRelative, into: &tree)
                case S_IFREG:
                    tree.files[childRelative] = FileManager.default.contents(atPath: childPath) ?? Data()
                default:
                    tree.others.append(childRelative)
                }
            }
        }
    }

}
