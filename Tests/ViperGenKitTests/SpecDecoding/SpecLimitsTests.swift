import Testing

@testable import ViperGenKit

/// Specs that once cost gigabytes or minutes: postfix optionals are capped like every other
/// nesting, and entity containment is checked in one walk.
struct SpecLimitsTests {
    static let limit = SignatureParser.maximumDepth

    @Test func postfixOptionalsAreCappedLikeOtherNesting() {
        // The parameter's type is one level; each `?` or `!` one more.
        let fits = "f(x: Int" + String(repeating: "?", count: Self.limit - 1) + ")"
        #expect((try? MethodSignature.parse(fits)) != nil)
        for mark in ["?", "!"] {
            let tooDeep = "f(x: Int" + String(repeating: mark, count: 30_000) + ")"
            // Refused at the first mark past the limit: column 9 is the first.
            #expect(
                throws: SignatureError(
                    column: 9 + Self.limit - 1, reason: "the type is nested too deeply (more than \(Self.limit) levels)"
                )
            ) {
                try MethodSignature.parse(tooDeep)
            }
        }
        // Inside brackets the levels add up.
        let nested = "f(x: [[Int" + String(repeating: "?", count: Self.limit - 2) + "]])"
        #expect(
            throws: SignatureError(
                column: 11 + Self.limit - 3, reason: "the type is nested too deeply (more than \(Self.limit) levels)")
        ) {
            try MethodSignature.parse(nested)
        }
        #expect(
            throws: SignatureError(
                column: 7 + Self.limit - 1, reason: "the type is nested too deeply (more than \(Self.limit) levels)")
        ) {
            try FieldDeclaration.parse("x: Int" + String(repeating: "?", count: 30_000))
        }
    }

    @Test func thirtyThousandOptionalsInASpecAreRefusedWhereTheyAreWritten() {
        let signature = "f(x: Int" + String(repeating: "?", count: 30_000) + ")"
        let diagnostics = SpecDecodingHarness.diagnostics(
            #"{"modules": [{"name": "A", "interactor": [""# + signature + #""]}]}"#)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.hasPrefix(
                "viper-gen.json:1:83: error: modules[0].interactor[0]: malformed method signature ") == true)
        #expect(
            diagnostics.first?.hasSuffix(
                "at string column \(9 + Self.limit - 1): the type is nested too deeply (more than \(Self.limit) levels)"
            ) == true)
    }

    /// `{"modules": [{"name": "M", "entities": [...]}]}` with the given entities.
    static func spec(_ entities: [(name: String, fields: [String])]) -> String {
        let list = entities.map { entity in
            #"{"name": ""# + entity.name + #"", "fields": ["#
                + entity.fields.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
        }
        return #"{"modules": [{"name": "M", "entities": ["# + list.joined(separator: ", ") + "]}]}"
    }

    @Test func aChainOfTwoThousandEntitiesIsChecked() {
        let count = 2_000
        let chain = (0..<count).map { index in
            (
                name: "E\(index)",
                fields: index + 1 < count ? ["next: E\(index + 1)", "other: E\(index + 1)?"] : ["value: Int"]
            )
        }
        #expect(SpecDecodingHarness.diagnostics(Self.spec(chain)).filter { $0.contains("error") } == [])
        // Closed into a ring: one cycle, one error, at the first entity.
        var ring = chain
        ring[count - 1].fields = ["first: E0"]
        let diagnostics = SpecDecodingHarness.diagnostics(Self.spec(ring))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("'next: E1' makes entity E0 contain itself (E0 → E1 → E2 → ") == true)
        #expect(diagnostics.first?.contains(" → E1999 → E0), which a Swift struct cannot") == true)
    }

    @Test func eachCycleIsReportedOnce() {
        let entities: [(name: String, fields: [String])] = [
            ("Outside", ["a: A", "alsoA: A?"]),  // leads into a cycle, is not on one
            ("A", ["b: B"]), ("B", ["c: C", "again: C?"]), ("C", ["a: A?"]),
            ("Node", ["value: Int", "next: Node?", "previous: Node?"]),
            ("E", ["f: (F, Int)"]), ("F", ["e: Optional<E>"]),
            ("Tree", ["children: [Tree]"])  // an array breaks the recursion
        ]
        #expect(
            SpecDecodingHarness.diagnostics(Self.spec(entities)).map {
                $0.components(separatedBy: ": error: ").last ?? ""
            } == [
                "modules[0].entities[1].fields[0]: 'b: B' makes entity A contain itself (A → B → C → A), which a Swift struct cannot; store it in an array ('b: [B]') or keep an identifier ('bID: String') instead",
                "modules[0].entities[4].fields[1]: 'next: Node?' makes entity Node contain itself (Node → Node), which a Swift struct cannot; store it in an array ('next: [Node]') or keep an identifier ('nextID: String') instead",
                "modules[0].entities[5].fields[0]: 'f: (F, Int)' makes entity E contain itself (E → F → E), which a Swift struct cannot; store it in an array ('f: [F]') or keep an identifier ('fID: String') instead"
            ])
    }
}
