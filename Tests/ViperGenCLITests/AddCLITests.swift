import Foundation
import Testing
import TestSupport

/// `viper-gen add NAME`: the module into the spec (kept byte for byte elsewhere), then generated.
@Suite struct AddCLITests {
    @Test func addCreatesTheSpecThenExtendsItAndCheckPasses() throws {
        let directory = try TemporaryDirectory()
        let first = try CLIRunner.run(["add", "Feed"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("using viper-gen.json\ncreate     viper-gen.json\ncreate     App/Modules/Feed/FeedProtocols.swift\n"))
        #expect(directory.read("viper-gen.json") == "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n")
        let second = try CLIRunner.run(["add", "Settings", "--pattern", "mvvm", "--ui", "swiftui", "--binding", "observation", "-q"], in: directory.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(directory.read("viper-gen.json")?.contains(#"{"name": "Settings", "pattern": "mvvm", "ui": "swiftui", "binding": "observation"}"#) == true)
        #expect(directory.files().contains("App/Modules/Settings/SettingsViewModel.swift"))
        let check = try CLIRunner.run(["generate", "--check", "-q"], in: directory.url)
        #expect(check.status == 0, "the spec, the lock and the files agree: \(check.stderr)")
    }

    @Test func aDeclaredModuleIsRefusedAndNothingChanges() throws {
        let directory = try TemporaryDirectory()
        let spec = "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n"
        try directory.write("viper-gen.json", spec)
        let run = try CLIRunner.run(["add", "Feed"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == "viper-gen.json:3:5: error: modules[0]: module \"Feed\" is already declared here; edit it, or run 'viper-gen generate Feed'\n")
        #expect(directory.files() == ["viper-gen.json"])
        #expect(directory.read("viper-gen.json") == spec)
    }

    @Test func aRunThatCannotGenerateLeavesTheSpecAsItWas() throws {
        let directory = try TemporaryDirectory()
        let spec = "{\"modules\": [{\"name\": \"Feed\"}]}"
        try directory.write("viper-gen.json", spec)
        // A file where the module's folder must go: the run fails before writing anything.
        try directory.write("App/Modules/Profile", "not a folder")
        let run = try CLIRunner.run(["add", "Profile"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("App/Modules/Profile is a file"))
        #expect(directory.read("viper-gen.json") == spec)
    }

    /// Found by the review after the walk: errors pointed at lines of the spec as `add` would
    /// have written it, which stays unwritten when the run fails.
    @Test func errorsPointAtTheSpecOnDiskOrAtTheEntryThatWasNotWritten() throws {
        let directory = try TemporaryDirectory()
        let spec = "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n"
        try directory.write("viper-gen.json", spec)
        let entry = try CLIRunner.run(["add", "Profile", "--pattern", "viper", "--binding", "combine"], in: directory.url)
        #expect(entry.status == 1)
        #expect(entry.stderr.hasPrefix("viper-gen.json: error: modules[1].binding: binding applies to MVVM modules only; this module's "
            + "pattern is VIPER (remove \"binding\", or set \"pattern\": \"mvvm\") (in the entry 'viper-gen add' would write, "
            + "{\"name\": \"Profile\", \"pattern\": \"viper\", \"binding\": \"combine\"}, which was not written)\n"), "\(entry.stderr)")
        #expect(directory.read("viper-gen.json") == spec)

        // A mistake already in the file, below where the entry goes: its own line and column.
        let broken = "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ],\n  \"services\": [{\"name\": \"Store\", \"bad\": 1}]\n}\n"
        try directory.write("viper-gen.json", broken)
        let below = try CLIRunner.run(["add", "Profile"], in: directory.url)
        #expect(below.status == 1)
        #expect(below.stderr.hasPrefix("viper-gen.json:5:34: error: services[0].bad: unknown key \"bad\""), "\(below.stderr)")
        #expect(directory.read("viper-gen.json") == broken)
    }

    @Test func aConflictLeavesTheSpecAndEveryFileAsTheyWere() throws {
        let directory = try TemporaryDirectory()
        let spec = "{\"modules\": [{\"name\": \"Feed\"}]}"
        try directory.write("viper-gen.json", spec)
        // A file of the user's at a path the module writes, not listed in viper-gen.lock.
        try directory.write("App/Modules/Profile/ProfilePresenter.swift", "// mine\n")
        let run = try CLIRunner.run(["add", "Profile"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot be updated safely"))
        #expect(directory.read("viper-gen.json") == spec, "the spec is untouched")
        #expect(directory.files() == ["App/Modules/Profile/ProfilePresenter.swift", "viper-gen.json"])
        #expect(directory.read("App/Modules/Profile/ProfilePresenter.swift") == "// mine\n")
    }

    @Test func aProjectPathIsWrittenRelativeToTheSpecsFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", "{\"modules\": [{\"name\": \"Feed\"}]}")
        try directory.write("App/.keep", "")
        let run = try CLIRunner.run(["add", "Cart", "--xcodeproj", "../Shop.xcodeproj", "--dry-run"], in: directory.url.appendingPathComponent("App"))
        // Typed from App/ as ../Shop.xcodeproj; the spec (one folder up) names it Shop.xcodeproj,
        // which the run then looks for beside the spec (and, here, does not find).
        #expect(run.status == 2)
        #expect(run.stderr == "error: Shop.xcodeproj/project.pbxproj does not exist; give the path of the .xcodeproj folder (--xcodeproj or \"xcodeproj\")\n")
        #expect(directory.read("viper-gen.json") == "{\"modules\": [{\"name\": \"Feed\"}]}", "a dry run writes nothing")
    }

    @Test func dryRunShowsTheSpecEditAsADiffAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", "{\n  \"modules\": [\n    {\"name\": \"A\"}\n  ]\n}\n")
        let run = try CLIRunner.run(["add", "B", "--dry-run", "--diff"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("update     viper-gen.json\n"))
        #expect(run.stdout.contains("-    {\"name\": \"A\"}\n+    {\"name\": \"A\"},\n+    {\"name\": \"B\"}\n"))
        #expect(directory.files() == ["viper-gen.json"])
    }

    @Test func aModuleGeneratedByNameBesideASpecIsWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", "{\"modules\": [{\"name\": \"Feed\"}]}")
        let run = try CLIRunner.run(["Profile", "-q"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "warning: module \"Profile\" is not in viper-gen.json; generate --check and --prune will count its files as orphans. Add it to the spec with 'viper-gen add Profile'\n")
    }
}
