import TextSupport

/// Reading and checking the app graph: top-level (shared) services and entities, routes
/// between modules and module outputs (docs/app-graph.md).
extension SpecDecoding {
    /// The folder (and lock module) of the generated shared declarations.
    package static let sharedFolder = SharedDeclarations.moduleName

    package mutating func decodeSharedServices(_ node: JSONNode) {
        let first = declarations.count
        sharedServices = decodeServices(node).services
        markShared(from: first)
    }

    /// Reads `"compositionRoot": "AppServices"`: a Swift type name.
    package mutating func decodeCompositionRoot(_ node: JSONNode) {
        guard let name = node.stringValue else {
            report(
                .typeMismatch(
                    expected: "a string", found: node.typeDescription,
                    hint: "write \"compositionRoot\": \"\(ProjectSpec.defaultCompositionRoot)\""), at: node)
            return
        }
        if let problem = Identifier.typeNameProblem(name) {
            report(
                .invalidName(
                    subject: .compositionRoot, name: name, reason: problem.reason, suggestion: problem.suggestion),
                at: node)
            return
        }
        compositionRoot = name
    }

    package mutating func decodeSharedEntities(_ node: JSONNode) {
        let first = declarations.count
        sharedEntities = decodeEntities(node)
        markShared(from: first)
    }

    private mutating func markShared(from first: Int) {
        for index in first..<declarations.count { declarations[index].isShared = true }
    }

    /// Reads `routes: [{"to": "Home", "style": "push", "method": "showHome"}]` (and
    /// `"onDismiss": "homeDidCancel"`, checked against the destination in `checkRoutes`).
    package mutating func decodeRoutes(_ node: JSONNode) -> [RouteUse] {
        let example = "[{\"to\": \"Home\", \"style\": \"push\"}]"
        guard let elements = node.arrayValue else {
            report(
                .typeMismatch(expected: "an array of routes", found: node.typeDescription, hint: "write \(example)"),
                at: node)
            return []
        }
        var uses: [RouteUse] = []
        for element in elements {
            guard let members = element.objectValue else {
                var hint = "write {\"to\": \"Home\"}"
                if let text = element.stringValue, !Self.hasControlCharacter(text) {
                    hint = "write {\"to\": \(JSONPath.quoted(text))}"
                }
                report(
                    .typeMismatch(expected: "a route object", found: element.typeDescription, hint: hint), at: element)
                continue
            }
            var target: (name: String, node: JSONNode)?
            var style = Route.Style.push
            var styleNode: JSONNode?
            var method: (name: String, node: JSONNode)?
            var dismiss: (name: String, node: JSONNode)?
            var valid = true
            for member in members {
                switch member.key {
                case "to":
                    if let text = decodeString(member.value) { target = (text, member.value) } else { valid = false }
                case "style":
                    if let value = decodeOption(member.value, as: Route.Style.self, option: "route style") {
                        style = value
                        styleNode = member.value
                    } else {
                        valid = false
                    }
                case "method":
                    guard let text = decodeString(member.value) else {
                        valid = false
                        continue
                    }
                    if let problem = Identifier.memberNameProblem(text) {
                        report(
                            .invalidName(
                                subject: .route, name: text, reason: problem.reason, suggestion: problem.suggestion),
                            at: member.value)
                        valid = false
                    } else {
                        method = (text, member.value)
                    }
                case "onDismiss":
                    guard let text = decodeString(member.value) else {
                        valid = false
                        continue
                    }
                    // `composeDidCancel()` names the same event as `composeDidCancel`.
                    dismiss = (text.hasSuffix("()") ? String(text.dropLast(2)) : text, member.value)
                default:
                    reportUnknownKey(member, validKeys: ["to", "style", "method", "onDismiss"])
                }
            }
            guard let target else {
                if members.first(where: { $0.key == "to" }) == nil {
                    report(.missingKey(key: "to", subject: .route), at: element)
                }
                continue
            }
            guard valid else { continue }
            uses.append(
                RouteUse(
                    route: Route(target: target.name, style: style, method: method?.name, dismissEvent: dismiss?.name),
                    element: element, targetNode: target.node, methodNode: method?.node, styleNode: styleNode,
                    dismissNode: dismiss?.node))
        }
        return uses
    }

    /// Reads `output: ["loginDidFinish(member: Member)"]`: events, so plain methods only.
    package mutating func decodeOutput(_ node: JSONNode) -> [(method: MethodSignature, node: JSONNode)] {
        decodeMethodsWithNodes(node).filter { method, element in
            let plain =
                !method.isAsync && method.throwsClause == nil && !method.returnsValue && !method.isGeneric
                && !method.parameters.contains { $0.isInout }
            if !plain { report(.outputNotAnEvent(declaration: method.declaration), at: element) }
            return plain
        }
    }

