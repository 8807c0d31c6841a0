/// Finds modules and their patterns from folders, type names and roles.
///
/// 1. **Folders.** A file's module folder is its folder, except that a folder named after a
///    VIPER component (`Presenter`, `Interactor`, `Router`, `View`, `Configurator`, …) is
///    replaced by its parent when the parent has at least two such sub-folders, one of them
///    VIPER-specific (`Presenter`, `Interactor`, `Router`, `Wireframe`, `Configurator`,
///    `Assembly`, `Builder`): Generamba's `Modules/Login/{Presenter,Interactor,…}/` is one
///    module, while an MVC app's `View/` and `Model/` stay layer folders.
/// 2. **Roles** come from top-level type names (see ``RoleClassifier``). A view model whose stem
///    ends in `Cell`, `Item` or `Row` belongs to a cell, not a screen, and forms no module.
/// 3. **Stems.** A folder where two or more stems each have two or more module-forming roles
///    (Bark's `Controller/` with `HomeViewController` + `HomeViewModel`, `SoundsViewController` +
///    `SoundsViewModel`, …) is split into one module per such stem, holding the files that
///    declare its role types; the other files of the folder belong to no module. Otherwise the
///    folder is one module, named after the stem with the most roles, or after the folder when
///    its name ends with that stem (`AllPosts/` holding `PostsViewModel`) or when it only
///    holds view controllers.
/// 4. **Sub-folders** without module-forming roles (`Home/Cells/`) join the nearest enclosing
///    module.
/// 5. **Pattern**, from the roles present: Presenter with Interactor → VIPER (with Router and
///    Worker or `…BusinessLogic`/`…DisplayLogic` protocols: evidence `Clean Swift (VIP)`);
///    Presenter without Interactor → MVP, even with a Router or Wireframe; ViewModel → MVVM;
///    Interactor with Router but no Presenter → VIPER; view controllers only → MVC. Folders with
///    no view controller, presenter, interactor or view model (builders or routers alone) are
///    not modules.
public enum ModuleDetector {
    static let componentFolders: Set<String> = [
        "presenter", "interactor", "router", "wireframe", "configurator", "assembly", "builder", "view", "viewcontroller",
        "viewmodel", "entity", "worker", "protocols", "model", "models", "coordinator", "navigator", "module",
    ]
    static let viperFolders: Set<String> = ["presenter", "interactor", "router", "wireframe", "configurator", "assembly", "builder"]
    static let cellStems = ["Cell", "Item", "Row"]

    struct RoleType {
        var match: RoleClassifier.Match
        var name: String
        var file: String
        var isProtocol: Bool
    }

    /// The modules of a project, sorted by path then name. Test files are ignored.
    public static func detect(_ files: [FileSummary]) -> [DetectedModule] {
        detect(files, folders: moduleFolders(files.filter { !$0.isTest }.map(\.path)))
    }

    /// ``detect(_:)`` given ``moduleFolders(_:)`` of the files that are not tests, in their order.
    static func detect(_ files: [FileSummary], folders: [String]) -> [DetectedModule] {
        // Paths and role types per folder (not the summaries), found with one lookup per file.
        var contents: [String: (paths: [String], roleTypes: [RoleType])] = [:]
        var sourceIndex = 0
        for file in files where !file.isTest {
            let folder = folders[sourceIndex]
            sourceIndex += 1
            let types = roleTypes(in: file)
            contents[folder, default: ([], [])].paths.append(file.path)
            if !types.isEmpty { contents[folder]!.roleTypes.append(contentsOf: types) }
        }
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
        attachSubfolders(roleless, contents.mapValues(\.paths), &modules)
        return modules.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
    }

