#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Mustache

/// Turns a resolved module into the render context that templates see.
///
/// Templates are logic-less: every name variant, parsed signature, mock member name, sample
/// value and flag is computed here. README.md ("Template context") documents each key; keep it
/// in step with this file.
public struct ContextBuilder: Sendable {
    /// Entities declared anywhere in the project, for sample values in generated tests.
    public var entities: [String: [FieldDeclaration]]
    /// Entities that a declared method throws (`throws(LoadError)`): they conform to `Error`.
    public var thrownEntities: Set<String>

    public init(project modules: [ModuleSpec] = []) {
        var entities: [String: [FieldDeclaration]] = [:]
        var thrown: Set<String> = []
        for module in modules {
            for entity in module.entities { entities[entity.name] = entity.fields }
            let methods = module.methods.values.flatMap { $0 } + module.services.flatMap(\.methods)
            for method in methods {
                if let name = method.throwsClause?.thrownType?.simpleName { thrown.insert(name) }
            }
        }
        self.entities = entities
        self.thrownEntities = thrown.filter { entities[$0] != nil }
    }

    /// The context of one module. `file` keys (`fileName`) are added per file by the planner.
    public func context(for module: ResolvedModule) -> Value {
        let names = GeneratedNames(module: module.name, protocolSuffix: module.protocolSuffix)
        var samples = SampleValues(entities: entities)
        for entity in module.spec.entities { samples.entities[entity.name] = entity.fields }
        let services = servicesOf(module)

        var context: [String: Value] = [
            "module": .string(module.name),
            "moduleLower": .string(lowerFirst(module.name)),
            "title": .string(title(module.name)),
            "domain": module.domain.map(Value.string) ?? .null,
            "pattern": .string(module.pattern.rawValue),
            "patternName": .string(module.pattern.displayName),
            "ui": .string(module.ui.rawValue),
            "binding": .string(module.binding.rawValue),
            "tests": .string(module.tests.rawValue),
            "layout": .string(module.layout.rawValue),
            "testableImport": .string(module.testableImport),
            "protocolSuffix": .string(module.protocolSuffix),
            "header": headerValue(module.header),
            "names": namesValue(names),
            "input": fieldsValue(module.spec.input, samples: samples),
            "hasInput": .bool(!module.spec.input.isEmpty),
            "inputParameters": .string(module.spec.input.map(\.declaration).joined(separator: ", ")),
            "inputRequirementParameters": .string(module.spec.input.map(\.typeAnnotation).joined(separator: ", ")),
            "inputArguments": .string(module.spec.input.map { "\($0.name): \($0.name)" }.joined(separator: ", ")),
            "inputSampleArguments": .string(sampleArguments(module.spec.input, samples: samples) ?? ""),
            "inputSampleArgumentsTail": .string(sampleArguments(module.spec.input, samples: samples).map { $0.isEmpty ? "" : ", " + $0 } ?? ""),
            "hasInputSamples": .bool(sampleArguments(module.spec.input, samples: samples) != nil),
            "state": fieldsValue(stateOf(module), samples: samples),
            "hasState": .bool(!stateOf(module).isEmpty),
            "rowType": .string(module.spec.entities.first?.name ?? "String"),
            "rowSample": .string(module.spec.entities.first.flatMap { samples.expression(for: .name($0.name)) } ?? "\"sample\""),
            "entities": .array(module.spec.entities.map { entityValue($0, samples: samples) }),
            "hasEntities": .bool(!module.spec.entities.isEmpty),
            "services": .array(services.map { serviceValue($0, names: names, samples: samples, isDefault: module.spec.services.isEmpty) }),
            "hasServices": .bool(!services.isEmpty),
            "serviceParameters": .string(services.map { "\(serviceProperty($0, in: module)): \(names.serviceProtocol($0.name))" }.joined(separator: ", ")),
            "serviceArguments": .string(services.map { "\(serviceProperty($0, in: module)): \($0.name)()" }.joined(separator: ", ")),
            "serviceLocalArguments": .string(services.map { "\(serviceProperty($0, in: module)): \(serviceProperty($0, in: module))" }.joined(separator: ", ")),
            "mockServiceArguments": .string(services.map { "\(serviceProperty($0, in: module)): Mock\($0.name)()" }.joined(separator: ", ")),
        ]
        for pattern in Pattern.allCases { context[pattern.rawValue] = .bool(module.pattern == pattern) }
        for ui in UIFlavor.allCases { context[ui.rawValue] = .bool(module.ui == ui) }
        for binding in Binding.allCases { context[binding.rawValue] = .bool(module.pattern == .mvvm && module.binding == binding) }
        context["xctest"] = .bool(module.tests == .xctest)
        context["swiftTesting"] = .bool(module.tests == .swiftTesting)
        context["hasTests"] = .bool(module.tests != .none)

        for role in Role.allCases {
            let (protocolName, mockName) = doubles(of: role, names: names)
            context[role.rawValue] = roleValue(methods(of: role, in: module), samples: samples, hasProtocol: Self.hasProtocol(role, in: module.pattern))
                .adding(["protocolName": .string(protocolName), "mockName": .string(mockName),
                         "roleLabel": .string(upperFirst(role.rawValue)), "roleLabelLower": .string(role.rawValue)])
        }
        return .object(context)
    }