    // MARK: - Checks

    package mutating func checkGraph() {
        let sharedNames = sharedServices.map(\.name)
        var modulesByName: [String: Int] = [:]
        for (index, module) in modules.enumerated() where module.nameIsValid && modulesByName[module.spec.name] == nil {
            modulesByName[module.spec.name] = index
        }
        let moduleNames = modules.filter(\.nameIsValid).map(\.spec.name)
        for (index, module) in modules.enumerated() {
            if !sharedServices.isEmpty || !sharedEntities.isEmpty,
                module.spec.name.lowercased() == Self.sharedFolder.lowercased(), let node = module.nameNode
            {
                report(.moduleNamedLikeSharedFolder(name: module.spec.name), at: node)
            }
            checkServiceReferences(module, sharedNames: sharedNames)
            checkRoutes(of: index, modulesByName: modulesByName, moduleNames: moduleNames)
        }
    }

    private mutating func checkServiceReferences(_ module: DecodedModule, sharedNames: [String]) {
        var seen: [String: JSONNode] = [:]
        for (name, node) in module.serviceReferences {
            if let first = seen[name] {
                report(
                    .duplicateMember(
                        subject: .service, name: name, otherKeyPath: first.keyPath, otherPosition: first.position),
                    at: node)
                continue
            }
            seen[name] = node
            guard !sharedNames.contains(name) else { continue }
            let elsewhere = declarations.first { $0.subject == .service && !$0.isShared && $0.name == name }
            report(
                .unknownSharedService(
                    name: name, suggestion: Suggestion.closest(to: name, among: sharedNames),
                    moduleLevelKeyPath: elsewhere?.node.keyPath), at: node)
        }
    }

    /// Route targets, route method clashes, and the members the module's presenter, view model
    /// or controller would implement twice (declared methods, its own output, the outputs of
    /// the modules it routes to).
    private mutating func checkRoutes(of index: Int, modulesByName: [String: Int], moduleNames: [String]) {
        let module = modules[index]
        // The router's members: declared router methods (VIPER), then each route in order.
        var routerMembers: [String: JSONNode] = [:]
        for (method, node) in module.methodNodes[.router] ?? [] { routerMembers[Self.identity(of: method)] = node }
        var targets: [(use: RouteUse, target: DecodedModule)] = []
        // The router's stored properties: a route method without parameters may not take a name.
        var routerProperties: Set<String> = ["viewController"]
        for use in module.routeUses {
            if let target = modulesByName[use.route.target], !modules[target].outputNodes.isEmpty {
                routerProperties.insert(GraphNames.outputProperty(of: use.route.target))
            }
        }
        for use in module.routeUses {
            guard let targetIndex = modulesByName[use.route.target] else {
                // A module of that name with an invalid name is reported at its name.
                if modules.contains(where: { $0.spec.name == use.route.target }) { continue }
                let others = moduleNames.filter { $0 != module.spec.name }
                report(
                    .unknownRouteTarget(
                        name: use.route.target, suggestion: Suggestion.closest(to: use.route.target, among: others)),
                    at: use.targetNode)
                continue
            }
            if targetIndex == index {
                report(.routeToItself(module: module.spec.name), at: use.targetNode)
                continue
            }
            let target = modules[targetIndex]
            checkDismissEvent(of: use, target: target)
            let identity = Self.identity(of: Self.routeSignature(use.route, input: target.spec.input))
            let at = use.methodNode ?? use.targetNode
            if Self.reservedRouterMembers.contains(use.route.methodName)
                || (target.spec.input.isEmpty && routerProperties.contains(use.route.methodName))
            {
                report(
                    .memberClash(
                        method: use.route.methodName, holder: "the router of \(module.spec.name)",
                        otherDescription: "a member every generated router has"), at: at)
            } else if let other = routerMembers[identity] {
                report(
                    .routeMethodClash(
                        method: use.route.methodName, otherKeyPath: other.keyPath, otherPosition: other.position),
                    at: at)
            } else {
                routerMembers[identity] = at
            }
            targets.append((use, target))
        }
        guard let pattern = module.effectivePattern else { return }
        checkHolderMembers(module, pattern: pattern, targets: targets)
    }

    /// A route's `onDismiss`: a `present` route, and an event of the destination's output that
    /// takes no parameters (a swipe carries no values).
    private mutating func checkDismissEvent(of use: RouteUse, target: DecodedModule) {
        guard let event = use.route.dismissEvent, let node = use.dismissNode else { return }
        guard use.route.style == .present else {
            report(.dismissEventNeedsPresent(style: use.route.style.rawValue), at: node)
            return
        }
        let events = target.outputNodes.map(\.method)
        guard let declared = events.first(where: { $0.name == event }) else {
            report(
                .unknownDismissEvent(
                    name: event, target: target.spec.name,
                    suggestion: Suggestion.closest(to: event, among: events.map(\.name)),
                    hasOutput: !events.isEmpty), at: node)
            return
        }
        if !declared.parameters.isEmpty {
            report(.dismissEventWithParameters(declaration: declared.declaration, target: target.spec.name), at: node)
        }
    }

