import Foundation
import Testing
import ViperGenKit

/// SpecDecoder: the spec example of docs/spec.md, option handling, and every kind of problem with
/// the exact text a user sees.
@Suite struct SpecDecodingTests {
    private typealias Harness = SpecDecodingHarness

    // MARK: - The contract example

    @Test func contractExampleDecodesToTheExpectedSpec() throws {
        let decoded = try Harness.decode(Harness.contractExample)
        #expect(decoded.warnings.isEmpty)
        let string: TypeSyntax = "String"
        let expected = ProjectSpec(
            defaults: GenerationOptions(
                pattern: .viper, ui: .uikit, binding: .closures, tests: .xctest, layout: .module,
                output: "App/Modules", testsOutput: "AppTests/Modules", testableImport: "App",
                protocolSuffix: "Interface",
                header: Header(project: "MyApp", author: "Jane Doe", company: "Acme", year: "2026"),
                templates: "Templates/Custom"),
            modules: [
                ModuleSpec(name: "Login", domain: "Authentication"),
                ModuleSpec(
                    name: "TaskList", pattern: .viper,
                    methods: [
                        .view: [
                            MethodSignature(name: "showLoading"), MethodSignature(name: "hideLoading"),
                            MethodSignature(
                                name: "showTasks",
                                parameters: [.init(label: nil, name: "tasks", type: "[TaskViewModel]")]),
                            MethodSignature(
                                name: "showError", parameters: [.init(label: nil, name: "message", type: string)])
                        ],
                        .presenter: [
                            MethodSignature(name: "viewDidLoad"), MethodSignature(name: "refreshTasks"),
                            MethodSignature(
                                name: "didSelectTask",
                                parameters: [.init(label: "withId", name: "taskId", type: string)])
                        ],
                        .interactor: [
                            MethodSignature(name: "fetchTasks"),
                            MethodSignature(
                                name: "deleteTask", parameters: [.init(label: "withId", name: "taskId", type: string)])
                        ],
                        .interactorOutput: [
                            MethodSignature(
                                name: "didFetchTasks",
                                parameters: [.init(label: nil, name: "tasks", type: "[TaskItem]")]),
                            // `Error` as written; the decoded spec spells the existential `any Error`.
                            MethodSignature(
                                name: "didFailToFetchTasks",
                                parameters: [.init(label: "with", name: "error", type: "any Error")])
                        ],
                        .router: [
                            MethodSignature(
                                name: "navigateToTaskDetails",
                                parameters: [.init(label: "taskId", name: "taskId", type: string)]),
                            MethodSignature(name: "navigateToAddTask")
                        ]
                    ],
                    entities: [
                        .init(
                            name: "TaskItem",
                            fields: [
                                .init(name: "id", type: string), .init(name: "title", type: string),
                                .init(name: "isCompleted", type: "Bool")
                            ]),
                        .init(
                            name: "TaskViewModel",
                            fields: [.init(name: "id", type: string), .init(name: "title", type: string)])
                    ],
                    services: [
                        .init(
                            name: "TaskService",
                            methods: [
                                MethodSignature(
                                    name: "fetchTasks", isAsync: true, throwsClause: "throws", returnType: "[TaskItem]")
                            ])
                    ],
                    input: [.init(name: "userId", type: string)]),
                ModuleSpec(
                    name: "Settings", pattern: .mvvm, ui: .swiftui, binding: .observation,
                    methods: [
                        .viewModel: [
                            MethodSignature(name: "onAppear"),
                            MethodSignature(
                                name: "didToggle",
                                parameters: [
                                    .init(label: nil, name: "item", type: string),
                                    .init(label: "isOn", name: "isOn", type: "Bool")
                                ])
                        ]
                    ],
                    state: [.init(name: "isLoading", type: "Bool"), .init(name: "items", type: "[String]")])
            ])
        #expect(decoded.spec.defaults == expected.defaults)
        #expect(decoded.spec.modules.count == 3)
        for (actual, wanted) in zip(decoded.spec.modules, expected.modules) {
            #expect(actual == wanted, "module \(wanted.name)")
        }
        #expect(decoded.spec == expected)
    }

    @Test func starterSpecDecodesWithoutWarnings() throws {
        let decoded = try Harness.decode(StarterSpec.text)
        #expect(decoded.warnings.isEmpty)
        #expect(decoded.spec.modules.map(\.name) == ["Login", "TaskList", "Settings"])
    }

