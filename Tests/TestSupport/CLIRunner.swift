import Foundation

/// Runs the built `viper-gen` binary as a user would and captures what it did.
public struct CLIResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

public enum CLIRunner {
    /// The `viper-gen` executable built beside the test bundle (`.build/<triple>/debug/viper-gen`),
    /// or the one `VIPER_GEN_BINARY` names (`.ci/release-check.sh` runs the end-to-end tests
    /// against the release binary that way).
    public static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["VIPER_GEN_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // `swift test` runs `<build>/viper-genPackageTests.xctest`; on Darwin it is a bundle.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("viper-gen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "viper-gen")
    }()

    /// The repository's root folder (the one holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A program found on PATH (`plutil`), or nil.
    public static func tool(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `viper-gen arguments` in `directory` with `stdin` as standard input.
    ///
    /// The environment is minimal and fixed (no colour, C locale, no HOME), so output is hermetic.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: String? = nil, environment: [String: String] = [:],
        binary: URL? = nil
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary ?? executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C", "NO_COLOR": "1"]
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently so a large output cannot deadlock the child.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        // Standard input is written on its own thread: a large input with a large output would
        // otherwise fill both pipes and deadlock.
        let writer = input.fileHandleForWriting
        let bytes = Data((stdin ?? "").utf8)
        Thread {
            if !bytes.isEmpty { try? writer.write(contentsOf: bytes) }
            try? writer.close()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderrData = errData.wait()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self)
        )
    }
}

/// A `Data` handed from a reader thread to the test thread.
public final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    public init() {}

    public func set(_ value: Data) {
        condition.lock()
        data = value
        condition.broadcast()
        condition.unlock()
    }

    public func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
