/// What an assessment keeps of one declared type (class, struct, enum, protocol, actor).
public struct TypeSummary: Sendable, Hashable {
    /// The declared name.
    public var name: String
    /// `class`, `struct`, `enum`, `protocol` or `actor`.
    public var kind: String
    /// The names in its inheritance clause, generic arguments dropped (`BaseViewController`).
    public var inheritance: [String]
    /// Its role and screen stem, for a top-level type whose name has one.
    public var role: RoleClassifier.Match?
    /// Whether it is declared inside another type.
    public var isNested: Bool
    /// The line of its declaration.
    public var line: Int
    /// Lines of its declaration plus those of its extensions in the same file. Extensions in
    /// other files are not counted: splitting a controller into files is the seed's own cure
    /// (002: "split the code into extensions"), while same-file extensions are still one unit
    /// to read.
    public var lines: Int
    /// Functions (as lizard counts them) inside it or its same-file extensions.
    public var functions: Int
    /// LCOM4 over its instance methods and stored properties (see ``Cohesion``); nil for a
    /// protocol or enum, or a type with fewer than two methods.
    public var lcom4: Int?
    /// Its stored properties and initializer parameters that name a type.
    public var dependencies: [Dependency]
    /// A UIKit/AppKit view controller: a class whose superclass ends in `ViewController`, or
    /// is `UINavigationController`, `UITabBarController`, `UIHostingController`, or whose own
    /// name is a view-controller role name (`CryptoSettingController: BaseViewController<…>`).
    public var isViewController: Bool
    /// A view controller that only contains others (navigation, tab bar, split view), or an
    /// abstract base (`Base…`); not a screen.
    public var isContainerOrBase: Bool
    /// A SwiftUI screen: a struct conforming to `View` whose name ends in `Screen` or `Page`, or
    /// whose body uses `NavigationView`, `NavigationStack`, `NavigationSplitView`,
    /// `navigationTitle` or `navigationBarTitle`.
    public var isSwiftUIScreen: Bool

    /// Whether it counts as a screen (a view controller that is not a container or base, or a
    /// SwiftUI screen).
    public var isScreen: Bool { (isViewController && !isContainerOrBase) || isSwiftUIScreen }

    /// Whether it is a massive view controller.
    public var isMassiveViewController: Bool {
        isViewController && lines > MetricThresholds.massiveViewControllerLines
    }
}
