@testable import XcodeProject

/// Small projects in Xcode's layout, written inline, and helpers to compare texts by lines.
enum SampleProjects {
    /// An app and a unit-test target, objectVersion 56, each with a folder group and one file.
    /// `appChildren` replaces the App group's children list (to test other layouts).
    static func classic(appChildren: String? = nil, extraGroups: String = "", mainChildren: String = "") -> String {
        let children =
            appChildren ?? """
                (
                \t\t\t\tA20000000000000000000001 /* AppDelegate.swift */,
                \t\t\t)
                """
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \t\tA10000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* AppDelegate.swift */; };
            \t\tA10000000000000000000002 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* AppTests.swift */; };
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \t\tA20000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            \t\tA20000000000000000000002 /* AppTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppTests.swift; sourceTree = "<group>"; };
            \t\tA20000000000000000000003 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
            /* End PBXFileReference section */

            /* Begin PBXGroup section */
            \t\tA30000000000000000000001 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tA30000000000000000000002 /* App */,
            \t\t\t\tA30000000000000000000003 /* AppTests */,
            \t\t\t\tA30000000000000000000004 /* Products */,\(mainChildren)
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tA30000000000000000000002 /* App */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = \(children);
            \t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tA30000000000000000000003 /* AppTests */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tA20000000000000000000002 /* AppTests.swift */,
            \t\t\t);
            \t\t\tpath = AppTests;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tA30000000000000000000004 /* Products */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tA20000000000000000000003 /* App.app */,
            \t\t\t);
            \t\t\tname = Products;
            \t\t\tsourceTree = "<group>";
            \t\t};\(extraGroups)
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\tA40000000000000000000001 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tA50000000000000000000001 /* Sources */,
            \t\t\t);
            \t\t\tname = App;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tA40000000000000000000002 /* AppTests */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tA50000000000000000000002 /* Sources */,
            \t\t\t);
            \t\t\tname = AppTests;
            \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tA60000000000000000000001 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = A30000000000000000000001;
            \t\t\tproductRefGroup = A30000000000000000000004 /* Products */;
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \t\t\t\tA40000000000000000000001 /* App */,
            \t\t\t\tA40000000000000000000002 /* AppTests */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \t\tA50000000000000000000001 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t\tA10000000000000000000001 /* AppDelegate.swift in Sources */,
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            \t\tA50000000000000000000002 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t\tA10000000000000000000002 /* AppTests.swift in Sources */,
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            /* End PBXSourcesBuildPhase section */
            \t};
            \trootObject = A60000000000000000000001 /* Project object */;
            }

            """
    }

    /// Xcode 16 (objectVersion 77): the App folder is synchronized for the App target, with an
    /// exception leaving out Info.plist; the Tests folder for the AppTests target; a classic
    /// Shared group is compiled the old way.
    static let synchronized = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileReference section */
        \t\tB20000000000000000000001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tB70000000000000000000001 /* Exceptions for "App" folder in "App" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t\tLegacy,
        \t\t\t);
        \t\t\ttarget = B40000000000000000000001 /* App */;
        \t\t};
        \t\tB70000000000000000000002 /* Exceptions for "App" folder in "AppTests" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tShared/Helpers.swift,
        \t\t\t);
        \t\t\ttarget = B40000000000000000000002 /* AppTests */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tB80000000000000000000001 /* App */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\tB70000000000000000000001 /* Exceptions for "App" folder in "App" target */,
        \t\t\t\tB70000000000000000000002 /* Exceptions for "App" folder in "AppTests" target */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB80000000000000000000002 /* AppTests */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\tpath = AppTests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tB30000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB80000000000000000000001 /* App */,
        \t\t\t\tB80000000000000000000002 /* AppTests */,
        \t\t\t\tB30000000000000000000003 /* Shared */,
        \t\t\t\tB30000000000000000000002 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB30000000000000000000002 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB20000000000000000000001 /* App.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB30000000000000000000003 /* Shared */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = ( );
        \t\t\tpath = Shared;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tB40000000000000000000001 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tB50000000000000000000001 /* Sources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tB80000000000000000000001 /* App */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tB40000000000000000000002 /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tB50000000000000000000002 /* Sources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tB80000000000000000000002 /* AppTests */,
        \t\t\t);
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tB60000000000000000000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = B30000000000000000000001;
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = (
        \t\t\t\tB40000000000000000000001 /* App */,
        \t\t\t\tB40000000000000000000002 /* AppTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tB50000000000000000000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tB50000000000000000000002 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = B60000000000000000000001 /* Project object */;
        }

        """

    /// A hand-written project: no section comments, several objects per line.
    static let compact = """
        { archiveVersion = 1; objectVersion = 46; objects = {
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; }; G2 = {isa = PBXGroup; children = (); path = Src; sourceTree = "<group>"; };
        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); }; S1 = {isa = PBXSourcesBuildPhase; files = (); };
        T1 = {isa = PBXNativeTarget; name = Tool; buildPhases = (S1); }; }; rootObject = P1; }
        """

    /// The lines of `text`, each with its newline.
    static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            result.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The lines `new` adds to `old`, when `new` is `old` with lines inserted (and nothing
    /// else); nil otherwise. Greedy, which is exact for insert-only changes.
    static func addedLines(from old: String, to new: String) -> [String]? {
        let a = lines(old)
        let b = lines(new)
        var added: [String] = []
        var i = 0
        for line in b {
            if i < a.count, a[i] == line {
                i += 1
            } else {
                added.append(String(line))
            }
        }
        return i == a.count ? added : nil
    }
}
