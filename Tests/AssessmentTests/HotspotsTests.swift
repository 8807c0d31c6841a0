import Foundation
import Testing

@testable import Assessment

/// Issue 27, item 6: the worst functions and types by (cognitive + 1) × size × (1 + churn),
/// with churn given directly (``GitChurn`` is the only effect and is not run here).
@Suite struct HotspotsTests {
    static let files: [(String, String)] = [
        (
            "App/Big.swift",
            """
            final class Big {
                func tangled(a: Bool, b: Bool) {
                    if a {
                        for _ in 0..<3 {
                            if b { print(1) }
                        }
                    }
                }
                func flat() { print(1) }
            }
            """
        ),
        (
            "App/Small.swift",
            """
            struct Small {
                func one(a: Bool) {
                    if a { print(1) }
                }
            }
            """
        ),
        (
            "AppTests/BigTests.swift",
            "final class BigTests { func testIt(a: Bool) { if a { if a { if a { print(1) } } } } }"
        )
    ]

    @Test func functionsAndTypesRankByComplexityTimesSize() throws {
        let report = Assessor.assess(summaries: Self.files.map { Snippet.summary($0.1, path: $0.0) }, root: ".")
        let functions = report.hotspots.functions
        // Test code is not a hotspot.
        #expect(functions.map(\.name) == ["tangled", "one", "flat"])
        let tangled = try #require(functions.first)
        #expect(
            (tangled.file, tangled.line, tangled.cognitive, tangled.size, tangled.ccn) == ("App/Big.swift", 2, 6, 7, 4))
        #expect(tangled.churn == nil)
        #expect(tangled.score == 7 * 7)
        #expect(report.hotspots.types.map(\.name) == ["Big", "Small"])
        #expect(report.hotspots.types[0].cognitive == 6)
        #expect(report.hotspots.types[0].functions == 2)
        #expect(report.hotspots.types[0].score == 7 * 10)
    }

    @Test func churnMultipliesAndReorders() {
        let summaries = Self.files.map { Snippet.summary($0.1, path: $0.0) }
        let report = Assessor.assess(summaries: summaries, root: ".", churn: ["App/Small.swift": 30])
        #expect(report.hotspots.functions.map(\.name) == ["one", "tangled", "flat"])
        #expect(report.hotspots.functions.map(\.churn) == [30, 0, 0])
        #expect(report.hotspots.functions[0].score == 2 * 3 * 31)
        #expect(report.hotspots.types.map(\.name) == ["Small", "Big"])
    }

    @Test func limitKeepsTheWorst() {
        let source = (1...12).map { "func f\($0)() {\n" + String(repeating: "print(1)\n", count: $0) + "}\n" }.joined()
        let report = Assessor.assess(summaries: [Snippet.summary(source)], root: ".")
        #expect(report.hotspots.functions.count == Hotspots.limit)
        #expect(report.hotspots.functions.first?.name == "f12")
        #expect(report.hotspots.functions.last?.name == "f3")
    }

    @Test func gitLogOutputCountsCommitsPerFile() {
        let output = Array("A.swift\nB/C.swift\n\nA.swift\n\n\nA.swift\n".utf8)
        #expect(GitChurn.counts(output) == ["A.swift": 3, "B/C.swift": 1])
        #expect(GitChurn.counts([]) == [:])
        #expect(GitChurn.counts(Array("A.swift\0Dé j/à.swift\0\0A.swift\0".utf8)) == ["A.swift": 2, "Dé j/à.swift": 1])
    }

    @Test func outputsCarryHotspotsAndCognitive() throws {
        let report = Assessor.assess(
            summaries: Self.files.map { Snippet.summary($0.1, path: $0.0) }, root: ".", churn: ["App/Big.swift": 2])
        let text = ReportJSONEncoder.encode(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let hotspots = try #require(object["hotspots"] as? [String: [[String: Any]]])
        let first = try #require(hotspots["functions"]?.first)
        #expect(first["name"] as? String == "tangled")
        #expect(first["cognitive"] as? Int == 6)
        #expect(first["churn"] as? Int == 2)
        #expect(first["score"] as? Int == 7 * 7 * 3)
        #expect(hotspots["types"]?.first?["lines"] as? Int == 10)
        #expect(text.range(of: "\"hotspots\"")!.lowerBound < text.range(of: "\"files\"")!.lowerBound)
        let files = try #require(object["files"] as? [[String: Any]])
        let function = try #require(
            (files.first { $0["path"] as? String == "App/Big.swift" }?["functions"] as? [[String: Any]])?.first)
        #expect(function["cognitive"] as? Int == 6)
        #expect(text.contains("\"ccn\": 4,\n          \"cognitive\": 6,\n          \"nloc\": 7"))
        let rendered = TextReportRenderer.render(report)
        #expect(rendered.contains("Hotspots: where to start (score = (cognitive + 1) × size × (1 + commits))"))
        #expect(rendered.contains("       147    6     7    2  App/Big.swift:2: tangled"))
        #expect(
            rendered.contains(
                "Most complex functions (CCN, NLOC, cognitive)\n     4     7    6  App/Big.swift:2: tangled"))
    }

    @Test func sarifFlagsCognitiveComplexityOverFifteen() {
        let deep =
            "func deep(a: Bool) {\n" + (0..<6).map { _ in "if a {\n" }.joined() + "print(1)\n"
            + String(repeating: "}\n", count: 6) + "}\n"
        let report = Assessor.assess(summaries: [Snippet.summary(deep)], root: ".")
        // 1 + 2 + 3 + 4 + 5 + 6 = 21, over 15; CCN 7 is not over 10.
        #expect(report.files[0].functions[0].cognitive == 21)
        let findings = SARIFEncoder.results(report)
        #expect(findings.map(\.rule) == [.cognitiveComplexity])
        #expect(findings.first?.message == "deep has a cognitive complexity of 21 (over 15)")
    }

    /// The selection of the worst (no sort of every function) gives what a stable sort's first
    /// `limit` gave, ties included: many equal scores, equal file and line, equal everything.
    @Test func selectionEqualsTheSortedPrefix() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let spots = (0..<Int.random(in: 0...40, using: &generator)).map { index in
                Hotspot(
                    name: ["a", "b", "get"].randomElement(using: &generator)!,
                    file: ["A.swift", "B.swift"].randomElement(using: &generator)!,
                    line: Int.random(in: 1...3, using: &generator), size: Int.random(in: 1...3, using: &generator),
                    ccn: index, functions: nil, cognitive: Int.random(in: 0...2, using: &generator), churn: nil)
            }
            let sorted = spots.map { ($0.score, $0) }.sorted { a, b in
                (b.0, a.1.file, a.1.line, a.1.name) < (a.0, b.1.file, b.1.line, b.1.name)
            }
            for limit in [0, 1, 3, Hotspots.limit, 50] {
                #expect(
                    Hotspots.worst(spots, limit) == Array(sorted.prefix(limit).map(\.1)),
                    "round \(round), limit \(limit)")
            }
        }
    }
}

