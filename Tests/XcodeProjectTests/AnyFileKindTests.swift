import Foundation
import Testing

@testable import XcodeProject

/// `xcodeproj add` for any file: each kind in its build phase with Xcode's file type, proven by
/// plutil on our samples, the real project fixtures and the real-app mirrors.
struct AnyFileKindTests {
    /// One file of every kind the editor places differently.
    static let names = [
        "SettingsView.swift", "Settings.xib", "Main.storyboard", "Colors.xcassets", "data.json",
        "Localizable.strings", "icon.png", "Bridge.h", "Info.plist"
    ]

    @Test func eachKindGoesIntoItsBuildPhase() {
        #expect(ProjectEdit.Phase.forName("A.swift") == .sources)
        #expect(ProjectEdit.Phase.forName("A.m") == .sources)
        #expect(ProjectEdit.Phase.forName("A.xib") == .resources)
        #expect(ProjectEdit.Phase.forName("Assets.xcassets") == .resources)
        #expect(ProjectEdit.Phase.forName("font.ttf") == .resources)
        #expect(ProjectEdit.Phase.forName("A.h") == .none)
        #expect(ProjectEdit.Phase.forName("Info.plist") == .none)
        #expect(ProjectEdit.Phase.forName("App.entitlements") == .none)
        #expect(ProjectEdit.Phase.forName("Config.plist") == .resources)
    }

    @Test func eachKindHasXcodesFileType() {
        #expect(FileTypes.fileType(forName: "Assets.xcassets") == "folder.assetcatalog")
        #expect(FileTypes.fileType(forName: "A.xib") == "file.xib")
        #expect(FileTypes.fileType(forName: "Main.storyboard") == "file.storyboard")
        #expect(FileTypes.fileType(forName: "icon.PNG") == "image.png")
        #expect(FileTypes.fileType(forName: "Localizable.strings") == "text.plist.strings")
        #expect(FileTypes.fileType(forName: "A.h") == "sourcecode.c.h")
        #expect(FileTypes.fileType(forName: "README") == "text")
    }

    /// Every project we have: (name, text).
    static var allProjects: [(name: String, text: String)] {
        let files = FixtureSupport.sampleProjects + FixtureSupport.realProjects
        return files.map {
            ($0.lastPathComponent, String(decoding: (try? Data(contentsOf: $0)) ?? Data(), as: UTF8.self))
        }
            + FixtureSupport.mirrorProjects
    }

    @Test func addingFilesOfEveryKindIsProvenOnEveryProject() throws {
        var summaries: [String] = []
        var failures: [String] = []
        for (name, text) in Self.allProjects {
            let project = try ProjectFile(text: text)
            guard let (app, _) = FixtureProjectTests.targets(of: project, file: URL(fileURLWithPath: name)) else {
                continue
            }
            // A target without a Copy Bundle Resources phase gets the sources and headers only.
            let bundles =
                project.target(named: app).map { target in
                    target.buildPhaseIDs.contains { project.object($0, is: "PBXResourcesBuildPhase") }
                } == true
            let names = bundles ? Self.names : Self.names.filter { ProjectEdit.Phase.forName($0) != .resources }
            let folder = try FixtureSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var proof = EditProof(name: name, original: text, folder: folder)
            let appFolder = FixtureProjectTests.folder(of: app, in: project)
            let inPlace = try proof.prove(
                names.map {
                    .init(path: (appFolder.isEmpty ? "" : appFolder + "/") + "ViperGenAdded/\($0)", targets: [app])
                })
            let topLevel = try proof.prove(names.map { .init(path: "ViperGenAddedTop/\($0)", targets: [app]) })
            failures += proof.failures
            summaries.append(
                "\(name): in place \(inPlace.files.count) files, \(inPlace.synchronized.count) synchronized; "
                    + "top level \(topLevel.files.count) files, \(topLevel.memberships.count) memberships")
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(summaries.count >= FixtureSupport.sampleProjects.count, "\(summaries)")
        print(summaries.joined(separator: "\n"))
    }

    @Test(
        .enabled(
            if: !FixtureSupport.mirrorProjects.isEmpty, "no real-app mirror under VIPER_GEN_MIRROR or /work/.mirror"))
    func everyMirrorProjectIsProven() throws {
        // The mirrors go through the same proof as above; this names them so that a missing one shows.
        #expect(FixtureSupport.mirrorProjects.count >= 1)
        for (name, text) in FixtureSupport.mirrorProjects {
            let project = try ProjectFile(text: text)
            #expect(!project.targets.isEmpty, "\(name)")
        }
    }

    @Test func aResourceForATargetWithoutAResourcesPhaseIsRefused() throws {
        let text = try String(
            contentsOf: FixtureSupport.root.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj"),
            encoding: .utf8)
        let project = try ProjectFile(text: text)
        let app = project.targets[0].name
        #expect(throws: ProjectFileError.noResourcesBuildPhase(target: app)) {
            try project.adding([.init(path: "App/Main.storyboard", targets: [app])])
        }
        #expect(
            ProjectFileError.noResourcesBuildPhase(target: app).message
                == "target \"\(app)\" has no Copy Bundle Resources build phase; add one in Xcode (Build Phases > New Copy Bundle Resources Phase)"
        )
        // Without a target, a resource is only referenced.
        #expect(try project.adding([.init(path: "App/Main.storyboard", targets: [])]).files == ["App/Main.storyboard"])
    }

    @Test func aGroupGivenMirrorsTheFoldersBelowIt() throws {
        let text = try String(
            contentsOf: FixtureSupport.root.appendingPathComponent("Tests/Fixtures/XcodeSample/classic.pbxproj"),
            encoding: .utf8)
        let project = try ProjectFile(text: text)
        let app = project.targets[0].name
        let group = try #require(
            project.group(project.mainGroupID)?.childIDs.compactMap(project.group).first {
                $0.path != nil && $0.isa == "PBXGroup"
            })
        let groupName = group.name ?? group.path!
        let folder = try #require(project.resolvedPath(of: group.id))
        let result = try project.adding([
            .init(path: folder + "/Extra/Deep/Thing.swift", targets: [app], group: groupName)
        ])
        #expect(result.createdGroups == [folder + "/Extra", folder + "/Extra/Deep"])
        let edited = try ProjectFile(text: result.text)
        #expect(
            edited.compiledSources(of: edited.target(named: app)!).files.contains(folder + "/Extra/Deep/Thing.swift"))
        #expect(try edited.removing(paths: [folder + "/Extra/Deep/Thing.swift"]).text == text)

        #expect(throws: ProjectFileError.self) {
            try project.adding([.init(path: "Elsewhere/Thing.swift", targets: [app], group: groupName)])
        }
        do {
            _ = try project.adding([.init(path: "X.swift", targets: [app], group: groupName + "Nope")])
            Issue.record("an unknown group was accepted")
        } catch {
            guard case .unknownGroup(let path, let available) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == groupName + "Nope")
            #expect(available.contains(groupName))
            #expect(error.message.hasPrefix("no group \"\(groupName)Nope\" in the project navigator; groups: "))
        }
    }
}
