/// The context a template receives for one module: typed values, encoded into Mustache's
/// `Value` (and printed as JSON for template authors). docs/template-context.md
/// documents every key; a test checks the two agree.
package struct ModuleContext: Encodable, Sendable, Hashable {
    /// The version of this context's shape, the one place it is decided: it changes when a key
    /// is renamed or removed (adding one does not), so user templates can check what they were
    /// written for. Version 1 was the unversioned context of the first release; 3 made `swiftui`
    /// pure SwiftUI (2 had it hosted in UIKit) and dropped the default service; 4 put the
    /// router of MVP, MVVM and MVC behind a protocol, injected (`dependencyParameters` ends with
    /// it, and `router` lists the routes in every pattern); 5 made pure SwiftUI navigation
    /// state (`routes[].destinationCase` and the router's `enum Destination` replaced
    /// `destinationProperty` and `isShowingProperty`).
    /// docs/template-context.md states the same number; a test compares them.
    package static let currentVersion = 5

    /// `currentVersion`, set by `ContextBuilder`.
    package var version: Int
    package var module: String
    package var moduleLower: String
    package var title: String
    package var domain: String?
    package var pattern: String
    package var patternName: String
    package var ui: String
    package var binding: String
    package var tests: String
    package var layout: String
    package var testableImport: String
    package var protocolSuffix: String
    package var header: HeaderContext?
    package var names: NamesContext
    package var input: [FieldContext]
    package var hasInput: Bool
    package var inputParameters: String
    package var inputRequirementParameters: String
    package var inputArguments: String
    package var inputSampleArguments: String
    package var inputSampleArgumentsTail: String
    package var hasInputSamples: Bool
    /// The factory has wiring a test can check: services, routes, or input it can compare.
    package var hasWiringChecks: Bool
    package var state: [FieldContext]
    package var hasState: Bool
    /// Every member of `state` is known to be `Equatable` (a scalar, a collection of them, an
    /// entity the spec declares `Equatable`): MVVM's state struct conforms and skips a transition
    /// that changes nothing. A type of the user's app is not known to be, so it leaves the struct
    /// without the conformance.
    package var stateIsEquatable: Bool
    /// The members of `state` a test can change: a sample that differs from the initial value.
    package var stateTransition: [FieldContext]
    package var hasStateTransition: Bool
    /// A member of `stateTransition` can be compared with `==`, so a test can assert its new value.
    package var hasComparableStateTransition: Bool
    /// MVC: the module has a row entity (`rowEntity(of:)`), so its screen is a table of them;
    /// without one there is nothing to list, and the view and controller have no table.
    package var hasRows: Bool
    package var rowType: String
    package var rowSample: String
    /// Two distinct rows, comma-separated: `"row-0", "row-1"`.
    package var rowSamples: String
    /// The text a row shows, as an expression of `item` (a row): `item.title` when the row
    /// entity has a `String` field (`title`, `name` or `text` first, `id` last), `item` for `String` rows.
    package var rowText: String
    /// MVC: the route selecting a row opens, derived from the routes (see `rowSelection(of:)`).
    package var rowSelection: RowSelectionContext?
    /// MVC: the declared selection method a selected row calls (`didSelectArticle(id: items[index].id)`),
    /// empty without one (`DataFlow`).
    package var rowSelectionMethodCall: String
    package var hasRowSelectionMethod: Bool
    /// MVC UIKit: the view's rows display the controller calls when its items change
    /// (`contentView.showArticles(items)`), empty without one.
    package var rowsDisplayCall: String
    package var hasRowsDisplayCall: Bool
    /// MVC hosted: what identifies a row in the view's `ForEach` over `rows.enumerated()`:
    /// `\.element.id` when the row entity is `Identifiable`, else `\.offset`.
    package var rowIdentity: String
    package var entities: [EntityContext]
    package var hasEntities: Bool
    /// Every service the module injects: its own and the shared ones it names.
    package var services: [ServiceContext]
    package var hasServices: Bool
    /// The services declared and mocked in the module's own files (not the shared ones).
    package var ownServices: [ServiceContext]
    package var hasOwnServices: Bool
    /// An own service's lock is a `Mutex`: its file imports Synchronization.
    package var ownServicesUseMutex: Bool
    package var serviceParameters: String
    package var serviceArguments: String
    package var serviceLocalArguments: String
    package var mockServiceArguments: String
    /// What a presenter, view model or controller is initialized with: its services, then the
    /// module's input, then (MVP, MVVM, MVC with routes) its router behind the router protocol
    /// (`taskService: any TaskServiceInterface, userId: String, router: any TaskListRouterProtocol`);
    /// the same as arguments with the default services and the factory's `router`
    /// (`taskService: TaskService(), userId: userId, router: router`); and with mock services,
    /// sample input and `MockTaskListRouter()`, for tests (empty when an input has no sample).
    package var dependencyParameters: String
    package var dependencyArguments: String
    /// An MVC controller's initializer parameters: the dependencies, then the output (`= nil`).
    package var controllerParameters: String
    /// An MVC controller's factory (its convenience initializer, which creates the router):
    /// the services and input, then the output (`= nil`); and the arguments it passes on to
    /// the designated initializer, `router: router` included.
    package var controllerFactoryParameters: String
    package var controllerFactoryArguments: String
    /// MVP, MVVM, MVC with routes: the router is injected through the initializer.
    package var injectsRouter: Bool
    /// MVC with routes or a composition root: the controller has a convenience initializer
    /// that is the module's factory.
    package var hasControllerFactory: Bool
    /// The MVC factory test has something to check: the router, a service or a comparable input.
    package var controllerFactoryHasChecks: Bool
    /// The composition root (`AppDependencies`) when the spec has top-level services.
    package var compositionRoot: CompositionRootContext?
    package var hasCompositionRoot: Bool
    /// How a factory creates the router (`TaskListRouter(dependencies: dependencies)`), and how
    /// a test does (with a composition root of mocks).
    package var newRouter: String
    package var newTestRouter: String
    /// The factory's arguments in tests: the composition root of mocks, then the sample input.
    package var factorySampleArguments: String
    package var mockDependencyArguments: String
    /// `mockDependencyArguments` with `router: router` (a test's own router double).
    package var mockDependencyArgumentsWithRouter: String
    /// The initializer's arguments from doubles held in locals named after their parameters:
    /// `apiClient: apiClient, articleId: "articleId-1", router: router` (each service's mock and
    /// the router's, declared by the test; the input's samples). The behaviour tests use it.
    package var doubleArguments: String
    // Flags for sections and `when`.
    package var viper: Bool
    package var mvp: Bool
    package var mvvm: Bool
    package var mvc: Bool
    /// The UI flavour: UIKit, pure SwiftUI, or SwiftUI hosted in UIKit; and what they share:
    /// a SwiftUI view (pure or hosted), a `UIViewController` entry (UIKit or hosted).
    package var uikit: Bool
    package var swiftui: Bool
    package var swiftuiHosted: Bool
    package var swiftuiView: Bool
    package var viewControllerEntry: Bool
    package var closures: Bool
    package var combine: Bool
    package var observation: Bool
    package var xctest: Bool
    package var swiftTesting: Bool
    package var hasTests: Bool
    /// How the generated tests spell suites, tests and assertions in their framework.
    package var testKit: TestKitContext
    /// The module's mocks file has something in it: the role doubles (VIPER, MVP), its own
    /// services' or its output's mocks, or the render-counting screen of a UIKit MVVM module.
    package var hasMocks: Bool
    /// The deployment target (`17.0`), and whether it has Observation (iOS 17): else SwiftUI
    /// state is an `ObservableObject` with `@Published` properties.
    package var ios: String
    package var observable: Bool
    /// Frameworks beyond Foundation whose types the module's declarations mention (`UIKit` for
    /// `UIImage`), for the files that otherwise import Foundation only.
    package var frameworkImports: [String]
    /// A mocked method returns `sending`: the mocks file declares its `handOver` helper.
    package var hasSendingResults: Bool
    /// A double of a method that throws any error and must return a value: the mocks file
    /// declares `UnsetReturnValue`, which it throws when the test set none.
    package var hasUnsetThrowingReturns: Bool
    /// A double of a method that does not throw and returns a value with a placeholder or a
    /// sample (`mock.hasUnsetReturn`): when the test set none it fails the test (`testKit.fail`)
    /// and returns that, so the mocks file imports the test framework.
    package var hasUnsetDefaultReturns: Bool
    // Roles.
    package var view: RoleContext
    package var presenter: RoleContext
    package var interactor: RoleContext
    package var interactorOutput: RoleContext
    package var router: RoleContext
    package var viewModel: RoleContext
    package var controller: RoleContext
    // The app graph.
    package var routes: [RouteContext]
    package var hasRoutes: Bool
    package var hasPushRoutes: Bool
    package var hasPresentRoutes: Bool
    package var hasFullScreenRoutes: Bool
    /// A route replaces the window's root: the router tests make a window
    /// (`<Module>TestWindows`).
    package var hasReplaceRootRoutes: Bool
    /// A route reports the destination's interactive dismissal (`onDismiss`): UIKit and hosted
    /// routers declare their `DismissalObserver`.
    package var hasDismissEvents: Bool
    /// Pure SwiftUI: every route's input is `Hashable`, so the router's `Destination` enum
    /// synthesizes `Hashable` (else it is identified by its case alone).
    package var destinationsHashable: Bool
    /// The module has a router, and with it a `close()` (VIPER always, the other patterns when
    /// they route or a route of the project opens them): `ContextBuilder.closes(_:)`.
    package var hasRouter: Bool
    /// A destination is SwiftUI (hosted): tests that reach into it import SwiftUI.
    package var hasSwiftUIRouteTargets: Bool
    /// The module's output protocol (`<Module>ModuleOutput`); no methods when it declares none.
    package var output: RoleContext
    package var hasOutput: Bool
    package var adoptedOutputs: [AdoptedOutputContext]
    package var hasAdoptedOutputs: Bool
    /// The factory's parameters: the input, then `output: (any <Module>ModuleOutput)? = nil`.
    package var factoryParameters: String
    /// The same without default values, for a protocol requirement.
    package var factoryRequirementParameters: String
    /// `, output: (any <Module>ModuleOutput)? = nil`, or empty without an output.
    package var outputParameterTail: String
    package var entry: EntryContext
    /// The `async` service calls the module makes (`requests`), each a stored, cancellable task
    /// (VIPER: in the interactor, reported through the interactor output).
    package var requests: [RequestContext]
    package var hasRequests: Bool
    /// A request's method throws: the tests declare the error its mock throws.
    package var hasThrowingRequests: Bool
    /// MVC: a request starts on the first appearance (`startsOnAppearance`): the controller
    /// overrides `viewWillAppear(_:)` to start it. (MVVM's view model has `onAppear()`.)
    package var startsRequestsOnAppearance: Bool
    /// MVVM and MVC: a request starts on the first appearance and the tests can build the view
    /// model or controller and every such request's mock result: they make the module appear.
    package var testsAppearance: Bool
    /// MVVM UIKit without such a request: nothing the view model does on appearing shows, so its
    /// class is not `final` and a test's spy subclass counts the `onAppear()` that
    /// `viewWillAppear` forwards (the fifth review: deleting the call passed every test).
    package var spiesOnAppearance: Bool
    /// VIPER and MVP: a request starts when the screen loads (`startsOnLoad`) and the tests can
    /// build the presenter (and every such request's mock result): a test loads it.
    package var testsLoading: Bool
}

