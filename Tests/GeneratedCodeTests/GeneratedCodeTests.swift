import Foundation
import TestSupport
import Testing

/// Generated code compiles and its generated tests pass, for every combination the tool offers
/// and for rich specs in every layout, in Swift 6 (warnings as errors) and Swift 5 language
/// modes (tests run in Swift 6 mode), against the stand-ins of UIKit, SwiftUI and Combine in
/// Tests/Fixtures/StandIns.
///
/// One scratch package holds every module, so each language mode is one build. The
/// combinations share one target pair (`GCombinations`, each module in its own folder): their
/// names never clash (every type is named after its module, which is named after its
/// combination), and one target costs a fraction of 84 targets' compiler start-ups (the build of
/// the combinations took about a third of each mode's compiler time as 84 targets;
/// bench/test-time.md). What a shared module does not check: a file that uses an extension member
/// of a framework it does not import compiles when another file of the module imports that
/// framework — as it does within one combination's module, or in an app target. Top-level names
/// still need the file's own import. The spec fixtures keep a target pair each: a spec's module
/// names are its own and may repeat in another spec.
/// The package lives in `.build/generated-code-harness` (incremental locally, fresh on CI).
///
/// The two language modes build and run side by side (two scratch folders); the stand-in check
/// builds in the Swift 6 folder, which SwiftPM locks, so it waits for the Swift 6 build.
@Suite struct GeneratedCodeTests {
    static let root = ScratchPackage.repository.appendingPathComponent(".build/generated-code-harness")

    /// The target pair every combination is generated into, each module in its own folder.
    static let combinationsTarget = "GCombinations"

    /// The scratch package, generated once for every test of the suite; awaited, so tests that
    /// need it wait without holding a thread.
    static var prepared: Result<ScratchPackage, HarnessError> {
        get async { await preparation.value }
    }

    private static let preparation = Task.detached { prepare() }

    /// Generates every module with the built binary; shared by both language modes.
    private static func prepare() -> Result<ScratchPackage, HarnessError> {
        do {
            var package = try ScratchPackage(root: root)
            let target = combinationsTarget
            for combination in Combination.all {
                let run = try CLIRunner.run(
                    [combination.moduleName] + combination.flags
                        + [
                            "--output", "Sources/\(target)", "--tests-output", "Tests/\(target)Tests",
                            "--testable-import", target
                        ],
                    in: root)
                guard run.status == 0 else {
                    return .failure(HarnessError("generating \(combination) failed (\(run.status)):\n\(run.stderr)"))
                }
            }
            package.targets.append(.init(name: target))
            // Every spec in Tests/Fixtures/Specs as its own target (the rich spec twice: XCTest
            // by module, Swift Testing by type; by domain it writes the same files as by module,
            // `layoutTwin`); flags override the spec's defaults, as for a user.
            for (target, spec, extra) in specTargets() {
                // A copy in the scratch package: viper-gen writes its lock beside the spec.
                let copy = root.appendingPathComponent("\(target).json")
                try FileManager.default.copyItem(at: spec, to: copy)
                let run = try CLIRunner.run(
                    [
                        "generate", "--spec", copy.path, "--output", "Sources/\(target)", "--tests-output",
                        "Tests/\(target)Tests",
                        "--testable-import", target
                    ] + extra,
                    in: root)
                guard run.status == 0 else {
                    return .failure(
                        HarnessError(
                            "generating the spec \(spec.lastPathComponent) as \(target) failed (\(run.status)):\n\(run.stderr)"
                        ))
                }
                // On Linux, URLSession and URLRequest live in FoundationNetworking (on iOS in
                // Foundation, which is all generated code imports): real signatures use them.
                try Data("#if canImport(FoundationNetworking)\n@_exported import FoundationNetworking\n#endif\n".utf8)
                    .write(to: root.appendingPathComponent("Sources/\(target)/LinuxNetworking.swift"))
                try copyHarnessTests(of: target)
                package.targets.append(.init(name: target))
            }
            try generateLayoutTwin()
            try markMainActorXCTestsAsync(in: root.appendingPathComponent("Tests"))
            try markMainActorXCTestsAsync(in: root.appendingPathComponent(layoutTwin.folder))
            try package.writeManifest()
            return .success(package)
        } catch {
            return .failure(HarnessError("preparing the scratch package failed: \(error)"))
        }
    }

