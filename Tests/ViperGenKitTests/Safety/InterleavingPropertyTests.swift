import Foundation
import TestSupport
import Testing
import ViperGenKit

/// Issue 30: random interleavings of two runs and a writer on a small tree, seeded and
/// deterministic. Each step changes the spec, starts a run, and at a seeded point of that run
/// (a file read: classification, the lock, the copy taken before a replacement) a second run
/// tries to start and a writer appends a line to a generated file. Properties:
///
/// - the second run started while the first holds the lock is refused and writes nothing;
/// - no appended line is ever lost, whatever the run did (merge, stop, roll back);
/// - a run that stops because of the writer names the file the writer changed;
/// - at the end, a plain run and `--check` pass, and every file is a clean run's text plus the
///   writer's lines (nothing stale).
@Suite struct InterleavingPropertyTests {
    static func spec(_ version: Int) -> String {
        let a = version & 1 == 0 ? #"["viewDidLoad()"]"# : #"["viewDidLoad()", "refresh()"]"#
        let b = version & 2 == 0 ? #"["viewDidLoad()"]"# : #"["viewDidLoad()", "close()"]"#
        return #"{"modules": [{"name": "Alpha", "presenter": \#(a)}, {"name": "Beta", "presenter": \#(b)}]}"#
    }

    static let targets = [
        "App/Modules/Alpha/AlphaPresenter.swift", "App/Modules/Alpha/AlphaProtocols.swift",
        "App/Modules/Beta/BetaPresenter.swift", "App/Modules/Beta/BetaProtocols.swift"
    ]
    static let selections: [[String]] = [[], ["Alpha"], ["Beta"]]

    /// What the trials met, so that the test can tell it explored the interleavings it claims.
    struct Coverage {
        var refusedSecondRuns = 0
        var stoppedNamingTheFile = 0
        var merged = 0
        var editsBeforeTheRunRead = 0
    }

    @Test func twoRunsAndAWriterNeverLoseAnEditNorLeaveAStaleFile() throws {
        var coverage = Coverage()
        for seed in 1...24 { try Self.trial(seed: seed, coverage: &coverage) }
        #expect(coverage.refusedSecondRuns > 0, "\(coverage)")
        #expect(coverage.stoppedNamingTheFile > 0, "\(coverage)")
        #expect(coverage.merged > 0, "\(coverage)")
        #expect(coverage.editsBeforeTheRunRead > 0, "\(coverage)")
    }

    static func trial(seed: Int, coverage: inout Coverage) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let workspace = try Workspace(spec: Self.spec(0))
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        var appended: [String: [String]] = [:]
        var version = 0
        for step in 1...4 {
            version = Int.random(in: 0...3, using: &random)
            try workspace.write("viper-gen.json", Self.spec(version))
            let selection = Self.selections.randomElement(using: &random)!
            let secondAt = Int.random(in: 2...40, using: &random)
            let writerAt = Int.random(in: 1...40, using: &random)
            let target = Self.targets.randomElement(using: &random)!
            let line = "// edit \(step)\n"
            var second: GenerateOutcome?
            var wrote = false
            var targetRead = false
            var editedBeforeRead = false
            let disk = HookedFileSystem { count, path in
                if count == secondAt {
                    second = workspace.run(modules: Self.selections.randomElement(using: &random)!, wait: 0)
                }
                if count == writerAt, !wrote {
                    workspace.append(target, line)
                    wrote = true
                    editedBeforeRead = !targetRead
                }
                if path.hasSuffix("/" + target) { targetRead = true }
            }
            let first = workspace.run(modules: selection, wait: 0, fileSystem: disk)
            if !wrote { workspace.append(target, line) }
            if editedBeforeRead { coverage.editsBeforeTheRunRead += 1 }
            appended[target, default: []].append(line)
            coverage.merged += (first.report?.files ?? []).filter { $0.status == .merge && first.failure == nil }.count
            if let second {
                coverage.refusedSecondRuns += 1
                #expect(
                    second.failureMessages.first?.hasPrefix("another viper-gen run is using viper-gen.lock") == true,
                    "seed \(seed) step \(step): a second run during the first is refused (\(second.failureMessages))")
            } else {
                // The first run was done before the second's turn: it runs now, alone.
                _ = workspace.run(modules: Self.selections.randomElement(using: &random)!, wait: 0)
            }
            if let message = first.failureMessages.first, message.contains("changed while viper-gen was running") {
                #expect(
                    message.hasPrefix(target + " "),
                    "seed \(seed) step \(step): the run names the file that changed: \(message)")
                coverage.stoppedNamingTheFile += 1
            }
            for (path, lines) in appended {
                let text = workspace.text(path) ?? ""
                for line in lines {
                    #expect(text.contains(line), "seed \(seed) step \(step): \(line.dropLast()) is still in \(path)")
                }
            }
        }
        // Nothing stale: a plain run, then --check, and the tree is a clean run's plus the edits.
        let final = workspace.run()
        #expect(final.exitStatus == 0, "seed \(seed): \(final.failureMessages)")
        #expect(workspace.run(.check).exitStatus == 0, "seed \(seed): --check passes")
        let clean = try Workspace(spec: Self.spec(version))
        defer { clean.remove() }
        #expect(clean.run().exitStatus == 0)
        for (path, expected) in clean.tree() where path != "viper-gen.lock" {
            let actual = (workspace.text(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("// edit ") }.joined(separator: "\n")
            #expect(actual == expected, "seed \(seed): \(path) is the clean run's text plus the writer's lines")
        }
    }
}
