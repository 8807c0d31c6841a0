import Foundation
import TestSupport
import Testing

/// `viper-gen templates export DIR --xcode`: Xcode file templates rendered from the built-in
/// templates, which filled in with a name give exactly what `viper-gen NAME` writes.
@Suite struct XcodeTemplatesTests {
    /// The flavours and their folder names, with the flags that generate the same module.
    static let flavours: [(folder: String, flags: [String])] = [
        ("VIPER Module (UIKit)", ["--pattern", "viper", "--ui", "uikit"]),
        ("VIPER Module (SwiftUI)", ["--pattern", "viper", "--ui", "swiftui"]),
        ("VIPER Module (SwiftUI Hosted)", ["--pattern", "viper", "--ui", "swiftui-hosted"]),
        ("MVP Module (UIKit)", ["--pattern", "mvp", "--ui", "uikit"]),
        ("MVP Module (SwiftUI)", ["--pattern", "mvp", "--ui", "swiftui"]),
        ("MVP Module (SwiftUI Hosted)", ["--pattern", "mvp", "--ui", "swiftui-hosted"]),
        ("MVVM Module (UIKit)", ["--pattern", "mvvm", "--ui", "uikit", "--binding", "closures"]),
        ("MVVM Module (UIKit, Combine)", ["--pattern", "mvvm", "--ui", "uikit", "--binding", "combine"]),
        ("MVVM Module (UIKit, Observation)", ["--pattern", "mvvm", "--ui", "uikit", "--binding", "observation"]),
        ("MVVM Module (SwiftUI)", ["--pattern", "mvvm", "--ui", "swiftui", "--binding", "closures"]),
        ("MVVM Module (SwiftUI, Combine)", ["--pattern", "mvvm", "--ui", "swiftui", "--binding", "combine"]),
        ("MVVM Module (SwiftUI, Observation)", ["--pattern", "mvvm", "--ui", "swiftui", "--binding", "observation"]),
        ("MVVM Module (SwiftUI Hosted)", ["--pattern", "mvvm", "--ui", "swiftui-hosted", "--binding", "closures"]),
        (
            "MVVM Module (SwiftUI Hosted, Combine)",
            ["--pattern", "mvvm", "--ui", "swiftui-hosted", "--binding", "combine"]
        ),
        (
            "MVVM Module (SwiftUI Hosted, Observation)",
            ["--pattern", "mvvm", "--ui", "swiftui-hosted", "--binding", "observation"]
        ),
        ("MVC Module (UIKit)", ["--pattern", "mvc", "--ui", "uikit"]),
        ("MVC Module (SwiftUI Hosted)", ["--pattern", "mvc", "--ui", "swiftui-hosted"])
    ]

    static let macro = "___VARIABLE_productName___"
    static let header = "//___FILEHEADER___\n\n"

