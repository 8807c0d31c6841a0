/// The context a template receives for one module: typed values, encoded into Mustache's
/// `Value` (and printed as JSON for template authors). docs/template-context.md
/// documents every key; a test checks the two agree.
public struct ModuleContext: Encodable, Sendable, Hashable {
    /// The version of this context's shape, the one place it is decided: it changes when a key
    /// is renamed or removed (adding one does not), so user templates can check what they were
    /// written for. Version 1 was the unversioned context of the first release; 3 made `swiftui`
    /// pure SwiftUI (2 had it hosted in UIKit) and dropped the default service; 4 put the
    /// router of MVP, MVVM and MVC behind a protocol, injected (`dependencyParameters` ends with
    /// it, and `router` lists the routes in every pattern).
    /// docs/template-context.md states the same number; a test compares them.
    public static let currentVersion = 4

    /// `currentVersion`, set by `ContextBuilder`.
    public var version: Int
    public var module: String
    public var moduleLower: String
    public var title: String
    public var domain: String?
    public var pattern: String
    public var patternName: String
    public var ui: String
    public var binding: String
    public var tests: String
    public var layout: String
    public var testableImport: String
    public var protocolSuffix: String
    public var header: HeaderContext?
    public var names: NamesContext
    public var input: [FieldContext]
    public var hasInput: Bool
    public var inputParameters: String
    public var inputRequirementParameters: String
    public var inputArguments: String
    public var inputSampleArguments: String
    public var inputSampleArgumentsTail: String
    public var hasInputSamples: Bool
    /// The factory has wiring a test can check: services, routes, or input it can compare.
    public var hasWiringChecks: Bool
    public var state: [FieldContext]
    public var hasState: Bool
    public var rowType: String
    public var rowSample: String
    /// Two distinct rows, comma-separated: `"row-0", "row-1"`.
    public var rowSamples: String
    /// The text a row shows, as an expression of `item` (a row): `item.title` when the row
    /// entity has a `String` field (`title`, `name` or `text` first), `item` for `String` rows.
    public var rowText: String
    public var entities: [EntityContext]
    public var hasEntities: Bool
    /// Every service the module injects: its own and the shared ones it names.
    public var services: [ServiceContext]
    public var hasServices: Bool
    /// The services declared and mocked in the module's own files (not the shared ones).
    public var ownServices: [ServiceContext]
    public var hasOwnServices: Bool
    public var serviceParameters: String
    public var serviceArguments: String
    public var serviceLocalArguments: String
    public var mockServiceArguments: String
    /// What a presenter, view model or controller is initialized with: its services, then the
    /// module's input, then (MVP, MVVM, MVC with routes) its router behind the router protocol
    /// (`taskService: any TaskServiceInterface, userId: String, router: any TaskListRouterProtocol`);
    /// the same as arguments with the default services and the factory's `router`
    /// (`taskService: TaskService(), userId: userId, router: router`); and with mock services,
    /// sample input and `MockTaskListRouter()`, for tests (empty when an input has no sample).
    public var dependencyParameters: String
    public var dependencyArguments: String
    /// An MVC controller's initializer parameters: the dependencies, then the output (`= nil`).
    public var controllerParameters: String
    /// An MVC controller's factory (its convenience initializer, which creates the router):
    /// the services and input, then the output (`= nil`); and the arguments it passes on to
    /// the designated initializer, `router: router` included.
    public var controllerFactoryParameters: String
    public var controllerFactoryArguments: String
    /// MVP, MVVM, MVC with routes: the router is injected through the initializer.
    public var injectsRouter: Bool
    /// MVC with routes or a composition root: the controller has a convenience initializer
    /// that is the module's factory.
    public var hasControllerFactory: Bool
    /// The composition root (`AppDependencies`) when the spec has top-level services.
    public var compositionRoot: CompositionRootContext?
    public var hasCompositionRoot: Bool
    /// How a factory creates the router (`TaskListRouter(dependencies: dependencies)`), and how
    /// a test does (with a composition root of mocks).
    public var newRouter: String
    public var newTestRouter: String
    /// The factory's arguments in tests: the composition root of mocks, then the sample input.
    public var factorySampleArguments: String
    public var mockDependencyArguments: String
    /// `mockDependencyArguments` with `router: router` (a test's own router double).
    public var mockDependencyArgumentsWithRouter: String
    // Flags for sections and `when`.
    public var viper: Bool
    public var mvp: Bool
    public var mvvm: Bool
    public var mvc: Bool
    /// The UI flavour: UIKit, pure SwiftUI, or SwiftUI hosted in UIKit; and what they share:
    /// a SwiftUI view (pure or hosted), a `UIViewController` entry (UIKit or hosted).
    public var uikit: Bool
    public var swiftui: Bool
    public var swiftuiHosted: Bool
    public var swiftuiView: Bool
    public var viewControllerEntry: Bool
    public var closures: Bool
    public var combine: Bool
    public var observation: Bool
    public var xctest: Bool
    public var swiftTesting: Bool
    public var hasTests: Bool
    /// How the generated tests spell suites, tests and assertions in their framework.
    public var testKit: TestKitContext
    /// The module's mocks file has something in it: the role doubles (VIPER, MVP), its own
    /// services' or its output's mocks, or the render-counting screen of a UIKit MVVM module.
    public var hasMocks: Bool
    /// The deployment target (`17.0`), and whether it has Observation (iOS 17): else SwiftUI
    /// state is an `ObservableObject` with `@Published` properties.
    public var ios: String
    public var observable: Bool
    /// Frameworks beyond Foundation whose types the module's declarations mention (`UIKit` for
    /// `UIImage`), for the files that otherwise import Foundation only.
    public var frameworkImports: [String]
    /// A mocked method returns `sending`: the mocks file declares its `handOver` helper.
    public var hasSendingResults: Bool
    // Roles.
    public var view: RoleContext
    public var presenter: RoleContext
    public var interactor: RoleContext
    public var interactorOutput: RoleContext
    public var router: RoleContext
    public var viewModel: RoleContext
    public var controller: RoleContext
    // The app graph.
    public var routes: [RouteContext]
    public var hasRoutes: Bool
    public var hasPushRoutes: Bool
    /// The module has a router, and with it a `close()` (VIPER always, the other patterns when
    /// they route).
    public var routerCloses: Bool
    /// A destination is SwiftUI (hosted): tests that reach into it import SwiftUI.
    public var hasSwiftUIRouteTargets: Bool
    /// The module's output protocol (`<Module>ModuleOutput`); no methods when it declares none.
    public var output: RoleContext
    public var hasOutput: Bool
    public var adoptedOutputs: [AdoptedOutputContext]
    public var hasAdoptedOutputs: Bool
    /// The factory's parameters: the input, then `output: (any <Module>ModuleOutput)? = nil`.
    public var factoryParameters: String
    /// The same without default values, for a protocol requirement.
    public var factoryRequirementParameters: String
    /// `, output: (any <Module>ModuleOutput)? = nil`, or empty without an output.
    public var outputParameterTail: String
    public var entry: EntryContext
}

