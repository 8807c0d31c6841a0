import SwiftSource

extension FileSummaryReader {
    /// The layering problems one file shows on its own (see ``ViolationRule``).
    func findings() -> [FileSummary.Finding] {
        var result: [FileSummary.Finding] = []
        result += importFindings()
        var seen: [Bool] = []  // made on first use: most files have no type that needs it
        var inTestDoubleFolder: Bool?  // the same for every type of the file: looked at once
        for (group, members) in groups.enumerated() {
            let type = source.types[members[0]]
            guard type.parent == nil, !Self.isTestDoubleName(type.name) else { continue }
            if inTestDoubleFolder == nil { inTestDoubleFolder = Self.isInTestDoubleFolder(path) }
            guard inTestDoubleFolder == false else { continue }
            // The view layer by role or by inheritance (a cell, a view, a view controller whose
            // name says none of it: `MoviesListItemCell: UITableViewCell`).
            let inheritance = inheritanceOfGroup[group]
            let inheritsController =
                type.kind == .class
                && inheritance.first.map { $0.hasSuffix("ViewController") || Self.knownControllers.contains($0) }
                    == true
            let inheritsView =
                inheritsController
                || type.kind == .class && TypeSummary.inheritsUI(kind: "class", inheritance: inheritance)
            guard let role = roles[group]?.role ?? (inheritsController ? .viewController : inheritsView ? .view : nil)
            else { continue }
            // The names the group's members use, read once for both checks that need them.
            var used = UsedNames(members: members)
            if roles[group] != nil { result += referenceFindings(type, role: role, &used, &seen) }
            if type.kind != .protocol {
                if roles[group] != nil { result += backReferenceFindings(type, role: role, group: group) }
                result += layerTypeFindings(type, role: role, viewLayer: inheritsView, &used, &seen)
            }
        }
        for (group, members) in groups.enumerated() where [.class, .actor].contains(source.types[members[0]].kind) {
            result += strongDelegateFindings(source.types[members[0]], group: group)
        }
        return result
    }

    /// The names a group's members use, with the line of each first use: read when a check
    /// first asks (``usedNames(_:_:)``), then kept for the group's other check. (A closure that
    /// read them captured, and so copied, the whole reader for every group.)
    struct UsedNames {
        let members: [Int]
        var names: [(name: String, line: Int)]?

        init(members: [Int]) {
            self.members = members
        }
    }

    /// `used`'s names, read now if not yet; `seen` is the file's name marks (made on first use).
    private func usedNames(_ used: inout UsedNames, _ seen: inout [Bool]) -> [(name: String, line: Int)] {
        if let names = used.names { return names }
        if seen.isEmpty { seen = [Bool](filled: false, count: source.names.count) }
        let names = referencedNamesWithLines(used.members, seen: &seen)
        used.names = names
        return names
    }

    /// A stub, mock, fake, spy or dummy (by name: `StubImagesInteractor`, `UserServiceMock`; or
    /// in a folder of them: `Mocks/`, `TestSupport/`): it restates its protocol's signatures,
    /// so a layer finding on it repeats the one the protocol or the real type carries.
    static func isTestDouble(_ name: String, path: String) -> Bool {
        isTestDoubleName(name) || isInTestDoubleFolder(path)
    }

