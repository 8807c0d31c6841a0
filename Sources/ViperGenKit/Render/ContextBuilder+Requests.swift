/// A module's requests (`"requests": ["APIClient.fetchFeed"]`): the members they add to the
/// VIPER interactor and its output, and their contexts.
extension ContextBuilder {
    /// A request with the service and method it names.
    struct ResolvedRequest {
        var request: ServiceRequest
        var service: ModuleSpec.Service
        var method: MethodSignature
        var names: RequestNames { RequestNames(method: method.name) }
    }

    /// The module's requests resolved against its services (the spec's decoder checked them).
    func resolvedRequests(of module: ResolvedModule) -> [ResolvedRequest] {
        let services = servicesOf(module)
        return module.spec.requests.compactMap { request in
            guard let service = services.first(where: { $0.name == request.service }),
                let method = service.methods.first(where: { $0.selector == request.selector })
            else { return nil }
            return ResolvedRequest(request: request, service: service, method: method)
        }
    }

    /// Whether a request starts on the module's first appearance: an MVVM view model's
    /// `onAppear()`, and an MVC controller's `viewWillAppear(_:)`, start each query the screen
    /// shows, a method that takes no arguments and returns a value (`unreadCount() -> Int`),
    /// unless it was started before. One with arguments needs values only the user's code has;
    /// one without a result is a command (`signOut()`), which the user starts. (MVC's controller
    /// starts them on appearance, not in `viewDidLoad`, which every table and release test runs
    /// with service mocks that have no results set.) Decided here only.
    func startsOnAppearance(_ request: ResolvedRequest, in module: ResolvedModule) -> Bool {
        (module.pattern == .mvvm || module.pattern == .mvc) && isQuery(request)
    }

    /// Whether a request starts when a VIPER or MVP screen loads: the presenter's
    /// `viewDidLoad()` starts each query, as an MVVM view model's or MVC controller's first
    /// appearance does. Decided here only.
    func startsOnLoad(_ request: ResolvedRequest, in module: ResolvedModule) -> Bool {
        (module.pattern == .viper || module.pattern == .mvp) && isQuery(request)
    }

    /// A query: a method that takes no arguments and returns what the screen shows.
    private func isQuery(_ request: ResolvedRequest) -> Bool {
        request.method.parameters.isEmpty && !(request.method.returnType?.isVoid ?? true)
    }

    /// The role whose protocol declares the requests' starting methods, for the view (MVP) or
    /// the presenter (VIPER) to call; nil where the object running them has no protocol.
    func requestStarterRole(of pattern: Pattern) -> Role? {
        switch pattern {
        case .viper: .interactor
        case .mvp: .presenter
        case .mvvm, .mvc: nil
        }
    }

    /// The starting methods: `fetchFeed(page: Int)`.
    func requestStarters(of module: ResolvedModule) -> [MethodSignature] {
        resolvedRequests(of: module).map { resolved in
            MethodSignature(
                name: resolved.method.name,
                parameters: resolved.method.parameters.map { parameter in
                    var parameter = parameter
                    parameter.defaultValue = nil
                    return parameter
                })
        }
    }

    /// The interactor output's events: `fetchFeedDidFinish(_ result: [Article])`, and
    /// `fetchFeedDidFail(_ error: any Error)` when the method throws.
    func requestOutputs(of module: ResolvedModule) -> [MethodSignature] {
        resolvedRequests(of: module).flatMap { resolved -> [MethodSignature] in
            let result = resolved.method.returnType.map { type in
                [MethodSignature.Parameter(label: nil, name: "result", type: type.withoutSpecifierWords)]
            }
            var events = [MethodSignature(name: resolved.names.didFinish, parameters: result ?? [])]
            if resolved.method.isThrowing {
                events.append(
                    MethodSignature(
                        name: resolved.names.didFail,
                        parameters: [.init(label: nil, name: "error", type: Self.anyError)]))
            }
            return events
        }
    }

