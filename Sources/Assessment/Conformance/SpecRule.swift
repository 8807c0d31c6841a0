/// The rules `assess --spec` checks the code against the spec with, and the identifiers used in
/// JSON, SARIF and annotations.
package enum SpecRule: String, Sendable, Hashable, CaseIterable {
    /// A spec module lacks a type its pattern's template set declares (a role file deleted or
    /// its type renamed).
    case missingRole = "spec-missing-role"
    /// A spec route has no call path in the code: no route method in the source module, or one
    /// that never reaches the destination's factory.
    case missingRoute = "spec-missing-route"
    /// A module names another module's type although the spec has no route between them.
    case undeclaredModuleReference = "spec-undeclared-module-reference"
    /// A stored property holding a module output is neither `weak` nor `unowned`.
    case strongOutput = "spec-strong-output"
    /// A module names a shared service's implementation rather than its protocol.
    case concreteService = "spec-concrete-service"
    /// A presenter (or view model) imports UIKit or names a UIKit type.
    case presenterUsesUIKit = "spec-presenter-uikit"
    /// An interactor names a view.
    case interactorReferencesView = "spec-interactor-references-view"
    /// A view names a service.
    case viewReferencesService = "spec-view-references-service"

    /// The one-sentence description used in SARIF's `shortDescription`.
    package var shortDescription: String {
        switch self {
        case .missingRole: "Every module of the spec must declare the types its pattern gives it."
        case .missingRoute:
            "Every route of the spec must have a call path in the code: the router's route method builds the destination through its factory."
        case .undeclaredModuleReference:
            "A module may name another module's types only where the spec routes from it to that module."
        case .strongOutput: "A module's output must be held weakly, or the module and its caller keep each other alive."
        case .concreteService:
            "A shared service is used through its protocol; only the module's factory names its implementation."
        case .presenterUsesUIKit:
            "A presenter or view model must not use UIKit; it talks to the view through a protocol."
        case .interactorReferencesView: "An interactor must not reference views; it holds business logic only."
        case .viewReferencesService:
            "A view must not reference services; it asks its presenter, view model or controller."
        }
    }
}
