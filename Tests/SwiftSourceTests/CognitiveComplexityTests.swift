import Foundation
import Testing

@testable import SwiftSource

/// Cognitive complexity (``FunctionComplexity/cognitive``) against the white paper's worked
/// examples and against hand-checked functions, each fixture function preceded by a
/// `// cognitive: N` line with its expected total.
struct CognitiveComplexityTests {
    /// (name, measured, expected) for every function of a fixture with an expectation above it.
    static func measured(_ file: String) -> [(name: String, measured: Int, expected: Int)] {
        let url = TestFiles.testsFolder.appendingPathComponent("Fixtures/cognitive/\(file)")
        let bytes = TestFiles.bytes(url)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return FunctionComplexity.measure(bytes).compactMap { f in
            // The expectation is on the nearest line above the keyword that is not blank.
            var index = f.line - 2
            while index >= 0, lines[index].trimmingCharacters(in: .whitespaces).isEmpty || lines[index].hasPrefix("#") {
                index -= 1
            }
            guard index >= 0, let range = lines[index].range(of: "// cognitive: "),
                let expected = Int(lines[index][range.upperBound...].prefix { $0.isNumber })
            else { return nil }
            return (f.name, f.cognitive, expected)
        }
    }

    @Test func whitePaperExamplesHaveThePapersTotals() {
        let results = Self.measured("whitepaper.swift")
        #expect(
            results.map(\.name) == [
                "sumOfPrimes", "getWords", "myMethod", "myMethod2", "myMethod3",
                "overriddenSymbolFrom", "addVersion", "toRegexp", "save"
            ])
        for result in results {
            #expect(result.measured == result.expected, "\(result.name)")
        }
    }

    @Test func pairedFunctionsHaveTheirExpectedTotals() {
        let results = Self.measured("pairs.swift")
        #expect(results.count >= 20)
        for result in results {
            #expect(result.measured == result.expected, "\(result.name)")
        }
    }

    @Test func swiftConstructsHaveTheirExpectedTotals() {
        let results = Self.measured("swift.swift")
        #expect(results.count == 11)
        for result in results {
            #expect(result.measured == result.expected, "\(result.name)")
        }
    }

    /// 100,000 nested `if`s: 1 + 2 + … + 100,000 = 5,000,050,000, past 32 bits, without a trap.
    @Test func deepNestingDoesNotOverflow() {
        let depth = 100_000
        let source =
            "func f() {\n" + String(repeating: "if a {\n", count: depth) + String(repeating: "}\n", count: depth)
            + "}\n"
        let functions = FunctionComplexity.measure(Array(source.utf8))
        #expect(functions.map(\.cognitive) == [depth * (depth + 1) / 2])
        #expect(functions.map(\.ccn) == [depth + 1])
    }

    @Test func countsBelongToTheFunctionLizardAttributesTheTokensTo() {
        let source = """
            struct S {
                var x: Int {
                    get { if a { return 1 } else { return 2 } }
                }
                func outer() {
                    if a {
                        func inner() { if b { run() } }
                        inner()
                    }
                }
            }
            """
        let functions = FunctionComplexity.measure(Array(source.utf8))
        #expect(functions.map(\.name) == ["get", "inner", "outer"])
        // `get`: if + else. `inner` is measured from nesting 0; `outer` keeps only its own `if`.
        #expect(functions.map(\.cognitive) == [2, 1, 1])
        #expect(functions.map(\.ccn) == [2, 2, 2])
    }
}
