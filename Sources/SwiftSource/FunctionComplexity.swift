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
    /// Cognitive complexity (SonarSource's definition, G. Ann Campbell's white paper, version
    /// 1.5), at least 0, counted over the same tokens as ``ccn`` and for the same function:
    ///
    /// | construct | increment | nests what it holds |
    /// |---|---|---|
    /// | `if`, `guard`, `for`, `while`, `repeat`, `switch`, `catch`, ternary `?` | 1 + nesting | yes (a ternary: no) |
    /// | `else if`, `else` | 1 | yes |
    /// | `guard`'s `else` | 0 (counted on `guard`) | yes |
    /// | a sequence of like `&&`/`||` (each change of operator) | 1 | – |
    /// | `break label`, `continue label` | 1 | – |
    /// | calling itself by name (`name(`), once per function | 1 | – |
    /// | `#if` (also around the function) / `#elseif`, `#else` | 1 + nesting / 1 | yes / – |
    /// | a closure | 0 | yes |
    /// | `do`, `defer`, `case`, `default`, `??`, `?.`, `try?`, `fallthrough`, `return`, `throw` | 0 | no |
    ///
    /// A sequence of logical operators is read as SonarSource's Java analyzer reads it: grouping
    /// parentheses continue it (`a && (b && c)` is 1), a call, a negation `!(…)`, a comparison,
    /// a comma, a colon, `?` or a new statement start a new one. `guard` is an `if` whose body
    /// must leave: it counts like `if`, and what follows it is not nested. A nested function is
    /// lizard's own record, measured from nesting 0, and not added to its parent; a ternary
    /// nested in a ternary is counted at the nesting of the outer one. Recursion is a call
    /// `name(` or `self.name(` of the function's own name (overloads included: the reader does
    /// not resolve types).
    public let cognitive: Int

    /// Creates a measurement.
    public init(name: String, line: Int, endLine: Int, ccn: Int, nloc: Int, cognitive: Int = 0) {
        self.name = name
        self.line = line
        self.endLine = endLine
        self.ccn = ccn
        self.nloc = nloc
        self.cognitive = cognitive
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
            var tokens = LizardTokenizer(buffer).run()
            defer { tokens.deallocate() }
            var reader = LizardReader(buffer)
            defer { reader.deallocate() }
            reader.read(tokens.values)
            return reader.finished.map { index in
                let f = reader.functions[index]
                return FunctionComplexity(
                    name: f.name, line: f.startLine, endLine: f.endLine, ccn: max(f.ccn, 1), nloc: f.nloc,
                    cognitive: f.cognitive.value)
            }
        }
    }
}
