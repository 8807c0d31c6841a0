import Foundation
import Testing

/// The command line prints diagnostics as values: it never builds `error:` lines by hand nor
/// reads a printed message back (a prefix test on a message, a `file:line:col: error:` split, a
/// "did you mean" scraped from text). Checked on the CLI's sources, so a regression fails here.
@Suite struct NoMessageSniffingTests {
    static let forbidden: [(pattern: String, why: String)] = [
        (#"": error: ""#, "splits or builds a compiler-style line by hand; use Diagnostic and DiagnosticPrinter"),
        (#""error: "#, "prints an error by hand; report a Diagnostic"),
        (#""warning: "#, "prints a warning by hand; report a Diagnostic with severity .warning"),
        (#"message.hasPrefix("#, "decides on a message's text; give the error a case or a field"),
        (#"description.hasPrefix("#, "decides on a message's text; give the error a case or a field"),
        (#"message.contains("#, "decides on a message's text; give the error a case or a field"),
        (#"firstRange(of: "did you mean"#, "scrapes a suggestion from text; carry it in Diagnostic.suggestion"),
        ("highlightSeverity", "colours severities by scanning text; DiagnosticPrinter colours the value")
    ]

    @Test func theCommandLineNeverSniffsMessages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/viper-gen")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10, "the CLI's sources were found")
        var findings: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for rule in Self.forbidden where line.contains(rule.pattern) {
                    findings.append("Sources/viper-gen/\(file):\(number + 1): \(rule.why)")
                }
            }
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }
}
