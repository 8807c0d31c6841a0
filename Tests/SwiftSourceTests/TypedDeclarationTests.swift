import Testing

@testable import SwiftSource

/// Issue 24 item 5: parameters, type annotations, attributes and modifiers are read into values
/// from the tokens once; nothing re-reads their text.
struct TypedDeclarationTests {
    static func type(_ annotation: String) -> TypeReference? {
        SourceFile.read(Array("let x: \(annotation)\n".utf8)).properties.first?.type
    }

    static func named(_ name: String, _ arguments: TypeReference...) -> TypeReference {
        .named([.init(name: name, genericArguments: arguments)])
    }

    @Test func typeAnnotationsAreCases() {
        #expect(Self.type("UIKit.UIView") == .named([.init(name: "UIKit"), .init(name: "UIView")]))
        #expect(
            Self.type("Result<User, Error>?")
                == .optional(Self.named("Result", Self.named("User"), Self.named("Error"))))
        #expect(Self.type("UILabel!") == .implicitlyUnwrapped(Self.named("UILabel")))
        #expect(
            Self.type("[String: [Int]]") == .dictionary(key: Self.named("String"), value: .array(Self.named("Int"))))
        #expect(
            Self.type("@Sendable (Int, String) async throws -> Void")
                == .function(parameters: [Self.named("Int"), Self.named("String")], result: Self.named("Void")))
        #expect(Self.type("() -> Void") == .function(parameters: [], result: Self.named("Void")))
        #expect(Self.type("(a: Int, b: String)") == .tuple([Self.named("Int"), Self.named("String")]))
        #expect(Self.type("(any LoginView)?") == .optional(.existential(Self.named("LoginView"))))
        #expect(Self.type("some View") == .opaque(Self.named("View")))
        #expect(Self.type("any A & B") == .existential(.composition([Self.named("A"), Self.named("B")])))
        #expect(Self.type("UITableViewCell.Type") == .metatype(Self.named("UITableViewCell")))
        #expect(Self.type("`Type`") == Self.named("Type"))
        #expect(Self.type("Self") == Self.named("Self"))
        #expect(Self.type("A<B") == .unparsed("A<B"))
    }

    @Test func theNominalNameIsTheOneTypeAnAnnotationIsAbout() {
        let cases: [(String, String?)] = [
            ("LoginViewInput?", "LoginViewInput"), ("BaseViewController<HomeViewModel>", "BaseViewController"),
            ("any Foo", "Foo"), ("UIKit.UIView", "UIView"), ("(any Foo)?", "Foo"), ("Foo.Bar<T>.Baz", "Baz"),
            ("[Foo]", nil), ("[K: V]", nil), ("(A, B)", nil), ("() -> Foo", nil), ("A & B", nil),
            ("Foo.Type", nil), ("A<B", nil)
        ]
        for (annotation, name) in cases {
            #expect(Self.type(annotation)?.nominalName == name, "\(annotation)")
        }
        #expect(Self.type("[String: (Int) -> Result<A, B>]")?.names == ["String", "Int", "Result", "A", "B"])
    }

    @Test func parametersCarryLabelsNamesTypesAndFlags() {
        let file = SourceFile.read(
            Array(
                """
                struct S {
                    func f(_ id: Int, for name: String = "", values: Int..., state: inout [Int],
                           handler: @escaping (Result<A, B>) -> Void = { _ in }, `default`: X) {}
                    subscript(index: Int) -> Int { 0 }
                    var count: Int { 0 }
                }
                """.utf8))
        #expect(
            file.functions[0].parameters == [
                Parameter(label: nil, name: "id", type: Self.named("Int")),
                Parameter(label: "for", name: "name", type: Self.named("String"), hasDefault: true),
                Parameter(label: "values", name: "values", type: Self.named("Int"), isVariadic: true),
                Parameter(label: "state", name: "state", type: .array(Self.named("Int")), isInout: true),
                Parameter(
                    label: "handler", name: "handler",
                    type: .function(
                        parameters: [Self.named("Result", Self.named("A"), Self.named("B"))], result: Self.named("Void")
                    ),
                    hasDefault: true),
                Parameter(label: "default", name: "default", type: Self.named("X"))
            ])
        #expect(file.functions[0].parameterClauseRange.map { file.functions[0].range.contains($0.lowerBound) } == true)
        #expect(file.functions[1].parameters.map(\.name) == ["index"])
        #expect(file.functions.first { $0.kind == .accessor }?.parameters == [])
    }

    @Test func modifiersAreASetAndAttributesAreNamed() {
        let file = SourceFile.read(
            Array(
                """
                @MainActor @available(iOS 15, *) public final class C {
                    @IBOutlet private weak var label: UILabel!
                    @Injected private(set) var service: Service
                    class func make() {}
                    static let shared = C()
                }
                """.utf8))
        #expect(file.types[0].modifiers == [.public, .final])
        #expect(file.types[0].attributes == [Attribute(.mainActor), Attribute(.available, arguments: "(iOS 15, *)")])
        #expect(file.types[0].attributes.map(\.spelling) == ["@MainActor", "@available(iOS 15, *)"])
        #expect(file.properties[0].modifiers == [.private, .weak] && file.properties[0].ownership == .weak)
        #expect(file.properties[0].attributes == [Attribute(.ibOutlet)])
        #expect(file.properties[1].attributes == [Attribute(.other("Injected"))])
        #expect(file.properties[1].modifiers == [.private])
        #expect(file.functions[0].modifiers.isTypeMember && file.functions[0].modifiers == [.class])
        #expect(file.properties[2].isStatic && file.properties[2].modifiers.words == ["static"])
        #expect(Modifiers(spelling: "__consuming") == .legacyConsuming && Modifiers(spelling: "get") == nil)
    }
}
