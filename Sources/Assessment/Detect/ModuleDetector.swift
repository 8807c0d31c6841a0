/// Finds modules and their patterns from folders, type names and roles.
///
/// 1. **Folders.** A file's module folder is its folder, except that a folder named after a
///    VIPER or MVVM component (`Presenter`, `Interactor`, `Router`, `View`, `ViewModel`,
///    `Manager`, …) is replaced by its parent when the parent has at least two such sub-folders,
///    one of them specific (`Presenter`, `Interactor`, `Router`, `Wireframe`, `Configurator`,
///    `Assembly`, `Builder`, `ViewModel`), or when the parent is a layer group (`User Interface`,
///    `Application Logic`, `Module Interface`, `Business Logic`); a layer group is replaced by
///    its parent when that holds two or more of them or of component folders. Generamba's
///    `Modules/Login/{Presenter,Interactor,…}/`, the classic `Modules/Add/{User Interface/
///    {Presenter,View,Wireframe}, Application Logic/{Interactor,Manager}}/` and an MVVM
///    `MoviesList/{View,ViewModel}/` are each one module, while an MVC app's `View/` and
///    `Model/` stay layer folders.
/// 2. **Roles** come from top-level type names (see ``RoleClassifier``). A view model whose stem
///    ends in `Cell`, `Item` or `Row` belongs to a cell, not a screen, and forms no module. A
///    view controller that another class of the project inherits from is a base class, not a
///    screen (`class ViewController: UIViewController` under `class LoginViewController:
///    ViewController`). A SwiftUI screen (``TypeSummary/isSwiftUIScreen``) plays the view
///    controller's role. A presenter's stored property named `…interactor` whose type is a
///    `…UseCase` is the module's interactor (a use case standing in for it); use cases a
///    presenter holds under other names are the domain layer's, and leave it MVP.
/// 3. **Components.** A folder whose only module-forming roles are view controllers, or only
///    view models without a screen (a `UIView` with its view model), is a component of the
///    module in the nearest enclosing folder that has module-forming roles, and joins it
///    (`MoviesList/View/MoviesListTableView/`); without one, view models without a screen form
///    no module.
/// 4. **Stems.** A folder where two or more stems each have two or more module-forming roles
///    (Bark's `Controller/` with `HomeViewController` + `HomeViewModel`, `SoundsViewController` +
///    `SoundsViewModel`, …) is split into one module per such stem, holding the files that
///    declare its role types; the other files of the folder belong to no module. A folder of
///    view controllers only is one module named after it, unless it is a layer folder
///    (`Controller`, `Controllers`, `View`, `Views`, `Screens`, `Scenes`, `UI`, …): then each
///    view controller is a module named after its stem. Otherwise the folder is one module,
///    named after the stem with the most roles, or after the folder when its name ends with
///    that stem (`AllPosts/` holding `PostsViewModel`) or when its stems disagree with one role
///    each (`MoviesQueriesList/` holding `MoviesQueryListViewModel` and
///    `MoviesQueriesTableViewController`).
/// 5. **Sub-folders** without module-forming roles (`Home/Cells/`) join the nearest enclosing
///    module, except utility folders (`Utilities`, `Extensions`, `Helpers`, `Common`,
///    `Services`, `Networking`, `Models`, …) and except into a module whose folder holds the
///    app's entry point (an `…AppDelegate`, `…SceneDelegate`, or a SwiftUI `App`): a root
///    folder does not swallow the app's utilities; and except into a module whose folder is a
///    layer folder (`View/`, `Controllers/`, …): a layer folder gathers unrelated screens and
///    components, so its sub-folders (V2ex's `View/V2PhotoBrowser/` beside
///    `View/V2ActivityViewController.swift`) belong to no one screen.
/// 6. **Pattern**, from the roles present: Presenter with Interactor → VIPER (with Router and
///    Worker or `…BusinessLogic`/`…DisplayLogic` protocols: evidence `Clean Swift (VIP)`);
///    Presenter without Interactor → MVP, even with a Router or Wireframe; ViewModel → MVVM;
///    Interactor with Router but no Presenter → VIPER; view controllers only → MVC. Folders with
///    no view controller, presenter, interactor or view model (builders or routers alone) are
///    not modules.
package enum ModuleDetector {
    static let componentFolders: Set<String> = [
        "presenter", "interactor", "router", "wireframe", "configurator", "assembly", "builder", "view", "views",
        "viewcontroller",
        "viewmodel", "viewmodels", "entity", "worker", "protocols", "model", "models", "coordinator", "navigator",
        "module",
        "manager", "transition"
    ]
    /// Component folders that only a module split by role has (not an MVC app's `View/` + `Model/`).
    static let viperFolders: Set<String> = [
        "presenter", "interactor", "router", "wireframe", "configurator", "assembly", "builder", "viewmodel",
        "viewmodels"
    ]
    /// Folders that group a module's layers (spaces and case ignored).
    static let layerGroups: Set<String> = [
        "userinterface", "applicationlogic", "moduleinterface", "businesslogic", "presentationlogic"
    ]
    /// Layer folders, never a module's name (case ignored).
    static let layerFolders: Set<String> = [
        "controller", "controllers", "viewcontroller", "viewcontrollers", "view", "views", "screens", "scenes", "ui",
        "presentation",
        "modules", "features"
    ]
    /// Folders of shared code that never join an enclosing module (case ignored).
    static let utilityFolders: Set<String> = [
        "utilities", "utility", "utils", "util", "extensions", "extension", "helpers", "helper", "common", "shared",
        "core",
        "services", "service", "networking", "network", "api", "models", "model", "managers", "resources", "library",
        "libraries", "data", "domain", "repositories", "storage", "persistence", "infrastructure", "support",
        "foundation"
    ]
    static let cellStems = ["Cell", "Item", "Row"]

    struct RoleType {
        var match: RoleClassifier.Match
        var name: String
        var file: String
        var isProtocol: Bool
        /// A `…UseCase` a presenter holds as its interactor.
        var isUseCase = false
    }

    /// The superclasses named by the project's classes (first inheritance, generic arguments
    /// dropped): a view controller among them is a base class, not a screen.
    static func superclasses(_ files: [FileSummary]) -> Set<String> {
        var names = Set<String>()
        for file in files where !file.isTest {
            for type in file.types where type.kind == "class" {
                if let first = type.inheritance.first { names.insert(first) }
            }
        }
        return names
    }

    /// The modules of a project, sorted by path then name. Test files are ignored.
    package static func detect(_ files: [FileSummary]) -> [DetectedModule] {
        detect(files, folders: moduleFolders(files.filter { !$0.isTest }.map(\.path)))
    }

    /// ``detect(_:)`` given ``moduleFolders(_:)`` of the files that are not tests, in their order.
    static func detect(_ files: [FileSummary], folders: [String]) -> [DetectedModule] {
        // Paths and role types per folder (not the summaries), found with one lookup per file.
        let bases = superclasses(files)
        var contents: [String: (paths: [String], roleTypes: [RoleType])] = [:]
        var entryFolders = Set<String>()
        var sourceIndex = 0
        for file in files where !file.isTest {
            let folder = folders[sourceIndex]
            sourceIndex += 1
            let types = roleTypes(in: file, bases: bases)
            contents[folder, default: ([], [])].paths.append(file.path)
            if !types.isEmpty { contents[folder]!.roleTypes.append(contentsOf: types) }
            if file.types.contains(where: isEntryPoint) { entryFolders.insert(folder) }
        }
        joinComponents(&contents)
        var modules: [DetectedModule] = []
        var roleless: [String] = []
        for folder in contents.keys.sorted() {
            let (paths, roleTypes) = contents[folder]!
            if !roleTypes.contains(where: { $0.match.role.formsModule }) {
                roleless.append(folder)
                continue
            }
            modules += modulesOfFolder(folder, paths, roleTypes)
        }
        attachSubfolders(roleless, contents.mapValues(\.paths), entryFolders: entryFolders, &modules)
        return modules.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
    }

    /// An app's entry point: its application or scene delegate, or a SwiftUI `App`.
    static func isEntryPoint(_ type: TypeSummary) -> Bool {
        !type.isNested
            && (type.name.hasSuffix("AppDelegate") || type.name.hasSuffix("SceneDelegate")
                || type.inheritance.contains("UIApplicationDelegate") || type.inheritance.contains("App"))
    }

    static func roleTypes(in file: FileSummary, bases: Set<String> = []) -> [RoleType] {
        var result: [RoleType] = []
        for type in file.types where !type.isNested {
            if type.isSwiftUIScreen {
                let stem = type.role?.stem ?? screenStem(type.name)
                result.append(
                    RoleType(
                        match: .init(role: .viewController, stem: stem), name: type.name, file: file.path,
                        isProtocol: false))
                continue
            }
            guard let match = type.role else { continue }
            if match.role == .viewModel, cellStems.contains(where: match.stem.hasSuffix) { continue }
            if match.role == .viewController,
                !type.isViewController || type.isContainerOrBase || bases.contains(type.name)
            {
                continue
            }
            result.append(RoleType(match: match, name: type.name, file: file.path, isProtocol: type.kind == "protocol"))
            if match.role == .presenter, type.kind != "protocol" {
                for dependency in type.dependencies where dependency.name.lowercased().hasSuffix("interactor") {
                    guard let useCase = RoleClassifier.useCase(dependency.typeName) else { continue }
                    result.append(
                        RoleType(
                            match: .init(role: .interactor, stem: match.stem), name: useCase, file: file.path,
                            isProtocol: false, isUseCase: true))
                }
            }
        }
        return result
    }

    /// A SwiftUI screen's stem: its name without `Screen`, `Page` or `View`.
    static func screenStem(_ name: String) -> String {
        for suffix in ["Screen", "Page", "View"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Step 3: folders that are components of an enclosing module join it (deepest first, so
    /// that nested components reach the module); view models without a screen and without one
    /// lose their roles.
    static func joinComponents(_ contents: inout [String: (paths: [String], roleTypes: [RoleType])]) {
        let logicRoles: Set<Role> = [.presenter, .interactor, .router, .builder]
        for folder in contents.keys.sorted(by: { ($0.utf8.count, $1) > ($1.utf8.count, $0) }) where !folder.isEmpty {
            let roles = Set(contents[folder]!.roleTypes.map(\.match.role).filter(\.formsModule))
            guard !roles.isEmpty, roles.isDisjoint(with: logicRoles) else { continue }
            let screenOnly = roles == [.viewController]
            let componentModel = roles == [.viewModel]
            guard screenOnly || componentModel else { continue }
            var components = PathComponents.of(folder).dropLast()
            var target: String?
            while target == nil {
                let ancestor = components.joined(separator: "/")
                if let roleTypes = contents[ancestor]?.roleTypes,
                    roleTypes.contains(where: {
                        $0.match.role.formsModule && (componentModel || $0.match.role != .viewController)
                    })
                {
                    target = ancestor
                }
                if components.isEmpty { break }
                components = components.dropLast()
            }
            if let target {
                let moved = contents.removeValue(forKey: folder)!
                contents[target]!.paths += moved.paths
                contents[target]!.roleTypes += moved.roleTypes
            } else if componentModel {
                contents[folder]!.roleTypes.removeAll { $0.match.role == .viewModel }
            }
        }
    }

    /// Each path's module folder (step 1), in the order of `paths`.
    static func moduleFolders(_ paths: [String]) -> [String] {
        // Per distinct folder, not per file: a tree has far fewer folders than files, and
        // splitting and joining every path cost more than the rest of the project pass. Folders
        // are numbered; a path's folder is found by its text before the last `/`, compared with
        // the path before's first (paths in order share their folder with the one before).
        var folderOfPrefix: [Substring: Int] = [:]
        var folders: [String] = []
        var folderOfPath: [Int] = []
        folderOfPath.reserveCapacity(paths.count)
        var children: [String: Set<String>] = [:]
        var previous: (prefix: Substring, folder: Int)?
        for path in paths {
            let prefix = folderPrefix(path)
            if let prefix, let previous, previous.prefix == prefix {
                folderOfPath.append(previous.folder)
                continue
            }
            if let prefix, let folder = folderOfPrefix[prefix] {
                folderOfPath.append(folder)
                previous = (prefix, folder)
                continue
            }
            var components = PathComponents.of(path).map(String.init).dropLast()
            let folder = components.joined(separator: "/")
            // Each parent is the folder's text up to the slash before the component popped (in
            // UTF-8, so that no component can merge with the slash into one character).
            let utf8 = folder.utf8
            var parentEnd = utf8.endIndex
            while let last = components.popLast() {
                parentEnd = utf8.index(parentEnd, offsetBy: -last.utf8.count)
                if parentEnd > utf8.startIndex, utf8[utf8.index(before: parentEnd)] == UInt8(ascii: "/") {
                    parentEnd = utf8.index(before: parentEnd)
                }
                // Seen before: so were all the folders above it.
                guard children[String(folder[..<parentEnd]), default: []].insert(last).inserted else { break }
            }
            let number = folders.count
            folders.append(folder)
            if let prefix {
                folderOfPrefix[prefix] = number
                previous = (prefix, number)
            }
            folderOfPath.append(number)
        }
        // What a parent's sub-folders are, counted once per parent (a folder of hundreds of
        // modules is asked about once for each of them).
        var siblingKinds: [String: (components: Int, specific: Bool, layered: Int)] = [:]
        func kinds(of parent: String) -> (components: Int, specific: Bool, layered: Int) {
            if let known = siblingKinds[parent] { return known }
            var result = (components: 0, specific: false, layered: 0)
            for sibling in children[parent] ?? [] {
                let name = normalized(sibling)
                let isComponent = componentFolders.contains(name)
                if isComponent { result.components += 1 }
                if viperFolders.contains(name) { result.specific = true }
                if isComponent || layerGroups.contains(name) { result.layered += 1 }
            }
            siblingKinds[parent] = result
            return result
        }
        func collapsed(_ folder: String) -> String {
            var components = PathComponents.of(folder).map(String.init)
            while let last = components.last {
                let name = normalized(last)
                let isComponent = componentFolders.contains(name)
                guard isComponent || layerGroups.contains(name) else { break }
                let parent = components.dropLast().joined(separator: "/")
                let siblings = kinds(of: parent)
                if isComponent {
                    let inLayerGroup =
                        components.count >= 2 && layerGroups.contains(normalized(components[components.count - 2]))
                    guard inLayerGroup || (siblings.components >= 2 && siblings.specific) else { break }
                } else {
                    guard siblings.layered >= 2 else { break }
                }
                components.removeLast()
            }
            return components.joined(separator: "/")
        }
        let modules = folders.map(collapsed)
        return folderOfPath.map { modules[$0] }
    }

    /// A folder name compared with the lists above: lowercased, spaces dropped.
    static func normalized(_ name: String) -> String {
        let lowered = name.lowercased()
        return lowered.utf8.contains(UInt8(ascii: " ")) ? lowered.filter { $0 != " " } : lowered
    }

    /// The text before a path's last `/` when a file name follows it (so that the folder is
    /// everything the path's components hold but the last); nil otherwise.
    private static func folderPrefix(_ path: String) -> Substring? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path.isEmpty ? nil : "" }
        return path.utf8.index(after: slash) == path.utf8.endIndex ? nil : path[..<slash]
    }

    /// Steps 4 and 6 for one folder.
    static func modulesOfFolder(_ folder: String, _ paths: [String], _ roleTypes: [RoleType]) -> [DetectedModule] {
        // Each stem's module-forming roles, one bit per role (by its ordinal).
        var rolesByStem: [String: UInt16] = [:]
        for type in roleTypes where type.match.role.formsModule {
            rolesByStem[type.match.stem, default: 0] |= 1 << type.match.role.ordinal
        }
        let screenStems = rolesByStem.filter { $0.value.nonzeroBitCount >= 2 }.keys.sorted()
        if screenStems.count >= 2 {
            return screenStems.compactMap { stem in
                let stemTypes = roleTypes.filter { $0.match.stem == stem }
                let files = Set(stemTypes.map(\.file)).sorted()
                return module(name: stem, path: folder, files: files, roleTypes: stemTypes)
            }
        }
        let onlyControllers = roleTypes.allSatisfy { $0.match.role == .viewController || !$0.match.role.formsModule }
        let name: String
        if onlyControllers, let folderName = lastComponent(folder), layerFolders.contains(normalized(folderName)) {
            // A layer folder of view controllers: each is a module of its own.
            return Set(roleTypes.filter { $0.match.role == .viewController }.map(\.match.stem)).sorted().compactMap {
                stem in
                let stemTypes = roleTypes.filter { $0.match.stem == stem }
                return module(
                    name: stem, path: folder, files: Set(stemTypes.map(\.file)).sorted(), roleTypes: stemTypes)
            }
        } else if onlyControllers {
            name = lastComponent(folder) ?? "App"
        } else {
            let stem =
                rolesByStem.max { a, b in
                    (a.value.nonzeroBitCount, b.key) < (b.value.nonzeroBitCount, a.key)
                }?.key ?? folder
            let folderName = lastComponent(folder) ?? ""
            // Stems that disagree, none with two roles (`QueryListViewModel` beside
            // `QueriesTableViewController`): the folder names the screen.
            let disagree = rolesByStem.count >= 2 && rolesByStem.values.allSatisfy { $0.nonzeroBitCount == 1 }
            name =
                folderName.hasSuffix(stem)
                    || (disagree && !folderName.isEmpty && !layerFolders.contains(normalized(folderName)))
                ? folderName : stem
        }
        return module(name: name, path: folder, files: paths.sorted(), roleTypes: roleTypes).map { [$0] } ?? []
    }

    /// The last component of a module folder (whose components are never empty); nil for the root.
    static func lastComponent(_ folder: String) -> String? {
        guard !folder.isEmpty else { return nil }
        guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return folder }
        return String(folder[folder.utf8.index(after: slash)...])
    }

    static func module(name: String, path: String, files: [String], roleTypes: [RoleType]) -> DetectedModule? {
        // Per role, by its ordinal: the first type (classes and structs before protocols, then by name).
        var firstOfRole = [String?](filled: nil, count: Role.allCases.count)
        var firstIsProtocol = [Bool](filled: false, count: Role.allCases.count)
        for type in roleTypes {
            let role = type.match.role.ordinal
            if let first = firstOfRole[role],
                (firstIsProtocol[role] ? 1 : 0, first) <= (type.isProtocol ? 1 : 0, type.name)
            {
                continue
            }
            firstOfRole[role] = type.name
            firstIsProtocol[role] = type.isProtocol
        }
        let roles = Role.allCases.filter { firstOfRole[$0.ordinal] != nil }
        var evidence = roles.map { "\(FileSummaryReader.roleName($0)): \(firstOfRole[$0.ordinal]!)" }
        if !roleTypes.contains(where: { $0.match.role == .interactor && !$0.isUseCase }),
            let useCase = roleTypes.first(where: \.isUseCase)
        {
            evidence.append("\(useCase.name) is the presenter's interactor (a use case)")
        }
        let pattern: ArchitecturePattern
        if roles.contains(.presenter), roles.contains(.interactor) {
            pattern = .viper
            let vipProtocols = roleTypes.contains {
                $0.name.hasSuffix("BusinessLogic") || $0.name.hasSuffix("DisplayLogic")
            }
            if roles.contains(.router), roles.contains(.worker) || vipProtocols {
                evidence.append("Clean Swift (VIP)")
            } else {
                evidence.append("Presenter with Interactor: VIPER")
            }
        } else if roles.contains(.presenter) {
            pattern = .mvp
            evidence.append(
                roles.contains(.router)
                    ? "Presenter without Interactor: MVP (a Router/Wireframe does not make it VIPER)"
                    : "Presenter without Interactor: MVP")
        } else if roles.contains(.viewModel) {
            pattern = .mvvm
            evidence.append("ViewModel: MVVM")
        } else if roles.contains(.interactor), roles.contains(.router) {
            pattern = .viper
            evidence.append("Interactor with Router: VIPER")
        } else if roles.contains(.viewController) {
            pattern = .mvc
            evidence.append("View controllers only: MVC")
        } else {
            return nil
        }
        return DetectedModule(name: name, path: path, pattern: pattern, evidence: evidence, files: files)
    }

    /// Step 5.
    static func attachSubfolders(
        _ roleless: [String], _ byFolder: [String: [String]], entryFolders: Set<String> = [],
        _ modules: inout [DetectedModule]
    ) {
        // Folders that hold exactly one module.
        var modulesInFolder: [String: Int] = [:]
        for module in modules { modulesInFolder[module.path, default: 0] += 1 }
        var wholeFolder: [String: Int] = [:]
        for (index, module) in modules.enumerated() where modulesInFolder[module.path] == 1 {
            wholeFolder[module.path] = index
        }
        for folder in roleless where !folder.isEmpty {
            let parts = PathComponents.of(folder)
            var components = parts.dropLast()
            var walked = [parts.last!]
            while !components.isEmpty {
                let candidate = components.joined(separator: "/")
                if let index = wholeFolder[candidate] {
                    // Utilities between the module and the folder, or a module at the app's entry, keep theirs.
                    if !entryFolders.contains(candidate),
                        !walked.contains(where: { utilityFolders.contains(normalized(String($0))) }),
                        !layerFolders.contains(normalized(lastComponent(candidate) ?? ""))
                    {
                        modules[index].files = (modules[index].files + byFolder[folder]!).sorted()
                    }
                    break
                }
                walked.append(components.last!)
                components = components.dropLast()
            }
        }
    }
}
