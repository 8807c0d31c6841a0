import Foundation

@testable import Assessment

/// Builds reports from inline Swift snippets.
enum Snippet {
    /// Assesses `(path, source)` pairs rooted at `"."`.
    static func assess(_ files: [(String, String)]) -> AssessmentReport {
        Assessor.assess(files.map { SourceInput(path: $0.0, text: $0.1) }, root: ".")
    }

    /// The summary of one file.
    static func summary(_ source: String, path: String = "App/File.swift") -> FileSummary {
        FileSummary.read(SourceInput(path: path, text: source))
    }

    /// Rule ids of the violations of a report, sorted.
    static func rules(_ report: AssessmentReport) -> [String] {
        report.violations.map(\.rule)
    }
}

/// Finds `Tests/Fixtures` by walking up from this file (symlinks resolved).
enum Fixtures {
    static let root: URL? = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("Tests/Fixtures")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            url.deleteLastPathComponent()
        }
        return nil
    }()

    static var corpus: URL? { root?.appendingPathComponent("AssessCorpus") }

    /// The ten apps of the corpus are fetched code kept out of commits: tests over them run
    /// only when the folders are present.
    static let corpusPresent: Bool = {
        guard let corpus else { return false }
        return FileManager.default.fileExists(atPath: corpus.appendingPathComponent("HRLApp").path)
    }()
}