/// ``GitChurn`` itself, against a real repository made for the test (skipped without git).
@Suite struct GitChurnTests {
    static func shell(_ command: String, in folder: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func countsCommitsPerFileUnderTheFolderOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("churn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Outside a repository: no churn, no error, and git is not started (unless the
        // temporary folder is itself inside one).
        #expect(GitChurn.commitsPerFile(in: folder.path) == nil)
        if !GitChurn.mayBeInRepository(folder.deletingLastPathComponent().path) {
            #expect(GitChurn.start(in: folder.path) == nil)
        }
        let git = "git -c user.name=t -c user.email=t@t -c commit.gpgsign=false"
        let made = Self.shell(
            """
            git init -q . && echo 1 > App/A.swift && echo 1 > Top.swift && \(git) add . && \(git) commit -qm one && \
            echo 2 > App/A.swift && echo 1 > App/B.swift && \(git) add . && \(git) commit -qm two
            """, in: folder)
        guard made else { return }  // git is not installed: nothing more to check
        #expect(GitChurn.mayBeInRepository(folder.appendingPathComponent("App").path))
        #expect(GitChurn.commitsPerFile(in: folder.appendingPathComponent("App").path) == ["A.swift": 2, "B.swift": 1])
        #expect(GitChurn.commitsPerFile(in: folder.path) == ["App/A.swift": 2, "App/B.swift": 1, "Top.swift": 1])
    }
}
