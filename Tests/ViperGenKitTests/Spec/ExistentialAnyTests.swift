import Foundation
import Testing

@testable import ViperGenKit

/// Well-known protocols used as types are spelled `any P` (issue #14: generated code compiles
/// with `-enable-upcoming-feature ExistentialAny`), and nothing else changes.
@Suite struct ExistentialAnyTests {
    /// Type as written, its spelling after the rewrite. `Entity` is declared by the spec.
    static let rewritten: [(String, String)] = [
        ("Error", "any Error"), ("Swift.Error", "any Swift.Error"),
        ("Foundation.LocalizedError", "any Foundation.LocalizedError"),
        ("LocalizedError", "any LocalizedError"), ("CustomNSError", "any CustomNSError"), ("Codable", "any Codable"),
        ("Decodable", "any Decodable"), ("Encodable", "any Encodable"), ("Hashable", "any Hashable"),
        ("Equatable", "any Equatable"),
        ("Comparable", "any Comparable"), ("Identifiable", "any Identifiable"), ("Sendable", "any Sendable"),
        ("CustomStringConvertible", "any CustomStringConvertible"), ("Collection", "any Collection"),
        ("Sequence", "any Sequence"),
        ("UITableViewDelegate", "any UITableViewDelegate"), ("View", "any View"),
        // Optionals: parentheses, never `any Error?`.
        ("Error?", "(any Error)?"), ("Error!", "(any Error)!"), ("Error??", "(any Error)??"),
        ("(Error)?", "(any Error)?"),
        ("Swift.Error?", "(any Swift.Error)?"), ("Optional<Error>", "Optional<any Error>"),
        // Collections, tuples, generic arguments.
        ("[Error]", "[any Error]"), ("[Error?]", "[(any Error)?]"), ("[String: Error]", "[String: any Error]"),
        ("[String: [Codable]]", "[String: [any Codable]]"), ("(Int, Error)", "(Int, any Error)"),
        ("(code: Int, error: Error?)", "(code: Int, error: (any Error)?)"), ("(Error)", "(any Error)"),
        ("Result<Int, Error>", "Result<Int, any Error>"),
        ("Swift.Result<[Entity], Error>", "Swift.Result<[Entity], any Error>"),
        ("Result<Int, Error>?", "Result<Int, any Error>?"), ("Set<AnyHashable>", "Set<AnyHashable>"),
        ("AnyPublisher<Entity, Error>", "AnyPublisher<Entity, any Error>"), ("Collection<Int>", "any Collection<Int>"),
        ("Sequence<Error>", "any Sequence<any Error>"),
        // Functions: parameters, results, typed throws.
        ("(Error) -> Void", "(any Error) -> Void"), ("() -> Error?", "() -> (any Error)?"),
        ("@escaping (Result<Int, Error>) -> Void", "@escaping (Result<Int, any Error>) -> Void"),
        ("@escaping @Sendable (_ error: Error) -> Void", "@escaping @Sendable (_ error: any Error) -> Void"),
        ("((Error?) -> Void)?", "(((any Error)?) -> Void)?"), ("(Error...) -> Void", "(any Error...) -> Void"),
        ("() throws(Error) -> Int", "() throws(any Error) -> Int"),
        ("() async throws(Error) -> Int", "() async throws(any Error) -> Int"),
        ("@autoclosure () -> Error", "@autoclosure () -> any Error"),
        // Specifiers.
        ("inout Error", "inout any Error"), ("sending Error", "sending any Error"),
        // Compositions: always existentials.
        ("Decodable & Sendable", "any Decodable & Sendable"), ("Error & Sendable", "any Error & Sendable"),
        ("UIView & Loadable", "any UIView & Loadable"), ("(Codable & Hashable)?", "(any Codable & Hashable)?"),
        ("[Decodable & Sendable]", "[any Decodable & Sendable]"),
        // Metatypes keep their meaning: `P.Type` is `any P.Type`, `P.Protocol` is `(any P).Type`.
        ("Error.Type", "any Error.Type"), ("Error.Type?", "(any Error.Type)?"),
        ("Error.Type.Type", "any Error.Type.Type"),
        ("(Error).Type", "any Error.Type"), ("Error.Protocol", "(any Error).Type"),
        ("Error.Protocol?", "(any Error).Type?"),
        ("Error.Protocol.Type", "(any Error).Type.Type"), ("Error?.Type", "(any Error)?.Type"),
        // Inside `some`/`any` only generic arguments are types.
        ("some Sequence<Error>", "some Sequence<any Error>"),
        ("any Publisher<Int, Error>", "any Publisher<Int, any Error>")
    ]

