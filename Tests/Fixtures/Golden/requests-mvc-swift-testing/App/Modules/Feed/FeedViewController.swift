import UIKit

/// Coordinates the Feed screen: owns its view and model, asks the services for data.
final class FeedViewController: UIViewController {
    // MARK: - Properties

    let feedClient: any FeedClientInterface
    let contentView = FeedView(frame: .zero)

    // MARK: - Requests' state

    /// The running `fetchTitles` request, if any: a new one cancels it, and so does the end of
    /// this controller. Readable so that tests can await it.
    private(set) var fetchTitlesTask: Task<Void, Never>?
    /// True from `fetchTitles` until its outcome arrives (a cancelled request leaves it set).
    private(set) var fetchTitlesIsLoading = false
    /// The last result of `fetchTitles`, kept by `fetchTitlesDidFinish(_:)`.
    private(set) var fetchTitlesResult: [String]?
    /// The last failure of `fetchTitles`, kept by `fetchTitlesDidFail(_:)`; a new request clears it.
    private(set) var fetchTitlesError: (any Error)?

    /// The running `signOut` request, if any: a new one cancels it, and so does the end of
    /// this controller. Readable so that tests can await it.
    private(set) var signOutTask: Task<Void, Never>?
    /// True from `signOut` until its outcome arrives (a cancelled request leaves it set).
    private(set) var signOutIsLoading = false
    /// The last failure of `signOut`, kept by `signOutDidFail(_:)`; a new request clears it.
    private(set) var signOutError: (any Error)?

    /// The running `unreadCount` request, if any: a new one cancels it, and so does the end of
    /// this controller. Readable so that tests can await it.
    private(set) var unreadCountTask: Task<Void, Never>?
    /// True from `unreadCount` until its outcome arrives (a cancelled request leaves it set).
    private(set) var unreadCountIsLoading = false
    /// The last result of `unreadCount`, kept by `unreadCountDidFinish(_:)`.
    private(set) var unreadCountResult: Int?

    // MARK: - Initialization

    init(feedClient: any FeedClientInterface) {
        self.feedClient = feedClient
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code, given its dependencies")
    required init?(coder: NSCoder) {
        nil
    }

    /// A request ends with the object that runs it: nothing is left to show its outcome.
    deinit {
        fetchTitlesTask?.cancel()
        signOutTask?.cancel()
        unreadCountTask?.cancel()
    }

    // MARK: - Lifecycle

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
    }

    /// The first appearance starts the requests that take no arguments and return what the
    /// screen shows (a later one, after a pushed screen closes, finds them started and starts
    /// nothing).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if unreadCountTask == nil { unreadCount() }
    }

    // MARK: - Events

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

    /// `fetchTitles` succeeded: its result is kept in `fetchTitlesResult`. Fill in what the view shows.
    func fetchTitlesDidFinish(_ result: [String]) {
        fetchTitlesIsLoading = false
        fetchTitlesResult = result
    }

    /// `fetchTitles` failed: the error is kept in `fetchTitlesError`. Fill in what the view shows.
    func fetchTitlesDidFail(_ error: any Error) {
        fetchTitlesIsLoading = false
        fetchTitlesError = error
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

    /// `signOut` failed: the error is kept in `signOutError`. Fill in what the view shows.
    func signOutDidFail(_ error: any Error) {
        signOutIsLoading = false
        signOutError = error
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

