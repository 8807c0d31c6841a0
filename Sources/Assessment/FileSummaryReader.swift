import SwiftSource

/// Turns one file's declarations into a ``FileSummary``.
struct FileSummaryReader {
    let path: String
    let source: SourceFile
    let functions: [FunctionMetric]
    /// For each declared (non-extension) type: its index followed by its same-file extensions.
    let groups: [[Int]]
    /// Each group's role, classified once (nil for nested types and unclassified names).
    let roles: [RoleClassifier.Match?]
    /// For each of `source.types`, the group it belongs to; -1 for an extension of a type
    /// declared elsewhere.
    let groupOfType: [Int]
    /// For each group, the indices of `source.properties` and `source.functions` declared
    /// directly in its members, in source order.
    let propertiesOfGroup: [[Int]]
    let functionsOfGroup: [[Int]]

    init(path: String, source: SourceFile, functions: [FunctionMetric]) {
        self.path = path
        self.source = source
        self.functions = functions
        let types = source.types
        var fullNames: [String] = []
        fullNames.reserveCapacity(types.count)
        for type in types {
            let parentName = type.parent.map { fullNames[$0] }
            fullNames.append(parentName.map { "\($0).\(type.name)" } ?? type.name)
        }
        var byName: [String: Int] = [:]
        var groups: [[Int]] = []
        var groupOfType = Array(repeating: -1, count: types.count)
        for (index, type) in types.enumerated() where type.kind != .extension {
            if byName[fullNames[index]] == nil { byName[fullNames[index]] = groups.count }
            groupOfType[index] = groups.count
            groups.append([index])
        }
        for (index, type) in types.enumerated() where type.kind == .extension && type.parent == nil {
            if let group = byName[type.name] {
                groups[group].append(index)
                groupOfType[index] = group
            }
        }
        self.groups = groups
        self.groupOfType = groupOfType
        // Members looked up once per file, not once per type (a type's properties and
        // functions were each found by scanning all of the file's).
        func group(of parentType: Int?) -> Int? {
            guard let parentType, groupOfType.indices.contains(parentType), groupOfType[parentType] >= 0 else { return nil }
            return groupOfType[parentType]
        }
        var propertiesOfGroup = Array(repeating: [Int](), count: groups.count)
        for (index, property) in source.properties.enumerated() {
            if let group = group(of: property.parentType) { propertiesOfGroup[group].append(index) }
        }
        var functionsOfGroup = Array(repeating: [Int](), count: groups.count)
        for (index, function) in source.functions.enumerated() {
            if let group = group(of: function.parentType) { functionsOfGroup[group].append(index) }
        }
        self.propertiesOfGroup = propertiesOfGroup
        self.functionsOfGroup = functionsOfGroup
        roles = groups.map { members in
            let type = types[members[0]]
            return type.parent == nil
                ? RoleClassifier.classify(name: type.name, isClass: type.kind == .class, inheritance: type.inheritance) : nil
        }
    }

    // MARK: Types

    func types() -> [TypeSummary] {
        let functionOwners = functionCountsByGroup()
        return groups.indices.map { group in
            typeSummary(group, role: roles[group], functions: functionOwners[group])
        }
    }

    func foreignExtensions() -> [String] {
        source.types.indices.filter { source.types[$0].kind == .extension && groupOfType[$0] < 0 }
            .map { source.types[$0].name }
    }

    private func typeSummary(_ group: Int, role: RoleClassifier.Match?, functions: Int) -> TypeSummary {
        let members = groups[group]
        let type = source.types[members[0]]
        let inheritance = type.inheritance.map(TypeText.baseName)
        let isClass = type.kind == .class
        let lines = members.reduce(0) { $0 + source.types[$1].endLine - source.types[$1].startLine + 1 }
        let superclass = inheritance.first ?? ""
        let isViewController = isClass && !superclass.isEmpty && (
            superclass.hasSuffix("ViewController") || Self.knownControllers.contains(superclass)
                || role?.role == .viewController)
        let isContainerOrBase = isViewController && (
            Self.containers.contains(superclass) || Self.containerSuffixes.contains(where: type.name.hasSuffix)
                || type.name.hasPrefix("Base") || !type.genericParameters.isEmpty)
        return TypeSummary(.init(
            name: type.name,
            kind: type.kind.rawValue,
            inheritance: inheritance,
            role: role,
            isNested: type.parent != nil,
            line: type.startLine,
            lines: lines,
            functions: functions,
            lcom4: type.kind == .class || type.kind == .struct || type.kind == .actor
                ? Cohesion.lcom4(source: source, methods: functionsOfGroup[group], properties: propertiesOfGroup[group]) : nil,
            dependencies: dependencies(group),
            isViewController: isViewController,
            isContainerOrBase: isContainerOrBase,
            isSwiftUIScreen: type.kind == .struct && inheritance.contains("View") && isScreenLike(type, members)
        ))
    }

