import Foundation
import Testing

@testable import XcodeProject

/// Removing what viper-gen added: the groups it created that a removal empties go with their
/// files (so adding then removing gives the original bytes back), the user's groups stay, and
/// a membership in one target ends without touching the file reference or other targets.
struct ProjectRemoverTests {
    typealias Addition = ProjectEdit.Addition

    @Test func removingWhatWasAddedGivesTheOriginalBytesBackWithTheGroupsViperGenMade() throws {
        let original = SampleProjects.classic()
        let added = try ProjectFile(text: original).adding([
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App"]),
            Addition(path: "App/Modules/Login/LoginRouter.swift", targets: ["App"]),
            Addition(path: "AppTests/Modules/Login/LoginRouterTests.swift", targets: ["AppTests"])
        ])
        #expect(
            added.createdGroups == ["App/Modules", "App/Modules/Login", "AppTests/Modules", "AppTests/Modules/Login"])
        let removed = try ProjectFile(text: added.text).removing(paths: [
            "App/Modules/Login/LoginView.swift", "App/Modules/Login/LoginRouter.swift",
            "AppTests/Modules/Login/LoginRouterTests.swift"
        ])
        #expect(removed.text == original)
        #expect(
            Set(removed.removedGroups) == [
                "App/Modules", "App/Modules/Login", "AppTests/Modules", "AppTests/Modules/Login"
            ])
        #expect(
            removed.removedGroups.firstIndex(of: "App/Modules/Login")! < removed.removedGroups.firstIndex(
                of: "App/Modules")!,
            "innermost first")
    }

    /// Found by the pbxproj fuzzer: a removal that empties a section took its markers, and with
    /// them a comment the user had written there.
    @Test func aSectionKeepsItsMarkersWhenItHoldsMoreThanTheRemovedObjects() throws {
        let files = ["App/AppDelegate.swift", "AppTests/AppTests.swift"]
        let plain = try ProjectFile(text: SampleProjects.classic()).removing(paths: files)
        #expect(!plain.text.contains("PBXBuildFile section"), "an emptied section goes")
        let commented = SampleProjects.classic().replacingOccurrences(
            of: "/* Begin PBXBuildFile section */\n", with: "/* Begin PBXBuildFile section */\n// kept by hand\n")
        let removed = try ProjectFile(text: commented).removing(paths: files)
        #expect(
            removed.text.contains("/* Begin PBXBuildFile section */\n// kept by hand\n/* End PBXBuildFile section */"))
    }

    @Test func aGroupViperGenMadeThatStillHoldsAFileStays() throws {
        let original = SampleProjects.classic()
        let added = try ProjectFile(text: original).adding([
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App"]),
            Addition(path: "App/Modules/Feed/FeedView.swift", targets: ["App"])
        ])
        let removed = try ProjectFile(text: added.text).removing(paths: ["App/Modules/Feed/FeedView.swift"])
        #expect(removed.removedGroups == ["App/Modules/Feed"])
        let project = try ProjectFile(text: removed.text)
        #expect(ProjectEditorTests.hasFile(project, "App/Modules/Login/LoginView.swift"))
        #expect(removed.text.contains("/* Modules */ = {"))
        #expect(!removed.text.contains("Feed"))
    }

    @Test func theUsersOwnGroupStaysWhenARemovalEmptiesIt() throws {
        let original = SampleProjects.classic()
        let removed = try ProjectFile(text: original).removing(paths: ["App/AppDelegate.swift"])
        #expect(removed.files == ["App/AppDelegate.swift"])
        #expect(removed.removedGroups.isEmpty)
        #expect(removed.text.contains("A30000000000000000000002 /* App */ = {"), "a group made in Xcode is the user's")
    }

    @Test func aMembershipEndsInOneTargetAndTheFileReferenceStays() throws {
        let original = SampleProjects.classic()
        let added = try ProjectFile(text: original).adding([
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App", "AppTests"])
        ])
        let project = try ProjectFile(text: added.text)
        let tests = try #require(project.target(named: "AppTests"))
        #expect(project.compiledSources(of: tests).files.contains("App/Modules/Login/LoginView.swift"))

        let removed = try project.removing(
            paths: [], memberships: [.init(path: "App/Modules/Login/LoginView.swift", target: "AppTests")])
        #expect(removed.memberships == [.init(path: "App/Modules/Login/LoginView.swift", target: "AppTests")])
        #expect(removed.files.isEmpty && removed.removedGroups.isEmpty)
        let after = try ProjectFile(text: removed.text)
        #expect(ProjectEditorTests.hasFile(after, "App/Modules/Login/LoginView.swift"))
        #expect(
            !after.compiledSources(of: try #require(after.target(named: "AppTests"))).files.contains(
                "App/Modules/Login/LoginView.swift"))
        #expect(
            after.compiledSources(of: try #require(after.target(named: "App"))).files.contains(
                "App/Modules/Login/LoginView.swift"))
        // Adding the membership back restores the text: the edit is the exact inverse.
        let again = try after.adding([Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App", "AppTests"])]
        )
        #expect(again.text == added.text)
    }

    @Test func theEditorsMembershipsAreTheBuildFilesWithItsIDs() throws {
        let added = try ProjectFile(text: SampleProjects.classic()).adding([
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App", "AppTests"])
        ])
        let project = try ProjectFile(text: added.text)
        #expect(
            project.editorMemberships(of: ["App/Modules/Login/LoginView.swift", "App/AppDelegate.swift"]) == [
                .init(path: "App/Modules/Login/LoginView.swift", target: "App"),
                .init(path: "App/Modules/Login/LoginView.swift", target: "AppTests")
            ], "AppDelegate.swift's build file was made in Xcode")
        #expect(project.editorMemberships(of: []).isEmpty)
    }

    @Test func theReferencedFilePathsAreTheFileReferencesOfTheTree() throws {
        let project = try ProjectFile(text: SampleProjects.classic())
        #expect(project.referencedFilePaths().isSuperset(of: ["App/AppDelegate.swift", "AppTests/AppTests.swift"]))
        #expect(!project.referencedFilePaths().contains("App"))
    }
}
