/// The architecture pattern of a generated module.
package enum Pattern: String, CaseIterable, Sendable, Codable {
    case viper, mvp, mvvm, mvc

    /// The canonical display name (`VIPER`, `MVP`, `MVVM`, `MVC`).
    package var displayName: String { rawValue.uppercased() }
}

/// The UI framework of the generated view layer.
package enum UIFlavor: String, CaseIterable, Sendable, Codable {
    /// UIKit view controllers; the module's entry is a `UIViewController`.
    case uikit
    /// Pure SwiftUI: the module's entry is a SwiftUI `View`, navigation a `NavigationStack`'s
    /// destinations and sheets; no generated source imports UIKit.
    case swiftui
    /// SwiftUI views inside `UIHostingController`s, navigated by UIKit (apps migrating from UIKit).
    case swiftuiHosted = "swiftui-hosted"

    /// Whether the module's screen is a SwiftUI view (pure or hosted).
    package var hasSwiftUIView: Bool { self != .uikit }

    /// Whether the module's entry is a `UIViewController` (UIKit or hosted SwiftUI).
    package var hasViewControllerEntry: Bool { self != .swiftui }

    /// Whether modules of flavours `self` and `other` can route to each other: a pure SwiftUI
    /// module shows and is shown by SwiftUI views only.
    package func canRoute(to other: UIFlavor) -> Bool {
        (self == .swiftui) == (other == .swiftui)
    }

    /// Whether a module of this flavour can show a destination in `style`: `replaceRoot` needs
    /// the source's window (a pure SwiftUI module has none; its app's root view owns the root).
    package func canShow(_ style: Route.Style) -> Bool {
        style != .replaceRoot || hasViewControllerEntry
    }

    /// The oldest iOS this flavour's generated code runs on: pure SwiftUI navigates with
    /// `NavigationStack` (iOS 16).
    package var minimumDeploymentTarget: DeploymentTarget {
        self == .swiftui ? DeploymentTarget(major: 16) : DeploymentTarget.minimum
    }

    /// Why `pattern` cannot be generated with this flavour, or nil when it can. MVC's controller
    /// is a `UIViewController` (the seeds' MVC); a SwiftUI screen with a controller is MVVM.
    package func problem(with pattern: Pattern) -> String? {
        guard self == .swiftui, pattern == .mvc else { return nil }
        return "MVC's controller is a UIViewController, which pure SwiftUI does not have; "
            + "use \"swiftui-hosted\" (SwiftUI views in an MVC controller) or the MVVM pattern"
    }
}

/// How an MVVM view observes its view model.
package enum Binding: String, CaseIterable, Sendable, Codable {
    /// `onStateChange`-style callbacks (seed 002's closure binding).
    case closures
    /// `ObservableObject` with `@Published` state.
    case combine
    /// An `@Observable` view model (Observation).
    case observation
}

/// The test framework of the generated tests.
package enum TestFramework: String, CaseIterable, Sendable, Codable {
    case xctest
    case swiftTesting = "swift-testing"
    case none
}

/// Where generated files go below the output roots (seed 004, module-structure options).
package enum Layout: String, CaseIterable, Sendable, Codable {
    /// `App/Modules/Login/LoginPresenter.swift`
    case module
    /// `App/Modules/Presenters/LoginPresenter.swift`
    case type
    /// `App/Modules/Authentication/Login/LoginPresenter.swift`
    case domain
}

/// The optional Xcode-style file header.
package struct Header: Sendable, Hashable, Codable {
    package var project: String?
    package var author: String?
    package var company: String?
    package var year: String?

    package init(project: String? = nil, author: String? = nil, company: String? = nil, year: String? = nil) {
        self.project = project
        self.author = author
        self.company = company
        self.year = year
    }
}
