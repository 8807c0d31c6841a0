/// The app-graph part of a module's template context: its routes, its output, the outputs it
/// receives from the modules it routes to, and how it is built (docs/app-graph.md).

/// A route of the module: a method of its router that builds the destination through the
/// destination's own factory and shows it.
package struct RouteContext: Encodable, Sendable, Hashable {
    package var target: String
    package var method: String
    package var style: String
    package var push: Bool
    package var present: Bool
    package var fullScreen: Bool
    package var replaceRoot: Bool
    /// Shown modally (`present` or `fullScreen`): closed by dismissing; wrapped in a navigation
    /// controller or `NavigationStack` when the destination navigates.
    package var modal: Bool
    /// Pure SwiftUI: the case of `Destination.Presentation` that shows the route's destination
    /// (`push`, `sheet`, `fullScreenCover`), the one place a style becomes a SwiftUI presentation.
    package var presentation: String
    /// `routeToHome(member: Member)`, without default values (a protocol requirement's).
    package var declaration: String
    /// What the router writes: it implements its protocol in every pattern (defaults stay
    /// callable through the protocol's forwarders).
    package var implementationDeclaration: String
    /// The destination built with the route's parameters (and the router's output property):
    /// `HomeBuilder.makeModule(member: member, output: homeOutput)`.
    package var build: String
    /// An expression of `entry` (the shown view controller) that gives the destination's
    /// presenter, view model or controller, as an optional.
    package var targetHolderFromEntry: String
    /// What the destination's factory returns (`UIViewController`, or its SwiftUI view).
    package var targetEntryType: String
    /// The destination declares push routes: presented, it is wrapped in a navigation
    /// controller (UIKit, hosted) or a `NavigationStack` (SwiftUI) so that it can push.
    package var targetNavigates: Bool
    /// Pure SwiftUI: the route's case of the router's `Destination` (navigation as state, see
    /// docs/ui-flavours.md, "Navigation as state"): declared `home(id: String)`, set `.home(id: id)`, matched
    /// `.home(let id)` (`.home` without input), and the router's method the view builds the
    /// destination with: declared `makeHomeView(id: String) -> HomeView`, called from a matched
    /// case `makeHomeView(id: id)`.
    package var destinationCase: String
    package var destinationCaseDeclaration: String
    package var destinationValue: String
    package var destinationPattern: String
    package var destinationBuilderDeclaration: String
    package var destinationBuilderCall: String
    /// The case a test expects after calling the route with `sampleArguments`: `.home(id: "id-1")`.
    package var destinationSample: String
    /// Pure SwiftUI: the destination has a router, whose `close()` sets the router's
    /// `destination` to nil (the route gives its factory that `onClose`).
    package var targetCloses: Bool
    /// The route called with sample values, when every parameter has one.
    package var hasSampleCall: Bool
    package var sampleArguments: String
    /// The destination's input fields a test can compare after the route.
    package var inputChecks: [FieldContext]
    package var hasInputChecks: Bool
    /// The destination's services that its factory takes from the composition root: a test
    /// built with a root of mocks checks the destination got the opener's (the router passes its
    /// `dependencies` on, it does not build new ones).
    package var targetServiceChecks: [RouteServiceCheckContext]
    package var hasTargetServiceChecks: Bool
    /// A test names the destination's holder (`let destination = …`): it checks its input or
    /// its services.
    package var bindsDestination: Bool
    /// The destination's output, when it declares one.
    package var targetOutput: RouteOutputContext?
    /// The event an interactive dismissal of the presented destination reports (`onDismiss`).
    package var dismissal: RouteDismissalContext?
    package var testName: String
    package var isLast: Bool
}

