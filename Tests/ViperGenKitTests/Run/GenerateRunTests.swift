import Foundation
import Testing
import ViperGenKit
import XcodeProject

/// The generate pipeline against an in-memory file system: the spec search, the lock, the
/// three-way classification, orphans, drift and the Xcode step, without spawning the binary.
/// The lock of a first run is made by a real run into a temporary folder, then copied into
/// memory, where each test changes what it needs.
@Suite struct GenerateRunTests {
    static let spec = """
        {"modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}]}
        """

    /// A folder with `spec` generated into it, and the same tree in memory.
    static func generated(spec: String = GenerateRunTests.spec) throws -> (folder: URL, memory: InMemoryFileSystem) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-gen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.path + "/.git", contents: Data())
        try spec.write(to: folder.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: folder.path)).run()
        #expect(
            outcome.failure == nil && outcome.exitStatus == 0,
            "the first run succeeds: \(outcome.failure?.diagnostics ?? [])")
        return (folder, try InMemoryFileSystem(snapshotOf: folder))
    }

    static func check(
        _ folder: URL, _ memory: InMemoryFileSystem, mode: GenerateRequest.Mode = .check, prune: Bool = false
    ) -> GenerateOutcome {
        GenerateRun(GenerateRequest(workingDirectory: folder.path, mode: mode, prune: prune), fileSystem: memory).run()
    }

    static func statuses(_ outcome: GenerateOutcome) -> [String: FileStatus] {
        Dictionary(
            (outcome.report?.files ?? []).map { ($0.file.path, $0.status) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aFreshTreeInMemoryIsPlannedAsCreatesWithoutTouchingTheDisk() {
        let memory = InMemoryFileSystem()
        memory.write("/project/.git", "")
        memory.write("/project/viper-gen.json", Self.spec)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: "/project/App", mode: .dryRun), fileSystem: memory)
            .run()
        #expect(outcome.failure == nil)
        #expect(
            outcome.report?.display.spec == "../viper-gen.json",
            "found in the parent folder, shown from where the run is")
        let statuses = Self.statuses(outcome)
        #expect(statuses["App/Modules/Login/LoginPresenter.swift"] == .create)
        #expect(statuses.values.allSatisfy { $0 == .create })
        #expect(outcome.exitStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: "/project/viper-gen.lock"))
    }

    @Test func aTreeAsGeneratedHasNoDrift() throws {
        let (folder, memory) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = Self.check(folder, memory)
        #expect(outcome.drift == nil)
        #expect(Self.statuses(outcome).values.allSatisfy { $0 == .unchanged })
        #expect(outcome.exitStatus == 0)
        #expect(outcome.facts?.lockedFiles == Self.statuses(outcome).count)
    }

    @Test func aUserEditIsNotDriftButASpecChangeMergesIntoIt() throws {
        let (folder, memory) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        let presenter = folder.path + "/App/Modules/Login/LoginPresenter.swift"
        let original = try #require(memory.text(presenter))
        memory.write(presenter, original + "// my note\n")
        #expect(Self.check(folder, memory).exitStatus == 0, "the user's own edit is not drift")

        memory.write(
            folder.path + "/viper-gen.json",
            #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()", "didTapLogin()"]}]}"#)
        let outcome = Self.check(folder, memory)
        let statuses = Self.statuses(outcome)
        #expect(statuses["App/Modules/Login/LoginPresenter.swift"] == .merge, "the edited file merges the new method")
        #expect(statuses["App/Modules/Login/LoginProtocols.swift"] == .update, "an unedited file is updated")
        #expect(
            outcome.drift?.message.hasPrefix(
                "\(statuses.values.filter(\.isDrift).count) files out of date with the spec") == true)
        #expect(outcome.exitStatus == 1)
    }

    @Test func aPatternChangeLeavesOrphansThatPruneDeletes() throws {
        let (folder, memory) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        memory.write(folder.path + "/viper-gen.json", #"{"modules": [{"name": "Login", "pattern": "mvvm"}]}"#)
        let outcome = Self.check(folder, memory)
        let statuses = Self.statuses(outcome)
        #expect(statuses["App/Modules/Login/LoginInteractor.swift"] == .orphan)
        #expect(outcome.drift?.message.contains("--prune") == true)
        let pruned = Self.check(folder, memory, mode: .dryRun, prune: true)
        #expect(Self.statuses(pruned)["App/Modules/Login/LoginInteractor.swift"] == .delete)
    }

    @Test func aMissingGeneratedFileIsCreatedAgain() throws {
        let (folder, memory) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        memory.remove(folder.path + "/App/Modules/Login/LoginRouter.swift")
        let outcome = Self.check(folder, memory)
        #expect(Self.statuses(outcome)["App/Modules/Login/LoginRouter.swift"] == .create)
        #expect(outcome.exitStatus == 1)
    }

    @Test func aDamagedLockStopsTheRunAtItsPosition() throws {
        let (folder, memory) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectStoppedByTheDamagedLock(folder, memory)
    }

    /// Writes a lock cut off in its files and checks that the run stops at its position.
    static func expectStoppedByTheDamagedLock(_ folder: URL, _ memory: InMemoryFileSystem) {
        memory.write(folder.path + "/viper-gen.lock", "{\n  \"version\": 1,\n  \"files\": [\n")
        let outcome = Self.check(folder, memory)
        guard case .stopped(let diagnostics)? = outcome.failure else {
            Issue.record("expected a stopped run, got \(String(describing: outcome.failure))")
            return
        }
        #expect(diagnostics.first?.file == "viper-gen.lock")
        #expect(diagnostics.first?.line == 4)
        #expect(
            diagnostics.first?.message.hasSuffix(
                "(delete the lock to start afresh; files then count as not generated by viper-gen)") == true)
        #expect(outcome.exitStatus == 1)
    }

    /// A spec of `lockReadAheadMinimum` modules or more has its lock read while it plans: a
    /// damaged lock stops the run as in a small one, and a plan that fails still speaks first.
    @Test func aLargeSpecsLockReadAheadStopsTheRunTheSameWay() throws {
        let names = (1...GenerateRun.lockReadAheadMinimum).map { "Screen\($0)" }
        let spec = #"{"modules": ["# + names.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ") + "]}"
        let (folder, memory) = try Self.generated(spec: spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.check(folder, memory).exitStatus == 0, "read ahead, the lock says nothing drifted")
        Self.expectStoppedByTheDamagedLock(folder, memory)
        // The domain layout without a domain: the plan's failure, not the lock's.
        memory.write(folder.path + "/viper-gen.json", #"{"defaults": {"layout": "domain"}, "# + spec.dropFirst())
        let planFailure = Self.check(folder, memory)
        #expect(
            planFailure.failure?.diagnostics.map { $0.message } == [
                "module Screen1: layout 'domain' needs a domain; pass --domain NAME or set \"domain\" on the module"
            ],
            "\(planFailure.failure?.diagnostics.map { $0.message } ?? [])")
    }

    @Test func aMissingSpecFileIsAUsageError() {
        let memory = InMemoryFileSystem()
        memory.addFolder("/project")
        let outcome = GenerateRun(
            GenerateRequest(specPath: "ci/viper-gen.json", workingDirectory: "/project"), fileSystem: memory
        ).run()
        guard case .usage(let diagnostics, let pointsToHelp)? = outcome.failure else {
            Issue.record("expected a usage error")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                "spec file 'ci/viper-gen.json' does not exist; check --spec, or run 'viper-gen init' to create one"
            ])
        #expect(!pointsToHelp)
        #expect(outcome.exitStatus == 2)
    }

    @Test func aSpecErrorIsPositionedAndCarriesItsSuggestion() {
        let memory = InMemoryFileSystem()
        memory.write("/project/viper-gen.json", #"{"modules": [{"name": "Login", "patern": "mvvm"}]}"#)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: "/project"), fileSystem: memory).run()
        guard case .spec(let errors, let display)? = outcome.failure else {
            Issue.record("expected spec errors")
            return
        }
        #expect(display == "viper-gen.json")
        let first = errors.diagnostics.first
        #expect(first?.keyPath == "modules[0].patern")
        #expect(first?.suggestion == "pattern")
        #expect(first?.line == 1)
    }

    @Test func aMissingXcodeProjectIsAUsageError() {
        let memory = InMemoryFileSystem()
        memory.write(
            "/project/viper-gen.json", #"{"defaults": {"xcodeproj": "App.xcodeproj"}, "modules": [{"name": "Login"}]}"#)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: "/project", mode: .dryRun), fileSystem: memory)
            .run()
        guard case .usage(let diagnostics, _)? = outcome.failure else {
            Issue.record("expected a usage error, got \(String(describing: outcome.failure))")
            return
        }
        #expect(diagnostics.first?.message.hasPrefix("App.xcodeproj/project.pbxproj does not exist") == true)
    }

    @Test func aWarningForAFlagThatChangesNothingIsAValue() {
        let memory = InMemoryFileSystem()
        memory.addFolder("/project")
        var flags = GenerationOptions()
        flags.binding = .combine
        let outcome = GenerateRun(
            GenerateRequest(flags: flags, moduleNames: ["Login"], workingDirectory: "/project", mode: .dryRun),
            fileSystem: memory
        ).run()
        #expect(outcome.warnings.map(\.severity) == [.warning])
        #expect(
            outcome.warnings.first?.description
                == "warning: --binding has no effect: Login is VIPER, and bindings apply to MVVM modules (add --pattern mvvm)"
        )
    }

    static let classicSample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeSample/classic.pbxproj")

    /// The steps that read the project file (the receiving target's defaults, the targets' fit,
    /// the clash check, the Xcode step) share one parse of its text.
    @Test func aRunWithAProjectParsesItsProjectFileOnce() throws {
        let sample = Self.classicSample
        let memory = InMemoryFileSystem()
        memory.write("/project/.git", "")
        memory.write("/project/App.xcodeproj/project.pbxproj", Array(try Data(contentsOf: sample)))
        memory.write(
            "/project/viper-gen.json", #"{"defaults": {"xcodeproj": "App.xcodeproj"}, "modules": [{"name": "Login"}]}"#)
        let parser = ProjectFileParser()
        let outcome = GenerateRun(
            GenerateRequest(workingDirectory: "/project", mode: .dryRun), fileSystem: memory, projects: parser
        ).run()
        #expect(outcome.failure == nil, "\(outcome.failure?.diagnostics ?? [])")
        #expect(Self.statuses(outcome)["App.xcodeproj/project.pbxproj"] == .update, "the Xcode step ran")
        #expect(parser.parses == 1)
    }

    @Test func theParserParsesATextOnceAndAChangedTextAgain() throws {
        let text = try String(contentsOf: Self.classicSample, encoding: .utf8)
        let parser = ProjectFileParser()
        let first = try parser.parse(text)
        let again = try parser.parse(text)
        #expect(first.targetNames == again.targetNames)
        #expect(parser.parses == 1)
        _ = try parser.parse(text + "\n")
        #expect(parser.parses == 2, "a file changed between steps is parsed again")
        #expect(throws: (any Error).self) { try parser.parse("not a project") }
        #expect(throws: (any Error).self) { try parser.parse("not a project") }
        #expect(parser.parses == 3, "a failure is remembered too")
    }

    /// A step that finds the bytes an earlier step read gets that step's read, text included
    /// (one storage: no copy), and its parse; a file changed since is read and parsed again.
    @Test func aStepReadingTheBytesAnEarlierStepReadSharesItsText() throws {
        let sample = Array(try Data(contentsOf: Self.classicSample))
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        try workspace.write("App.xcodeproj/project.pbxproj", String(decoding: sample, as: UTF8.self))
        let path = workspace.path + "/App.xcodeproj/project.pbxproj"
        let parser = ProjectFileParser()
        let first = try #require(try parser.read(path, in: LocalFileSystem()))
        let again = try #require(try parser.read(path, in: LocalFileSystem()))
        #expect(first.bytes == sample && again.bytes == sample)
        var firstText = try first.text.get()
        var againText = try again.text.get()
        let shared = firstText.withUTF8 { a in againText.withUTF8 { b in a.baseAddress == b.baseAddress } }
        #expect(shared, "the second read is the first one's text, not a copy")
        #expect(again.metadata != nil)
        _ = parser.project(at: path, in: LocalFileSystem())
        _ = parser.project(at: path, in: LocalFileSystem())
        #expect(parser.parses == 1)

        // Same size, one byte different: read and parsed again.
        var changed = sample
        let space = try #require(changed.firstIndex(of: UInt8(ascii: " ")))
        changed[space] = UInt8(ascii: "\t")
        try workspace.write("App.xcodeproj/project.pbxproj", String(decoding: changed, as: UTF8.self))
        let third = try #require(try parser.read(path, in: LocalFileSystem()))
        #expect(third.bytes == changed)
        #expect(try third.text.get() == String(decoding: changed, as: UTF8.self))
        _ = parser.project(at: path, in: LocalFileSystem())
        #expect(parser.parses == 2, "the changed text is parsed again")

        // Bytes that are not UTF-8: the read says where, and nothing is shared with the last one.
        try Data(changed + [0xFF]).write(to: URL(fileURLWithPath: path))
        let invalid = try #require(try parser.read(path, in: LocalFileSystem()))
        #expect(throws: ProjectFileError.self) { try invalid.text.get() }
        #expect(try parser.read(workspace.path + "/Missing.xcodeproj/project.pbxproj", in: LocalFileSystem()) == nil)
    }
}
