/// Splits Swift source (UTF-8 bytes, valid or not) into tokens, trivia included.
///
/// One pass, linear in the input, no recursion: string interpolations nest on an explicit
/// stack on the heap, so any depth costs memory proportional to the input, never stack.
/// Nothing is rejected: an unterminated literal or comment runs to the end of its line or file
/// and adds a diagnostic; a byte that starts no token becomes an ``TokenKind/unknown`` token.
///
/// Regex literals follow the compiler's heuristic for bare `/…/`: a `/` starts a regex only where
/// an expression may begin (at the start, after an operator other than a postfix `!`/`?`, after
/// `(` `[` `{` `,` `:` `;`, an interpolation's `\(`, or a keyword such as `return`, `case`, `in`,
/// `if`, `where`, `try`, `await`), when the next byte is not a space, tab or line break, and when
/// an unescaped closing `/` follows on the same line with no space or tab before it. Otherwise
/// `/` is an operator. `#/…/#` (any number of `#`) is always a regex and may span lines.
public enum Lexer {
    /// Tokenizes `source`. Input past `UInt32.max - 1` bytes is not read (a diagnostic says so).
    public static func tokenize(_ source: [UInt8]) -> Tokenization {
        source.withUnsafeBufferPointer { buffer in
            var scanner = scan(buffer, keepsTrivia: true)
            return Tokenization(tokens: scanner.finish().tokens, diagnostics: scanner.diagnostics)
        }
    }

    /// ``tokenize(_:)`` without the trivia (whitespace, line breaks, comments), and for each
    /// token whether a line break (in a line-break token or a comment) comes between it and the
    /// token before: what the declaration reader reads, without storing the trivia first.
    static func significantTokens(_ buffer: UnsafeBufferPointer<UInt8>)
        -> (tokens: [Token], newlineBefore: [Bool], diagnostics: [Diagnostic])
    {
        let read = significantTokensCountingLines(buffer)
        return (read.tokens, read.newlineBefore, read.diagnostics)
    }

    /// ``significantTokens(_:)``, and how many line feeds (`\n` bytes) the input holds when the
    /// lexer met no `\r` in it (every `\n` is then one line break it counted); nil when it met
    /// one, or did not read the whole input. A file's line count without a pass of its own.
    static func significantTokensCountingLines(_ buffer: UnsafeBufferPointer<UInt8>)
        -> (tokens: [Token], newlineBefore: [Bool], diagnostics: [Diagnostic], lineFeeds: Int?)
    {
        var scanner = scan(buffer, keepsTrivia: false)
        let (tokens, newlineBefore) = scanner.finish()
        let complete = buffer.count == scanner.n && !scanner.sawCarriageReturn
        return (tokens, newlineBefore, scanner.diagnostics, complete ? scanner.line - 1 : nil)
    }

    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, keepsTrivia: Bool) -> LexerScanner {
        let limit = Int(UInt32.max - 1)
        let bytes = buffer.count > limit ? UnsafeBufferPointer(rebasing: buffer[0..<limit]) : buffer
        var scanner = LexerScanner(bytes, keepsTrivia: keepsTrivia)
        scanner.run()
        if buffer.count > limit {
            scanner.diagnose(at: limit, "the file is larger than 4 GiB; the rest is not read")
        }
        return scanner
    }
}
