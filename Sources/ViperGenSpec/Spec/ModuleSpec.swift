/// One module to generate: its name, its options and the members it declares.
///
/// Options left `nil` fall back to the project defaults, then to the built-in defaults
/// (see `GenerationOptions.resolved`).
package struct ModuleSpec: Sendable, Hashable {
    /// An entity (`struct`) declared by a module.
    package struct Entity: Sendable, Hashable {
        package var name: String
        package var fields: [FieldDeclaration]
        package init(name: String, fields: [FieldDeclaration]) {
            self.name = name
            self.fields = fields
        }
    }

    /// A service: a protocol, a default implementation and a mock, injected by initializer.
    package struct Service: Sendable, Hashable {
        /// What the default implementation is (`"kind"` in the spec).
        package enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A final class whose state is guarded by a lock (a `Mutex` from iOS 18, an `NSLock`
            /// before). Without a kind, a service is a stateless final class.
            case `class`
            /// An actor: its state is isolated to it; every method is `async`.
            case actor
            /// A struct: a stateless value.
            case `struct`
        }

        package var name: String
        package var methods: [MethodSignature]
        /// The declared `"kind"`; nil when the spec declares none (a stateless final class).
        package var kind: Kind?
        package init(name: String, methods: [MethodSignature], kind: Kind? = nil) {
            self.name = name
            self.methods = methods
            self.kind = kind
        }
    }

    package var name: String
    package var domain: String?
    package var pattern: Pattern?
    package var ui: UIFlavor?
    package var binding: Binding?
    package var tests: TestFramework?
    package var layout: Layout?
    /// Where this module's files are added in Xcode, over the defaults (nil: the defaults').
    package var xcodeproj: String?
    package var targets: [String]?
    package var testTargets: [String]?
    /// The iOS version this module's code targets, over the defaults (nil: the defaults').
    package var ios: DeploymentTarget?

    /// Declared methods by role (`view`, `presenter`, `interactor`, `interactorOutput`, `router`,
    /// `viewModel`, `controller`).
    package var methods: [Role: [MethodSignature]]
    /// MVVM view state (`isLoading: Bool`).
    package var state: [FieldDeclaration]
    package var entities: [Entity]
    package var services: [Service]
    /// Top-level services this module uses, by name (`"services": ["AuthService"]`).
    package var sharedServices: [String] = []
    /// Navigations to other modules, in spec order.
    package var routes: [Route] = []
    /// The module's output (`<Module>ModuleOutput`): events it reports to the module that opened it.
    package var output: [MethodSignature] = []
    /// Module input: parameters of the module's factory and of the presenter / view model init.
    package var input: [FieldDeclaration]
    /// The `async` service calls the module makes (`"requests": ["APIClient.fetchFeed"]`), in
    /// spec order: each becomes a stored, cancellable task (VIPER: in the interactor).
    package var requests: [ServiceRequest] = []

    package init(
        name: String, domain: String? = nil, pattern: Pattern? = nil, ui: UIFlavor? = nil,
        binding: Binding? = nil, tests: TestFramework? = nil, layout: Layout? = nil,
        methods: [Role: [MethodSignature]] = [:], state: [FieldDeclaration] = [],
        entities: [Entity] = [], services: [Service] = [], input: [FieldDeclaration] = []
    ) {
        self.name = name
        self.domain = domain
        self.pattern = pattern
        self.ui = ui
        self.binding = binding
        self.tests = tests
        self.layout = layout
        self.methods = methods
        self.state = state
        self.entities = entities
        self.services = services
        self.input = input
    }
}

extension ModuleSpec {
    /// Whether the module injects any service, its own or a shared one (else the patterns whose
    /// anatomy always has a service get `<Module>Service`).
    package var declaresServices: Bool { !services.isEmpty || !sharedServices.isEmpty }
}

/// A role whose members are declared as method signatures.
package enum Role: String, CaseIterable, Sendable, Codable, Comparable {
    case view, presenter, interactor, interactorOutput, router, viewModel, controller

    package static func < (lhs: Role, rhs: Role) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Pattern {
    /// Every spec key a module of this pattern may declare, in the order docs/spec.md lists them.
    package var declarableKeys: [String] {
        switch self {
        case .viper:
            [
                "view", "presenter", "interactor", "interactorOutput", "router", "entities", "services", "requests",
                "input"
            ]
        case .mvp: ["view", "presenter", "entities", "services", "requests", "input"]
        case .mvvm: ["viewModel", "state", "entities", "services", "requests", "input"]
        case .mvc: ["view", "controller", "entities", "services", "requests", "input"]
        }
    }

    /// The method roles of this pattern.
    package var roles: [Role] {
        declarableKeys.compactMap(Role.init(rawValue:))
    }
}
