import Foundation
import Testing

@testable import ViperGenKit

/// Forms Swift cannot compile in generated code are refused where they are written, with the
/// reason and a fix; forms it can compile are accepted (issue: everything accepted compiles).
struct UnsupportedFormsTests {
    static let refusals: [(String, [String])] = [
        // A declared method is a protocol requirement: no opaque result.
        (
            #"{"modules": [{"name": "Login", "interactor": ["items() -> some Collection"]}]}"#,
            [
                #"viper-gen.json:1:59: error: modules[0].interactor[0]: malformed method signature "items() -> some Collection" at string column 12: a declared method becomes a protocol requirement, which cannot return an opaque type 'some Collection'; return 'any Collection' or a concrete type"#
            ]
        ),
        (
            #"{"modules": [{"name": "Login", "router": ["make() -> [some View]"]}]}"#,
            [
                #"viper-gen.json:1:54: error: modules[0].router[0]: malformed method signature "make() -> [some View]" at string column 11: a declared method becomes a protocol requirement, which cannot return an opaque type '[some View]'; return '[any View]' or a concrete type"#
            ]
        ),
        // A stored property cannot be opaque.
        (
            #"{"modules": [{"name": "Feed", "pattern": "mvvm", "state": ["x: some Equatable"]}]}"#,
            [
                #"viper-gen.json:1:64: error: modules[0].state[0]: malformed field declaration "x: some Equatable" at string column 4: a stored property cannot have an opaque type 'some Equatable'; use 'any' or a concrete type"#
            ]
        ),
        // A struct that contains itself.
        (
            #"{"modules": [{"name": "Tree", "entities": [{"name": "Node", "fields": ["value: Int", "next: Node?"]}]}]}"#,
            [
                #"viper-gen.json:1:86: error: modules[0].entities[0].fields[1]: 'next: Node?' makes entity Node contain itself (Node → Node), which a Swift struct cannot; store it in an array ('next: [Node]') or keep an identifier ('nextID: String') instead"#
            ]
        ),
        (
            #"{"modules": [{"name": "A", "entities": [{"name": "B", "fields": ["c: (C, Int)"]}]}, {"name": "X", "entities": [{"name": "C", "fields": ["b: Optional<B>"]}]}]}"#,
            [
                #"viper-gen.json:1:66: error: modules[0].entities[0].fields[0]: 'c: (C, Int)' makes entity B contain itself (B → C → B), which a Swift struct cannot; store it in an array ('c: [C]') or keep an identifier ('cID: String') instead"#
            ]
        ),
        // The lifecycle method the generated view calls synchronously.
        (
            #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad() async"]}]}"#,
            [
                #"viper-gen.json:1:46: error: modules[0].presenter[0]: 'viewDidLoad() async' is called by the generated view's viewDidLoad (UIKit) or onAppear (SwiftUI), which is synchronous: declare 'viewDidLoad()' without async, throws or a result and start other work inside it (Task { await load() }), or give this method another name"#
            ]
        ),
        (
            #"{"modules": [{"name": "Feed", "pattern": "mvvm", "viewModel": ["onAppear() -> Bool"]}]}"#,
            [
                #"viper-gen.json:1:64: error: modules[0].viewModel[0]: 'onAppear() -> Bool' is called by the generated view's viewDidLoad (UIKit) or onAppear (SwiftUI), which is synchronous: declare 'onAppear()' without async, throws or a result and start other work inside it (Task { await load() }), or give this method another name"#
            ]
        )
    ]

    @Test(arguments: refusals)
    func refusesWithAPositionedReasonAndFix(json: String, expected: [String]) {
        #expect(SpecDecodingHarness.diagnostics(json) == expected)
    }

    @Test(arguments: [
        // Collections break a recursion; a differently named lifecycle-like method is free.
        #"{"modules": [{"name": "Tree", "entities": [{"name": "Node", "fields": ["children: [Node]", "byName: [String: Node]", "parent: Set<Int>"]}]}]}"#,
        #"{"modules": [{"name": "Login", "presenter": ["viewDidLoad()", "load() async throws -> Int", "viewDidLoad(animated: Bool) async"]}]}"#,
        // Names no built-in template declares (the old hand-kept list refused them).
        #"{"modules": [{"name": "Login", "pattern": "mvvm", "entities": [{"name": "LoginModel"}, {"name": "LoginState"}]}]}"#,
        #"{"modules": [{"name": "Login", "pattern": "mvc", "entities": [{"name": "LoginModel"}]}]}"#,
        // Typed throws, rethrows, sending, defaults in inputs and parameters.
        #"{"modules": [{"name": "Login", "input": ["showsBanner: Bool = false"], "interactor": ["load() throws(LoadError) -> Int", "map(_ f: (Int) throws -> Int) rethrows -> Int", "make() -> sending Data", "page(size: Int = 20) async throws -> [Int]"], "entities": [{"name": "LoadError", "fields": ["code: Int"]}]}]}"#
    ])
    func accepts(json: String) throws {
        #expect(SpecDecodingHarness.diagnostics(json).filter { $0.contains("error") } == [])
        _ = try SpecDecodingHarness.decode(json)
    }

    @Test func namesOfTypesATemplateDeclaresAreStillRefused() {
        let json =
            #"{"modules": [{"name": "Login", "pattern": "mvvm", "entities": [{"name": "LoginViewModel"}, {"name": "LoginBuilder"}]}]}"#
        #expect(
            SpecDecodingHarness.diagnostics(json) == [
                #"viper-gen.json:1:73: error: modules[0].entities[0].name: entity "LoginViewModel" has the name of a type generated for module "Login" (modules[0]); choose another name"#,
                #"viper-gen.json:1:101: error: modules[0].entities[1].name: entity "LoginBuilder" has the name of a type generated for module "Login" (modules[0]); choose another name"#
            ])
    }

    @Test func generatedNamesComeFromTheManifestsInUse() throws {
        // A user set whose view model file declares another name frees `LoginViewModel`.
        var files = TemplateLibrary.builtInFiles
        files["mvvm/template.json"] = """
            { "files": [ { "template": "ViewModel.swift.mustache", "path": "{{module}}Store.swift", "kind": "source", "component": "Stores", "declares": ["{{module}}Store"] } ] }
            """
        let library = TemplateLibrary(
            user: ["mvvm/template.json": files["mvvm/template.json"] ?? ""], userRoot: "Custom")
        let generated = library.generatedTypeNames()
        #expect(generated.declarations[.mvvm] == ["{{module}}Store"])
        let json =
            #"{"modules": [{"name": "Login", "pattern": "mvvm", "entities": [{"name": "LoginViewModel"}, {"name": "LoginStore"}]}]}"#
        #expect(throws: SpecErrors.self) {
            try SpecDecoder.decode(Data(json.utf8), file: "f", generatedTypes: generated)
        }
        do {
            _ = try SpecDecoder.decode(Data(json.utf8), file: "f", generatedTypes: generated)
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"f:1:101: error: modules[0].entities[1].name: entity "LoginStore" has the name of a type generated for module "Login" (modules[0]); choose another name"#
                ])
        }
    }
}
