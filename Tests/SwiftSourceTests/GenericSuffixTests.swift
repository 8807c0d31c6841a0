import Testing

@testable import SwiftSource

/// Issue 27, item 1: a generic type glued to `?` or `!` (`Result<A, B>?`, `Driver<URL?>`) lexes
/// as one operator token (`>?`, `?>`); the reader must still see its angle brackets close, or
/// every later declaration of the type is lost.
struct GenericSuffixTests {
    /// Annotations as written after `var x:`, each read the same way in a property, an init
    /// parameter and a result type.
    static let annotations = [
        "Result<A, B>?", "Driver<URL?>", "Set<String>?", "[String: Array<Int>]!", "Set<String>!",
        "A<B<C>>?", "A<B<C?>?>?", "A<B<C>?>!", "Dictionary<String, Array<Int>?>?", "((Int) -> Void)?",
        "(Result<A, B>?, C<D>!)", "some P<T>", "any P<T>?", "Optional<Array<Int>>?", "A<B>?.Element",
        "A<B>??", "Array<Int?>?", "[A<B>?]?", "(A<B>?) -> C<D>?", "@escaping (Int) -> Void"
    ]

    static func source(_ annotation: String) -> String {
        """
        final class Presenter {
            let before: Before
            var x: \(annotation)
            let after: After
            init(a: \(annotation), b: After) {}
            func make() -> \(annotation) { fatalError() }
            @Published var y: \(annotation) = []
            let last: Last
        }
        class Next { let inNext: Int }
        """
    }

    @Test(arguments: annotations) func laterDeclarationsOfTheTypeAreKept(_ annotation: String) {
        let file = SourceFile.read(Array(Self.source(annotation).utf8))
        #expect(file.types.map(\.name) == ["Presenter", "Next"])
        #expect(file.types.map(\.parent) == [nil, nil])
        #expect(file.types[0].endLine == 9)
        #expect(file.properties.map(\.name) == ["before", "x", "after", "y", "last", "inNext"])
        #expect(file.properties.map(\.parentType) == [0, 0, 0, 0, 0, 1])
        // Read as a type (attributes such as `@escaping` are not part of it), except the one
        // annotation that is not a type.
        let spelled = annotation.replacingOccurrences(of: "@escaping ", with: "")
        #expect(file.properties[1].type?.description == spelled)
        #expect(file.properties[3].type?.description == spelled)
        let unparsed: Bool
        if case .unparsed? = file.properties[1].type { unparsed = true } else { unparsed = false }
        #expect(unparsed == (annotation == "A<B>?.Element"))
        #expect(file.properties[3].attributes == [Attribute(.published)])
        #expect(file.properties.allSatisfy { !$0.isComputed })
        #expect(file.functions.map(\.name) == ["init", "make"])
        #expect(file.functions.map(\.parentType) == [0, 0])
        #expect(
            file.functions[0].parameters.map { "\($0.name): \($0.type?.description ?? "-")" } == [
                "a: \(spelled)", "b: After"
            ])
        #expect(file.functions.map { $0.bodyRange != nil } == [true, true])
        #expect(file.functions[1].endLine == 6)
        #expect(file.warnings.isEmpty)
    }

    @Test func namesInsideTheAnnotationAreReferences() {
        let file = SourceFile.read(Array("struct S {\n    var r: Result<Token, APIError>?\n    let s: Service\n}".utf8))
        #expect(file.properties.map(\.name) == ["r", "s"])
        #expect(file.referencedNames(in: file.types[0].referenceRange) == ["Result", "Token", "APIError", "Service"])
    }

    @Test func shiftAssignmentsAndComparisonsAreNotAngles() {
        let file = SourceFile.read(
            Array(
                """
                struct S {
                    var mask = 1 >> 2
                    var flag = a < b
                    func f() { x >>= 1; y <<= 2; z = a >= b }
                    var big: Bool = c > d
                    let tail: Tail
                }
                let top: Top
                """.utf8))
        #expect(file.properties.map(\.name) == ["mask", "flag", "big", "tail", "top"])
        #expect(file.properties.map(\.parentType) == [0, 0, 0, 0, nil])
        #expect(file.properties[2].type == .named([.init(name: "Bool")]))
        #expect(file.warnings.isEmpty)
    }

    @Test func closingAnglesGluedToEqualsEndTheType() {
        let file = SourceFile.read(
            Array(
                """
                struct S {
                    var a: Set<Int>?= []
                    var b: A<B<C>>= d
                    var c: (A<B>= e)
                    let tail: Tail
                }
                """.utf8))
        #expect(file.properties.map(\.name) == ["a", "b", "c", "tail"])
        #expect(file.properties.map(\.type?.description) == ["Set<Int>?", "A<B<C>>", "(A<B>= e)", "Tail"])
        #expect(file.properties[2].type == .unparsed("(A<B>= e)"))
        #expect(file.properties[1].initialValueIdentifiers == ["d"])
        #expect(file.properties.map(\.parentType) == [0, 0, 0, 0])
    }

    /// An angle left open (a typo, or a token the reader does not know) ends at the next brace,
    /// and at the next line that starts a declaration, instead of swallowing the type's body.
    @Test func anAngleLeftOpenDoesNotSwallowTheBody() {
        let file = SourceFile.read(
            Array(
                """
                class C: P<Q {
                    var x: A<B
                    let y: Y
                    var z: Dictionary<
                        String, Int
                    > = [:]
                    func f() -> A<B { g() }
                    var w: (A<B) = v
                    var v: Array<
                        @Sendable () -> Void
                    >
                    extension E<F {}
                    let u: U
                }
                """.utf8))
        #expect(file.types.map(\.name) == ["C", "E<F"])
        #expect(file.types[0].endLine == 14 && file.types[0].inheritance == [.unparsed("P<Q")])
        #expect(file.properties.map(\.name) == ["x", "y", "z", "w", "v", "u"])
        #expect(
            file.properties.map(\.type?.description) == [
                "A<B", "Y", "Dictionary<String, Int>", "(A<B)", "Array<() -> Void>", "U"
            ])
        #expect(file.properties.map(\.parentType) == [0, 0, 0, 0, 0, 0])
        #expect(file.functions.map(\.name) == ["f"])
        #expect(file.functions[0].bodyRange != nil && file.functions[0].endLine == 7)
    }

    @Test func angleTokensCountOnlyAngles() {
        let cases: [(String, Int)] = [
            (">?", -1), ("?>", -1), (">!", -1), (">>?", -2), ("?>?", -1), (">?>", -2), ("<", 1), (">>", -2),
            (">=", 0), (">>=", 0), ("<=", 0), ("->", 0), ("?", 0), ("!", 0), ("?!", 0), ("<<?", 0), ("!>", -1)
        ]
        for (text, delta) in cases {
            let source = Array("a \(text) b".utf8)
            source.withUnsafeBufferPointer { bytes in
                let tokens = Lexer.significantTokens(bytes)
                #expect(tokens.tokens.count == 3, "\(text)")
                let reader = DeclarationReader(bytes: bytes, tokens: tokens.tokens, newlineBefore: tokens.newlineBefore)
                #expect(reader.angleDelta(1) == delta, "\(text)")
            }
        }
    }
}
