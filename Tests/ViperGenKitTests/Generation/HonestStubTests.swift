import Testing

@testable import ViperGenKit

/// docs/generated-code.md: an unimplemented service method that throws any error throws its
/// class's `NotImplemented`, naming the method; only a stub that cannot throw it traps, and says
/// which method.
struct HonestStubTests {
    static func serviceFile(_ signatures: [String]) throws -> String {
        let service = ModuleSpec.Service(
            name: "FeedService", methods: try signatures.map { try MethodSignature.parse($0) })
        let module = ModuleSpec(name: "Feed", services: [service])
        let options = GenerationOptions(pattern: .mvp)
        let plan = try Planner(library: TemplateLibrary()).plan(
            [ResolvedModule(module, options: options)], builder: ContextBuilder(modules: [module], options: options))
        return try #require(plan.files.first { $0.path.hasSuffix("FeedService.swift") }).contents
    }

    @Test func aThrowingStubThrowsNotImplementedNamingTheMethod() throws {
        let text = try Self.serviceFile([
            "load(page: Int) async throws -> [String]", "save() throws(any Error)", "count() -> Int"
        ])
        #expect(text.contains("    struct NotImplemented: Error, Equatable {\n        let method: String\n    }\n"))
        #expect(
            text.contains(
                "    func load(page: Int) async throws -> [String] {\n        // TODO: implement.\n        throw NotImplemented(method: \"load(page:)\")\n    }\n"
            ))
        #expect(text.contains("throw NotImplemented(method: \"save()\")"))
        #expect(
            text.contains("    func count() -> Int {\n        // TODO: implement.\n        return 0\n    }\n"),
            "a default return value stays")
        #expect(!text.contains("fatalError"))
    }

    @Test func onlyAStubThatCannotThrowItTrapsAndNamesTheMethod() throws {
        let text = try Self.serviceFile(["token() -> Token", "reload(_ body: () throws -> Void) rethrows -> Token"])
        #expect(!text.contains("NotImplemented"), "no method can throw it: not declared")
        #expect(text.contains("Swift.fatalError(\"token() is not implemented yet\")"))
        #expect(text.contains("Swift.fatalError(\"reload(_:) is not implemented yet\")"))
    }
}
