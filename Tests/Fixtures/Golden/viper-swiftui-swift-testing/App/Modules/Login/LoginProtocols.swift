import UIKit

// MARK: - View

/// The passive view of the Login module: shows what the presenter tells it to.
@MainActor
protocol LoginViewInterface: AnyObject {
    var presenter: LoginPresenterInterface! { get set }
}

// MARK: - Interactor

/// The business logic of the Login module; reports results through its output.
@MainActor
protocol LoginInteractorInterface: AnyObject {
    var output: LoginInteractorOutputInterface? { get set }
}

/// What the interactor reports back; implemented by the presenter.
@MainActor
protocol LoginInteractorOutputInterface: AnyObject {
}

// MARK: - Presenter

/// Turns view events into interactor requests and interactor results into view updates.
@MainActor
protocol LoginPresenterInterface: AnyObject {
    func viewDidLoad()
}

// MARK: - Router

/// Builds the module and navigates away from it.
@MainActor
protocol LoginRouterInterface: AnyObject {
    static func createModule() -> UIViewController
}
