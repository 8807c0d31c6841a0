import Foundation

/// Drives the Feed view. Holds the view weakly and its services strongly; the view
/// holds the presenter, so the view owns the module.
final class FeedPresenter: FeedPresenterInterface {
    // MARK: - Properties

    /// Set by the module's builder; weak, because the view owns the presenter.
    weak var view: (any FeedViewInterface)?
    let feedClient: any FeedClientInterface

    // MARK: - Requests' state

    /// The running `fetchTitles` request, if any: a new one cancels it, and so does the end of
    /// this presenter. Readable so that tests can await it.
    private(set) var fetchTitlesTask: Task<Void, Never>?
    /// True from `fetchTitles` until its outcome arrives (a cancelled request leaves it set).
    private(set) var fetchTitlesIsLoading = false
    /// The last result of `fetchTitles`, kept by `fetchTitlesDidFinish(_:)`.
    private(set) var fetchTitlesResult: [String]?
    /// The last failure of `fetchTitles`, kept by `fetchTitlesDidFail(_:)`; a new request clears it.
    private(set) var fetchTitlesError: (any Error)?

    /// The running `signOut` request, if any: a new one cancels it, and so does the end of
    /// this presenter. Readable so that tests can await it.
    private(set) var signOutTask: Task<Void, Never>?
    /// True from `signOut` until its outcome arrives (a cancelled request leaves it set).
    private(set) var signOutIsLoading = false
    /// The last failure of `signOut`, kept by `signOutDidFail(_:)`; a new request clears it.
    private(set) var signOutError: (any Error)?

    /// The running `unreadCount` request, if any: a new one cancels it, and so does the end of
    /// this presenter. Readable so that tests can await it.
    private(set) var unreadCountTask: Task<Void, Never>?
    /// True from `unreadCount` until its outcome arrives (a cancelled request leaves it set).
    private(set) var unreadCountIsLoading = false
    /// The last result of `unreadCount`, kept by `unreadCountDidFinish(_:)`.
    private(set) var unreadCountResult: Int?

    // MARK: - Initialization

    init(feedClient: any FeedClientInterface) {
        self.feedClient = feedClient
    }

    /// A request ends with the object that runs it: nothing is left to show its outcome.
    deinit {
        fetchTitlesTask?.cancel()
        signOutTask?.cancel()
        unreadCountTask?.cancel()
    }

    // MARK: - FeedPresenterInterface

    func viewDidLoad() {
        unreadCount()
    }

    func didPullToRefresh() {
        // TODO: implement.
    }

    // MARK: - Requests

    /// Calls `feedClient.fetchTitles` in a task, cancelling the one still running; its
    /// outcome goes to `fetchTitlesDidFinish` or `fetchTitlesDidFail` unless it was cancelled.
    func fetchTitles(page: Int) {
        fetchTitlesTask?.cancel()
        fetchTitlesIsLoading = true
        fetchTitlesError = nil
        fetchTitlesTask = Task { [weak self, feedClient] in
            do {
                let result = try await feedClient.fetchTitles(page: page)
                guard !Task.isCancelled else { return }
                self?.fetchTitlesDidFinish(result)
            } catch {
                guard !Task.isCancelled else { return }
                self?.fetchTitlesDidFail(error)
            }
        }
    }

    /// `fetchTitles` succeeded: its result is kept in `fetchTitlesResult` and shown.
    func fetchTitlesDidFinish(_ result: [String]) {
        fetchTitlesIsLoading = false
        fetchTitlesResult = result
        view?.showTitles(result)
    }

    /// `fetchTitles` failed: the error is kept in `fetchTitlesError` and shown.
    func fetchTitlesDidFail(_ error: any Error) {
        fetchTitlesIsLoading = false
        fetchTitlesError = error
        view?.showError(error.localizedDescription)
    }

    /// Calls `feedClient.signOut` in a task, cancelling the one still running; its
    /// outcome goes to `signOutDidFinish` or `signOutDidFail` unless it was cancelled.
    func signOut() {
        signOutTask?.cancel()
        signOutIsLoading = true
        signOutError = nil
        signOutTask = Task { [weak self, feedClient] in
            do {
                try await feedClient.signOut()
                guard !Task.isCancelled else { return }
                self?.signOutDidFinish()
            } catch {
                guard !Task.isCancelled else { return }
                self?.signOutDidFail(error)
            }
        }
    }

    /// `signOut` succeeded. Fill in what the view shows.
    func signOutDidFinish() {
        signOutIsLoading = false
    }

    /// `signOut` failed: the error is kept in `signOutError` and shown.
    func signOutDidFail(_ error: any Error) {
        signOutIsLoading = false
        signOutError = error
        view?.showError(error.localizedDescription)
    }

    /// Calls `feedClient.unreadCount` in a task, cancelling the one still running; its
    /// outcome goes to `unreadCountDidFinish` unless it was cancelled.
    func unreadCount() {
        unreadCountTask?.cancel()
        unreadCountIsLoading = true
        unreadCountTask = Task { [weak self, feedClient] in
            let result = await feedClient.unreadCount()
            guard !Task.isCancelled else { return }
            self?.unreadCountDidFinish(result)
        }
    }

    /// `unreadCount` succeeded: its result is kept in `unreadCountResult`. Fill in what the view shows.
    func unreadCountDidFinish(_ result: Int) {
        unreadCountIsLoading = false
        unreadCountResult = result
    }
}
