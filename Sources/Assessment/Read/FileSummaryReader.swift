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
    /// Each group's inheritance clause as nominal names (generic arguments dropped, `""` for a
    /// type that has none): read once, by the roles, the type summaries and the findings.
    let inheritanceOfGroup: [[String]]
    /// For each of `source.types`, the group it belongs to; -1 for an extension of a type
    /// declared elsewhere.
    let groupOfType: [Int]
    /// For each group, the indices of `source.properties` and `source.functions` declared
    /// directly in its members, in source order.
    let propertiesOfGroup: [[Int]]
    let functionsOfGroup: [[Int]]
    /// The file's bytes (for ``Cohesion``'s parameters and locals); may be empty.
    let bytes: [UInt8]

    init(path: String, source: SourceFile, functions: [FunctionMetric], bytes: [UInt8] = []) {
        self.path = path
        self.bytes = bytes
        self.source = source
        self.functions = functions
        let types = source.types
        var fullNames: [String] = []
        fullNames.reserveCapacity(types.count)
        for index in types.indices {
            let name = types[index].name
            fullNames.append(types[index].parent.map { "\(fullNames[$0]).\(name)" } ?? name)
        }
        var groups: [[Int]] = []
        var groupOfType = Array(filled: -1, count: types.count)
        for index in types.indices where types[index].kind != .extension {
            groupOfType[index] = groups.count
            groups.append([index])
        }
        // An extension joins the first group of its name. Most files declare a type or two: a
        // dictionary of names (made, hashed, freed per file) cost more than comparing them.
        let byName: [String: Int]? =
            groups.count > Self.groupsFoundInOrder ? Self.firstGroups(groups, fullNames: fullNames) : nil
        for index in types.indices where types[index].kind == .extension && types[index].parent == nil {
            let name = types[index].name
            let found = if let byName { byName[name] } else { groups.firstIndex { fullNames[$0[0]] == name } }
            if let group = found {
                groups[group].append(index)
                groupOfType[index] = group
            }
        }
        self.groups = groups
        self.groupOfType = groupOfType
        // Members looked up once per file, not once per type (a type's properties and
        // functions were each found by scanning all of the file's).
        func group(of parentType: Int?) -> Int? {
            guard let parentType, groupOfType.indices.contains(parentType), groupOfType[parentType] >= 0 else {
                return nil
            }
            return groupOfType[parentType]
        }
        var propertiesOfGroup = Array(filled: [Int](), count: groups.count)
        // By index here and below: iterating the declarations copied each one (its strings and
        // arrays) to read one field.
        for index in source.properties.indices {
            if let group = group(of: source.properties[index].parentType) { propertiesOfGroup[group].append(index) }
        }
        var functionsOfGroup = Array(filled: [Int](), count: groups.count)
        for index in source.functions.indices {
            if let group = group(of: source.functions[index].parentType) { functionsOfGroup[group].append(index) }
        }
        self.propertiesOfGroup = propertiesOfGroup
        self.functionsOfGroup = functionsOfGroup
        let inheritanceOfGroup = groups.map { members in types[members[0]].inheritance.map { $0.nominalName ?? "" } }
        self.inheritanceOfGroup = inheritanceOfGroup
        roles = groups.indices.map { group in
            let type = types[groups[group][0]]
            return type.parent == nil
                ? RoleClassifier.classify(
                    name: type.name, isClass: type.kind == .class, inheritance: inheritanceOfGroup[group])
                : nil
        }
    }

    /// Up to how many groups an extension's group is found by comparing names in order.
    private static let groupsFoundInOrder = 8

    /// The first group of each full name.
    private static func firstGroups(_ groups: [[Int]], fullNames: [String]) -> [String: Int] {
        var byName: [String: Int] = [:]
        byName.reserveCapacity(groups.count)
        for group in groups.indices where byName[fullNames[groups[group][0]]] == nil {
            byName[fullNames[groups[group][0]]] = group
        }
        return byName
    }

    // MARK: Types

    func types() -> [TypeSummary] {
        let (functionOwners, cognitive) = functionCountsByGroup()
        var scratch = Cohesion.Scratch(names: source.names.count)
        return groups.indices.map { group in
            typeSummary(
                group, role: roles[group], functions: functionOwners[group], cognitive: cognitive[group],
                scratch: &scratch)
        }
    }

    func foreignExtensions() -> [String] {
        source.types.indices.filter { source.types[$0].kind == .extension && groupOfType[$0] < 0 }
            .map { source.types[$0].name }
    }

    private func typeSummary(
        _ group: Int, role: RoleClassifier.Match?, functions: Int, cognitive: Int,
        scratch: inout Cohesion.Scratch
    ) -> TypeSummary {
        let members = groups[group]
        let type = source.types[members[0]]
        let inheritance = inheritanceOfGroup[group]
        let isClass = type.kind == .class
        let lines = members.reduce(0) { $0 + source.types[$1].endLine - source.types[$1].startLine + 1 }
        let superclass = inheritance.first ?? ""
        let isViewController =
            isClass && !superclass.isEmpty
            && (superclass.hasSuffix("ViewController") || Self.knownControllers.contains(superclass)
                || role?.role == .viewController)
        let isContainerOrBase =
            isViewController
            && (Self.containers.contains(superclass) || Self.containerSuffixes.contains(where: type.name.hasSuffix)
                || type.name.hasPrefix("Base") || !type.genericParameters.isEmpty)
        // A framework protocol, or any delegate or data source protocol, adopted by the type or
        // one of its same-file extensions (see ``Cohesion``'s framework hooks).
        // (Each name looked at where it is: no array joined first.)
        func delegates(_ name: String) -> Bool {
            Cohesion.isFrameworkName(name) || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
        }
        let adoptsDelegate =
            inheritance.dropFirst(isClass ? 1 : 0).contains(where: delegates)
            || members.dropFirst().contains { member in
                source.types[member].inheritance.contains { delegates($0.nominalName ?? "") }
            }
        let cohesion: [[String]]?
        if type.kind == .class || type.kind == .struct || type.kind == .actor {
            let inheritsUI = TypeSummary.inheritsUI(kind: type.kind.rawValue, inheritance: inheritance)
            cohesion = Cohesion.components(
                source: source, methods: functionsOfGroup[group], properties: propertiesOfGroup[group],
                passiveExempt: isViewController || [.view, .viewController, .presenter].contains(role?.role)
                    || inheritsUI,
                discountsForwarders: [.presenter, .viewModel].contains(role?.role),
                passiveUI: isViewController || [.view, .viewController].contains(role?.role) || inheritsUI,
                frameworkHooks: (inheritance.contains(where: Cohesion.isFrameworkName) || adoptsDelegate)
                    && !inheritance.contains(where: Cohesion.appDelegateProtocols.contains),
                adoptsFrameworkProtocol: adoptsDelegate,
                mediator: role?.role == .presenter,
                systemEvents: Cohesion.isSystemEventsHandlerName(type.name)
                    || inheritance.contains(where: Cohesion.isSystemEventsHandlerName),
                typeName: type.name, bytes: bytes, scratch: &scratch)
        } else {
            cohesion = nil
        }
        return TypeSummary(
            .init(
                name: type.name,
                kind: type.kind.rawValue,
                inheritance: inheritance,
                role: role,
                isNested: type.parent != nil,
                line: type.startLine,
                lines: lines,
                functions: functions,
                lcom4: cohesion?.count,
                dependencies: dependencies(group),
                memberNames: memberNames(group),
                isViewController: isViewController,
                isContainerOrBase: isContainerOrBase,
                isSwiftUIScreen: type.kind == .struct && inheritance.contains("View")
                    && isScreenLike(type, members, group: group),
                cognitive: cognitive,
                cohesionComponents: (cohesion?.count ?? 0) > 1 ? cohesion! : [],
                isEntity: type.kind == .class && isEntity(type, inheritance: inheritance, group: group)
            ))
    }

    /// See ``TypeSummary/isEntity``.
    private func isEntity(_ type: TypeDeclaration, inheritance: [String], group: Int) -> Bool {
        let name = type.name
        if name == "Inspection" || (name.hasSuffix("Model") && !name.hasSuffix("ViewModel")) || name.hasSuffix("Entity")
            || name.hasSuffix("DTO")
        {
            return true
        }
        if type.attributes.contains(where: { $0.name == .model && $0.arguments == nil }) { return true }
        if inheritance.contains(where: Self.entityBases.contains) { return true }
        let stored = propertiesOfGroup[group].contains {
            !source.properties[$0].isComputed && !source.properties[$0].isStatic
        }
        let methods = functionsOfGroup[group].contains { index in
            let function = source.functions[index]
            return function.kind == .function && function.parentFunction == nil
                && !function.modifiers.isTypeMember && !Self.entityMethods.contains(function.name)
        }
        // A behaviour class whose methods live in extensions in other files is not a data holder.
        return stored && !methods && !Self.collaboratorSuffixes.contains(where: name.hasSuffix)
    }

    static let collaboratorSuffixes = [
        "Service", "Manager", "Repository", "Client", "Provider", "Store", "Router", "Coordinator",
        "Interactor", "Presenter", "Worker", "Controller", "Handler", "API", "Api", "Wireframe"
    ]

    static let entityBases: Set<String> = ["Codable", "Decodable", "NSManagedObject", "Object", "Mappable"]
    static let entityMethods: Set<String> = ["encode", "hash", "isEqual", "copy", "mapping", "==", "description"]

    static let knownControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UIHostingController", "UISplitViewController"
    ]
    static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]
    static let containerSuffixes = ["NavigationController", "TabBarController", "SplitViewController"]
    static let navigationNames: Set<String> = [
        "NavigationView", "NavigationStack", "NavigationSplitView", "navigationTitle", "navigationBarTitle"
    ]

    /// A top-level SwiftUI view is a screen when it says so by name (`…Screen`, `…Page`), sets
    /// up navigation (``navigationNames``), owns a view model (a stored property whose type ends
    /// in `ViewModel`), or is the view its folder is named after (`CountriesList/CountriesListView.swift`
    /// declaring `CountriesList` or `CountriesListView`): a screen without a navigation title is
    /// still a screen, while rows, cells and shared pieces (`ErrorView` in `Common/`) are not.
    private func isScreenLike(_ type: TypeDeclaration, _ members: [Int], group: Int) -> Bool {
        guard type.parent == nil else { return false }
        if type.name.hasSuffix("Screen") || type.name.hasSuffix("Page") { return true }
        if let folder = Self.folderName(of: path).map(String.init), type.name == folder || type.name == folder + "View"
        {
            return true
        }
        if propertiesOfGroup[group].contains(where: { index in
            let property = source.properties[index]
            return !property.isStatic && (property.type?.nominalName ?? "").hasSuffix("ViewModel")
        }) {
            return true
        }
        return members.contains { member in
            source.references[clamped(source.types[member].referenceRange)].contains {
                Self.navigationNames.contains(source.name(of: $0))
            }
        }
    }

    /// The last folder of a path (`CountriesList` for `UI/CountriesList/CountriesListView.swift`).
    static func folderName(of path: String) -> Substring? {
        let components = PathComponents.of(path)
        return components.count >= 2 ? components[components.count - 2] : nil
    }

    /// Counts lizard's functions per group, each function going to the innermost type around
    /// it: of the types whose lines hold the function's lines, the one with the fewest lines,
    /// the first declared among equals. Also the sum of their cognitive complexity per group.
    private func functionCountsByGroup() -> (counts: [Int], cognitive: [Int]) {
        var counts = Array(filled: 0, count: groups.count)
        var cognitive = Array(filled: 0, count: groups.count)
        let types = source.types
        // Comparing every function with every type is quadratic: fine for a few hundred pairs,
        // 248 s for a file of 260,000 types. Beyond that, a sweep in line order.
        let owners =
            types.count * functions.count <= 1 << 12
            ? functions.indices.map { innermostTypeByComparison(around: $0) }
            : InnermostSpan.owners(
                of: functions.map { ($0.line, $0.endLine) }, in: types.map { ($0.startLine, $0.endLine) })
        for (f, owner) in owners.enumerated() {
            if let owner, groupOfType[owner] >= 0 {
                counts[groupOfType[owner]] += 1
                cognitive[groupOfType[owner]] += functions[f].cognitive
            }
        }
        return (counts, cognitive)
    }

    /// The innermost type around function `f`, every type compared (see ``InnermostSpan``).
    func innermostTypeByComparison(around f: Int) -> Int? {
        let function = functions[f]
        var best: (span: Int, type: Int)?
        for index in source.types.indices {
            let (start, end) = (source.types[index].startLine, source.types[index].endLine)
            guard start <= function.line, function.endLine <= end else { continue }
            let span = end - start
            if best == nil || span < best!.span { best = (span, index) }
        }
        return best?.type
    }

    /// The names of its functions and properties that are not `private` or `fileprivate`, and
    /// of an enum's cases.
    private func memberNames(_ group: Int) -> [String] {
        let hidden: (_ modifiers: Modifiers) -> Bool = { !$0.isDisjoint(with: [.private, .fileprivate]) }
        // Room for all at once, each declaration's fields read in place (not copied whole).
        var names: [String] = []
        names.reserveCapacity(functionsOfGroup[group].count + propertiesOfGroup[group].count)
        for index in functionsOfGroup[group]
        where source.functions[index].kind == .function && source.functions[index].parentFunction == nil
            && !hidden(source.functions[index].modifiers)
        {
            names.append(source.functions[index].name)
        }
        for index in propertiesOfGroup[group] where !hidden(source.properties[index].modifiers) {
            names.append(source.properties[index].name)
        }
        if source.types[groups[group][0]].kind == .enum { names += enumCases(source.types[groups[group][0]]) }
        return names
    }

    /// A type's own observable output, created in place (`let title: Observable<String> =
    /// Observable("")`, `let items = BehaviorRelay<[Item]>(value: [])`, `CurrentValueSubject`,
    /// `PublishSubject`, a `@Published` property): state it publishes, not a collaborator.
    static func isObservableBox(_ property: PropertyDeclaration, typeName: String) -> Bool {
        if property.attributes.contains(Attribute(.published)) { return true }
        guard !property.initialValueIdentifiers.isEmpty else { return false }
        return observableBoxes.contains(typeName) || observableBoxSuffixes.contains(where: typeName.hasSuffix)
    }

    static let observableBoxes: Set<String> = [
        "Observable", "Variable", "Dynamic", "Box", "Bindable", "MutableProperty", "LiveData", "Published"
    ]
    static let observableBoxSuffixes = ["Subject", "Relay"]

    private func dependencies(_ group: Int) -> [Dependency] {
        var result: [Dependency] = []
        // A property or parameter typed by one of the type's own generic parameters
        // (`PostsUseCase<Repository>`'s `repository: Repository`) names no project type, even
        // when a project type has the parameter's name.
        var generic: Set<String> = []
        for type in groups[group] { generic.formUnion(source.types[type].genericParameters) }
        // By index: copying each declaration (its strings and arrays) to filter them cost more
        // than the rest of the loop.
        for index in propertiesOfGroup[group]
        where !source.properties[index].isComputed && !source.properties[index].isStatic {
            let property = source.properties[index]
            var typeName = property.type.map { DependencyTypeName.of($0) ?? "" } ?? ""
            if property.type == nil, let first = property.initialValueIdentifiers.first,
                TypeNameSpelling.looksLikeType(first)
            {
                typeName = first
            }
            guard TypeNameSpelling.looksLikeType(typeName), !generic.contains(typeName),
                !Self.isObservableBox(property, typeName: typeName)
            else {
                continue
            }
            result.append(
                Dependency(
                    name: property.name, typeName: typeName, isWeak: property.ownership != .strong,
                    isInitializerParameter: false, line: property.line,
                    isOutlet: property.attributes.contains { $0.name == .ibOutlet || $0.name == .ibOutletCollection }))
        }
        for index in functionsOfGroup[group] where source.functions[index].kind == .initializer {
            let function = source.functions[index]
            for parameter in function.parameters {
                let name = parameter.name
                guard let typeName = parameter.type.flatMap(DependencyTypeName.of),
                    TypeNameSpelling.looksLikeType(typeName),
                    !generic.contains(typeName)
                else { continue }
                result.append(
                    Dependency(
                        name: name, typeName: typeName, isWeak: false, isInitializerParameter: true,
                        line: function.keywordLine))
            }
        }
        return result
    }

    // MARK: References

    func referencedTypeNames() -> [String] {
        // Each distinct name tested once, by number, not each use hashed.
        let names = source.names.names
        var used = [Bool](filled: false, count: names.count)
        for reference in source.references { used[reference.nameID] = true }
        var result: [String] = []
        result.reserveCapacity(names.count)
        for id in names.indices where used[id] && TypeNameSpelling.looksLikeType(names[id]) { result.append(names[id]) }
        StringOrder.sort(&result)
        return result
    }

    func singletons() -> [SingletonUse] {
        // The member decides most uses: asked once per name number, not hashed for every use.
        var memberCounts = [UInt8](filled: 0, count: source.names.count)  // 0 not asked, 1 yes, 2 no
        var result: [SingletonUse] = []
        for reference in source.references {
            guard let qualifierID = reference.qualifierID else { continue }
            let id = reference.nameID
            if memberCounts[id] == 0 { memberCounts[id] = SingletonUse.isMember(source.names.names[id]) ? 1 : 2 }
            guard memberCounts[id] == 1 else { continue }
            let qualifier = source.names.names[qualifierID]
            let member = source.names.names[id]
            guard SingletonUse.counts(qualifier: qualifier, member: member) else { continue }
            result.append(SingletonUse(type: qualifier, member: member, line: reference.line))
        }
        return result
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: source.references.indices)
    }

    /// The first reference line of every distinct name used by a group's members. `seen`: one
    /// mark per name of the file, all false, made once per file (made per group, it cost the
    /// whole name table each time: quadratic in a file of many types); left all false.
    func referencedNamesWithLines(_ members: [Int], seen: inout [Bool]) -> [(name: String, line: Int)] {
        // Labelled as returned: an unlabelled tuple array was cast to it element by element.
        var result: [(name: String, line: Int)] = []
        var marked: [Int] = []
        for member in members {
            for reference in source.references[clamped(source.types[member].referenceRange)]
            where !seen[reference.nameID] {
                seen[reference.nameID] = true
                marked.append(reference.nameID)
                let name = source.name(of: reference)
                if TypeNameSpelling.looksLikeType(name) { result.append((name, reference.line)) }
            }
        }
        for id in marked { seen[id] = false }
        return result
    }
}
