import Mustache
import ViperGenSpec

/// Turns a resolved module into the render context that templates see (`ModuleContext`).
///
/// Templates are logic-less: every name variant, parsed signature, mock member name, sample
/// value and flag is computed here, from parsed types. docs/template-context.md
/// documents each key; a test keeps the two in step.
package struct ContextBuilder: Sendable {
    /// Entities declared anywhere in the project, for sample values in generated tests.
    package var entities: [String: [FieldDeclaration]]
    /// Entities that a declared method throws (`throws(LoadError)`): they conform to `Error`.
    package var thrownEntities: Set<String>
    /// Every module of the project, resolved: route destinations are built through them.
    var modulesByName: [String: ResolvedModule] = [:]
    /// The top-level services by name, for the modules that use them.
    var sharedServices: [String: ModuleSpec.Service] = [:]
    /// The top-level services in spec order: the members of the composition root.
    var rootServices: [ModuleSpec.Service] = []
    /// The composition root's type (`AppDependencies`), when there are top-level services.
    var compositionRoot: String?
    /// The modules some route of the project opens: each has a router, to close itself.
    var routeDestinations: Set<String> = []
    /// The top-level entities in spec order: an MVC module without entities of its own shows
    /// the first its declared methods mention (`rowEntity(of:)`).
    var sharedEntities: [ModuleSpec.Entity] = []

    /// - Parameters:
    ///   - project: the spec (its top-level declarations and every module's declarations).
    ///   - modules: every module of the project resolved (`ProjectSpec.resolvedModules`).
    /// A builder for `specs` alone (no top-level declarations), resolved against `options`.
    package init(modules specs: [ModuleSpec], options: GenerationOptions = GenerationOptions()) {
        let project = ProjectSpec(modules: specs)
        self.init(project: project, modules: project.resolvedModules(flags: options, selected: nil))
    }

    package init(project: ProjectSpec = ProjectSpec(), modules: [ResolvedModule] = []) {
        var entities: [String: [FieldDeclaration]] = [:]
        var thrown: Set<String> = []
        for entity in project.entities { entities[entity.name] = entity.fields }
        for service in project.services {
            for method in service.methods {
                if let name = method.throwsClause?.thrownType?.simpleName { thrown.insert(name) }
            }
        }
        for module in project.modules {
            for entity in module.entities { entities[entity.name] = entity.fields }
            let methods = module.methods.values.flatMap { $0 } + module.services.flatMap(\.methods) + module.output
            for method in methods {
                if let name = method.throwsClause?.thrownType?.simpleName { thrown.insert(name) }
            }
        }
        self.entities = entities
        self.thrownEntities = thrown.filter { entities[$0] != nil }
        for module in modules where modulesByName[module.name] == nil { modulesByName[module.name] = module }
        routeDestinations = Set(project.modules.flatMap { $0.routes.map(\.target) })
        for service in project.services { sharedServices[service.name] = service }
        rootServices = project.services
        sharedEntities = project.entities
        compositionRoot = project.compositionRootType
    }

    /// The context of one module as the value templates render with. `fileName` is added per
    /// file by the planner.
    package func context(for module: ResolvedModule) -> Value {
        moduleContext(for: module).mustacheValue
    }

    /// The typed context of one module.
    package func moduleContext(for module: ResolvedModule) -> ModuleContext {
        let names = GeneratedNames(module: module.name, protocolSuffix: module.protocolSuffix)
        var samples = SampleValues(entities: entities)
        for entity in module.spec.entities { samples.entities[entity.name] = entity.fields }
        let services = servicesOf(module)
        let inputSamples = sampleArguments(module.spec.input, samples: samples)
        let state = stateOf(module)
        func property(_ service: ModuleSpec.Service) -> String { serviceProperty(service, in: module) }
        func role(_ role: Role) -> RoleContext {
            let (protocolName, mockName) = doubles(of: role, names: names)
            let group = methodGroup(
                methods(of: role, in: module), samples: samples, hasProtocol: Self.hasProtocol(role, in: module.pattern)
            )
            return RoleContext(
                methods: group.methods, hasMethods: !group.methods.isEmpty, recordable: group.recordable,
                defaultForwarders: group.forwarders, hasDefaultForwarders: !group.forwarders.isEmpty,
                protocolName: protocolName, mockName: mockName, roleLabel: upperFirst(role.rawValue),
                roleLabelLower: role.rawValue)
        }
        let isMVVM = module.pattern == .mvvm
        var roles = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0, role($0)) })
        // Routes are requirements of the router protocol (in every pattern): marked, for the
        // templates that give them a body of their own.
        let routeNames = Set(module.spec.routes.map(\.methodName))
        let declaredRouterCount = module.spec.methods[.router]?.count ?? 0
        if var router = roles[.router] {
            for index in router.methods.indices
            where index >= declaredRouterCount && routeNames.contains(router.methods[index].name) {
                router.methods[index].isRoute = true
            }
            for index in router.methods.indices
            where closes(module) && router.methods[index].name == "close"
                && router.methods[index].parameters.isEmpty && !router.methods[index].isRoute
            {
                router.methods[index].isClose = true
            }
            router.recordable = router.methods.filter { $0.hasSampleCall && !$0.isRoute && !$0.isClose }
            roles[.router] = router
        }
        // Requests start in the interactor (VIPER) or the presenter (MVP), whose protocol has
        // their starting methods last: marked, for the template that gives them a task.
        let requestCount = module.spec.requests.count
        if let starter = requestStarterRole(of: module.pattern), var holder = roles[starter] {
            for index in holder.methods.indices where index >= holder.methods.count - requestCount {
                holder.methods[index].isRequest = true
            }
            roles[starter] = holder
        }
        // An MVVM view model's `onAppear()` starts the requests that start on appearance (the
        // decoder refuses an `onAppear()` that is async, throws or returns a value).
        if resolvedRequests(of: module).contains(where: { startsOnAppearance($0, in: module) }),
            var viewModel = roles[.viewModel]
        {
            for index in viewModel.methods.indices
            where viewModel.methods[index].name == "onAppear" && !viewModel.methods[index].hasParameters {
                viewModel.methods[index].isAppearanceHook = true
            }
            roles[.viewModel] = viewModel
        }
        // The composition root: a factory takes it first and takes the shared services from it;
        // it creates the module's own services itself.
        let root = rootContext(names: names)
        let serviceContexts = services.map {
            serviceContext(
                $0, names: names, samples: samples, propertyName: property($0), isShared: isShared($0, in: module),
                fromCompositionRoot: root != nil && isShared($0, in: module),
                mutexAvailable: lockTarget(of: $0, in: module) >= Self.mutexTarget)
        }
        let output = outputContext(of: module, samples: samples)
        let adopted = adoptedOutputs(of: module, samples: samples)
        let routes = routeContexts(of: module, samples: samples)
        let mocked =
            Role.allCases.filter { Self.hasProtocol($0, in: module.pattern) }.flatMap { roles[$0]?.methods ?? [] }
            + serviceContexts.filter { !$0.isShared }.flatMap(\.methods) + (output?.methods ?? [])
        let outputParameter = output.map { "output: (any \($0.protocolName))?" }
        // An initializer's parameters and arguments: one per service, then the input.
        let serviceParameterList = services.map { "\(property($0)): any \(names.serviceProtocol($0.name))" }
        // MVP, MVVM and MVC: the router, behind its protocol, comes last (after the input), when
        // the module has one.
        let injectsRouter = module.pattern != .viper && closes(module)
        let routerParameter = injectsRouter ? ["router: any \(names.routerProtocol)"] : []
        let routerArgument = injectsRouter ? ["router: router"] : []
        let inputDeclarations = module.spec.input.map(\.declaration)
        let dependencyParameterList = serviceParameterList + inputDeclarations + routerParameter
        let mockServices = services.map { "\(property($0)): Mock\($0.name)()" }
        func mockDependencies(router: [String]) -> String {
            inputSamples.map { samples in
                (mockServices + (samples.isEmpty ? [] : [samples]) + router).joined(separator: ", ")
            } ?? ""
        }
        func made(_ service: ModuleSpec.Service) -> String {
            root != nil && isShared(service, in: module) ? "dependencies.\(property(service))" : "\(service.name)()"
        }
        let rootParameter = root.map { ["dependencies: \($0.typeName)"] } ?? []
        let outputDefaultParameter =
            (outputParameter.map { [$0 + " = nil"] } ?? [])
            + (takesOnClose(module) ? ["onClose: (@MainActor () -> Void)? = nil"] : [])
        let inputArgumentList = module.spec.input.map { "\($0.name): \($0.name)" }
        let stateContexts = fieldContexts(state, samples: samples)
        let inputContexts = fieldContexts(module.spec.input, samples: samples)
        let inputCanBeCompared = inputContexts.contains(where: \.canCompare)
        let moduleRowEntity = rowEntity(of: module)
        let moduleRowSamples = rowSamples(of: moduleRowEntity, samples: samples)
        // A transition a test can make: every member whose sample differs from its initial value.
        let stateTransition = stateContexts.filter { $0.hasSample && $0.sample != $0.initialValue }
        var requests = requestContexts(
            of: module, services: serviceContexts, output: roles[.interactorOutput] ?? role(.interactorOutput),
            samples: samples,
            dependencies: module.pattern == .viper
                ? []
                : inputSamples.map {
                    ($0.isEmpty ? [] : [$0]) + (injectsRouter ? ["router: Mock\(names.router)()"] : [])
                })
        startRequestsOnLoad(roles: &roles, requests: &requests, module: module)
        let testsAppearance =
            inputSamples != nil && requests.contains(where: \.startsOnAppearance)
            && requests.allSatisfy { !$0.startsOnAppearance || $0.hasSamples }
        let rowSelection = rowSelection(of: module, router: roles[.router] ?? role(.router), samples: samples)
        let rowSelectionMethodCall: String?
        let rowsDisplayCall: String?
        (rowSelectionMethodCall, rowsDisplayCall) = connect(
            DataFlow(module: module, rowEntity: moduleRowEntity), roles: &roles, requests: &requests,
            rowSelection: rowSelection, module: module)
        return ModuleContext(
            version: ModuleContext.currentVersion,
            module: module.name, moduleLower: lowerFirst(module.name), title: title(module.name), domain: module.domain,
            pattern: module.pattern.rawValue, patternName: module.pattern.displayName, ui: module.ui.rawValue,
            binding: module.binding.rawValue, tests: module.tests.rawValue, layout: module.layout.rawValue,
            testableImport: module.testableImport, protocolSuffix: module.protocolSuffix,
            header: headerContext(module.header),
            names: namesContext(names),
            input: inputContexts, hasInput: !module.spec.input.isEmpty,
            inputParameters: module.spec.input.map(\.declaration).joined(separator: ", "),
            inputRequirementParameters: module.spec.input.map(\.typeAnnotation).joined(separator: ", "),
            inputArguments: module.spec.input.map { "\($0.name): \($0.name)" }.joined(separator: ", "),
            inputSampleArguments: inputSamples ?? "",
            inputSampleArgumentsTail: inputSamples.map { $0.isEmpty ? "" : ", " + $0 } ?? "",
            hasInputSamples: inputSamples != nil,
            hasWiringChecks: !services.isEmpty || !module.spec.routes.isEmpty || inputCanBeCompared,
            state: stateContexts, hasState: !state.isEmpty,
            stateIsEquatable: state.allSatisfy { samples.isEquatable($0.type) },
            stateTransition: stateTransition, hasStateTransition: !stateTransition.isEmpty,
            hasComparableStateTransition: stateTransition.contains(where: \.canCompare),
            hasRows: module.pattern == .mvc && moduleRowEntity != nil,
            rowType: moduleRowEntity?.name ?? "String",
            rowSample: moduleRowSamples[0],
            rowSamples: moduleRowSamples.joined(separator: ", "),
            rowText: Self.rowText(of: moduleRowEntity),
            rowSelection: rowSelection,
            rowSelectionMethodCall: rowSelectionMethodCall ?? "", hasRowSelectionMethod: rowSelectionMethodCall != nil,
            rowsDisplayCall: rowsDisplayCall ?? "", hasRowsDisplayCall: rowsDisplayCall != nil,
            rowIdentity: moduleRowEntity.map { Self.isIdentifiable($0, samples: samples) } == true
                ? "\\.element.id" : "\\.offset",
            entities: module.spec.entities.map { entityContext($0, samples: samples) },
            hasEntities: !module.spec.entities.isEmpty,
            services: serviceContexts,
            hasServices: !services.isEmpty,
            ownServices: serviceContexts.filter { !$0.isShared },
            hasOwnServices: serviceContexts.contains { !$0.isShared },
            ownServicesUseMutex: serviceContexts.contains { !$0.isShared && $0.isLocked && $0.locksWithMutex },
            serviceParameters: serviceParameterList.joined(separator: ", "),
            serviceArguments: services.map { "\(property($0)): \(made($0))" }.joined(separator: ", "),
            serviceLocalArguments: services.map { "\(property($0)): \(property($0))" }.joined(separator: ", "),
            mockServiceArguments: services.map { "\(property($0)): Mock\($0.name)()" }.joined(separator: ", "),
            dependencyParameters: dependencyParameterList.joined(separator: ", "),
            dependencyArguments: (services.map { "\(property($0)): \(made($0))" } + inputArgumentList + routerArgument)
                .joined(separator: ", "),
            controllerParameters: (dependencyParameterList + (outputParameter.map { [$0 + " = nil"] } ?? [])).joined(
                separator: ", "),
            controllerFactoryParameters: ((root == nil ? serviceParameterList : rootParameter) + inputDeclarations
                + outputDefaultParameter)
                .joined(separator: ", "),
            controllerFactoryArguments: (services.map { "\(property($0)): \(root == nil ? property($0) : made($0))" }
                + inputArgumentList
                + routerArgument + (outputParameter == nil ? [] : ["output: output"])).joined(separator: ", "),
            injectsRouter: injectsRouter,
            hasControllerFactory: module.pattern == .mvc && (injectsRouter || root != nil),
            controllerFactoryHasChecks: injectsRouter || !services.isEmpty || inputCanBeCompared,
            compositionRoot: root, hasCompositionRoot: root != nil,
            // A router keeps the composition root to pass it on to its destinations' factories.
            newRouter: names.router + (root == nil || routes.isEmpty ? "()" : "(dependencies: dependencies)"),
            newTestRouter: names.router
                + ((routes.isEmpty ? nil : root).map { "(dependencies: \($0.mockValue))" } ?? "()"),
            factorySampleArguments: inputSamples.map { samples in
                ((root.map { ["dependencies: \($0.mockValue)"] } ?? []) + (samples.isEmpty ? [] : [samples])).joined(
                    separator: ", ")
            } ?? "",
            mockDependencyArguments: mockDependencies(router: injectsRouter ? ["router: Mock\(names.router)()"] : []),
            mockDependencyArgumentsWithRouter: mockDependencies(router: routerArgument),
            doubleArguments: inputSamples.map { samples in
                (services.map { "\(property($0)): \(property($0))" } + (samples.isEmpty ? [] : [samples])
                    + routerArgument).joined(separator: ", ")
            } ?? "",
            viper: module.pattern == .viper, mvp: module.pattern == .mvp, mvvm: isMVVM, mvc: module.pattern == .mvc,
            uikit: module.ui == .uikit, swiftui: module.ui == .swiftui, swiftuiHosted: module.ui == .swiftuiHosted,
            swiftuiView: module.ui.hasSwiftUIView, viewControllerEntry: module.ui.hasViewControllerEntry,
            closures: isMVVM && module.binding == .closures, combine: isMVVM && module.binding == .combine,
            observation: isMVVM && module.binding == .observation,
            xctest: module.tests == .xctest, swiftTesting: module.tests == .swiftTesting,
            hasTests: module.tests != .none,
            testKit: TestKitContext(module.tests),
            hasMocks: module.pattern == .viper || module.pattern == .mvp || serviceContexts.contains { !$0.isShared }
                || output != nil || (isMVVM && module.ui == .uikit) || injectsRouter,
            ios: module.ios.description, observable: module.ios.hasObservation,
            frameworkImports: frameworkImports(of: module, services: services),
            hasSendingResults: mocked.contains { $0.mock.isSending },
            hasUnsetThrowingReturns: mocked.contains { $0.throwsAnyError && $0.mock.requiresValue },
            hasUnsetDefaultReturns: mocked.contains {
                !$0.throwsAnyError && $0.mock.requiresValue && !$0.mock.returnsNever && $0.mock.hasUnsetReturn
            },
            view: roles[.view] ?? role(.view), presenter: roles[.presenter] ?? role(.presenter),
            interactor: roles[.interactor] ?? role(.interactor),
            interactorOutput: roles[.interactorOutput] ?? role(.interactorOutput),
            router: roles[.router] ?? role(.router), viewModel: roles[.viewModel] ?? role(.viewModel),
            controller: roles[.controller] ?? role(.controller),
            routes: routes, hasRoutes: !routes.isEmpty, hasPushRoutes: routes.contains(where: \.push),
            hasPresentRoutes: routes.contains(where: \.present),
            hasFullScreenRoutes: routes.contains(where: \.fullScreen),
            hasReplaceRootRoutes: routes.contains(where: \.replaceRoot),
            hasDismissEvents: routes.contains { $0.dismissal != nil },
            destinationsHashable: routeSignatures(of: module).allSatisfy { route in
                route.target.spec.input.allSatisfy { TypeTraits(entities: samples.entities).has(.equatable, $0.type) }
            },
            hasRouter: closes(module),
            hasSwiftUIRouteTargets: routeSignatures(of: module).contains { $0.target.ui.hasSwiftUIView },
            output: output ?? emptyOutput(of: module), hasOutput: output != nil,
            adoptedOutputs: adopted, hasAdoptedOutputs: !adopted.isEmpty,
            factoryParameters: (rootParameter + module.spec.input.map(\.declaration) + outputDefaultParameter).joined(
                separator: ", "),
            factoryRequirementParameters: (rootParameter + module.spec.input.map(\.typeAnnotation)
                + (outputParameter.map { [$0] } ?? [])
                + (takesOnClose(module) ? ["onClose: (@MainActor () -> Void)?"] : [])).joined(separator: ", "),
            outputParameterTail: outputParameter.map { ", " + $0 + " = nil" } ?? "",
            entry: entryContext(of: module, samples: samples),
            requests: requests, hasRequests: !requests.isEmpty,
            hasThrowingRequests: requests.contains(where: \.isThrowing),
            startsRequestsOnAppearance: module.pattern == .mvc && requests.contains(where: \.startsOnAppearance),
            testsAppearance: testsAppearance,
            spiesOnAppearance: isMVVM && module.ui == .uikit && inputSamples != nil && !testsAppearance,
            testsLoading: inputSamples != nil && requests.contains(where: \.startsOnLoad)
                && requests.allSatisfy { !$0.startsOnLoad || $0.hasSamples })
    }

    /// The composition root as a module of `names`'s suffix sees it, or nil without top-level services.
    func rootContext(names: GeneratedNames) -> CompositionRootContext? {
        guard let compositionRoot else { return nil }
        let isolation = ServiceIsolation(traits: TypeTraits(entities: entities))
        let members = rootServices.map { service in
            (
                property: lowerFirst(service.name), protocolName: names.serviceProtocol(service.name),
                name: service.name,
                isSendable: isolation.isSendable(service)
            )
        }
        // A main-actor service's initializer cannot be a default argument in Swift 5 mode (default
        // values are evaluated outside the initializer's isolation there): nil stands for it.
        return CompositionRootContext(
            typeName: compositionRoot,
            parameters: members.map {
                $0.isSendable
                    ? "\($0.property): any \($0.protocolName) = \($0.name)()"
                    : "\($0.property): (any \($0.protocolName))? = nil"
            }.joined(separator: ", "),
            mockValue: compositionRoot + "("
                + members.map { "\($0.property): Mock\($0.name)()" }.joined(separator: ", ") + ")")
    }

    /// Two distinct rows of an MVC table, `"row-0", "row-1"` (or the first entity's samples), so
    /// that a test of the second row fails when every row shows the first item.
    func rowSamples(of entity: ModuleSpec.Entity?, samples: SampleValues) -> [String] {
        let type: TypeSyntax = entity.map { .name($0.name) } ?? .name("String")
        let rows = (0...1).map { samples.expression(for: type, name: "row", ordinal: $0) }
        return rows.map { $0 ?? "\"sample\"" }
    }

    /// The text an MVC row shows, as an expression of `item`: see `ModuleContext.rowText`.
    static func rowText(of entity: ModuleSpec.Entity?) -> String {
        guard let entity else { return "item" }
        let strings = entity.fields.filter { $0.type == .name("String") }.map(\.name)
        // An `id` is what identifies the row, not what a reader reads: the last choice.
        let readable = strings.filter { Identifier.bare($0) != "id" }
        guard let field = ["title", "name", "text"].first(where: strings.contains) ?? readable.first ?? strings.first
        else {
            return "String(describing: item)"
        }
        return "item." + field
    }

    /// The frameworks the types of everything the module declares, uses or routes with need.
    func frameworkImports(of module: ResolvedModule, services: [ModuleSpec.Service]) -> [String] {
        var types = (module.spec.input + module.spec.state + module.spec.entities.flatMap(\.fields)).map(\.type)
        let methods =
            module.spec.methods.values.flatMap { $0 } + services.flatMap(\.methods) + module.spec.output
            + routeSignatures(of: module).flatMap { [$0.signature] + $0.target.spec.output }
        types += methods.flatMap(\.mentionedTypes)
        return SwiftKnownTypes.frameworks(in: types, declared: Set(entities.keys))
    }

    /// The output role of a module without one: no methods, its names still set.
    func emptyOutput(of module: ResolvedModule) -> RoleContext {
        let name = GraphNames.outputProtocol(of: module.name)
        return RoleContext(
            methods: [], hasMethods: false, recordable: [], defaultForwarders: [], hasDefaultForwarders: false,
            protocolName: name, mockName: "Mock" + name, roleLabel: "ModuleOutput", roleLabelLower: "moduleOutput")
    }

    /// The first iOS with `Mutex` (Synchronization).
    static let mutexTarget = DeploymentTarget(major: 18)

    /// The oldest iOS that `service`'s default implementation is compiled for: the module's,
    /// or for a top-level service (declared in the shared files) the oldest of the spec's and
    /// of every module that names it.
    func lockTarget(of service: ModuleSpec.Service, in module: ResolvedModule) -> DeploymentTarget {
        guard module.isSharedDeclarations else { return module.ios }
        return modulesByName.values.filter { $0.spec.sharedServices.contains(service.name) }.map(\.ios)
            .reduce(module.ios, min)
    }

    /// Whether `service` of `module` is a top-level one (declared and mocked in the shared files).
    func isShared(_ service: ModuleSpec.Service, in module: ResolvedModule) -> Bool {
        !module.isSharedDeclarations && module.spec.sharedServices.contains(service.name)
    }

    /// `service: LoginService()`, `authService: AuthService()`: the default services of a module.
    func serviceArgumentList(of module: ResolvedModule) -> [String] {
        servicesOf(module).map { "\(serviceProperty($0, in: module)): \($0.name)()" }
    }

    /// The methods of a role, with the lifecycle methods the templates call added when missing
    /// (`viewDidLoad()` on a VIPER or MVP presenter, `onAppear()` on a view model).
    func methods(of role: Role, in module: ResolvedModule) -> [MethodSignature] {
        var methods = module.spec.methods[role] ?? []
        let required: String? =
            switch (module.pattern, role) {
            case (.viper, .presenter), (.mvp, .presenter): "viewDidLoad"
            case (.mvvm, .viewModel): "onAppear"
            default: nil
            }
        if let required, !methods.contains(where: { $0.name == required && $0.parameters.isEmpty }) {
            methods.insert(MethodSignature(name: required), at: 0)
        }
        if role == .router { methods += routeSignatures(of: module).map(\.signature) }
        if role == requestStarterRole(of: module.pattern) { methods += requestStarters(of: module) }
        if module.pattern == .viper, role == .interactorOutput { methods += requestOutputs(of: module) }
        if role == .router, closes(module),
            !methods.contains(where: { $0.name == "close" && $0.parameters.isEmpty })
        {
            methods.append(MethodSignature(name: "close"))
        }
        return methods
    }

    /// Whether the module has a router, and with it a `close()`: VIPER always; MVP, MVVM and
    /// MVC when the module declares routes or a route of the project opens it (so that a module
    /// shown by another can close itself). It pops or dismisses the module's view controller
    /// (UIKit, hosted SwiftUI), or (SwiftUI) calls the `onClose` the opener gave its factory.
    func closes(_ module: ResolvedModule) -> Bool {
        module.pattern == .viper || !module.spec.routes.isEmpty || routeDestinations.contains(module.name)
    }

    /// A pure SwiftUI module with a router: its factory takes the opener's `onClose`.
    func takesOnClose(_ module: ResolvedModule) -> Bool {
        module.ui == .swiftui && closes(module)
    }

    /// The protocol a role's members are declared in, and the name of its mock.
    func doubles(of role: Role, names: GeneratedNames) -> (protocolName: String, mockName: String) {
        switch role {
        case .view: (names.viewProtocol, "Mock\(names.view)")
        case .presenter: (names.presenterProtocol, "Mock\(names.presenter)")
        case .interactor: (names.interactorProtocol, "Mock\(names.interactor)")
        case .interactorOutput: (names.interactorOutputProtocol, "Mock\(names.interactor)Output")
        case .router: (names.routerProtocol, "Mock\(names.router)")
        case .viewModel: ("\(names.viewModel)\(names.suffix)", "Mock\(names.viewModel)")
        case .controller: ("\(names.viewController)\(names.suffix)", "Mock\(names.viewController)")
        }
    }

    /// Whether the methods of `role` are requirements of a generated protocol in `pattern`
    /// (VIPER: every role; MVP: view, presenter and router; MVVM and MVC: the router only, their
    /// view model, controller and view are concrete types).
    static func hasProtocol(_ role: Role, in pattern: Pattern) -> Bool {
        switch pattern {
        case .viper: true
        case .mvp: role == .view || role == .presenter || role == .router
        case .mvvm, .mvc: role == .router
        }
    }

    /// The stored property (and initializer label) of a service: `taskService`.
    func serviceProperty(_ service: ModuleSpec.Service, in module: ResolvedModule) -> String {
        lowerFirst(service.name)
    }

    /// The view state of an MVVM module: the declared `state`, or `isLoading: Bool` so that
    /// every view model has state to bind.
    /// A module's requests add their loading, error and result members after the declared ones
    /// (then there is no default `isLoading`).
    func stateOf(_ module: ResolvedModule) -> [FieldDeclaration] {
        guard module.pattern == .mvvm else { return module.spec.state }
        let requestState = requestStateFields(of: module)
        guard module.spec.state.isEmpty, requestState.isEmpty else { return module.spec.state + requestState }
        return [FieldDeclaration(name: "isLoading", type: .name("Bool"))]
    }

    /// The declared services: the module's own first, then the shared ones it names. A module
    /// that declares none gets none (no empty protocol, class and mock to delete).
    func servicesOf(_ module: ResolvedModule) -> [ModuleSpec.Service] {
        let shared = module.spec.sharedServices.map { sharedServices[$0] ?? ModuleSpec.Service(name: $0, methods: []) }
        return module.spec.services + shared
    }

    // MARK: - Pieces

    /// The methods of one role or service. `hasProtocol`: they are requirements of a protocol
    /// (implementations drop default values, which the forwarders keep callable).
    /// `firstOrdinal` numbers the first parameter's sample (`articleId-1`); an output's events
    /// start after the module's input, so an event that passes the input on instead of its own
    /// argument fails its test.
    func methodGroup(
        _ methods: [MethodSignature], samples: SampleValues, hasProtocol: Bool, firstOrdinal: Int = 1,
        closureIsolation: MockClosureIsolation = .mainActor
    ) -> (methods: [MethodContext], recordable: [MethodContext], forwarders: [ForwarderContext]) {
        let stems = MockNaming.stems(for: methods)
        let contexts = zip(methods, stems).enumerated().map { index, pair in
            methodContext(
                pair.0, stem: pair.1, isLast: index == methods.count - 1, samples: samples, hasProtocol: hasProtocol,
                firstOrdinal: firstOrdinal, closureIsolation: closureIsolation)
        }
        let forwarders = hasProtocol ? DefaultForwarders.forwarders(for: methods) : []
        let forwarderContexts = forwarders.enumerated().map { index, forwarder in
            ForwarderContext(
                declaration: forwarder.declaration, body: forwarder.body, isLast: index == forwarders.count - 1)
        }
        return (contexts, contexts.filter(\.hasSampleCall), forwarderContexts)
    }

    func methodContext(
        _ method: MethodSignature, stem: String, isLast: Bool, samples: SampleValues, hasProtocol: Bool,
        firstOrdinal: Int = 1, closureIsolation: MockClosureIsolation = .mainActor
    ) -> MethodContext {
        let parameters = method.parameters
        // `rethrows` throws only what its closure arguments throw: a mock cannot throw on its
        // own, and a call with non-throwing sample closures needs no `try`.
        let canThrow = method.throwsClause.map { $0 != .rethrowing } ?? false
        let throwsText = canThrow ? (method.throwsClause?.text ?? "throws") + " " : ""
        let effects = (method.isAsync ? "async " : "") + throwsText
        let callPrefix = (canThrow ? "try " : "") + (method.isAsync ? "await " : "")
        // Mocks store generic values as `Any` and cast them back on return (as Sourcery does).
        let genericReturn = method.hasGenericReturn
        let storedReturn = method.storedReturnType
        let returnText = storedReturn?.text ?? "Void"
        // A non-escaping closure that mentions the method's generic parameters cannot reach a
        // stored closure (its type would have to be erased to `Any`, letting it escape): the
        // mock's closure does without it.
        let generics = Set(method.genericParameterNames)
        let forwarded = parameters.filter { parameter in
            guard !parameter.isStorable, !generics.isEmpty else { return true }
            var mentioned: [String] = []
            parameter.type.collectBaseNames(into: &mentioned)
            return !mentioned.contains(where: generics.contains)
        }
        let closureParameters = forwarded.map { ($0.isInout ? "inout " : "") + (method.storageType(of: $0).text) }
        let closureType =
            "(" + closureParameters.joined(separator: ", ") + ") " + effects + "-> "
            + (genericReturn ? "Any" : returnText)
        let closureArguments = forwarded.map { ($0.isInout ? "&" : "") + $0.recordedValue }.joined(separator: ", ")
        let receivedType: TypeSyntax
        let receivedValue: String
        if parameters.count == 1, let only = parameters.first {
            receivedType = method.storageType(of: only)
            receivedValue = only.recordedValue
        } else {
            // Tuple labels need no backticks (`protocol:`); the values keep theirs.
            receivedType = .tuple(
                parameters.map {
                    .init(
                        label: Self.tupleLabel($0.name), name: nil, type: method.storageType(of: $0), isVariadic: false,
                        labelColumn: 0)
                })
            receivedValue =
                "(" + parameters.map { "\(Self.tupleLabel($0.name)): \($0.recordedValue)" }.joined(separator: ", ")
                + ")"
        }
        let isOptionalReturn = storedReturn?.optionalWrapped != nil
        let sampleValues = parameters.enumerated().map {
            samples.expression(for: $1.type, name: $1.name, ordinal: $0 + firstOrdinal)
        }
        let hasArgumentSamples =
            sampleValues.allSatisfy { $0 != nil } && !method.isGeneric && !parameters.contains { $0.isInout }
        let sampleCallArguments = zip(parameters, sampleValues).map { parameter, value -> String in
            let value = value ?? ""
            return parameter.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
        let returnSample = genericReturn ? nil : storedReturn.flatMap { samples.expression(for: $0) }
        let hasSamples = hasArgumentSamples && (!method.returnsValue || returnSample != nil)
        let comparable =
            !parameters.isEmpty
            && zip(parameters, sampleValues).allSatisfy { parameter, value in
                samples.isEquatable(parameter.type) && !parameter.isVariadic && value != "nil"
            }
        let mockName = MockNaming.receivedName(stem: stem, method: method)

        let parameterContexts = parameters.enumerated().map { index, parameter in
            ParameterContext(
                label: parameter.label, name: parameter.name, type: parameter.type.text,
                storageType: parameter.storageType.text,
                declaration: parameter.declaration, callArgument: parameter.callArgument,
                sample: sampleValues[index] ?? "",
                accessor: parameters.count == 1 ? "" : "?.\(Self.tupleLabel(parameter.name))",
                isLast: index == parameters.count - 1)
        }
        let returnValueType: String
        // `Any` cannot be stored implicitly unwrapped without a warning where it is returned.
        let returnsAny = storedReturn?.simpleName == "Any"
        if genericReturn || returnsAny {
            returnValueType = "Any?"
        } else if let storedReturn {
            returnValueType = isOptionalReturn ? storedReturn.text : MethodSignature.optionalType(storedReturn).text
        } else {
            returnValueType = "Void"
        }
        // A placeholder first (it reads as "nothing"); an entity's sample where there is none.
        let unsetReturn = method.defaultReturnExpression ?? returnSample
        let recorded = MockNaming.local("recorded", avoiding: parameters)
        let thrownType = method.throwsClause?.thrownType.map { MethodSignature.optionalType($0).text } ?? "(any Error)?"
        let mock = MockContext(
            stem: stem, callsCount: "\(stem)CallsCount", called: "\(stem)Called", received: mockName,
            receivedInvocations: "\(stem)ReceivedInvocations", receivedType: receivedType.text,
            receivedOptionalType: MethodSignature.optionalType(receivedType).text, receivedValue: receivedValue,
            returnValue: "\(stem)ReturnValue", returnValueType: returnValueType,
            returnCast: genericReturn
                ? " as! \(method.returnType?.withoutSpecifierWords.text ?? "Any")" : (returnsAny ? " as Any" : ""),
            throwableError: "\(stem)ThrowableError", throwableErrorType: thrownType, closure: "\(stem)Closure",
            closureType: "(\(closureIsolation.attribute) \(closureType))?", closureArguments: closureArguments,
            closureLocal: MockNaming.local("closure", avoiding: parameters),
            recorded: recorded, stateRead: closureIsolation == .sendable ? recorded + "." : "",
            returnsNever: storedReturn?.simpleName == "Never",
            requiresValue: storedReturn != nil && !isOptionalReturn && !returnsAny
                && storedReturn?.simpleName != "Never",
            isSending: method.returnType.map {
                if case .attributed(let specifiers, _, _) = $0 { specifiers.contains("sending") } else { false }
            } ?? false,
            resultType: method.returnType?.withoutSpecifierWords.text ?? "Void",
            unsetReturn: unsetReturn ?? "", hasUnsetReturn: unsetReturn != nil)
        // Requirements, and the implementations and mocks of requirements, cannot repeat
        // default values: the forwarders keep them callable through a protocol extension. A
        // method of a type without a protocol keeps its defaults (`implementationDeclaration`).
        return MethodContext(
            name: method.name, declaration: method.requirementDeclaration, fullDeclaration: method.declaration,
            implementationDeclaration: hasProtocol ? method.requirementDeclaration : method.declaration,
            selector: method.selector, parameters: parameterContexts, hasParameters: !parameters.isEmpty,
            callArguments: parameters.map(\.callArgument).joined(separator: ", "), isAsync: method.isAsync,
            isThrowing: canThrow,
            throwsAnyError: method.throwsClause.map { clause in
                if case .typed(let type) = clause { return type.text == "any Error" || type.text == "Error" }
                return clause == .untyped
            } ?? false,
            callPrefix: callPrefix, returnsValue: method.returnsValue, returnType: method.returnType?.text ?? "Void",
            defaultReturn: method.defaultReturnExpression ?? "",
            hasDefaultReturn: method.defaultReturnExpression != nil,
            recordsArguments: !parameters.isEmpty && method.canRecordArguments, isLast: isLast, mock: mock,
            hasSampleCall: hasSamples, sampleArguments: sampleCallArguments, sampleReturn: returnSample ?? "",
            discardPrefix: method.returnsValue ? "_ = " : "", testName: upperFirst(stem),
            canCompareArguments: hasSamples && comparable && method.canRecordArguments)
    }

    /// A parameter name as a tuple label or after `.`: without backticks, which only a few
    /// words still need there.
    static func tupleLabel(_ name: String) -> String {
        let bare = Identifier.bare(name)
        return ["init", "self", "Self", "Type", "Protocol", "inout", "_"].contains(bare) ? name : bare
    }

    func sampleArguments(_ fields: [FieldDeclaration], samples: SampleValues) -> String? {
        var arguments: [String] = []
        for (index, field) in fields.enumerated() {
            guard let value = samples.expression(for: field.type, name: field.name, ordinal: index + 1) else {
                return nil
            }
            arguments.append("\(field.name): \(value)")
        }
        return arguments.joined(separator: ", ")
    }

    func fieldContexts(_ fields: [FieldDeclaration], samples: SampleValues) -> [FieldContext] {
        fields.enumerated().map { index, field in
            let sample = samples.expression(for: field.type, name: field.name, ordinal: index + 1)
            let initial = field.defaultValue ?? samples.initialValue(for: field.type) ?? sample
            return FieldContext(
                name: field.name, type: field.type.text, declaration: field.declaration,
                parameterDeclaration: field.declaration,
                typeAnnotation: field.typeAnnotation, initialValue: initial ?? "nil",
                storedType: initial == nil ? MethodSignature.optionalType(field.type).text : field.type.text,
                sample: sample ?? "", hasSample: sample != nil,
                canCompare: samples.isEquatable(field.type) && sample.map { $0 != "nil" } == true,
                capitalizedName: upperFirst(field.name), isLast: index == fields.count - 1)
        }
    }

    /// An `id` of a type known to be Hashable (Swift's scalars, their collections and optionals,
    /// the spec's entities that are) identifies the entity: it is `Identifiable`, which
    /// `ForEach(articles)`, `.sheet(item:)` and diffable data sources take as it is.
    static func isIdentifiable(_ entity: ModuleSpec.Entity, samples: SampleValues) -> Bool {
        guard let id = entity.fields.first(where: { Identifier.bare($0.name) == "id" }) else { return false }
        return samples.isEquatable(id.type)
    }

    func entityContext(_ entity: ModuleSpec.Entity, samples: SampleValues) -> EntityContext {
        // Each conformance only when every field allows it (a closure field is neither
        // Equatable nor, unless @Sendable, Sendable); Hashable with Equatable, for sets and keys.
        let traits = TypeTraits(entities: samples.entities)
        var conformances: [String] = []
        if entity.fields.allSatisfy({ traits.has(.equatable, $0.type) }) { conformances += ["Equatable", "Hashable"] }
        if entity.fields.allSatisfy({ traits.has(.sendable, $0.type) }) { conformances.append("Sendable") }
        if entity.fields.allSatisfy({ samples.isCodable($0.type) }) { conformances.append("Codable") }
        if thrownEntities.contains(entity.name) { conformances.append("Error") }
        if Self.isIdentifiable(entity, samples: samples) { conformances.append("Identifiable") }
        return EntityContext(
            name: entity.name, fields: fieldContexts(entity.fields, samples: samples),
            conformances: conformances.joined(separator: ", "), hasConformances: !conformances.isEmpty)
    }

    func serviceContext(
        _ service: ModuleSpec.Service, names: GeneratedNames, samples: SampleValues, propertyName: String,
        isShared: Bool = false, fromCompositionRoot: Bool = false, mutexAvailable: Bool = false
    ) -> ServiceContext {
        let isSendable = ServiceIsolation(traits: TypeTraits(entities: samples.entities)).isSendable(service)
        let group = methodGroup(
            service.methods, samples: samples, hasProtocol: true, closureIsolation: isSendable ? .sendable : .mainActor)
        let methods = group.methods
        return ServiceContext(
            name: service.name, methods: methods, hasMethods: !group.methods.isEmpty, recordable: group.recordable,
            defaultForwarders: group.forwarders, hasDefaultForwarders: !group.forwarders.isEmpty,
            protocolName: names.serviceProtocol(service.name), mockName: "Mock\(service.name)",
            propertyName: propertyName,
            roleLabel: service.name, roleLabelLower: lowerFirst(service.name), isShared: isShared,
            fromCompositionRoot: fromCompositionRoot,
            isSendable: isSendable, isActor: service.kind == .actor, isStruct: service.kind == .struct,
            isLocked: service.kind == .class && isSendable, locksWithMutex: mutexAvailable,
            hasThrowingStubs: methods.contains(where: \.throwsAnyError))
    }

    func namesContext(_ names: GeneratedNames) -> NamesContext {
        NamesContext(
            viewProtocol: names.viewProtocol, presenterProtocol: names.presenterProtocol,
            interactorProtocol: names.interactorProtocol,
            interactorOutputProtocol: names.interactorOutputProtocol, routerProtocol: names.routerProtocol,
            viewController: names.viewController, view: names.view, presenter: names.presenter,
            interactor: names.interactor,
            router: names.router, viewModel: names.viewModel, builder: names.builder, model: names.model,
            state: names.state, viewModelState: names.viewModelState,
            service: names.service, factoryMethod: names.factoryMethod)
    }

    func headerContext(_ header: Header?) -> HeaderContext? {
        guard let header, header.project != nil || header.author != nil || header.company != nil || header.year != nil
        else {
            return nil
        }
        let copyright = [header.year, header.company].compactMap { $0 }.joined(separator: " ")
        return HeaderContext(
            project: header.project, author: header.author, company: header.company, year: header.year,
            copyright: copyright.isEmpty ? nil : copyright)
    }
}

/// `TaskList` → `Task List`, the title shown by a generated screen.
func title(_ name: String) -> String {
    if let ascii = ASCIIWord.spacedWords(name) { return ascii }
    var result = ""
    var previous: Character?
    for character in name {
        if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { result.append(" ") }
        result.append(character)
        previous = character
    }
    return result
}
