import Foundation
import Testing

@testable import SwiftSource

/// Input that must never crash, hang or blow the stack, and keeps the reader's invariants.
/// (How fast it is read is measured in bench/, not asserted here: a loaded machine made timed
/// assertions fail for no fault of the code.)
struct HostileInputTests {
    static func survives(_ bytes: [UInt8]) {
        let problem = SourceInvariants.violation(bytes)
        #expect(problem == nil)
    }

    @Test func invalidUTF8() {
        Self.survives([
            0xFF, 0xFE, 0x66, 0x75, 0x6E, 0x63, 0xC3, 0x28, 0xE2, 0x82, 0xF0, 0x9F, 0x98, 0x22, 0x5C, 0x28, 0xED, 0xA0,
            0x80
        ])
        let file = SourceFile.read([0x22, 0xFF, 0x22, 0x0A, 0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0x43, 0x20, 0x7B, 0x7D])
        #expect(file.types.map(\.name) == ["C"])
        #expect(file.warnings.map(\.message).contains("invalid UTF-8") == false)  // inside a string: just text
    }

    /// A failable initializer's glued generic angle as the last token (the reader read past
    /// the tokens; found by the swiftsource fuzz target, which replays it).
    @Test func failableInitAngleAtTheEnd() {
        for text in ["init?<", "init?<<<<", "struct S { init!<", "init?<T"] {
            Self.survives(Array(text.utf8))
            #expect(SourceFile.read(Array(text.utf8)).functions.map(\.name).contains("init"), "\(text)")
        }
    }

    @Test func binaryGarbage() {
        // A fixed seed: a failure replays.
        var seed: UInt64 = 0x5EED_0F_C0DE
        var bytes: [UInt8] = []
        for _ in 0..<200_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: seed >> 56))
        }
        Self.survives(bytes)
    }

    @Test func tenMegabyteLine() {
        let line = Array(repeating: UInt8(ascii: "a"), count: 10_000_000)
        let tokens = Lexer.tokenize(line).tokens
        #expect(tokens.count == 1)
        #expect(SourceFile.read(line).types.isEmpty)
        #expect(FunctionComplexity.measure(line).isEmpty)
        // A mixed line, 270 KB: every kind of token, no line break.
        let mixed = Array(String(repeating: "f(a, \"s\\(b)\", 1.5) + x?.y ?? /r/ ", count: 8_000).utf8)
        Self.survives(mixed)
    }

    @Test func twentyThousandNestedBraces() {
        let braces = Array(
            ("func f() " + String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)).utf8)
        Self.survives(braces)
        let unclosed = Array(("class A " + String(repeating: "{ if x ", count: 20_000)).utf8)
        Self.survives(unclosed)
        let parens = Array((String(repeating: "(", count: 20_000) + String(repeating: "[", count: 20_000)).utf8)
        Self.survives(parens)
    }

    @Test func twentyThousandNestedInterpolations() {
        let nested = String(repeating: "\"\\(", count: 20_000) + "x" + String(repeating: ")\"", count: 20_000)
        let bytes = Array(("let s = " + nested + "\nfunc f() {}").utf8)
        let tokenization = Lexer.tokenize(bytes)
        #expect(tokenization.diagnostics.isEmpty)
        #expect(SourceInvariants.tokenProblem(bytes, tokenization.tokens) == nil)
        #expect(FunctionComplexity.measure(bytes).map(\.name) == ["f"])
        Self.survives(Array(("let s = " + String(repeating: "\"\\(", count: 20_000)).utf8))
        Self.survives(Array(("let s = " + String(repeating: "#\"\\#(\"\"\"\n\\(", count: 5_000)).utf8))
    }

    @Test func unterminatedLiteralsAndComments() {
        for source in [
            "let s = \"\"\"\nabc\n", "let s = #\"abc", "let s = ##\"\"\"\n\"\"\"#", "/* /* */", "let r = #/a",
            "func f() { \"\\("
        ] {
            let bytes = Array(source.utf8)
            Self.survives(bytes)
            #expect(!SourceFile.read(bytes).warnings.isEmpty, "\(source)")
        }
    }

    @Test func pathologicalAccessorHeads() {
        let source = "var x: Int { " + String(repeating: "get async ( ", count: 5_000) + "}"
        Self.survives(Array(source.utf8))
    }
}
