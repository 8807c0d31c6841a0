/// What a ``Token`` is. Trivia (whitespace, line breaks, comments) are tokens too, so the tokens
/// of a file cover every byte of it.
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    /// Spaces, tabs, vertical tabs, form feeds, NUL, no-break spaces and a byte order mark.
    case whitespace
    /// One line break: `\n`, `\r\n` or a lone `\r`.
    case newline
    /// `// …` up to the line break (not included).
    case lineComment
    /// `/// …` (but not `////`).
    case docLineComment
    /// `/* … */`, nested comments included; an unterminated one runs to the end of the file.
    case blockComment
    /// `/** … */` (but not `/**/`).
    case docBlockComment
    /// A name that is not a reserved word: `foo`, `actor`, `get`, `willSet`, `ÿé`.
    case identifier
    /// A reserved word: `func`, `if`, `self`, `Self`, `true`, `_`, … (contextual keywords such as
    /// `get`, `weak`, `actor` or `some` stay identifiers).
    case keyword
    /// A name in backticks: `` `default` ``, `` `some name` ``.
    case backtickIdentifier
    /// `$0`, `$name`, or a lone `$`.
    case dollarIdentifier
    /// `@` and its name: `@objc`, `@MainActor`, `@_spi` (arguments are separate tokens).
    case attribute
    /// A conditional compilation or line directive: `#if`, `#elseif`, `#else`, `#endif`,
    /// `#sourceLocation`, `#warning`, `#error`.
    case poundDirective
    /// Any other `#name`: `#available`, `#selector`, `#file`, a freestanding macro such as `#Preview`.
    case poundKeyword
    /// `42`, `0xFF`, `0o17`, `0b1010`, `1_000`.
    case integerLiteral
    /// `1.5`, `1e-3`, `0x1.8p3`.
    case floatLiteral
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`.
    case stringOpen
    /// Text of a string literal between delimiters and interpolations, escapes included.
    case stringSegment
    /// `\(` or `\#(` (as many `#` as the literal's delimiter); the interpolated expression's
    /// tokens follow, then ``interpolationClose``.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    /// The closing delimiter of a string literal: `"`, `"""`, `"#`.
    case stringClose
    /// A regular expression literal: `/a+b/`, `#/ … /#`.
    case regexLiteral
    /// A run of operator characters: `+`, `==`, `->`, `...`, `..<`, `?`, `!`, `??`, `=`, `&&`, `∪`.
    case `operator`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon
    /// A `.` that does not start an operator.
    case period
    /// A byte that starts no token: invalid UTF-8, a lone `#`, `@`, `\`, a stray backtick, a
    /// control character.
    case unknown

    /// Whether the kind is whitespace, a line break or a comment.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.docBlockComment.rawValue }

    /// Whether the kind is a comment.
    @inlinable public var isComment: Bool {
        rawValue >= TokenKind.lineComment.rawValue && rawValue <= TokenKind.docBlockComment.rawValue
    }

    /// Whether the kind names something: an identifier, a keyword, a backticked or `$` name.
    @inlinable public var isName: Bool {
        rawValue >= TokenKind.identifier.rawValue && rawValue <= TokenKind.dollarIdentifier.rawValue
    }
}
