import Testing

@testable import SwiftSource

/// Literals and comments hide braces and conditions from lizard's rules wherever they start: the
/// tokenizer looks for their first byte (`/`, `"`, `#`) eight bytes at a time, so each literal is
/// put at every offset of those blocks, after a run of plain bytes that the fast path skips.
@Suite struct LizardLiteralTests {
    static let literals = [
        #""{ if a && b }""#,
        ##"#"{ if a || b }"#"##,
        "// { if a }",
        "/* { if a } */",
        #""""\n    { if a }\n    """"#
    ]

    @Test func literalsHideBracesAndConditionsAtEveryOffset() {
        for literal in Self.literals {
            for padding in 0..<24 {
                let filler = String(repeating: "x", count: padding)
                let source = "func f() {\n    let \(filler) = \(literal)\n    if ok { run() }\n}\n"
                let measured = FunctionComplexity.measure(Array(source.utf8))
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                #expect(measured.map(\.name) == ["f"], "\(literal) after \(padding) bytes")
                #expect(measured.first?.ccn == 2, "\(literal) after \(padding) bytes")
                #expect(measured.first?.endLine == lines, "\(literal) after \(padding) bytes")
            }
        }
    }

    /// A `#` that opens no raw string (`#if`, `#selector`) is not a literal, at any offset.
    @Test func aHashThatOpensNoStringIsNoLiteral() {
        for padding in 0..<24 {
            let filler = String(repeating: "y", count: padding)
            let source = "func f() {\n    let \(filler) = #selector(g)\n    if ok { run() }\n}\n"
            #expect(FunctionComplexity.measure(Array(source.utf8)).map(\.ccn) == [2], "after \(padding) bytes")
        }
    }
}
