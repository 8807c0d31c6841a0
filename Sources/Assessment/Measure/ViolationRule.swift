/// The layering rules an assessment checks, with the identifiers used in JSON and SARIF.
package enum ViolationRule: String, Sendable, Hashable, CaseIterable {
    /// A VIPER view (view controller or view protocol) names an interactor type, or an
    /// interactor names a view type. Clean Swift (VIP) modules are exempt for view → interactor,
    /// which is their designed flow.
    case viewInteractorReference = "view-interactor-reference"
    /// A file declaring a presenter imports UIKit.
    case presenterImportsUIKit = "presenter-imports-uikit"
    /// A file declaring an interactor imports UIKit.
    case interactorImportsUIKit = "interactor-imports-uikit"
    /// A file declaring an interactor imports SwiftUI.
    case interactorImportsSwiftUI = "interactor-imports-swiftui"
    /// A file declaring a view model imports UIKit.
    case viewModelImportsUIKit = "viewmodel-imports-uikit"
    /// A back-reference stored property (presenter → view, interactor → output or presenter,
    /// router → view controller) that is neither `weak` nor `unowned`: a retain cycle.
    case strongBackReference = "strong-back-reference"
    /// A view model names a view or view-controller type.
    case viewModelReferencesView = "viewmodel-references-view"
    /// A view controller longer than ``MetricThresholds/massiveViewControllerLines`` (SARIF only;
    /// JSON lists them in the module metrics).
    case massiveViewController = "massive-view-controller"
    /// A stored `…delegate` property of a class that is neither `weak` nor `unowned` (SwiftLint's
    /// `weak_delegate`): the delegate usually owns the object, so the two keep each other alive.
    case strongDelegate = "strong-delegate"
    /// A presenter or interactor that names a UIKit type (`UIAlertController`) in a file that
    /// does not import UIKit (one that does is reported as an import).
    case uiKitTypeInBusinessLayer = "uikit-type-in-business-layer"
    /// A view, or a VIPER presenter, that names a data-layer type (a repository, DAO, database,
    /// API or HTTP client): it skips the layer meant to hold that work.
    case dataLayerReference = "data-layer-reference"
    /// A UI type other than a view controller (a `UIView`, cell or SwiftUI view) longer than
    /// ``MetricThresholds/massiveViewControllerLines``, or any type longer than
    /// ``MetricThresholds/massiveTypeLines``.
    case massiveType = "massive-type"
    /// A function whose cyclomatic complexity is over ``MetricThresholds/complexFunctionCCN``
    /// (SARIF only).
    case complexFunction = "complex-function"
    /// A function whose cognitive complexity is over
    /// ``MetricThresholds/complexFunctionCognitive`` (SARIF only).
    case cognitiveComplexity = "cognitive-complexity"

    /// The one-sentence description used in SARIF's `shortDescription`.
    package var shortDescription: String {
        switch self {
        case .viewInteractorReference:
            "A VIPER view and interactor must not reference each other; they talk through the presenter."
        case .presenterImportsUIKit: "A presenter must not import UIKit; it talks to the view through a protocol."
        case .interactorImportsUIKit: "An interactor must not import UIKit; it holds business logic only."
        case .interactorImportsSwiftUI: "An interactor must not import SwiftUI; it holds business logic only."
        case .viewModelImportsUIKit: "A view model must not import UIKit, so it can be tested without the UI."
        case .strongBackReference:
            "A back-reference (presenter to view, interactor to output, router to view controller) must be weak or unowned, or it makes a retain cycle."
        case .viewModelReferencesView: "A view model must not reference view or view-controller types."
        case .massiveViewController: "A view controller is too long (Massive View Controller)."
        case .strongDelegate:
            "A delegate must be weak or unowned: the delegate usually owns the object, so a strong reference makes a retain cycle."
        case .uiKitTypeInBusinessLayer:
            "A presenter or interactor must not use UIKit types; it talks to the view through a protocol."
        case .dataLayerReference:
            "A view (or a VIPER presenter) must not reach the data layer directly; that work belongs to the interactor, view model or a service."
        case .massiveType:
            "A type is too long: a UI type over the view-controller limit, or any type over the type limit."
        case .complexFunction: "A function's cyclomatic complexity is too high."
        case .cognitiveComplexity: "A function's cognitive complexity is too high: it is hard to understand."
        }
    }
}
