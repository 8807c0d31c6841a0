import Foundation

// MARK: - View

/// The passive view of the Feed module: shows what the presenter tells it to.
@MainActor
protocol FeedViewInterface: AnyObject {
    func showTitles(_ titles: [String])
    func showError(_ message: String)
}

// MARK: - Interactor

/// The business logic of the Feed module; reports results through its output.
@MainActor
protocol FeedInteractorInterface: AnyObject {
    func fetchTitles(page: Int)
    func signOut()
    func unreadCount()
}

/// What the interactor reports back; implemented by the presenter.
@MainActor
protocol FeedInteractorOutputInterface: AnyObject {
    func fetchTitlesDidFinish(_ result: [String])
    func fetchTitlesDidFail(_ error: any Error)
    func signOutDidFinish()
    func signOutDidFail(_ error: any Error)
    func unreadCountDidFinish(_ result: Int)
}

// MARK: - Presenter

/// Turns view events into interactor requests and interactor results into view updates.
@MainActor
protocol FeedPresenterInterface: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
}

// MARK: - Router

/// Navigates away from the module. (Its factory, `FeedRouter.makeModule`, is not a
/// requirement: test doubles need not implement it.)
@MainActor
protocol FeedRouterInterface: AnyObject {
    func close()
}
