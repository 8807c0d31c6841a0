import ViperGenKit

/// Errors and warnings as JSON for `--format json`:
/// `{"diagnostics": [{"severity", "file", "line", "column", "path", "message", "suggestion"}]}`,
/// with `null` for what a diagnostic does not have (a usage error has no file).
struct DiagnosticsJSON {
    struct Record {
        var severity: Diagnostic.Severity = .error
        var file: String?
        var line: Int?
        var column: Int?
        /// The key path in the spec (`modules[0].pattern`).
        var path: String?
        var message: String
        var suggestion: String?
    }

    var records: [Record] = []

    /// A usage error: no file, its message, the suggestion it makes.
    static func usage(_ error: UsageError) -> DiagnosticsJSON {
        DiagnosticsJSON(records: [Record(message: error.message, suggestion: suggestion(in: error.message))])
    }

    /// Spec problems with their positions.
    static func spec(_ issues: [SpecIssue]) -> DiagnosticsJSON {
        DiagnosticsJSON(records: issues.map { issue in
            let diagnostic = issue.diagnostic
            return Record(severity: diagnostic.severity, file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                          path: diagnostic.keyPath.isEmpty ? nil : diagnostic.keyPath, message: diagnostic.message,
                          suggestion: suggestion(in: diagnostic.message))
        })
    }

    /// Any other failure, as printed: `file:line:col: error: message` is split into its parts.
    static func failure(_ text: String) -> DiagnosticsJSON {
        var record = Record(message: text, suggestion: suggestion(in: text))
        if let range = text.firstRange(of: ": error: ") {
            let place = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            if place.count == 3, let line = Int(place[1]), let column = Int(place[2]) {
                record.file = String(place[0])
                record.line = line
                record.column = column
                record.message = String(text[range.upperBound...])
            } else if place.count == 1 {
                record.file = String(place[0])
                record.message = String(text[range.upperBound...])
            }
        } else if text.hasPrefix("error: ") {
            record.message = String(text.dropFirst("error: ".count))
        }
        return DiagnosticsJSON(records: [record])
    }

    /// The name a message proposes (`did you mean 'MVVM'?`, `did you mean "presenter"?`).
    static func suggestion(in message: String) -> String? {
        guard let range = message.firstRange(of: "did you mean ") else { return nil }
        let rest = message[range.upperBound...]
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        return String(body[..<end])
    }

    /// One line of JSON.
    var text: String {
        func string(_ value: String?) -> String { value.map(JSONText.quoted) ?? "null" }
        func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        let items = records.map { record in
            "{\"severity\":\(string(record.severity.rawValue)),\"file\":\(string(record.file)),\"line\":\(number(record.line)),"
                + "\"column\":\(number(record.column)),\"path\":\(string(record.path)),\"message\":\(string(record.message)),"
                + "\"suggestion\":\(string(record.suggestion))}"
        }
        return "{\"diagnostics\":[" + items.joined(separator: ",") + "]}\n"
    }

    /// Whether `arguments` ask for JSON output (`--format json` or `--format=json`), looked for
    /// before parsing so that a parse error is reported in the format asked for.
    static func requested(in arguments: [String]) -> Bool {
        for (index, word) in arguments.enumerated() {
            if word == "--" { return false }
            if word == "--format=json" { return true }
            if word == "--format", index + 1 < arguments.count, arguments[index + 1] == "json" { return true }
        }
        return false
    }
}