    /// The rich spec in the domain layout (XCTest): generated beside the package, not built.
    /// It writes the module layout's files (`RichXC`) in other folders, byte for byte, which
    /// `theDomainLayoutWritesTheModuleLayoutsFiles` checks; compiled, it added a thirtieth of each
    /// build and checked nothing the module layout's build does not.
    static let layoutTwin = (folder: "LayoutTwins", target: "RichDomain", twinOf: "RichXC")

    private static func generateLayoutTwin() throws {
        let spec = ScratchPackage.repository.appendingPathComponent("Tests/Fixtures/Specs/rich.json")
        let copy = root.appendingPathComponent("\(layoutTwin.target).json")
        try FileManager.default.copyItem(at: spec, to: copy)
        let folder = layoutTwin.folder
        let run = try CLIRunner.run(
            [
                "generate", "--spec", copy.path, "--output", "\(folder)/Sources/\(layoutTwin.target)",
                "--tests-output", "\(folder)/Tests/\(layoutTwin.target)Tests",
                // The module layout's import, so that the files can be equal.
                "--testable-import", layoutTwin.twinOf, "--tests", "xctest", "--layout", "domain"
            ],
            in: root)
        guard run.status == 0 else {
            throw HarnessError("generating the rich spec in the domain layout failed (\(run.status)):\n\(run.stderr)")
        }
    }

