import Foundation

// MARK: - View

/// The passive view of the Login module: shows what the presenter tells it to.
@MainActor
protocol LoginViewInterface: AnyObject {
}

// MARK: - Interactor

/// The business logic of the Login module; reports results through its output.
@MainActor
protocol LoginInteractorInterface: AnyObject {
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

/// Navigates away from the module. (Its factory, `LoginRouter.makeModule`, is not a
/// requirement: test doubles need not implement it.)
@MainActor
protocol LoginRouterInterface: AnyObject {
    func close()
}
