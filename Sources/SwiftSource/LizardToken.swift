/// A token as lizard's Swift reader sees it (see ``LizardTokenizer``), classified for its state
/// machine and counters.
struct LizardToken {
    enum Kind: UInt8 {
        case other, newline, comment
        case leftBrace, rightBrace, leftParen, rightParen, less, greater, leftBracket, rightBracket
        case period, comma, colon, backtick
        case func_, init_, failableInit, subscript_, deinit_, get, set, willSet, didSet
        case async_, throws_, protocol_, let_, var_, case_, interface
        /// Words only cognitive complexity looks at (``CognitiveCounter``); lizard sees them as
        /// any other name.
        case else_, switch_, repeat_, do_, defer_, break_, continue_
        /// `if for while catch guard`: conditions, and labels when followed by `:` after `(` or `,`.
        case conditionWord
        /// `&& || ?`.
        case conditionSymbol
        /// A `?` glued to what precedes it: counted, then discounted, as lizard does.
        case postfixQuestion
    }

    var start: Int32
    var end: Int32
    var kind: Kind
    /// Python's `str.isidentifier()` for the token's text.
    var isIdentifier: Bool
    /// Renamed by the label pass (`_if`): compares equal to nothing the reader looks for.
    var renamed = false
    /// Line breaks inside the token (multi-line strings, continued macros).
    var lineBreaks: Int32 = 0

    /// A word lizard treats as a label when `name:` follows `(` or `,`.
    var isLabelWord: Bool {
        switch kind {
        case .conditionWord, .case_, .init_, .subscript_, .deinit_: return true
        default: return false
        }
    }
}