/// The optional file header; each part null when not set.
package struct HeaderContext: Encodable, Sendable, Hashable {
    package var project: String?
    package var author: String?
    package var company: String?
    package var year: String?
    /// `year company`.
    package var copyright: String?
}

/// The generated type names of a module.
package struct NamesContext: Encodable, Sendable, Hashable {
    package var viewProtocol: String
    package var presenterProtocol: String
    package var interactorProtocol: String
    package var interactorOutputProtocol: String
    package var routerProtocol: String
    package var viewController: String
    package var view: String
    package var presenter: String
    package var interactor: String
    package var router: String
    package var viewModel: String
    package var builder: String
    package var model: String
    package var state: String
    package var viewModelState: String
    package var service: String
    /// `makeModule`: the router's (VIPER) or builder's (MVP, MVVM) static factory.
    package var factoryMethod: String
}

/// A stored property: module input, MVVM state, an entity's field.
package struct FieldContext: Encodable, Sendable, Hashable {
    package var name: String
    package var type: String
    /// `name: Type = default` (an entity's stored property, an initializer parameter).
    package var declaration: String
    /// `name: Type = default`, for an initializer or factory parameter.
    package var parameterDeclaration: String
    /// `name: Type`, for a property an initializer assigns and for a protocol requirement.
    package var typeAnnotation: String
    package var initialValue: String
    package var storedType: String
    package var sample: String
    package var hasSample: Bool
    package var canCompare: Bool
    package var capitalizedName: String
    package var isLast: Bool
}

