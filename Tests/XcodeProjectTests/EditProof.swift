import Foundation
import Testing

@testable import XcodeProject

/// The proof an edit is right, checked against plutil's reading of the files rather than ours:
/// the result lints; its objects are the original's plus exactly the new ones, with list entries
/// only appended; every id referenced resolves; each new file resolves to its intended path and
/// is in its targets' Sources phase; only lines are added; a second run is a no-op; removal
/// gives the original back, the created groups removed with the files.
struct EditProof {
    typealias Objects = [String: [String: Any]]

    let name: String
    let original: String
    let folder: URL

    /// Every failed check, as a sentence naming the fixture.
    private(set) var failures: [String] = []

    init(name: String, original: String, folder: URL) {
        self.name = name
        self.original = original
        self.folder = folder
    }

    private mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append("\(name): \(message())") }
    }

    /// Adds `additions`, runs every check, and returns the edit's result.
    @discardableResult
    mutating func prove(_ additions: [ProjectEdit.Addition]) throws -> ProjectEditResult {
        let project = try ProjectFile(text: original)
        let result = try project.adding(additions)
        let synchronized = Set(result.synchronized.map(\.path))
        check(result.changed == (result.text != original), "changed disagrees with the text")

        // (a, b, c) plutil reads the result as the original plus exactly the new objects.
        guard let before = try FixtureSupport.json(of: original, in: folder, name: "original.pbxproj") else {
            check(false, "plutil does not read the original")
            return result
        }
        guard let after = try FixtureSupport.json(of: result.text, in: folder, name: "edited.pbxproj") else {
            check(false, "plutil -lint refuses the edited file")
            return result
        }
        for key in Set(before.keys).union(after.keys) where key != "objects" {
            check(Self.equal(before[key], after[key]), "top-level \(key) changed")
        }
        let old = Self.objects(before)
        let new = Self.objects(after)
        let addedIDs = Set(new.keys).subtracting(old.keys)
        check(Set(old.keys).isSubset(of: new.keys), "objects disappeared")
        var appended: [String: [String]] = [:]  // owner id -> appended ids
        for (id, object) in old {
            guard let edited = new[id], !Self.equal(object, edited) else { continue }
            for key in Set(object.keys).union(edited.keys) where !Self.equal(object[key], edited[key]) {
                let before = object[key] as? [String] ?? []
                let after = edited[key] as? [String] ?? []
                let isAppend =
                    (key == "children" || key == "files") && after.count > before.count
                    && Array(after.prefix(before.count)) == before
                check(isAppend, "\(id).\(key) changed other than by appending")
                if isAppend {
                    let suffix = Array(after.dropFirst(before.count))
                    check(suffix.allSatisfy(addedIDs.contains), "\(id).\(key) gained an id that is not new")
                    appended[id, default: []] += suffix
                }
            }
        }
        let kinds = addedIDs.map { new[$0]?["isa"] as? String ?? "" }
        check(
            kinds.count { $0 == "PBXFileReference" } == result.files.count,
            "new file references ≠ \(result.files.count)")
        check(
            kinds.count { $0 == "PBXBuildFile" } == result.memberships.count,
            "new build files ≠ \(result.memberships.count)")
        check(
            kinds.count { $0 == "PBXGroup" } == result.createdGroups.count, "new groups ≠ \(result.createdGroups.count)"
        )
        check(
            kinds.count == result.files.count + result.memberships.count + result.createdGroups.count,
            "unexpected new objects: \(kinds)")
        for id in addedIDs {
            let object = new[id] ?? [:]
            let keys = Set(object.keys)
            switch object["isa"] as? String {
            case "PBXBuildFile":
                check(keys == ["isa", "fileRef"], "build file \(id) keys \(keys.sorted())")
                check(
                    new[object["fileRef"] as? String ?? ""]?["isa"] as? String == "PBXFileReference",
                    "build file \(id) refers to no file reference")
            case "PBXFileReference":
                check(
                    keys.isSubset(of: ["isa", "lastKnownFileType", "name", "path", "sourceTree"]),
                    "file reference \(id) keys \(keys.sorted())")
            case "PBXGroup":
                check(
                    keys.isSubset(of: ["isa", "children", "name", "path", "sourceTree"]),
                    "group \(id) keys \(keys.sorted())")
                for child in object["children"] as? [String] ?? [] {
                    check(new[child] != nil, "group \(id) child \(child) dangles")
                }
            default:
                check(false, "new object \(id) of isa \(object["isa"] ?? "none")")
            }
            // Every new id hangs from exactly one list.
            let owners =
                appended.values.filter { $0.contains(id) }.count
                + addedIDs.filter { (new[$0]?["children"] as? [String] ?? []).contains(id) }.count
            check(owners == 1, "new object \(id) is listed \(owners) times")
        }

        // (d) plutil's objects resolve each new file to its path, compiled by its targets.
        let paths = Self.resolvedPaths(new, after)
        for addition in additions where !synchronized.contains(addition.path) {
            let refs = new.keys.filter {
                new[$0]?["isa"] as? String == "PBXFileReference" && paths[$0] == addition.path
            }
            check(refs.count == 1, "\(addition.path) resolves from \(refs.count) file references")
            let phase = addition.phase ?? .forName(ProjectPath.lastComponent(of: addition.path))
            for target in addition.targets {
                switch phase {
                case .sources:
                    check(
                        Self.compiles(target: target, fileRefs: Set(refs), in: new),
                        "\(addition.path) is not in \(target)'s Sources phase")
                case .resources:
                    check(
                        Self.compiles(target: target, fileRefs: Set(refs), in: new, phase: "PBXResourcesBuildPhase"),
                        "\(addition.path) is not in \(target)'s Resources phase")
                case .none:
                    check(
                        !new.values.contains {
                            $0["isa"] as? String == "PBXBuildFile" && refs.contains($0["fileRef"] as? String ?? "")
                        },
                        "\(addition.path) (no build phase) has a build file")
                }
            }
        }

        // (e) only lines are added, except an opened empty inline list.
        let hasEmptyInlineList = original.range(of: #"=[ \t]*\([ \t]*\)[ \t]*;"#, options: .regularExpression) != nil
        if !hasEmptyInlineList {
            check(
                SampleProjects.addedLines(from: original, to: result.text) != nil, "lines other than additions changed")
        }

        // (f) a second run changes nothing.
        let edited = try ProjectFile(text: result.text)
        let again = try edited.adding(additions)
        check(!again.changed && again.text == result.text, "a second run changed the text")
        check(
            again.files.isEmpty && again.memberships.isEmpty && again.createdGroups.isEmpty,
            "a second run reported additions")

        // (g) removal is the inverse: the groups the edit created go with the files.
        let removed = try edited.removing(paths: result.files)
        check(
            Set(removed.removedGroups) == Set(result.createdGroups),
            "removal removed the groups \(removed.removedGroups), not the \(result.createdGroups.count) created ones")
        if !hasEmptyInlineList {
            check(removed.text == original, "removal did not restore the original byte for byte")
        } else if let restored = try FixtureSupport.json(of: removed.text, in: folder, name: "removed.pbxproj") {
            // An empty inline list opened over several lines stays opened; the objects are the original's.
            check(Set(Self.objects(restored).keys) == Set(old.keys), "removal left objects the original does not have")
        } else {
            check(false, "plutil -lint refuses the file after removal")
        }
        return result
    }

    // MARK: - An independent reading of plutil's JSON

    static func objects(_ json: [String: Any]) -> Objects {
        (json["objects"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
    }

    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): NSDictionary(dictionary: ["v": a]).isEqual(to: ["v": b])
        default: false
        }
    }

    /// Every reachable object's path from the main group, by Xcode's rules, written afresh
    /// here so that the editor's own resolver is not checked against itself.
    static func resolvedPaths(_ objects: Objects, _ json: [String: Any]) -> [String: String] {
        guard let root = objects[json["rootObject"] as? String ?? ""], let main = root["mainGroup"] as? String else {
            return [:]
        }
        var base = NSString(string: root["projectDirPath"] as? String ?? "").standardizingPath
        if base.hasPrefix("/") || base.hasPrefix("..") || base == "." { base = "" }
        var result: [String: String] = [:]
        func visit(_ id: String, parent: String, depth: Int) {
            guard depth < 100, result[id] == nil, let object = objects[id] else { return }
            let path = object["path"] as? String
            let joined: String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": joined = path.map { parent.isEmpty ? $0 : parent + "/" + $0 } ?? parent
            case "SOURCE_ROOT": joined = path.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base
            case "<absolute>": joined = "/" + (path ?? "")
            case let other: joined = "$(\(other))/" + (path ?? "")
            }
            let normalized = joined.isEmpty ? "" : NSString(string: joined).standardizingPath
            result[id] = normalized == "." ? "" : normalized
            for child in object["children"] as? [String] ?? [] { visit(child, parent: result[id]!, depth: depth + 1) }
        }
        visit(main, parent: base, depth: 0)
        return result
    }

    static func compiles(
        target name: String, fileRefs: Set<String>, in objects: Objects, phase isa: String = "PBXSourcesBuildPhase"
    ) -> Bool {
        guard let target = objects.values.first(where: { $0["name"] as? String == name && $0["buildPhases"] != nil })
        else { return false }
        for phase in target["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == isa {
            for file in objects[phase]?["files"] as? [String] ?? []
            where fileRefs.contains(objects[file]?["fileRef"] as? String ?? "") {
                return true
            }
        }
        return false
    }
}
