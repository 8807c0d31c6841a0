import Foundation
import TestSupport
import Testing
import ViperGenKit

/// Issue #30, finding 12 and item 7: names that are one file on a case-insensitive file system
/// (macOS's default) and invisible characters in paths are refused before anything is written.
@Suite struct NamesOnEveryFileSystemTests {
    @Test func aModuleNamedSharedInAnotherCaseIsRefusedLikeShared() {
        let spec = #"{"services": [{"name": "APIClient"}], "modules": [{"name": "SHARED"}]}"#
        #expect(
            SpecDecodingHarness.diagnostics(spec) == [
                "viper-gen.json:1:60: error: modules[0].name: module \"SHARED\" would share its folder with the top-level services and "
                    + "entities, which are generated in Shared/ (the same folder on a case-insensitive file system such as macOS's); rename the module"
            ])
    }

    @Test(arguments: [
        ("App\u{202E}tfiws", "\"App<U+202E>tfiws\" contains U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        ("App/\u{200B}Modules", "\"App/<U+200B>Modules\" contains U+200B (ZERO WIDTH SPACE)"),
        ("App\u{2066}X", "\"App<U+2066>X\" contains U+2066 (LEFT-TO-RIGHT ISOLATE)")
    ])
    func anInvisibleFormatCharacterInAnOutputPathIsRefusedWithItsPosition(path: String, shown: String) {
        let spec = #"{"defaults": {"output": "\#(path)"}, "modules": [{"name": "Login"}]}"#
        let diagnostics = SpecDecodingHarness.diagnostics(spec)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics == [
                "viper-gen.json:1:25: error: defaults.output: \(shown), an invisible format character that makes a path "
                    + "read differently from what it is; remove it"
            ])
    }

    @Test func theSameCharactersAreRefusedInTestsOutputAndTheXcodeProjectPath() {
        let tests = SpecDecodingHarness.diagnostics(
            #"{"defaults": {"testsOutput": "Tests\u200D"}, "modules": [{"name": "Login"}]}"#)
        #expect(
            tests.first?.contains("defaults.testsOutput: \"Tests<U+200D>\" contains U+200D (ZERO WIDTH JOINER)")
                == true, "\(tests)")
        let project = SpecDecodingHarness.diagnostics(
            #"{"defaults": {"xcodeproj": "A\u202Bpp.xcodeproj"}, "modules": [{"name": "Login"}]}"#)
        #expect(
            project.first?.contains("defaults.xcodeproj: \"A<U+202B>pp.xcodeproj\" contains U+202B") == true,
            "\(project)")
    }

    @Test func aVisibleNonASCIIPathIsStillAccepted() {
        #expect(
            SpecDecodingHarness.diagnostics(
                #"{"defaults": {"output": "Écrans/Modules"}, "modules": [{"name": "Login"}]}"#
            ).isEmpty)
    }

    /// A custom template whose file name differs from a built-in one's only in case
    /// (`Loginpresenter.swift` beside `LoginPresenter.swift`): one file on macOS, so the run stops
    /// before writing and names both paths.
    @Test func twoPlannedPathsThatDifferOnlyInCaseStopTheRun() throws {
        let folder = try TemporaryDirectory()
        let set = folder.path + "/Templates/viper"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try
            #"{"extends": "viper", "files": [{"template": "Extra.swift.mustache", "path": "{{module}}presenter.swift", "kind": "source"}]}"#
            .write(toFile: set + "/template.json", atomically: true, encoding: .utf8)
        try "// extra\n".write(toFile: set + "/Extra.swift.mustache", atomically: true, encoding: .utf8)
        try #"{"defaults": {"templates": "Templates"}, "modules": [{"name": "Login"}]}"#
            .write(toFile: folder.path + "/viper-gen.json", atomically: true, encoding: .utf8)
        let outcome = GenerateRun(GenerateRequest(workingDirectory: folder.path)).run()
        #expect(outcome.exitStatus == 1)
        let message = outcome.failure?.diagnostics.first?.message ?? ""
        #expect(
            message
                == "App/Modules/Login/Loginpresenter.swift (module Login) and App/Modules/Login/LoginPresenter.swift (module Login) "
                + "differ only in case, which makes them one file on a case-insensitive file system such as macOS's; "
                + "make the names differ by more than case (a domain, service or entity name)", "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/App"), "nothing is written")
    }
}
