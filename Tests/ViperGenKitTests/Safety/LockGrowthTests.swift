import Foundation
import Testing
import ViperGenKit

/// Issue 30, item 8: the lock grows linearly with the modules generated, and a version 1 lock
/// (a copy of the spec per snapshot) is still read and still renders its bases.
@Suite struct LockGrowthTests {
    static func spec(modules: Int) -> String {
        let list = (1...modules).map { #"{"name": "Mod\#($0)", "presenter": ["viewDidLoad()"]}"# }
        return #"{"modules": ["# + list.joined(separator: ", ") + "]}"
    }

    @Test func generatingFiftyModulesOneAtATimeGrowsTheLockLinearly() throws {
        let workspace = try Workspace(spec: Self.spec(modules: 50))
        defer { workspace.remove() }
        var sizes: [Int: Int] = [:]
        for index in 1...40 {
            let outcome = workspace.run(modules: ["Mod\(index)"])
            #expect(outcome.exitStatus == 0, "\(outcome.failureMessages)")
            if [10, 20, 40].contains(index) { sizes[index] = workspace.text("viper-gen.lock")?.utf8.count ?? 0 }
        }
        let s10 = try #require(sizes[10])
        let s20 = try #require(sizes[20])
        let s40 = try #require(sizes[40])
        let first = Double(s20 - s10) / 10
        let second = Double(s40 - s20) / 20
        // Quadratic growth (a copy of the 50-module spec per run) would add ~4 KB per module.
        #expect(
            second <= first * 1.2,
            "bytes per module: \(first) from 10 to 20, \(second) from 20 to 40 (sizes \(s10), \(s20), \(s40))")
        #expect(second < 2_500, "each module adds its files' lines and one snapshot line, not a spec (\(second) bytes)")
        let text = try #require(workspace.text("viper-gen.lock"))
        #expect(text.components(separatedBy: "\"spec\": {").count - 1 == 1, "the spec is stored once")
        #expect(workspace.run(.check, modules: (1...40).map { "Mod\($0)" }).exitStatus == 0)
    }

    /// `lock` written the way version 1 did: each snapshot with its own spec and flags.
    static func versionOne(_ lock: GenerationLock) -> String {
        let v2 = lock.text
        let head = v2[..<(v2.range(of: "  \"snapshots\": {")?.lowerBound ?? v2.endIndex)]
        let snapshots = lock.snapshots.keys.sorted().map { key in
            let snapshot = lock.snapshots[key]!
            return
                "    \"\(key)\": {\"modules\": [\(snapshot.modules.map { "\"\($0)\"" }.joined(separator: ", "))], \"flags\": \(snapshot.flags), \"spec\": \(snapshot.spec)}"
        }
        return head.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
            + "  \"snapshots\": {\n" + snapshots.joined(separator: ",\n") + "\n  }\n}\n"
    }

    @Test func aVersionOneLockStillRendersItsBasesSoEditsMerge() throws {
        let workspace = try Workspace(spec: #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()"]}]}"#)
        defer { workspace.remove() }
        #expect(workspace.run().exitStatus == 0)
        let current = try GenerationLock.parse(
            Data(try #require(workspace.text("viper-gen.lock")).utf8), file: "viper-gen.lock")
        let old = Self.versionOne(current)
        #expect(
            try GenerationLock.parse(Data(old.utf8), file: "viper-gen.lock") == current,
            "version 1 reads as the same lock")
        try workspace.write("viper-gen.lock", old)

        let presenter = "App/Modules/Login/LoginPresenter.swift"
        workspace.append(presenter, "// mine\n")
        try workspace.write(
            "viper-gen.json", #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()", "refresh()"]}]}"#)
        let outcome = workspace.run()
        #expect(outcome.exitStatus == 0, "\(outcome.failureMessages)")
        #expect(
            outcome.report?.files.first { $0.file.path == presenter }?.status == .merge,
            "the base came from the version 1 snapshot")
        #expect(workspace.text(presenter)?.contains("func refresh()") == true)
        #expect(workspace.text(presenter)?.hasSuffix("// mine\n") == true)
        #expect(workspace.text("viper-gen.lock")?.contains("\"version\": 2") == true, "the next lock is version 2")
    }
}
