import TextSupport

/// Reading and checking a module's `requests` (`["APIClient.fetchFeed"]`): each names an
/// `async` method of a service the module lists in its `services`, once.
extension SpecDecoding {
    /// Reads the strings of `requests`; they are resolved in `checkRequests`, once every
    /// service is known.
    package mutating func decodeRequestNodes(_ node: JSONNode) -> [(text: String, node: JSONNode)] {
        guard let elements = node.arrayValue else {
            // One request written alone: the fix is the same text in brackets.
            let example = node.stringValue.map(JSONText.quoted) ?? "\"APIClient.fetchFeed\""
            report(
                .typeMismatch(
                    expected: "an array of requests", found: node.typeDescription, hint: "write [\(example)]"),
                at: node)
            return []
        }
        return elements.compactMap { element in decodeString(element).map { ($0, element) } }
    }

    package mutating func checkRequests() {
        for index in modules.indices where !modules[index].requestNodes.isEmpty {
            modules[index].spec.requests = resolvedRequests(of: modules[index])
        }
    }

    private mutating func resolvedRequests(of module: DecodedModule) -> [ServiceRequest] {
        let shared = sharedServices.filter { module.spec.sharedServices.contains($0.name) }
        let used = module.spec.services + shared
        let declared = sharedServices.map(\.name) + modules.flatMap { $0.spec.services.map(\.name) }
        var requests: [ServiceRequest] = []
        var seen: [String: JSONNode] = [:]
        // Generated members by base name: the request's method, its task and its outputs.
        var generated: [String: JSONNode] = [:]
        for (text, node) in module.requestNodes {
            guard let (serviceName, name, labels) = ServiceRequest.parse(text) else {
                report(.malformedRequest(text: text), at: node)
                continue
            }
            guard let service = used.first(where: { $0.name == serviceName }) else {
                if declared.contains(serviceName) {
                    report(.requestServiceNotUsed(name: serviceName, module: module.spec.name), at: node)
                } else {
                    report(
                        .unknownRequestService(
                            name: serviceName, suggestion: Suggestion.closest(to: serviceName, among: declared)),
                        at: node)
                }
                continue
            }
            guard let method = method(named: name, labels: labels, in: service, reference: text, at: node) else {
                continue
            }
            guard checkForwardable(method, at: node) else { continue }
            let identity = service.name + "." + method.selector
            if let first = seen[identity] {
                report(
                    .duplicateMember(
                        subject: .request, name: text, otherKeyPath: first.keyPath, otherPosition: first.position),
                    at: node)
                continue
            }
            seen[identity] = node
            guard checkGeneratedNames(of: method, module: module, generated: &generated, at: node) else { continue }
            requests.append(ServiceRequest(service: service.name, selector: method.selector, reference: text))
        }
        return requests
    }

    private mutating func method(
        named name: String, labels: [String]?, in service: ModuleSpec.Service, reference: String, at node: JSONNode
    ) -> MethodSignature? {
        let named = service.methods.filter { $0.name == name }
        guard !named.isEmpty else {
            report(
                .unknownRequestMethod(
                    service: service.name, name: name,
                    suggestion: Suggestion.closest(to: name, among: service.methods.map(\.name))), at: node)
            return nil
        }
        if let labels {
            let selector = name + "(" + labels.map { $0 + ":" }.joined() + ")"
            guard let method = named.first(where: { $0.selector == selector }) else {
                report(
                    .unknownRequestMethod(
                        service: service.name, name: selector,
                        suggestion: named.count == 1
                            ? named[0].selector : Suggestion.closest(to: selector, among: named.map(\.selector))),
                    at: node)
                return nil
            }
            return method
        }
        guard named.count == 1 else {
            report(
                .ambiguousRequest(reference: reference, service: service.name, selectors: named.map(\.selector)),
                at: node)
            return nil
        }
        return named[0]
    }