/// An entity (`struct`) declared in the spec.
package struct EntityContext: Encodable, Sendable, Hashable {
    package var name: String
    package var fields: [FieldContext]
    /// `Equatable, Hashable, Sendable, Codable`: each when every field allows it.
    package var conformances: String
    package var hasConformances: Bool
}

/// The methods of one role (a protocol and its mock).
package struct RoleContext: Encodable, Sendable, Hashable {
    package var methods: [MethodContext]
    package var hasMethods: Bool
    /// The methods generated tests can call with sample arguments.
    package var recordable: [MethodContext]
    package var defaultForwarders: [ForwarderContext]
    package var hasDefaultForwarders: Bool
    package var protocolName: String
    package var mockName: String
    package var roleLabel: String
    package var roleLabelLower: String
}

/// The composition root: one instance, built where the app starts, holding the top-level
/// services behind their protocols.
package struct CompositionRootContext: Encodable, Sendable, Hashable {
    /// `AppDependencies`, or the spec's `compositionRoot`.
    package var typeName: String
    /// Its initializer's parameters, each defaulting to the generated service:
    /// `authService: any AuthServiceInterface = AuthService()`.
    package var parameters: String
    /// One built from the mocks, for tests: `AppDependencies(authService: MockAuthService())`.
    package var mockValue: String
}

