import Foundation

/// The passive view of the Feed screen: it shows what the presenter tells it to and
/// forwards every user event to the presenter.
@MainActor
protocol FeedViewInterface: AnyObject {
    func showTitles(_ titles: [String])
    func showError(_ message: String)
}

/// The presentation logic of the Feed screen.
@MainActor
protocol FeedPresenterInterface: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func fetchTitles(page: Int)
    func signOut()
    func unreadCount()
}
