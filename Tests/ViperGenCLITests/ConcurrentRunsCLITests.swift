import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 30, items 1 and 2, as repeated trials with the built binary: two `generate` processes
/// started together on one spec, and a file appended to (`echo "// saved" >> FILE`) while a run
/// replaces files. No trial may leave a stale file, lose a lock entry or lose the edit.
@Suite(.serialized) struct ConcurrentRunsCLITests {
    static let pairs = 50
    static let saves = 50

    static let spec =
        #"{"defaults": {"tests": "none"}, "modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}, {"name": "Cart", "pattern": "mvvm"}]}"#

    /// `viper-gen arguments` in `folder`, started now; standard output and error discarded.
    static func launch(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "NO_COLOR": "1"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Every file of the tree by relative path.
    static func tree(_ directory: TemporaryDirectory) -> [String: String] {
        Dictionary(uniqueKeysWithValues: directory.files().map { ($0, directory.read($0) ?? "") })
    }

    @Test func fiftyPairsOfConcurrentRunsLeaveACleanTreeAndEveryLockEntry() throws {
        let reference = try TemporaryDirectory()
        try reference.write("viper-gen.json", Self.spec)
        #expect(try CLIRunner.run(["generate"], in: reference.url).status == 0)
        let clean = Self.tree(reference)
        var failures: [String] = []
        for trial in 1...Self.pairs {
            // The same spec, twice at once: both succeed (one waits), the tree is a clean run's.
            let same = try TemporaryDirectory()
            try same.write("viper-gen.json", Self.spec)
            let runs = [try Self.launch(["generate"], in: same.url), try Self.launch(["generate"], in: same.url)]
            // Different modules at once: both keep their lock entries.
            let split = try TemporaryDirectory()
            try split.write("viper-gen.json", Self.spec)
            let splitRuns = [
                try Self.launch(["generate", "Login"], in: split.url),
                try Self.launch(["generate", "Cart"], in: split.url)
            ]
            for process in runs + splitRuns { process.waitUntilExit() }
            let statuses = (runs + splitRuns).map(\.terminationStatus)
            if statuses != [0, 0, 0, 0] { failures.append("trial \(trial): exit statuses \(statuses)") }
            if try CLIRunner.run(["generate", "--check"], in: same.url).status != 0 {
                failures.append("trial \(trial): --check failed")
            }
            if Self.tree(same) != clean { failures.append("trial \(trial): the tree differs from a clean run's") }
            let lock = split.read("viper-gen.lock") ?? ""
            if !lock.contains("\"path\": \"App/Modules/Login/LoginPresenter.swift\"")
                || !lock.contains("\"path\": \"App/Modules/Cart/CartViewModel.swift\"")
            {
                failures.append("trial \(trial): a run's lock entries were lost")
            }
            if try CLIRunner.run(["generate", "--check"], in: split.url).status != 0 {
                failures.append("trial \(trial): --check failed after split runs")
            }
            let splitTree = Self.tree(split).filter { $0.key != "viper-gen.lock" }
            if splitTree != clean.filter({ $0.key != "viper-gen.lock" }) {
                failures.append("trial \(trial): split runs' files differ from a clean run's")
            }
        }
        let failed = Set(failures.map { $0.prefix { $0 != ":" } })
        #expect(
            failures.isEmpty,
            "\(failed.count) of \(Self.pairs) trials failed (\(failures.count) problems): \(failures.prefix(5))")
    }

