import WorkSharing

/// The project-level pass: modules, units, coupling, tests, violations and totals.
struct ProjectAnalysis {
    struct Unit {
        var name: String
        var path: String
        var module: DetectedModule?
        var files: [Int] = []
        var declared: Set<String> = []
        /// Whether its files add members to types declared elsewhere (see ``ExtensionMembers``).
        var extends = false
        var metrics = ModuleMetrics()
        var violations: [Violation] = []
        /// Whether it holds code a test could exercise: a type it declares, or members it adds
        /// to a type declared elsewhere. Only such units count in the tested share.
        var hasCode: Bool { !declared.isEmpty || extends }
    }

    let files: [FileSummary]
    var units: [Unit] = []
    var totals = ProjectTotals()
    var typeReports: [TypeReport] = []
    /// The types holding concrete collaborators, with them (the coupling smell's evidence).
    var concreteHolders: [SmellEvidence.ConcreteHolder] = []
    /// The names of the units no test uses, detected modules first, each name once (the
    /// testability smell's evidence).
    var untestedUnits: [String] = []
    var screens = 0

    init(files: [FileSummary]) {
        self.files = files
    }

    /// Runs the pass. `alongside`: work of the caller's (the report's JSON files section) done
    /// on the core that reads the names, after them, and returned.
    @discardableResult
    mutating func run(alongside: (() -> [UInt8])? = nil) -> [UInt8]? {
        // Two independent halves, on two cores where there are: the units (module folders,
        // detected modules, each unit's files and the types it declares), and the names every
        // unit's measures need (protocols, classes, what the tests use), then `alongside` (the
        // shorter half: given a core of its own, it took time from the units on two cores).
        let halves: [Half] = Parallel.map(2, minimum: 1) { range in
            range.map { $0 == 0 ? .units(Self.units(of: files)) : .names(Names(files), alongside?()) }
        }
        guard case .units(let built) = halves[0], case .names(let names, let alongsideResult) = halves[1] else {
            preconditionFailure("Parallel.map returns the halves in order")
        }
        var unitOfName: [String: Int] = [:]
        for (index, unit) in built.enumerated() {
            for name in unit.declared where unitOfName[name] == nil { unitOfName[name] = index }
        }
        // A class that is a view or view controller is a subview, never a concrete collaborator.
        // Nor is a data entity or test hook (``TypeSummary/isEntity``): the screen's data.
        let collaboratorClasses = names.classes.subtracting(names.uiClasses).subtracting(names.entities)
        // Each unit on its own, sixteen at a time by whichever core is free (merged in order):
        // the units it uses, whether it is tested, and its measures.
        let all = files
        let parts: [Measured] = Parallel.map(built.count, minimum: 32, chunk: 16) { range in
            var part = Measured()
            for index in range {
                var unit = built[index]
                // Each name a unit's files use, looked up where it is declared (file by file: no
                // set of the unit's names is built first, which would hash every name twice).
                var targets = Set<Int>()
                for file in unit.files {
                    for name in all[file].referencedTypeNames {
                        if let target = unitOfName[name], target != index { targets.insert(target) }
                    }
                }
                unit.metrics.efferentCoupling = targets.count
                part.targets.append(targets)
                unit.metrics.hasTests = Self.isTested(unit, files: all, names: names)
                Self.measure(
                    &unit, files: all, into: &part, protocols: names.protocols, classes: collaboratorClasses,
                    bases: names.superclasses, uiClasses: names.uiClasses, declared: names.declared,
                    dataLayer: names.dataLayer)
                part.units.append(unit)
            }
            return [part]
        }
        units.reserveCapacity(built.count)
        var targets: [Set<Int>] = []
        targets.reserveCapacity(built.count)
        for part in parts {
            units += part.units
            targets += part.targets
            totals.add(part.totals)
            typeReports += part.typeReports
            concreteHolders += part.concreteHolders
            screens += part.screens
        }
        var afferent = Array(repeating: 0, count: units.count)
        for index in units.indices {
            for target in targets[index] { afferent[target] += 1 }
        }
        for index in units.indices { units[index].metrics.afferentCoupling = afferent[index] }
        for file in files where !file.isTest {
            totals.files += 1
            if file.lines > MetricThresholds.longFileLines { totals.longFiles += 1 }
        }
        for unit in units where unit.hasCode {
            totals.units += 1
            totals.efferentCoupling += unit.metrics.efferentCoupling
            if unit.metrics.hasTests { totals.testedUnits += 1 }
        }
        var named = Set<String>()
        for isModule in [true, false] {
            for unit in units where unit.hasCode && !unit.metrics.hasTests && (unit.module != nil) == isModule {
                if named.insert(unit.name).inserted { untestedUnits.append(unit.name) }
            }
        }
        typeReports.sort { ($1.lines, $0.file, $0.line) < ($0.lines, $1.file, $1.line) }
        totals.largestTypeLines = typeReports.prefix(MetricThresholds.largestTypesScored).map(\.lines)
        return alongsideResult
    }