/// A service: a role plus its type names and property.
package struct ServiceContext: Encodable, Sendable, Hashable {
    package var name: String
    package var methods: [MethodContext]
    package var hasMethods: Bool
    package var recordable: [MethodContext]
    package var defaultForwarders: [ForwarderContext]
    package var hasDefaultForwarders: Bool
    package var protocolName: String
    package var mockName: String
    package var propertyName: String
    package var roleLabel: String
    package var roleLabelLower: String
    /// A top-level service: declared and mocked in the shared files.
    package var isShared: Bool
    /// A top-level service the module's factory takes from the composition root (so a root
    /// built from mocks gives it `mockName`), not one it creates.
    package var fromCompositionRoot: Bool
    /// A `Sendable` protocol without actor isolation (else `@MainActor`): `ServiceIsolation`.
    package var isSendable: Bool
    /// The default implementation is an `actor` (`"kind": "actor"`).
    package var isActor: Bool
    /// The default implementation is a `struct` (`"kind": "struct"`).
    package var isStruct: Bool
    /// The default implementation is a class whose `State` is guarded by a lock (`"kind":
    /// "class"` of a `Sendable` service; a main-actor one's state is isolated to the main actor).
    package var isLocked: Bool
    /// The lock is a `Mutex` (Synchronization, iOS 18): every module that can use the service
    /// targets iOS 18 or later; else an `NSLock`, and the class is `@unchecked Sendable`.
    package var locksWithMutex: Bool
    /// A method throws any error (`throwsAnyError`): its stub throws the class's generated
    /// `NotImplemented` until it is implemented.
    package var hasThrowingStubs: Bool
}

/// A protocol-extension overload that keeps a default argument callable.
package struct ForwarderContext: Encodable, Sendable, Hashable {
    package var declaration: String
    package var body: String
    package var isLast: Bool
}

/// A declared method.
package struct MethodContext: Encodable, Sendable, Hashable {
    package var name: String
    package var declaration: String
    package var fullDeclaration: String
    package var implementationDeclaration: String
    package var selector: String
    package var parameters: [ParameterContext]
    package var hasParameters: Bool
    package var callArguments: String
    package var isAsync: Bool
    package var isThrowing: Bool
    /// `throws` or `throws(any Error)`: a service's stub throws `NotImplemented` (a method that
    /// throws a typed error or rethrows cannot).
    package var throwsAnyError: Bool
    package var callPrefix: String
    package var returnsValue: Bool
    package var returnType: String
    package var defaultReturn: String
    package var hasDefaultReturn: Bool
    package var recordsArguments: Bool
    package var isLast: Bool
    package var mock: MockContext
    package var hasSampleCall: Bool
    package var sampleArguments: String
    package var sampleReturn: String
    package var discardPrefix: String
    package var testName: String
    package var canCompareArguments: Bool
    /// A route method of a router (its body builds and shows the destination).
    package var isRoute = false
    /// The router's `close()`: its body pops or dismisses the module (UIKit, hosted SwiftUI) or
    /// calls the opener's `onClose` (SwiftUI).
    package var isClose = false
    /// A VIPER interactor's or MVP presenter's method that starts a request (`requests`): its
    /// body is the task, not a stub.
    package var isRequest = false
    /// An MVVM view model's `onAppear()` when a request starts on the first appearance: its body
    /// starts them, not a stub.
    package var isAppearanceHook = false
    /// The body of a declared method the generator can write (MVC's rows display and selection
    /// method, VIPER's interactor-output handlers; `DataFlow`), one line each; empty for a stub.
    package var implementation: [String] = []
}

