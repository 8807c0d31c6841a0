import Foundation
import Testing

@testable import XcodeProject

/// The object model read from project.pbxproj: targets, groups, files, build phases,
/// synchronized folders, path resolution and the errors of a file that is not a project.
struct ProjectModelTests {
    @Test func readsTargetsGroupsFilesAndPhases() throws {
        let project = try ProjectFile(text: SampleProjects.classic())
        #expect(project.rootObjectID == "A60000000000000000000001")
        #expect(project.mainGroupID == "A30000000000000000000001")
        #expect(project.objectVersion == 56)
        #expect(project.targetNames == ["App", "AppTests"])
        #expect(
            project.targets[1]
                == .init(
                    id: "A40000000000000000000002", isa: "PBXNativeTarget", name: "AppTests",
                    productType: "com.apple.product-type.bundle.unit-test", buildPhaseIDs: ["A50000000000000000000002"],
                    synchronizedGroupIDs: []
                ))
        #expect(
            project.group("A30000000000000000000004")
                == .init(
                    id: "A30000000000000000000004", isa: "PBXGroup", name: "Products", path: nil, sourceTree: "<group>",
                    childIDs: ["A20000000000000000000003"]
                ))
        #expect(
            project.fileReference("A20000000000000000000001")
                == .init(
                    id: "A20000000000000000000001", name: nil, path: "AppDelegate.swift", sourceTree: "<group>",
                    lastKnownFileType: "sourcecode.swift"
                ))
        #expect(
            project.buildFile("A10000000000000000000001")
                == .init(id: "A10000000000000000000001", fileRefID: "A20000000000000000000001"))
        #expect(
            project.sourcesBuildPhase(of: project.targets[0])
                == .init(
                    id: "A50000000000000000000001", isa: "PBXSourcesBuildPhase",
                    buildFileIDs: ["A10000000000000000000001"]
                ))
        #expect(project.isa(of: "A60000000000000000000001") == "PBXProject")
        #expect(
            project.group("A20000000000000000000001") == nil && project.fileReference("A30000000000000000000001") == nil
        )
        #expect(project.buildPhase("A40000000000000000000001") == nil && project.isa(of: "nope") == nil)
        #expect(project.parentID(of: "A20000000000000000000002") == "A30000000000000000000003")
        #expect(project.resolvedPath(of: "A30000000000000000000001") == "")
        #expect(project.resolvedPath(of: "A20000000000000000000001") == "App/AppDelegate.swift")
        #expect(project.resolvedPath(of: "A30000000000000000000004") == "")
        #expect(project.resolvedPath(of: "missing") == nil)
        #expect(project.resolvedTreePaths()["A20000000000000000000002"] == "AppTests/AppTests.swift")
    }

    @Test func readsSynchronizedFoldersAndTheirExceptions() throws {
        let project = try ProjectFile(text: SampleProjects.synchronized)
        #expect(
            project.synchronizedRootGroup("B80000000000000000000001")
                == .init(
                    id: "B80000000000000000000001", name: nil, path: "App", sourceTree: "<group>",
                    exceptionSetIDs: ["B70000000000000000000001", "B70000000000000000000002"]
                ))
        #expect(
            project.synchronizedExceptionSet("B70000000000000000000001")
                == .init(
                    id: "B70000000000000000000001", targetID: "B40000000000000000000001",
                    membershipExceptions: ["Info.plist", "Legacy"]
                ))
        #expect(project.resolvedPath(of: "B80000000000000000000002") == "AppTests")
        #expect(project.group("B80000000000000000000001") == nil)
    }

    /// A tree exercising every source tree, variant and version groups and `projectDirPath`.
    static func tree(projectDirPath: String = "\"\"") -> String {
        """
        // !$*UTF8*$!
        { objectVersion = 46; objects = {
        \t\tM = {isa = PBXGroup; children = (G, V, X, R, B, C1, S); sourceTree = "<group>"; };
        \t\tG = {isa = PBXGroup; children = (F, N); name = Named; path = "Sources/./Deep/../Core"; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = "A File.swift"; sourceTree = "<group>"; };
        \t\tN = {isa = PBXFileReference; name = Shown; path = ../Elsewhere/n.swift; sourceTree = "<group>"; };
        \t\tV = {isa = PBXVariantGroup; children = (VB); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tVB = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tX = {isa = XCVersionGroup; children = (XM); path = Model.xcdatamodeld; sourceTree = "<group>"; };
        \t\tXM = {isa = PBXFileReference; path = Model.xcdatamodel; sourceTree = "<group>"; };
        \t\tR = {isa = PBXFileReference; path = Root/R.swift; sourceTree = SOURCE_ROOT; };
        \t\tB = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tC1 = {isa = PBXGroup; children = (C2); path = /opt/x; sourceTree = "<absolute>"; };
        \t\tC2 = {isa = PBXGroup; children = (C1); path = y; sourceTree = "<group>"; };
        \t\tS = {isa = PBXFileReference; path = Sdk.framework; sourceTree = SDKROOT; };
        \t\tO = {isa = PBXFileReference; path = orphan.swift; sourceTree = "<group>"; };
        \t\tP = {isa = PBXProject; mainGroup = M; projectDirPath = \(projectDirPath); targets = (); };
        }; rootObject = P; }
        """
    }

    @Test(arguments: [
        ("G", "Sources/Core"), ("F", "Sources/Core/A File.swift"), ("N", "Sources/Elsewhere/n.swift"),
        ("V", ""), ("VB", "Base.lproj/Main.storyboard"), ("X", "Model.xcdatamodeld"),
        ("XM", "Model.xcdatamodeld/Model.xcdatamodel"),
        ("R", "Root/R.swift"), ("B", "$(BUILT_PRODUCTS_DIR)/App.app"), ("C1", "/opt/x"), ("C2", "/opt/x/y"),
        ("S", "$(SDKROOT)/Sdk.framework"), ("O", "orphan.swift"), ("M", "")
    ])
    func resolvesPathsThroughEverySourceTree(id: String, expected: String) throws {
        let project = try ProjectFile(text: Self.tree())
        #expect(project.resolvedPath(of: id) == expected)
        if id != "O" { #expect(project.resolvedTreePaths()[id] == expected) }
    }

    @Test func projectDirPathMovesTheSourceRoot() throws {
        let project = try ProjectFile(text: Self.tree(projectDirPath: "Client"))
        #expect(project.resolvedPath(of: "F") == "Client/Sources/Core/A File.swift")
        #expect(project.resolvedPath(of: "R") == "Client/Root/R.swift")
        #expect(project.resolvedTreePaths()["R"] == "Client/Root/R.swift")
        // A new top-level folder under a moved root: a SOURCE_ROOT group relative to it.
        let result = try project.adding([.init(path: "Client/Tools/T.swift", targets: [])])
        let edited = try ProjectFile(text: result.text)
        #expect(edited.treeOrder.contains { edited.resolvedPath(of: $0) == "Client/Tools/T.swift" })
    }

    @Test func cyclesResolveToNothingRatherThanLoop() throws {
        let text = """
            { objects = {
            M = {isa = PBXGroup; children = (A); sourceTree = "<group>"; };
            A = {isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
            B = {isa = PBXGroup; children = (A, M); path = b; sourceTree = "<group>"; };
            P = {isa = PBXProject; mainGroup = M; }; }; rootObject = P; }
            """
        let project = try ProjectFile(text: text)
        #expect(project.treeOrder == ["M", "A", "B"])
        #expect(project.resolvedPath(of: "B") == "a/b")
        let edited = try ProjectFile(text: try project.adding([.init(path: "a/b/c/D.swift", targets: [])]).text)
        #expect(edited.resolvedTreePaths().values.contains("a/b/c/D.swift"))
    }

    /// What a target compiles through synchronized folders: its own folder without its
    /// exceptions, and another target's folder's files that an exception set gives it (Xcode 16's
    /// `synchronized.pbxproj` sample: App's folder gives AppTests `Shared/Helpers.swift`).
    @Test func aTargetCompilesItsFoldersAndWhatAnotherTargetsFolderGivesIt() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/XcodeSample/synchronized.pbxproj")
        let project = try ProjectFile(text: try String(contentsOf: url, encoding: .utf8))
        let app = try project.compiledSources(of: #require(project.target(named: "App")))
        #expect(app.folders == [.init(path: "App", excluded: ["Info.plist", "Legacy"])])
        let tests = try project.compiledSources(of: #require(project.target(named: "AppTests")))
        #expect(tests.folders == [.init(path: "AppTests", excluded: [])])
        #expect(tests.files.contains("App/Shared/Helpers.swift"))
        #expect(!app.files.contains("App/Shared/Helpers.swift"))
    }

    /// A file two groups list stays under the first; the tree, worked out on first use, is the
    /// same whichever threads ask for it at once.
    @Test func aChildListedByTwoGroupsStaysUnderTheFirstAndEveryThreadGetsOneTree() async throws {
        let text = """
            { objects = {
            M = {isa = PBXGroup; children = (A, B); sourceTree = "<group>"; };
            A = {isa = PBXGroup; children = (F); path = a; sourceTree = "<group>"; };
            B = {isa = PBXGroup; children = (F, M); path = b; sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = F.swift; sourceTree = "<group>"; };
            P = {isa = PBXProject; mainGroup = M; }; }; rootObject = P; }
            """
        let project = try ProjectFile(text: text)
        let trees = await withTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask {
                    if index.isMultiple(of: 2) { project.prepareTree() }
                    return project.treeOrder + project.treePaths()
                }
            }
            var all: [[String]] = []
            for await tree in group { all.append(tree) }
            return all
        }
        #expect(Set(trees) == [["M", "A", "F", "B", "", "a", "a/F.swift", "b"]])
        #expect(project.parentID(of: "F") == "A")
        #expect(project.parentID(of: "M") == nil, "the main group listed as a child is not entered again")
        #expect(project.resolvedPath(of: "F") == "a/F.swift")
    }

    @Test(arguments: [
        ("( a )", "project.pbxproj:1:1: the top level is not a dictionary; a project.pbxproj starts with '{'"),
        ("{ a = b; }", "project.pbxproj:1:1: there is no 'objects' dictionary"),
        ("{ objects = (); }", "project.pbxproj:1:1: there is no 'objects' dictionary"),
        ("{ objects = {}; }", "project.pbxproj:1:1: there is no 'rootObject'"),
        (
            "{ objects = {};\n rootObject = R; }",
            "project.pbxproj:2:15: object R, referenced by rootObject, is not in objects"
        ),
        (
            "{ objects = { R = {isa = PBXProject;}; }; rootObject = R; }",
            "project.pbxproj:1:15: object R (the PBXProject) has no mainGroup"
        ),
        (
            "{ objects = { R = {isa = PBXProject; mainGroup = G;}; }; rootObject = R; }",
            "project.pbxproj:1:50: object G, referenced by the PBXProject's mainGroup, is not in objects"
        ),
        (
            "{ objects = { G = {}; R = {mainGroup = G; targets = (G, T);}; }; rootObject = R; }",
            "project.pbxproj:1:57: object T, referenced by the PBXProject's targets, is not in objects"
        )
    ])
    func refusesTextThatIsNotAProject(source: String, expected: String) {
        #expect(throws: ProjectFileError.self) { try ProjectFile(text: source) }
        do {
            _ = try ProjectFile(text: source)
        } catch {
            #expect(error.description == expected)
            #expect(error.formatted(path: "App.xcodeproj/project.pbxproj") == "App.xcodeproj/" + expected)
        }
    }
}
