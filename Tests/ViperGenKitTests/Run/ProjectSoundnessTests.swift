import Foundation
import TestSupport
import Testing

/// The test helper that stands in for Xcode's own checks must see what Xcode would refuse.
@Suite struct ProjectSoundnessTests {
    static let classic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeSample/classic.pbxproj")

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
                FileManager.default.isExecutableFile(
                    atPath: "\($0)/plutil")
            } ?? false, "needs plutil"))
    func aTargetCompilingTwoFilesOfOneNameIsAProblem() throws {
        let text = try String(contentsOf: Self.classic, encoding: .utf8)
        #expect(try ProjectSoundness.problems(of: text) { _ in true } == [])
        // AppTests.swift renamed AppDelegate.swift (in another folder) and compiled by App too.
        let twice =
            text
            .replacingOccurrences(of: "path = AppTests.swift;", with: "path = AppDelegate.swift;")
            .replacingOccurrences(
                of: "\t\t\t\tA10000000000000000000001 /* AppDelegate.swift in Sources */,\n",
                with:
                    "\t\t\t\tA10000000000000000000001 /* AppDelegate.swift in Sources */,\n\t\t\t\tA10000000000000000000002 /* AppTests.swift in Sources */,\n"
            )
        #expect(
            try ProjectSoundness.problems(of: twice) { _ in true } == [
                "target App compiles 2 files named AppDelegate.swift"
            ])
    }
}