    /// A unit is tested when one test file names one of its top-level types and uses, in a
    /// working test, a member of that type (`sut.viewDidLoad()`, an enum case `.outOfRange`), or
    /// names a type the unit extends and uses a member of the extension (`calendar.nearTermRelation(…)`;
    /// see ``TestUses``). A test file that only declares `var sut: LoginPresenter!`, or whose
    /// test methods are empty or skipped, tests nothing.
    private static func isTested(_ unit: Unit, files: [FileSummary], names: Names) -> Bool {
        func usesMember(of typeName: String, _ members: [String]) -> Bool {
            let candidates =
                Names.literalTypes.contains(typeName)
                ? Array(names.testFiles.indices) : names.testFilesNaming[typeName] ?? []
            for test in candidates where members.contains(where: names.testFiles[test].contains) { return true }
            return false
        }
        for index in unit.files {
            for type in files[index].types where !type.isNested && !type.memberNames.isEmpty {
                if usesMember(of: type.name, type.memberNames) { return true }
            }
            for extended in files[index].extensionMembers where usesMember(of: extended.type, extended.members) {
                return true
            }
        }
        return false
    }

    /// One of ``run(alongside:)``'s two halves.
    private enum Half {
        case units([Unit])
        case names(Names, [UInt8]?)
    }

    /// The type names the measures look up.
    private struct Names {
        /// Protocols and classes declared outside tests.
        var protocols = Set<String>()
        var classes = Set<String>()
        /// For each test file, the members its working tests use (``TestUses/members``).
        var testFiles: [Set<String>] = []
        /// For each capitalized name, the test files that mention it (``TestUses/typeNames``).
        var testFilesNaming: [String: [Int]] = [:]
        /// Types whose values tests write as literals (`"a@b.c".isEmail`, `[1, 2].second`): a
        /// test uses an extension of one without naming it.
        static let literalTypes: Set<String> = [
            "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Optional",
            "Collection", "Sequence", "StringProtocol", "BinaryInteger", "FixedWidthInteger", "Numeric",
            "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint", "RandomAccessCollection",
            "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection"
        ]
        /// Superclasses named outside tests (see ``ModuleDetector/superclasses(_:)``).
        var superclasses = Set<String>()
        /// Classes declared outside tests that are views or view controllers, directly
        /// (``TypeSummary/isUIType``, ``TypeSummary/isViewController``) or through a project
        /// superclass (`AvatarImage: RoundedImageView`, `RoundedImageView: UIImageView`): a
        /// type's subviews, never its collaborators.
        var uiClasses = Set<String>()
        /// Classes declared outside tests that are data entities or test hooks.
        var entities = Set<String>()
        /// Top-level types declared outside tests, and those of them in data-layer files
        /// (``FileSummary/isDataLayerFile``).
        var declared = Set<String>()
        var dataLayer = Set<String>()

        init(_ files: [FileSummary]) {
            // Room for every type at once: the sets grew, rehashing every name, a dozen times.
            let typeCount = files.reduce(0) { $0 + $1.types.count }
            protocols.reserveCapacity(typeCount)
            classes.reserveCapacity(typeCount)
            superclasses.reserveCapacity(typeCount)
            uiClasses.reserveCapacity(typeCount)
            entities.reserveCapacity(typeCount)
            declared.reserveCapacity(typeCount)
            var superclassOf: [String: String] = [:]
            superclassOf.reserveCapacity(typeCount)
            for file in files {
                if file.isTest {
                    if let uses = file.testUses, !uses.members.isEmpty {
                        for name in uses.typeNames { testFilesNaming[name, default: []].append(testFiles.count) }
                        testFiles.append(Set(uses.members))
                    }
                    continue
                }
                let isDataLayerFile = file.isDataLayerFile
                for type in file.types where !type.isNested {
                    declared.insert(type.name)
                    if isDataLayerFile { dataLayer.insert(type.name) }
                }
                for type in file.types {
                    if type.kind == "protocol" {
                        protocols.insert(type.name)
                    } else if type.kind == "class" {
                        classes.insert(type.name)
                        if let first = type.inheritance.first {
                            superclasses.insert(first)
                            superclassOf[type.name] = first
                        }
                        if type.isUIType || type.isViewController { uiClasses.insert(type.name) }
                        if type.isEntity { entities.insert(type.name) }
                    }
                }
            }
            // A project type alias counts as what it names: a protocol or a composition of
            // protocols is a protocol, an alias of a class is that class (aliases of aliases too).
            let aliases = files.filter { !$0.isTest }.flatMap(\.typeAliases)
            for _ in 0..<2 {
                for alias in aliases {
                    if alias.targets.allSatisfy(protocols.contains) {
                        protocols.insert(alias.name)
                    } else if alias.targets.count == 1, let target = alias.targets.first, classes.contains(target) {
                        classes.insert(alias.name)
                        if uiClasses.contains(target) { uiClasses.insert(alias.name) }
                        if entities.contains(target) { entities.insert(alias.name) }
                    }
                }
            }
            // Through project superclasses, each chain followed at most as far as there are classes.
            for name in superclassOf.keys where !uiClasses.contains(name) {
                var current = name
                var steps = 0
                while let parent = superclassOf[current], steps < superclassOf.count {
                    if uiClasses.contains(parent) {
                        uiClasses.insert(name)
                        break
                    }
                    current = parent
                    steps += 1
                }
            }
        }
    }

