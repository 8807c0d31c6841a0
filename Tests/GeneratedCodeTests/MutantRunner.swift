import Foundation

/// Runs the generated tests in their own process with one mutant active.
enum MutantRunner {
    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }

    /// A run that takes longer than this is a killed mutant (a hang the tests exposed).
    static let timeout: Duration = .seconds(120)

    /// Runs the test binary with `VIPER_GEN_MUTANT=mutant` and returns its exit status (not 0:
    /// a test failed or the process crashed or hung) with its output.
    /// `filter` names the test classes to run (`Target.Class,Target.Class`; all when nil).
    static func run(_ binary: URL, mutant: Int, filter: String? = nil) async throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["VIPER_GEN_MUTANT"] = String(mutant)
        let process = Process()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), isDirectory.boolValue {
            // Apple's XCTest: the bundle is run by xctest.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["xctest"] + (filter.map { ["-XCTest", $0] } ?? []) + [binary.path]
        } else {
            process.executableURL = binary
            process.arguments = filter.map { [$0] } ?? []
        }
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-mutant-\(mutant)-\(UUID()).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw HarnessError("cannot write \(log.path)")
        }
        let handle = try FileHandle(forWritingTo: log)
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: log)
        }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            if process.isRunning { process.terminate() }
        }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        watchdog.cancel()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output)
    }

    /// The mutants the tests kill, running `width` processes at a time, each with its filter.
    static func killed(_ mutants: [(id: Int, filter: String?)], binary: URL, width: Int) async throws -> Set<Int> {
        try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            var pending = mutants[...]
            var killed: Set<Int> = []
            func start() {
                guard let mutant = pending.popFirst() else { return }
                group.addTask {
                    (mutant.id, try await run(binary, mutant: mutant.id, filter: mutant.filter).status != 0)
                }
            }
            for _ in 0..<width { start() }
            while let (mutant, isKilled) = try await group.next() {
                if isKilled { killed.insert(mutant) }
                start()
            }
            return killed
        }
    }
}
