import Testing

@testable import ViperGenKit

/// README "Services": a service is `Sendable` and not actor-isolated unless it touches UI or
/// moves what a main-actor test double cannot forward.
struct ServiceIsolationTests {
    static let isolation = ServiceIsolation(
        traits: TypeTraits(entities: [
            "Item": [FieldDeclaration(name: "id", type: .name("String"))],
            "Handle": [FieldDeclaration(name: "callback", type: try! TypeSyntax.parse("() -> Void"))]
        ]))

    @Test(arguments: [
        ("fetch() async throws -> [Item]", true),
        ("count() -> Int", true),
        ("save(_ item: Item, at index: Int) throws", true),
        ("add(_ item: Item, completion: @escaping @Sendable (Result<Int, any Error>) -> Void)", true),
        ("update(_ values: inout [String])", true),
        ("lastError() -> (any Error)?", true),
        ("image(named name: String) -> UIImage?", false),
        ("color() -> Color", false),
        ("observe(_ handler: @escaping () -> Void)", false),
        ("decode<T: Decodable>(_ data: Data) throws -> T", false),
        ("map(_ transform: (Int) throws -> Int) rethrows -> [Int]", false),
        ("load() throws(LoadError) -> Item", false),
        ("make() -> sending Item", false),
        ("payload() -> Any", false),
        ("handle() -> Handle", false)
    ])
    func sendableUnlessItTouchesUIOrMovesWhatCannotBeSent(signature: String, sendable: Bool) throws {
        let method = try MethodSignature.parse(signature)
        #expect(Self.isolation.isSendable(method) == sendable, "\(signature)")
    }

    @Test func oneMethodThatCannotBeSentKeepsTheWholeServiceOnTheMainActor() throws {
        let service = ModuleSpec.Service(
            name: "Gallery",
            methods: [
                try MethodSignature.parse("count() -> Int"), try MethodSignature.parse("thumbnail() -> UIImage?")
            ])
        #expect(!Self.isolation.isSendable(service))
        #expect(Self.isolation.isSendable(ModuleSpec.Service(name: "Empty", methods: [])))
    }
}
