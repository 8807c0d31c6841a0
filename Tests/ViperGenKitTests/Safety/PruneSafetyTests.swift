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
        let text = try #require(workspace.text("viper-gen.lock"))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Both sides of a git conflict kept: the first file's entry again, with another hash.
        let hash = try #require(lines[3].range(of: #""sha256": ""#))
        let other = lines[3][..<hash.upperBound] + String(repeating: "0", count: 64) + lines[3][lines[3].index(hash.upperBound, offsetBy: 64)...]
        lines.insert(String(other), at: 4)
        let tampered = lines.joined(separator: "\n")
        try workspace.write("viper-gen.lock", tampered)
        let outcome = workspace.run()
        guard case .stopped(let diagnostics)? = outcome.failure else {
            Issue.record("expected a stopped run, got \(String(describing: outcome.failure))")
            return
        }
        #expect(diagnostics.first?.file == "viper-gen.lock")
        #expect(diagnostics.first?.line == 5)
        #expect(diagnostics.first?.message.contains("is listed twice (first at line 4); a lock lists each file once") == true)
    }
}