/// The optional file header; each part null when not set.
public struct HeaderContext: Encodable, Sendable, Hashable {
    public var project: String?
    public var author: String?
    public var company: String?
    public var year: String?
    /// `year company`.
    public var copyright: String?
}

/// The generated type names of a module.
public struct NamesContext: Encodable, Sendable, Hashable {
    public var viewProtocol: String
    public var presenterProtocol: String
    public var interactorProtocol: String
    public var interactorOutputProtocol: String
    public var routerProtocol: String
    public var viewController: String
    public var view: String
    public var presenter: String
    public var interactor: String
    public var router: String
    public var viewModel: String
    public var builder: String
    public var model: String
    public var state: String
    public var service: String
}

/// A stored property: module input, MVVM state, an entity's field.
public struct FieldContext: Encodable, Sendable, Hashable {
    public var name: String
    public var type: String
    /// `name: Type = default` (an entity's stored property, an initializer parameter).
    public var declaration: String
    /// `name: Type = default`, for an initializer or factory parameter.
    public var parameterDeclaration: String
    /// `name: Type`, for a property an initializer assigns and for a protocol requirement.
    public var typeAnnotation: String
    public var initialValue: String
    public var storedType: String
    public var sample: String
    public var hasSample: Bool
    public var canCompare: Bool
    public var capitalizedName: String
    public var isLast: Bool
}

/// An entity (`struct`) declared in the spec.
public struct EntityContext: Encodable, Sendable, Hashable {
    public var name: String
    public var fields: [FieldContext]
    /// `Equatable, Hashable, Sendable, Codable`: each when every field allows it.
    public var conformances: String
    public var hasConformances: Bool
}

/// The methods of one role (a protocol and its mock).
public struct RoleContext: Encodable, Sendable, Hashable {
    public var methods: [MethodContext]
    public var hasMethods: Bool
    /// The methods generated tests can call with sample arguments.
    public var recordable: [MethodContext]
    public var defaultForwarders: [ForwarderContext]
    public var hasDefaultForwarders: Bool
    public var protocolName: String
    public var mockName: String
    public var roleLabel: String
    public var roleLabelLower: String
}