    /// An `async` method whose arguments the generated method can pass on to it from its task.
    private mutating func checkForwardable(_ method: MethodSignature, at node: JSONNode) -> Bool {
        guard method.isAsync else {
            report(.requestNotAsync(declaration: method.declaration), at: node)
            return false
        }
        let reason: String? =
            if method.isGeneric {
                "it is generic, and the generated method would have to be too"
            } else if method.parameters.contains(where: \.isInout) {
                "an inout parameter cannot outlive the call that starts the task"
            } else if method.parameters.contains(where: \.isVariadic) {
                "a variadic parameter cannot be passed on"
            } else if method.parameters.contains(where: { Self.isClosure($0.type) }) {
                "a closure parameter would have to escape into the task"
            } else if case .typed(let type) = method.throwsClause, type.text != "any Error", type.text != "Error" {
                "the generated test has no \(type.text) to throw through its mock (declare it 'throws')"
            } else {
                nil
            }
        if let reason {
            report(.requestNotForwardable(declaration: method.declaration, reason: reason), at: node)
            return false
        }
        return true
    }

    /// A closure type, attributed (`@Sendable () -> Void`) or optional (`(() -> Void)?`).
    private static func isClosure(_ type: TypeSyntax) -> Bool {
        switch type {
        case .attributed(_, _, let inner), .postfix(let inner, _): isClosure(inner)
        default: type.isFunctionLike
        }
    }

    /// The names a request generates (`RequestNames`) must not be taken by a declared method or
    /// stored member of the object that gets them, or by another request: one report per clash.
    private mutating func checkGeneratedNames(
        of method: MethodSignature, module: DecodedModule, generated: inout [String: JSONNode], at node: JSONNode
    ) -> Bool {
        let pattern = module.effectivePattern ?? .viper
        let names = RequestNames(method: method.name)
        let name = module.spec.name
        for (holder, members) in names.members(in: pattern) {
            let (label, roles, stored) = Self.holder(holder, pattern: pattern, module: module)
            let holderText =
                holder == .interactorOutput
                ? "the presenter of \(name) (its interactor output)" : "the \(label) of \(name)"
            var declared: [String: String] = [:]
            for role in roles {
                for (declaredMethod, declaredNode) in module.methodNodes[role] ?? [] {
                    declared[Identifier.bare(declaredMethod.name)] =
                        "declared at \(declaredNode.keyPath) (\(declaredNode.position))"
                }
            }
            for property in stored where declared[property] == nil {
                declared[property] =
                    holder == .state
                    ? "a member of the state declared in \(name)"
                    : "a stored property the generated \(label) has"
            }
            // The view model's `onAppear()`, which the generated view calls, is added when not
            // declared; `update(_:)` makes its transitions.
            // The MVC controller is a `UIViewController`: a request named like one of its
            // methods (`loadView`) would override it without `override`.
            if holder == .runner, pattern == .mvc {
                for inherited in HolderRole.controllerMethodNames where declared[inherited] == nil {
                    declared[inherited] = "a method the controller inherits from UIViewController or implements"
                }
            }
            if holder == .runner, pattern == .mvvm {
                if declared["onAppear"] == nil {
                    declared["onAppear"] = "the event the generated view calls when it appears"
                }
                if declared["update"] == nil {
                    declared["update"] = "the method the generated view model changes its state with"
                }
            }
            for member in members {
                let other =
                    generated[member].map { "generated for the request at \($0.keyPath) (\($0.position))" }
                    ?? declared[member]
                if let other {
                    report(
                        .memberClash(method: member, holder: holderText, otherDescription: other),
                        at: node)
                    return false
                }
            }
        }
        for (_, members) in names.members(in: pattern) {
            for member in members { generated[member] = node }
        }
        return true
    }

    /// What a clash report calls `holder` (`interactor`, `view model state`), the roles whose
    /// declared methods it implements, and the stored members it has besides.
    private static func holder(_ holder: RequestNames.Holder, pattern: Pattern, module: DecodedModule)
        -> (label: String, roles: [Role], stored: [String])
    {
        let services = (module.spec.services.map(\.name) + module.spec.sharedServices).map(lowerFirst)
        switch (holder, pattern) {
        case (.interactorOutput, _):
            // The presenter implements the interactor output beside its own protocol.
            return ("presenter", [.interactorOutput, .presenter], [])
        case (.state, _):
            return ("view model state", [], module.spec.state.map(\.name))
        case (.runner, .viper):
            return ("interactor", [.interactor], ["output"] + services)
        case (.runner, _):
            // The presenter, view model or controller: the holder, whose stored members
            // `HolderRole` decides.
            return (
                HolderRole.of(pattern).label, HolderRole.roles(of: pattern),
                HolderRole.reservedPropertyNames(of: pattern).sorted() + services + module.spec.input.map(\.name)
            )
        }
    }
}
