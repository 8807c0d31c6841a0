/// One problem (or warning) for the user, as a value: what every error of the kit and the
/// command line becomes before anything is printed.
///
/// Printers format diagnostics (``DiagnosticPrinter``: compiler-style text, JSON, GitHub Actions
/// annotations); nothing reads a printed message back. The text form is the one compilers use,
/// `FILE:LINE:COL: error: KEYPATH: MESSAGE`, so editors and CI logs can jump to the spot; the
/// parts a diagnostic does not have are left out (`FILE: error: MESSAGE`, `error: MESSAGE`).
/// Lines and columns are 1-based; columns count what the producing reader counts (`Character`s
/// for JSON, UTF-8 bytes for project files).
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Hashable {
        /// The input is refused: nothing is generated.
        case error
        /// Worth a look, but generation goes on.
        case warning
        /// For information (a finding below the warning level).
        case note
    }

    package var severity: Severity
    /// The file as it should be shown to the user (the path given on the command line); nil for
    /// a problem that is not in a file (a command-line mistake, a refused write).
    package var file: String?
    package var line: Int?
    package var column: Int?
    /// Where in the JSON document the problem is, such as `modules[3].interactorOutput[1]`; nil
    /// for the document as a whole or a problem outside a document.
    package var keyPath: String?
    /// What is wrong and what to do about it.
    package var message: String
    /// The name the message proposes instead of what was written (`did you mean 'mvvm'?`).
    package var suggestion: String?
    /// More to read after the message, on lines of its own in text (`See 'viper-gen generate
    /// --help'.`, `Nothing was generated.`); not part of the JSON form.
    package var note: String?

    package init(
        severity: Severity = .error, file: String? = nil, line: Int? = nil, column: Int? = nil, keyPath: String? = nil,
        message: String, suggestion: String? = nil, note: String? = nil
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath?.isEmpty == true ? nil : keyPath
        self.message = message
        self.suggestion = suggestion
        self.note = note
    }

    /// An error at `position` of `file`.
    package init(
        file: String, at position: SourcePosition, keyPath: String? = nil, message: String, suggestion: String? = nil
    ) {
        self.init(
            file: file, line: position.line, column: position.column, keyPath: keyPath, message: message,
            suggestion: suggestion)
    }

    /// Where the diagnostic points, as printed before its severity: `FILE:LINE:COL`, `FILE`, or
    /// nil when it points at no file.
    package var place: String? {
        guard let file else { return nil }
        guard let line else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    /// The first line of the text form: `FILE:LINE:COL: error: KEYPATH: MESSAGE`.
    package var headline: String {
        let path = keyPath.map { "\($0): " } ?? ""
        return (place.map { "\($0): " } ?? "") + "\(severity.rawValue): \(path)\(message)"
    }

    /// The text form: the headline, then the note on the lines after it.
    package var description: String {
        note.map { headline + "\n" + $0 } ?? headline
    }

    /// The same diagnostic with `text` added to the end of its message.
    package func appending(_ text: String) -> Diagnostic {
        var copy = self
        copy.message += text
        return copy
    }

    /// The same diagnostic with a note (replacing any it had).
    package func noting(_ note: String?) -> Diagnostic {
        var copy = self
        copy.note = note
        return copy
    }
}

/// An error that can say what went wrong as diagnostics: every error type of the kit adopts it,
/// so the command line prints values instead of messages.
package protocol DiagnosticsConvertible: Error {
    /// The diagnostics to show, in order (one for most errors, one per problem for a spec).
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic: DiagnosticsConvertible {
    package var diagnostics: [Diagnostic] { [self] }
}