/// A parameter of a declared method.
package struct ParameterContext: Encodable, Sendable, Hashable {
    package var label: String?
    package var name: String
    package var type: String
    package var storageType: String
    package var declaration: String
    package var callArgument: String
    package var sample: String
    package var accessor: String
    package var isLast: Bool
}

/// The Sourcery-style members of a method's mock and the types to declare them with.
package struct MockContext: Encodable, Sendable, Hashable {
    package var stem: String
    package var callsCount: String
    package var called: String
    package var received: String
    package var receivedInvocations: String
    package var receivedType: String
    package var receivedOptionalType: String
    package var receivedValue: String
    package var returnValue: String
    package var returnValueType: String
    package var returnCast: String
    package var throwableError: String
    package var throwableErrorType: String
    package var closure: String
    package var closureType: String
    package var closureArguments: String
    /// The local the mock unwraps `closure` into before calling it: `closure`, or another
    /// name when a parameter is named so (the call passes the parameters on).
    package var closureLocal: String
    /// A `Sendable` service's mock: the local holding the state recorded for the call, read
    /// after the lock is let go: `recorded`, or another name when a parameter is named so.
    package var recorded: String
    /// What the mock's outcome reads its stored members through after recording the call:
    /// empty for a main-actor mock (its own members), `recorded.` for a `Sendable` service's
    /// (the copy taken under the lock).
    package var stateRead: String
    /// The result is `Never`: the mock calls its closure, then stops the program.
    package var returnsNever: Bool
    /// The result is neither optional, `Any`, `Void` nor `Never`: `returnValue` is optional and
    /// the mock, called with neither it nor `closure` set, stops naming the member to set.
    package var requiresValue: Bool
    /// The result is `sending`: the mock hands over its value as disconnected.
    package var isSending: Bool
    /// The declared result without `sending`.
    package var resultType: String
    /// What a mock that cannot throw returns, after failing the test, when neither its return
    /// value nor its closure is set: the type's placeholder (`0`, `""`, `[]`), else the sample
    /// of a spec's entity (`Story(id: "id-1", title: "title-1")`); empty when the type has
    /// neither, and the mock stops naming the member.
    package var unsetReturn: String
    /// `unsetReturn` is not empty.
    package var hasUnsetReturn: Bool
}

