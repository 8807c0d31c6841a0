/// What an assessment keeps of one declared type (class, struct, enum, protocol, actor).
package struct TypeSummary: Sendable, Hashable {
    /// What is kept, in one shared box: the project pass walks every file's types several
    /// times, and a copy is then one reference instead of each field's.
    struct Fields: Sendable, Hashable {
        var name: String
        var kind: String
        var inheritance: [String]
        var role: RoleClassifier.Match?
        var isNested: Bool
        var line: Int
        var lines: Int
        var functions: Int
        var lcom4: Int?
        var dependencies: [Dependency]
        /// Its functions' and properties' names that are not private.
        var memberNames: [String] = []
        var isViewController: Bool
        var isContainerOrBase: Bool
        var isSwiftUIScreen: Bool
        var cognitive = 0
        /// LCOM4's components when there are two or more (see ``Cohesion``).
        var cohesionComponents: [[String]] = []
        var isEntity = false
    }

    private let box: Shared<Fields>

    init(_ fields: Fields) {
        box = Shared(fields)
    }

    /// The declared name.
    package var name: String { box.value.name }
    /// `class`, `struct`, `enum`, `protocol` or `actor`.
    package var kind: String { box.value.kind }
    /// The names in its inheritance clause, generic arguments dropped (`BaseViewController`).
    package var inheritance: [String] { box.value.inheritance }
    /// Its role and screen stem, for a top-level type whose name has one.
    package var role: RoleClassifier.Match? { box.value.role }
    /// Whether it is declared inside another type.
    package var isNested: Bool { box.value.isNested }
    /// The line of its declaration.
    package var line: Int { box.value.line }
    /// Lines of its declaration plus those of its extensions in the same file. Extensions in
    /// other files are not counted: splitting a controller into files is the seed's own cure
    /// (002: "split the code into extensions"), while same-file extensions are still one unit
    /// to read.
    package var lines: Int { box.value.lines }
    /// Functions (as lizard counts them) inside it or its same-file extensions.
    package var functions: Int { box.value.functions }
    /// The cognitive complexity of the functions inside it or its same-file extensions, summed.
    package var cognitive: Int { box.value.cognitive }
    /// LCOM4 over its instance methods and stored properties (see ``Cohesion``); nil for a
    /// protocol or enum, or a type with fewer than two methods.
    package var lcom4: Int? { box.value.lcom4 }
    /// When LCOM4 is 2 or more, its components: each one's methods (`name()`) then the stored
    /// properties connecting them (see ``Cohesion``); empty otherwise.
    package var cohesionComponents: [[String]] { box.value.cohesionComponents }
    /// The names of its functions and properties that are not `private` or `fileprivate`.
    package var memberNames: [String] { box.value.memberNames }
    /// Its stored properties and initializer parameters that name a type.
    package var dependencies: [Dependency] { box.value.dependencies }
    /// A UIKit/AppKit view controller: a class whose superclass ends in `ViewController`, or
    /// is `UINavigationController`, `UITabBarController`, `UIHostingController`, or whose own
    /// name is a view-controller role name (`CryptoSettingController: BaseViewController<…>`).
    package var isViewController: Bool { box.value.isViewController }
    /// A view controller that only contains others (navigation, tab bar, split view), or an
    /// abstract base (`Base…`); not a screen.
    package var isContainerOrBase: Bool { box.value.isContainerOrBase }
    /// A SwiftUI screen: a top-level struct conforming to `View` whose name ends in `Screen` or
    /// `Page`, that is named after its folder (`CountriesList` or `CountriesListView` in
    /// `CountriesList/`), owns a view model (a stored property of a `…ViewModel` type), or whose
    /// body uses `NavigationView`, `NavigationStack`, `NavigationSplitView`, `navigationTitle`
    /// or `navigationBarTitle`.
    package var isSwiftUIScreen: Bool { box.value.isSwiftUIScreen }

    /// A data entity or test hook rather than a collaborator: a class named `…Model` (not
    /// `…ViewModel`), `…Entity`, `…DTO`; one that is `Codable`/`Decodable`, a SwiftData `@Model`,
    /// Core Data `NSManagedObject` or Realm `Object`; one with stored properties and no instance
    /// method; or ViewInspector's `Inspection` hook. Such a class is the screen's data, not a
    /// dependency to inject, and is not counted as a concrete dependency.
    package var isEntity: Bool { box.value.isEntity }

    /// Whether it counts as a screen (a view controller that is not a container or base, or a
    /// SwiftUI screen).
    package var isScreen: Bool { (isViewController && !isContainerOrBase) || isSwiftUIScreen }

    /// A UI type that is not a view controller: a class inheriting from a UIKit view (`UIView`,
    /// a cell, a control, a stack or scroll view) or a struct conforming to SwiftUI's `View`.
    package var isUIType: Bool {
        !isViewController && Self.inheritsUI(kind: kind, inheritance: inheritance)
    }

    /// Whether a type's inheritance makes it a view: a struct conforming to SwiftUI's `View`; a
    /// class inheriting a UIKit view (``uiKitViews``, `UI…View`), or whose superclass is named
    /// like a view or cell (`ThemeableCell`, SwipeCellKit's `SwipeTableViewCell`, `BaseView`).
    /// Project superclasses further up are followed by the project pass.
    static func inheritsUI(kind: String, inheritance: [String]) -> Bool {
        if kind == "struct" { return inheritance.contains("View") }
        if inheritance.contains(where: { uiKitViews.contains($0) || ($0.hasPrefix("UI") && $0.hasSuffix("View")) }) {
            return true
        }
        guard kind == "class", let superclass = inheritance.first else { return false }
        return superclass.hasSuffix("Cell") || superclass.hasSuffix("View")
    }

    static let uiKitViews: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIControl", "UIButton", "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITextField",
        "UITextView"
    ]

    /// The line limit it is over as a massive type (not a view controller, which has its own
    /// rule), or nil.
    package var massiveTypeLimit: Int? { massiveTypeLimit(isUI: isUIType) }

    /// ``massiveTypeLimit`` for a type known to be a UI type or not (through the project's own
    /// superclasses: `PodcastHeadingTableCell: ThemeableCell`, `ThemeableCell: UITableViewCell`).
    func massiveTypeLimit(isUI: Bool) -> Int? {
        guard !isViewController, !isNested, kind != "protocol" else { return nil }
        let limit = isUI ? MetricThresholds.massiveViewControllerLines : MetricThresholds.massiveTypeLines
        return lines > limit ? limit : nil
    }

    /// Whether it is a massive view controller.
    package var isMassiveViewController: Bool {
        isViewController && lines > MetricThresholds.massiveViewControllerLines
    }
}