    /// `any Error`, parsed once.
    static let anyError: TypeSyntax = {
        guard let method = try? MethodSignature.parse("f(_ error: any Error)") else { return .named([]) }
        return method.parameters[0].type
    }()

    /// The members a request adds to an MVVM view model's state: `fetchFeedIsLoading: Bool`,
    /// `fetchFeedError: String?` when the method throws, `fetchFeedResult: T?` when it returns a
    /// value (an optional result is stored as it is).
    func requestStateFields(of module: ResolvedModule) -> [FieldDeclaration] {
        guard module.pattern == .mvvm else { return [] }
        return resolvedRequests(of: module).flatMap { resolved -> [FieldDeclaration] in
            let names = resolved.names
            var fields = [FieldDeclaration(name: names.isLoading, type: .name("Bool"))]
            if resolved.method.isThrowing {
                fields.append(FieldDeclaration(name: names.error, type: .postfix(.name("String"), [.optional])))
            }
            if let result = resolved.method.returnType?.withoutSpecifierWords {
                fields.append(FieldDeclaration(name: names.result, type: Self.optional(result)))
            }
            return fields
        }
    }

    /// What a service's mock throws in a module's request tests: `FeedViewModelTestFailure`.
    static func testFailure(of module: ResolvedModule) -> String {
        requestHolder(of: module).type + "TestFailure"
    }

    /// The class that runs a module's requests: `FeedInteractor`, `FeedPresenter`,
    /// `FeedViewModel`, `FeedViewController`.
    /// `local` is what its tests call an instance: `interactor`, else as `HolderRole` says.
    static func requestHolder(of module: ResolvedModule) -> (type: String, local: String) {
        let names = GeneratedNames(module: module.name, protocolSuffix: module.protocolSuffix)
        let local = HolderRole.of(module.pattern).local
        return switch module.pattern {
        case .viper: (names.interactor, "interactor")
        case .mvp: (names.presenter, local)
        case .mvvm: (names.viewModel, local)
        case .mvc: (names.viewController, local)
        }
    }

    /// `type?`, or `type` when it is optional already; parenthesized when `?` would bind to a part.
    static func optional(_ type: TypeSyntax) -> TypeSyntax {
        if type.optionalWrapped != nil { return type }
        switch type {
        case .named, .array, .dictionary, .tuple, .postfix:
            return .postfix(type, [.optional])
        default:
            return .postfix(
                .tuple([.init(label: nil, name: nil, type: type, isVariadic: false, labelColumn: 0)]), [.optional])
        }
    }