/// A request (`"requests": ["APIClient.fetchFeed"]`): one `async` service call, run as a stored,
/// cancellable task by the object that owns the services (VIPER: the interactor), with what its
/// generated tests need to drive it through the service's mock.
package struct RequestContext: Encodable, Sendable, Hashable {
    /// The starting method's base name (the service method's): `fetchFeed`.
    package var name: String
    /// `fetchFeed(page: Int)`: the starting method, synchronous, the service method's
    /// parameters without default values.
    package var declaration: String
    /// The stored task: `fetchFeedTask`.
    package var taskProperty: String
    /// The service's stored property: `apiClient`.
    package var serviceProperty: String
    /// The call inside the task: `apiClient.fetchFeed(page: page)`.
    package var call: String
    /// `try await ` or `await `.
    package var callPrefix: String
    /// The service method throws: the task catches, and the failure is reported.
    package var isThrowing: Bool
    /// The service method returns a value, which the success output receives.
    package var returnsValue: Bool
    /// The outputs: `fetchFeedDidFinish` (with the result, if any) and `fetchFeedDidFail`.
    package var didFinish: String
    package var didFail: String
    /// The test name's stem: `FetchFeed`.
    package var testName: String
    /// The service's mock (`MockAPIClient`) and the local a test keeps it in (`apiClient`).
    package var mockService: String
    /// The arguments that build the interactor (presenter, view model, controller) in a test
    /// with `serviceProperty` as the request's service, new mocks for the others, the input's
    /// samples and a router double.
    package var mockServiceArguments: String
    /// The mock's closure (`fetchFeedPageClosure`), and what a closure literal names its
    /// parameters (`_ in `, or empty without parameters).
    package var mockClosure: String
    package var closureParameters: String
    /// The closure a test gives the mock to succeed: `{ _ in [Article(...)] }`, `{}`.
    package var successClosure: String
    /// The starting method called with sample arguments: `fetchFeed(page: 1)`.
    package var sampleCall: String
    /// The assertions that the service's mock received the sample arguments, one per parameter
    /// (`XCTAssertEqual(apiClient.fetchFeedPageReceivedPage, 1)`); empty when they cannot be
    /// compared.
    package var argumentAssertions: [String]
    /// What the service's mock returns in a test (distinct sample values), empty without a result.
    package var sampleResult: String
    /// The output mock's members: how many times each output was called, and what the success
    /// output received (compared with `sampleResult` when it can be).
    package var didFinishCallsCount: String
    package var didFailCallsCount: String
    package var didFinishReceived: String
    package var didFailReceived: String
    package var canCompareResult: Bool
    /// Every sample the tests need exists (arguments and result): else the request has no
    /// generated test (a type of the app has no sample value).
    package var hasSamples: Bool
    /// MVVM: the view model state's members for the request (`fetchFeedIsLoading`,
    /// `fetchFeedError`, `fetchFeedResult`).
    package var isLoadingMember: String
    package var errorMember: String
    package var resultMember: String
    /// A second result sample (`["fetchFeed-2"]`), which the mock returns to a cancelled request
    /// in the cancellation test, and whether it differs from `sampleResult` and can be compared.
    package var cancelledResult: String
    package var hasCancelledResult: Bool
    /// The mock's closure in the cancellation test: a cancelled call throws `testFailure` (a
    /// throwing method) or returns `cancelledResult`, so that a cancelled request that still
    /// delivers shows in the state.
    package var cancelledClosure: String
    /// What a service's mock throws in the request tests: `FeedViewModelTestFailure`.
    package var testFailure: String
    /// MVP and MVC: the handlers the task calls, `fetchFeedDidFinish(_ result: [Article])` and
    /// `fetchFeedDidFail(_ error: any Error)`.
    package var didFinishDeclaration: String
    package var didFailDeclaration: String
    /// The method returns a value and its sample is not `nil`: a test can tell that it arrived.
    package var hasResultSample: Bool
    /// MVP and MVC: the type of the stored last result, `[Article]?`; empty without a result.
    package var resultStorage: String
    /// MVVM: the view model's `onAppear()` starts it on the first appearance (its method takes
    /// no arguments and returns a value).
    package var startsOnAppearance: Bool
    /// VIPER and MVP: the presenter's `viewDidLoad()` starts it (its method takes no arguments
    /// and returns a value); VIPER's presenter calls the interactor, whose mock counts the call
    /// in `starterCallsCount` (`currentUserCallsCount`).
    package var startsOnLoad: Bool
    package var starterCallsCount: String = ""
    /// The class that runs the request (`FeedPresenter`) and what its tests call an instance
    /// (`presenter`).
    package var holder: String
    package var holderLocal: String
    /// MVC and MVP: what the handler runs to show the outcome after keeping it, at most one line
    /// each (`items = result`, `contentView.showUser(result)`, `view?.showArticles(result)`,
    /// `showError(error.localizedDescription)`; `DataFlow`). VIPER shows it in the presenter's
    /// interactor-output handlers (their `implementation`).
    package var showsResult: [String] = []
    package var showsFailure: [String] = []
    /// The tests' assertions that the outcome was shown: MVC's rows, else the view mock's record
    /// (MVP in the request tests, which then attach a view mock, `attachesView`; VIPER in the
    /// presenter's tests, which call the handlers).
    package var showsResultAssertions: [String] = []
    package var showsFailureAssertions: [String] = []
    package var attachesView = false
    /// VIPER: the presenter's handler shows the result (failure), which its tests check.
    package var presenterShowsResult = false
    package var presenterShowsFailure = false
}
