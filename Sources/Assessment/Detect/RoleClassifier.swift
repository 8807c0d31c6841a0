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

    /// Rule 2's decorations, and rule 3's suffixes in the order they are tried (the longest
    /// first). Literals: the byte comparisons read them in place (an array of byte arrays cost
    /// a retain and a release per suffix tried).
    static let decorationWords: [StaticString] = [
        "Implementation", "Impl", "Protocol", "Interface", "Input", "Output", "Type", "Container"
    ]
    static let decorations = decorationWords.map(\.description)
    static let suffixes: [(StaticString, Role)] = [
        ("ViewController", .viewController), ("PresentationLogic", .presenter), ("ModuleInitializer", .builder),
        ("BusinessLogic", .interactor), ("RoutingLogic", .router), ("DisplayLogic", .view),
        ("Configurator", .builder), ("Coordinator", .coordinator), ("DataPassing", .router),
        ("Initializer", .builder), ("Interactor", .interactor), ("Controller", .viewController),
        ("Wireframe", .router), ("Navigator", .router), ("ViewModel", .viewModel), ("Presenter", .presenter),
        ("Assembler", .builder), ("Assembly", .builder), ("Builder", .builder), ("Router", .router),
        ("Worker", .worker), ("View", .view)
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
        return name.withUTF8 { classify(bytes: $0, isClass: isClass, inheritance: inheritance) }
    }

    /// ``classify(name:isClass:inheritance:)`` on the name's UTF-8, without copying it. The
    /// name is `bytes[start..<end]`, both ends moved as parts are dropped.
    private static func classify(bytes: UnsafeBufferPointer<UInt8>, isClass: Bool, inheritance: [String]) -> Match? {
        var start = 0
        var end = bytes.count
        // `…_variant`, unless the only underscore is the first byte.
        var underscore = end - 1
        while underscore > 0, bytes[underscore] != UInt8(ascii: "_") { underscore -= 1 }
        if underscore > 0 { end = underscore }
        if end - start > 7, ends(bytes, start + 7, with: "Default", from: start), bytes[start + 7] &- 0x41 < 26 {
            start += 7
        }
        end = withoutDecorations(bytes, start, end)
        // Most names end in no suffix's last letter: no suffix is tried.
        guard end > start, endsOne(bytes[end - 1], suffixEnds) else { return nil }
        for (suffix, role) in suffixes where ends(bytes, end, with: suffix, from: start) {
            if role == .viewController, suffix.utf8CodeUnitCount == 10 {  // `Controller`, not `ViewController`
                let superclass = inheritance.first ?? ""
                guard isClass, superclass.hasSuffix("Controller") else { return nil }
            }
            var stemEnd = end - suffix.utf8CodeUnitCount
            if stemEnd - start > 6, ends(bytes, stemEnd, with: "Module", from: start) { stemEnd -= 6 }
            if role != .view, stemEnd - start > 4, ends(bytes, stemEnd, with: "View", from: start) { stemEnd -= 4 }
            guard stemEnd > start, !(stemEnd - start == 4 && ends(bytes, stemEnd, with: "Base", from: start)) else {
                return nil
            }
            return Match(
                role: role, stem: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stemEnd]), as: UTF8.self)
            )
        }
        return nil
    }

    /// Rule 2 on `bytes[start..<end]`: where the name ends once its decorations are dropped.
    private static func withoutDecorations(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var end = end
        var changed = true
        while changed, end > start, endsOne(bytes[end - 1], decorationEnds) {
            changed = false
            for decoration in decorationWords
            where end - start > decoration.utf8CodeUnitCount && ends(bytes, end, with: decoration, from: start) {
                end -= decoration.utf8CodeUnitCount
                changed = true
            }
        }
        return end
    }

    /// The last letters of the decorations and of the suffixes, one bit per lowercase letter.
    private static let decorationEnds = lastLetters(decorationWords)
    private static let suffixEnds = lastLetters(suffixes.map(\.0))

    private static func lastLetters(_ words: [StaticString]) -> UInt32 {
        words.reduce(0) { mask, word in mask | 1 << UInt32(word.utf8Start[word.utf8CodeUnitCount - 1] - 0x61) }
    }

    /// Whether `byte` is a lowercase letter among `letters`.
    @inline(__always) private static func endsOne(_ byte: UInt8, _ letters: UInt32) -> Bool {
        byte &- 0x61 < 26 && letters >> UInt32(byte &- 0x61) & 1 != 0
    }

    /// Whether `bytes[from..<end]` ends with `suffix`, compared from the last byte back (most
    /// names differ from a suffix in its last byte).
    @inline(__always) private static func ends(
        _ bytes: UnsafeBufferPointer<UInt8>, _ end: Int, with suffix: StaticString, from start: Int
    ) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard end - start >= length else { return false }
        let text = suffix.utf8Start
        var i = end
        var k = length
        while k > 0 {
            i -= 1
            k -= 1
            if bytes[i] != text[k] { return false }
        }
        return true
    }

    /// The name of a use case type (`SearchMoviesUseCase`, `LoginUseCaseProtocol`,
    /// `LoginUseCaseType`): nil for any other name. Decorations as in rule 2.
    package static func useCase(_ name: String) -> String? {
        // An ASCII name (nearly all) on its bytes: the same answer as the Character rule below,
        // whose `hasSuffix` compared graphemes (tens of thousands of instructions a name).
        var copy = name
        let ascii: Bool? = copy.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let end = withoutDecorations(bytes, 0, bytes.count)
            return end > 7 && ends(bytes, end, with: "UseCase", from: 0)
        }
        if let ascii { return ascii ? name : nil }
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

}
