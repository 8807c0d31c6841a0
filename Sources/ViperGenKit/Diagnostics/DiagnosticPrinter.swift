import TextSupport

/// The printed forms of diagnostics: compiler-style text (with colour on a terminal), the JSON of
/// `--format json`, and GitHub Actions workflow commands (`--format github`). Pure: values in,
/// text out.
package enum DiagnosticPrinter {
    /// The text form, one diagnostic per line (a note on the lines after it), each line ended by
    /// a newline. With `colour`, `error:` is bold red and `warning:` bold yellow.
    package static func text(_ diagnostics: [Diagnostic], colour: Bool = false) -> String {
        var result = ""
        for diagnostic in diagnostics {
            result += text(diagnostic, colour: colour) + "\n"
        }
        return result
    }

    /// One diagnostic as text, without a final newline.
    package static func text(_ diagnostic: Diagnostic, colour: Bool) -> String {
        guard colour else { return diagnostic.description }
        let code =
            switch diagnostic.severity {
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;36"
            }
        let path = diagnostic.keyPath.map { "\($0): " } ?? ""
        let headline =
            (diagnostic.place.map { "\($0): " } ?? "")
            + "\u{1B}[\(code)m\(diagnostic.severity.rawValue):\u{1B}[0m \(path)\(diagnostic.message)"
        return diagnostic.note.map { headline + "\n" + $0 } ?? headline
    }

    /// `{"diagnostics": [{"severity", "file", "line", "column", "path", "message", "suggestion"}]}`
    /// on one line, with `null` for what a diagnostic does not have.
    package static func json(_ diagnostics: [Diagnostic]) -> String {
        JSONWriter.compactObject { write(diagnostics, into: &$0) } + "\n"
    }

    /// The `diagnostics` member of an object being written (the MCP server adds a `report`).
    package static func write(_ diagnostics: [Diagnostic], into writer: inout JSONWriter) {
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in diagnostics {
            writer.element()
            writer.beginObject()
            writer.field("severity", diagnostic.severity.rawValue)
            writer.field("file", diagnostic.file)
            writer.field("line", diagnostic.line)
            writer.field("column", diagnostic.column)
            writer.field("path", diagnostic.keyPath)
            writer.field("message", diagnostic.message)
            writer.field("suggestion", diagnostic.suggestion)
            writer.endObject()
        }
        writer.endArray()
    }

    /// GitHub Actions workflow commands (`::error file=F,line=L,col=C::MESSAGE`), one per line,
    /// which a workflow run shows as annotations on the file and line. The key path leads the
    /// message; the note follows it on a line of its own.
    package static func github(_ diagnostics: [Diagnostic]) -> String {
        var result = ""
        for diagnostic in diagnostics {
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=" + escapeProperty(file)) }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            var message = (diagnostic.keyPath.map { "\($0): " } ?? "") + diagnostic.message
            if let note = diagnostic.note { message += "\n" + note }
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            let head = "::" + command + (properties.isEmpty ? "" : " " + properties.joined(separator: ","))
            result += head + "::" + escapeData(message) + "\n"
        }
        return result
    }

    /// A message as GitHub's runner reads it back: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
