import Foundation
import TestSupport
import Testing

/// docs/benchmarks.md's "Current figures" are the report `RECORD=1 bench/run.sh` writes there,
/// not figures typed by hand: the block between the markers has the report's shape, a row for
/// each row the scripts print and no other, and a miss count that agrees with its rows. (Speed
/// itself is measured by the bench, never asserted here.)
@Suite struct BenchmarksDocTests {
    static let root = CLIRunner.repositoryRoot

    /// The lines between the markers, without the code fence.
    static func report() throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/benchmarks.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.hasPrefix("<!-- bench-report: begin") })
        let end = try #require(lines.firstIndex { $0.hasPrefix("<!-- bench-report: end") })
        try #require(begin + 2 < end, "the markers hold a code block")
        #expect(lines[begin + 1] == "```" && lines[end - 1] == "```")
        return Array(lines[(begin + 2)..<(end - 1)])
    }

    /// The labels the scripts print (without their indentation), as patterns: a shell expansion (`$files`, `${size}`,
    /// `$(…)`) stands for any text.
    static func labelPatterns() throws -> [(label: String, pattern: Regex<Substring>)] {
        var patterns: [(label: String, pattern: Regex<Substring>)] = []
        for script in ["bench/run.sh", "bench/assess.sh"] {
            let text = try String(contentsOf: root.appendingPathComponent(script), encoding: .utf8)
            for match in text.matches(of: /(?:^|\s)(?:assess_)?row "([^"]+)"/.anchorsMatchLineEndings()) {
                let label = String(match.1).trimmingCharacters(in: .whitespaces)
                var pattern = ""
                var rest = Substring(label)
                while let dollar = rest.firstIndex(of: "$") {
                    pattern += NSRegularExpression.escapedPattern(for: String(rest[..<dollar]))
                    pattern += ".+?"
                    var after = rest.index(after: dollar)
                    if after < rest.endIndex, rest[after] == "{" || rest[after] == "(" {
                        let close: Character = rest[after] == "{" ? "}" : ")"
                        after = rest[after...].firstIndex(of: close).map { rest.index(after: $0) } ?? rest.endIndex
                    } else {
                        while after < rest.endIndex, rest[after].isLetter || rest[after].isNumber || rest[after] == "_"
                        {
                            after = rest.index(after: after)
                        }
                    }
                    rest = rest[after...]
                }
                pattern += NSRegularExpression.escapedPattern(for: String(rest))
                patterns.append((label, try Regex("^" + pattern + "$")))
            }
        }
        return patterns
    }

    @Test func theCurrentFiguresAreTheBenchmarksOwnReport() throws {
        let report = try Self.report()
        let first = try #require(report.first)
        #expect(first.hasPrefix("viper-gen benchmark ("), "the block starts with the report's title line")
        let rows = report.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| measure") }
        #expect(rows.count >= 15, "every row of the report is there")
        let patterns = try Self.labelPatterns()
        #expect(patterns.count >= 20, "the scripts' rows were found")
        for row in rows {
            let label = row.dropFirst(2).components(separatedBy: " | ")[0].trimmingCharacters(in: .whitespaces)
            #expect(
                patterns.contains { (try? $0.pattern.wholeMatch(in: label)) != nil }, "\(label): a row no script prints"
            )
        }
        let misses = rows.filter { $0.hasSuffix("| MISS") }.count
        #expect(report.last == "goals missed: \(misses)", "the miss count agrees with the rows")
        #expect(report.contains { $0.hasPrefix("load average after the runs: ") })
    }

    @Test func theLabelPatternsReadTheScriptsExpansions() throws {
        let patterns = try Self.labelPatterns()
        let thousand = try #require(patterns.first { $0.label.hasPrefix("1,000 modules, $files files") })
        #expect((try? thousand.pattern.wholeMatch(in: "1,000 modules, 5667 files, 24120 KiB (wall)")) != nil)
        #expect((try? thousand.pattern.wholeMatch(in: "1,000 modules, 5667 files (wall)")) == nil)
    }
}