    @Test func minimalFilesAreValid() throws {
        #expect(try Harness.decode("{}").spec == ProjectSpec())
        #expect(try Harness.decode("{\"defaults\": {}}").spec == ProjectSpec())
        #expect(
            try Harness.decode("{\"modules\": [{\"name\": \"Login\"}]}").spec.modules == [ModuleSpec(name: "Login")])
    }

    @Test func optionValuesIgnoreCaseAndAreStoredCanonically() throws {
        let decoded = try Harness.decode(
            """
            {"defaults": {"pattern": "VIPER", "ui": "SwiftUI", "binding": "Combine", "tests": "Swift-Testing", "layout": "DOMAIN"},
             "modules": [{"name": "Settings", "pattern": "MvVm", "ui": "UIKIT", "binding": "OBSERVATION", "tests": "None", "layout": "Type"}]}
            """)
        #expect(
            decoded.spec.defaults
                == GenerationOptions(
                    pattern: .viper, ui: .swiftui, binding: .combine,
                    tests: .swiftTesting, layout: .domain))
        #expect(
            decoded.spec.modules == [
                ModuleSpec(
                    name: "Settings", pattern: .mvvm, ui: .uikit, binding: .observation,
                    tests: TestFramework.none, layout: .type)
            ])
    }

    @Test func acceptsAByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("{\"modules\": [{\"name\": \"Login\"}]}".utf8))
        #expect(
            try SpecDecoder.decode(data, file: "x.json", generatedTypes: .builtIn).spec.modules.map(\.name) == ["Login"]
        )
        let bad = Data([0xEF, 0xBB, 0xBF] + Array("{\"modules\": [{\"name\": 1}]}".utf8))
        #expect(
            Harness.diagnostics(data: bad)
                == [
                    "viper-gen.json:1:23: error: modules[0].name: expected a string, found a number; write it in quotes: \"1\""
                ])
    }

    @Test func readPathsMayBeAnywhere() throws {
        let decoded = try Harness.decode("{\"defaults\": {\"templates\": \"/Users/jane/templates\"}}")
        #expect(decoded.spec.defaults.templates == "/Users/jane/templates")
        let relative = try Harness.decode("{\"defaults\": {\"templates\": \"../shared/Templates\"}}")
        #expect(relative.spec.defaults.templates == "../shared/Templates")
    }

    // MARK: - Every kind of problem, exactly

    /// A spec and every diagnostic it gets, in order.
    static let problems: [(String, [String])] = [
        // Not JSON, or not the expected top level.
        ("", ["viper-gen.json:1:1: error: the file is empty; expected a JSON object"]),
        (
            "{\n  \"modules\": [\n    { \"name\": \"Login\" },\n",
            [
                "viper-gen.json:4:1: error: modules: unexpected end of input: the array opened at 2:14 is not closed; add ']'"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\"},]}",
            ["viper-gen.json:1:31: error: modules: a trailing comma is not allowed in JSON; remove the ',' before ']'"]
        ),
        (
            "defaults:\n  pattern: viper\n",
            [
                "viper-gen.json:1:1: error: expected a JSON value, found 'defaults'; this looks like YAML, but the file must be JSON (start it with '{')"
            ]
        ),
        (
            "{\"modules\": [], \"modules\": []}",
            [
                "viper-gen.json:1:17: error: modules: duplicate key \"modules\"; it is already defined at 1:2, remove one of them"
            ]
        ),
        (
            String(repeating: "[", count: 10_000),
            ["viper-gen.json:1:513: error: too deeply nested: more than 512 arrays and objects inside each other"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"view\": [" + String(repeating: "[", count: 600) + "]}]}",
            ["viper-gen.json:1:549: error: too deeply nested: more than 512 arrays and objects inside each other"]
        ),
        (
            "[{\"name\": \"Login\"}]",
            ["viper-gen.json:1:1: error: expected a JSON object with \"defaults\" and \"modules\", found an array"]
        ),
        // Unknown keys.
        ("{\"module\": []}", ["viper-gen.json:1:2: error: module: unknown key \"module\"; did you mean \"modules\"?"]),
        (
            "{\"$schema\": \"x\"}",
            [
                "viper-gen.json:1:2: error: $schema: unknown key \"$schema\"; valid keys: defaults, services, entities, compositionRoot, modules"
            ]
        ),
        (
            "{\"defaults\": {\"patern\": \"viper\"}}",
            ["viper-gen.json:1:15: error: defaults.patern: unknown key \"patern\"; did you mean \"pattern\"?"]
        ),
        (
            "{\"defaults\": {\"Pattern\": \"viper\"}}",
            ["viper-gen.json:1:15: error: defaults.Pattern: unknown key \"Pattern\"; did you mean \"pattern\"?"]
        ),
        (
            "{\"defaults\": {\"colour\": 1}}",
            [
                "viper-gen.json:1:15: error: defaults.colour: unknown key \"colour\"; valid keys: pattern, ui, binding, tests, layout, output, testsOutput, testableImport, protocolSuffix, header, templates, domain, xcodeproj, targets, testTargets, ios"
            ]
        ),
        (
            "{\"defaults\": {\"header\": {\"autor\": \"Jane\"}}}",
            ["viper-gen.json:1:26: error: defaults.header.autor: unknown key \"autor\"; did you mean \"author\"?"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"presentr\": []}]}",
            ["viper-gen.json:1:32: error: modules[0].presentr: unknown key \"presentr\"; did you mean \"presenter\"?"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"color\": \"red\"}]}",
            [
                "viper-gen.json:1:32: error: modules[0].color: unknown key \"color\"; valid keys: name, domain, pattern, ui, binding, tests, layout, xcodeproj, targets, testTargets, routes, output, ios, view, presenter, interactor, interactorOutput, router, entities, services, requests, input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"user name\": 1}]}",
            [
                "viper-gen.json:1:32: error: modules[0][\"user name\"]: unknown key \"user name\"; valid keys: name, domain, pattern, ui, binding, tests, layout, xcodeproj, targets, testTargets, routes, output, ios, view, presenter, interactor, interactorOutput, router, entities, services, requests, input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"entities\": [{\"name\": \"User\", \"field\": []}]}]}",
            [
                "viper-gen.json:1:62: error: modules[0].entities[0].field: unknown key \"field\"; did you mean \"fields\"?"
            ]
        ),
        // Option values.
        (
            "{\"defaults\": {\"pattern\": \"mvvc\"}}",
            ["viper-gen.json:1:26: error: defaults.pattern: \"mvvc\" is not a valid pattern; did you mean \"mvvm\"?"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"pattern\": \"redux\"}]}",
            [
                "viper-gen.json:1:43: error: modules[0].pattern: \"redux\" is not a valid pattern; valid values: viper, mvp, mvvm, mvc"
            ]
        ),
        (
            "{\"defaults\": {\"tests\": \"swift testing\", \"ui\": \"appkit\", \"layout\": \"modules\"}}",
            [
                "viper-gen.json:1:24: error: defaults.tests: \"swift testing\" is not a valid test framework; did you mean \"swift-testing\"?",
                "viper-gen.json:1:47: error: defaults.ui: \"appkit\" is not a valid UI framework; valid values: uikit, swiftui, swiftui-hosted",
                "viper-gen.json:1:67: error: defaults.layout: \"modules\" is not a valid layout; did you mean \"module\"?"
            ]
        ),
        (
            "{\"defaults\": {\"binding\": \"rx\"}}",
            [
                "viper-gen.json:1:26: error: defaults.binding: \"rx\" is not a valid binding; valid values: closures, combine, observation"
            ]
        ),
        // Wrong JSON types.
        ("{\"defaults\": []}", ["viper-gen.json:1:14: error: defaults: expected an object, found an array"]),
        (
            "{\"modules\": {\"name\": \"Login\"}}",
            [
                "viper-gen.json:1:13: error: modules: expected an array of modules, found an object; write [{\"name\": \"Login\"}]"
            ]
        ),
        (
            "{\"modules\": [\"Login\"]}",
            [
                "viper-gen.json:1:14: error: modules[0]: expected a module object, found a string; write {\"name\": \"Login\"}"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"view\": 3}]}",
            [
                "viper-gen.json:1:40: error: modules[0].view: expected an array of strings, found a number; write [\"viewDidLoad()\"]"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"input\": \"userId: String\"}]}",
            [
                "viper-gen.json:1:41: error: modules[0].input: expected an array of strings, found a string; write [\"userId: String\"]"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"router\": [\"close()\", null, true]}]}",
            [
                "viper-gen.json:1:54: error: modules[0].router[1]: expected a string, found null; remove the key to use the default",
                "viper-gen.json:1:60: error: modules[0].router[2]: expected a string, found a boolean"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"entities\": {\"name\": \"User\"}}]}",
            [
                "viper-gen.json:1:44: error: modules[0].entities: expected an array of entity objects, found an object; write [{\"name\": \"TaskItem\", \"fields\": [\"id: String\"]}]"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"services\": [3]}]}",
            [
                "viper-gen.json:1:45: error: modules[0].services[0]: expected a service object or the name of a top-level service, found a number; write {\"name\": \"TaskService\", \"methods\": [\"fetchTasks() async throws -> [TaskItem]\"]}"
            ]
        ),
        (
            "{\"defaults\": {\"header\": {\"year\": 2026}}}",
            [
                "viper-gen.json:1:34: error: defaults.header.year: expected a string, found a number; write it in quotes: \"2026\""
            ]
        ),
        (
            "{\"defaults\": {\"header\": \"Acme\"}}",
            [
                "viper-gen.json:1:25: error: defaults.header: expected an object with \"project\", \"author\", \"company\" and \"year\", found a string"
            ]
        ),
        (
            "{\"defaults\": {\"header\": {\"author\": \"Jane\\n// evil\"}}}",
            [
                "viper-gen.json:1:36: error: defaults.header.author: \"Jane\\n// evil\" contains a line break or control character; write it on one line"
            ]
        ),
        // Roles and patterns.
        (
            "{\"modules\": [{\"name\": \"Settings\", \"pattern\": \"mvvm\", \"interactor\": [\"fetch()\"]}]}",
            [
                "viper-gen.json:1:54: error: modules[0].interactor: 'interactor' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Profile\", \"viewModel\": []}]}",
            [
                "viper-gen.json:1:34: error: modules[0].viewModel: 'viewModel' is not a role of a VIPER module; valid: view, presenter, interactor, interactorOutput, router, entities, services, requests, input"
            ]
        ),
        (
            "{\"defaults\": {\"pattern\": \"mvc\"}, \"modules\": [{\"name\": \"Profile\", \"router\": []}]}",
            [
                "viper-gen.json:1:66: error: modules[0].router: 'router' is not a role of an MVC module; valid: view, controller, entities, services, requests, input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Profile\", \"pattern\": \"mvp\", \"state\": []}]}",
            [
                "viper-gen.json:1:52: error: modules[0].state: 'state' is not a role of an MVP module; valid: view, presenter, entities, services, requests, input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"binding\": \"combine\"}]}",
            [
                "viper-gen.json:1:32: error: modules[0].binding: binding applies to MVVM modules only; this module's pattern is VIPER (remove \"binding\", or set \"pattern\": \"mvvm\")"
            ]
        ),
        // A bad pattern: no role errors are piled on top of it.
        (
            "{\"modules\": [{\"name\": \"Login\", \"pattern\": \"mvvc\", \"interactor\": [], \"binding\": \"combine\"}]}",
            ["viper-gen.json:1:43: error: modules[0].pattern: \"mvvc\" is not a valid pattern; did you mean \"mvvm\"?"]
        ),
        // Signatures and fields.
        (
            "{\"modules\": [{\"name\": \"Settings\", \"pattern\": \"mvvm\", \"viewModel\": [\"onAppear(\"]}]}",
            [
                "viper-gen.json:1:78: error: modules[0].viewModel[0]: malformed method signature \"onAppear(\" at string column 10: expected ')' to close the parameter list opened at column 9"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"view\": [\"show(_ x: )\"]}]}",
            [
                "viper-gen.json:1:52: error: modules[0].view[0]: malformed method signature \"show(_ x: )\" at string column 11: expected a type after ':'"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"view\": [\"sh\\u006Fw(_ x: )\"]}]}",
            [
                "viper-gen.json:1:41: error: modules[0].view[0]: malformed method signature \"show(_ x: )\" at string column 11: expected a type after ':'"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"input\": [\"userId String\"]}]}",
            [
                "viper-gen.json:1:50: error: modules[0].input[0]: malformed field declaration \"userId String\" at string column 8: expected ':' after the field name 'userId'"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"presenter\": [\"viewDidLoad()\", \"load(id: Int)\", \"viewDidLoad()\", \"load(id: String)\"]}]}",
            [
                "viper-gen.json:1:80: error: modules[0].presenter[2]: duplicate method \"viewDidLoad()\"; it is already declared at modules[0].presenter[0] (1:46)"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"entities\": [{\"name\": \"User\", \"fields\": [\"id: String\", \"id: Int\"]}]}]}",
            [
                "viper-gen.json:1:87: error: modules[0].entities[0].fields[1]: duplicate field \"id\"; it is already declared at modules[0].entities[0].fields[0] (1:73)"
            ]
        ),
        // Names.
        (
            "{\"modules\": [\n  {\"name\": \"Login\"},\n  {\"name\": \"Settings\"},\n  {\"name\": \"user profile\"}\n]}",
            [
                "viper-gen.json:4:12: error: modules[2].name: \"user profile\" is not a valid module name: it contains U+0020 (SPACE), which is not allowed in a Swift identifier; did you mean \"UserProfile\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"LoginPresenter\"}]}",
            [
                "viper-gen.json:1:23: error: modules[0].name: \"LoginPresenter\" is not a valid module name: it ends with 'Presenter', which viper-gen appends to generated type names, so they would be named 'LoginPresenterPresenter', 'LoginPresenterViewController' and so on; did you mean \"Login\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"entities\": [{\"name\": \"Task\"}]}]}",
            [
                "viper-gen.json:1:54: error: modules[0].entities[0].name: \"Task\" is not a valid entity name: it would shadow Swift's 'Task' in generated code; did you mean \"AppTask\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"services\": [{\"name\": \"auth\"}]}]}",
            [
                "viper-gen.json:1:54: error: modules[0].services[0].name: \"auth\" is not a valid service name: it starts with a lowercase letter; type names are UpperCamelCase; did you mean \"Auth\"?"
            ]
        ),
        (
            "{\"modules\": [{\"pattern\": \"mvc\"}]}",
            ["viper-gen.json:1:14: error: modules[0]: missing required key \"name\" in this module"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"entities\": [{\"fields\": []}]}]}",
            ["viper-gen.json:1:45: error: modules[0].entities[0]: missing required key \"name\" in this entity"]
        ),
        (
            "{\"modules\": [\n  {\"name\": \"Login\"},\n  {\"name\": \"Login\", \"pattern\": \"mvc\"}\n]}",
            [
                "viper-gen.json:3:12: error: modules[1].name: duplicate module name \"Login\"; it is already declared at modules[0].name (2:12)"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\"}, {\"name\": \"LOGIN\"}]}",
            [
                "viper-gen.json:1:42: error: modules[1].name: module name \"LOGIN\" differs from \"Login\" at modules[0].name (1:23) only in case; their files would collide on a case-insensitive file system"
            ]
        ),
        (
            "{\"modules\": [\n  {\"name\": \"TaskList\", \"entities\": [{\"name\": \"TaskItem\"}]},\n  {\"name\": \"TaskDetail\", \"entities\": [{\"name\": \"TaskItem\"}]}\n]}",
            [
                "viper-gen.json:3:48: error: modules[1].entities[0].name: entity \"TaskItem\" is already declared at modules[0].entities[0].name (2:46); both would generate struct TaskItem"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"entities\": [{\"name\": \"Item\"}, {\"name\": \"Item\"}]}]}",
            [
                "viper-gen.json:1:68: error: modules[0].entities[1].name: entity \"Item\" is already declared at modules[0].entities[0].name (1:50); both would generate struct Item"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"entities\": [{\"name\": \"Auth\"}], \"services\": [{\"name\": \"Auth\"}]}]}",
            [
                "viper-gen.json:1:82: error: modules[0].services[0].name: service \"Auth\" has the name of the entity declared at modules[0].entities[0].name (1:50); both would generate a type named Auth"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\"}, {\"name\": \"Profile\", \"entities\": [{\"name\": \"LoginPresenter\"}], \"services\": [{\"name\": \"MockLoginRouter\"}]}]}",
            [
                "viper-gen.json:1:75: error: modules[1].entities[0].name: entity \"LoginPresenter\" has the name of a type generated for module \"Login\" (modules[0]); choose another name",
                "viper-gen.json:1:117: error: modules[1].services[0].name: service \"MockLoginRouter\" has the name of a type generated for module \"Login\" (modules[0]); choose another name"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"services\": [{\"name\": \"Auth\"}], \"entities\": [{\"name\": \"AuthInterface\"}, {\"name\": \"MockAuth\"}]}]}",
            [
                "viper-gen.json:1:82: error: modules[0].entities[0].name: entity \"AuthInterface\" has the name of a type generated for service \"Auth\" at modules[0].services[0].name (1:50); choose another name",
                "viper-gen.json:1:109: error: modules[0].entities[1].name: entity \"MockAuth\" has the name of a type generated for service \"Auth\" at modules[0].services[0].name (1:50); choose another name"
            ]
        ),
        // A module without services gets a default `<Module>Service`; one with services does not.
        // No default service: `LoginService` is free when Login declares none.
        (
            "{\"modules\": [{\"name\": \"Login\"}, {\"name\": \"Home\", \"services\": [{\"name\": \"Api\"}], \"entities\": [{\"name\": \"LoginPresenter\"}, {\"name\": \"LoginService\"}]}]}",
            [
                "viper-gen.json:1:103: error: modules[1].entities[0].name: entity \"LoginPresenter\" has the name of a type generated for module \"Login\" (modules[0]); choose another name"
            ]
        ),
        // Paths and identifiers.
        (
            "{\"defaults\": {\"output\": \"/tmp/App\"}}",
            [
                "viper-gen.json:1:25: error: defaults.output: \"/tmp/App\" is an absolute path; write a path relative to the project, such as \"tmp/App\""
            ]
        ),
        (
            "{\"defaults\": {\"testsOutput\": \"~/Tests\"}}",
            [
                "viper-gen.json:1:30: error: defaults.testsOutput: \"~/Tests\" is an absolute path; write a path relative to the project, such as \"Tests\""
            ]
        ),
        (
            "{\"defaults\": {\"output\": \"App/../../Elsewhere\"}}",
            [
                "viper-gen.json:1:25: error: defaults.output: \"App/../../Elsewhere\" contains a '..' component; paths in the spec must stay inside the spec's folder, so that a shared spec never writes outside a checkout (a path given on the command line, such as --output, may point elsewhere)"
            ]
        ),
        (
            "{\"defaults\": {\"output\": \"\", \"templates\": \"\"}}",
            [
                "viper-gen.json:1:25: error: defaults.output: the output path must not be empty",
                "viper-gen.json:1:42: error: defaults.templates: the templates path must not be empty"
            ]
        ),
        (
            "{\"defaults\": {\"output\": \"App\\u0000/x\"}}",
            [
                "viper-gen.json:1:25: error: defaults.output: \"App\\u0000/x\" contains a line break or control character; write it on one line"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"domain\": \"../Auth\"}]}",
            [
                "viper-gen.json:1:42: error: modules[0].domain: \"../Auth\" is not a valid domain: use letters, digits and underscores, not starting with a digit; did you mean \"Auth\"?"
            ]
        ),
        (
            "{\"defaults\": {\"domain\": \"Auth/Login\", \"testableImport\": \"My App\", \"protocolSuffix\": \"\"}}",
            [
                "viper-gen.json:1:25: error: defaults.domain: \"Auth/Login\" is not a valid domain: use letters, digits and underscores, not starting with a digit; did you mean \"AuthLogin\"?",
                "viper-gen.json:1:57: error: defaults.testableImport: \"My App\" is not a valid module name to import: use letters, digits and underscores, not starting with a digit; did you mean \"MyApp\"?",
                "viper-gen.json:1:85: error: defaults.protocolSuffix: the protocol suffix must not be empty"
            ]
        ),
        // Warnings.
        (
            "{\"modules\": []}",
            ["viper-gen.json:1:13: warning: modules: \"modules\" is empty; this file declares no module to generate"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"view\": [\"show(_ user: User, at: Date) -> Badge?\"]}]}",
            [
                "viper-gen.json:1:41: warning: modules[0].view[0]: type 'User' is not declared in the spec; it must exist in your app",
                "viper-gen.json:1:41: warning: modules[0].view[0]: type 'Badge' is not declared in the spec; it must exist in your app"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"input\": [\"session: Session\"], \"entities\": [{\"name\": \"Profile\", \"fields\": [\"session: Session\"]}]}]}",
            [
                "viper-gen.json:1:42: warning: modules[0].input[0]: type 'Session' is not declared in the spec; it must exist in your app",
                "viper-gen.json:1:107: warning: modules[0].entities[0].fields[0]: type 'Session' is not declared in the spec; it must exist in your app"
            ]
        ),
        // Declared, generated and generic types are not warned about.
        (
            "{\"modules\": [{\"name\": \"Login\", \"router\": [\"open(_ p: ProfilePresenterInterface, item: Item)\", \"decode<T: Decodable>(_ type: T.Type) throws(LoginError) -> T\", \"use(_ api: ApiInterface, _ mock: MockApi, _ v: LoginViewState)\"], \"services\": [{\"name\": \"Api\"}], \"entities\": [{\"name\": \"Item\"}, {\"name\": \"LoginError\"}]}, {\"name\": \"Profile\"}]}",
            []
        )
    ]

    @Test(arguments: problems)
    func reportsEachProblemWithItsExactDiagnostic(json: String, expected: [String]) {
        #expect(Harness.diagnostics(json) == expected)
    }

    // MARK: - Several problems together

    @Test func reportsEveryProblemOfAFileTogetherInPositionOrder() {
        let json = """
            {
              "defaults": { "patern": "viper", "output": "/App", "header": { "year": 2026 } },
              "modules": [
                { "name": "user profile", "pattern": "mvvc" },
                { "name": "Settings", "pattern": "mvvm", "interactor": ["fetch()"], "viewModel": ["onAppear("] },
                { "name": "Settings", "view": ["show(_ x: Foo)"], "binding": "combine" }
              ],
              "extra": true
            }
            """
        #expect(
            Harness.diagnostics(json) == [
                "viper-gen.json:2:17: error: defaults.patern: unknown key \"patern\"; did you mean \"pattern\"?",
                "viper-gen.json:2:46: error: defaults.output: \"/App\" is an absolute path; write a path relative to the project, such as \"App\"",
                "viper-gen.json:2:74: error: defaults.header.year: expected a string, found a number; write it in quotes: \"2026\"",
                "viper-gen.json:4:15: error: modules[0].name: \"user profile\" is not a valid module name: it contains U+0020 (SPACE), which is not allowed in a Swift identifier; did you mean \"UserProfile\"?",
                "viper-gen.json:4:42: error: modules[0].pattern: \"mvvc\" is not a valid pattern; did you mean \"mvvm\"?",
                "viper-gen.json:5:46: error: modules[1].interactor: 'interactor' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input",
                "viper-gen.json:5:97: error: modules[1].viewModel[0]: malformed method signature \"onAppear(\" at string column 10: expected ')' to close the parameter list opened at column 9",
                "viper-gen.json:6:15: error: modules[2].name: duplicate module name \"Settings\"; it is already declared at modules[1].name (5:15)",
                "viper-gen.json:6:36: warning: modules[2].view[0]: type 'Foo' is not declared in the spec; it must exist in your app",
                "viper-gen.json:6:55: error: modules[2].binding: binding applies to MVVM modules only; this module's pattern is VIPER (remove \"binding\", or set \"pattern\": \"mvvm\")",
                "viper-gen.json:8:3: error: extra: unknown key \"extra\"; valid keys: defaults, services, entities, compositionRoot, modules"
            ])
    }

    @Test func thrownErrorsCarryTheProblemsAndPrintOneDiagnosticPerLine() {
        let json = "{\"modules\": [{\"name\": \"Login\", \"pattern\": \"mvvc\"}, {\"name\": \"Login\"}, {}]}"
        do {
            _ = try SpecDecoder.decode(Data(json.utf8), file: "spec/viper-gen.json", generatedTypes: .builtIn)
            Issue.record("expected errors")
        } catch {
            #expect(
                error.issues.map(\.problem) == [
                    .invalidValue(
                        value: "mvvc", option: "pattern", suggestion: "mvvm",
                        validValues: ["viper", "mvp", "mvvm", "mvc"]),
                    .duplicateModuleName(
                        name: "Login", otherName: "Login", otherKeyPath: "modules[0].name",
                        otherPosition: SourcePosition(line: 1, column: 23)),
                    .missingKey(key: "name", subject: .module)
                ])
            #expect(error.errors.count == 3)
            #expect(error.diagnostics.map(\.keyPath) == ["modules[0].pattern", "modules[1].name", "modules[2]"])
            #expect(
                error.diagnostics.first
                    == Diagnostic(
                        severity: .error, file: "spec/viper-gen.json", line: 1, column: 43,
                        keyPath: "modules[0].pattern",
                        message: "\"mvvc\" is not a valid pattern; did you mean \"mvvm\"?", suggestion: "mvvm"))
            #expect(error.description.split(separator: "\n").count == 3)
        }
    }

    @Test func warningsDoNotStopDecoding() throws {
        let decoded = try Harness.decode("{\"modules\": [{\"name\": \"Login\", \"view\": [\"show(_ u: User)\"]}]}")
        #expect(decoded.spec.modules.first?.methods[.view]?.first?.name == "show")
        #expect(decoded.warnings.map(\.problem) == [.undeclaredType(name: "User", suggestion: nil)])
        #expect(decoded.warnings.first?.diagnostic.severity == .warning)
    }

    // MARK: - Overrides and the effective pattern

    @Test func overridePatternDecidesTheRolesOfModulesWithoutTheirOwn() {
        let json = """
            {"defaults": {"pattern": "mvc"},
             "modules": [{"name": "A", "viewModel": ["onAppear()"], "binding": "combine"},
                         {"name": "B", "controller": ["load()"]},
                         {"name": "C", "pattern": "viper", "interactor": ["fetch()"]}]}
            """
        // Without a flag the defaults (MVC) apply.
        #expect(
            Harness.diagnostics(json) == [
                "viper-gen.json:2:28: error: modules[0].viewModel: 'viewModel' is not a role of an MVC module; valid: view, controller, entities, services, requests, input",
                "viper-gen.json:2:57: error: modules[0].binding: binding applies to MVVM modules only; this module's pattern is MVC (remove \"binding\", or set \"pattern\": \"mvvm\")"
            ])
        // --pattern mvvm wins over the defaults, not over a module's own pattern.
        #expect(
            Harness.diagnostics(json, overrides: GenerationOptions(pattern: .mvvm)) == [
                "viper-gen.json:3:28: error: modules[1].controller: 'controller' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input"
            ])
    }

    @Test func aPatternFlagForNamedModulesLeavesTheOthersAsDeclared() throws {
        let json = """
            {"modules": [{"name": "Login"},
                         {"name": "TaskList", "interactor": ["fetchTasks()"], "router": ["close()"]}]}
            """
        // `viper-gen generate --pattern mvvm`: every module is MVVM, and TaskList's roles are not.
        #expect(
            Harness.diagnostics(json, overrides: GenerationOptions(pattern: .mvvm)) == [
                "viper-gen.json:2:35: error: modules[1].interactor: 'interactor' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input",
                "viper-gen.json:2:67: error: modules[1].router: 'router' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input"
            ])
        // `viper-gen Login --pattern mvvm`: only Login is generated, so only Login is MVVM.
        let decoded = try SpecDecoder.decode(
            Data(json.utf8), file: "viper-gen.json",
            overrides: GenerationOptions(pattern: .mvvm), selected: ["Login"], generatedTypes: .builtIn)
        #expect(decoded.warnings.isEmpty)
        #expect(decoded.spec.modules.map(\.name) == ["Login", "TaskList"])
        // Naming TaskList with the flag brings its role errors back.
        #expect(throws: SpecErrors.self) {
            try SpecDecoder.decode(
                Data(json.utf8), file: "viper-gen.json",
                overrides: GenerationOptions(pattern: .mvvm), selected: ["TaskList"], generatedTypes: .builtIn)
        }
    }

    @Test func overridesAreNotMergedIntoTheDecodedDefaults() throws {
        let decoded = try SpecDecoder.decode(
            Data("{\"defaults\": {\"pattern\": \"mvc\"}}".utf8), file: "f",
            overrides: GenerationOptions(pattern: .mvvm, ui: .swiftui), generatedTypes: .builtIn)
        #expect(decoded.spec.defaults == GenerationOptions(pattern: .mvc))
    }

    @Test func overrideProtocolSuffixDecidesTheGeneratedNames() {
        let json =
            "{\"modules\": [{\"name\": \"Login\"}, {\"name\": \"Other\", \"entities\": [{\"name\": \"LoginRouterProtocol\"}]}]}"
        #expect(Harness.diagnostics(json).isEmpty)
        #expect(
            Harness.diagnostics(json, overrides: GenerationOptions(protocolSuffix: "Protocol")) == [
                "viper-gen.json:1:73: error: modules[1].entities[0].name: entity \"LoginRouterProtocol\" has the name of a type generated for module \"Login\" (modules[0]); choose another name"
            ])
    }

    // MARK: - Scale

    @Test func decodesTenThousandModules() throws {
        var json = "{\"defaults\": {\"pattern\": \"mvp\"}, \"modules\": [\n"
        for index in 0..<10_000 {
            if index > 0 { json += ",\n" }
            json +=
                "{\"name\": \"Feature\(index)\", \"view\": [\"show(_ items: [Feature\(index)Item])\"],"
                + " \"presenter\": [\"viewDidLoad()\", \"select(at index: Int)\"],"
                + " \"entities\": [{\"name\": \"Feature\(index)Item\", \"fields\": [\"id: String\", \"count: Int\"]}]}"
        }
        json += "\n]}"
        let decoded = try Harness.decode(json)
        #expect(decoded.warnings.isEmpty)
        #expect(decoded.spec.modules.count == 10_000)
        #expect(
            decoded.spec.modules[9_999]
                == ModuleSpec(
                    name: "Feature9999",
                    methods: [
                        .view: [
                            MethodSignature(
                                name: "show", parameters: [.init(label: nil, name: "items", type: "[Feature9999Item]")])
                        ],
                        .presenter: [
                            MethodSignature(name: "viewDidLoad"),
                            MethodSignature(
                                name: "select", parameters: [.init(label: "at", name: "index", type: "Int")])
                        ]
                    ],
                    entities: [
                        .init(
                            name: "Feature9999Item",
                            fields: [.init(name: "id", type: "String"), .init(name: "count", type: "Int")])
                    ]))

        // One mistake at the very end is found at its exact line.
        let broken = json.replacingOccurrences(of: "\"name\": \"Feature9999\"", with: "\"name\": \"Feature1\"")
        #expect(
            Harness.diagnostics(broken) == [
                "viper-gen.json:10001:10: error: modules[9999].name: duplicate module name \"Feature1\"; it is already declared at modules[1].name (3:10)"
            ])
    }
}
