import Foundation
import TestSupport

/// A SwiftPM package assembled from generated modules and the Apple stand-ins, built and tested
/// with the toolchain that runs this test.
struct ScratchPackage {
    /// A target pair of the scratch package: generated sources and their generated tests.
    struct Target {
        var name: String
        var sources: String { "Sources/\(name)" }
        var tests: String { "Tests/\(name)Tests" }
    }

    let root: URL
    var targets: [Target] = []

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let standIns = repository.appendingPathComponent("Tests/Fixtures/StandIns")
    static let standInModules = ["UIKit", "SwiftUI", "Combine", "_Testing_UIKit"]

    /// Starts a package in `root`, replacing what a previous run left there but keeping its
    /// `.build-*` folders so that local runs build incrementally.
    init(root: URL) throws {
        self.root = root
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        for entry in try fileManager.contentsOfDirectory(atPath: root.path) where !entry.hasPrefix(".build") {
            try fileManager.removeItem(at: root.appendingPathComponent(entry))
        }
        for module in Self.standInModules {
            try fileManager.createDirectory(
                at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try fileManager.copyItem(
                at: Self.standIns.appendingPathComponent(module), to: root.appendingPathComponent("Sources/\(module)"))
        }
    }

    /// Writes Package.swift. The language mode comes from `VIPER_GEN_SWIFT_MODE` (5 or 6) so
    /// that one package builds in both modes into two scratch folders.
    func writeManifest() throws {
        var manifest = """
            // swift-tools-version: 6.0
            // Written by viper-gen's GeneratedCodeTests: generated modules + Apple stand-ins.
            import Foundation
            import PackageDescription

            let mode: SwiftLanguageMode = ProcessInfo.processInfo.environment["VIPER_GEN_SWIFT_MODE"] == "5" ? .v5 : .v6
            // Xcode 26's new-project settings (`VIPER_GEN_ISOLATION=main-actor`, the CI-only build):
            // approachable concurrency in every target, as Xcode 26 sets it, and the main actor as
            // the default isolation of the app's (generated) targets.
            let xcode26 = ProcessInfo.processInfo.environment["VIPER_GEN_ISOLATION"] == "main-actor"
            let approachable: [SwiftSetting] =
                xcode26
                ? [
                    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                    .enableUpcomingFeature("InferIsolatedConformances"),
                ] : []
            let tests: [SwiftSetting] = [
                .unsafeFlags(["-warnings-as-errors"]), .enableUpcomingFeature("ExistentialAny"), .swiftLanguageMode(mode),
            ] + approachable
            // The test targets keep nonisolated defaults: swift-corelibs-xctest's XCTestCase
            // initializer cannot be overridden by a main-actor-isolated one.
            let generated: [SwiftSetting] = tests + (xcode26 ? [.unsafeFlags(["-default-isolation", "MainActor"])] : [])
            let standIn: [SwiftSetting] = [.swiftLanguageMode(mode)]
            // `VIPER_GEN_COMPILE_ONLY=1` (the Swift 5 build, whole module at a time): the test
            // targets are plain targets, compiled like the rest but not linked into a test runner,
            // so the build needs no XCTest discovery (on Linux it reads the index store, which a
            // whole-module build does not write).
            let compileOnly = ProcessInfo.processInfo.environment["VIPER_GEN_COMPILE_ONLY"] == "1"
            func generatedTests(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
                compileOnly
                    ? .target(name: name, dependencies: dependencies, path: "Tests/" + name, swiftSettings: tests)
                    : .testTarget(name: name, dependencies: dependencies, swiftSettings: tests)
            }

            let package = Package(
                name: "GeneratedCodeHarness",
                targets: [
                    .target(name: "UIKit", dependencies: ["Combine"], swiftSettings: standIn),
                    .target(name: "Combine", swiftSettings: standIn),
                    .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], swiftSettings: standIn),
                    .target(name: "_Testing_UIKit", swiftSettings: standIn),

            """
        for target in targets {
            manifest +=
                "        .target(name: \"\(target.name)\", dependencies: [\"UIKit\", \"SwiftUI\", \"Combine\"], swiftSettings: generated),\n"
            manifest +=
                "        generatedTests(\"\(target.name)Tests\", [\"\(target.name)\", \"UIKit\", \"SwiftUI\", \"Combine\", \"_Testing_UIKit\"]),\n"
        }
        manifest += "    ]\n)\n"
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    /// Options given to every `swift build` and `swift test` in the package, after the
    /// subcommand: no debug information. The generated code is compiled and its tests run, never
    /// debugged; debug information would cost the compiler and the linker time on every build.
    /// Every command in one scratch folder must use the same options, or SwiftPM rebuilds.
    static let buildOptions = ["-debug-info-format", "none"]

    /// Runs `swift SUBCOMMAND buildOptions ARGUMENTS` in the package with `VIPER_GEN_SWIFT_MODE`
    /// set.
    /// With `mainActorIsolation`, the generated targets build with Xcode 26's new-project
    /// settings (`-default-isolation MainActor` and the approachable-concurrency upcoming
    /// features), through `VIPER_GEN_ISOLATION`.
    /// With `compileOnly`, the test targets are plain targets (`VIPER_GEN_COMPILE_ONLY`): built,
    /// not linked into a test runner.
    func swift(
        _ arguments: [String], mode: Int, mainActorIsolation: Bool = false, compileOnly: Bool = false
    ) async throws -> CLIResult {
        let command = Array(arguments.prefix(1)) + Self.buildOptions + arguments.dropFirst()
        return try await Self.run(
            Self.swiftExecutable(), command, in: root,
            environment: [
                "VIPER_GEN_SWIFT_MODE": String(mode), "VIPER_GEN_ISOLATION": mainActorIsolation ? "main-actor" : "",
                "VIPER_GEN_COMPILE_ONLY": compileOnly ? "1" : ""
            ])
    }

    /// Runs a tool and returns its exit status with standard output and error combined.
    ///
    /// It waits without holding a thread of Swift's cooperative pool (as wide as the machine
    /// has cores, and Swift Testing runs every test on it): a build of minutes that blocked a
    /// thread would halve the suite's parallelism on two cores, and could not start while
    /// other blocking tests held both threads.
    static func run(
        _ tool: URL, _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]
    ) async throws -> CLIResult {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        // The output is read on a thread of its own, so a full pipe cannot stall the tool.
        let collected = LockedData()
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let reader = output.fileHandleForReading
            Thread { collected.set(reader.readDataToEndOfFile()) }.start()
        }
        let data = collected.wait()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    /// The `swift` driver of the running toolchain: beside `swiftc` on PATH.
    static func swiftExecutable() -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }
}