/// What selecting a row of an MVC table does, derived from the declared API (issue 26, item 11):
/// a route of the module whose destination takes the row's entity, or its `id`, as its only input.
package struct RowSelectionContext: Encodable, Sendable, Hashable {
    /// The destination module: `ArticleDetail`.
    package var target: String
    /// The router call the controller makes with the row at `index`:
    /// `routeToArticleDetail(articleId: items[index].id)`.
    package var call: String
    /// The route method and its argument's label: `routeToArticleDetail`, `articleId`.
    package var routeName: String
    package var argumentLabel: String
    /// The router mock's count of the route's calls: `routeToArticleDetailCallsCount`.
    package var callsCount: String
    /// The router mock's record of the argument: `routeToArticleDetailReceivedArticleId`.
    package var received: String
    /// What the argument is of the selected item: `.id`, or empty for the item itself.
    package var itemSuffix: String
    /// The argument compares with `==`, so a test can check the selected row's item went.
    package var canCompare: Bool
}

/// A shared service of a route's destination, as a route test checks it.
package struct RouteServiceCheckContext: Encodable, Sendable, Hashable {
    /// `APIClient`.
    package var name: String
    /// `MockAPIClient`: what the test's composition root holds.
    package var mockName: String
    /// The service as the destination holds it, from the test's `destination` (its presenter,
    /// view model or controller): `destination.apiClient`, VIPER
    /// `(destination.interactor as? ArticleDetailInteractor)?.apiClient`.
    package var access: String
}

/// A destination's output as seen from the module that routes to it.
package struct RouteOutputContext: Encodable, Sendable, Hashable {
    /// `TaskDetailModuleOutput`.
    package var protocolName: String
    /// `MockTaskDetailModuleOutput`, declared in the destination's mocks.
    package var mockName: String
    /// The caller's router property that holds it weakly: `taskDetailOutput`.
    package var propertyName: String
    /// The destination generates tests, so its mocks (and this output's mock) exist.
    package var hasMock: Bool
    /// An output method a test can call with sample values: the call (`taskDetailDidDelete(taskId: "taskId")`)
    /// and the mock's counter of it.
    package var hasEvent: Bool
    package var eventCall: String
    package var eventCallsCount: String
}

/// A `present` route's `onDismiss`: the destination's output event the router reports when the
/// user swipes the destination away (UIKit and hosted SwiftUI: the presentation controller's
/// delegate; SwiftUI: the sheet's binding set to nil), not when `close()` dismisses it.
package struct RouteDismissalContext: Encodable, Sendable, Hashable {
    /// The event as the router calls it on the output: `composeDidCancel()`.
    package var eventCall: String
    /// The router property that holds the output weakly: `composeOutput`.
    package var outputProperty: String
    /// The destination output mock's counter of the event: `composeDidCancelCallsCount`.
    package var eventCallsCount: String
}

/// The outputs of one destination that the module's presenter, view model or controller
/// adopts; `methods` leaves out those an earlier destination already brought (one
/// implementation serves both protocols).
package struct AdoptedOutputContext: Encodable, Sendable, Hashable {
    package var target: String
    package var protocolName: String
    package var propertyName: String
    package var methods: [MethodContext]
}

/// How the module itself is built and where its presenter, view model or controller is.
package struct EntryContext: Encodable, Sendable, Hashable {
    package var factory: String
    /// The factory called with sample input (MVC: and its default services), when there are samples.
    package var hasSampleCall: Bool
    package var sampleCall: String
    /// The same with the module's output last (`output: output`), when it has one.
    package var outputSampleCall: String
    /// Pure SwiftUI with a router: the same with `onClose:` last, a closure that counts in a
    /// local `closings`.
    package var onCloseSampleCall: String
    package var holderType: String
    /// An expression of the entry (named `entry`) that gives the holder, optional.
    package var holderFromEntry: String
    /// What the factory returns: `UIViewController`, or the module's SwiftUI view (pure SwiftUI).
    package var entryType: String
}

extension ContextBuilder {
    /// The route methods as signatures: the destination's input as labelled parameters.
    func routeSignatures(of module: ResolvedModule) -> [(
        route: Route, signature: MethodSignature, target: ResolvedModule
    )] {
        module.spec.routes.compactMap { route in
            guard let target = modulesByName[route.target] else { return nil }
            return (route, SpecDecoding.routeSignature(route, input: target.spec.input), target)
        }
    }