    /// Hand-written tests that run beside a spec's generated ones (what the generated tests do
    /// not do, such as calling a `Sendable` service's mock from many threads):
    /// Tests/Fixtures/HarnessTests/<target>/*.swift, copied into the target's test folder.
    private static func copyHarnessTests(of target: String) throws {
        let folder = ScratchPackage.repository.appendingPathComponent("Tests/Fixtures/HarnessTests/\(target)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let destination = root.appendingPathComponent("Tests/\(target)Tests/\(file)")
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: destination)
        }
    }

    /// swift-corelibs-xctest (Linux) crashes discovering a synchronous test of a main-actor
    /// `XCTestCase` (Apple's XCTest runs them), so here only, such tests are made `async`: the
    /// same body, run the same way. The files as generated type-check against the real SDK's
    /// XCTest (Tests/RealSDK/check.sh).
    static func markMainActorXCTestsAsync(in folder: URL) throws {
        let pattern = try NSRegularExpression(pattern: #"(func test\w*\(\)) (throws )?\{"#)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("import XCTest") else { continue }
            let range = NSRange(text.startIndex..., in: text)
            let rewritten = pattern.stringByReplacingMatches(in: text, range: range, withTemplate: "$1 async $2{")
            if rewritten != text { try Data(rewritten.utf8).write(to: file) }
        }
    }

    /// The spec fixtures, each with the target it is generated into and extra flags.
    static func specTargets() -> [(target: String, spec: URL, flags: [String])] {
        let folder = ScratchPackage.repository.appendingPathComponent("Tests/Fixtures/Specs")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
        var result: [(String, URL, [String])] = []
        // `-darwin` specs use Foundation API that Linux lacks: the real-SDK check compiles them.
        for file in files where !file.contains("-darwin") {
            let url = folder.appendingPathComponent(file)
            let name = file.dropLast(5).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined()
            if file == "rich.json" {
                // The domain layout (XCTest) writes RichXC's files in other folders: `layoutTwin`.
                result.append(("RichXC", url, ["--tests", "xctest", "--layout", "module"]))
                result.append(("RichST", url, ["--tests", "swift-testing", "--layout", "type"]))
            } else {
                result.append(("Spec" + name, url, []))
            }
        }
        return result
    }

    @Test func everyCombinationIsInTheHarness() async throws {
        let package = try await Self.prepared.get()
        // (VIPER, MVP: 3 UIs; MVVM: 3 UIs × 3 bindings; MVC: 2 UIs) × 2 test frameworks, and the
        // SwiftUI flavours at iOS 16 (XCTest), plus the spec fixtures.
        let expected: Int = (3 + 3 + 9 + 2) * 2 + (2 + 2 + 4)
        #expect(Combination.all.count == expected)
        #expect(
            Set(Combination.all.map(\.moduleName)).count == Combination.all.count,
            "two combinations share a module name")
        #expect(Self.specTargets().contains { $0.target == "RichXC" })
        #expect(Self.specTargets().contains { $0.target == "SpecAcceptedForms" })
        #expect(Self.specTargets().contains { $0.target == "SpecCorpusViper" })
        #expect(package.targets.map(\.name) == [Self.combinationsTarget] + Self.specTargets().map(\.target))
        // Each combination has its module's sources and tests in the shared target pair.
        let combinations = try #require(package.targets.first)
        for combination in Combination.all {
            for folder in [combinations.sources, combinations.tests] {
                let files =
                    (try? FileManager.default.contentsOfDirectory(
                        atPath: package.root.appendingPathComponent("\(folder)/\(combination.moduleName)").path)) ?? []
                #expect(
                    files.contains { $0.hasSuffix(".swift") },
                    "\(combination): no Swift file in \(folder)/\(combination.moduleName)")
            }
        }
    }

    /// The rich spec's domain layout writes what its module layout writes (the same texts, in
    /// other folders), so the build of `RichXC` covers it; when they differ, build it again as
    /// a target of its own (`specTargets`).
    @Test func theDomainLayoutWritesTheModuleLayoutsFiles() async throws {
        let package = try await Self.prepared.get()
        let twin = Self.layoutTwin
        for (original, copy) in [
            ("Sources/\(twin.twinOf)", "\(twin.folder)/Sources/\(twin.target)"),
            ("Tests/\(twin.twinOf)Tests", "\(twin.folder)/Tests/\(twin.target)Tests")
        ] {
            let originals = try Self.swiftFileTexts(under: package.root.appendingPathComponent(original))
            let copies = try Self.swiftFileTexts(under: package.root.appendingPathComponent(copy))
            #expect(originals.count > 15, "too few files in \(original): \(originals.count)")
            let same = originals.sorted() == copies.sorted()
            let unmatched = Set(copies).subtracting(originals).count
            #expect(
                same,
                "\(copy) (the domain layout) differs from \(original) (\(copies.count) files against \(originals.count), \(unmatched) without an equal): build it as a target again (specTargets)"
            )
        }
    }

    /// The texts of the Swift files viper-gen wrote under a folder, at any depth (not the
    /// harness's LinuxNetworking.swift).
    static func swiftFileTexts(under folder: URL) throws -> [String] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var texts: [String] = []
        for case let file as URL in files
        where file.pathExtension == "swift" && file.lastPathComponent != "LinuxNetworking.swift" {
            texts.append(try String(contentsOf: file, encoding: .utf8))
        }
        return texts
    }

    /// The corpus specs are what Tests/Fixtures/SignatureCorpus/make-specs.py makes of
    /// corpus.json with this viper-gen: every refused entry refused with a positioned error.
    @Test func corpusSpecsAreUpToDate() async throws {
        let script = ScratchPackage.repository.appendingPathComponent("Tests/Fixtures/SignatureCorpus/make-specs.py")
        let run = try await ScratchPackage.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, CLIRunner.executable.path, "--check"])
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func compilesAndPassesItsTestsInSwift6Mode() async throws {
        try await buildAndTest(mode: 6)
    }

    /// Swift 5 mode: the generated code and its tests compile (warnings as errors); they are not
    /// run. Swift 5 mode changes what compiles, not what the code does: what Swift 6 mode adds at
    /// run time (the dynamic isolation checks) only makes the Swift 6 run stricter, and that run,
    /// and CI's main-actor run, stay. So the build is whole module at a time, without an index
    /// store, the test targets as plain targets (`compileOnly`: no test runner to discover
    /// tests for and link): 327 CPU s against 462 for the incremental build of tests and runner
    /// (bench/test-time.md). CI runs it (`FullSuite`), a default `swift test` does not.
    @Test(.enabled(if: FullSuite.isEnabled, FullSuite.skipReason("the Swift 5 build of the generated code")))
    func compilesInSwift5Mode() async throws {
        let package = try await Self.prepared.get()
        let build = try await package.swift(
            ["build", "--scratch-path", ".build-v5", "-Xswiftc", "-wmo", "--disable-index-store"], mode: 5,
            compileOnly: true)
        #expect(
            build.status == 0,
            "Swift 5 build of the generated code failed:\n\(Self.errors(in: build.stdout, root: package.root))")
    }

    /// Xcode 26's new-project settings: `-default-isolation MainActor` with the
    /// approachable-concurrency upcoming features (NonisolatedNonsendingByDefault,
    /// InferIsolatedConformances), Swift 6. A third build of minutes, so only on CI (`CI` set):
    /// the default `swift test` does not get slower (CONTRIBUTING.md).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] != nil, "CI only: set CI=1 to run it"))
    func compilesAndPassesItsTestsWithMainActorDefaultIsolation() async throws {
        try await buildAndTest(mode: 6, mainActorIsolation: true)
    }

    /// The stand-ins are no more permissive than the SDK: each snippet in
    /// Tests/Fixtures/StandIns/NegativeSnippets must fail to type-check, with the diagnostic its
    /// first line names (`// expect-error: ...`), in the language mode its second line names.
    @Test func standInsRejectWhatTheSDKRejects() async throws {
        let package = try await Self.prepared.get()
        let build = try await package.swift(["build", "--scratch-path", ".build-v6", "--target", "SwiftUI"], mode: 6)
        try #require(build.status == 0, "building the stand-ins failed:\n\(build.stdout)")
        let modules = package.root.appendingPathComponent(".build-v6/debug/Modules").resolvingSymlinksInPath()
        let folder = ScratchPackage.standIns.appendingPathComponent("NegativeSnippets")
        let snippets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        #expect(snippets.count >= 10)
        for snippet in snippets {
            let url = folder.appendingPathComponent(snippet)
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init)
            guard lines.count > 2, lines[0].hasPrefix("// expect-error: "), lines[1].hasPrefix("// mode: ") else {
                Issue.record("\(snippet): the first two lines must be '// expect-error: ...' and '// mode: 5|6'")
                continue
            }
            let expected = String(lines[0].dropFirst("// expect-error: ".count))
            let mode = String(lines[1].dropFirst("// mode: ".count))
            let result = try await ScratchPackage.run(
                ScratchPackage.swiftExecutable().deletingLastPathComponent().appendingPathComponent("swiftc"),
                ["-swift-version", mode, "-warnings-as-errors", "-typecheck", "-I", modules.path, url.path])
            #expect(result.status != 0, "\(snippet) type-checks against the stand-ins, but the SDK rejects it")
            #expect(
                result.stdout.contains(expected),
                "\(snippet) failed for another reason than '\(expected)':\n\(result.stdout)")
        }
    }

    private func buildAndTest(mode: Int, mainActorIsolation: Bool = false) async throws {
        let package = try await Self.prepared.get()
        let scratch = mainActorIsolation ? ".build-main-actor" : ".build-v\(mode)"
        let label = mainActorIsolation ? "Swift \(mode) with -default-isolation MainActor" : "Swift \(mode)"
        let build = try await package.swift(
            ["build", "--build-tests", "--scratch-path", scratch], mode: mode, mainActorIsolation: mainActorIsolation)
        guard build.status == 0 else {
            Issue.record(
                Comment(
                    rawValue: "\(label) build of the generated code failed:\n"
                        + Self.errors(in: build.stdout, root: package.root)))
            return
        }
        let test = try await package.swift(
            ["test", "--skip-build", "--scratch-path", scratch], mode: mode, mainActorIsolation: mainActorIsolation)
        let xctests = Self.count(
            #"Executed (\d+) tests?, with (?:\d+ tests? skipped and )?(\d+) failures?"#, in: test.stdout)
        let swiftTests = Self.count(#"Test run with (\d+) tests?"#, in: test.stdout)
        #expect(test.status == 0, "\(label): generated tests failed:\n\(Self.failures(in: test.stdout))")
        #expect((xctests ?? 0) > 50, "\(label): too few XCTest tests ran: \(xctests ?? 0)")
        #expect((swiftTests ?? 0) > 50, "\(label): too few Swift Testing tests ran: \(swiftTests ?? 0)")
    }

    /// The compiler's error lines with a few lines of context, paths made relative.
    static func errors(in output: String, root: URL) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var picked: [String] = []
        for (index, line) in lines.enumerated() where line.contains("error:") {
            picked.append(contentsOf: lines[index..<min(lines.count, index + 4)])
            if picked.count > 120 { break }
        }
        let text = picked.isEmpty ? lines.suffix(60).joined(separator: "\n") : picked.joined(separator: "\n")
        return text.replacingOccurrences(of: root.path + "/", with: "")
    }

    static func failures(in output: String) -> String {
        output.split(separator: "\n").filter {
            $0.contains("error") || $0.contains("failed") || $0.contains("✘") || $0.contains("crash")
        }.prefix(80).joined(separator: "\n")
    }

    /// The first capture of `pattern` in `text`, as a number (the largest when it repeats).
    static func count(_ pattern: String, in text: String) -> Int? {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return matches.compactMap { match -> Int? in
            guard let range = Range(match.range(at: 1), in: text) else { return nil }
            return Int(text[range])
        }.max()
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
