import Foundation
import Testing

@testable import XcodeProject

/// Adding and removing files on small inline projects: the exact lines written, group reuse and
/// creation, synchronized folders, idempotence and every error.
struct ProjectEditorTests {
    typealias Addition = ProjectEdit.Addition

    /// The id of the file reference the project resolves `path` to.
    /// Records an issue (without printing the project) when there is none.
    static func fileID(_ project: ProjectFile, _ path: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> String
    {
        let id = project.treeOrder.first { project.fileReference($0) != nil && project.resolvedPath(of: $0) == path }
        if id == nil { Issue.record("no file reference resolves to \(path)", sourceLocation: sourceLocation) }
        return id ?? ""
    }

    /// Whether some file reference resolves to `path`.
    static func hasFile(_ project: ProjectFile, _ path: String) -> Bool {
        project.treeOrder.contains { project.fileReference($0) != nil && project.resolvedPath(of: $0) == path }
    }

    /// Checks that the object entries of every section are sorted by id.
    static func expectSortedSections(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let project = try ProjectFile(text: text)
        for section in ObjectSections(document: project.document, objects: project.objectsNode).sections {
            let ids = section.entries.compactMap { project.document.string($0.key) }
            #expect(ids == ids.sorted(), "section \(section.name)", sourceLocation: sourceLocation)
        }
    }

    @Test func addsAFileToAnExistingGroupInXcodesLayout() throws {
        let original = SampleProjects.classic()
        let project = try ProjectFile(text: original)
        let result = try project.adding([Addition(path: "App/LoginView.swift", targets: ["App"])])
        #expect(result.changed)
        #expect(result.files == ["App/LoginView.swift"])
        #expect(result.memberships == [.init(path: "App/LoginView.swift", target: "App")])
        #expect(result.createdGroups.isEmpty && result.alreadyPresent.isEmpty && result.synchronized.isEmpty)

        let edited = try ProjectFile(text: result.text)
        let ref = (Self.fileID(edited, "App/LoginView.swift"))
        let buildFile = try #require(edited.sourcesBuildPhase(of: edited.targets[0])?.buildFileIDs.last)
        #expect(ref.count == 24 && ref.allSatisfy { $0.isHexDigit && !$0.isLowercase })
        #expect(edited.parentID(of: ref) == "A30000000000000000000002")
        let added = try #require(SampleProjects.addedLines(from: original, to: result.text))
        #expect(
            Set(added) == [
                "\t\t\(buildFile) /* LoginView.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* LoginView.swift */; };\n",
                "\t\t\(ref) /* LoginView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginView.swift; sourceTree = \"<group>\"; };\n",
                "\t\t\t\t\(ref) /* LoginView.swift */,\n",
                "\t\t\t\t\(buildFile) /* LoginView.swift in Sources */,\n"
            ])
        #expect(added.count == 4)
        try Self.expectSortedSections(result.text)

        // Same input, same output; a second run changes nothing.
        #expect(try project.adding([Addition(path: "App/LoginView.swift", targets: ["App"])]).text == result.text)
        let again = try edited.adding([Addition(path: "App/LoginView.swift", targets: ["App"])])
        #expect(!again.changed && again.text == result.text)
        #expect(again.alreadyPresent == [.init(path: "App/LoginView.swift", target: "App")])
        #expect(again.files.isEmpty && again.memberships.isEmpty)

        // Removal is the exact inverse.
        let removed = try edited.removing(paths: ["App/LoginView.swift"])
        #expect(removed.text == original)
        #expect(removed.files == ["App/LoginView.swift"])
        #expect(removed.memberships == [.init(path: "App/LoginView.swift", target: "App")])
    }

