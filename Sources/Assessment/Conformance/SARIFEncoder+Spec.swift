/// The spec findings of `assess --spec` in SARIF: their rules after ``ViolationRule``'s, each
/// result with its column and the spec's key path (`properties.keyPath`); a finding in the spec
/// itself has the spec's path as given, without `%SRCROOT%`.
extension SARIFEncoder {
    static func specRules(helpBaseUri: String?) -> [JSONValue] {
        SpecRule.allCases.map { rule in
            var members: [(String, JSONValue)] = [
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.shortDescription))]))
            ]
            if let helpBaseUri { members.append(("helpUri", .string("\(helpBaseUri)#\(rule.rawValue)"))) }
            return .object(members)
        }
    }

    static func specResult(_ finding: SpecFinding) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(uri(finding.file)))]
        if finding.location == .code { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        return .object([
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .int(ViolationRule.allCases.count + SpecRule.allCases.firstIndex(of: finding.rule)!)),
            ("level", .string("error")),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            .object([
                                ("artifactLocation", .object(artifact)),
                                (
                                    "region",
                                    .object([
                                        ("startLine", .int(max(1, finding.line))),
                                        ("startColumn", .int(max(1, finding.column)))
                                    ])
                                )
                            ])
                        )
                    ])
                ])
            ),
            ("properties", .object([("keyPath", .string(finding.keyPath))]))
        ])
    }
}
