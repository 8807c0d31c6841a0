import Foundation
import Testing

@testable import ViperGenKit

/// The app graph in the spec (docs/app-graph.md): top-level services and entities, routes and
/// outputs, decoded with every mistake reported at its position.
@Suite struct GraphDecodingTests {
    private typealias Harness = SpecDecodingHarness

    static let problems: [(String, [String])] = [
        (
            "{\"modules\": [{\"name\": \"Login\", \"services\": [\"AuthService\"]}]}",
            [
                "viper-gen.json:1:45: error: modules[0].services[0]: no top-level service is named \"AuthService\"; declare it in the top-level \"services\": [{\"name\": \"AuthService\", \"methods\": []}]"
            ]
        ),
        (
            "{\"services\": [{\"name\": \"AuthService\"}], \"modules\": [{\"name\": \"Login\", \"services\": [\"AuthServise\"]}]}",
            [
                "viper-gen.json:1:84: error: modules[0].services[0]: no top-level service is named \"AuthServise\"; did you mean \"AuthService\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"services\": [{\"name\": \"AuthService\"}]}, {\"name\": \"Home\", \"services\": [\"AuthService\"]}]}",
            [
                "viper-gen.json:1:102: error: modules[1].services[0]: service \"AuthService\" is not declared at the top level; it is declared in a module (modules[0].services[0].name): move it to the top-level \"services\" to share it"
            ]
        ),
        (
            "{\"services\": [{\"name\": \"AuthService\"}], \"modules\": [{\"name\": \"Login\", \"services\": [{\"name\": \"AuthService\"}]}]}",
            [
                "viper-gen.json:1:93: error: modules[0].services[0].name: service \"AuthService\" is also declared at the top level, at services[0].name (1:24); keep the top-level one and write \"AuthService\" (a string) in this module's \"services\" to use it, or rename this one"
            ]
        ),
        (
            "{\"entities\": [{\"name\": \"Member\", \"fields\": [\"id: String\"]}], \"modules\": [{\"name\": \"Login\", \"entities\": [{\"name\": \"Member\"}]}]}",
            [
                "viper-gen.json:1:114: error: modules[0].entities[0].name: entity \"Member\" is also declared at the top level, at entities[0].name (1:24); keep the top-level one (every module can use it) and remove this one, or rename this one"
            ]
        ),
        (
            "{\"services\": [{\"name\": \"AuthService\"}], \"modules\": [{\"name\": \"Login\", \"services\": [\"AuthService\", \"AuthService\"]}]}",
            [
                "viper-gen.json:1:99: error: modules[0].services[1]: duplicate service \"AuthService\"; it is already declared at modules[0].services[0] (1:84)"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Hom\"}]}, {\"name\": \"Home\"}]}",
            ["viper-gen.json:1:50: error: modules[0].routes[0].to: no module is named \"Hom\"; did you mean \"Home\"?"]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Login\"}]}]}",
            [
                "viper-gen.json:1:50: error: modules[0].routes[0].to: module \"Login\" routes to itself; a route goes to another module (remove it, or name another module)"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Home\", \"style\": \"modal\"}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:67: error: modules[0].routes[0].style: \"modal\" is not a valid route style; valid values: push, present, fullScreen, replaceRoot"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"routes\": [{\"to\": \"Compose\", \"onDismiss\": \"composeDidCancel\"}]}, {\"name\": \"Compose\", \"output\": [\"composeDidCancel()\"]}]}",
            [
                "viper-gen.json:1:73: error: modules[0].routes[0].onDismiss: \"onDismiss\" needs \"style\": \"present\"; a \"push\" route's destination is not dismissed by a swipe (remove \"onDismiss\", or present the destination)"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"routes\": [{\"to\": \"Compose\", \"style\": \"present\", \"onDismiss\": \"composeDidCancl\"}]}, {\"name\": \"Compose\", \"output\": [\"composeDidCancel()\"]}]}",
            [
                "viper-gen.json:1:93: error: modules[0].routes[0].onDismiss: module \"Compose\" has no output event \"composeDidCancl\"; did you mean \"composeDidCancel\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"routes\": [{\"to\": \"Compose\", \"style\": \"present\", \"onDismiss\": \"composeDidCancel\"}]}, {\"name\": \"Compose\"}]}",
            [
                "viper-gen.json:1:93: error: modules[0].routes[0].onDismiss: module \"Compose\" declares no \"output\", so \"onDismiss\" has no event \"composeDidCancel\" to report; declare it in \"Compose\"'s \"output\" (\"composeDidCancel()\")"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"routes\": [{\"to\": \"Compose\", \"style\": \"present\", \"onDismiss\": \"composeDidPost\"}]}, {\"name\": \"Compose\", \"output\": [\"composeDidPost(id: String)\"]}]}",
            [
                "viper-gen.json:1:93: error: modules[0].routes[0].onDismiss: \"onDismiss\" reports \"Compose\"'s event 'composeDidPost(id: String)', but a swipe has no values for its parameters; declare an event without parameters for it"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"router\": [\"routeToHome()\"], \"routes\": [{\"to\": \"Home\"}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:79: error: modules[0].routes[0].to: route method 'routeToHome' is already declared at modules[0].router[0] (1:43); give the route another \"method\""
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Home\"}, {\"to\": \"Home\", \"style\": \"present\"}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:66: error: modules[0].routes[1].to: route method 'routeToHome' is already declared at modules[0].routes[0].to (1:50); give the route another \"method\""
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Home\", \"method\": \"Show home\"}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:68: error: modules[0].routes[0].method: \"Show home\" is not a valid route method name: it contains U+0020 (SPACE), which is not allowed in a Swift identifier; did you mean \"showHome\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Home\", \"method\": \"show\"}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:68: error: modules[0].routes[0].method: 'show' would be implemented twice by the router of Login: it is also a member every generated router has; rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"style\": \"push\"}, \"Home\", {\"to\": \"Home\", \"animated\": true}]}, {\"name\": \"Home\"}]}",
            [
                "viper-gen.json:1:43: error: modules[0].routes[0]: missing required key \"to\" in this route",
                "viper-gen.json:1:62: error: modules[0].routes[1]: expected a route object, found a string; write {\"to\": \"Home\"}",
                "viper-gen.json:1:85: error: modules[0].routes[2].animated: unknown key \"animated\"; valid keys: to, style, method, onDismiss"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"output\": [\"didFinish() async\", \"value() -> Int\", \"pick<T>(_ t: T)\", \"edit(_ x: inout Int)\", \"fail() throws\"]}]}",
            [
                "viper-gen.json:1:43: error: modules[0].output[0]: 'didFinish() async' cannot be a module output: an output reports an event to the module that opened this one; declare it without async, throws, a result, generic parameters or inout",
                "viper-gen.json:1:64: error: modules[0].output[1]: 'value() -> Int' cannot be a module output: an output reports an event to the module that opened this one; declare it without async, throws, a result, generic parameters or inout",
                "viper-gen.json:1:82: error: modules[0].output[2]: 'pick<T>(_ t: T)' cannot be a module output: an output reports an event to the module that opened this one; declare it without async, throws, a result, generic parameters or inout",
                "viper-gen.json:1:101: error: modules[0].output[3]: 'edit(_ x: inout Int)' cannot be a module output: an output reports an event to the module that opened this one; declare it without async, throws, a result, generic parameters or inout",
                "viper-gen.json:1:125: error: modules[0].output[4]: 'fail() throws' cannot be a module output: an output reports an event to the module that opened this one; declare it without async, throws, a result, generic parameters or inout"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"presenter\": [\"didFinish()\"], \"output\": [\"didFinish()\"]}]}",
            [
                "viper-gen.json:1:73: error: modules[0].output[0]: 'didFinish()' would be implemented twice by the presenter of Login: it is also declared at modules[0].presenter[0] (1:46); rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"pattern\": \"mvvm\", \"viewModel\": [\"homeDidClose()\"], \"routes\": [{\"to\": \"Home\"}]}, {\"name\": \"Home\", \"output\": [\"homeDidClose()\"]}]}",
            [
                "viper-gen.json:1:102: error: modules[0].routes[0].to: 'homeDidClose()' would be implemented twice by the view model of Login: it is also an output of Home, which it routes to, and declared at modules[0].viewModel[0] (1:65); rename one of them"
            ]
        ),
        (
            // Service kinds: an actor's methods are async; an actor or a struct is Sendable.
            "{\"services\": [{\"name\": \"Clock\", \"kind\": \"actor\", \"methods\": [\"now() -> Date\"]}, {\"name\": \"Painter\", \"kind\": \"struct\", \"methods\": [\"paint(_ view: UIView) async\"]}, {\"name\": \"Store\", \"kind\": \"actr\"}], \"entities\": [{\"name\": \"Tag\", \"kind\": \"actor\"}], \"modules\": [{\"name\": \"Login\", \"services\": [\"Clock\", \"Painter\", \"Store\"]}]}",
            [
                "viper-gen.json:1:41: error: services[0].kind: service Clock cannot be an actor: 'now() -> Date' is not async, and an actor's methods are isolated to it, so its callers must await them; make the method async or use \"kind\": \"class\"",
                "viper-gen.json:1:109: error: services[1].kind: service Painter cannot be a struct: 'paint(_ view: UIView) async' keeps it on the main actor (a UIKit or SwiftUI type, or a value that is not Sendable, crosses its boundary); use \"kind\": \"class\" or change the method",
                "viper-gen.json:1:190: error: services[2].kind: \"actr\" is not a valid service kind; did you mean \"actor\"?",
                "viper-gen.json:1:229: error: entities[0].kind: unknown key \"kind\"; valid keys: name, fields"
            ]
        ),
        (
            // MVC with a hosted SwiftUI view: the display methods are the controller's.
            "{\"modules\": [{\"name\": \"Log\", \"pattern\": \"mvc\", \"ui\": \"swiftui-hosted\", \"controller\": [\"didTapClear()\"], \"view\": [\"didTapClear()\", \"dismiss()\", \"showCount(_ count: Int)\"]}]}",
            [
                "viper-gen.json:1:114: error: modules[0].view[0]: 'didTapClear()' would be implemented twice by the controller of Log: it is also declared at modules[0].controller[0] (1:87); rename one of them",
                "viper-gen.json:1:131: error: modules[0].view[1]: 'dismiss()' would be implemented twice by the controller of Log: it is also a method of UIViewController (or of the generated controller's table), which the controller is; rename one of them"
            ]
        ),
        (
            // MVC with a row entity: the table's selection method is generated.
            "{\"modules\": [{\"name\": \"Log\", \"pattern\": \"mvc\", \"entities\": [{\"name\": \"Entry\"}], \"controller\": [\"didSelectItem(at index: Int)\"]}]}",
            [
                "viper-gen.json:1:96: error: modules[0].controller[0]: 'didSelectItem(at:)' would be implemented twice by the controller of Log: it is also the row-selection method the generated controller has; rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"output\": [\"viewDidLoad()\"]}]}",
            [
                "viper-gen.json:1:43: error: modules[0].output[0]: 'viewDidLoad()' would be implemented twice by the presenter of Login: it is also the lifecycle method the generated view calls; rename one of them"
            ]
        ),
        (
            "{\"entities\": [{\"name\": \"Member\"}], \"modules\": [{\"name\": \"Shared\"}]}",
            [
                "viper-gen.json:1:57: error: modules[0].name: module \"Shared\" would share its folder with the top-level services and entities, which are generated in Shared/; rename the module"
            ]
        ),
        (
            "{\"services\": {\"name\": \"X\"}, \"modules\": [{\"name\": \"Login\"}]}",
            [
                "viper-gen.json:1:14: error: services: expected an array of service objects, found an object; write [{\"name\": \"TaskService\", \"methods\": [\"fetchTasks() async throws -> [TaskItem]\"]}]"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Login\", \"routes\": {\"to\": \"Home\"}}]}",
            [
                "viper-gen.json:1:42: error: modules[0].routes: expected an array of routes, found an object; write [{\"to\": \"Home\", \"style\": \"push\"}]"
            ]
        ),
        // Names the generated classes already use, and closures that would have to escape.
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvc\", \"input\": [\"items: [String]\", \"title: String\", \"service: Int\"], \"services\": [{\"name\": \"Service\"}]}]}",
            [
                "viper-gen.json:1:56: error: modules[0].input[0]: input 'items' has the name of a property the generated controller already has; rename the input",
                "viper-gen.json:1:75: error: modules[0].input[1]: input 'title' has the name of a property the generated controller already has; rename the input",
                "viper-gen.json:1:92: error: modules[0].input[2]: input 'service' has the name of a property the generated controller already has; rename the input"
            ]
        ),
        (
            // `update` may be an input: a property beside the view model's `update(_:)` compiles.
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvvm\", \"input\": [\"state: String\", \"update: Int\"]}]}",
            [
                "viper-gen.json:1:57: error: modules[0].input[0]: input 'state' has the name of a property the generated view model already has; rename the input"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"viper\", \"input\": [\"onPick: (Int) -> Void\", \"onDone: (() -> Void)?\"]}]}",
            [
                "viper-gen.json:1:58: error: modules[0].input[0]: input 'onPick: (Int) -> Void' is a closure, which the module would store but cannot mark @escaping here; make it optional ('((…) -> Void)?', implicitly escaping), or declare an \"output\" event instead"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvc\", \"output\": [\"viewDidLoad()\", \"viewWillAppear(_ animated: Bool)\", \"output()\"]}]}",
            [
                "viper-gen.json:1:57: error: modules[0].output[0]: 'viewDidLoad()' would be implemented twice by the controller of A: it is also a method of UIViewController (or of the generated controller's table), which the controller is; rename one of them",
                "viper-gen.json:1:74: error: modules[0].output[1]: 'viewWillAppear(_:)' would be implemented twice by the controller of A: it is also a method of UIViewController (or of the generated controller's table), which the controller is; rename one of them",
                "viper-gen.json:1:110: error: modules[0].output[2]: 'output()' would be implemented twice by the controller of A: it is also the property that holds the module's output; rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"routes\": [{\"to\": \"B\", \"method\": \"bOutput\"}, {\"to\": \"B\", \"method\": \"init\"}]}, {\"name\": \"B\", \"output\": [\"bDidFinish()\"]}]}",
            [
                "viper-gen.json:1:61: error: modules[0].routes[0].method: 'bOutput' would be implemented twice by the router of A: it is also a member every generated router has; rename one of them",
                "viper-gen.json:1:95: error: modules[0].routes[1].method: \"init\" is not a valid route method name: it is a Swift keyword; did you mean \"initValue\"?"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"routes\": [{\"to\": \"Z\"}]}]}",
            [
                "viper-gen.json:1:46: error: modules[0].routes[0].to: no module is named \"Z\"; a route goes to a module declared in \"modules\""
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"A\", \"pattern\": \"mvc\", \"routes\": [{\"to\": \"B\"}]}, {\"name\": \"B\", \"output\": [\"dismiss(animated flag: Bool)\"]}]}",
            [
                "viper-gen.json:1:64: error: modules[0].routes[0].to: 'dismiss(animated:)' would be implemented twice by the controller of A: it is also an output of B, which it routes to, and a method of UIViewController (or of the generated controller's table), which the controller is; rename one of them"
            ]
        )
    ]

    @Test(arguments: problems)
    func reportsEachGraphProblemWithItsExactDiagnostic(json: String, expected: [String]) {
        #expect(Harness.diagnostics(json) == expected)
    }

    /// An MVC module without a row entity has no table and no `didSelectItem(at:)`: the name is
    /// the user's to declare (the review found it still reserved).
    @Test func anMVCModuleWithoutRowsMayDeclareDidSelectItem() throws {
        let spec = try Harness.decode(
            #"{"modules": [{"name": "Log", "pattern": "mvc", "controller": ["didSelectItem(at index: Int)"]}]}"#
        ).spec
        #expect(spec.modules.first?.methods[.controller]?.map(\.declaration) == ["didSelectItem(at index: Int)"])
    }

    @Test func decodesTheIssueExampleIntoTypedRoutesOutputsAndSharedDeclarations() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fixtures/Specs/app-graph.json")
        let spec = try Harness.decode(String(contentsOf: url, encoding: .utf8)).spec
        #expect(spec.services.map(\.name) == ["AuthService"])
        #expect(spec.entities.map(\.name) == ["Member"])
        let login = try #require(spec.modules.first { $0.name == "Login" })
        #expect(login.sharedServices == ["AuthService"])
        #expect(login.services.isEmpty)
        #expect(login.routes == [Route(target: "Home", style: .present)])
        #expect(login.output.map(\.declaration) == ["loginDidFinish(member: Member)"])
        let home = try #require(spec.modules.first { $0.name == "Home" })
        #expect(home.routes.map(\.methodName) == ["routeToTaskDetail", "routeToPreferences"])
        #expect(home.routes.map(\.style) == [.push, .present])
        #expect(home.routes.map(\.dismissEvent) == [nil, nil])
    }

    /// `"kind": "class"` guards a `Sendable` service's state with a `Mutex` where every module
    /// that compiles it targets iOS 18, else with an `NSLock`; a main-actor class needs no lock.
    @Test func aClassServiceIsLockedWithWhatItsModulesCanUse() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fixtures/Specs/service-kinds.json")
        var spec = try Harness.decode(String(contentsOf: url, encoding: .utf8)).spec
        spec.services.append(
            .init(name: "Screens", methods: [try MethodSignature.parse("top() -> UIViewController")], kind: .class))
        let modules = spec.resolvedModules(flags: GenerationOptions(), selected: nil)
        let builder = ContextBuilder(project: spec, modules: modules)
        let projectWide = OptionLayers(flags: GenerationOptions(), defaults: spec.defaults).projectWide
        let sharedModule = ResolvedModule.sharedDeclarations(of: spec, options: projectWide)
        func locks(_ module: String) throws -> [String: String] {
            let context = builder.moduleContext(
                for: try #require((modules + [sharedModule]).first { $0.name == module }))
            return Dictionary(
                uniqueKeysWithValues: context.ownServices.map {
                    ($0.name, $0.isLocked ? ($0.locksWithMutex ? "Mutex" : "NSLock") : "none")
                })
        }
        let shared = try locks(sharedModule.name)
        #expect(shared == ["SessionStore": "Mutex", "Clock": "none", "Cache": "none", "Screens": "none"])
        #expect(try locks("Settings") == ["Preferences": "Mutex"])
        #expect(try locks("Legacy") == ["Downloads": "NSLock"], "Legacy targets iOS 16")
        // A module below iOS 18 that names the shared class service: the shared file uses an NSLock.
        spec.modules[0].sharedServices.append("SessionStore")
        spec.modules[0].ios = DeploymentTarget(major: 17)
        let older = spec.resolvedModules(flags: GenerationOptions(), selected: nil)
        let sharedContext = ContextBuilder(project: spec, modules: older).moduleContext(
            for: ResolvedModule.sharedDeclarations(of: spec, options: projectWide))
        #expect(sharedContext.ownServices.first { $0.name == "SessionStore" }?.locksWithMutex == false)
        #expect(!sharedContext.ownServicesUseMutex)
    }

    @Test func theSameEventFromTwoDestinationsIsOneMethod() throws {
        let json =
            "{\"modules\": [{\"name\": \"Login\", \"routes\": [{\"to\": \"Home\"}, {\"to\": \"Help\"}]}, {\"name\": \"Home\", \"output\": [\"didClose()\"]}, {\"name\": \"Help\", \"output\": [\"didClose()\"]}]}"
        let spec = try Harness.decode(json).spec
        let modules = spec.resolvedModules(flags: GenerationOptions(), selected: nil)
        let context = ContextBuilder(project: spec, modules: modules).moduleContext(for: modules[0])
        #expect(context.adoptedOutputs.map(\.protocolName) == ["HomeModuleOutput", "HelpModuleOutput"])
        #expect(context.adoptedOutputs.map { $0.methods.map(\.name) } == [["didClose"], []])
    }

    /// The lock keeps the spec as SpecEncoder writes it: the graph must survive the round trip.
    @Test func encodesTheGraphSoTheLockCanRenderItAgain() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fixtures/Specs/app-graph-swiftui.json")
        let spec = try Harness.decode(String(contentsOf: url, encoding: .utf8)).spec
        let again = try Harness.decode(SpecEncoder.json(spec)).spec
        #expect(again == spec)
        // Service kinds too (the news app's SessionStore is an actor, its APIClient a struct).
        let news = try Harness.decode(
            String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("news-app.json"), encoding: .utf8)
        ).spec
        #expect(news.services.map(\.kind) == [.struct, .actor])
        #expect(try Harness.decode(SpecEncoder.json(news)).spec == news)
        // A declared "class" (a locked class) stays apart from no kind (a stateless class).
        let kinds = try Harness.decode(
            String(
                contentsOf: url.deletingLastPathComponent().appendingPathComponent("service-kinds.json"),
                encoding: .utf8)
        ).spec
        #expect(kinds.services.map(\.kind) == [.class, .struct, .actor])
        #expect(try Harness.decode(SpecEncoder.json(kinds)).spec == kinds)
        let stateless = try Harness.decode(#"{"services": [{"name": "Clock", "methods": ["now() -> Date"]}]}"#).spec
        #expect(stateless.services.map(\.kind) == [nil])
        #expect(!SpecEncoder.json(stateless).contains("kind"), "no kind declared, none written")
    }
}
