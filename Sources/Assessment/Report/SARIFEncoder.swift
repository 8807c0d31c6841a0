/// Encodes a report as SARIF 2.1.0 for GitHub code scanning.
///
/// One run; `tool.driver` names viper-gen with every rule of ``ViolationRule`` (so rule indices
/// never change between runs). Results, in file and line order: each violation (`warning`),
/// each massive view controller (`warning`, at its declaration) and each function with CCN over
/// ``MetricThresholds/complexFunctionCCN`` or cognitive complexity over
/// ``MetricThresholds/complexFunctionCognitive`` (`note`, at its keyword line). URIs are the
/// root-relative paths, with `uriBaseId` `%SRCROOT%`.
package enum SARIFEncoder {
    /// The schema URI written to `$schema`.
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The SARIF text.
    /// - Parameters:
    ///   - toolVersion: viper-gen's version.
    ///   - informationUri: the tool's home page, if it has one to name.
    ///   - helpBaseUri: when given, each rule gets `helpUri` = this + `#` + the rule id.
    package static func encode(
        _ report: AssessmentReport, toolVersion: String, informationUri: String? = nil, helpBaseUri: String? = nil
    ) -> String {
        value(report, toolVersion: toolVersion, informationUri: informationUri, helpBaseUri: helpBaseUri).serialized()
    }

    /// The SARIF value.
    package static func value(
        _ report: AssessmentReport, toolVersion: String, informationUri: String? = nil, helpBaseUri: String? = nil
    ) -> JSONValue {
        let rules: [JSONValue] = ViolationRule.allCases.map { rule in
            var members: [(String, JSONValue)] = [
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.shortDescription))]))
            ]
            if let helpBaseUri { members.append(("helpUri", .string("\(helpBaseUri)#\(rule.rawValue)"))) }
            return .object(members)
        }
        // `informationUri` is optional in SARIF: left out rather than made up.
        var driver: [(String, JSONValue)] = [("name", .string("viper-gen")), ("version", .string(toolVersion))]
        if let informationUri { driver.append(("informationUri", .string(informationUri))) }
        // The spec's rules only with `--spec`: the indices of the others never change.
        driver.append(
            ("rules", .array(rules + (report.specFindings == nil ? [] : specRules(helpBaseUri: helpBaseUri)))))
        return .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", .object(driver))])),
                        ("results", .array(results(report).map(result) + (report.specFindings ?? []).map(specResult)))
                    ])
                ])
            )
        ])
    }

    /// A result before encoding: what `--format github` prints as an annotation too.
    package struct Finding {
        package var rule: ViolationRule
        /// `warning` or `note`, as SARIF names levels.
        package var level: String
        package var message: String
        /// Relative to the assessed folder.
        package var file: String
        package var line: Int
    }

    /// Every finding of the report, by file and line.
    package static func results(_ report: AssessmentReport) -> [Finding] {
        var findings: [Finding] = report.violations.compactMap { violation in
            ViolationRule(rawValue: violation.rule).map {
                Finding(
                    rule: $0, level: "warning", message: violation.message, file: violation.file, line: violation.line)
            }
        }
        for module in report.modules {
            for type in module.metrics.massiveViewControllers {
                findings.append(
                    Finding(
                        rule: .massiveViewController, level: "warning",
                        message:
                            "\(type.name) has \(type.lines) lines (over \(MetricThresholds.massiveViewControllerLines)): Massive View Controller",
                        file: type.file, line: type.line))
            }
        }
        for file in report.files {
            for function in file.functions where function.ccn > MetricThresholds.complexFunctionCCN {
                findings.append(
                    Finding(
                        rule: .complexFunction, level: "note",
                        message:
                            "\(function.name) has a cyclomatic complexity of \(function.ccn) (over \(MetricThresholds.complexFunctionCCN))",
                        file: file.path, line: function.line))
            }
            for function in file.functions where function.cognitive > MetricThresholds.complexFunctionCognitive {
                findings.append(
                    Finding(
                        rule: .cognitiveComplexity, level: "note",
                        message:
                            "\(function.name) has a cognitive complexity of \(function.cognitive) (over \(MetricThresholds.complexFunctionCognitive))",
                        file: file.path, line: function.line))
            }
        }
        return findings.sorted {
            ($0.file, $0.line, $0.rule.rawValue, $0.message) < ($1.file, $1.line, $1.rule.rawValue, $1.message)
        }
    }

    static func result(_ finding: Finding) -> JSONValue {
        .object([
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .int(ViolationRule.allCases.firstIndex(of: finding.rule)!)),
            ("level", .string(finding.level)),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            .object([
                                (
                                    "artifactLocation",
                                    .object([("uri", .string(uri(finding.file))), ("uriBaseId", .string("%SRCROOT%"))])
                                ),
                                ("region", .object([("startLine", .int(max(1, finding.line)))]))
                            ])
                        )
                    ])
                ])
            )
        ])
    }

    /// Percent-encodes what a URI reference cannot hold (spaces, `%`, `#`, `?`, non-ASCII).
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(UnicodeScalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "/-._~+@!$&'()*,;=:".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out.append("%" + (hex.count == 1 ? "0" : "") + hex)
            }
        }
        return out
    }
}