    /// 20 modules, then a spec change that updates every presenter: a run long enough to save
    /// a file in the middle of, short enough for 50 trials.
    static func bigSpec(method: String?) -> String {
        let methods = method.map { #"["viewDidLoad()", "\#($0)"]"# } ?? #"["viewDidLoad()"]"#
        return #"{"defaults": {"tests": "none"}, "modules": ["#
            + (1...20).map { #"{"name": "Mod\#($0)", "presenter": \#(methods)}"# }.joined(separator: ", ") + "]}"
    }

    /// Copies every file of `source` into `target` (the generated tree of a trial's start).
    static func copy(_ source: TemporaryDirectory, to target: TemporaryDirectory) throws {
        for path in source.files() { try target.write(path, source.read(path) ?? "") }
    }

    @Test func fiftySavesDuringARunAreNeverLost() throws {
        let target = "App/Modules/Mod20/Mod20Presenter.swift"
        // How long a run takes: saves are spread over it.
        let generated = try TemporaryDirectory()
        try generated.write("viper-gen.json", Self.bigSpec(method: nil))
        #expect(try CLIRunner.run(["generate"], in: generated.url).status == 0)
        let timing = try TemporaryDirectory()
        try Self.copy(generated, to: timing)
        try timing.write("viper-gen.json", Self.bigSpec(method: "refresh()"))
        let start = Date()
        #expect(try CLIRunner.run(["generate"], in: timing.url).status == 0)
        let duration = Date().timeIntervalSince(start)

        var outcomes: [String: Int] = [:]
        var lost: [String] = []
        for trial in 1...Self.saves {
            let directory = try TemporaryDirectory()
            try Self.copy(generated, to: directory)
            try directory.write("viper-gen.json", Self.bigSpec(method: "refresh\(trial)()"))
            let errURL = directory.url.appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["generate"]
            process.currentDirectoryURL = directory.url
            process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "NO_COLOR": "1"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errURL)
            try process.run()
            // Spread over the run's duration, 0.2 to 1.1 times it.
            usleep(UInt32(duration * (0.2 + 0.9 * Double(trial) / Double(Self.saves)) * 1_000_000))
            let fd = open(directory.path + "/" + target, O_WRONLY | O_APPEND)
            let line = "// saved \(trial)\n"
            _ = Array(line.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            process.waitUntilExit()
            let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
            let text = directory.read(target) ?? ""
            if !text.contains(line) { lost.append("trial \(trial): exit \(process.terminationStatus), \(stderr)") }
            if process.terminationStatus == 0 {
                outcomes["kept by the run", default: 0] += 1
            } else if stderr.contains(
                "\(target) changed while viper-gen was running; nothing from this run was kept. Run again.")
            {
                outcomes["stopped naming the file", default: 0] += 1
            } else {
                lost.append("trial \(trial): exit \(process.terminationStatus) without naming the file: \(stderr)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(Self.saves) saves lost: \(lost.prefix(3)) (outcomes \(outcomes))")
        print("mid-run saves: \(outcomes), run duration \(duration) s")
    }
}

/// `--wait SECONDS` is read as the run lock's wait and checked where it is typed.
@Suite struct WaitOptionCLITests {
    @Test func aWaitThatIsNotSecondsIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["Login", "--wait", "soon"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: --wait must be a number of seconds from 0 to 86400; got 'soon'\nSee 'viper-gen generate --help'.\n"
        )
        #expect(directory.files().isEmpty)
    }

    /// `add` takes the run lock too: with another holder (util-linux's `flock` on the folder,
    /// as a run holds it), a short `--wait` stops without writing, a long one waits and succeeds.
    @Test(
        .enabled(
            if: CLIRunner.tool(named: "flock") != nil, "holds the run lock with flock(1), which this machine lacks"))
    func addWaitsForTheRunLockAsGenerateDoes() throws {
        let flock = try #require(CLIRunner.tool(named: "flock"))
        let directory = try TemporaryDirectory()
        let holder = Process()
        holder.executableURL = flock
        holder.arguments = [directory.path, "sleep", "2"]
        try holder.run()
        defer { holder.waitUntilExit() }
        usleep(300_000)
        let short = try CLIRunner.run(["add", "Login", "--wait", "0.2"], in: directory.url)
        #expect(short.status == 1, "\(short.stderr)")
        #expect(short.stderr.contains("another viper-gen run is using viper-gen.lock"), "\(short.stderr)")
        #expect(directory.files().isEmpty, "nothing written")
        let long = try CLIRunner.run(["add", "Login", "--wait", "30", "-q"], in: directory.url)
        #expect(long.status == 0, "\(long.stderr)")
        #expect(
            long.stderr.hasPrefix("warning: another viper-gen run is using viper-gen.lock; waiting up to 30 s"),
            "\(long.stderr)")
        #expect(directory.files().contains("viper-gen.json"))
    }

    @Test func aRunWithoutContentionDoesNotWait() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["Login", "--wait", "0", "-q"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }
}
