import Foundation

/// What the Feed screen shows, as one value: the view model moves it from one value to
/// the next, one step per transition, and the view renders it.
nonisolated struct FeedViewModelState: Equatable {
    var title: String = ""
    var fetchTitlesIsLoading: Bool = false
    var fetchTitlesError: String? = nil
    var fetchTitlesResult: [String]? = nil
    var signOutIsLoading: Bool = false
    var signOutError: String? = nil
    var unreadCountIsLoading: Bool = false
    var unreadCountResult: Int? = nil
}

/// The presentation logic and state of the Feed screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `onStateChange` is called with the new state after every transition.
@MainActor
final class FeedViewModel {
    // MARK: - State

    /// What the screen shows; it changes through `update(_:)`, one transition at a time.
    private(set) var state = FeedViewModelState() {
        didSet { onStateChange?(state) }
    }

    /// Called on the main actor with the new state after every transition; the view renders it.
    var onStateChange: ((FeedViewModelState) -> Void)?

    // MARK: - Dependencies

    let feedClient: any FeedClientInterface

    // MARK: - Tasks

    /// The running `fetchTitles` request, if any: a new one cancels it, and so does the view
    /// model's end. Readable so that tests can await it.
    private(set) var fetchTitlesTask: Task<Void, Never>?
    /// The running `signOut` request, if any: a new one cancels it, and so does the view
    /// model's end. Readable so that tests can await it.
    private(set) var signOutTask: Task<Void, Never>?
    /// The running `unreadCount` request, if any: a new one cancels it, and so does the view
    /// model's end. Readable so that tests can await it.
    private(set) var unreadCountTask: Task<Void, Never>?

    // MARK: - Initialization

    init(feedClient: any FeedClientInterface) {
        self.feedClient = feedClient
    }

    /// A request ends with its view model: nothing is left to show its result. (A view model
    /// has no disappearance event: a request keeps running while another screen covers this
    /// one, so its result is there on return.)
    deinit {
        fetchTitlesTask?.cancel()
        signOutTask?.cancel()
        unreadCountTask?.cancel()
    }

    // MARK: - Transitions

    /// Makes one transition: `change` edits a copy of the state, which then replaces the state in
    /// one assignment, so the view hears of it once however many members change. The view
    /// model's event methods change the state through it.
    ///
    /// A change that leaves the state equal is no transition: the view does not hear of it.
    func update(_ change: (inout FeedViewModelState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
    }

    // MARK: - Events

    /// The view appeared: the first appearance starts the requests that take no arguments and
    /// return what the screen shows (a later one, after a pushed screen closes, finds them
    /// started and starts nothing).
    func onAppear() {
        if unreadCountTask == nil { unreadCount() }
    }

    func didPullToRefresh() {
        // TODO: implement.
    }

    // MARK: - Requests

    /// Calls `feedClient.fetchTitles` in a task, cancelling the one still running: the state
    /// shows `fetchTitlesIsLoading`, then `fetchTitlesResult` or `fetchTitlesError`; a cancelled request
    /// changes nothing.
    func fetchTitles(page: Int) {
        fetchTitlesTask?.cancel()
        update {
            $0.fetchTitlesIsLoading = true
            $0.fetchTitlesError = nil
        }
        fetchTitlesTask = Task { [weak self, feedClient] in
            do {
                let result = try await feedClient.fetchTitles(page: page)
                guard !Task.isCancelled else { return }
                self?.update {
                    $0.fetchTitlesIsLoading = false
                    $0.fetchTitlesResult = result
                }
            } catch {
                guard !Task.isCancelled else { return }
                self?.update {
                    $0.fetchTitlesIsLoading = false
                    $0.fetchTitlesError = error.localizedDescription
                }
            }
        }
    }

    /// Calls `feedClient.signOut` in a task, cancelling the one still running: the state
    /// shows `signOutIsLoading`, then that it ended or `signOutError`; a cancelled request
    /// changes nothing.
    func signOut() {
        signOutTask?.cancel()
        update {
            $0.signOutIsLoading = true
            $0.signOutError = nil
        }
        signOutTask = Task { [weak self, feedClient] in
            do {
                try await feedClient.signOut()
                guard !Task.isCancelled else { return }
                self?.update {
                    $0.signOutIsLoading = false
                }
            } catch {
                guard !Task.isCancelled else { return }
                self?.update {
                    $0.signOutIsLoading = false
                    $0.signOutError = error.localizedDescription
                }
            }
        }
    }

    /// Calls `feedClient.unreadCount` in a task, cancelling the one still running: the state
    /// shows `unreadCountIsLoading`, then `unreadCountResult`; a cancelled request
    /// changes nothing.
    func unreadCount() {
        unreadCountTask?.cancel()
        update {
            $0.unreadCountIsLoading = true
        }
        unreadCountTask = Task { [weak self, feedClient] in
            let result = await feedClient.unreadCount()
            guard !Task.isCancelled else { return }
            self?.update {
                $0.unreadCountIsLoading = false
                $0.unreadCountResult = result
            }
        }
    }
}