    @Test func createsNestedGroupsForNewFoldersUnderTheClosestExistingGroup() throws {
        let original = SampleProjects.classic()
        let project = try ProjectFile(text: original)
        let additions = [
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App"]),
            Addition(path: "App/Modules/Login/LoginPresenter.swift", targets: ["App"]),
            Addition(path: "App/Modules/Login/Mocks/LoginMock.swift", targets: ["AppTests"]),
            Addition(path: "AppTests/Modules/LoginTests.swift", targets: ["AppTests"])
        ]
        let result = try project.adding(additions)
        #expect(
            result.createdGroups == ["App/Modules", "App/Modules/Login", "App/Modules/Login/Mocks", "AppTests/Modules"])
        #expect(result.files == additions.map(\.path))
        let edited = try ProjectFile(text: result.text)
        for addition in additions {
            let ref = Self.fileID(edited, addition.path)
            let target = try #require(edited.target(named: addition.targets[0]))
            let phase = try #require(edited.sourcesBuildPhase(of: target))
            #expect(phase.buildFileIDs.contains { edited.buildFile($0)?.fileRefID == ref })
        }
        // The Login group is a child of Modules, with its files and subgroup in order, in Xcode's layout.
        let login = try #require(edited.treeOrder.first { edited.group($0)?.path == "Login" })
        let group = try #require(edited.group(login))
        #expect(edited.resolvedPath(of: login) == "App/Modules/Login")
        #expect(group.sourceTree == "<group>" && group.name == nil)
        #expect(
            group.childIDs.compactMap { edited.fileReference($0)?.path ?? edited.group($0)?.path } == [
                "LoginView.swift", "LoginPresenter.swift", "Mocks"
            ])
        #expect(
            result.text.contains(
                """
                \t\t\(login) /* Login */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\t\(group.childIDs[0]) /* LoginView.swift */,
                \t\t\t\t\(group.childIDs[1]) /* LoginPresenter.swift */,
                \t\t\t\t\(group.childIDs[2]) /* Mocks */,
                \t\t\t);
                \t\t\tpath = Login;
                \t\t\tsourceTree = "<group>";
                \t\t};

                """))
        #expect(SampleProjects.addedLines(from: original, to: result.text) != nil)
        try Self.expectSortedSections(result.text)
        #expect(try edited.adding(additions).text == result.text)

        // Removal takes the groups it created with the files: the original, byte for byte.
        let removed = try edited.removing(paths: additions.map(\.path))
        #expect(removed.text == original)
        #expect(removed.removedGroups.count == 4)
        // Adding again creates the same groups, with the same ids.
        let readded = try ProjectFile(text: removed.text).adding(additions)
        #expect(readded.text == result.text && readded.files == additions.map(\.path))
    }

    @Test func opensAnEmptyInlineChildrenList() throws {
        let original = SampleProjects.classic(appChildren: "( )")
        let result = try ProjectFile(text: original).adding([Addition(path: "App/A.swift", targets: [])])
        let ref = (Self.fileID(try ProjectFile(text: result.text), "App/A.swift"))
        #expect(result.text.contains("\t\t\tchildren = (\n\t\t\t\t\(ref) /* A.swift */,\n\t\t\t);\n\t\t\tpath = App;"))
        #expect(result.memberships.isEmpty && result.files == ["App/A.swift"])
        // Removing the file leaves the list open (the only rewritten line).
        let removed = try ProjectFile(text: result.text).removing(paths: ["App/A.swift"])
        #expect(removed.text == SampleProjects.classic(appChildren: "(\n\t\t\t)"))
    }

    @Test func reusesGroupsWithNameAndPathAndSourceRootGroups() throws {
        let extra = """

            \t\tA30000000000000000000005 /* Features */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t);
            \t\t\tname = Features;
            \t\t\tpath = Sources/Features;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tA30000000000000000000006 /* Shared */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t);
            \t\t\tpath = Shared;
            \t\t\tsourceTree = SOURCE_ROOT;
            \t\t};
            \t\tA30000000000000000000007 /* Virtual */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tA30000000000000000000006 /* Shared */,
            \t\t\t);
            \t\t\tname = Virtual;
            \t\t\tsourceTree = "<group>";
            \t\t};
            """
        // Features sits inside App; Virtual (no path) inside App holds Shared, anchored at the root.
        let appChildren = """
            (
            \t\t\t\tA20000000000000000000001 /* AppDelegate.swift */,
            \t\t\t\tA30000000000000000000005 /* Features */,
            \t\t\t\tA30000000000000000000007 /* Virtual */,
            \t\t\t)
            """
        let project = try ProjectFile(text: SampleProjects.classic(appChildren: appChildren, extraGroups: extra))
        #expect(project.resolvedPath(of: "A30000000000000000000005") == "App/Sources/Features")
        #expect(project.resolvedPath(of: "A30000000000000000000007") == "App")
        #expect(project.resolvedPath(of: "A30000000000000000000006") == "Shared")
        #expect(project.resolvedPath(of: "A20000000000000000000003") == "$(BUILT_PRODUCTS_DIR)/App.app")

        let result = try project.adding([
            Addition(path: "App/Sources/Features/Feed.swift", targets: ["App"]),
            Addition(path: "Shared/Util.swift", targets: ["App", "AppTests"]),
            Addition(path: "Shared/Deep/More.swift", targets: ["App"])
        ])
        #expect(result.createdGroups == ["Shared/Deep"])
        let edited = try ProjectFile(text: result.text)
        let feedParent = edited.parentID(of: Self.fileID(edited, "App/Sources/Features/Feed.swift"))
        let utilParent = edited.parentID(of: Self.fileID(edited, "Shared/Util.swift"))
        #expect(feedParent == "A30000000000000000000005")
        #expect(utilParent == "A30000000000000000000006")
        #expect(Set(result.memberships.map(\.target)) == ["App", "AppTests"])
        #expect(result.memberships.count == 4)
        #expect(try edited.adding([Addition(path: "Shared/Util.swift", targets: ["AppTests", "App"])]).changed == false)
    }

    @Test func anchorsNewTopLevelGroupsAtTheSourceRootWhenTheMainGroupHasAPath() throws {
        let text = SampleProjects.classic().replacingFirst(
            "\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA30000000000000000000002 /* App */",
            with:
                "\t\t\tpath = Sources;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA30000000000000000000002 /* App */"
        )
        let project = try ProjectFile(text: text)
        #expect(project.resolvedPath(of: project.mainGroupID) == "Sources")
        let result = try project.adding([Addition(path: "Tools/Gen.swift", targets: ["App"])])
        #expect(result.createdGroups == ["Tools"])
        #expect(result.text.contains("\t\t\tpath = Tools;\n\t\t\tsourceTree = SOURCE_ROOT;\n"))
        let edited = try ProjectFile(text: result.text)
        #expect(Self.hasFile(edited, "Tools/Gen.swift"))
        #expect(try edited.adding([Addition(path: "Tools/Gen.swift", targets: ["App"])]).changed == false)
    }

    @Test func leavesFilesInSynchronizedFoldersToXcode() throws {
        let project = try ProjectFile(text: SampleProjects.synchronized)
        #expect(project.objectVersion == 77)
        #expect(
            project.targets.map(\.synchronizedGroupIDs) == [["B80000000000000000000001"], ["B80000000000000000000002"]])
        let result = try project.adding([
            Addition(path: "App/Modules/Login/LoginView.swift", targets: ["App", "AppTests"]),
            Addition(path: "App/Info.plist", targets: ["App"]),
            Addition(path: "App/Legacy/Old.swift", targets: ["App"]),
            Addition(path: "App/Shared/Helpers.swift", targets: ["AppTests"]),
            Addition(path: "AppTests/LoginTests.swift", targets: ["AppTests"])
        ])
        #expect(!result.changed && result.text == SampleProjects.synchronized)
        #expect(
            result.synchronized == [
                .init(
                    path: "App/Modules/Login/LoginView.swift", folder: "App", builtBy: ["App"], notBuiltBy: ["AppTests"]
                ),
                .init(path: "App/Info.plist", folder: "App", builtBy: [], notBuiltBy: ["App"]),
                .init(path: "App/Legacy/Old.swift", folder: "App", builtBy: [], notBuiltBy: ["App"]),
                .init(path: "App/Shared/Helpers.swift", folder: "App", builtBy: ["AppTests"], notBuiltBy: []),
                .init(path: "AppTests/LoginTests.swift", folder: "AppTests", builtBy: ["AppTests"], notBuiltBy: [])
            ])
        let referenceOnly = try project.adding([Addition(path: "App/Notes.md", targets: [])])
        #expect(
            !referenceOnly.changed
                && referenceOnly.synchronized == [
                    .init(path: "App/Notes.md", folder: "App", builtBy: [], notBuiltBy: [])
                ])

        // A classic group in the same project still gets files, and its `( )` list is opened.
        let shared = try project.adding([Addition(path: "Shared/Log.swift", targets: ["App"])])
        #expect(shared.files == ["Shared/Log.swift"])
        let sharedRef = (Self.fileID(try ProjectFile(text: shared.text), "Shared/Log.swift"))
        #expect(
            shared.text.contains(
                "\t\t\tchildren = (\n\t\t\t\t\(sharedRef) /* Log.swift */,\n\t\t\t);\n\t\t\tpath = Shared;"))
        // No PBXBuildFile section existed: it is created first, in alphabetical order.
        #expect(shared.text.contains("\tobjects = {\n\n/* Begin PBXBuildFile section */\n\t\t"))
        #expect(shared.text.contains("/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n"))
        let removed = try ProjectFile(text: shared.text).removing(paths: ["Shared/Log.swift"])
        #expect(
            removed.text
                == SampleProjects.synchronized.replacingFirst("children = ( );", with: "children = (\n\t\t\t);"))
    }

    @Test func editsAProjectWithoutSectionComments() throws {
        let project = try ProjectFile(text: SampleProjects.compact)
        #expect(project.objectVersion == 46)
        let additions = [
            Addition(path: "Src/Main.swift", targets: ["Tool"]), Addition(path: "Src/Sub/Util.swift", targets: ["Tool"])
        ]
        let result = try project.adding(additions)
        let edited = try ProjectFile(text: result.text)
        for addition in additions { #expect(Self.hasFile(edited, addition.path), "\(addition.path)") }
        #expect(edited.sourcesBuildPhase(of: edited.targets[0])?.buildFileIDs.count == 2)
        #expect(try edited.adding(additions).text == result.text)
        let removed = try edited.removing(paths: additions.map(\.path))
        #expect(!Self.hasFile(try ProjectFile(text: removed.text), "Src/Main.swift"))
        #expect(removed.removedGroups == ["Src/Sub"], "the group viper-gen made goes; Src is the project's own")
        #expect(try ProjectFile(text: removed.text).adding(additions).createdGroups == ["Src/Sub"])
    }

    @Test func quotesPathsAndNamesLikeXcode() throws {
        let result = try ProjectFile(text: SampleProjects.classic()).adding([
            Addition(path: "App/Login Flow/Log-in+View.swift", targets: ["App"])
        ])
        #expect(result.text.contains("path = \"Log-in+View.swift\"; sourceTree = \"<group>\"; };"))
        #expect(result.text.contains("/* Log-in+View.swift */ = {isa = PBXFileReference;"))
        #expect(result.text.contains("\t\t\tpath = \"Login Flow\";\n"))
        let edited = try ProjectFile(text: result.text)
        #expect(Self.hasFile(edited, "App/Login Flow/Log-in+View.swift"))
    }

    @Test func normalizesPathsAndMergesRepeatedAdditions() throws {
        let project = try ProjectFile(text: SampleProjects.classic())
        let result = try project.adding([
            Addition(path: "./App//X.swift", targets: ["App"]),
            Addition(path: "App/X.swift", targets: ["AppTests", "App"])
        ])
        #expect(result.files == ["App/X.swift"])
        #expect(
            result.memberships == [
                .init(path: "App/X.swift", target: "App"), .init(path: "App/X.swift", target: "AppTests")
            ])
        let existing = try project.adding([Addition(path: "App/AppDelegate.swift", targets: ["App", "AppTests"])])
        #expect(existing.alreadyPresent == [.init(path: "App/AppDelegate.swift", target: "App")])
        #expect(existing.memberships == [.init(path: "App/AppDelegate.swift", target: "AppTests")])
        #expect(existing.files.isEmpty)
    }

    @Test func reportsErrorsWithWhatIsMissing() throws {
        let project = try ProjectFile(text: SampleProjects.classic())
        #expect(throws: ProjectFileError.unknownTarget(name: "Ap", available: ["App", "AppTests"])) {
            try project.adding([Addition(path: "App/X.swift", targets: ["Ap"])])
        }
        #expect(
            ProjectFileError.unknownTarget(name: "Ap", available: ["App", "AppTests"]).description
                == "project.pbxproj: no target named \"Ap\"; the targets are \"App\", \"AppTests\"")
        for (path, reason) in [
            ("/abs/X.swift", "the path is absolute; give it relative to the folder that holds the .xcodeproj"),
            ("../X.swift", "the path leaves the folder that holds the .xcodeproj"),
            ("App/../../X.swift", "the path leaves the folder that holds the .xcodeproj"),
            ("./", "the path names no file"),
            ("App/a*/b.swift", "the path contains \"*/\", which would end the comment Xcode writes after each id"),
            ("App/a\nb.swift", "the path contains a control character")
        ] {
            #expect(throws: ProjectFileError.invalidPath(path: path, reason: reason)) {
                try project.adding([Addition(path: path, targets: [])])
            }
            #expect(throws: ProjectFileError.invalidPath(path: path, reason: reason)) {
                try project.removing(paths: [path])
            }
        }

        let noPhase = SampleProjects.classic().replacingFirst(
            "\t\t\t\tA50000000000000000000002 /* Sources */,\n", with: "")
        #expect(throws: ProjectFileError.noSourcesBuildPhase(target: "AppTests")) {
            try ProjectFile(text: noPhase).adding([Addition(path: "AppTests/X.swift", targets: ["AppTests"])])
        }
        let missingPhase = SampleProjects.classic().replacingFirst(
            "A50000000000000000000002 /* Sources */,", with: "DEADBEEF /* Sources */,")
        #expect(
            throws: ProjectFileError.missingObject(
                id: "DEADBEEF", referencedBy: "the buildPhases of target \"AppTests\"", line: 65, column: 3)
        ) {
            try ProjectFile(text: missingPhase).adding([Addition(path: "AppTests/X.swift", targets: ["AppTests"])])
        }
        let noChildren = SampleProjects.classic().replacingFirst(
            "\t\t\tchildren = (\n\t\t\t\tA20000000000000000000002 /* AppTests.swift */,\n\t\t\t);\n", with: "")
        #expect(
            throws: ProjectFileError.malformedObject(
                id: "A30000000000000000000003", message: "has no 'children' list to add to", line: 38, column: 3)
        ) {
            try ProjectFile(text: noChildren).adding([Addition(path: "AppTests/X.swift", targets: [])])
        }
        let missingDescription = ProjectFileError.missingObject(id: "X", referencedBy: "rootObject", line: 3, column: 4)
            .description
        #expect(missingDescription == "project.pbxproj:3:4: object X, referenced by rootObject, is not in objects")
    }

    @Test func removalRefusesToLeaveADanglingReference() throws {
        let text = SampleProjects.classic().replacingFirst(
            "\t\t\tproductRefGroup = A30000000000000000000004 /* Products */;",
            with:
                "\t\t\tproductRefGroup = A30000000000000000000004 /* Products */;\n\t\t\tmainFile = A20000000000000000000001;"
        )
        #expect(
            throws: ProjectFileError.stillReferenced(
                id: "A20000000000000000000001", by: "object A60000000000000000000001", line: 80, column: 15)
        ) {
            try ProjectFile(text: text).removing(paths: ["App/AppDelegate.swift"])
        }
        let missing = try ProjectFile(text: text).removing(paths: ["App/Nope.swift"])
        #expect(!missing.changed && missing.notFound == ["App/Nope.swift"])
    }

    @Test func idsAreDeterministicAndAvoidCollisions() {
        var generator = ObjectIDGenerator(projectIdentity: "P", existing: [])
        let first = generator.make(kind: "PBXFileReference", path: "A.swift")
        #expect(first == ObjectIDGenerator.hexID("P\u{1F}PBXFileReference\u{1F}\u{1F}A.swift"))
        var colliding = ObjectIDGenerator(projectIdentity: "P", existing: [first])
        let second = colliding.make(kind: "PBXFileReference", path: "A.swift")
        #expect(
            second != first && second == ObjectIDGenerator.hexID("P\u{1F}PBXFileReference\u{1F}\u{1F}A.swift\u{1F}1"))
        #expect(generator.make(kind: "PBXFileReference", path: "A.swift") == second)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (the string itself when absent).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
