import Foundation
import Mustache
import Testing

@testable import ViperGenKit

/// The planner and template library on small in-memory template sets.
@Suite struct PlannerTests {
    /// A one-file set whose manifest and template are given.
    static func library(_ files: [String: String]) -> TemplateLibrary {
        TemplateLibrary(user: nil, builtIn: files)
    }

    static func plan(
        _ library: TemplateLibrary, _ modules: [ModuleSpec],
        options: GenerationOptions = GenerationOptions(pattern: .viper)
    ) throws(GenerationError) -> GenerationPlan {
        try Planner(library: library).plan(
            modules.map { ResolvedModule($0, options: options) }, builder: ContextBuilder(modules: modules))
    }

    static let manifest =
        #"{"files": [{"template": "A.mustache", "path": "{{module}}A.swift", "kind": "source", "component": "As"}]}"#

    @Test func rendersPathsAndContentsPerLayout() throws {
        let library = Self.library([
            "viper/template.json": Self.manifest, "viper/A.mustache": "// {{module}} {{fileName}}\n"
        ])
        let module = try Self.plan(library, [ModuleSpec(name: "Login")])
        #expect(module.files.map(\.path) == ["App/Modules/Login/LoginA.swift"])
        #expect(module.files.first?.contents == "// Login LoginA.swift\n")
        let type = try Self.plan(library, [ModuleSpec(name: "Login", layout: .type)])
        #expect(type.files.map(\.path) == ["App/Modules/As/LoginA.swift"])
        let domain = try Self.plan(library, [ModuleSpec(name: "Login", domain: "Auth", layout: .domain)])
        #expect(domain.files.map(\.path) == ["App/Modules/Auth/Login/LoginA.swift"])
        #expect(throws: GenerationError.missingDomain(module: "Login")) {
            try Self.plan(library, [ModuleSpec(name: "Login", layout: .domain)])
        }
    }

    @Test func whenConditionsSelectFilesAndAnUnknownFlagIsAnError() throws {
        let manifest = #"""
            {"files": [
              {"template": "A.mustache", "path": "A.swift", "kind": "source", "component": "", "when": "uikit"},
              {"template": "A.mustache", "path": "B.swift", "kind": "source", "component": "", "when": ["!uikit"]},
              {"template": "A.mustache", "path": "C.swift", "kind": "test", "component": "", "when": ["hasTests", "!hasInput"]}
            ]}
            """#
        let library = Self.library(["viper/template.json": manifest, "viper/A.mustache": "x\n"])
        #expect(try Self.plan(library, [ModuleSpec(name: "M")]).files.map(\.relativePath) == ["M/A.swift", "M/C.swift"])
        #expect(
            try Self.plan(library, [ModuleSpec(name: "M", ui: .swiftui, tests: TestFramework.none)]).files.map(
                \.relativePath) == ["M/B.swift"])
        let typo = Self.library([
            "viper/template.json":
                #"{"files": [{"template": "A.mustache", "path": "A", "kind": "source", "component": "", "when": "uikt"}]}"#,
            "viper/A.mustache": ""
        ])
        do {
            _ = try Self.plan(typo, [ModuleSpec(name: "M")])
            Issue.record("an unknown flag must fail")
        } catch {
            guard case .unknownFlag(_, _, let flag, let valid) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(flag == "uikt")
            #expect(valid.contains("uikit"))
        }
    }

    @Test func twoModulesWritingTheSamePathAreRefused() {
        let library = Self.library([
            "viper/template.json":
                #"{"files": [{"template": "A.mustache", "path": "Shared.swift", "kind": "source", "component": ""}]}"#,
            "viper/A.mustache": "x"
        ])
        #expect(
            throws: GenerationError.duplicatePath(
                path: "App/Modules/Shared.swift", first: "module A", second: "module B")
        ) {
            try Self.plan(library, [ModuleSpec(name: "A", layout: .type), ModuleSpec(name: "B", layout: .type)])
        }
    }

    @Test func strictRenderingNamesTheMissingKeyAndItsPosition() {
        let library = Self.library(["viper/template.json": Self.manifest, "viper/A.mustache": "ok\n  {{modul}}\n"])
        do {
            _ = try Self.plan(library, [ModuleSpec(name: "Login")])
            Issue.record("a missing name must fail in strict mode")
        } catch {
            #expect(error.description.contains("viper/A.mustache:2:3"), "\(error)")
            #expect(error.description.contains("modul"), "\(error)")
        }
    }

    @Test func manifestProblemsAreReported() {
        #expect(throws: GenerationError.template(module: "M", .unknownSet(name: "viper", available: []))) {
            try Self.plan(Self.library([:]), [ModuleSpec(name: "M")])
        }
        #expect(throws: GenerationError.template(module: "M", .missingTemplate(set: "viper", template: "A.mustache"))) {
            try Self.plan(Self.library(["viper/template.json": Self.manifest]), [ModuleSpec(name: "M")])
        }
        let escaping = Self.library([
            "viper/template.json":
                #"{"files": [{"template": "../x.mustache", "path": "A", "kind": "source", "component": ""}]}"#
        ])
        #expect(
            throws: GenerationError.template(
                module: "M", .escapesRoot(path: "../x.mustache", context: "viper/template.json: template"))
        ) {
            try Self.plan(escaping, [ModuleSpec(name: "M")])
        }
        let cycle = TemplateLibrary(
            user: [
                "a/template.json": #"{"extends": "b", "files": []}"#,
                "b/template.json": #"{"extends": "a", "files": []}"#
            ], builtIn: [:])
        #expect(throws: TemplateError.extendsCycle(["a", "b", "a"])) { try cycle.manifest(forSet: "a") }
        let broken = Self.library(["viper/template.json": "{not json"])
        do {
            _ = try broken.manifest(forSet: "viper")
            Issue.record("invalid JSON must fail")
        } catch {
            #expect(error.description.hasPrefix("viper/template.json:1:2: error: "))
        }
    }

    @Test func userFilesReplaceBuiltInsAndBuiltinNamesReachTheOriginal() throws {
        let builtIn = ["viper/template.json": Self.manifest, "viper/A.mustache": "built-in {{$body}}body{{/body}}\n"]
        let replaced = TemplateLibrary(
            user: ["viper/A.mustache": "{{<builtin:viper/A}}{{$body}}mine{{/body}}{{/builtin:viper/A}}"],
            builtIn: builtIn)
        let plan = try Self.plan(replaced, [ModuleSpec(name: "M")])
        #expect(plan.files.first?.contents == "built-in mine\n")
        #expect(replaced.isUserFile("viper/A.mustache"))
        #expect(!replaced.isUserFile("viper/template.json"))
    }

    @Test func partialNamesCannotLeaveTheLibrary() throws {
        let partials = LibraryPartials(library: Self.library(["partials/p.mustache": "p", "viper/x.mustache": "x"]))
        #expect(try partials.template(named: "p")?.render(.object([:])) == "p")
        #expect(try partials.template(named: "viper/x")?.render(.object([:])) == "x")
        #expect(try partials.template(named: "../viper/x") == nil)
        #expect(try partials.template(named: "/etc/passwd") == nil)
    }

    /// Templates are parsed once in the process (`ParsedTemplates`): another library with other
    /// text at the same path gets its own text, never the first one's template.
    @Test func parsedTemplatesAreReusedOnlyForTheSameText() throws {
        let cache = ParsedTemplates()
        let first = try cache.template(at: "viper/x.mustache", source: "one {{a}}", display: "viper/x.mustache").get()
        let again = try cache.template(at: "viper/x.mustache", source: "one {{a}}", display: "viper/x.mustache").get()
        #expect(cache.parseCount == 1)
        #expect(try first.render(.object(["a": "!"])) == "one !")
        #expect(try again.render(.object(["a": "!"])) == "one !")
        let other = try cache.template(at: "viper/x.mustache", source: "two {{a}}", display: "viper/x.mustache").get()
        #expect(try other.render(.object(["a": "!"])) == "two !")
        #expect(cache.parseCount == 2)
        // Under another display name (a user's folder) the same text is parsed for its messages.
        let renamed = cache.template(at: "viper/x.mustache", source: "{{#a}}", display: "Custom/viper/x.mustache")
        #expect(throws: MustacheError.self) { try renamed.get() }
        #expect(throws: MustacheError.self) {
            try cache.template(at: "viper/x.mustache", source: "{{#a}}", display: "Custom/viper/x.mustache").get()
        }
        let renamedError = try #require(renamed.failure)
        #expect("\(renamedError)".hasPrefix("Custom/viper/x.mustache:1:1"))

        let a = try Self.plan(
            Self.library(["viper/template.json": Self.manifest, "viper/A.mustache": "first\n"]), [ModuleSpec(name: "M")]
        )
        let b = try Self.plan(
            Self.library(["viper/template.json": Self.manifest, "viper/A.mustache": "second\n"]),
            [ModuleSpec(name: "M")])
        #expect(a.files.first?.contents == "first\n")
        #expect(b.files.first?.contents == "second\n")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// What the context builder computes for templates.
@Suite struct ContextBuilderTests {
    static func context(_ spec: ModuleSpec, options: GenerationOptions = GenerationOptions()) -> Value {
        ContextBuilder(modules: [spec]).context(for: ResolvedModule(spec, options: options))
    }

    @Test func namesAndFlags() {
        let context = Self.context(
            ModuleSpec(name: "URLSessionList", pattern: .mvvm, ui: .swiftui, binding: .combine, tests: .swiftTesting))
        #expect(context["module"] == "URLSessionList")
        #expect(context["moduleLower"] == "urlSessionList")
        #expect(context["title"] == "URLSession List")
        #expect(context["mvvm"] == true)
        #expect(context["combine"] == true)
        #expect(context["closures"] == false)
        #expect(context["swiftTesting"] == true)
        #expect(context["names"]?["viewModel"] == "URLSessionListViewModel")
    }

    @Test func bindingFlagsAreFalseOutsideMVVM() {
        let context = Self.context(ModuleSpec(name: "Login", pattern: .viper, binding: .combine))
        #expect(context["combine"] == false)
        #expect(context["closures"] == false)
    }

    @Test func lifecycleMethodsAreAddedOnceAndServicesOnlyWhenDeclared() throws {
        let declared = try MethodSignature.parse("viewDidLoad()")
        let viper = Self.context(ModuleSpec(name: "A", pattern: .viper, methods: [.presenter: [declared]]))
        #expect(viper["presenter"]?["methods"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 1)
        for pattern in Pattern.allCases {
            let context = Self.context(ModuleSpec(name: "A", pattern: pattern))
            #expect(
                context["hasServices"] == false,
                "\(pattern) has services only when declared: no empty service to delete")
            #expect(context["serviceParameters"] == "")
            #expect(context["dependencyParameters"] == "")
        }
        let mvp = Self.context(
            ModuleSpec(name: "A", pattern: .mvp, services: [ModuleSpec.Service(name: "Api", methods: [])]))
        #expect(mvp["serviceParameters"] == "api: any ApiInterface")
        #expect(Self.first(mvp["presenter"]?["methods"])?["name"] == "viewDidLoad")
        let mvvm = Self.context(ModuleSpec(name: "A", pattern: .mvvm))
        #expect(Self.first(mvvm["state"])?["declaration"] == "isLoading: Bool")
    }

    /// The first element of an array value.
    static func first(_ value: Value?) -> Value? {
        if case .array(let items)? = value { return items.first }
        return nil
    }

    @Test func genericMethodsStoreAnyAndCastBack() throws {
        let method = try MethodSignature.parse("decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T")
        let context = ContextBuilder().methodContext(
            method, stem: "decode", isLast: true, samples: SampleValues(entities: [:]), hasProtocol: true)
        #expect(context.mock.receivedType == "(type: Any.Type, data: Data)")
        #expect(context.mock.returnValueType == "Any?")
        #expect(context.mock.returnCast == " as! T")
        #expect(context.hasSampleCall == false, "generic methods are not called by generated tests")
    }

    @Test(arguments: [
        // type, initial value of a stored state property, sample value
        ("[[String: Int]]", "[]", #"[["sample": 7]]"#), ("[String: Bool]", "[:]", #"["sample": true]"#),
        ("Dictionary<String, [Int]>", "[:]", #"["sample": [7]]"#), ("Set<Int>", "[]", "[7]"), ("Int?", "nil", "7"),
        ("Decimal", "0", "Decimal(1)"), ("(Int) -> Void", "{ _ in }", "{ _ in }")
    ])
    func typedInitialAndSampleValues(type: String, initial: String, sample: String) {
        let samples = SampleValues(entities: [:])
        let syntax = TypeSyntax(stringLiteral: type)
        #expect((samples.initialValue(for: syntax) ?? samples.expression(for: syntax)) == initial)
        #expect(samples.expression(for: syntax) == sample)
    }

    @Test func recursiveAndThrownEntities() throws {
        let node = ModuleSpec.Entity(name: "Node", fields: [FieldDeclaration(name: "children", type: "[Node]")])
        let failure = ModuleSpec.Entity(name: "LoadError", fields: [FieldDeclaration(name: "code", type: "Int")])
        let spec = ModuleSpec(
            name: "A", methods: [.interactor: [try MethodSignature.parse("load() throws(LoadError) -> [Node]")]],
            entities: [node, failure])
        let context = ContextBuilder(modules: [spec]).moduleContext(
            for: ResolvedModule(spec, options: GenerationOptions()))
        #expect(
            context.entities.map(\.conformances) == [
                "Equatable, Hashable, Sendable, Codable", "Equatable, Hashable, Sendable, Codable, Error"
            ])
        let load = try #require(context.interactor.methods.first)
        #expect(load.mock.throwableErrorType == "LoadError?")
        #expect(load.mock.returnValueType == "[Node]?")
        #expect(load.mock.requiresValue, "an unset result stops naming the member")
        #expect(load.sampleReturn == "[Node(children: [])]")
    }

    /// An entity is `Identifiable` when its `id` has a type known to be `Hashable`; an `id` of
    /// a type of the app (which may not be) or a closure leaves it out.
    @Test(arguments: [
        ("id: String", true), ("`id`: UUID?", true), ("id: Tag", true), ("id: [Int]", true),
        ("identifier: String", false), ("id: AppIdentifier", false), ("id: () -> Void", false)
    ])
    func entitiesWithAnIdAreIdentifiable(field: String, identifiable: Bool) throws {
        let parts = field.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let entity = ModuleSpec.Entity(
            name: "Article", fields: [FieldDeclaration(name: parts[0], type: TypeSyntax(stringLiteral: parts[1]))])
        let tag = ModuleSpec.Entity(name: "Tag", fields: [FieldDeclaration(name: "name", type: "String")])
        let context = ContextBuilder(modules: [ModuleSpec(name: "A", entities: [entity, tag])]).moduleContext(
            for: ResolvedModule(ModuleSpec(name: "A", entities: [entity, tag]), options: GenerationOptions()))
        #expect(context.entities[0].conformances.hasSuffix("Identifiable") == identifiable, "\(field)")
        #expect(!context.entities[1].conformances.contains("Identifiable"), "Tag has no id")
    }

    @Test func samplesDifferFromInitialState() {
        let samples = SampleValues(entities: [
            "Item": [FieldDeclaration(name: "id", type: "UUID"), FieldDeclaration(name: "tags", type: "[String]")]
        ])
        #expect(samples.expression(for: "[String]") == "[\"sample\"]")
        #expect(samples.expression(for: "[String: Int]") == "[\"sample\": 7]")
        #expect(samples.expression(for: "Int?") == "7")
        #expect(samples.expression(for: "Item")?.hasPrefix("Item(id: UUID(uuid:") == true)
        #expect(samples.expression(for: "Unknown") == nil)
        #expect(samples.expression(for: "(Int, String) -> Void") == "{ _, _ in }")
        #expect(samples.initialValue(for: "[String]") == "[]")
        #expect(samples.isCodable("Item"))
        #expect(!samples.isCodable("Unknown"))
    }
}
