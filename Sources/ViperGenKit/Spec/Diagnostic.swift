/// One problem found in an input file, located and ready to print.
///
/// Prints as `FILE:LINE:COL: error: KEYPATH: MESSAGE` (or `warning:`), the form compilers use,
/// so editors and CI logs can jump to the spot. The key path part is left out when it is empty
/// (a problem with the document as a whole). Lines and columns are 1-based; columns count
/// `Character`s (what an editor shows), not bytes.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The input is refused: nothing is generated.
        case error
        /// Worth a look, but generation goes on.
        case warning
    }

    public var severity: Severity
    /// The file as it should be shown to the user (the path given on the command line).
    public var file: String
    public var line: Int
    public var column: Int
    /// Where in the JSON document the problem is, such as `modules[3].interactorOutput[1]`;
    /// empty for the document as a whole.
    public var keyPath: String
    /// What is wrong and what to do about it.
    public var message: String

    public init(severity: Severity, file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let place = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(file):\(line):\(column): \(severity.rawValue): \(place)\(message)"
    }
}
