#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--baseline FILE`: compares a report with an earlier JSON report.
package enum BaselineComparison {
    /// A baseline that cannot be used.
    package enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The text is not JSON, or not an object.
        case notJSON
        /// The JSON is not a version-1 assessment report (`version` missing or other).
        case unsupportedVersion(String)

        /// What to do about it.
        package var description: String {
            switch self {
            case .notJSON: "the baseline is not a JSON object; pass a file written by `viper-gen assess --format json`"
            case .unsupportedVersion(let version):
                "the baseline has version \(version); this viper-gen reads version 1 reports (re-create it with `viper-gen assess --format json`)"
            }
        }
    }

    /// The regressions of `report` against the baseline JSON text: violations whose (rule,
    /// file, message) occurs more often than in the baseline (so a violation that only moved
    /// lines is not new), scores that went down, and a lower maintainability index. Order:
    /// violations in report order, then scores in the seed's order, then the index.
    package static func regressions(of report: AssessmentReport, baseline: String) throws(Error) -> [Regression] {
        // Only what the comparison reads; anything else in the file is ignored.
        struct Baseline: Decodable {
            struct Score: Decodable { var score: Int? }
            struct Module: Decodable { var violations: [Violation]? }
            struct Violation: Decodable {
                var rule: String?
                var file: String?
                var message: String?
            }
            var version: Int?
            var metrics: [String: Score]?
            var maintainabilityIndex: Int?
            var modules: [Module]?
        }
        /// Any JSON value, read and dropped: decoding `[String: Anything]` succeeds exactly when
        /// the text is a JSON object.
        struct Anything: Decodable {
            init(from decoder: any Decoder) throws {}
        }
        let data = Data(baseline.utf8)
        guard (try? JSONDecoder().decode([String: Anything].self, from: data)) != nil else { throw .notJSON }
        guard let root = try? JSONDecoder().decode(Baseline.self, from: data) else {
            throw .unsupportedVersion("(unreadable)")
        }
        guard root.version == 1 else { throw .unsupportedVersion(root.version.map(String.init) ?? "(none)") }
        var remaining: [String: Int] = [:]
        for module in root.modules ?? [] {
            for violation in module.violations ?? [] {
                let key = [violation.rule, violation.file, violation.message].map { $0 ?? "" }.joined(
                    separator: "\u{1F}")
                remaining[key, default: 0] += 1
            }
        }
        var result: [Regression] = []
        for violation in report.violations {
            let key = [violation.rule, violation.file, violation.message].joined(separator: "\u{1F}")
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                result.append(.newViolation(violation))
            }
        }
        let metrics = root.metrics ?? [:]
        for score in report.metrics {
            if let before = metrics[score.metric.rawValue]?.score, score.score < before {
                result.append(.scoreDown(metric: score.metric, before: before, after: score.score))
            }
        }
        if let before = root.maintainabilityIndex, report.maintainabilityIndex < before {
            result.append(.maintainabilityIndexDown(before: before, after: report.maintainabilityIndex))
        }
        return result
    }
}