    static func roleTypes(in file: FileSummary) -> [RoleType] {
        file.types.compactMap { type in
            guard let match = type.role else { return nil }
            if match.role == .viewModel, cellStems.contains(where: match.stem.hasSuffix) { return nil }
            if match.role == .viewController, !type.isViewController || type.isContainerOrBase { return nil }
            return RoleType(match: match, name: type.name, file: file.path, isProtocol: type.kind == "protocol")
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
            var components = path.split(separator: "/").map(String.init).dropLast()
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
        func collapsed(_ folder: String) -> String {
            var components = folder.split(separator: "/").map(String.init)
            while let last = components.last, componentFolders.contains(last.lowercased()) {
                let parent = components.dropLast().joined(separator: "/")
                let siblings = (children[parent] ?? []).map { $0.lowercased() }
                guard siblings.filter(componentFolders.contains).count >= 2, siblings.contains(where: viperFolders.contains) else { break }
                components.removeLast()
            }
            return components.joined(separator: "/")
        }
        let modules = folders.map(collapsed)
        return folderOfPath.map { modules[$0] }
    }

    /// The text before a path's last `/` when a file name follows it (so that the folder is
    /// everything the path's components hold but the last); nil otherwise.
    private static func folderPrefix(_ path: String) -> Substring? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path.isEmpty ? nil : "" }
        return path.utf8.index(after: slash) == path.utf8.endIndex ? nil : path[..<slash]
    }

    /// Steps 3 and 5 for one folder.
    static func modulesOfFolder(_ folder: String, _ paths: [String], _ roleTypes: [RoleType]) -> [DetectedModule] {
        // Each stem's module-forming roles, one bit per role (by its ordinal).
        var rolesByStem: [String: UInt16] = [:]
        for type in roleTypes where type.match.role.formsModule { rolesByStem[type.match.stem, default: 0] |= 1 << type.match.role.ordinal }
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
        if onlyControllers {
            name = lastComponent(folder) ?? "App"
        } else {
            let stem = rolesByStem.max { a, b in
                (a.value.nonzeroBitCount, b.key) < (b.value.nonzeroBitCount, a.key)
            }?.key ?? folder
            let folderName = lastComponent(folder) ?? ""
            name = folderName.hasSuffix(stem) ? folderName : stem
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
        var firstOfRole = [String?](repeating: nil, count: Role.allCases.count)
        var firstIsProtocol = [Bool](repeating: false, count: Role.allCases.count)
        for type in roleTypes {
            let role = type.match.role.ordinal
            if let first = firstOfRole[role], (firstIsProtocol[role] ? 1 : 0, first) <= (type.isProtocol ? 1 : 0, type.name) { continue }
            firstOfRole[role] = type.name
            firstIsProtocol[role] = type.isProtocol
        }
        let roles = Role.allCases.filter { firstOfRole[$0.ordinal] != nil }
        var evidence = roles.map { "\(FileSummaryReader.roleName($0)): \(firstOfRole[$0.ordinal]!)" }
        let pattern: ArchitecturePattern
        if roles.contains(.presenter), roles.contains(.interactor) {
            pattern = .viper
            let vipProtocols = roleTypes.contains { $0.name.hasSuffix("BusinessLogic") || $0.name.hasSuffix("DisplayLogic") }
            if roles.contains(.router), roles.contains(.worker) || vipProtocols {
                evidence.append("Clean Swift (VIP)")
            } else {
                evidence.append("Presenter with Interactor: VIPER")
            }
        } else if roles.contains(.presenter) {
            pattern = .mvp
            evidence.append(roles.contains(.router)
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

    /// Step 4.
    static func attachSubfolders(_ roleless: [String], _ byFolder: [String: [String]], _ modules: inout [DetectedModule]) {
        // Folders that hold exactly one module.
        var modulesInFolder: [String: Int] = [:]
        for module in modules { modulesInFolder[module.path, default: 0] += 1 }
        var wholeFolder: [String: Int] = [:]
        for (index, module) in modules.enumerated() where modulesInFolder[module.path] == 1 { wholeFolder[module.path] = index }
        for folder in roleless where !folder.isEmpty {
            var components = folder.split(separator: "/").dropLast()
            while !components.isEmpty {
                if let index = wholeFolder[components.joined(separator: "/")] {
                    modules[index].files = (modules[index].files + byFolder[folder]!).sorted()
                    break
                }
                components = components.dropLast()
            }
        }
    }
}
