/// The tokens of a file, trivia included, and what the lexer found wrong.
public struct Tokenization: Sendable {
    /// Every token in order; their ranges are contiguous and cover the whole input.
    public let tokens: [Token]
    /// Unterminated literals and comments, invalid UTF-8 and other lexical problems, in order.
    public let diagnostics: [Diagnostic]
}