    /// How `module` is built in production: with the caller's `dependencies` when there is a
    /// composition root, else (MVC) with its default services.
    func entry(of module: ResolvedModule) -> ModuleEntry {
        let names = GeneratedNames(module: module.name, protocolSuffix: module.protocolSuffix)
        let leading =
            compositionRoot == nil
            ? (module.pattern == .mvc ? serviceArgumentList(of: module) : []) : ["dependencies: dependencies"]
        return ModuleEntry(module: module, names: names, leadingArguments: leading)
    }

    /// How a test builds `module`: from a composition root of mocks when there is one.
    func entryContext(of module: ResolvedModule, samples: SampleValues) -> EntryContext {
        let names = GeneratedNames(module: module.name, protocolSuffix: module.protocolSuffix)
        let leading =
            rootContext(names: names).map { ["dependencies: \($0.mockValue)"] }
            ?? (module.pattern == .mvc ? serviceArgumentList(of: module) : [])
        let entry = ModuleEntry(module: module, names: names, leadingArguments: leading)
        let inputSamples = sampleArguments(module.spec.input, samples: samples)
        return EntryContext(
            factory: entry.factory, hasSampleCall: inputSamples != nil,
            sampleCall: inputSamples.map { entry.call($0.isEmpty ? [] : [$0]) } ?? "",
            outputSampleCall: inputSamples.map { entry.call(($0.isEmpty ? [] : [$0]) + ["output: output"]) } ?? "",
            onCloseSampleCall: inputSamples.map {
                entry.call(($0.isEmpty ? [] : [$0]) + ["onClose: { closings += 1 }"])
            } ?? "",
            holderType: entry.holderType, holderFromEntry: entry.holderFromEntry, entryType: entry.entryType)
    }

    func routeContexts(of module: ResolvedModule, samples: SampleValues) -> [RouteContext] {
        let routes = routeSignatures(of: module)
        return routes.enumerated().map { index, item in
            let (route, signature, target) = item
            let targetOutput = outputContext(of: target, samples: samples)
            let passed = target.spec.input.map { "\($0.name): \($0.name)" }
            let arguments =
                passed
                + (targetOutput == nil ? [] : ["output: \(GraphNames.outputProperty(of: target.name))"])
                + (takesOnClose(target) ? ["onClose: { [weak self] in self?.destination = nil }"] : [])
            let caseName = GraphNames.destinationCase(ofRoute: route.methodName)
            let builder = GraphNames.destinationBuilder(ofRoute: route.methodName)
            let payload = target.spec.input.map { "\($0.name): \($0.type.text)" }.joined(separator: ", ")
            let bindings = target.spec.input.map { "let \($0.name)" }.joined(separator: ", ")
            let call = sampleArguments(target.spec.input, samples: samples)
            let event = targetOutput?.recordable.first
            let dismissEvent = route.dismissEvent.flatMap { name in targetOutput?.recordable.first { $0.name == name } }
            let checks = fieldContexts(target.spec.input, samples: samples).filter(\.canCompare)
            let targetEntry = entry(of: target)
            let serviceChecks = sharedServiceChecks(of: target, entry: targetEntry)
            return RouteContext(
                target: target.name, method: route.methodName, style: route.style.rawValue,
                push: route.style == .push, present: route.style == .present,
                fullScreen: route.style == .fullScreen, replaceRoot: route.style == .replaceRoot,
                modal: route.style.isModal, presentation: Self.swiftUIPresentation(of: route.style),
                declaration: signature.requirementDeclaration,
                implementationDeclaration: signature.requirementDeclaration,
                build: targetEntry.call(arguments),
                targetHolderFromEntry: targetEntry.holderFromEntry,
                targetEntryType: targetEntry.entryType,
                targetNavigates: target.spec.routes.contains { $0.style == .push },
                destinationCase: caseName,
                destinationCaseDeclaration: payload.isEmpty ? caseName : "\(caseName)(\(payload))",
                destinationValue: passed.isEmpty ? ".\(caseName)" : ".\(caseName)(\(passed.joined(separator: ", ")))",
                destinationPattern: bindings.isEmpty ? ".\(caseName)" : ".\(caseName)(\(bindings))",
                destinationBuilderDeclaration: "\(builder)(\(payload)) -> \(targetEntry.entryType)",
                destinationBuilderCall: "\(builder)(\(passed.joined(separator: ", ")))",
                destinationSample: (call ?? "").isEmpty ? ".\(caseName)" : ".\(caseName)(\(call ?? ""))",
                targetCloses: takesOnClose(target),
                hasSampleCall: call != nil, sampleArguments: call ?? "",
                inputChecks: checks, hasInputChecks: !checks.isEmpty,
                targetServiceChecks: serviceChecks, hasTargetServiceChecks: !serviceChecks.isEmpty,
                bindsDestination: !checks.isEmpty || !serviceChecks.isEmpty,
                targetOutput: targetOutput.map {
                    RouteOutputContext(
                        protocolName: $0.protocolName, mockName: $0.mockName,
                        propertyName: GraphNames.outputProperty(of: target.name), hasMock: target.tests != .none,
                        hasEvent: event != nil,
                        eventCall: event.map { "\($0.name)(\($0.sampleArguments))" } ?? "",
                        eventCallsCount: event?.mock.callsCount ?? "")
                },
                dismissal: dismissEvent.map {
                    RouteDismissalContext(
                        eventCall: "\($0.name)()", outputProperty: GraphNames.outputProperty(of: target.name),
                        eventCallsCount: $0.mock.callsCount)
                },
                testName: upperFirst(route.methodName), isLast: index == routes.count - 1)
        }
    }

