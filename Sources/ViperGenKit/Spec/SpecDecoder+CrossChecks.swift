/// Checks that need the whole spec: name collisions between modules and the types they use.
///
/// All modules are generated into one app target (and one test target), so two declarations
/// of the same type name anywhere in the spec would not compile.
extension SpecDecoding {
    /// The roles whose type names are generated for a module of `pattern` (`Login` +
    /// `Presenter`). For an unknown pattern, those of every pattern. Both `View` and
    /// `ViewController` are listed whatever the UI framework, since a flag can change it.
    static func generatedComponents(for pattern: Pattern?) -> [String] {
        switch pattern {
        case .viper: ["View", "ViewController", "Presenter", "Interactor", "InteractorOutput", "Router"]
        case .mvp: ["View", "ViewController", "Presenter", "Builder"]
        case .mvvm: ["View", "ViewController", "ViewModel", "State", "Builder"]
        case .mvc: ["View", "ViewController"]
        case nil: ["View", "ViewController", "Presenter", "Interactor", "InteractorOutput", "Router", "ViewModel", "State",
                   "Builder"]
        }
    }

    /// The forms of the type names reserved for a generated role `C` of module `M`: the class
    /// `MC`, the protocol `MC` + suffix, and their mocks in both common spellings (`MockMC`,
    /// `MCMock`). Each form is a prefix and a suffix around the module name.
    static func generatedNameForms(component: String, protocolSuffix: String) -> [(prefix: String, suffix: String)] {
        let protocolName = component + protocolSuffix
        return [("", component), ("", protocolName), ("Mock", component), ("", component + "Mock"),
                ("Mock", protocolName), ("", protocolName + "Mock")]
    }

    var effectiveProtocolSuffix: String {
        overrides.protocolSuffix ?? defaults.protocolSuffix ?? GenerationOptions.builtIn.protocolSuffix ?? "Interface"
    }

    /// The index of the first module with a valid name for each module name.
    func moduleIndexByName() -> [String: Int] {
        var indices: [String: Int] = [:]
        for (index, module) in modules.enumerated() where module.nameIsValid && indices[module.spec.name] == nil {
            indices[module.spec.name] = index
        }
        return indices
    }

    /// The module that generates a type named `name`, if any. Works back from the name (strip
    /// each form's prefix and suffix, look the rest up as a module) rather than listing every
    /// generated name, which for a 10,000-module spec would be hundreds of thousands of strings.
    func generatedTypeOwner(of name: String, modulesByName: [String: Int]) -> Int? {
        let suffix = effectiveProtocolSuffix
        var owner: Int?
        for component in Self.generatedComponents(for: nil) {
            for form in Self.generatedNameForms(component: component, protocolSuffix: suffix)
            where name.hasPrefix(form.prefix) && name.hasSuffix(form.suffix)
                && name.utf8.count > form.prefix.utf8.count + form.suffix.utf8.count {
                let module = String(name.dropFirst(form.prefix.count).dropLast(form.suffix.count))
                guard let index = modulesByName[module],
                    Self.generatedComponents(for: modules[index].effectivePattern).contains(component)
                else { continue }
                owner = min(owner ?? index, index)
            }
        }
        return owner
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

        let modulesByName = moduleIndexByName()
        var declared: [String: TypeDeclaration] = [:]
        for declaration in declarations {
            if let owner = generatedTypeOwner(of: declaration.name, modulesByName: modulesByName) {
                let module = modules[owner]
                report(.collidesWithGeneratedType(name: declaration.name, subject: declaration.subject,
                                                  module: module.spec.name, moduleKeyPath: module.node.keyPath),
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
    /// (entities, services, generated types, the method's generic parameters) nor known.
    /// Generated names are recognised by `generatedTypeOwner`, so `LoginViewModel` in a
    /// signature is fine when module `Login` is MVVM.
    mutating func checkUndeclaredTypes() {
        let declared = Set(declarations.map(\.name))
        let modulesByName = moduleIndexByName()
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
                for name in unknown where generatedTypeOwner(of: name, modulesByName: modulesByName) == nil
                    && reported.insert(name).inserted {
                    report(.undeclaredType(name: name), at: use.node)
                }
            }
        }
    }
}
