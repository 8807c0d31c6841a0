/// An error found while parsing or rendering a template, located in the template's source.
///
/// `description` reads `NAME:LINE:COL: error: MESSAGE`, for example
/// `viper/Router.swift.mustache:12:5: error: unclosed section 'methods' (opened at 12:5)`.
/// Columns count `Character`s (see `SourceLocation`).
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A section, inverted section, parent or block that was never closed; located at its opening tag.
        case unclosedSection(name: String, openedAt: SourceLocation)
        /// A closing tag with no open section; located at the closing tag.
        case unexpectedClosingTag(name: String)
        /// A closing tag whose name differs from the innermost open section; located at the closing tag.
        case mismatchedClosingTag(expected: String, found: String, openedAt: SourceLocation)
        /// A tag whose closing delimiter (`expected`) never comes; located at the tag's opening delimiter.
        case unclosedTag(expected: String)
        /// A set-delimiter tag whose content is not two whitespace-separated delimiters.
        case invalidDelimiters(String)
        /// A tag with no name, such as `{{}}` or `{{# }}`.
        case emptyTag
        /// A tag name containing whitespace, such as `{{first name}}`.
        case invalidTagName(String)
        /// Strict mode: a name no context frame resolves.
        case missingVariable(String)
        /// Strict mode: a name no context frame resolves, close to one that a frame does
        /// (`names.presentr` for `names.presenter`).
        case misspeltVariable(String, suggestion: String)
        /// Strict mode: a partial or parent the resolver does not know.
        case missingPartial(String)
        /// Strict mode: a variable tag naming a list or an object, which has no text.
        case invalidInterpolation(String)
        /// Strict mode: a dynamic name (`{{>*name}}`) whose value is not a string or number.
        case invalidDynamicName(String)
        /// Partials or parents nested deeper than the limit (usually a partial that includes itself).
        case recursionLimit(name: String, limit: Int)
        /// Sections nested deeper than the parser's limit, or rendering nested deeper than `RenderLimits.nestingDepth`.
        case nestingLimit(limit: Int)
        /// The output grew beyond `RenderLimits.outputBytes`.
        case outputLimit(bytes: Int)
        /// Rendering visited more than `RenderLimits.steps` nodes.
        case workLimit(steps: Int)
        /// Any other problem, for example one reported by a custom `PartialResolver`.
        case other(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The name of the template the location refers to.
    public var templateName: String
    /// The 1-based line of the offending tag.
    public var line: Int
    /// The 1-based column of the offending tag, in `Character`s.
    public var column: Int

    /// Creates an error.
    public init(_ kind: Kind, templateName: String, line: Int, column: Int) {
        self.kind = kind
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    /// Creates an error located at the UTF-8 byte `offset` of `source`.
    init(_ kind: Kind, templateName: String, source: String, offset: Int) {
        let location = SourceLocation(utf8Offset: offset, in: source)
        self.init(kind, templateName: templateName, line: location.line, column: location.column)
    }

    /// The message alone, without the location prefix.
    public var message: String {
        switch kind {
        case .unclosedSection(let name, let openedAt):
            return "unclosed section '\(name)' (opened at \(openedAt))"
        case .unexpectedClosingTag(let name):
            return "unexpected closing tag '\(name)': no section is open; remove it or add the matching opening tag"
        case .mismatchedClosingTag(let expected, let found, let openedAt):
            return
                "closing tag '\(found)' does not match the open section '\(expected)' (opened at \(openedAt)); close '\(expected)' first"
        case .unclosedTag(let expected):
            return "unclosed tag: expected '\(expected)' to close it"
        case .invalidDelimiters(let content):
            return
                "invalid set-delimiter tag '\(content)': expected two delimiters separated by whitespace, without whitespace or '=' inside, at most \(Parser.maxDelimiterLength) bytes each, such as {{=<% %>=}}"
        case .emptyTag:
            return "empty tag: a tag needs a name"
        case .invalidTagName(let name):
            return "invalid tag name '\(name)': names must not contain whitespace"
        case .misspeltVariable(let name, let suggestion):
            return "missing variable '\(name)': did you mean '\(suggestion)'? (strict mode)"
        case .missingVariable(let name):
            return
                "missing variable '\(name)': no context frame resolves it (strict mode); add it to the data, using null or false for an intentionally empty value"
        case .missingPartial(let name):
            return "missing partial '\(name)': the partial resolver has no template with this name (strict mode)"
        case .invalidInterpolation(let name):
            return
                "cannot interpolate '\(name)': it is a list or an object; iterate it with a section instead (strict mode)"
        case .invalidDynamicName(let name):
            return "dynamic name '*\(name)' does not resolve to a string (strict mode)"
        case .recursionLimit(let name, let limit):
            return
                "'\(name)' exceeds the maximum partial depth of \(limit); a partial or parent probably includes itself without end"
        case .nestingLimit(let limit):
            return "nesting deeper than \(limit) levels; the template probably recurses without end or is malformed"
        case .outputLimit(let bytes):
            return "output exceeds the limit of \(bytes) bytes"
        case .workLimit(let steps):
            return "rendering exceeds the limit of \(steps) steps"
        case .other(let message):
            return message
        }
    }

    /// The name the message proposes instead of the one written (strict mode's closest key).
    public var suggestion: String? {
        if case .misspeltVariable(_, let suggestion) = kind { return suggestion }
        return nil
    }

    /// `NAME:LINE:COL: error: MESSAGE`.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
