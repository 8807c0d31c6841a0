/// The architecture pattern of a generated module.
public enum Pattern: String, CaseIterable, Sendable, Codable {
    case viper, mvp, mvvm, mvc

    /// The canonical display name (`VIPER`, `MVP`, `MVVM`, `MVC`).
    public var displayName: String { rawValue.uppercased() }
}

/// The UI framework of the generated view layer.
public enum UIFlavor: String, CaseIterable, Sendable, Codable {
    case uikit, swiftui
}

/// How an MVVM view observes its view model.
public enum Binding: String, CaseIterable, Sendable, Codable {
    /// `onStateChange`-style callbacks (seed 002's closure binding).
    case closures
    /// `ObservableObject` with `@Published` state.
    case combine
    /// An `@Observable` view model (Observation).
    case observation
}

/// The test framework of the generated tests.
public enum TestFramework: String, CaseIterable, Sendable, Codable {
    case xctest
    case swiftTesting = "swift-testing"
    case none
}

/// Where generated files go below the output roots (seed 004, module-structure options).
public enum Layout: String, CaseIterable, Sendable, Codable {
    /// `App/Modules/Login/LoginPresenter.swift`
    case module
    /// `App/Modules/Presenters/LoginPresenter.swift`
    case type
    /// `App/Modules/Authentication/Login/LoginPresenter.swift`
    case domain
}

/// The optional Xcode-style file header.
public struct Header: Sendable, Hashable, Codable {
    public var project: String?
    public var author: String?
    public var company: String?
    public var year: String?

    public init(project: String? = nil, author: String? = nil, company: String? = nil, year: String? = nil) {
        self.project = project
        self.author = author
        self.company = company
        self.year = year
    }
}
