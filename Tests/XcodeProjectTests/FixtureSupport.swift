import Foundation
import Testing

@testable import XcodeProject

/// Finding the fixture folders and running plutil, for the tests on real project files.
enum FixtureSupport {
    /// The repository root: the first folder above this file's real path (symbolic links
    /// resolved, so that a package that links this test folder in finds the repository's
    /// fixtures) holding Package.swift and Tests/Fixtures.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" {
            let manager = FileManager.default
            if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
                manager.fileExists(atPath: url.appendingPathComponent("Tests/Fixtures").path)
            {
                return url
            }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }()

    /// The files in a folder under the root whose names end in `suffix`, sorted.
    static func files(in folder: String, suffix: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The real-world projects (not committed; see ORIGINS.md there), or those in the folder
    /// `XCODEPROJECT_FIXTURES` names, to try the proof on other files.
    static var realProjects: [URL] {
        if let folder = ProcessInfo.processInfo.environment["XCODEPROJECT_FIXTURES"] {
            let url = URL(fileURLWithPath: folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".pbxproj") }.sorted().map { url.appendingPathComponent($0) }
        }
        return files(in: "Tests/Fixtures/XcodeProjects", suffix: ".pbxproj")
    }

    /// The app projects of the real-app mirrors (VIPER_GEN_MIRROR, by default /work/.mirror, as
    /// /work/.mirror/fetch.sh leaves it), read with git at their HEAD; empty without them.
    static let mirrorProjects: [(name: String, text: String)] = {
        let base = ProcessInfo.processInfo.environment["VIPER_GEN_MIRROR"] ?? "/work/.mirror"
        let projects = [
            ("Clean-Swift+CleanStore", "CleanStore.xcodeproj/project.pbxproj"),
            ("mutualmobile+VIPER-SWIFT", "VIPER-SWIFT.xcodeproj/project.pbxproj"),
            ("nalexn+clean-architecture-swiftui", "CountriesSwiftUI.xcodeproj/project.pbxproj"),
            ("Automattic+pocket-casts-ios", "podcasts.xcodeproj/project.pbxproj")
        ]
        var found: [(name: String, text: String)] = []
        for (mirror, path) in projects {
            for gitDir in [base + "/" + mirror + "/repo", base + "/" + mirror + "/repo/.git"] {
                guard FileManager.default.fileExists(atPath: gitDir + "/HEAD") else { continue }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["git", "--git-dir=" + gitDir, "show", "HEAD:" + path]
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                if process.terminationStatus == 0 {
                    found.append((mirror, String(decoding: data, as: UTF8.self)))
                    break
                }
            }
        }
        return found
    }()

    /// Our own small projects, always present.
    static var sampleProjects: [URL] { files(in: "Tests/Fixtures/XcodeSample", suffix: ".pbxproj") }

    /// The app and unit-test target names fixtures.json (beside ORIGINS.md) gives for each
    /// fixture file name.
    static let origins: [String: (app: String, tests: String?)] = {
        struct Entry: Decodable {
            var file: String
            var appTarget: String
            var testTarget: String?
        }
        let url = root.appendingPathComponent("Tests/Fixtures/XcodeProjects/fixtures.json")
        guard let data = try? Data(contentsOf: url), let entries = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [:] }
        var result: [String: (app: String, tests: String?)] = [:]
        for entry in entries { result[entry.file] = (entry.appTarget, entry.testTarget) }
        return result
    }()

    /// Runs plutil with `arguments`; its standard output, or nil when it fails or is missing.
    static func plutil(_ arguments: [String]) -> (status: Int32, output: Data)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["plutil"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// A temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xcodeproject-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The text as plutil reads it, converted to JSON and parsed by JSONSerialization; nil when
    /// plutil refuses it.
    static func json(of text: String, in folder: URL, name: String) throws -> [String: Any]? {
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        guard let lint = plutil(["-lint", file.path]), lint.status == 0 else { return nil }
        guard let converted = plutil(["-convert", "json", "-o", "-", file.path]), converted.status == 0 else {
            return nil
        }
        return try JSONSerialization.jsonObject(with: converted.output) as? [String: Any]
    }
}
