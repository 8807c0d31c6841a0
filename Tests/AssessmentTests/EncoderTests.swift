import Foundation
import Testing
import TextSupport

@testable import Assessment

@Suite struct EncoderTests {
    static let report = Snippet.assess([
        (
            "Login/LoginPresenter.swift",
            "import UIKit\nfinal class LoginPresenter {\n    var view: LoginViewInput?\n    func f(a: Bool) { if a && a {} }\n}"
        ),
        ("Login/LoginInteractor.swift", "final class LoginInteractor {}"),
        (
            "Login/LoginViewController.swift",
            "protocol LoginViewInput: AnyObject {}\nfinal class LoginViewController: UIViewController, LoginViewInput {}"
        )
    ])

    @Test func jsonHasTheIssueShapeInOrder() throws {
        let text = ReportJSONEncoder.encode(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["pattern"] as? String == "viper")
        let keys = [
            "\"version\"", "\"root\"", "\"pattern\"", "\"metrics\"", "\"maintainabilityIndex\"", "\"smells\"",
            "\"suggestions\"", "\"modules\"", "\"files\""
        ]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
        let metrics = try #require(object["metrics"] as? [String: [String: Any]])
        #expect(metrics["coupling"]?["threshold"] as? Int == 80)
        #expect(Set(metrics.keys) == Set(Metric.allCases.map(\.rawValue)))
        let module = try #require((object["modules"] as? [[String: Any]])?.first)
        #expect(module["name"] as? String == "Login")
        let violation = try #require((module["violations"] as? [[String: Any]])?.first)
        #expect(Array(violation.keys).sorted() == ["file", "line", "message", "rule"])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(
            files.map { $0["path"] as? String } == [
                "Login/LoginInteractor.swift", "Login/LoginPresenter.swift", "Login/LoginViewController.swift"
            ])
        let functions = try #require(files[1]["functions"] as? [[String: Any]])
        #expect(functions.first?["ccn"] as? Int == 3)
        #expect(functions.first?["line"] as? Int == 4)
        #expect((files[0]["functions"] as? [Any])?.isEmpty == true)
        #expect(ReportJSONEncoder.encode(Self.report) == text)
    }

    /// The files section encoded apart (while the project pass runs) splices in to the same text,
    /// indentation included, for a report with files and for one without.
    @Test func filesSectionEncodedApartGivesTheSameText() {
        let whole = ReportJSONEncoder.utf8(Self.report)
        #expect(
            ReportJSONEncoder.utf8(Self.report, filesSection: ReportJSONEncoder.filesSection(Self.report.files))
                == whole)
        #expect(
            String(decoding: ReportJSONEncoder.filesSection(Self.report.files), as: UTF8.self).hasPrefix(
                "[\n    {\n      \"path\": "))
        var empty = Self.report
        empty.files = []
        let emptyText = String(
            decoding: ReportJSONEncoder.utf8(empty, filesSection: ReportJSONEncoder.filesSection([])), as: UTF8.self)
        #expect(emptyText == ReportJSONEncoder.encode(empty))
        #expect(emptyText.hasSuffix("\"files\": []\n}\n"))
    }

    @Test func jsonEscapesAndDecimals() {
        let value = JSONValue.object([
            ("a\"b", .string("x\n\u{1}é")), ("n", .decimal2(1.005)), ("m", .decimal2(2)), ("e", .array([])),
            ("o", .object([]))
        ])
        #expect(
            value.serialized()
                == "{\n  \"a\\\"b\": \"x\\n\\u0001é\",\n  \"n\": 1.00,\n  \"m\": 2.00,\n  \"e\": [],\n  \"o\": {}\n}\n"
                || value.serialized()
                    == "{\n  \"a\\\"b\": \"x\\n\\u0001é\",\n  \"n\": 1.01,\n  \"m\": 2.00,\n  \"e\": [],\n  \"o\": {}\n}\n"
        )
    }

    @Test func sarifIsStructurallyValid() throws {
        let text = SARIFEncoder.encode(
            Self.report, toolVersion: "0.1.0", informationUri: "https://example.org/viper-gen",
            helpBaseUri: "https://example.org/docs/assess.md")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == SARIFEncoder.schema)
        #expect(object["version"] as? String == "2.1.0")
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viper-gen")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://example.org/viper-gen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIds = rules.compactMap { $0["id"] as? String }
        #expect(ruleIds == ViolationRule.allCases.map(\.rawValue))
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://example.org/docs/assess.md#") == true)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            #expect(ruleIds.contains(ruleId))
            #expect(result["ruleIndex"] as? Int == ruleIds.firstIndex(of: ruleId))
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains(" "))
            let startLine = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(startLine >= 1)
        }
        #expect(results.map { $0["ruleId"] as? String }.contains("strong-back-reference"))
    }

    @Test func sarifEscapesURIs() {
        #expect(SARIFEncoder.uri("Modules/New Group/Ä.swift") == "Modules/New%20Group/%C3%84.swift")
    }

    @Test func textReport() {
        let text = TextReportRenderer.render(Self.report)
        #expect(text.contains("Dominant pattern: VIPER (1 module, 3 files"))
        #expect(text.contains("  coupling        ["))
        #expect(text.contains("Maintainability index: \(Self.report.maintainabilityIndex)"))
        #expect(text.contains("VIPER Login  (Login)"))
        #expect(
            text.contains(
                "  Login/LoginPresenter.swift:1: presenter-imports-uikit: LoginPresenter (presenter) imports UIKit"))
        #expect(text.contains("Login/LoginPresenter.swift:4: f"))
        #expect(TextReportRenderer.bar(75, threshold: 80) == "[###############.|....]")
        #expect(TextReportRenderer.bar(100, threshold: 70) == "[##############|######]")
    }

    @Test func failUnder() {
        #expect(Self.report.fails(under: Self.report.maintainabilityIndex + 1))
        #expect(!Self.report.fails(under: Self.report.maintainabilityIndex))
    }
}

/// The report's writer quotes its strings with the one escaper, `JSONText`.
@Suite struct JSONWriterEscapingTests {
    @Test func stringsAreQuotedByJSONText() {
        for text in ["plain", "a \"b\" \\ c", "line\nbreak\ttab\u{1}", "del\u{7F} é 🚀"] {
            var writer = JSONWriter()
            writer.string(text)
            #expect(writer.value == Array(JSONText.quoted(text).utf8))
        }
    }
}
