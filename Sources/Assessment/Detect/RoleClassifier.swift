/// Reads a type's role and its stem (the screen name) from its name.
///
/// The rules, applied in order:
/// 1. A trailing `_variant` is dropped (`SectionViewController_iPad`), then a leading `Default`
///    (`DefaultAllPostsNavigator`).
/// 2. Trailing decorations are dropped, repeatedly: `Implementation`, `Impl`, `Protocol`,
///    `Interface`, `Input`, `Output`, `Type`, `Container` (`BooksPresenterImplementation`,
///    `LoginViewInput`, `AddItemAssemblyContainer`).
/// 3. The longest role suffix that remains decides the role:
///    `ViewController` → view controller; `Controller` → view controller only for a class whose
///    superclass ends in `Controller` (`CryptoSettingController: BaseViewController<…>`);
///    `ViewModel`; `Presenter`, `PresentationLogic` → presenter; `Interactor`, `BusinessLogic`
///    → interactor; `Router`, `Wireframe`, `Navigator`, `RoutingLogic`, `DataPassing` → router;
///    `Configurator`, `Builder`, `Assembly`, `Assembler`, `ModuleInitializer`, `Initializer` →
///    builder; `Coordinator`; `Worker`; `View`, `DisplayLogic` → view.
/// 4. The stem is what precedes the suffix, without a trailing `Module` and, for roles other
///    than view, a trailing `View` (`BooksViewRouter` → `Books`). An empty stem or `Base`
///    (`BaseViewController`, `BaseWireframe`) means a shared base type, which has no role.
package enum RoleClassifier {
    /// A role and the screen name it belongs to.
    package struct Match: Sendable, Hashable {
        /// The role.
        package var role: Role
        /// The screen name: `Login` for `LoginPresenter`.
        package var stem: String
    }

    static let decorations = ["Implementation", "Impl", "Protocol", "Interface", "Input", "Output", "Type", "Container"]

    static let suffixes: [(String, Role)] = [
        ("ViewController", .viewController),
        ("PresentationLogic", .presenter),
        ("ModuleInitializer", .builder),
        ("BusinessLogic", .interactor),
        ("RoutingLogic", .router),
        ("DisplayLogic", .view),
        ("Configurator", .builder),
        ("Coordinator", .coordinator),
        ("DataPassing", .router),
        ("Initializer", .builder),
        ("Interactor", .interactor),
        ("Controller", .viewController),
        ("Wireframe", .router),
        ("Navigator", .router),
        ("ViewModel", .viewModel),
        ("Presenter", .presenter),
        ("Assembler", .builder),
        ("Assembly", .builder),
        ("Builder", .builder),
        ("Router", .router),
        ("Worker", .worker),
        ("View", .view)
    ]

    /// The role of a top-level type, or nil when its name has none.
    /// - Parameters:
    ///   - name: the declared name.
    ///   - isClass: whether it is a class (needed for the bare `Controller` suffix).
    ///   - inheritance: the nominal type names of its inheritance clause (``TypeReference/nominalName``).
    package static func classify(name: String, isClass: Bool = false, inheritance: [String] = []) -> Match? {
        // On UTF-8 bytes: every suffix and prefix compared is ASCII, so byte comparisons are
        // exact, and this runs for every type of every file (Character-level Substring
        // operations cost more than the rest of the reading).
        var name = name
        return name.withUTF8 { classify(bytes: $0[...], isClass: isClass, inheritance: inheritance) }
    }

    /// ``classify(name:isClass:inheritance:)`` on the name's UTF-8, without copying it.
    private static func classify(bytes: Slice<UnsafeBufferPointer<UInt8>>, isClass: Bool, inheritance: [String])
        -> Match?
    {
        var base = bytes
        if let underscore = base.lastIndex(of: UInt8(ascii: "_")), underscore != base.startIndex {
            base = base[..<underscore]
        }
        if base.starts(with: defaultPrefix), base.count > 7, (0x41...0x5A).contains(base[base.startIndex + 7]) {
            base = base.dropFirst(7)
        }
        var changed = true
        while changed {
            changed = false
            for decoration in decorationBytes where base.count > decoration.count && base.hasSuffix(decoration) {
                base = base.dropLast(decoration.count)
                changed = true
            }
        }
        for (suffix, role) in suffixBytes where base.hasSuffix(suffix) {
            if role == .viewController, suffix == controllerBytes {
                let superclass = inheritance.first ?? ""
                guard isClass, superclass.hasSuffix("Controller") else { return nil }
            }
            var stem = base.dropLast(suffix.count)
            if stem.hasSuffix(moduleBytes), stem.count > 6 { stem = stem.dropLast(6) }
            if role != .view, stem.hasSuffix(viewBytes), stem.count > 4 { stem = stem.dropLast(4) }
            guard !stem.isEmpty, !stem.elementsEqual(baseBytes) else { return nil }
            return Match(role: role, stem: String(decoding: stem, as: UTF8.self))
        }
        return nil
    }

    /// The name of a use case type (`SearchMoviesUseCase`, `LoginUseCaseProtocol`,
    /// `LoginUseCaseType`): nil for any other name. Decorations as in rule 2.
    package static func useCase(_ name: String) -> String? {
        var base = Substring(name)
        var changed = true
        while changed {
            changed = false
            for decoration in decorations where base.count > decoration.count && base.hasSuffix(decoration) {
                base = base.dropLast(decoration.count)
                changed = true
            }
        }
        return base.hasSuffix("UseCase") && base.count > 7 ? name : nil
    }

    private static let defaultPrefix = Array("Default".utf8)
    private static let decorationBytes = decorations.map { Array($0.utf8) }
    private static let suffixBytes = suffixes.map { (Array($0.0.utf8), $0.1) }
    private static let controllerBytes = Array("Controller".utf8)
    private static let moduleBytes = Array("Module".utf8)
    private static let viewBytes = Array("View".utf8)
    private static let baseBytes = Array("Base".utf8)
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