    /// The methods of a role, with the lifecycle methods the templates call added when missing
    /// (`viewDidLoad()` on a VIPER or MVP presenter, `onAppear()` on a view model).
    func methods(of role: Role, in module: ResolvedModule) -> [MethodSignature] {
        var methods = module.spec.methods[role] ?? []
        let required: String? = switch (module.pattern, role) {
        case (.viper, .presenter), (.mvp, .presenter): "viewDidLoad"
        case (.mvvm, .viewModel): "onAppear"
        default: nil
        }
        if let required, !methods.contains(where: { $0.name == required && $0.parameters.isEmpty }) {
            methods.insert(MethodSignature(name: required), at: 0)
        }
        return methods
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

    /// The stored property (and initializer label) of a service: `service` for the module's
    /// own default service, as in the seed's `init(view:service:)`; `taskService` otherwise.
    func serviceProperty(_ service: ModuleSpec.Service, in module: ResolvedModule) -> String {
        module.spec.services.isEmpty ? "service" : lowerFirst(service.name)
    }

    /// The view state of an MVVM module: the declared `state`, or `isLoading: Bool` so that
    /// every view model has state to bind.
    func stateOf(_ module: ResolvedModule) -> [FieldDeclaration] {
        guard module.pattern == .mvvm, module.spec.state.isEmpty else { return module.spec.state }
        return [FieldDeclaration(name: "isLoading", type: .name("Bool"))]
    }

    /// Declared services; patterns whose anatomy always has a service get `<Module>Service`.
    func servicesOf(_ module: ResolvedModule) -> [ModuleSpec.Service] {
        if !module.spec.services.isEmpty || module.pattern == .viper { return module.spec.services }
        return [ModuleSpec.Service(name: GeneratedTypeNames.defaultServiceName(module: module.name), methods: [])]
    }

    // MARK: - Pieces

    /// The methods of one role or service. `hasProtocol`: they are requirements of a protocol
    /// (implementations drop default values, which `defaultForwarders` keep callable).
    func roleValue(_ methods: [MethodSignature], samples: SampleValues, hasProtocol: Bool = true) -> Value {
        let stems = MockNaming.stems(for: methods)
        let values = zip(methods, stems).enumerated().map { index, pair in
            methodValue(pair.0, stem: pair.1, isLast: index == methods.count - 1, samples: samples, hasProtocol: hasProtocol)
        }
        let forwarders = hasProtocol ? DefaultForwarders.forwarders(for: methods) : []
        return .object([
            "methods": .array(values),
            "hasMethods": .bool(!methods.isEmpty),
            "recordable": .array(values.filter { $0.bool(at: "hasSampleCall") }),
            "defaultForwarders": .array(forwarders.enumerated().map { index, forwarder in
                .object(["declaration": .string(forwarder.declaration), "body": .string(forwarder.body),
                         "isLast": .bool(index == forwarders.count - 1)])
            }),
            "hasDefaultForwarders": .bool(!forwarders.isEmpty),
        ])
    }

    /// Whether the methods of `role` are requirements of a generated protocol in `pattern`
    /// (VIPER: every role; MVP: view and presenter; MVVM and MVC: none, their view model,
    /// controller and view are concrete types).
    static func hasProtocol(_ role: Role, in pattern: Pattern) -> Bool {
        switch pattern {
        case .viper: true
        case .mvp: role == .view || role == .presenter
        case .mvvm, .mvc: false
        }
    }

    func methodValue(_ method: MethodSignature, stem: String, isLast: Bool, samples: SampleValues, hasProtocol: Bool = true) -> Value {
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
        let closureParameters = parameters.map { ($0.isInout ? "inout " : "") + method.storageType(of: $0).text }
        let closureType = "(" + closureParameters.joined(separator: ", ") + ") " + effects + "-> " + (genericReturn ? "Any" : returnText)
        let closureArguments = parameters.map { ($0.isInout ? "&" : "") + $0.name }.joined(separator: ", ")
        let receivedType: TypeSyntax
        let receivedValue: String
        if parameters.count == 1, let only = parameters.first {
            receivedType = method.storageType(of: only)
            receivedValue = only.recordedValue
        } else {
            receivedType = .tuple(parameters.map {
                .init(label: $0.name, name: nil, type: method.storageType(of: $0), isVariadic: false, labelColumn: 0)
            })
            receivedValue = "(" + parameters.map { "\($0.name): \($0.recordedValue)" }.joined(separator: ", ") + ")"
        }
        let isOptionalReturn = storedReturn?.optionalWrapped != nil
        let sampleValues = parameters.map { samples.expression(for: $0.type) }
        let hasArgumentSamples = sampleValues.allSatisfy { $0 != nil } && !method.isGeneric && !parameters.contains { $0.isInout }
        let sampleCallArguments = zip(parameters, sampleValues).map { parameter, value -> String in
            let value = value ?? ""
            return parameter.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
        let returnSample = genericReturn ? nil : storedReturn.flatMap { samples.expression(for: $0) }
        let hasSamples = hasArgumentSamples && (!method.returnsValue || returnSample != nil)
        let comparable = !parameters.isEmpty && zip(parameters, sampleValues).allSatisfy { parameter, value in
            samples.isEquatable(parameter.type) && !parameter.isVariadic && value != "nil"
        }
        let mockName = MockNaming.receivedName(stem: stem, method: method)

        let parameterValues: [Value] = parameters.enumerated().map { index, parameter in
            let entries: [String: Value] = [
                "label": parameter.label.map(Value.string) ?? .null,
                "name": .string(parameter.name),
                "type": .string(parameter.type.text),
                "storageType": .string(parameter.storageType.text),
                "declaration": .string(parameter.declaration),
                "callArgument": .string(parameter.callArgument),
                "isLast": .bool(index == parameters.count - 1),
                "sample": .string(sampleValues[index] ?? ""),
                "accessor": .string(parameters.count == 1 ? "" : "?.\(parameter.name)"),
            ]
            return .object(entries)
        }
        let optionalReceived = MethodSignature.optionalType(receivedType)
        let returnValueType: String
        if genericReturn {
            returnValueType = "Any?"
        } else if let storedReturn {
            returnValueType = isOptionalReturn ? storedReturn.text : MethodSignature.implicitlyUnwrappedType(storedReturn).text
        } else {
            returnValueType = "Void"
        }
        let thrownType = method.throwsClause?.thrownType.map { MethodSignature.optionalType($0).text } ?? "(any Error)?"
        let mock: [String: Value] = [
            "stem": .string(stem),
            "callsCount": .string("\(stem)CallsCount"),
            "called": .string("\(stem)Called"),
            "received": .string(mockName),
            "receivedInvocations": .string("\(stem)ReceivedInvocations"),
            "receivedType": .string(receivedType.text),
            "receivedOptionalType": .string(optionalReceived.text),
            "receivedValue": .string(receivedValue),
            "returnValue": .string("\(stem)ReturnValue"),
            "returnValueType": .string(returnValueType),
            "throwableError": .string("\(stem)ThrowableError"),
            "throwableErrorType": .string(thrownType),
            "closure": .string("\(stem)Closure"),
            // The mocks are main-actor isolated like their protocols: so is the closure, which
            // then receives non-Sendable arguments without sending them off the actor.
            "closureType": .string("(@MainActor \(closureType))?"),
            "closureArguments": .string(closureArguments),
            "returnCast": .string(genericReturn ? " as! \(method.returnType?.withoutSpecifierWords.text ?? "Any")" : ""),
        ]
        var object: [String: Value] = [:]
        object["name"] = .string(method.name)
        // Requirements, and the implementations and mocks of requirements, cannot repeat
        // default values: `defaultForwarders` keep them callable through a protocol extension.
        // A method of a type without a protocol keeps its defaults (`implementation`).
        object["declaration"] = .string(method.requirementDeclaration)
        object["fullDeclaration"] = .string(method.declaration)
        object["implementationDeclaration"] = .string(hasProtocol ? method.requirementDeclaration : method.declaration)
        object["recordsArguments"] = .bool(!parameters.isEmpty && method.canRecordArguments)
        object["selector"] = .string(method.selector)
        object["parameters"] = .array(parameterValues)
        object["hasParameters"] = .bool(!parameters.isEmpty)
        object["callArguments"] = .string(parameters.map(\.callArgument).joined(separator: ", "))
        object["isAsync"] = .bool(method.isAsync)
        object["isThrowing"] = .bool(canThrow)
        object["callPrefix"] = .string(callPrefix)
        object["returnsValue"] = .bool(method.returnsValue)
        object["returnType"] = .string(method.returnType?.text ?? "Void")
        object["defaultReturn"] = .string(method.defaultReturnExpression ?? "")
        object["hasDefaultReturn"] = .bool(method.defaultReturnExpression != nil)
        object["isLast"] = .bool(isLast)
        object["mock"] = .object(mock)
        object["hasSampleCall"] = .bool(hasSamples)
        object["sampleReturn"] = .string(returnSample ?? "")
        object["discardPrefix"] = .string(method.returnsValue ? "_ = " : "")
        object["testName"] = .string(upperFirst(stem))
        object["sampleArguments"] = .string(sampleCallArguments)
        object["canCompareArguments"] = .bool(hasSamples && comparable && method.canRecordArguments)
        return .object(object)
    }

    func sampleArguments(_ fields: [FieldDeclaration], samples: SampleValues) -> String? {
        var arguments: [String] = []
        for field in fields {
            guard let value = samples.expression(for: field.type) else { return nil }
            arguments.append("\(field.name): \(value)")
        }
        return arguments.joined(separator: ", ")
    }

    func fieldsValue(_ fields: [FieldDeclaration], samples: SampleValues) -> Value {
        .array(fields.enumerated().map { index, field in
            let initial = field.defaultValue ?? samples.initialValue(for: field.type) ?? samples.expression(for: field.type)
            return .object([
                "initialValue": .string(initial ?? "nil"),
                "storedType": .string(initial == nil ? MethodSignature.optionalType(field.type).text : field.type.text),
                "name": .string(field.name),
                "type": .string(field.type.text),
                "typeAnnotation": .string(field.typeAnnotation),
                "parameterDeclaration": .string(field.declaration),
                "declaration": .string(field.declaration),
                "sample": .string(samples.expression(for: field.type) ?? ""),
                "hasSample": .bool(samples.expression(for: field.type) != nil),
                "capitalizedName": .string(upperFirst(field.name)),
                "canCompare": .bool(samples.isEquatable(field.type) && samples.expression(for: field.type).map { $0 != "nil" } == true),
                "isLast": .bool(index == fields.count - 1),
            ])
        })
    }

    func entityValue(_ entity: ModuleSpec.Entity, samples: SampleValues) -> Value {
        var conformances = ["Equatable", "Sendable"]
        if entity.fields.allSatisfy({ samples.isCodable($0.type) }) { conformances.append("Codable") }
        if thrownEntities.contains(entity.name) { conformances.append("Error") }
        return .object([
            "name": .string(entity.name),
            "fields": fieldsValue(entity.fields, samples: samples),
            "conformances": .string(conformances.joined(separator: ", ")),
        ])
    }

    func serviceValue(_ service: ModuleSpec.Service, names: GeneratedNames, samples: SampleValues, isDefault: Bool) -> Value {
        roleValue(service.methods, samples: samples).adding([
            "name": .string(service.name),
            "protocolName": .string(names.serviceProtocol(service.name)),
            "mockName": .string("Mock\(service.name)"),
            "propertyName": .string(isDefault ? "service" : lowerFirst(service.name)),
            "roleLabel": .string(service.name),
            "roleLabelLower": .string(lowerFirst(service.name)),
        ])
    }

    func namesValue(_ names: GeneratedNames) -> Value {
        .object([
            "viewProtocol": .string(names.viewProtocol),
            "presenterProtocol": .string(names.presenterProtocol),
            "interactorProtocol": .string(names.interactorProtocol),
            "interactorOutputProtocol": .string(names.interactorOutputProtocol),
            "routerProtocol": .string(names.routerProtocol),
            "viewController": .string(names.viewController),
            "view": .string(names.view),
            "presenter": .string(names.presenter),
            "interactor": .string(names.interactor),
            "router": .string(names.router),
            "viewModel": .string(names.viewModel),
            "builder": .string(names.builder),
            "model": .string(names.model),
            "state": .string(names.state),
            "service": .string(names.service),
        ])
    }

    func headerValue(_ header: Header?) -> Value {
        guard let header, header.project != nil || header.author != nil || header.company != nil || header.year != nil else {
            return .null
        }
        let copyright = [header.year, header.company].compactMap { $0 }.joined(separator: " ")
        return .object([
            "project": header.project.map(Value.string) ?? .null,
            "author": header.author.map(Value.string) ?? .null,
            "company": header.company.map(Value.string) ?? .null,
            "year": header.year.map(Value.string) ?? .null,
            "copyright": copyright.isEmpty ? .null : .string(copyright),
        ])
    }
}

/// `Login` → `login`, `URLSession` → `urlSession`.
func lowerFirst(_ name: String) -> String {
    let uppercasePrefix = name.prefix { $0.isUppercase }
    if uppercasePrefix.count > 1, uppercasePrefix.count < name.count {
        return uppercasePrefix.dropLast().lowercased() + name.dropFirst(uppercasePrefix.count - 1)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
}

/// `showTasks` → `ShowTasks`, for generated test names.
func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}

/// `TaskList` → `Task List`, the title shown by a generated screen.
func title(_ name: String) -> String {
    var result = ""
    var previous: Character?
    for character in name {
        if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { result.append(" ") }
        result.append(character)
        previous = character
    }
    return result
}

extension Value {
    /// An object value with `entries` added (replacing equal keys); other values unchanged.
    func adding(_ entries: [String: Value]) -> Value {
        guard case .object(var object) = self else { return self }
        object.merge(entries) { $1 }
        return .object(object)
    }

    /// The boolean at `key` of an object value; false for anything else.
    func bool(at key: String) -> Bool {
        if case .object(let object) = self, case .bool(let flag)? = object[key] { return flag }
        return false
    }
}
