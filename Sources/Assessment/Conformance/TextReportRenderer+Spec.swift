/// The "Spec conformance" section of the text report (`assess --spec`): one line per finding,
/// `file:line:col: rule: message (key path)`.
extension TextReportRenderer {
    static func specFindings(_ findings: [SpecFinding]) -> [String] {
        [
            "",
            findings.isEmpty
                ? "The code conforms to the spec"
                : "Spec conformance (\(findings.count) finding\(findings.count == 1 ? "" : "s"))"
        ]
            + findings.map { "  \($0.position): \($0.rule.rawValue): \($0.message) (\($0.keyPath))" }
    }
}