    /// The services `target`'s factory takes from the composition root (none without a root),
    /// as a route test reaches them from the destination's holder.
    func sharedServiceChecks(of target: ResolvedModule, entry: ModuleEntry) -> [RouteServiceCheckContext] {
        guard compositionRoot != nil else { return [] }
        return servicesOf(target).filter { isShared($0, in: target) }.map { service in
            RouteServiceCheckContext(
                name: service.name, mockName: "Mock\(service.name)",
                access: entry.serviceAccess(serviceProperty(service, in: target), holder: "destination"))
        }
    }

    /// How pure SwiftUI shows a route's destination: a case of the router's
    /// `Destination.Presentation`. `replaceRoot` is refused for pure SwiftUI sources (the
    /// decoder's positioned error), so it has none.
    static func swiftUIPresentation(of style: Route.Style) -> String {
        switch style {
        case .push: "push"
        case .present: "sheet"
        case .fullScreen: "fullScreenCover"
        case .replaceRoot: ""
        }
    }

    /// The module's own output as a role (protocol, mock, methods), or nil without one.
    func outputContext(of module: ResolvedModule, samples: SampleValues) -> RoleContext? {
        guard !module.spec.output.isEmpty else { return nil }
        let group = methodGroup(
            module.spec.output, samples: samples, hasProtocol: true, firstOrdinal: module.spec.input.count + 1)
        let name = GraphNames.outputProtocol(of: module.name)
        return RoleContext(
            methods: group.methods, hasMethods: true, recordable: group.recordable, defaultForwarders: group.forwarders,
            hasDefaultForwarders: !group.forwarders.isEmpty, protocolName: name, mockName: "Mock" + name,
            roleLabel: "ModuleOutput", roleLabelLower: "moduleOutput")
    }

    /// The outputs of the destinations, each destination once, each method once.
    func adoptedOutputs(of module: ResolvedModule, samples: SampleValues) -> [AdoptedOutputContext] {
        var seenTargets: Set<String> = []
        var seenMethods: Set<String> = []
        var result: [AdoptedOutputContext] = []
        for (_, _, target) in routeSignatures(of: module)
        where !target.spec.output.isEmpty && seenTargets.insert(target.name).inserted {
            let fresh = target.spec.output.filter { seenMethods.insert(SpecDecoding.identity(of: $0)).inserted }
            let group = methodGroup(
                fresh, samples: samples, hasProtocol: true, firstOrdinal: target.spec.input.count + 1)
            result.append(
                AdoptedOutputContext(
                    target: target.name, protocolName: GraphNames.outputProtocol(of: target.name),
                    propertyName: GraphNames.outputProperty(of: target.name), methods: group.methods))
        }
        return result
    }
}