/// The composition root: one instance, built where the app starts, holding the top-level
/// services behind their protocols.
public struct CompositionRootContext: Encodable, Sendable, Hashable {
    /// `AppDependencies`, or the spec's `compositionRoot`.
    public var typeName: String
    /// Its initializer's parameters, each defaulting to the generated service:
    /// `authService: any AuthServiceInterface = AuthService()`.
    public var parameters: String
    /// One built from the mocks, for tests: `AppDependencies(authService: MockAuthService())`.
    public var mockValue: String
}

/// A service: a role plus its type names and property.
public struct ServiceContext: Encodable, Sendable, Hashable {
    public var name: String
    public var methods: [MethodContext]
    public var hasMethods: Bool
    public var recordable: [MethodContext]
    public var defaultForwarders: [ForwarderContext]
    public var hasDefaultForwarders: Bool
    public var protocolName: String
    public var mockName: String
    public var propertyName: String
    public var roleLabel: String
    public var roleLabelLower: String
    /// A top-level service: declared and mocked in the shared files.
    public var isShared: Bool
    /// A top-level service the module's factory takes from the composition root (so a root
    /// built from mocks gives it `mockName`), not one it creates.
    public var fromCompositionRoot: Bool
    /// A `Sendable` protocol without actor isolation (else `@MainActor`): `ServiceIsolation`.
    public var isSendable: Bool
    /// A method throws any error (`throwsAnyError`): its stub throws the class's generated
    /// `NotImplemented` until it is implemented.
    public var hasThrowingStubs: Bool
}

/// A protocol-extension overload that keeps a default argument callable.
public struct ForwarderContext: Encodable, Sendable, Hashable {
    public var declaration: String
    public var body: String
    public var isLast: Bool
}

/// A declared method.
public struct MethodContext: Encodable, Sendable, Hashable {
    public var name: String
    public var declaration: String
    public var fullDeclaration: String
    public var implementationDeclaration: String
    public var selector: String
    public var parameters: [ParameterContext]
    public var hasParameters: Bool
    public var callArguments: String
    public var isAsync: Bool
    public var isThrowing: Bool
    /// `throws` or `throws(any Error)`: a service's stub throws `NotImplemented` (a method that
    /// throws a typed error or rethrows cannot).
    public var throwsAnyError: Bool
    public var callPrefix: String
    public var returnsValue: Bool
    public var returnType: String
    public var defaultReturn: String
    public var hasDefaultReturn: Bool
    public var recordsArguments: Bool
    public var isLast: Bool
    public var mock: MockContext
    public var hasSampleCall: Bool
    public var sampleArguments: String
    public var sampleReturn: String
    public var discardPrefix: String
    public var testName: String
    public var canCompareArguments: Bool
    /// A route method of a router (its body builds and shows the destination).
    public var isRoute = false
    /// The router's `close()`: its body pops or dismisses the module (UIKit, hosted SwiftUI) or
    /// calls the opener's `onClose` (SwiftUI).
    public var isClose = false
    /// A synchronous requirement of a `Sendable` service: its main-actor test double is
    /// `nonisolated` and records through `MainActor.assumeIsolated`.
    public var assumesMainActor = false
}

/// A parameter of a declared method.
public struct ParameterContext: Encodable, Sendable, Hashable {
    public var label: String?
    public var name: String
    public var type: String
    public var storageType: String
    public var declaration: String
    public var callArgument: String
    public var sample: String
    public var accessor: String
    public var isLast: Bool
}

/// The Sourcery-style members of a method's mock and the types to declare them with.
public struct MockContext: Encodable, Sendable, Hashable {
    public var stem: String
    public var callsCount: String
    public var called: String
    public var received: String
    public var receivedInvocations: String
    public var receivedType: String
    public var receivedOptionalType: String
    public var receivedValue: String
    public var returnValue: String
    public var returnValueType: String
    public var returnCast: String
    public var throwableError: String
    public var throwableErrorType: String
    public var closure: String
    public var closureType: String
    public var closureArguments: String
    /// The result is `Never`: the mock calls its closure, then stops the program.
    public var returnsNever: Bool
    /// The result is neither optional, `Any`, `Void` nor `Never`: `returnValue` is optional and
    /// the mock, called with neither it nor `closure` set, stops naming the member to set.
    public var requiresValue: Bool
    /// The result is `sending`: the mock hands over its value as disconnected.
    public var isSending: Bool
    /// The declared result without `sending`.
    public var resultType: String
}