    /// The requests' contexts; `output` is the interactor output's role (its mock's members);
    /// `dependencies` the arguments after the services that build the object running the
    /// requests in a test (an MVVM view model's input samples and router double), or nil when
    /// some input has no sample.
    func requestContexts(
        of module: ResolvedModule, services: [ServiceContext], output: RoleContext, samples: SampleValues,
        dependencies: [String]?
    ) -> [RequestContext] {
        let holder = Self.requestHolder(of: module)
        let failure = Self.testFailure(of: module)
        return resolvedRequests(of: module).compactMap { resolved in
            guard let service = services.first(where: { $0.name == resolved.service.name }),
                let method = service.methods.first(where: { $0.selector == resolved.method.selector })
            else { return nil }
            let names = resolved.names
            let finish = output.methods.first { $0.name == names.didFinish }
            let fail = output.methods.first { $0.name == names.didFail }
            let arguments = resolved.method.parameters.map(\.callArgument)
            let mockArguments =
                services.map {
                    $0.name == service.name
                        ? "\($0.propertyName): \($0.propertyName)" : "\($0.propertyName): \($0.mockName)()"
                } + (dependencies ?? [])
            let resultType = resolved.method.returnType?.withoutSpecifierWords
            // A result sample named after the request (`["fetchTitles-1"]`), so that it differs from
            // every argument's and from another request's.
            let sampleResult =
                resultType.flatMap { samples.expression(for: $0, name: resolved.method.name) } ?? method.sampleReturn
            let placeholders = method.parameters.map { _ in "_" }.joined(separator: ", ")
            let successBody =
                (placeholders.isEmpty ? [] : [placeholders + " in"]) + (method.returnsValue ? [sampleResult] : [])
            // The arguments the service's mock recorded, each compared with its sample.
            let kit = TestKitContext(module.tests)
            let argumentAssertions =
                method.canCompareArguments
                ? method.parameters.map { parameter in
                    "\(kit.expectEqual)(\(service.propertyName).\(method.mock.received)\(parameter.accessor)\(kit.equals)\(parameter.sample))"
                } : []
            // A second result, which a cancelled request's mock returns (`["fetchTitles-2"]`).
            let cancelledResult = resultType.flatMap {
                samples.expression(for: $0, name: resolved.method.name, ordinal: 2)
            }
            let comparesResult = resultType.map { samples.isEquatable($0) && sampleResult != "nil" } ?? false
            let handlerResult = resultType.map { "_ result: \($0.text)" } ?? ""
            let hasCancelledResult =
                comparesResult && cancelledResult != nil && cancelledResult != sampleResult && cancelledResult != "nil"
            let parameters = placeholders.isEmpty ? "" : placeholders + " in "
            // The cancellation test's mock: a cancelled call throws, or returns the second result,
            // so that a cancelled request that still delivers changes the state.
            let cancelledClosure =
                method.isThrowing
                ? "{ \(parameters)if Task.isCancelled { throw \(failure)() }"
                    + (method.returnsValue ? "; return \(sampleResult) }" : " }")
                : hasCancelledResult
                    ? "{ \(parameters)Task.isCancelled ? \(cancelledResult ?? "") : \(sampleResult) }"
                    : (successBody.isEmpty ? "{}" : "{ " + successBody.joined(separator: " ") + " }")
            return RequestContext(
                name: resolved.method.name,
                declaration: requestStarters(of: module).first { $0.name == resolved.method.name }?
                    .requirementDeclaration ?? "",
                taskProperty: names.task, serviceProperty: service.propertyName,
                call: "\(service.propertyName).\(resolved.method.name)(\(arguments.joined(separator: ", ")))",
                callPrefix: method.callPrefix, isThrowing: method.isThrowing, returnsValue: method.returnsValue,
                didFinish: names.didFinish, didFail: names.didFail, testName: upperFirst(resolved.method.name),
                mockService: service.mockName, mockServiceArguments: mockArguments.joined(separator: ", "),
                mockClosure: method.mock.closure,
                closureParameters: placeholders.isEmpty ? "" : placeholders + " in ",
                successClosure: successBody.isEmpty ? "{}" : "{ " + successBody.joined(separator: " ") + " }",
                sampleCall: "\(resolved.method.name)(\(method.sampleArguments))",
                argumentAssertions: argumentAssertions,
                sampleResult: sampleResult,
                didFinishCallsCount: finish?.mock.callsCount ?? "",
                didFailCallsCount: fail?.mock.callsCount ?? "",
                didFinishReceived: finish?.mock.received ?? "",
                didFailReceived: fail?.mock.received ?? "",
                canCompareResult: (module.pattern == .viper ? (finish?.recordsArguments ?? false) : true)
                    && comparesResult,
                hasSamples: method.hasSampleCall && dependencies != nil,
                isLoadingMember: names.isLoading, errorMember: names.error, resultMember: names.result,
                cancelledResult: cancelledResult ?? "",
                hasCancelledResult: hasCancelledResult, cancelledClosure: cancelledClosure, testFailure: failure,
                didFinishDeclaration: "\(names.didFinish)(\(handlerResult))",
                didFailDeclaration: "\(names.didFail)(_ error: any Error)",
                hasResultSample: method.returnsValue && sampleResult != "nil",
                resultStorage: resultType.map { Self.optional($0).text } ?? "",
                startsOnAppearance: startsOnAppearance(resolved, in: module),
                startsOnLoad: startsOnLoad(resolved, in: module),
                holder: holder.type, holderLocal: holder.local)
        }
    }
}