    /// Types the rewrite must leave exactly as they are.
    static let unchanged: [String] = [
        "any Error", "(any Error)?", "any Error.Type", "(any Error).Type", "some Error", "some Collection",
        "any Decodable & Sendable",
        "some Decodable & Sendable", "Any", "AnyObject", "AnyClass", "Any?", "AnyHashable", "Int", "String?",
        "[Int: URL]", "Date",
        "Entity", "Entity?", "[Entity]", "LoginService.Error", "MyApp.Error", "NetworkError", "Clock", "Shape",
        "Layout",
        "(Int) -> Void", "@escaping (Entity) throws(NetworkError) -> Void", "T", "[T]", "T.Type", "repeat each T",
        "Never", "Void", "()",
        "UIView", "Result<Data, NetworkError>", "Int.Type",
        // Not Swift, but valid spec text: rewritten, it would no longer parse.
        "@escaping Error", "Error? & Sendable"
    ]

    @Test(arguments: rewritten)
    func spellsAny(written: String, expected: String) throws {
        let type = try TypeSyntax.parse(written).existentialsSpelledAny(declared: ["Entity"])
        #expect(type.text == expected)
        // The new spelling is valid in the spec too: it parses back to the same type, and the
        // rewrite does nothing more to it.
        #expect(try TypeSyntax.parse(type.text) == type)
        #expect(type.existentialsSpelledAny(declared: ["Entity"]) == type)
    }

    @Test(arguments: unchanged)
    func leavesAlone(written: String) throws {
        let type = try TypeSyntax.parse(written)
        #expect(type.existentialsSpelledAny(declared: ["Entity"]) == type, "\(written)")
    }