    static let knownControllers: Set<String> = ["UINavigationController", "UITabBarController", "UIHostingController", "UISplitViewController"]
    static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]
    static let containerSuffixes = ["NavigationController", "TabBarController", "SplitViewController"]
    static let navigationNames: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView", "navigationTitle", "navigationBarTitle"]

    private func isScreenLike(_ type: TypeDeclaration, _ members: [Int]) -> Bool {
        if type.name.hasSuffix("Screen") || type.name.hasSuffix("Page") { return true }
        return members.contains { member in
            source.references[clamped(source.types[member].referenceRange)].contains { Self.navigationNames.contains(source.name(of: $0)) }
        }
    }

    /// Counts lizard's functions per group, each function going to the innermost type around
    /// its keyword line.
    private func functionCountsByGroup() -> [Int] {
        var counts = Array(repeating: 0, count: groups.count)
        for function in functions {
            var best: (span: Int, type: Int)?
            for (index, type) in source.types.enumerated() where type.startLine <= function.line && function.endLine <= type.endLine {
                let span = type.endLine - type.startLine
                if best == nil || span < best!.span { best = (span, index) }
            }
            if let best, groupOfType[best.type] >= 0 { counts[groupOfType[best.type]] += 1 }
        }
        return counts
    }

    private func dependencies(_ group: Int) -> [Dependency] {
        var result: [Dependency] = []
        for property in propertiesOfGroup[group].map({ source.properties[$0] }) where !property.isComputed && !property.isStatic {
            var typeName = property.typeText.map(TypeText.baseName) ?? ""
            if property.typeText == nil, let first = property.initialValueIdentifiers.first, TypeText.looksLikeType(first) {
                typeName = first
            }
            guard TypeText.looksLikeType(typeName) else { continue }
            result.append(Dependency(name: property.name, typeName: typeName, isWeak: property.ownership != .strong,
                                     isInitializerParameter: false, line: property.line))
        }
        for function in functionsOfGroup[group].map({ source.functions[$0] }) where function.kind == .initializer {
            for (name, type) in ParameterClause.parameters(function.parameters) {
                let typeName = TypeText.baseName(type)
                guard TypeText.looksLikeType(typeName) else { continue }
                result.append(Dependency(name: name, typeName: typeName, isWeak: false, isInitializerParameter: true,
                                         line: function.keywordLine))
            }
        }
        return result
    }

    // MARK: References

    func referencedTypeNames() -> [String] {
        // Each distinct name tested once, by number, not each use hashed.
        var used = [Bool](repeating: false, count: source.names.count)
        for reference in source.references { used[reference.nameID] = true }
        var result: [String] = []
        for (id, name) in source.names.names.enumerated() where used[id] && TypeText.looksLikeType(name) { result.append(name) }
        return result.sorted()
    }

    func singletons() -> [SingletonUse] {
        source.references.compactMap { reference in
            guard let qualifier = source.qualifier(of: reference) else { return nil }
            let member = source.name(of: reference)
            guard SingletonUse.counts(qualifier: qualifier, member: member) else { return nil }
            return SingletonUse(type: qualifier, member: member, line: reference.line)
        }
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: source.references.indices)
    }

    /// The first reference line of every distinct name used by a group's members.
    func referencedNamesWithLines(_ members: [Int]) -> [(name: String, line: Int)] {
        var seen = [Bool](repeating: false, count: source.names.count)
        var result: [(String, Int)] = []
        for member in members {
            for reference in source.references[clamped(source.types[member].referenceRange)] where !seen[reference.nameID] {
                seen[reference.nameID] = true
                let name = source.name(of: reference)
                if TypeText.looksLikeType(name) { result.append((name, reference.line)) }
            }
        }
        return result
    }
}