    /// Names the generated router declares besides the routes.
    package static let reservedRouterMembers: Set<String> = ["viewController", ModuleFactory.methodName, "show"]

    private mutating func checkHolderMembers(
        _ module: DecodedModule, pattern: Pattern, targets: [(use: RouteUse, target: DecodedModule)]
    ) {
        let holder = "the \(HolderRole.of(pattern).label) of \(module.spec.name)"
        var members: [String: String] = [:]
        let hasRows = pattern == .mvc && module.spec.rowEntity(pattern: pattern, sharedEntities: sharedEntities) != nil
        for (identity, description) in HolderRole.generatedMembers(of: pattern, hasRows: hasRows) {
            members[identity] = description
        }
        for role in HolderRole.roles(of: pattern) {
            for (method, node) in module.methodNodes[role] ?? [] {
                let identity = Self.identity(of: method)
                if hasRows, identity == HolderRole.rowSelection.identity {
                    report(
                        .memberClash(
                            method: method.selector, holder: holder,
                            otherDescription: HolderRole.rowSelection.description),
                        at: node)
                    continue
                }
                members[identity] = "declared at \(node.keyPath) (\(node.position))"
            }
        }
        // MVC with a hosted SwiftUI view: the view is a value SwiftUI rebuilds, so the declared
        // display methods are the controller's, beside its own.
        if pattern == .mvc, effectiveUI(of: module) == .swiftuiHosted {
            for (method, node) in module.methodNodes[.view] ?? [] {
                let identity = Self.identity(of: method)
                if let other = members[identity] ?? Self.inheritedMember(method, pattern: pattern) {
                    report(.memberClash(method: method.selector, holder: holder, otherDescription: other), at: node)
                } else {
                    members[identity] = "the display method declared at \(node.keyPath) (\(node.position))"
                }
            }
        }
        for (method, node) in module.outputNodes {
            let identity = Self.identity(of: method)
            if let other = members[identity] ?? Self.inheritedMember(method, pattern: pattern) {
                report(.memberClash(method: method.selector, holder: holder, otherDescription: other), at: node)
            } else {
                members[identity] = "the output declared at \(node.keyPath) (\(node.position))"
            }
        }
        var adopted: Set<String> = []
        for (use, target) in targets {
            for (method, _) in target.outputNodes {
                let identity = Self.identity(of: method)
                // The same event from two destinations: one method serves both protocols.
                if adopted.contains(identity) { continue }
                if let other = members[identity] ?? Self.inheritedMember(method, pattern: pattern) {
                    report(
                        .memberClash(
                            method: method.selector, holder: holder,
                            otherDescription: "an output of \(target.spec.name), which it routes to, and \(other)"),
                        at: use.targetNode)
                } else {
                    adopted.insert(identity)
                }
            }
        }
    }

    /// How a message describes the `UIViewController` member an MVC event would clash with.
    package static func inheritedMember(_ method: MethodSignature, pattern: Pattern) -> String? {
        guard pattern == .mvc, HolderRole.controllerMethodNames.contains(Identifier.bare(method.name)) else {
            return nil
        }
        return "a method of UIViewController (or of the generated controller's table), which the controller is"
    }

    /// The signature of a route's method: its name, the target's input as parameters.
    package static func routeSignature(_ route: Route, input: [FieldDeclaration]) -> MethodSignature {
        MethodSignature(
            name: route.methodName,
            parameters: input.map {
                .init(label: $0.name, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
            })
    }
}

/// Module input: stored by the presenter, view model or controller and passed by routes.
extension SpecDecoding {
    package mutating func checkInputs() {
        for module in modules {
            guard let pattern = module.effectivePattern else { continue }
            var reserved = HolderRole.reservedPropertyNames(of: pattern)
            let services = module.spec.services.map(\.name) + module.spec.sharedServices
            for name in services { reserved.insert(lowerFirst(name)) }
            if pattern == .mvvm {
                reserved.formUnion((module.spec.state.isEmpty ? ["isLoading"] : module.spec.state.map(\.name)))
            }
            let holder = HolderRole.of(pattern).label
            for (field, node) in module.inputNodes {
                if reserved.contains(Identifier.bare(field.name)) {
                    report(.inputClash(name: field.name, holder: holder), at: node)
                } else if field.type.isFunctionLike {
                    report(.closureInput(declaration: field.declaration), at: node)
                }
            }
        }
    }
}
