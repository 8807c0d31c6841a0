import Foundation
import TestSupport
import Testing

/// The maintainer's documents point at files that exist: every Swift file, script or folder that
/// ARCHITECTURE.md and CONTRIBUTING.md name in backticks or in a pipeline line's parentheses, and
/// every relative link of README.md and docs/, is in the repository, at the path the documents'
/// rule gives it. A file moved without its documents fails here (a newcomer's check found five
/// stale names before this test existed, and four short paths a suffix match had let through).
struct DocReferenceTests {
    static let root = CLIRunner.repositoryRoot

    @Test(arguments: [("ARCHITECTURE.md", 40), ("CONTRIBUTING.md", 5)])
    func everyNamedFileExists(document: String, atLeast expected: Int) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let files = Self.repositoryFiles()
        var missing: [String] = []
        var checked = 0
        for (line, reference) in Self.fileReferences(in: text) {
            checked += 1
            if !Self.exists(reference, in: files) { missing.append("\(document):\(line): \(reference)") }
        }
        #expect(checked >= expected, "\(document): too few file references found; is the pattern still right?")
        #expect(
            missing.isEmpty,
            "files named in \(document) that are not in the repository:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyRelativeLinkOfTheManualResolves() throws {
        let documents =
            ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "CHANGELOG.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var missing: [String] = []
        var checked = 0
        for document in documents {
            let url = Self.root.appendingPathComponent(document)
            let text = try String(contentsOf: url, encoding: .utf8)
            for target in Self.linkTargets(in: text) {
                checked += 1
                let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL.path
                if !FileManager.default.fileExists(atPath: resolved) { missing.append("\(document): (\(target))") }
            }
        }
        #expect(checked > 30)
        #expect(missing.isEmpty, "links to nothing:\n\(missing.joined(separator: "\n"))")
    }

    /// The references to check: `Folder/File.swift`, `File.swift`, `folder/`, `script.sh` in
    /// backticks, and `(Folder/File.swift)` in the pipeline diagrams. Names with a placeholder
    /// (`Type+Concern.swift`, `<set>`, `NAME`, `TARGET`, a glob) are examples, not files.
    static func fileReferences(in text: String) -> [(line: Int, reference: String)] {
        var found: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for candidate in Self.candidates(in: String(line)) where Self.isFileName(candidate) {
                found.append((index + 1, candidate))
            }
        }
        return found
    }

    private static func candidates(in line: String) -> [String] {
        var result: [String] = []
        for quoted in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where quoted.offset % 2 == 1 {
            result.append(String(quoted.element))
        }
        for opening in line.split(separator: "(").dropFirst() {
            if let closing = opening.firstIndex(of: ")") { result.append(String(opening[..<closing])) }
        }
        return result
    }

    private static func isFileName(_ text: String) -> Bool {
        let extensions = [".swift", ".sh", ".py", ".mustache", ".c", ".h"]
        guard extensions.contains(where: text.hasSuffix), !text.contains(" ") else { return false }
        let placeholders = ["<", "*", "{", "Concern", "NAME", "TARGET", "Name.swift", "Login"]
        return !placeholders.contains(where: text.contains) && !text.hasPrefix("/") && !text.hasPrefix("~")
    }

    /// The folders a path in the documents may start from; any other path with a folder is under
    /// `Sources/ViperGenKit/` (the rule ARCHITECTURE.md states at its top and its end).
    static let topLevelFolders = [
        "Sources/", "Tests/", "Templates/", "bench/", "fuzz/", "Plugins/", "Tools/", ".ci/", "docs/"
    ]

    /// A reference exists when the path it names by the documents' rule is a repository file: a
    /// path from a top-level folder as written, any other path with a folder under the kit. A bare
    /// file name (no folder) is any file of that name.
    static func exists(_ reference: String, in files: [String]) -> Bool {
        guard reference.contains("/") else {
            return files.contains { $0 == reference || $0.hasSuffix("/" + reference) }
        }
        if topLevelFolders.contains(where: reference.hasPrefix) { return files.contains(reference) }
        return files.contains("Sources/ViperGenKit/" + reference)
    }

    /// The rule tells a path the kit does not hold from one it does: a short CLI path, which a
    /// suffix match accepted, is refused (a newcomer followed `Support/Arguments.swift` to nothing).
    @Test func shortPathsAreTheKitsAndFullPathsAreExact() {
        let files = Self.repositoryFiles()
        #expect(Self.exists("Write/PlanWriter.swift", in: files))
        #expect(Self.exists("Sources/viper-gen/Support/Arguments.swift", in: files))
        #expect(Self.exists("PlanWriter.swift", in: files))
        #expect(!Self.exists("Support/Arguments.swift", in: files))
        #expect(!Self.exists("Spec/OptionLayers.swift", in: files))
        #expect(!Self.exists("Templates/TemplateManifest+Parsing.swift", in: files))
        #expect(!Self.exists("Sources/ViperGenKit/Spec/OptionLayers.swift", in: files))
    }

    static func repositoryFiles() -> [String] {
        let rootPath = root.path
        var files = ["Package.swift", "Makefile"]
        for folder in ["Sources", "Tests", "Templates", "docs", "bench", "fuzz", "Plugins", "Tools", ".ci"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasPrefix("out/") || path.contains("/.build/") { continue }
                files.append(String((base.path + "/" + path).dropFirst(rootPath.count + 1)))
            }
        }
        return files
    }

    /// Relative link targets of Markdown links, without their fragment.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "](") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else { break }
            let target = String(rest[..<end].prefix { $0 != "#" })
            if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") { targets.append(target) }
        }
        return targets
    }
}
