import Foundation

/// The business logic of the Feed module.
final class FeedInteractor: FeedInteractorInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the presenter owns the interactor.
    weak var output: (any FeedInteractorOutputInterface)?
    let feedClient: any FeedClientInterface
    /// The running `fetchTitles` request, if any: a new one cancels it. Readable so that tests
    /// can await it.
    private(set) var fetchTitlesTask: Task<Void, Never>?
    /// The running `signOut` request, if any: a new one cancels it. Readable so that tests
    /// can await it.
    private(set) var signOutTask: Task<Void, Never>?
    /// The running `unreadCount` request, if any: a new one cancels it. Readable so that tests
    /// can await it.
    private(set) var unreadCountTask: Task<Void, Never>?

    // MARK: - Initialization

    init(feedClient: any FeedClientInterface) {
        self.feedClient = feedClient
    }

    deinit {
        fetchTitlesTask?.cancel()
        signOutTask?.cancel()
        unreadCountTask?.cancel()
    }

    // MARK: - FeedInteractorInterface

    /// Calls `feedClient.fetchTitles` in a task, cancelling the one still running, and reports
    /// the outcome to the output unless cancelled.
    func fetchTitles(page: Int) {
        fetchTitlesTask?.cancel()
        fetchTitlesTask = Task { [weak self, feedClient] in
            do {
                let result = try await feedClient.fetchTitles(page: page)
                guard !Task.isCancelled else { return }
                self?.output?.fetchTitlesDidFinish(result)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.fetchTitlesDidFail(error)
            }
        }
    }

    /// Calls `feedClient.signOut` in a task, cancelling the one still running, and reports
    /// the outcome to the output unless cancelled.
    func signOut() {
        signOutTask?.cancel()
        signOutTask = Task { [weak self, feedClient] in
            do {
                try await feedClient.signOut()
                guard !Task.isCancelled else { return }
                self?.output?.signOutDidFinish()
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.signOutDidFail(error)
            }
        }
    }

    /// Calls `feedClient.unreadCount` in a task, cancelling the one still running, and reports
    /// the outcome to the output unless cancelled.
    func unreadCount() {
        unreadCountTask?.cancel()
        unreadCountTask = Task { [weak self, feedClient] in
            let result = await feedClient.unreadCount()
            guard !Task.isCancelled else { return }
            self?.output?.unreadCountDidFinish(result)
        }
    }
}