    /// The toolchain's `plutil`: on PATH, or beside `swift`.
    static let plutil: URL? = {
        if let found = CLIRunner.tool(named: "plutil") { return found }
        guard let swift = CLIRunner.tool(named: "swift") else { return nil }
        let candidate = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("plutil")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    func export() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["templates", "export", "Xcode", "--xcode"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        return directory
    }

    @Test func onePlistAndTheSourcesPerFlavour() throws {
        let directory = try export()
        let folders = Set(directory.files().map { String($0.split(separator: "/")[1]) })
        #expect(folders == Set(Self.flavours.map { $0.folder + ".xctemplate" }))
        for (folder, _) in Self.flavours {
            let files = directory.files().filter { $0.hasPrefix("Xcode/\(folder).xctemplate/") }
            #expect(files.contains("Xcode/\(folder).xctemplate/TemplateInfo.plist"))
            for file in files where !file.hasSuffix("TemplateInfo.plist") {
                let name = String(file.split(separator: "/").last ?? "")
                #expect(name.hasPrefix(Self.macro) && name.hasSuffix(".swift"), "\(file)")
                // Sources only: Xcode puts a template's files in one folder; tests go to another target.
                #expect(!name.hasSuffix("Tests.swift") && !name.hasSuffix("Mocks.swift"), "\(file)")
                let text = directory.read(file) ?? ""
                #expect(text.hasPrefix(Self.header), "\(file) does not start with the file header")
                #expect(text.contains(Self.macro), "\(file) never names the module")
                #expect(!text.lowercased().contains("xcodetemplateproductname"), "\(file) has the placeholder left")
            }
        }
    }

    @Test func everyTemplateInfoIsAValidXcodeFileTemplate() throws {
        let directory = try export()
        for (folder, _) in Self.flavours {
            let path = "Xcode/\(folder).xctemplate/TemplateInfo.plist"
            let data = try #require(directory.read(path)).data(using: .utf8) ?? Data()
            let plist = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any], "\(path)")
            #expect(plist["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
            let options = try #require(plist["Options"] as? [[String: Any]])
            #expect(options.count == 1)
            #expect(options.first?["Identifier"] as? String == "productName")
            #expect(options.first?["Type"] as? String == "text")
            #expect(options.first?["Name"] as? String == "Module name")
            #expect(options.first?["Required"] as? Bool == true)
            let main = try #require(plist["MainTemplateFile"] as? String)
            #expect(
                directory.read("Xcode/\(folder).xctemplate/\(main)") != nil,
                "MainTemplateFile \(main) is not in \(folder)")
            #expect((plist["Summary"] as? String)?.isEmpty == false)
        }
    }

    @Test(.enabled(if: XcodeTemplatesTests.plutil != nil, "plutil is not installed"))
    func plutilLintsEveryTemplateInfo() throws {
        let plutil = try #require(Self.plutil)
        let directory = try export()
        for (folder, _) in Self.flavours {
            let result = try CLIRunner.run(
                ["-lint", "Xcode/\(folder).xctemplate/TemplateInfo.plist"], in: directory.url, binary: plutil)
            #expect(result.status == 0, "\(folder): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasSuffix(": OK\n"), "\(folder): \(result.stdout)")
        }
        // plutil does reject a broken list, so the check above means something.
        try directory.write("broken.plist", "<plist><dict><key>Kind</key></dict>")
        #expect(try CLIRunner.run(["-lint", "broken.plist"], in: directory.url, binary: plutil).status != 0)
    }

    /// One source of truth: the template with `Login` typed in is, below Xcode's header, what
    /// `viper-gen Login` writes, file for file.
    @Test func fillingInLoginGivesExactlyTheCLIsSources() throws {
        let directory = try export()
        for (folder, flags) in Self.flavours {
            let generated = try TemporaryDirectory()
            let run = try CLIRunner.run(["Login", "--tests", "none"] + flags, in: generated.url)
            #expect(run.status == 0, "\(run.stderr)")
            let sources = generated.files().filter { $0.hasPrefix("App/Modules/Login/") }
            let templateFiles = directory.files().filter {
                $0.hasPrefix("Xcode/\(folder).xctemplate/") && !$0.hasSuffix(".plist")
            }
            let filledNames = templateFiles.map {
                "App/Modules/Login/" + ($0.split(separator: "/").last ?? "").replacing(Self.macro, with: "Login")
            }
            #expect(Set(filledNames) == Set(sources), "\(folder): \(filledNames.sorted()) vs \(sources.sorted())")
            for (template, name) in zip(templateFiles, filledNames) {
                let text = try #require(directory.read(template))
                let filled = String(text.dropFirst(Self.header.count)).replacing(Self.macro, with: "Login")
                #expect(filled == generated.read(name), "\(folder): \(name) differs from the CLI's")
            }
        }
    }

    @Test func exportingAgainChangesNothingAndRefusesToClobberEdits() throws {
        let directory = try export()
        let again = try CLIRunner.run(["templates", "export", "Xcode", "--xcode"], in: directory.url)
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("75 files: 75 unchanged\n"), "\(again.stdout)")
        let edited = "Xcode/VIPER Module (UIKit).xctemplate/TemplateInfo.plist"
        try directory.write(edited, "mine\n")
        let clobber = try CLIRunner.run(["templates", "export", "Xcode", "--xcode"], in: directory.url)
        #expect(clobber.status == 1)
        #expect(directory.read(edited) == "mine\n")
        let forced = try CLIRunner.run(["templates", "export", "Xcode", "--xcode", "--force"], in: directory.url)
        #expect(forced.status == 0)
        #expect(directory.read(edited)?.hasPrefix("<?xml") == true)
    }
}
