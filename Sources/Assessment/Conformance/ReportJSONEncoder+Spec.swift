import TextSupport

/// `"specFindings": [{"rule", "location", "file", "line", "column", "keyPath", "message"}]`
/// in the JSON report, only with `assess --spec` (empty: the code conforms). `location` is
/// `code` (the file relative to the root) or `spec` (the spec's path as given).
extension ReportJSONEncoder {
    static func specFindings(_ findings: [SpecFinding], _ w: inout JSONWriter) {
        w.key("specFindings")
        w.beginArray()
        for finding in findings {
            w.element()
            w.beginObject()
            w.field("rule", finding.rule.rawValue)
            w.field("location", finding.location.rawValue)
            w.field("file", finding.file)
            w.field("line", finding.line)
            w.field("column", finding.column)
            w.field("keyPath", finding.keyPath)
            w.field("message", finding.message)
            w.endObject()
        }
        w.endArray()
    }
}
