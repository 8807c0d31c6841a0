import Foundation

/// Whether a project.pbxproj can build as far as its file list goes: `plutil -lint` accepts
/// it, every file reference in its group tree resolves to a file that exists, and no target
/// compiles two files of one name (swiftc: `filename "X.swift" used twice`). Read with
/// plutil and JSONSerialization, not with viper-gen's own parser, so that the check does not
/// share the editor's mistakes.
public enum ProjectSoundness {
    /// What is wrong with the project text, empty when it is sound; nil when plutil is missing
    /// (the caller skips).
    /// - Parameters:
    ///   - text: the project file's text.
    ///   - exists: whether a file exists at a path relative to the folder holding the .xcodeproj.
    public static func problems(of text: String, exists: (String) -> Bool) throws -> [String]? {
        switch try fileReferences(of: text) {
        case nil: return nil
        case .failure(let problem): return [problem.reason]
        case .success(let paths):
            return paths.filter { !exists($0) }.map { "a file reference to \($0), which does not exist" }
                + (try compiledTwice(in: text) ?? [])
        }
    }

    /// One problem per target that compiles two files of the same name in its Sources phases.
    static func compiledTwice(in text: String) throws -> [String]? {
        guard let objects = try objects(of: text) else { return nil }
        var problems: [String] = []
        for (_, target) in objects.sorted(by: { $0.key < $1.key }) where target["isa"] as? String == "PBXNativeTarget" {
            var byName: [String: Int] = [:]
            for phaseID in target["buildPhases"] as? [String] ?? []
            where objects[phaseID]?["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in objects[phaseID]?["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"] as? String, let object = objects[reference],
                        let name = (object["path"] as? String ?? object["name"] as? String)?.split(separator: "/").last
                    else { continue }
                    byName[String(name), default: 0] += 1
                }
            }
            for (name, count) in byName.sorted(by: { $0.key < $1.key }) where count > 1 {
                problems.append("target \(target["name"] as? String ?? "?") compiles \(count) files named \(name)")
            }
        }
        return problems
    }

    /// The project's objects as plutil reads them; nil when plutil is missing or refuses it.
    static func objects(of text: String) throws -> [String: [String: Any]]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "project-soundness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("project.pbxproj")
        try text.write(to: file, atomically: true, encoding: .utf8)
        guard let json = plutil(["-convert", "json", "-o", "-", file.path]), json.status == 0,
            let root = try JSONSerialization.jsonObject(with: json.output) as? [String: Any]
        else { return nil }
        return root["objects"] as? [String: [String: Any]]
    }

    /// Why plutil refuses a project.
    public struct Refusal: Error {
        public var reason: String
    }

    /// The paths (relative to the folder holding the .xcodeproj) of the file references in the
    /// project's group tree that lie in the source tree, as plutil reads them; a refusal when
    /// plutil does not accept the text, nil when plutil is missing.
    public static func fileReferences(of text: String) throws -> Result<[String], Refusal>? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "project-soundness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("project.pbxproj")
        try text.write(to: file, atomically: true, encoding: .utf8)
        guard let lint = plutil(["-lint", file.path]) else { return nil }
        guard lint.status == 0 else {
            return .failure(Refusal(reason: "plutil -lint refuses it: " + String(decoding: lint.output, as: UTF8.self)))
        }
        guard let json = plutil(["-convert", "json", "-o", "-", file.path]), json.status == 0,
            let root = try JSONSerialization.jsonObject(with: json.output) as? [String: Any],
            let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String, let mainGroup = objects[rootID]?["mainGroup"] as? String
        else {
            return .failure(Refusal(reason: "plutil cannot convert it to JSON, or it has no main group"))
        }
        return .success(fileReferences(from: mainGroup, folder: "", objects: objects))
    }

    /// The same for a project on disk: the folder holding `project` is where paths resolve.
    public static func problems(ofProjectAt project: URL) throws -> [String]? {
        let sourceRoot = project.deletingLastPathComponent().deletingLastPathComponent()
        return try problems(of: String(decoding: try Data(contentsOf: project), as: UTF8.self)) { path in
            FileManager.default.fileExists(atPath: sourceRoot.appendingPathComponent(path).path)
        }
    }

    /// The paths of the file references below the group `id` (whose folder is `folder`) that
    /// lie in the source tree: relative to their group or to the source root.
    private static func fileReferences(from id: String, folder: String, objects: [String: [String: Any]]) -> [String] {
        guard let object = objects[id] else { return [] }
        let tree = object["sourceTree"] as? String ?? "<group>"
        let path = object["path"] as? String
        let resolved: String? =
            switch tree {
            case "<group>": path.map { folder.isEmpty ? $0 : folder + "/" + $0 } ?? folder
            case "SOURCE_ROOT": path ?? ""
            default: nil
            }
        guard let resolved else { return [] }
        if object["isa"] as? String == "PBXFileReference" { return [standardized(resolved)] }
        return (object["children"] as? [String] ?? []).flatMap {
            fileReferences(from: $0, folder: resolved, objects: objects)
        }
    }

    /// `a/./b/../c` → `a/c`.
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    private static func plutil(_ arguments: [String]) -> (status: Int32, output: Data)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["plutil"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // env's "not found" exit status: no plutil here.
        return process.terminationStatus == 127 ? nil : (process.terminationStatus, data)
    }
}
