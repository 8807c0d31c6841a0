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
        var groupOf: [Int: Int] = [:]
        for (index, type) in types.enumerated() where type.kind != .extension {
            if byName[fullNames[index]] == nil { byName[fullNames[index]] = groups.count }
            groupOf[index] = groups.count
            groups.append([index])
        }
        for (index, type) in types.enumerated() where type.kind == .extension && type.parent == nil {
            if let group = byName[type.name] { groups[group].append(index) }
        }
        self.groups = groups
        roles = groups.map { members in
            let type = types[members[0]]
            return type.parent == nil
                ? RoleClassifier.classify(name: type.name, isClass: type.kind == .class, inheritance: type.inheritance) : nil
        }
    }

    // MARK: Types

    func types() -> [TypeSummary] {
        let functionOwners = functionCountsByGroup()
        return groups.enumerated().map { groupIndex, members in
            typeSummary(members, role: roles[groupIndex], functions: functionOwners[groupIndex] ?? 0)
        }
    }

    func foreignExtensions() -> [String] {
        let grouped = Set(groups.flatMap { $0 })
        return source.types.indices.filter { source.types[$0].kind == .extension && !grouped.contains($0) }
            .map { source.types[$0].name }
    }

    private func typeSummary(_ members: [Int], role: RoleClassifier.Match?, functions: Int) -> TypeSummary {
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
        return TypeSummary(
            name: type.name,
            kind: type.kind.rawValue,
            inheritance: inheritance,
            role: role,
            isNested: type.parent != nil,
            line: type.startLine,
            lines: lines,
            functions: functions,
            lcom4: [.class, .struct, .actor].contains(type.kind) ? Cohesion.lcom4(source: source, members: Set(members)) : nil,
            dependencies: dependencies(Set(members)),
            isViewController: isViewController,
            isContainerOrBase: isContainerOrBase,
            isSwiftUIScreen: type.kind == .struct && inheritance.contains("View") && isScreenLike(type, members)
        )
    }

    static let knownControllers: Set<String> = ["UINavigationController", "UITabBarController", "UIHostingController", "UISplitViewController"]
    static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]
    static let containerSuffixes = ["NavigationController", "TabBarController", "SplitViewController"]
    static let navigationNames: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView", "navigationTitle", "navigationBarTitle"]

    private func isScreenLike(_ type: TypeDeclaration, _ members: [Int]) -> Bool {
        if type.name.hasSuffix("Screen") || type.name.hasSuffix("Page") { return true }
        return members.contains { member in
            source.references[clamped(source.types[member].referenceRange)].contains { Self.navigationNames.contains($0.name) }
        }
    }

    /// Counts lizard's functions per group, each function going to the innermost type around
    /// its keyword line.
    private func functionCountsByGroup() -> [Int: Int] {
        var groupOfType: [Int: Int] = [:]
        for (groupIndex, members) in groups.enumerated() {
            for member in members { groupOfType[member] = groupIndex }
        }
        var counts: [Int: Int] = [:]
        for function in functions {
            var best: (span: Int, type: Int)?
            for (index, type) in source.types.enumerated() where type.startLine <= function.line && function.endLine <= type.endLine {
                let span = type.endLine - type.startLine
                if best == nil || span < best!.span { best = (span, index) }
            }
            if let best, let group = groupOfType[best.type] { counts[group, default: 0] += 1 }
        }
        return counts
    }

    private func dependencies(_ members: Set<Int>) -> [Dependency] {
        var result: [Dependency] = []
        for property in source.properties where property.parentType.map(members.contains) == true
            && !property.isComputed && !property.isStatic {
            var typeName = property.typeText.map(TypeText.baseName) ?? ""
            if property.typeText == nil, let first = property.initialValueIdentifiers.first, TypeText.looksLikeType(first) {
                typeName = first
            }
            guard TypeText.looksLikeType(typeName) else { continue }
            result.append(Dependency(name: property.name, typeName: typeName, isWeak: property.ownership != .strong,
                                     isInitializerParameter: false, line: property.line))
        }
        for function in source.functions where function.kind == .initializer && function.parentType.map(members.contains) == true {
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
        var names = Set<String>()
        for reference in source.references where TypeText.looksLikeType(reference.name) { names.insert(reference.name) }
        return names.sorted()
    }

    func singletons() -> [SingletonUse] {
        source.references.compactMap { reference in
            guard let qualifier = reference.qualifier, SingletonUse.counts(qualifier: qualifier, member: reference.name) else { return nil }
            return SingletonUse(type: qualifier, member: reference.name, line: reference.line)
        }
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: source.references.indices)
    }

    /// The first reference line of every distinct name used by a group's members.
    func referencedNamesWithLines(_ members: [Int]) -> [(name: String, line: Int)] {
        var seen = Set<String>()
        var result: [(String, Int)] = []
        for member in members {
            for reference in source.references[clamped(source.types[member].referenceRange)]
            where TypeText.looksLikeType(reference.name) && seen.insert(reference.name).inserted {
                result.append((reference.name, reference.line))
            }
        }
        return result
    }
}
