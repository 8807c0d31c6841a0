import TextSupport

/// Checks that need the whole spec: name collisions between modules and the types they use.
///
/// All modules are generated into one app target (and one test target), so two declarations
/// of the same type name anywhere in the spec would not compile.
extension SpecDecoding {
    /// What a module generates depends on this fact only.
    package struct GeneratedShape: Hashable {
        /// Nil when the pattern is unknown (then every pattern's names are reserved).
        package var pattern: Pattern?
    }

    package var effectiveProtocolSuffix: String {
        OptionLayers(flags: overrides, defaults: defaults).protocolSuffix
    }

    /// The prefix and suffix around the module name of every type generated for a module of
    /// `shape`, from the manifests' `declares` lists.
    package func generatedAffixes(for shape: GeneratedShape) -> Set<GeneratedTypeNames.Affixes> {
        let patterns = shape.pattern.map { [$0] } ?? Pattern.allCases
        var affixes: Set<GeneratedTypeNames.Affixes> = []
        for pattern in patterns {
            affixes.formUnion(generatedTypes.affixes(for: pattern, protocolSuffix: effectiveProtocolSuffix))
        }
        return affixes
    }

    /// Finds the module that generates a type of a given name, working back from the name
    /// (strip a known prefix and suffix, look the rest up as a module) rather than listing
    /// every generated name, which for 10,000 modules would be 100,000 strings.
    package struct GeneratedNameIndex {
        package var modulesByName: [String: Int] = [:]
        package var shapes: [GeneratedShape] = []
        package var affixesByShape: [GeneratedShape: Set<GeneratedTypeNames.Affixes>] = [:]
        package var allAffixes: [GeneratedTypeNames.Affixes] = []

        package init(decoding: SpecDecoding) {
            var all: Set<GeneratedTypeNames.Affixes> = []
            for (index, module) in decoding.modules.enumerated() {
                let shape = GeneratedShape(pattern: module.effectivePattern)
                shapes.append(shape)
                guard module.nameIsValid else { continue }
                if modulesByName[module.spec.name] == nil { modulesByName[module.spec.name] = index }
                if affixesByShape[shape] == nil {
                    let affixes = decoding.generatedAffixes(for: shape)
                    affixesByShape[shape] = affixes
                    all.formUnion(affixes)
                }
            }
            allAffixes = all.sorted { ($0.prefix, $0.suffix) < ($1.prefix, $1.suffix) }
        }

        /// The index of the first module that generates `name`, if any.
        package func owner(of name: String) -> Int? {
            var owner: Int?
            for affix in allAffixes
            where name.hasPrefix(affix.prefix) && name.hasSuffix(affix.suffix)
                && name.utf8.count > affix.prefix.utf8.count + affix.suffix.utf8.count
            {
                let module = String(name.utf8.dropFirst(affix.prefix.utf8.count).dropLast(affix.suffix.utf8.count))
                guard let module, let index = modulesByName[module],
                    affixesByShape[shapes[index]]?.contains(affix) == true
                else { continue }
                owner = min(owner ?? index, index)
            }
            return owner
        }
    }

    /// The names a declared service generates besides its own: its protocol (name + protocol
    /// suffix) and its mock (`Mock` + name).
    package func serviceTypeNames(_ service: String) -> [String] {
        [service + effectiveProtocolSuffix, "Mock" + service]
    }

    package mutating func checkNamesAcrossModules() {
        var moduleNames: [String: JSONNode] = [:]
        for module in modules where module.nameIsValid {
            guard let node = module.nameNode else { continue }
            let key = module.spec.name.lowercased()
            if let first = moduleNames[key], let firstName = first.stringValue {
                report(
                    .duplicateModuleName(
                        name: module.spec.name, otherName: firstName, otherKeyPath: first.keyPath,
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
                report(
                    .collidesWithGeneratedType(
                        name: declaration.name, subject: declaration.subject,
                        module: module.spec.name, moduleKeyPath: module.node.keyPath),
                    at: declaration.node)
            } else if let service = serviceTypes[declaration.name] {
                report(
                    .collidesWithServiceType(
                        name: declaration.name, subject: declaration.subject, service: service.name,
                        serviceKeyPath: service.node.keyPath, servicePosition: service.node.position),
                    at: declaration.node)
            } else if let first = declared[declaration.name], first.isShared != declaration.isShared {
                let shared = first.isShared ? first : declaration
                report(
                    .shadowsSharedDeclaration(
                        name: declaration.name, subject: declaration.subject,
                        sharedKeyPath: shared.node.keyPath, sharedPosition: shared.node.position),
                    at: first.isShared ? declaration.node : first.node)
            } else if let first = declared[declaration.name] {
                report(
                    .duplicateTypeName(
                        name: declaration.name, subject: declaration.subject, otherSubject: first.subject,
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
    package mutating func checkUndeclaredTypes() {
        var declared: Set<String> = []
        for declaration in declarations {
            declared.insert(declaration.name)
            if declaration.subject == .service { declared.formUnion(serviceTypeNames(declaration.name)) }
        }
        let index = GeneratedNameIndex(decoding: self)
        // Types repeat across a large spec (`String`, `[TaskItem]`): look each one up once.
        var unknownByType: [TypeSyntax: [String]] = [:]
        var suggestionPool: [String]?
        for use in typeUses {
            var reported: Set<String> = []
            for type in use.types {
                let unknown: [String]
                if !use.genericParameters.isEmpty {
                    unknown = SwiftKnownTypes.unknownNames(in: [type], declared: declared)
                        .filter { !use.genericParameters.contains($0) }
                } else if let cached = unknownByType[type] {
                    unknown = cached
                } else {
                    unknown = SwiftKnownTypes.unknownNames(in: [type], declared: declared)
                    unknownByType[type] = unknown
                }
                for name in unknown where index.owner(of: name) == nil && reported.insert(name).inserted {
                    // `Strin`: a slip of a declared or well-known type.
                    if suggestionPool == nil { suggestionPool = declared.sorted() + SwiftKnownTypes.sortedTypeNames }
                    // One slip only: `Session` is a type of the app, not a misspelt `Section`.
                    let suggestion = Suggestion.closest(to: name, among: suggestionPool ?? [])
                        .flatMap { Suggestion.editDistance($0, name) == 1 ? $0 : nil }
                    report(.undeclaredType(name: name, suggestion: suggestion), at: use.node)
                }
            }
        }
    }
}
