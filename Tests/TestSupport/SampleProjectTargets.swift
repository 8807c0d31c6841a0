import Foundation

/// Edits of the classic sample project (Tests/Fixtures/XcodeSample/classic.pbxproj) that tests
/// of several suites need.
public enum SampleProjectTargets {
    /// `text` with a second application target, Clip, with an empty Sources phase.
    public static func withClip(_ text: String) -> String {
        withThirdTarget(text, name: "Clip", productType: "com.apple.product-type.application")
    }

    /// `text` with a third target (id `A4…03`, Sources phase `A5…03`, empty) of `productType`.
    public static func withThirdTarget(_ text: String, name: String, productType: String) -> String {
        let target = """
            \t\tA40000000000000000000003 /* \(name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tA50000000000000000000003 /* Sources */,
            \t\t\t);
            \t\t\tname = \(name);
            \t\t\tproductType = "\(productType)";
            \t\t};
            /* End PBXNativeTarget section */
            """
        let phase = """
            \t\tA50000000000000000000003 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            /* End PBXSourcesBuildPhase section */
            """
        return text.replacingOccurrences(of: "/* End PBXNativeTarget section */", with: target)
            .replacingOccurrences(of: "/* End PBXSourcesBuildPhase section */", with: phase)
            .replacingOccurrences(
                of: "\t\t\t\tA40000000000000000000002 /* AppTests */,\n\t\t\t);",
                with:
                    "\t\t\t\tA40000000000000000000002 /* AppTests */,\n\t\t\t\tA40000000000000000000003 /* \(name) */,\n\t\t\t);"
            )
    }
}
