import Foundation
import TestSupport
import Testing

/// Found by the newcomer walk on a real UIKit app (iOS 15.4, its own project, no viper-gen
/// before): what an existing project says decides what is generated for it, and files leave a
/// project the spec names no more.
@Suite struct WalkFindingsCLITests {
    static let projectFile = "App.xcodeproj/project.pbxproj"

    /// classic.pbxproj whose project-level configuration sets `IPHONEOS_DEPLOYMENT_TARGET`.
    static func project(ios: String, sdk: String? = nil) throws -> String {
        let sample = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj"),
            encoding: .utf8)
        return
            sample
            .replacingOccurrences(
                of: "\t\t\tisa = PBXProject;\n",
                with: "\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = C10000000000000000000001;\n"
            )
            .replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */",
                with: """
                    /* Begin XCBuildConfiguration section */
                    \t\tC20000000000000000000001 /* Debug */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \t\t\tbuildSettings = {
                    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(ios);\(sdk.map { "\n\t\t\t\tSDKROOT = \($0);" } ?? "")
                    \t\t\t};
                    \t\t\tname = Debug;
                    \t\t};
                    /* End XCBuildConfiguration section */

                    /* Begin XCConfigurationList section */
                    \t\tC10000000000000000000001 = {
                    \t\t\tisa = XCConfigurationList;
                    \t\t\tbuildConfigurations = (
                    \t\t\t\tC20000000000000000000001 /* Debug */,
                    \t\t\t);
                    \t\t};
                    /* End XCConfigurationList section */

                    /* Begin PBXNativeTarget section */
                    """)
    }

    @Test func theProjectsDeploymentTargetDecidesWhatIsGenerated() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, try Self.project(ios: "15.4"))
        let swiftUI = try CLIRunner.run(
            ["Gallery", "--xcodeproj", "App.xcodeproj", "--ui", "swiftui"], in: directory.url)
        #expect(swiftUI.status == 2)
        #expect(
            swiftUI.stderr.contains(
                "error: Gallery is swiftui, which needs iOS 16.0 (NavigationStack), and targets iOS 15.4, the deployment "
                    + "target (IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target \"App\" the files go into; use --ui swiftui-hosted, "
                    + "or raise the deployment target of \"App\" to iOS 16.0 in Xcode\n"),
            "the fix is in Xcode, not --ios (the project check refuses code above the target's version): \(swiftUI.stderr)"
        )
        let observation = try CLIRunner.run(
            ["Feed", "--xcodeproj", "App.xcodeproj", "--pattern", "mvvm", "--binding", "observation"],
            in: directory.url)
        #expect(observation.status == 2)
        #expect(
            observation.stderr.contains(
                "--binding observation needs iOS 17 (Observation), and Feed targets iOS 15.4, the deployment target "
                    + "(IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target \"App\" the files go into; use --binding combine or "
                    + "closures, or raise the deployment target of \"App\" to iOS 17.0 in Xcode\n"))
        #expect(directory.files() == [Self.projectFile], "nothing written")

        // Asked for by the spec: positioned where it asks, saying where the version comes from.
        try directory.write(
            "viper-gen.json",
            """
            {
              "defaults": { "xcodeproj": "App.xcodeproj" },
              "modules": [
                { "name": "Gallery", "ui": "swiftui" },
                { "name": "Feed", "pattern": "mvvm", "binding": "observation" }
              ]
            }
            """)
        let spec = try CLIRunner.run(["generate"], in: directory.url)
        #expect(spec.status == 1)
        #expect(
            spec.stderr
                == "viper-gen.json:4:32: error: modules[0].ui: \"ui\": \"swiftui\" needs iOS 16.0 (NavigationStack), and "
                + "module \"Gallery\" targets iOS 15.4, the deployment target (IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target "
                + "\"App\" the files go into; use \"swiftui-hosted\", or raise the deployment target of \"App\" to iOS 16.0 in Xcode\n"
                + "viper-gen.json:5:53: error: modules[1].binding: binding \"observation\" needs iOS 17 (Observation), and "
                + "module \"Feed\" targets iOS 15.4, the deployment target (IPHONEOS_DEPLOYMENT_TARGET) of the Xcode target "
                + "\"App\" the files go into; use \"combine\" or \"closures\", or raise the deployment target of \"App\" to "
                + "iOS 17.0 in Xcode\n"
                + "viper-gen.json: 2 errors; nothing was generated.\n")
        #expect(directory.files() == [Self.projectFile, "viper-gen.json"], "nothing written")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("viper-gen.json"))

        let hosted = try CLIRunner.run(
            ["Gallery", "--xcodeproj", "App.xcodeproj", "--ui", "swiftui-hosted", "-q"], in: directory.url)
        #expect(hosted.status == 0, "\(hosted.stderr)")
        let view = directory.read("App/Modules/Gallery/GalleryView.swift") ?? ""
        #expect(
            view.contains("ObservableObject") && !view.contains("@Observable"), "iOS 15.4 has no Observation: \(view)")
        #expect(directory.read("viper-gen.lock")?.contains(#""ios":"15.4""#) == true, "recorded like a flag")

        let old = try TemporaryDirectory()
        try old.write(Self.projectFile, try Self.project(ios: "14.0"))
        let refused = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: old.url)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "error: target \"App\" supports iOS 14.0 (its IPHONEOS_DEPLOYMENT_TARGET), and iOS 14.0 is not "
                    + "supported; generated code needs iOS 15.0 or later: raise its deployment target in Xcode\n"),
            "\(refused.stderr)")
        // Generating for a later iOS than the target supports would use APIs it does not have
        // (the second walk followed the old advice, --ios, into an iOS 14 target).
        let later = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj", "--ios", "16.0"], in: old.url)
        #expect(later.status == 1)
        #expect(
            later.stderr.hasPrefix(
                "error: module Login is generated for iOS 16.0, and target \"App\" supports iOS 14.0 (its "
                    + "IPHONEOS_DEPLOYMENT_TARGET), so the code would use APIs the target does not have: raise its deployment target to 16.0 "
                    + "in Xcode (generated code needs iOS 15.0 or later)\n"), "\(later.stderr)")
        #expect(
            later.stderr.contains("target \"AppTests\" supports iOS 14.0")
                && later.stderr.hasSuffix("\nNothing was generated.\n"))
        #expect(old.files() == [Self.projectFile], "nothing written")
        let above = try CLIRunner.run(["Feed", "--xcodeproj", "App.xcodeproj", "--ios", "17.0"], in: directory.url)
        #expect(above.status == 1)
        #expect(
            above.stderr.contains(
                "raise its deployment target to 17.0 in Xcode, or generate for iOS 15.4 (\"ios\": \"15.4\", --ios 15.4)"
            ))
    }

    /// Found by the second walk (an app with a tvOS target, and routes between modules in two
    /// targets): code a target cannot compile is refused before anything is written.
    @Test func aTargetForAnotherPlatformAndARouteAcrossTargetsAreRefused() throws {
        let tv = try TemporaryDirectory()
        try tv.write(Self.projectFile, try Self.project(ios: "16.0", sdk: "appletvos"))
        // A tvOS deployment target below iOS 15 says nothing: the platform is the problem.
        try tv.write(Self.projectFile, try Self.project(ios: "13.4", sdk: "appletvos"))
        let refused = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj"], in: tv.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "error: target \"App\" of App.xcodeproj builds for tvOS (SDKROOT = appletvos), and module Login "
                    + "is iOS code (UIKit, SwiftUI for iOS) it could not compile: name an iOS target (\"targets\", --target)\n"
            ), "\(refused.stderr)")
        #expect(tv.files() == [Self.projectFile], "nothing written")

        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, SampleProjectTargets.withClip(try Self.project(ios: "16.0")))
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"xcodeproj": "App.xcodeproj", "targets": ["App"], "tests": "none"}, "#
                + #""modules": [{"name": "Home", "routes": [{"to": "Extra"}]}, {"name": "Extra", "targets": ["Clip"]}]}"#
        )
        let route = try CLIRunner.run(["generate"], in: directory.url)
        #expect(route.status == 1)
        #expect(
            route.stderr
                == "viper-gen.json: error: modules[0].routes[0]: module Home routes to Extra, whose files target \"App\" of "
                + "App.xcodeproj does not compile, so Home's router could not find Extra's factory there: add \"App\" to Extra's \"targets\", "
                + "or remove the route\nNothing was generated.\n", "\(route.stderr)")
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"xcodeproj": "App.xcodeproj", "targets": ["App"], "tests": "none"}, "#
                + #""modules": [{"name": "Home", "routes": [{"to": "Extra"}]}, {"name": "Extra", "targets": ["App", "Clip"]}]}"#
        )
        #expect(try CLIRunner.run(["generate", "-q"], in: directory.url).status == 0, "the fix the message gives works")
    }

    @Test func pruneTakesDeletedFilesOutOfAProjectTheSpecNamesNoMore() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git", "")
        let original = try Self.project(ios: "17.0")
        try directory.write(Self.projectFile, original)
        try directory.write("viper-gen.json", #"{"defaults": {"tests": "none"}, "modules": [{"name": "Tips"}]}"#)
        #expect(try CLIRunner.run(["generate", "--xcodeproj", "App.xcodeproj", "-q"], in: directory.url).status == 0)
        #expect(directory.read(Self.projectFile) != original)

        // The module dropped; the project was named by a flag that this run does not repeat.
        try directory.write("viper-gen.json", #"{"defaults": {"tests": "none"}, "modules": [{"name": "Other"}]}"#)
        let pruned = try CLIRunner.run(["generate", "--prune"], in: directory.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("update     App.xcodeproj/project.pbxproj (removed 5 files"), "\(pruned.stdout)")
        #expect(directory.read(Self.projectFile) == original, "the project is as before viper-gen")
        #expect(try CLIRunner.run(["generate", "--check", "-q"], in: directory.url).status == 0)
    }

    @Test func aDryRunStopsWhereTheRunWould() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git", "")
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Tips"}]}"#)
        #expect(try CLIRunner.run(["generate", "-q"], in: directory.url).status == 0)
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Tips", "pattern": "mvp"}]}"#)
        let dry = try CLIRunner.run(["generate", "--dry-run"], in: directory.url)
        let real = try CLIRunner.run(["generate"], in: directory.url)
        #expect(dry.status == 1 && real.status == 1)
        #expect(dry.stderr == real.stderr)
        #expect(
            dry.stderr.contains(
                "App/Modules/Tips/TipsInteractor.swift: error: module Tips no longer generates this file"))
    }

    /// Without a spec or a project, generations into separate folders stay separate (how one
    /// compares patterns, and how the real-SDK check generates every combination): the earlier
    /// folder's files are neither orphans nor clashes of the next.
    @Test func bareGenerationsIntoSeparateFoldersStaySeparate() throws {
        let directory = try TemporaryDirectory()
        for (pattern, folder) in [("viper", "A"), ("mvp", "B"), ("mvvm", "C")] {
            let run = try CLIRunner.run(
                [
                    "generate", "Login", "--pattern", pattern, "--output", "Sources/\(folder)",
                    "--tests-output", "Tests/\(folder)", "-q"
                ], in: directory.url)
            #expect(run.status == 0, "\(pattern): \(run.stderr)")
        }
        #expect(directory.read("Sources/A/Login/LoginInteractor.swift") != nil)
        #expect(directory.read("Sources/C/Login/LoginViewModel.swift") != nil)
    }

    /// A module generated before whose file was deleted: the app's uses of its types are not
    /// uses of an imported type (ClashTests' ShadowedImportTests).
    @Test func theAppsUseOfADeletedGeneratedTypeIsNotShadowing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, try Self.project(ios: "17.0"))
        #expect(try CLIRunner.run(["Feed", "--xcodeproj", "App.xcodeproj", "-q"], in: directory.url).status == 0)
        try directory.write("App/AppDelegate.swift", "import UIKit\n\nlet start = FeedRouter.self\n")
        try FileManager.default.removeItem(
            at: directory.url.appendingPathComponent("App/Modules/Feed/FeedRouter.swift"))
        let again = try CLIRunner.run(["Feed", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("create     App/Modules/Feed/FeedRouter.swift"))
    }

    /// Found by the re-walk: an entity added to a module already generated declared `Item` in a
    /// file viper-gen rewrites, shadowing the app's package type `Backend.Item`.
    @Test func aTypeAddedToAFileAlreadyGeneratedIsCheckedForShadowing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git", "")
        try directory.write(Self.projectFile, try Self.project(ios: "17.0"))
        try directory.write("App/AppDelegate.swift", "import Backend\n\nlet items: [Item] = []\n")
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"xcodeproj": "App.xcodeproj", "tests": "none"}, "#
                + #""modules": [{"name": "Profile", "pattern": "mvvm", "entities": [{"name": "ProfileItem", "fields": ["id: String"]}]}]}"#
        )
        let first = try CLIRunner.run(["generate", "-q"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"xcodeproj": "App.xcodeproj", "tests": "none"}, "#
                + #""modules": [{"name": "Profile", "pattern": "mvvm", "entities": [{"name": "ProfileItem", "fields": ["id: String"]}, "#
                + #"{"name": "Item", "fields": ["id: String"]}]}]}"#)
        let added = try CLIRunner.run(["generate"], in: directory.url)
        #expect(added.status == 1)
        #expect(
            added.stderr.hasPrefix(
                "App/AppDelegate.swift:3:13: error: uses Item, which target \"App\" does not declare"),
            "\(added.stderr)")
        #expect(try CLIRunner.run(["generate", "--check"], in: directory.url).status == 1)
    }

    /// Found by the re-walk: `add` without a spec pointed its refusal at a viper-gen.json that
    /// does not exist.
    @Test func addsRefusalWithoutASpecNamesTheEntryNotAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.projectFile, try Self.project(ios: "15.0"))
        let refused = try CLIRunner.run(
            ["add", "Profile", "--ios", "16.0", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "error: modules[0]: module Profile is generated for iOS 16.0, and target \"App\" supports iOS 15.0"),
            "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "(in the entry 'viper-gen add' would write, {\"name\": \"Profile\", \"ios\": \"16.0\", "
                    + "\"xcodeproj\": \"App.xcodeproj\"}, which was not written)"))
        #expect(directory.files() == [Self.projectFile], "nothing written, no spec either")
    }
}
