import ContentHash
import Foundation
import Testing

@testable import ViperGenKit

/// Issue 30, item 4: `--prune` deletes only what a template of the module could have written,
/// whatever a tampered lock says; a lock with duplicate or impossible entries is refused with
/// its position.
@Suite struct PruneSafetyTests {
    /// Output into the spec's own folder, as in the issue's reproducer.
    static let spec = #"{"defaults": {"output": ".", "testsOutput": "Tests"}, "modules": [{"name": "Login"}]}"#

    /// The lock with `entries` (path, module, template) added, each with the hash of the file
    /// at that path, as a pull request could.
    static func tamper(_ workspace: Workspace, _ entries: [(String, String, String)]) throws {
        var text = try #require(workspace.text("viper-gen.lock"))
        let lines = try entries.map { path, module, template in
            let hash = SHA256.hex(try #require(workspace.text(path)))
            return
                "    {\"path\": \"\(path)\", \"module\": \"\(module)\", \"template\": \"\(template)\", \"sha256\": \"\(hash)\"},"
        }
        let anchor = try #require(text.range(of: "\"files\": [\n"))
        text.insert(contentsOf: lines.joined(separator: "\n") + "\n", at: anchor.upperBound)
        try workspace.write("viper-gen.lock", text)
    }

    @Test func pruneNeverDeletesTheSpecTheLockGitHiddenOrForeignFiles() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        try FileManager.default.removeItem(atPath: workspace.path + "/.git")
        try workspace.write(".git/HEAD", "ref: refs/heads/main\n")
        try workspace.write(".hidden/LoginPresenter.swift", "// hidden\n")
        try workspace.write("README.md", "# App\n")
        try workspace.write("Login/LoginNotes.swift", "// mine\n")
        // Make the module's real files orphans too: a pattern change drops the interactor.
        try workspace.write(
            "viper-gen.json",
            Self.spec.replacingOccurrences(of: #"{"name": "Login"}"#, with: #"{"name": "Login", "pattern": "mvvm"}"#))
        let template = "viper/Presenter.swift.mustache"
        let protected = [
            "viper-gen.json", ".git/HEAD", ".hidden/LoginPresenter.swift", "README.md", "Login/LoginNotes.swift"
        ]
        try Self.tamper(workspace, protected.map { ($0, "Login", template) })

        let outcome = workspace.run(prune: true)
        #expect(outcome.exitStatus == 0, "\(outcome.failureMessages)")
        for path in protected + ["viper-gen.lock"] {
            #expect(FileManager.default.fileExists(atPath: workspace.path + "/" + path), "\(path) is not deleted")
        }
        let notes = Dictionary(
            (outcome.report?.files ?? []).map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(notes["viper-gen.json"]?.status == .orphan)
        #expect(
            notes["viper-gen.json"]?.note
                == "no longer generated; not deleted: viper-gen never deletes the spec or viper-gen.lock")
        #expect(
            notes[".git/HEAD"]?.note == "no longer generated; not deleted: viper-gen never deletes anything under .git")
        #expect(
            notes[".hidden/LoginPresenter.swift"]?.note
                == "no longer generated; not deleted: viper-gen never deletes hidden files")
        #expect(
            notes["README.md"]?.note
                == "no longer generated; not deleted: no template of Login writes README.md (viper-gen.lock says \(template))"
        )
        #expect(notes["Login/LoginNotes.swift"]?.status == .orphan)
        #expect(
            notes["Login/LoginInteractor.swift"]?.status == .delete, "a file the template did write is still pruned")
        #expect(!FileManager.default.fileExists(atPath: workspace.path + "/Login/LoginInteractor.swift"))
    }

    @Test func theLockItselfListedAsAnOrphanIsNeverDeleted() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        // The entry's hash is the lock's text with the entry in it: a fixed point is not needed
        // for the rule, which refuses the path whatever the hash.
        let rule = PruneRule(
            library: TemplateLibrary(), outputRoots: [workspace.path],
            protectedFiles: [workspace.path + "/viper-gen.lock", workspace.path + "/viper-gen.json"])
        let entry = GenerationLock.File(
            path: "viper-gen.lock", module: "Login", template: "viper/Presenter.swift.mustache", sha256: "")
        #expect(
            rule.refusal(entry, target: workspace.path + "/viper-gen.lock")
                == "viper-gen never deletes the spec or viper-gen.lock")
        let real = GenerationLock.File(
            path: "Login/LoginPresenter.swift", module: "Login", template: "viper/Presenter.swift.mustache", sha256: "")
        #expect(rule.refusal(real, target: workspace.path + "/Login/LoginPresenter.swift") == nil)
        let other = GenerationLock.File(
            path: "Login/LoginPresenter.swift", module: "Cart", template: "viper/Presenter.swift.mustache", sha256: "")
        #expect(
            rule.refusal(other, target: workspace.path + "/Login/LoginPresenter.swift")
                == "no template of Cart writes Login/LoginPresenter.swift (viper-gen.lock says viper/Presenter.swift.mustache)"
        )
    }

    @Test(arguments: [
        ("LoginPresenter.swift", "{{module}}Presenter.swift", true),
        ("CartPresenter.swift", "{{module}}Presenter.swift", false),
        ("LoginPresenter.swift", "{{ module }}Presenter.swift", true),
        ("LoginPresenterV2.swift", "{{module}}Presenter{{suffix}}.swift", true),
        ("viper-gen.json", "{{module}}Presenter.swift", false),
        ("SharedMocks.swift", "SharedMocks.swift", true)
    ])
    func aFileNameMatchesATemplatesPathPattern(name: String, pattern: String, matches: Bool) {
        #expect(PruneRule.matches(name, pattern: pattern, module: "Login") == matches)
    }

    @Test func aLockListingAPathTwiceIsRefusedAtTheSecondEntry() throws {
        let text = """
            {
              "version": 2,
              "files": [
                {"path": "App/A.swift", "module": "A", "template": "viper/Presenter.swift.mustache", "sha256": "\(String(repeating: "a", count: 64))"},
                {"path": "App/A.swift", "module": "A", "template": "viper/Presenter.swift.mustache", "sha256": "\(String(repeating: "b", count: 64))"}
              ],
              "modules": [],
              "snapshots": {},
              "specs": {}
            }
            """
        #expect(
            throws: LockError(
                file: "viper-gen.lock", position: SourcePosition(line: 5, column: 14),
                reason: "files[1].path: \"App/A.swift\" is listed twice (first at line 4); a lock lists each file once")
        ) {
            try GenerationLock.parse(Data(text.utf8), file: "viper-gen.lock")
        }
    }

    @Test(arguments: [
        ("/etc/passwd", "\"/etc/passwd\" is absolute; a lock lists paths relative to its folder"),
        ("App/../../x.swift", "\"App/../../x.swift\" is not a plain relative path (an empty, '.' or '..' step)"),
        ("", "\"\" is an empty path"),
        ("App//x.swift", "\"App//x.swift\" is not a plain relative path (an empty, '.' or '..' step)")
    ])
    func anImpossiblePathIsRefusedWithItsPosition(path: String, reason: String) {
        let text =
            "{\"version\": 2, \"files\": [\n  {\"path\": \"\(path)\", \"module\": \"A\", \"template\": \"t\", \"sha256\": \"\(String(repeating: "0", count: 64))\"}\n], \"modules\": [], \"snapshots\": {}, \"specs\": {}}"
        #expect(
            throws: LockError(
                file: "viper-gen.lock", position: SourcePosition(line: 2, column: 12),
                reason: "files[0].path: " + reason)
        ) {
            try GenerationLock.parse(Data(text.utf8), file: "viper-gen.lock")
        }
    }

    @Test func aBadHashOrADuplicateModuleIsRefused() {
        let badHash =
            "{\"version\": 2, \"files\": [{\"path\": \"a.swift\", \"module\": \"A\", \"template\": \"t\", \"sha256\": \"xyz\"}], \"modules\": [], \"snapshots\": {}, \"specs\": {}}"
        #expect(
            throws: LockError(
                file: "lock", position: SourcePosition(line: 1, column: 88),
                reason: "files[0].sha256: expected a SHA-256 (64 lowercase hexadecimal digits)")
        ) {
            try GenerationLock.parse(Data(badHash.utf8), file: "lock")
        }
        let twice =
            "{\"version\": 2, \"files\": [], \"modules\": [\n{\"name\": \"A\", \"templates\": \"t\", \"snapshot\": \"s\"},\n{\"name\": \"A\", \"templates\": \"t\", \"snapshot\": \"s\"}], \"snapshots\": {}, \"specs\": {}}"
        #expect(
            throws: LockError(
                file: "lock", position: SourcePosition(line: 3, column: 10),
                reason: "modules[1].name: module \"A\" is listed twice; a lock lists each module once")
        ) {
            try GenerationLock.parse(Data(twice.utf8), file: "lock")
        }
    }

    @Test func aRunWithADuplicatedEntryStopsAtItsPosition() throws {
        let workspace = try Workspace(spec: Self.spec)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        let text = try #require(workspace.text("viper-gen.lock"))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Both sides of a git conflict kept: the first file's entry again, with another hash.
        let hash = try #require(lines[3].range(of: #""sha256": ""#))
        let other =
            lines[3][..<hash.upperBound] + String(repeating: "0", count: 64)
            + lines[3][lines[3].index(hash.upperBound, offsetBy: 64)...]
        lines.insert(String(other), at: 4)
        try workspace.write("viper-gen.lock", lines.joined(separator: "\n"))
        let outcome = workspace.run()
        guard case .stopped(let diagnostics)? = outcome.failure else {
            Issue.record("expected a stopped run, got \(String(describing: outcome.failure))")
            return
        }
        #expect(diagnostics.first?.file == "viper-gen.lock")
        #expect(diagnostics.first?.line == 5)
        #expect(
            diagnostics.first?.message.contains("is listed twice (first at line 4); a lock lists each file once")
                == true)
    }
}
