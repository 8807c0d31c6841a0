import Testing

@testable import SwiftSource

/// Every lexical form, as (kind, text) pairs of the significant tokens.
struct LexerTests {
    static func lex(_ source: String) -> [(TokenKind, String)] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }.map {
            ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    static func kinds(_ source: String) -> [TokenKind] { lex(source).map(\.0) }
    static func texts(_ source: String) -> [String] { lex(source).map(\.1) }
    static func diagnostics(_ source: String) -> [String] {
        Lexer.tokenize(Array(source.utf8)).diagnostics.map(\.message)
    }

    @Test(arguments: [
        ("// plain", TokenKind.lineComment), ("/// doc", .docLineComment), ("//// not doc", .lineComment),
        ("/* a /* nested */ b */", .blockComment), ("/** doc */", .docBlockComment), ("/**/", .blockComment)
    ])
    func comments(source: String, kind: TokenKind) {
        let tokens = Lexer.tokenize(Array(source.utf8)).tokens
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == kind)
    }

    @Test func triviaAndLines() {
        let tokens = Lexer.tokenize(Array("a\r\n\tb\rc\n".utf8)).tokens
        #expect(
            tokens.map(\.kind) == [.identifier, .newline, .whitespace, .identifier, .newline, .identifier, .newline])
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 2, 3, 3])
        #expect(tokens[3].column == 2)
    }

    @Test func identifiersAndKeywords() {
        #expect(
            Self.lex("func `default` $0 $name actor get _ self Self café x1").map(\.0) == [
                .keyword, .backtickIdentifier, .dollarIdentifier, .dollarIdentifier, .identifier, .identifier, .keyword,
                .keyword, .keyword, .identifier, .identifier
            ])
        #expect(Self.texts("`some name`") == ["`some name`"])
    }

    @Test func directivesAttributesAndPoundKeywords() {
        #expect(
            Self.lex("#if DEBUG\n#elseif os(iOS)\n#else\n#endif").filter { $0.0 == .poundDirective }.map(\.1) == [
                "#if", "#elseif", "#else", "#endif"
            ])
        #expect(
            Self.kinds("#available #selector #Preview #sourceLocation #warning") == [
                .poundKeyword, .poundKeyword, .poundKeyword, .poundDirective, .poundDirective
            ])
        #expect(
            Self.lex("@objc @MainActor @available(iOS 15, *)").prefix(3).map(\.0) == [
                .attribute, .attribute, .attribute
            ])
    }

    @Test(arguments: [
        ("42", TokenKind.integerLiteral), ("1_000_000", .integerLiteral), ("0xFF_FF", .integerLiteral),
        ("0o17", .integerLiteral),
        ("0b1010_1010", .integerLiteral), ("1.5", .floatLiteral), ("1e10", .floatLiteral), ("1.5E-3", .floatLiteral),
        ("0x1.8p3", .floatLiteral), ("0xFFp-2", .floatLiteral), ("1_0.0_1", .floatLiteral)
    ])
    func numbers(source: String, kind: TokenKind) {
        #expect(Self.lex(source).map(\.0) == [kind])
        #expect(Self.texts(source) == [source])
    }

    @Test func memberAccessOnIntegersIsNotAFloat() {
        #expect(Self.texts("1.description") == ["1", ".", "description"])
        #expect(Self.texts("t.0.1") == ["t", ".", "0", ".", "1"])
    }

    @Test func stringWithEscapesAndNestedInterpolation() {
        #expect(
            Self.lex(#""a\"b\(x + f("c\(y)")) d""#).map(\.0) == [
                .stringOpen, .stringSegment, .interpolationOpen, .identifier, .operator, .identifier, .leftParen,
                .stringOpen, .stringSegment, .interpolationOpen, .identifier, .interpolationClose, .stringClose,
                .rightParen, .interpolationClose, .stringSegment, .stringClose
            ])
        #expect(Self.texts(#""(\((1)))""#) == ["\"", "(", "\\(", "(", "1", ")", "\u{29}", ")", "\""])
    }

    @Test func multilineString() {
        let source = "let s = \"\"\"\n  a \"quoted\" \"\" \\(x)\n  \"\"\"\nlet t = 1"
        let tokens = Lexer.tokenize(Array(source.utf8)).tokens.filter { !$0.kind.isTrivia }
        #expect(
            tokens.map(\.kind) == [
                .keyword, .identifier, .operator, .stringOpen, .stringSegment, .interpolationOpen, .identifier,
                .interpolationClose, .stringSegment, .stringClose, .keyword, .identifier, .operator, .integerLiteral
            ])
        #expect(tokens[9].line == 3)
        #expect(tokens[10].line == 4)
    }

    @Test func rawStrings() {
        #expect(Self.texts(##"#"a \(no) "b" \#(yes)"#"##) == ["#\"", "a \\(no) \"b\" ", "\\#(", "yes", ")", "\"#"])
        #expect(Self.texts(###"##"x"# \#(no) \##(y)"##"###) == ["##\"", "x\"# \\#(no) ", "\\##(", "y", ")", "\"##"])
        #expect(Self.kinds("#\"\"\"\nraw\n\"\"\"#") == [.stringOpen, .stringSegment, .stringClose])
    }

    @Test func regexLiterals() {
        #expect(Self.lex("let r = /a+b/").last?.0 == .regexLiteral)
        #expect(Self.lex("x = #/a / b/#").last?.0 == .regexLiteral)
        #expect(Self.lex("x = ##/a /# b/##").last?.1 == "##/a /# b/##")
        #expect(Self.lex("let e = #/\n  a\n/#").last?.0 == .regexLiteral)
        #expect(Self.kinds("f(/a[/]b/)")[2] == .regexLiteral)
        // Division: after an operand, or with a space after the slash, or no closing slash.
        #expect(Self.kinds("a / b / c") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(
            Self.kinds("x = a/b/c") == [
                .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier
            ])
        #expect(Self.kinds("x = / a/") == [.identifier, .operator, .operator, .identifier, .operator])
        #expect(Self.kinds("x = (1)/2").contains(.regexLiteral) == false)
        #expect(Self.kinds("return /x") == [.keyword, .operator, .identifier])
    }

    @Test func operatorsAndPunctuation() {
        #expect(
            Self.texts("a?.b! ?? c -> d ... e ..< f &&= g <*> h ∪ i") == [
                "a", "?", ".", "b", "!", "??", "c", "->", "d", "...", "e", "..<", "f", "&&=", "g", "<*>", "h", "∪", "i"
            ])
        #expect(
            Self.kinds("( ) [ ] { } , : ; .") == [
                .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .comma, .colon,
                .semicolon, .period
            ])
        #expect(Self.texts("a+/*c*/b") == ["a", "+", "b"])
    }

    @Test(arguments: [
        ("let s = \"abc\nlet t = 1", "unterminated string literal"),
        ("let s = \"\"\"\nabc", "unterminated multi-line string literal"),
        ("let s = #\"abc", "unterminated string literal"),
        ("let s = ##\"\"\"\nabc\"\"\"#", "unterminated multi-line string literal"),
        ("/* a /* b */", "unterminated block comment"),
        ("let r = #/abc", "unterminated regex literal"),
        ("let x = `abc", "unterminated backticked identifier"),
        ("let s = \"\\(a + \"b\\(c", "unterminated string literal"),
        ("x \u{FF} y", "invalid UTF-8")
    ])
    func unterminatedFormsAreDiagnosed(source: String, message: String) {
        let bytes = source == "x \u{FF} y" ? [0x78, 0x20, 0xFF, 0x20, 0x79] : Array(source.utf8)
        let result = Lexer.tokenize(bytes)
        #expect(result.diagnostics.map(\.message).contains(message))
        #expect(SourceInvariants.tokenProblem(bytes, result.tokens) == nil)
    }

    @Test func singleLineStringEndsAtTheLineBreak() {
        #expect(
            Self.lex("\"abc\nlet x = 1").map(\.0) == [
                .stringOpen, .stringSegment, .keyword, .identifier, .operator, .integerLiteral
            ])
    }
}
