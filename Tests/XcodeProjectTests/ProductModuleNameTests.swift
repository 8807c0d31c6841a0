import Foundation
import Testing

@testable import XcodeProject

/// The module a target builds, as its tests import it: Xcode's PRODUCT_MODULE_NAME, else
/// PRODUCT_NAME, else the target's name, made an identifier.
@Suite struct ProductModuleNameTests {
    static let classic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeSample/classic.pbxproj")

    /// classic.pbxproj with the App target renamed and, when given, a configuration list whose
    /// first configuration holds `settings`.
    static func project(target: String, settings: String? = nil) throws -> ProjectFile {
        var text = try String(contentsOf: classic, encoding: .utf8)
            .replacingOccurrences(of: "name = App;", with: "name = \"\(target)\";")
        if let settings {
            text = text.replacingOccurrences(
                of: "\t\t\tname = \"\(target)\";",
                with: "\t\t\tbuildConfigurationList = C10000000000000000000001;\n\t\t\tname = \"\(target)\";")
            text = text.replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */",
                with: """
                    /* Begin XCBuildConfiguration section */
                    \t\tC20000000000000000000001 /* Debug */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \t\t\tbuildSettings = {
                    \t\t\t\t\(settings)
                    \t\t\t};
                    \t\t\tname = Debug;
                    \t\t};
                    \t\tC20000000000000000000002 /* Release */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \t\t\tbuildSettings = {
                    \t\t\t\tPRODUCT_MODULE_NAME = Other;
                    \t\t\t};
                    \t\t\tname = Release;
                    \t\t};
                    /* End XCBuildConfiguration section */

                    /* Begin XCConfigurationList section */
                    \t\tC10000000000000000000001 = {
                    \t\t\tisa = XCConfigurationList;
                    \t\t\tbuildConfigurations = (
                    \t\t\t\tC20000000000000000000001 /* Debug */,
                    \t\t\t\tC20000000000000000000002 /* Release */,
                    \t\t\t);
                    \t\t};
                    /* End XCConfigurationList section */

                    /* Begin PBXNativeTarget section */
                    """)
        }
        return try ProjectFile(text: text)
    }

    static func name(target: String, settings: String? = nil) throws -> String? {
        let project = try project(target: target, settings: settings)
        return project.target(named: target).map(project.productModuleName(of:))
    }

    @Test func theTargetsNameWithoutSettings() throws {
        #expect(try Self.name(target: "CleanStore") == "CleanStore")
        #expect(try Self.name(target: "My Shop-iOS") == "My_Shop_iOS", "as Xcode's c99extidentifier")
        #expect(try Self.name(target: "2048") == "_2048")
    }

    @Test func theFirstConfigurationsModuleNameThenProductName() throws {
        #expect(try Self.name(target: "Shop", settings: "PRODUCT_MODULE_NAME = ShopKit;") == "ShopKit")
        #expect(try Self.name(target: "Shop", settings: "PRODUCT_NAME = \"Shop App\";") == "Shop_App")
        #expect(try Self.name(target: "Shop", settings: "PRODUCT_NAME = \"$(TARGET_NAME)\";") == "Shop")
        #expect(
            try Self.name(target: "Shop", settings: "PRODUCT_NAME = \"$(PROJECT_NAME)\";") == "Shop",
            "a setting made of other settings cannot be told: the target's name stands in")
    }
}