    /// The coupling units: each detected module, then for files outside every module their
    /// folder; each with its files and the top-level types it declares.
    private static func units(of files: [FileSummary]) -> [Unit] {
        var sourcePaths: [String] = []
        for file in files where !file.isTest { sourcePaths.append(file.path) }
        let folders = ModuleDetector.moduleFolders(sourcePaths)
        var units: [Unit] = []
        var unitOfFile: [String: Int] = [:]
        for module in ModuleDetector.detect(files, folders: folders) {
            for file in module.files { unitOfFile[file] = units.count }
            units.append(Unit(name: module.name, path: module.path, module: module))
        }
        var folderUnits: [String: Int] = [:]
        var sourceIndex = 0
        for (index, file) in files.enumerated() where !file.isTest {
            let folder = folders[sourceIndex]
            sourceIndex += 1
            let unitIndex: Int
            if let assigned = unitOfFile[file.path] {
                unitIndex = assigned
            } else if let existing = folderUnits[folder] {
                unitIndex = existing
            } else {
                unitIndex = units.count
                folderUnits[folder] = unitIndex
                let name = ModuleDetector.lastComponent(folder) ?? "(root)"
                units.append(Unit(name: name, path: folder, module: nil))
            }
            units[unitIndex].files.append(index)
            for type in file.types where !type.isNested { units[unitIndex].declared.insert(type.name) }
            if !file.extensionMembers.isEmpty { units[unitIndex].extends = true }
        }
        return units
    }

    /// What measuring a run of units gives the project, merged in the units' order.
    private struct Measured {
        var units: [Unit] = []
        /// For each unit, the units it uses.
        var targets: [Set<Int>] = []
        var totals = ProjectTotals()
        var typeReports: [TypeReport] = []
        var concreteHolders: [SmellEvidence.ConcreteHolder] = []
        var screens = 0
    }

