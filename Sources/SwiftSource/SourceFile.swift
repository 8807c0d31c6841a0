/// What a Swift file declares and uses, read tolerantly from its bytes.
///
/// Reading never fails: invalid UTF-8, binary data, unbalanced braces, unterminated literals
/// or garbage give what can be recognized plus ``warnings``. Time is linear in the file size and
/// memory proportional to it; nothing recurses. Every `#if` branch is read, as if all were active.
public struct SourceFile: Sendable {
    /// The tokens, without trivia (whitespace, line breaks, comments; ``Lexer/tokenize(_:)``
    /// gives them all).
    public let tokens: [Token]
    /// `import` declarations, in order.
    public internal(set) var imports: [Import] = []
    /// Types and extensions, in order of their keyword; ``TypeDeclaration/parent`` gives nesting.
    public internal(set) var types: [TypeDeclaration] = []
    /// Functions, initializers, subscripts, accessors and closures, in order of their start.
    public internal(set) var functions: [FunctionDeclaration] = []
    /// Stored and computed properties of types and at file scope, in order.
    public internal(set) var properties: [PropertyDeclaration] = []
    /// Every name used, in order (see ``Reference``); declarations point into it with their
    /// `referenceRange`.
    public internal(set) var references: [Reference] = []
    /// The names ``references`` use, each once (see ``Reference/nameID``).
    public internal(set) var names = NameTable()
    /// Lexical problems and what the reader could not make sense of, in order of position.
    public internal(set) var warnings: [Diagnostic] = []
    /// How many line feeds (`\n` bytes) the file holds, counted by the lexer as it read it; nil
    /// when the file holds a `\r` (the lexer counts `\r\n` and a lone `\r` as line breaks too)
    /// or is larger than it reads.
    public internal(set) var lineFeeds: Int?

    /// Reads a file.
    public static func read(_ bytes: [UInt8]) -> SourceFile {
        bytes.withUnsafeBufferPointer { buffer in
            let tokenization = Lexer.significantTokensCountingLines(buffer)
            var file = SourceFile(tokens: tokenization.tokens)
            file.lineFeeds = tokenization.lineFeeds
            var reader = DeclarationReader(
                bytes: buffer, tokens: tokenization.tokens, newlineBefore: tokenization.newlineBefore)
            reader.run()
            file.imports = reader.imports
            file.types = reader.types
            file.functions = reader.functions
            file.properties = reader.properties
            file.references = reader.references
            file.names = reader.names
            // Most files have none: no array made to sort nothing.
            if !tokenization.diagnostics.isEmpty || !reader.warnings.isEmpty {
                file.warnings = (tokenization.diagnostics + reader.warnings).sorted { $0.offset < $1.offset }
            }
            return file
        }
    }

    /// The name a reference uses, without backticks.
    public func name(of reference: Reference) -> String { names.names[reference.nameID] }

    /// A reference's qualifier (see ``Reference/qualifierID``): nil when it is not a member
    /// access, `""` for an implicit member, else the text of the token before the dot.
    public func qualifier(of reference: Reference) -> String? { reference.qualifierID.map { names.names[$0] } }

    /// The distinct names among `references[range]`, in order of first use.
    public func referencedNames(in range: Range<Int>) -> [String] {
        var seen = [Bool](filled: false, count: names.count)
        var result: [String] = []
        for reference in references[range.clamped(to: references.indices)] where !seen[reference.nameID] {
            seen[reference.nameID] = true
            result.append(names.names[reference.nameID])
        }
        return result
    }
}
