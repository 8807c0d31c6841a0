/// Reading `modules`: each module's options and the members its pattern lets it declare.
extension SpecDecoding {
    /// Keys every module may have, whatever its pattern.
    package static let moduleOptionKeys = [
        "name", "domain", "pattern", "ui", "binding", "tests", "layout", "xcodeproj", "targets", "testTargets",
        "routes", "output", "ios"
    ]

    /// Every role key of any pattern, in the order docs/spec.md lists them.
    package static let allRoleKeys: [String] = {
        var keys: [String] = []
        for pattern in Pattern.allCases {
            for key in pattern.declarableKeys where !keys.contains(key) {
                keys.append(key)
            }
        }
        return keys
    }()

    package mutating func decodeModules(_ node: JSONNode) {
        guard let elements = node.arrayValue else {
            report(
                .typeMismatch(
                    expected: "an array of modules", found: node.typeDescription,
                    hint: "write [{\"name\": \"Login\"}]"), at: node)
            return
        }
        if elements.isEmpty {
            report(.noModules, at: node)
        }
        for element in elements {
            decodeModule(element)
        }
    }

    private mutating func decodeModule(_ node: JSONNode) {
        guard let members = node.objectValue else {
            var hint: String?
            if let name = node.stringValue, !Self.hasControlCharacter(name) {
                hint = "write {\"name\": \(JSONPath.quoted(name))}"
            }
            report(.typeMismatch(expected: "a module object", found: node.typeDescription, hint: hint), at: node)
            return
        }
        var spec = ModuleSpec(name: "")
        var patternIsKnown = true
        if let member = members.first(where: { $0.key == "pattern" }) {
            spec.pattern = decodeOption(member.value, as: Pattern.self, option: "pattern")
            patternIsKnown = spec.pattern != nil
        }
        let effectivePattern: Pattern?
        if !patternIsKnown {
            effectivePattern = nil
        } else {
            let flag = overridePattern(forModuleIn: members)
            // A module that relies on an invalid `defaults.pattern` has no known pattern.
            effectivePattern =
                spec.pattern == nil && flag == nil && defaultsPatternIsInvalid
                ? nil
                : OptionLayers(
                    module: GenerationOptions(pattern: spec.pattern), flags: GenerationOptions(pattern: flag),
                    defaults: defaults
                ).pattern
        }
        let declarable = effectivePattern?.declarableKeys ?? Self.allRoleKeys

        var nameNode: JSONNode?
        var nameIsValid = false
        var decoded = DecodedModule(
            spec: spec, node: node, nameNode: nil, effectivePattern: effectivePattern, nameIsValid: false)
        for member in members {
            let value = member.value
            if Self.allRoleKeys.contains(member.key), let effectivePattern, !declarable.contains(member.key) {
                report(
                    .roleNotInPattern(role: member.key, pattern: effectivePattern, validRoles: declarable),
                    atKeyOf: member)
                continue
            }
            switch member.key {
            case "name":
                nameNode = value
                if let name = decodeString(value, singleLine: false) {
                    spec.name = name
                    nameIsValid = checkTypeName(name, subject: .module, at: value)
                }
            case "pattern":
                break
            case "domain": spec.domain = decodeIdentifier(value, option: "domain")
            case "ui":
                spec.ui = decodeOption(value, as: UIFlavor.self, option: "UI framework")
                decoded.uiNode = value
            case "binding":
                spec.binding = decodeOption(value, as: Binding.self, option: "binding")
                decoded.bindingNode = value
                if let effectivePattern, effectivePattern != .mvvm {
                    report(.bindingRequiresMVVM(pattern: effectivePattern), atKeyOf: member)
                }
            case "tests": spec.tests = decodeOption(value, as: TestFramework.self, option: "test framework")
            case "layout": spec.layout = decodeOption(value, as: Layout.self, option: "layout")
            case "xcodeproj": spec.xcodeproj = decodeProjectPath(value)
            case "targets": spec.targets = decodeTargetNames(value)
            case "testTargets": spec.testTargets = decodeTargetNames(value)
            case "ios":
                spec.ios = decodeDeploymentTarget(value)
                decoded.iosNode = value
            case "entities": spec.entities = decodeEntities(value)
            case "services":
                let services = decodeServices(value, allowsReferences: true)
                spec.services = services.services
                spec.sharedServices = services.references.map(\.name)
                decoded.serviceReferences = services.references
            case "routes":
                decoded.routeUses = decodeRoutes(value)
                spec.routes = decoded.routeUses.map(\.route)
            case "output":
                decoded.outputNodes = decodeOutput(value)
                spec.output = decoded.outputNodes.map(\.method)
            case "input":
                decoded.inputNodes = decodeFieldsWithNodes(value)
                spec.input = decoded.inputNodes.map(\.field)
            case "state": spec.state = decodeFields(value)
            case "requests": decoded.requestNodes = decodeRequestNodes(value)
            default:
                if let role = Role(rawValue: member.key) {
                    let nsObjectRole = role == .view || (role == .controller && effectivePattern == .mvc)
                    let methods = decodeMethodsWithNodes(
                        value, lifecycle: effectivePattern.flatMap { Self.lifecycle(of: role, in: $0) },
                        nsObjectRole: nsObjectRole)
                    spec.methods[role] = methods.map(\.method)
                    decoded.methodNodes[role] = methods
                } else {
                    reportUnknownKey(member, validKeys: Self.moduleOptionKeys + declarable)
                }
            }
        }
        if nameNode == nil {
            report(.missingKey(key: "name", subject: .module), at: node)
        }
        decoded.spec = spec
        decoded.nameNode = nameNode
        decoded.nameIsValid = nameIsValid
        modules.append(decoded)
    }

    /// Checks a module, entity or service name with the `Identifier` rules; reports and
    /// returns false when it is not usable.
    package mutating func checkTypeName(_ name: String, subject: SpecError.Subject, at node: JSONNode) -> Bool {
        if let problem = Identifier.typeNameProblem(name) {
            // For a module, offer a name that also passes the generated-suffix rule.
            let suggestion = subject == .module ? Identifier.moduleNameProblem(name)?.suggestion : problem.suggestion
            report(.invalidName(subject: subject, name: name, reason: problem.reason, suggestion: suggestion), at: node)
            return false
        }
        if subject == .module, let problem = Identifier.moduleSuffixProblem(name) {
            report(
                .generatedSuffixInModuleName(name: name, reason: problem.reason, suggestion: problem.suggestion),
                at: node)
            return false
        }
        return true
    }

    /// The method of `role` that the generated view calls from a synchronous callback.
    package static func lifecycle(of role: Role, in pattern: Pattern) -> (name: String, caller: String)? {
        switch (pattern, role) {
        case (.viper, .presenter), (.mvp, .presenter):
            ("viewDidLoad", "the generated view's viewDidLoad (UIKit) or onAppear (SwiftUI)")
        case (.mvvm, .viewModel): ("onAppear", "the generated view's viewDidLoad (UIKit) or onAppear (SwiftUI)")
        default: nil
        }
    }

    /// The pattern flag, for the module whose members are `members`: for every module when the
    /// user named none, otherwise only for the named ones.
    private func overridePattern(forModuleIn members: [JSONMember]) -> Pattern? {
        guard let selected else { return overrides.pattern }
        guard let name = members.first(where: { $0.key == "name" })?.value.stringValue, selected.contains(name) else {
            return nil
        }
        return overrides.pattern
    }
}