    private static func measure(
        _ unit: inout Unit, files: [FileSummary], into part: inout Measured, protocols: Set<String>,
        classes: Set<String>, bases: Set<String>, uiClasses: Set<String>, declared: Set<String>,
        dataLayer: Set<String>
    ) {
        func isDataLayer(_ name: String) -> Bool {
            declared.contains(name) ? dataLayer.contains(name) : FileSummaryReader.dataLayerManagers.contains(name)
        }
        let isCleanSwift = unit.module?.evidence.contains("Clean Swift (VIP)") ?? false
        for index in unit.files {
            let file = files[index]
            unit.metrics.files += 1
            unit.metrics.lines += file.lines
            for function in file.functions {
                unit.metrics.functions += 1
                unit.metrics.totalCcn += function.ccn
                unit.metrics.maxCcn = max(unit.metrics.maxCcn, function.ccn)
                if function.ccn > MetricThresholds.complexFunctionCCN { unit.metrics.complexFunctions += 1 }
                if function.cognitive > MetricThresholds.complexFunctionCognitive {
                    part.totals.cognitiveComplexFunctions += 1
                }
                if function.nloc > MetricThresholds.longFunctionNLOC { part.totals.longFunctions += 1 }
            }
            unit.metrics.singletons += file.singletons.count
            for type in file.types {
                if !type.isNested { unit.metrics.types += 1 }
                var concrete: [String] = []
                for dependency in Dependency.collaborators(type.dependencies) {
                    if protocols.contains(dependency.typeName) {
                        unit.metrics.protocolDependencies += 1
                        if dependency.isInitializerParameter { unit.metrics.injectedProtocolDependencies += 1 }
                    } else if classes.contains(dependency.typeName) {
                        unit.metrics.concreteDependencies += 1
                        if dependency.isInitializerParameter { unit.metrics.injectedConcreteDependencies += 1 }
                        concrete.append(dependency.typeName)
                    }
                }
                if !concrete.isEmpty {
                    part.concreteHolders.append(SmellEvidence.ConcreteHolder(type: type.name, collaborators: concrete))
                }
                if let lcom4 = type.lcom4 {
                    unit.metrics.maxLcom4 = max(unit.metrics.maxLcom4, lcom4)
                    part.totals.cohesionTypes += 1
                    if lcom4 == 1 { part.totals.cohesiveTypes += 1 }
                    if lcom4 == 2 { part.totals.splittableTypes += 1 }
                }
                // A view controller other classes inherit from is their base, not a screen (as ModuleDetector).
                if type.isScreen, !(type.isViewController && bases.contains(type.name)) { unit.metrics.screens += 1 }
                guard !type.isNested, type.kind != "protocol" else { continue }
                let report = TypeReport(
                    name: type.name, file: file.path, line: type.line, lines: type.lines,
                    functions: type.functions, lcom4: type.lcom4, isViewController: type.isViewController,
                    cognitive: type.cognitive, cohesionComponents: type.cohesionComponents)
                part.typeReports.append(report)
                if unit.metrics.largestType.map({ $0.lines < report.lines }) ?? true {
                    unit.metrics.largestType = report
                }
                if type.isMassiveViewController { unit.metrics.massiveViewControllers.append(report) }
                let isUI = type.isUIType || type.kind == "class" && uiClasses.contains(type.name)
                if let limit = type.massiveTypeLimit(isUI: isUI) {
                    unit.violations.append(
                        Violation(
                            rule: ViolationRule.massiveType.rawValue, file: file.path, line: type.line,
                            message:
                                "\(type.name) has \(type.lines) lines (over \(limit) for \(isUI ? "a UI type" : "any type")): split it"
                        ))
                }
            }
            for finding in file.findings
            where !(isCleanSwift && finding.exemptInCleanSwift)
                && !(finding.onlyInVIPER && unit.module?.pattern != .viper)
                && finding.needsDataLayerType.map(isDataLayer) ?? true
            {
                unit.violations.append(finding.violation)
            }
        }
        unit.violations.sort()
        part.totals.functions += unit.metrics.functions
        part.totals.totalCcn += unit.metrics.totalCcn
        part.totals.complexFunctions += unit.metrics.complexFunctions
        part.totals.protocolDependencies += unit.metrics.protocolDependencies
        part.totals.concreteDependencies += unit.metrics.concreteDependencies
        part.totals.injectedProtocolDependencies += unit.metrics.injectedProtocolDependencies
        part.totals.injectedConcreteDependencies += unit.metrics.injectedConcreteDependencies
        part.totals.singletons += unit.metrics.singletons
        part.totals.massiveViewControllers += unit.metrics.massiveViewControllers.count
        part.screens += unit.metrics.screens
    }

    /// The pattern whose modules hold the most screens, each module weighing at least 1; ties
    /// go to the first in VIPER, MVP, MVVM, MVC order.
    func dominantPattern() -> ArchitecturePattern? {
        var weight: [ArchitecturePattern: Int] = [:]
        for unit in units {
            guard let pattern = unit.module?.pattern else { continue }
            weight[pattern, default: 0] += max(1, unit.metrics.screens)
        }
        return ArchitecturePattern.allCases.max { a, b in
            (weight[a] ?? -1, b) < (weight[b] ?? -1, a)
        }.flatMap { weight[$0] == nil ? nil : $0 }
    }

    func moduleReports() -> [ModuleReport] {
        let detected = units.compactMap { unit in
            unit.module.map { module in
                ModuleReport(
                    name: module.name, path: module.path, pattern: module.pattern, evidence: module.evidence,
                    metrics: unit.metrics, violations: unit.violations, files: module.files)
            }
        }
        let others = units.filter { $0.module == nil && !$0.violations.isEmpty }.map { unit in
            ModuleReport(
                name: unit.name, path: unit.path, pattern: nil, evidence: [], metrics: unit.metrics,
                violations: unit.violations, files: unit.files.map { files[$0].path })
        }.sorted { $0.path < $1.path }
        return detected + others
    }
}