    @Test func declaredNamesAreTheUsersTypes() throws {
        let type: TypeSyntax = "Result<LocalizedError, Swift.LocalizedError>"
        #expect(
            type.existentialsSpelledAny(declared: ["LocalizedError"]).text
                == "Result<LocalizedError, any Swift.LocalizedError>")
        #expect(type.existentialsSpelledAny().text == "Result<any LocalizedError, any Swift.LocalizedError>")
    }

    @Test(arguments: [
        ("didFail(with error: Error)", "didFail(with error: any Error)"),
        (
            "load(completion: @escaping (Result<[Int], Error>) -> Void)",
            "load(completion: @escaping (Result<[Int], any Error>) -> Void)"
        ),
        ("show(_ errors: Error...)", "show(_ errors: any Error...)"),
        ("update(_ error: inout Error?)", "update(_ error: inout (any Error)?)"),
        ("lastError(retries: Int = 0) async -> Error?", "lastError(retries: Int = 0) async -> (any Error)?"),
        ("run() throws(Error)", "run() throws(any Error)"),
        ("run() throws(NetworkError) -> Codable", "run() throws(NetworkError) -> any Codable"),
        // Constraints stay constraints; a same-type requirement names a type.
        (
            "decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T",
            "decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T"
        ),
        (
            "first<S: Sequence>(_ s: S) -> Error? where S.Element == Error, S: Sendable",
            "first<S: Sequence>(_ s: S) -> (any Error)? where S.Element == any Error, S: Sendable"
        ),
        // A generic parameter named like a protocol is the method's own.
        ("wrap<Error>(_ value: Error) -> [Error]", "wrap<Error>(_ value: Error) -> [Error]"),
        ("each(_ item: some Hashable)", "each(_ item: some Hashable)")
    ])
    func spellsAnyInSignatures(written: String, expected: String) throws {
        let method = try MethodSignature.parse(written).existentialsSpelledAny(declared: [])
        #expect(method.declaration == expected)
        #expect(try MethodSignature.parse(method.declaration) == method)
    }

    @Test func spellsAnyInFields() throws {
        let field = try FieldDeclaration.parse("payload: Codable? = nil").existentialsSpelledAny(declared: [])
        #expect(field.declaration == "payload: (any Codable)? = nil")
    }

    @Test func everyProtocolIsAKnownType() {
        #expect(SwiftKnownProtocols.existentialNames.subtracting(SwiftKnownTypes.typeNames).isEmpty)
        #expect(!SwiftKnownProtocols.existentialNames.contains("Any"))
        #expect(!SwiftKnownProtocols.existentialNames.contains("AnyObject"))
    }

    // MARK: - The decoded spec

    static let spec = """
        {"defaults": {"pattern": "viper"},
         "entities": [{"name": "Report", "fields": ["id: Int", "failure: Error?"]}],
         "modules": [{"name": "Feed",
           "view": ["showError(_ error: Error)", "show(_ items: [Item])"],
           "interactor": ["load(completion: @escaping (Result<[Item], Error>) -> Void)"],
           "interactorOutput": ["didFail(with error: Error)", "didFinish(errors: [Error])"],
           "entities": [{"name": "Item", "fields": ["id: Int", "payload: Codable?"]},
                        {"name": "Failure", "fields": ["code: Int", "underlying: Error?"]}],
           "services": [{"name": "FeedService", "methods": ["fetch() async throws -> [Item]", "lastError() -> Error?"]}],
           "input": ["source: LocalizedError?"]}]}
        """

    @Test func theDecodedSpecSpellsAny() throws {
        let decoded = try SpecDecoder.decode(Data(Self.spec.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
        let module = try #require(decoded.spec.modules.first)
        #expect(module.methods[.view]?.map(\.declaration) == ["showError(_ error: any Error)", "show(_ items: [Item])"])
        #expect(
            module.methods[.interactor]?.map(\.declaration) == [
                "load(completion: @escaping (Result<[Item], any Error>) -> Void)"
            ])
        #expect(
            module.methods[.interactorOutput]?.map(\.declaration) == [
                "didFail(with error: any Error)", "didFinish(errors: [any Error])"
            ])
        #expect(
            module.entities.map { $0.fields.map(\.declaration) } == [
                ["id: Int", "payload: (any Codable)?"], ["code: Int", "underlying: (any Error)?"]
            ])
        #expect(
            module.services.first?.methods.map(\.declaration) == [
                "fetch() async throws -> [Item]", "lastError() -> (any Error)?"
            ])
        #expect(module.input.map(\.declaration) == ["source: (any LocalizedError)?"])
        #expect(decoded.spec.entities.first?.fields.map(\.declaration) == ["id: Int", "failure: (any Error)?"])
        // The lock's snapshot writes the normalised spelling, which decodes to the same spec.
        let again = try SpecDecoder.decode(
            Data(SpecEncoder.json(decoded.spec).utf8), file: "lock", generatedTypes: .builtIn)
        #expect(again.spec == decoded.spec)
    }

    /// The protocols viper-gen generates are protocols too: a signature that names a service's
    /// protocol or a module's output takes `any`, without a warning that the type is unknown.
    @Test func generatedProtocolsSpellAny() throws {
        let spec = """
            {"defaults": {"protocolSuffix": "Protocol"},
             "services": [{"name": "Clock", "methods": ["now() -> Date"]}],
             "modules": [{"name": "Acc", "pattern": "mvvm", "output": ["accDidFinish()"], "services": [{"name": "AuthService", "methods": ["signOut()"]}],
                          "viewModel": ["use(_ s: AuthServiceProtocol, clock: ClockProtocol)", "out(_ o: AccModuleOutput?)", "all(_ list: [LoginModuleOutput])"]},
                         {"name": "Login", "output": ["loginDidFinish()"], "view": ["show(_ presenter: LoginPresenterProtocol)"]}]}
            """
        let decoded = try SpecDecoder.decode(Data(spec.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
        #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
        let acc = try #require(decoded.spec.modules.first)
        #expect(
            acc.methods[.viewModel]?.map(\.declaration) == [
                "use(_ s: any AuthServiceProtocol, clock: any ClockProtocol)", "out(_ o: (any AccModuleOutput)?)",
                "all(_ list: [any LoginModuleOutput])"
            ])
        #expect(
            decoded.spec.modules.last?.methods[.view]?.map(\.declaration) == [
                "show(_ presenter: any LoginPresenterProtocol)"
            ])
    }

    @Test func errorAndAnyErrorAreOneOverload() throws {
        let spec = """
            {"modules": [{"name": "Feed", "view": ["showError(_ error: Error)", "showError(_ error: any Error)"]}]}
            """
        #expect(throws: SpecErrors.self) {
            try SpecDecoder.decode(Data(spec.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
        }
    }

    @Test func generatedSourcesAndMocksSpellAny() throws {
        let decoded = try SpecDecoder.decode(Data(Self.spec.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
        let project = decoded.spec
        let modules = project.resolvedModules(flags: GenerationOptions(), selected: nil)
        let builder = ContextBuilder(project: project, modules: modules)
        let plan = try Planner(library: TemplateLibrary()).plan(modules, builder: builder)
        let text = plan.files.map(\.contents).joined(separator: "\n")
        let protocols = try #require(plan.files.first { $0.path.hasSuffix("FeedProtocols.swift") }?.contents)
        #expect(protocols.contains("func showError(_ error: any Error)"))
        #expect(protocols.contains("func didFail(with error: any Error)"))
        #expect(protocols.contains("func load(completion: @escaping (Result<[Item], any Error>) -> Void)"))
        let mocks = try #require(plan.files.first { $0.path.hasSuffix("FeedMocks.swift") }?.contents)
        #expect(mocks.contains("func didFail(with error: any Error)"))
        #expect(mocks.contains("var didFailWithReceivedError: (any Error)?"))
        #expect(mocks.contains("var didFailWithReceivedInvocations: [any Error] = []"))
        #expect(mocks.contains("var lastErrorReturnValue: (any Error)?"))
        // `any Error` is Sendable, `any Codable` is not; neither is Equatable.
        #expect(text.contains("struct Failure: Sendable {"))
        #expect(text.contains("struct Item: Identifiable {"), "an id of a Hashable type makes it Identifiable")
        // No user type is left bare anywhere.
        for bare in [": Error)", ": Error?", "<Error>", ", Error>", "[Error]", ": Codable", ": LocalizedError"] {
            #expect(!text.contains(bare), "\(bare) left in the generated code")
        }
    }
}
