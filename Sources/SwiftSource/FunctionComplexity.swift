/// A function's cyclomatic complexity and lines of code, as the lizard analyzer (1.24.3) reports
/// them for Swift.
///
/// The rules are lizard's, quirks included, so that numbers agree with the tool teams already
/// run (see ``measure(_:)``):
/// - Functions: `func`, `init` (`init?`, `init!`), `subscript`, `deinit`, and accessor blocks
///   `get`, `set`, `willSet`, `didSet` (with `(newValue)`, `get async throws`). Closures, `_read`,
///   `_modify`, protocol requirements and shorthand getters (`var x: Int { 1 }`) are not
///   functions; their lines and conditions belong to the enclosing function, or to none.
/// - CCN = 1 + one for each `if`, `for`, `while`, `guard`, `catch`, `case` (every `case`,
///   `if case` and `for case` included), `&&`, `||`, and a ternary `?` that follows whitespace.
///   Not counted: `??`, `else`, `where`, `repeat`, `default`, `#if`, a postfix `?` (`foo?.bar`,
///   `Int?`, `try?`, `as?`), conditions inside string literals or comments, and an argument
///   label spelled like a condition (`f(for: x)`, but `func f(for x: T)` counts).
/// - NLOC = the lines that hold a token of the function other than a comment, from the line of
///   its keyword (an accessor's: the line of its `{`) to its closing `}`; a nested function's
///   lines are its own, not its parent's.
/// - Line = the line of `func`, `init`, `subscript`, or the accessor word.
public struct FunctionComplexity: Sendable, Hashable {
    /// The name lizard gives it: `viewDidLoad`, `init`, `subscript`, `get`, `didSet`, `deinit`, `==`,
    /// `` `default` ``.
    public let name: String
    /// The line of its keyword.
    public let line: Int
    /// The line of its last token (its closing brace).
    public let endLine: Int
    /// Cyclomatic complexity, at least 1.
    public let ccn: Int
    /// Non-blank, non-comment lines.
    public let nloc: Int

    /// Creates a measurement.
    public init(name: String, line: Int, endLine: Int, ccn: Int, nloc: Int) {
        self.name = name
        self.line = line
        self.endLine = endLine
        self.ccn = ccn
        self.nloc = nloc
    }

    /// Measures every function of a Swift file, in the order lizard lists them (by where they
    /// end, so a nested function comes before its parent).
    ///
    /// The file is read as lizard reads it: a UTF-8 byte order mark is dropped and `\r\n` and
    /// `\r` count as `\n`; a file that is not valid UTF-8 loses its invalid bytes and keeps its
    /// `\r`. A function still open at the end of the file is not listed, nor anything after a
    /// comment containing "GENERATED CODE", nor a function whose body holds `#lizard forgive`.
    /// Linear time; never fails.
    public static func measure(_ source: [UInt8]) -> [FunctionComplexity] {
        let text = LizardText.normalize(source)
        return text.withUnsafeBufferPointer { buffer in
            var tokenizer = LizardTokenizer(buffer)
            tokenizer.run()
            var reader = LizardReader(buffer)
            reader.read(&tokenizer.tokens)
            return reader.finished.map { index in
                let f = reader.functions[index]
                return FunctionComplexity(name: f.name, line: f.startLine, endLine: f.endLine, ccn: max(f.ccn, 1), nloc: f.nloc)
            }
        }
    }
}
