/// One module to generate: its name, its options and the members it declares.
///
/// Options left `nil` fall back to the project defaults, then to the built-in defaults
/// (see `GenerationOptions.resolved`).
public struct ModuleSpec: Sendable, Hashable {
    /// An entity (`struct`) declared by a module.
    public struct Entity: Sendable, Hashable {
        public var name: String
        public var fields: [FieldDeclaration]
        public init(name: String, fields: [FieldDeclaration]) {
            self.name = name
            self.fields = fields
        }
    }

    /// A service: a protocol, a default implementation and a mock, injected by initializer.
    public struct Service: Sendable, Hashable {
        public var name: String
        public var methods: [MethodSignature]
        public init(name: String, methods: [MethodSignature]) {
            self.name = name
            self.methods = methods
        }
    }

    public var name: String
    public var domain: String?
    public var pattern: Pattern?
    public var ui: UIFlavor?
    public var binding: Binding?
    public var tests: TestFramework?
    public var layout: Layout?
    /// Where this module's files are added in Xcode, over the defaults (nil: the defaults').
    public var xcodeproj: String?
    public var targets: [String]?
    public var testTargets: [String]?
    /// The iOS version this module's code targets, over the defaults (nil: the defaults').
    public var ios: DeploymentTarget?

    /// Declared methods by role (`view`, `presenter`, `interactor`, `interactorOutput`, `router`,
    /// `viewModel`, `controller`).
    public var methods: [Role: [MethodSignature]]
    /// MVVM view state (`isLoading: Bool`).
    public var state: [FieldDeclaration]
    public var entities: [Entity]
    public var services: [Service]
    /// Top-level services this module uses, by name (`"services": ["AuthService"]`).
    public var sharedServices: [String] = []
    /// Navigations to other modules, in spec order.
    public var routes: [Route] = []
    /// The module's output (`<Module>ModuleOutput`): events it reports to the module that opened it.
    public var output: [MethodSignature] = []
    /// Module input: parameters of the module's factory and of the presenter / view model init.
    public var input: [FieldDeclaration]

    public init(
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
    public var declaresServices: Bool { !services.isEmpty || !sharedServices.isEmpty }
}

/// A role whose members are declared as method signatures.
public enum Role: String, CaseIterable, Sendable, Codable, Comparable {
    case view, presenter, interactor, interactorOutput, router, viewModel, controller

    public static func < (lhs: Role, rhs: Role) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Pattern {
    /// Every spec key a module of this pattern may declare, in the order docs/spec.md lists them.
    public var declarableKeys: [String] {
        switch self {
        case .viper: ["view", "presenter", "interactor", "interactorOutput", "router", "entities", "services", "input"]
        case .mvp: ["view", "presenter", "entities", "services", "input"]
        case .mvvm: ["viewModel", "state", "entities", "services", "input"]
        case .mvc: ["view", "controller", "entities", "services", "input"]
        }
    }

    /// The method roles of this pattern.
    public var roles: [Role] {
        declarableKeys.compactMap(Role.init(rawValue:))
    }
}
