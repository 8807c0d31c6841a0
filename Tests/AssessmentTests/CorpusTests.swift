import Foundation
import Testing

@testable import Assessment

/// The ten real apps of `Tests/Fixtures/AssessCorpus` (see its ORIGINS.md). Their folders are
/// fetched code and not committed, so these tests are skipped when the folders are absent.
@Suite(
    .enabled(
        if: Fixtures.corpusPresent,
        "AssessCorpus app folders are absent (not committed); fetch them as ORIGINS.md says to run the corpus tests"))
struct CorpusTests {
    struct ExpectedApp {
        var app: String
        var pattern: String
        var modules: [(name: String, path: String, pattern: String, files: [String]?)]
        var massive: [String]
    }

    static func expected() throws -> [ExpectedApp] {
        let data = try Data(contentsOf: Fixtures.corpus!.appendingPathComponent("expected.json"))
        let apps = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return apps.map { app in
            ExpectedApp(
                app: app["app"] as! String,
                pattern: app["pattern"] as! String,
                modules: (app["modules"] as? [[String: Any]] ?? []).map {
                    ($0["name"] as! String, $0["path"] as! String, $0["pattern"] as! String, $0["files"] as? [String])
                },
                massive: app["massiveViewControllers"] as? [String] ?? []
            )
        }
    }

    static func assess(_ app: String) -> AssessmentReport {
        let (files, generated) = SourceTree(root: Fixtures.corpus!.appendingPathComponent(app).path).summaries()
        return Assessor.assess(summaries: files, generated: generated, root: app)
    }

    /// Reading on every core gives what reading one file after another does, in path order.
    @Test func parallelReadingMatchesOneFileAtATime() {
        let tree = SourceTree(root: Fixtures.corpus!.path)
        let (files, generated) = tree.summaries()
        let (expectedFiles, expectedGenerated) = SourceTree.split(tree.swiftFiles().compactMap { tree.outcome(of: $0) })
        #expect(files.count > 100)
        #expect(files == expectedFiles)
        #expect(generated == expectedGenerated)
        #expect(files.map(\.path) == files.map(\.path).sorted())
    }

    @Test func dominantPatternsAndModules() throws {
        var matched = 0
        var total = 0
        var lines: [String] = []
        for app in try Self.expected() {
            let report = Self.assess(app.app)
            #expect(
                report.pattern?.rawValue == app.pattern,
                "\(app.app): \(report.pattern?.rawValue ?? "none") instead of \(app.pattern)")
            var appMatched = 0
            for module in app.modules {
                total += 1
                let found = report.modules.first { candidate in
                    guard candidate.pattern != nil else { return false }
                    if let files = module.files { return Set(files).isSubset(of: candidate.files) }
                    return candidate.path == module.path
                }
                if found?.pattern?.rawValue == module.pattern {
                    matched += 1
                    appMatched += 1
                } else {
                    Issue.record(
                        "\(app.app): module \(module.name) at \(module.path): found \(found.map { "\($0.name) \($0.pattern?.rawValue ?? "-")" } ?? "nothing")"
                    )
                }
            }
            let massive = Set(report.modules.flatMap { $0.metrics.massiveViewControllers.map(\.file) })
            for file in app.massive {
                #expect(massive.contains(file), "\(app.app): \(file) is not reported as a massive view controller")
            }
            lines.append(
                "\(app.app): \(report.pattern?.rawValue ?? "none") (expected \(app.pattern)); modules \(appMatched)/\(app.modules.count); detected \(report.modules.filter { $0.pattern != nil }.count); MI \(report.maintainabilityIndex); "
                    + report.metrics.map { "\($0.metric.rawValue) \($0.score)" }.joined(separator: ", "))
        }
        print("Corpus agreement: modules \(matched)/\(total)\n" + lines.joined(separator: "\n"))
        #expect(matched == total)
    }

    @Test func functionComplexityAgreesWithLizard() throws {
        var total = 0
        var sameCcn = 0
        var sameNloc = 0
        var missing = 0
        for app in try Self.expected().map(\.app) {
            let report = Self.assess(app)
            var mine: [String: [FunctionMetric]] = [:]
            for file in report.files {
                for function in file.functions { mine["\(file.path)@\(function.line)", default: []].append(function) }
            }
            let csv = try String(
                contentsOf: Fixtures.corpus!.appendingPathComponent("lizard/\(app).csv"), encoding: .utf8)
            for row in csv.split(separator: "\n") {
                let fields = Self.csvFields(String(row))
                guard fields.count >= 11, let nloc = Int(fields[0]), let ccn = Int(fields[1]), let line = Int(fields[9])
                else { continue }
                total += 1
                let path = String(fields[6].dropFirst(app.count + 1))
                guard let candidates = mine["\(path)@\(line)"],
                    let match = candidates.first(where: { $0.name == fields[7] }) ?? candidates.first
                else {
                    missing += 1
                    continue
                }
                if match.ccn == ccn { sameCcn += 1 }
                if match.nloc == nloc { sameNloc += 1 }
            }
        }
        let agreement = Double(sameCcn) / Double(max(1, total))
        print(
            "lizard agreement: CCN \(sameCcn)/\(total) (\(Int(agreement * 1000)) ‰), NLOC \(sameNloc)/\(total), unmatched \(missing)"
        )
        #expect(agreement >= 0.95)
    }

    static func csvFields(_ row: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var iterator = row.makeIterator()
        while let c = iterator.next() {
            if quoted {
                if c == "\"" { quoted = false } else { current.append(c) }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        fields.append(current)
        return fields
    }
}