    /// `StubImagesInteractor`, `UserServiceMock` (see ``isTestDouble(_:path:)``).
    static func isTestDoubleName(_ name: String) -> Bool {
        // A name of printable ASCII bytes (nearly every one) compared in place: each is a
        // `Character`, and one is uppercase exactly when it is `A`…`Z` (`hasSuffix`/`hasPrefix`
        // on `Character`s cost about a hundred instructions a call, ten calls a type).
        var copy = name
        let ascii: Bool? = copy.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 &- 0x21 < 0x5E }) else { return nil }
            for word in testDoubleWordBytes where bytes.count >= word.count {
                let length = word.count
                let tail = bytes.count - length
                if word.indices.allSatisfy({ word[$0] == bytes[tail + $0] }) { return true }
                if bytes.count > length, bytes[length] &- 0x41 < 26, word.indices.allSatisfy({ word[$0] == bytes[$0] })
                {
                    return true
                }
            }
            return false
        }
        if let ascii { return ascii }
        for word in testDoubleWords {
            if name.hasSuffix(word) { return true }
            if name.hasPrefix(word), let next = name.dropFirst(word.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// A path in a `Mocks/`, `TestSupport/` … folder (see ``isTestDouble(_:path:)``).
    static func isInTestDoubleFolder(_ path: String) -> Bool {
        var copy = path
        let ascii: Bool? = copy.withUTF8 { bytes in
            // An ASCII path: each folder (every component but the last) compared in place, its
            // letters folded. Any other path is split by characters and lowercased as strings
            // (Unicode's rules: a combining mark after `/` makes it no separator).
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
                let folder = bytes[start..<index]
                start = index + 1
                // A folder of no listed name's length is none of them (most folders).
                guard folder.count < 64, testDoubleFolderLengths >> UInt64(folder.count) & 1 != 0 else { continue }
                let found = testDoubleFolderBytes.contains { word in
                    word.count == folder.count
                        && zip(word, folder).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }
                }
                if found { return true }
            }
            return false
        }
        if let ascii { return ascii }
        return PathComponents.of(path).dropLast().contains { folder in
            testDoubleFolders.contains(folder.lowercased())
        }
    }

    static let testDoubleFolderBytes: [[UInt8]] = testDoubleFolders.map { Array($0.utf8) }
    /// The lengths of ``testDoubleFolders``, one bit each.
    static let testDoubleFolderLengths: UInt64 = testDoubleFolders.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    static let testDoubleWords = ["Stub", "Mock", "Fake", "Spy", "Dummy"]
    private static let testDoubleWordBytes = testDoubleWords.map { Array($0.utf8) }
    static let testDoubleFolders: Set<String> = [
        "mock", "mocks", "stub", "stubs", "fake", "fakes", "testsupport", "test support", "testhelpers",
        "preview content"
    ]

    /// Stored `…delegate` properties of a class that are strong (SwiftLint's `weak_delegate`).
    /// One made by its own initial value (`let delegate = TableDelegate()`) is owned on
    /// purpose, and is not reported.
    private func strongDelegateFindings(_ type: TypeDeclaration, group: Int) -> [FileSummary.Finding] {
        propertiesOfGroup[group].compactMap { index in
            let property = source.properties[index]
            guard !property.isComputed, !property.isStatic, property.ownership == .strong,
                property.initialValueIdentifiers.isEmpty,
                property.name.lowercased().hasSuffix("delegate")
            else { return nil }
            let typeName = property.type.map { $0.nominalName ?? "" } ?? "its delegate"
            return finding(
                .strongDelegate, line: property.line,
                "\(type.name).\(property.name) is a strong reference to \(typeName); make it weak (a delegate usually owns the object that calls it)"
            )
        }
    }

    /// UIKit types named by a presenter or interactor whose file does not import UIKit, and
    /// data-layer types named by the view layer (a view, cell or view controller, by name or by
    /// inheritance), or by a presenter in a VIPER module.
    /// `used`: the names the type's members use, with the line of each first use (see ``UsedNames``).
    private func layerTypeFindings(
        _ type: TypeDeclaration, role: Role, viewLayer: Bool, _ used: inout UsedNames, _ seen: inout [Bool]
    ) -> [FileSummary.Finding] {
        let checksUIKit =
            (role == .presenter || role == .interactor) && !source.imports.contains { $0.module == "UIKit" }
        let checksData = viewLayer || role == .view || role == .viewController || role == .presenter
        guard checksUIKit || checksData else { return [] }
        var result: [FileSummary.Finding] = []
        for (name, line) in usedNames(&used, &seen) {
            if checksUIKit, Self.isUIKitType(name) {
                result.append(
                    finding(
                        .uiKitTypeInBusinessLayer, line: line,
                        "\(type.name) (\(Self.roleName(role))) uses \(name), a UIKit type; ask the view to do it through its protocol"
                    ))
            } else if checksData, Self.isDataLayerType(name) {
                var found = finding(
                    .dataLayerReference, line: line,
                    "\(type.name) (\(Self.roleName(role))) uses \(name) (the data layer) directly; "
                        + (role == .presenter ? "go through the interactor" : "go through its presenter or view model"))
                found.onlyInVIPER = role == .presenter
                result.append(found)
            } else if checksData, name.hasSuffix("Manager"), !Self.isUIKitType(name), !name.hasPrefix("NS") {
                // A `…Manager` is the data layer when its type is (decided with the whole project).
                var found = finding(
                    .dataLayerReference, line: line,
                    "\(type.name) (\(Self.roleName(role))) uses \(name) (the data layer) directly; "
                        + (role == .presenter ? "go through the interactor" : "go through its presenter or view model"))
                found.onlyInVIPER = role == .presenter
                found.needsDataLayerType = name
                result.append(found)
            }
        }
        return result
    }

    /// A UIKit type, by name (`UIAlertController`, `UILabel`): UIKit's `UI` prefix followed by
    /// a capital letter (not `UIntConverter`).
    static func isUIKitType(_ name: String) -> Bool {
        // `U` and `I` are one byte each; the third scalar is an ASCII capital in nearly every name.
        let utf8 = name.utf8
        var index = utf8.startIndex
        guard index != utf8.endIndex, utf8[index] == UInt8(ascii: "U") else { return false }
        index = utf8.index(after: index)
        guard index != utf8.endIndex, utf8[index] == UInt8(ascii: "I") else { return false }
        index = utf8.index(after: index)
        guard index != utf8.endIndex else { return false }
        let third = utf8[index]
        if third < 0x80 { return third >= 0x41 && third <= 0x5A }
        return name.unicodeScalars.dropFirst(2).first?.properties.isUppercase == true
    }

    static let dataLayerSuffixBytes: [StaticString] = [
        "Repository", "DAO", "Dao", "Database", "APIClient", "ApiClient", "HTTPClient", "HttpClient"
    ]
    static let dataLayerSuffixes = dataLayerSuffixBytes.map(\.description)
    /// A protocol of one names the same layer (`UserRepositoryProtocol`, `APIClientType`).
    static let protocolSuffixBytes: [StaticString] = ["Protocol", "Interface", "Type"]
    static let protocolSuffixes = protocolSuffixBytes.map(\.description)
    /// `…Manager` types taken for the data layer when the project does not declare them.
    static let dataLayerManagers: Set<String> = [
        "RealmManager", "CoreDataManager", "DatabaseManager", "DBManager", "NetworkManager", "NetworkingManager",
        "APIManager", "ApiManager", "PersistenceManager", "StorageManager", "CacheManager", "DataManager"
    ]
    static let dataLayerTypes: Set<String> = [
        "URLSession", "NSManagedObjectContext", "NSPersistentContainer", "Realm", "FMDatabase"
    ]
    private static let dataLayerTypeLengths = Set(dataLayerTypes.map(\.utf8.count))

    /// A type of the data layer, by name: a repository, DAO, database, API or HTTP client, or one
    /// of the system's persistence and networking entry points.
    static func isDataLayerType(_ name: String) -> Bool {
        // On the bytes of an ASCII name (nearly every one): the same answer as the Character
        // rule below, whose `hasSuffix` compares by grapheme and cost more than the rest of the
        // check. The stem is a length, the suffixes compared in place (index arithmetic on a
        // `Substring.UTF8View` cost about 3,500 instructions a name).
        var copy = name
        let ascii: Bool? = copy.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            func endsWith(_ suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard end >= count else { return false }
                let start = end - count
                for k in 0..<count where bytes[start + k] != suffix.utf8Start[k] { return false }
                return true
            }
            for suffix in protocolSuffixBytes where endsWith(suffix) { end -= suffix.utf8CodeUnitCount }
            // A stem of no system type's length is none of them: no `String` made to ask.
            return dataLayerSuffixBytes.contains(where: endsWith)
                || dataLayerTypeLengths.contains(end)
                    && dataLayerTypes.contains(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
        }
        if let ascii { return ascii }
        var stem = Substring(name)
        for suffix in protocolSuffixes where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return dataLayerTypes.contains(String(stem)) || dataLayerSuffixes.contains { stem.hasSuffix($0) }
    }

    private func finding(_ rule: ViolationRule, line: Int, _ message: String, exempt: Bool = false)
        -> FileSummary.Finding
    {
        FileSummary.Finding(
            violation: Violation(rule: rule.rawValue, file: path, line: line, message: message),
            exemptInCleanSwift: exempt)
    }

    /// Presenters, interactors and view models (concrete types, not protocols) in a file that
    /// imports UIKit (or SwiftUI, for interactors).
    private func importFindings() -> [FileSummary.Finding] {
        guard !source.imports.isEmpty else { return [] }
        // The first concrete top-level type of a role, looked for when a rule asks (a file has a
        // group or two: a table of every role, made per file, and the copies of each group's
        // declaration cost more).
        func firstOfRole(_ role: Role) -> String? {
            for group in groups.indices where roles[group]?.role == role {
                let index = groups[group][0]
                if source.types[index].parent == nil, source.types[index].kind != .protocol {
                    return source.types[index].name
                }
            }
            return nil
        }
        var result: [FileSummary.Finding] = []
        for use in source.imports {
            let rules: [(Role, ViolationRule)] =
                switch use.module {
                case "UIKit": Self.uiKitImportRules
                case "SwiftUI": Self.swiftUIImportRules
                default: []
                }
            for (role, rule) in rules {
                guard let name = firstOfRole(role) else { continue }
                result.append(finding(rule, line: use.line, "\(name) (\(Self.roleName(role))) imports \(use.module)"))
            }
        }
        return result
    }

    static let uiKitImportRules: [(Role, ViolationRule)] = [
        (.presenter, .presenterImportsUIKit), (.interactor, .interactorImportsUIKit),
        (.viewModel, .viewModelImportsUIKit)
    ]
    static let swiftUIImportRules: [(Role, ViolationRule)] = [(.interactor, .interactorImportsSwiftUI)]

    /// View ↔ interactor references and view models naming views.
    private func referenceFindings(
        _ type: TypeDeclaration, role: Role, _ used: inout UsedNames, _ seen: inout [Bool]
    ) -> [FileSummary.Finding] {
        // The roles it must not name, one bit per role ordinal.
        let forbidden: Int
        let rule: ViolationRule
        let views = 1 << Role.view.ordinal | 1 << Role.viewController.ordinal
        switch role {
        case .view, .viewController: (forbidden, rule) = (1 << Role.interactor.ordinal, .viewInteractorReference)
        case .interactor: (forbidden, rule) = (views, .viewInteractorReference)
        case .viewModel where type.kind != .protocol: (forbidden, rule) = (views, .viewModelReferencesView)
        default: return []
        }
        var result: [FileSummary.Finding] = []
        for (name, line) in usedNames(&used, &seen) {
            guard let target = RoleClassifier.classify(name: name)?.role, forbidden & 1 << target.ordinal != 0 else {
                continue
            }
            let message = "\(type.name) (\(Self.roleName(role))) references \(name) (\(Self.roleName(target)))"
            result.append(finding(rule, line: line, message, exempt: role == .view || role == .viewController))
        }
        return result
    }

    /// Strong stored properties pointing back up the VIPER chain.
    private func backReferenceFindings(_ type: TypeDeclaration, role: Role, group: Int) -> [FileSummary.Finding] {
        var result: [FileSummary.Finding] = []
        for index in propertiesOfGroup[group] {
            let property = source.properties[index]
            guard !property.isComputed, !property.isStatic, property.ownership == .strong else { continue }
            let typeName = property.type?.nominalName ?? ""
            guard !typeName.isEmpty else { continue }
            let target = RoleClassifier.classify(name: typeName)?.role
            let edge: String?
            var exempt = false
            switch role {
            case .presenter where target == .view || target == .viewController:
                edge = "presenter → view"
            case .interactor where typeName.hasSuffix("Output") || target == .presenter:
                edge = "interactor → output"
                exempt = true
            case .router where target == .viewController || target == .view:
                edge = "router → view controller"
            case .router where target == .presenter:
                // The presenter holds its router; the way back must not be strong too.
                edge = "router → presenter"
            default:
                edge = nil
            }
            guard let edge else { continue }
            result.append(
                finding(
                    .strongBackReference, line: property.line,
                    "\(type.name).\(property.name) (\(edge)) is a strong reference to \(typeName); make it weak or unowned to avoid a retain cycle",
                    exempt: exempt))
        }
        return result
    }

    static func roleName(_ role: Role) -> String {
        switch role {
        case .viewModel: "view model"
        case .viewController: "view controller"
        default: role.rawValue
        }
    }
}
