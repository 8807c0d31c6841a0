/// What a Swift file declares and uses, read tolerantly from its bytes.
///
/// Reading never fails: invalid UTF-8, binary data, unbalanced braces, unterminated literals
/// or garbage give what can be recognized plus ``warnings``. Time is linear in the file size and
/// memory proportional to it; nothing recurses. Every `#if` branch is read, as if all were active.
public struct SourceFile: Sendable {
    /// The tokens, trivia included (see ``Lexer``).
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
    /// Lexical problems and what the reader could not make sense of, in order of position.
    public internal(set) var warnings: [Diagnostic] = []

    /// Reads a file.
    public static func read(_ bytes: [UInt8]) -> SourceFile {
        let tokenization = Lexer.tokenize(bytes)
        var file = SourceFile(tokens: tokenization.tokens)
        bytes.withUnsafeBufferPointer { buffer in
            var reader = DeclarationReader(bytes: buffer, tokens: tokenization.tokens)
            reader.run()
            file.imports = reader.imports
            file.types = reader.types
            file.functions = reader.functions
            file.properties = reader.properties
            file.references = reader.references
            file.warnings = (tokenization.diagnostics + reader.warnings).sorted { $0.offset < $1.offset }
        }
        return file
    }

    /// The distinct names among `references[range]`, in order of first use.
    public func referencedNames(in range: Range<Int>) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for reference in references[range.clamped(to: references.indices)] where seen.insert(reference.name).inserted {
            names.append(reference.name)
        }
        return names
    }
}
