/// Checks that need the whole spec: name collisions between modules and the types they use.
///
/// All modules are generated into one app target (and one test target), so two declarations
/// of the same type name anywhere in the spec would not compile.
extension SpecDecoding {
    /// What a module generates depends on these two facts only.
    struct GeneratedShape: Hashable {
        /// Nil when the pattern is unknown (then every pattern's names are reserved).
        var pattern: Pattern?
        /// A module that declares no service gets a default `<Module>Service`.
        var hasDefaultService: Bool
    }

    var effectiveProtocolSuffix: String {
        overrides.protocolSuffix ?? defaults.protocolSuffix ?? GenerationOptions.builtIn.protocolSuffix ?? "Interface"
    }

    /// The text after the module name of every type generated for a module of `shape`
    /// (`Presenter`, `PresenterInterface`, ...), taken from `GeneratedNames`, the generator's
    /// own naming, for both UI frameworks (a flag can switch it), plus the SwiftUI state holder
    /// `<Module>ViewState` of VIPER and MVP and the default service with its protocol.
    func generatedParts(for shape: GeneratedShape) -> Set<String> {
        let names = GeneratedNames(module: "", protocolSuffix: effectiveProtocolSuffix)
        let patterns = shape.pattern.map { [$0] } ?? Pattern.allCases
        var parts: Set<String> = []
        for pattern in patterns {
            for ui in UIFlavor.allCases {
                parts.formUnion(names.appTypes(for: pattern, ui: ui))
            }
            if pattern == .viper || pattern == .mvp {
                parts.insert(names.view + "State")
            }
        }
        if shape.hasDefaultService {
            parts.insert(names.service)
            parts.insert(names.serviceProtocol(names.service))
        }
        return parts
    }

    /// Finds the module that generates a type of a given name, working back from the name
    /// (strip a known part and an optional `Mock` prefix, look the rest up as a module) rather
    /// than listing every generated name, which for 10,000 modules would be 100,000 strings.
    struct GeneratedNameIndex {
        var modulesByName: [String: Int] = [:]
        var shapes: [GeneratedShape] = []
        var partsByShape: [GeneratedShape: Set<String>] = [:]
        var allParts: [String] = []

        init(decoding: SpecDecoding) {
            var all: Set<String> = []
            for (index, module) in decoding.modules.enumerated() {
                let shape = GeneratedShape(pattern: module.effectivePattern, hasDefaultService: module.spec.services.isEmpty)
                shapes.append(shape)
                guard module.nameIsValid else { continue }
                if modulesByName[module.spec.name] == nil { modulesByName[module.spec.name] = index }
                if partsByShape[shape] == nil {
                    let parts = decoding.generatedParts(for: shape)
                    partsByShape[shape] = parts
                    all.formUnion(parts)
                }
            }
            allParts = all.sorted()
        }

        /// The index of the first module that generates `name` (or its `Mock`), if any.
        func owner(of name: String) -> Int? {
            var owner: Int?
            for prefix in ["", "Mock"] where name.hasPrefix(prefix) {
                for part in allParts where name.hasSuffix(part) && name.utf8.count > prefix.utf8.count + part.utf8.count {
                    let module = String(name.utf8.dropFirst(prefix.utf8.count).dropLast(part.utf8.count))
                    guard let module, let index = modulesByName[module],
                        partsByShape[shapes[index]]?.contains(part) == true
                    else { continue }
                    owner = min(owner ?? index, index)
                }
            }
            return owner
        }
    }

    /// The names a declared service generates besides its own: its protocol (name + protocol
    /// suffix) and its mock (`Mock` + name).
    func serviceTypeNames(_ service: String) -> [String] {
        [service + effectiveProtocolSuffix, "Mock" + service]
    }

    mutating func checkNamesAcrossModules() {
        var moduleNames: [String: JSONNode] = [:]
        for module in modules where module.nameIsValid {
            guard let node = module.nameNode else { continue }
            let key = module.spec.name.lowercased()
            if let first = moduleNames[key], let firstName = first.stringValue {
                report(.duplicateModuleName(name: module.spec.name, otherName: firstName, otherKeyPath: first.keyPath,
                                            otherPosition: first.position), at: node)
            } else {
                moduleNames[key] = node
            }
        }

        let index = GeneratedNameIndex(decoding: self)
        var serviceTypes: [String: TypeDeclaration] = [:]
        for declaration in declarations where declaration.subject == .service {
            for name in serviceTypeNames(declaration.name) where serviceTypes[name] == nil {
                serviceTypes[name] = declaration
            }
        }
        var declared: [String: TypeDeclaration] = [:]
        for declaration in declarations {
            if let owner = index.owner(of: declaration.name) {
                let module = modules[owner]
                report(.collidesWithGeneratedType(name: declaration.name, subject: declaration.subject,
                                                  module: module.spec.name, moduleKeyPath: module.node.keyPath),
                       at: declaration.node)
            } else if let service = serviceTypes[declaration.name] {
                report(.collidesWithServiceType(name: declaration.name, subject: declaration.subject, service: service.name,
                                                serviceKeyPath: service.node.keyPath, servicePosition: service.node.position),
                       at: declaration.node)
            } else if let first = declared[declaration.name] {
                report(.duplicateTypeName(name: declaration.name, subject: declaration.subject, otherSubject: first.subject,
                                          otherKeyPath: first.node.keyPath, otherPosition: first.node.position),
                       at: declaration.node)
            } else {
                declared[declaration.name] = declaration
            }
        }
    }

    /// Warns about each type in a signature or field that is neither declared in the spec
    /// (entities, services and their protocols and mocks, generated types, the method's generic
    /// parameters) nor known. `LoginViewModel` in a signature is fine when module `Login` is MVVM.
    mutating func checkUndeclaredTypes() {
        var declared: Set<String> = []
        for declaration in declarations {
            declared.insert(declaration.name)
            if declaration.subject == .service { declared.formUnion(serviceTypeNames(declaration.name)) }
        }
        let index = GeneratedNameIndex(decoding: self)
        // Types repeat across a large spec (`String`, `[TaskItem]`): look each one up once.
        var unknownByType: [String: [String]] = [:]
        for use in typeUses {
            var reported: Set<String> = []
            for type in use.types {
                let unknown: [String]
                if !use.genericParameters.isEmpty {
                    unknown = SwiftKnownTypes.unknownTypeNames(in: type, declared: declared)
                        .filter { !use.genericParameters.contains($0) }
                } else if let cached = unknownByType[type] {
                    unknown = cached
                } else {
                    unknown = SwiftKnownTypes.unknownTypeNames(in: type, declared: declared)
                    unknownByType[type] = unknown
                }
                for name in unknown where index.owner(of: name) == nil && reported.insert(name).inserted {
                    report(.undeclaredType(name: name), at: use.node)
                }
            }
        }
    }
}
