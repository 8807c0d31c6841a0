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

    /// The interactor's starting methods: `fetchFeed(page: Int)`.
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

    /// The requests' contexts; `output` is the interactor output's role (its mock's members).
    func requestContexts(
        of module: ResolvedModule, services: [ServiceContext], output: RoleContext, samples: SampleValues
    ) -> [RequestContext] {
        resolvedRequests(of: module).compactMap { resolved in
            guard let service = services.first(where: { $0.name == resolved.service.name }),
                let method = service.methods.first(where: { $0.selector == resolved.method.selector })
            else { return nil }
            let names = resolved.names
            let finish = output.methods.first { $0.name == names.didFinish }
            let fail = output.methods.first { $0.name == names.didFail }
            let arguments = resolved.method.parameters.map(\.callArgument)
            let mockArguments = services.map {
                $0.name == service.name
                    ? "\($0.propertyName): \($0.propertyName)" : "\($0.propertyName): \($0.mockName)()"
            }
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
                canCompareResult: (finish?.recordsArguments ?? false)
                    && (resultType.map { samples.isEquatable($0) && sampleResult != "nil" } ?? false),
                hasSamples: method.hasSampleCall)
        }
    }
}
