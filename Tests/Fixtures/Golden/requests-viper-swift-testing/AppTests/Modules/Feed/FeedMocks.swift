import Foundation
import Testing
import UIKit
@testable import App

// Test doubles of the Feed module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// Records what the presenter asks the view to show.
final class MockFeedView: FeedViewInterface {
    // MARK: showTitles(_:)

    var showTitlesCallsCount = 0
    var showTitlesCalled: Bool { showTitlesCallsCount > 0 }
    var showTitlesReceivedTitles: [String]?
    var showTitlesReceivedInvocations: [[String]] = []
    var showTitlesClosure: (@MainActor ([String]) -> Void)?

    func showTitles(_ titles: [String]) {
        showTitlesCallsCount += 1
        showTitlesReceivedTitles = titles
        showTitlesReceivedInvocations.append(titles)
        showTitlesClosure?(titles)
    }

    // MARK: showError(_:)

    var showErrorCallsCount = 0
    var showErrorCalled: Bool { showErrorCallsCount > 0 }
    var showErrorReceivedMessage: String?
    var showErrorReceivedInvocations: [String] = []
    var showErrorClosure: (@MainActor (String) -> Void)?

    func showError(_ message: String) {
        showErrorCallsCount += 1
        showErrorReceivedMessage = message
        showErrorReceivedInvocations.append(message)
        showErrorClosure?(message)
    }
}

/// Records the requests the presenter makes.
final class MockFeedInteractor: FeedInteractorInterface {
    // MARK: fetchTitles(page:)

    var fetchTitlesPageCallsCount = 0
    var fetchTitlesPageCalled: Bool { fetchTitlesPageCallsCount > 0 }
    var fetchTitlesPageReceivedPage: Int?
    var fetchTitlesPageReceivedInvocations: [Int] = []
    var fetchTitlesPageClosure: (@MainActor (Int) -> Void)?

    func fetchTitles(page: Int) {
        fetchTitlesPageCallsCount += 1
        fetchTitlesPageReceivedPage = page
        fetchTitlesPageReceivedInvocations.append(page)
        fetchTitlesPageClosure?(page)
    }

    // MARK: signOut()

    var signOutCallsCount = 0
    var signOutCalled: Bool { signOutCallsCount > 0 }
    var signOutClosure: (@MainActor () -> Void)?

    func signOut() {
        signOutCallsCount += 1
        signOutClosure?()
    }

    // MARK: unreadCount()

    var unreadCountCallsCount = 0
    var unreadCountCalled: Bool { unreadCountCallsCount > 0 }
    var unreadCountClosure: (@MainActor () -> Void)?

    func unreadCount() {
        unreadCountCallsCount += 1
        unreadCountClosure?()
    }
}

/// Records what the interactor reports.
final class MockFeedInteractorOutput: FeedInteractorOutputInterface {
    // MARK: fetchTitlesDidFinish(_:)

    var fetchTitlesDidFinishCallsCount = 0
    var fetchTitlesDidFinishCalled: Bool { fetchTitlesDidFinishCallsCount > 0 }
    var fetchTitlesDidFinishReceivedResult: [String]?
    var fetchTitlesDidFinishReceivedInvocations: [[String]] = []
    var fetchTitlesDidFinishClosure: (@MainActor ([String]) -> Void)?

    func fetchTitlesDidFinish(_ result: [String]) {
        fetchTitlesDidFinishCallsCount += 1
        fetchTitlesDidFinishReceivedResult = result
        fetchTitlesDidFinishReceivedInvocations.append(result)
        fetchTitlesDidFinishClosure?(result)
    }

    // MARK: fetchTitlesDidFail(_:)

    var fetchTitlesDidFailCallsCount = 0
    var fetchTitlesDidFailCalled: Bool { fetchTitlesDidFailCallsCount > 0 }
    var fetchTitlesDidFailReceivedError: (any Error)?
    var fetchTitlesDidFailReceivedInvocations: [any Error] = []
    var fetchTitlesDidFailClosure: (@MainActor (any Error) -> Void)?

    func fetchTitlesDidFail(_ error: any Error) {
        fetchTitlesDidFailCallsCount += 1
        fetchTitlesDidFailReceivedError = error
        fetchTitlesDidFailReceivedInvocations.append(error)
        fetchTitlesDidFailClosure?(error)
    }

    // MARK: signOutDidFinish()

    var signOutDidFinishCallsCount = 0
    var signOutDidFinishCalled: Bool { signOutDidFinishCallsCount > 0 }
    var signOutDidFinishClosure: (@MainActor () -> Void)?

    func signOutDidFinish() {
        signOutDidFinishCallsCount += 1
        signOutDidFinishClosure?()
    }

    // MARK: signOutDidFail(_:)

    var signOutDidFailCallsCount = 0
    var signOutDidFailCalled: Bool { signOutDidFailCallsCount > 0 }
    var signOutDidFailReceivedError: (any Error)?
    var signOutDidFailReceivedInvocations: [any Error] = []
    var signOutDidFailClosure: (@MainActor (any Error) -> Void)?

    func signOutDidFail(_ error: any Error) {
        signOutDidFailCallsCount += 1
        signOutDidFailReceivedError = error
        signOutDidFailReceivedInvocations.append(error)
        signOutDidFailClosure?(error)
    }

    // MARK: unreadCountDidFinish(_:)

    var unreadCountDidFinishCallsCount = 0
    var unreadCountDidFinishCalled: Bool { unreadCountDidFinishCallsCount > 0 }
    var unreadCountDidFinishReceivedResult: Int?
    var unreadCountDidFinishReceivedInvocations: [Int] = []
    var unreadCountDidFinishClosure: (@MainActor (Int) -> Void)?

    func unreadCountDidFinish(_ result: Int) {
        unreadCountDidFinishCallsCount += 1
        unreadCountDidFinishReceivedResult = result
        unreadCountDidFinishReceivedInvocations.append(result)
        unreadCountDidFinishClosure?(result)
    }
}

/// Records the view's events.
final class MockFeedPresenter: FeedPresenterInterface {
    // MARK: viewDidLoad()

    var viewDidLoadCallsCount = 0
    var viewDidLoadCalled: Bool { viewDidLoadCallsCount > 0 }
    var viewDidLoadClosure: (@MainActor () -> Void)?

    func viewDidLoad() {
        viewDidLoadCallsCount += 1
        viewDidLoadClosure?()
    }

    // MARK: didPullToRefresh()

    var didPullToRefreshCallsCount = 0
    var didPullToRefreshCalled: Bool { didPullToRefreshCallsCount > 0 }
    var didPullToRefreshClosure: (@MainActor () -> Void)?

    func didPullToRefresh() {
        didPullToRefreshCallsCount += 1
        didPullToRefreshClosure?()
    }
}

/// Records navigation requests.
final class MockFeedRouter: FeedRouterInterface {
    // MARK: close()

    var closeCallsCount = 0
    var closeCalled: Bool { closeCallsCount > 0 }
    var closeClosure: (@MainActor () -> Void)?

    func close() {
        closeCallsCount += 1
        closeClosure?()
    }
}

/// A view controller that records what is presented on it and its dismissals instead of
/// performing them (what the router tests of its navigation need), and answers
/// `presentingViewController` with `shownFrom` (UIKit sets it only in a window).
final class FeedSpyViewController: UIViewController {
    private(set) var presented: [UIViewController] = []
    private(set) var dismissals = 0
    weak var shownFrom: UIViewController?

    override var presentingViewController: UIViewController? {
        shownFrom ?? super.presentingViewController
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        completion?()
    }
}

/// Records the calls made to `FeedClientInterface` (Sourcery AutoMockable naming).
/// `Sendable` like the service it stands in for: any thread or actor may call it. Every member
/// is read and written while holding `lock`, and a `…Closure` runs after letting go of it (so
/// it may call back into the double, or suspend).
nonisolated final class MockFeedClient: FeedClientInterface, @unchecked Sendable {
    /// What the double records and is given, one stored value per member.
    private struct State {
        var fetchTitlesPageCallsCount = 0
        var fetchTitlesPageReceivedPage: Int?
        var fetchTitlesPageReceivedInvocations: [Int] = []
        var fetchTitlesPageThrowableError: (any Error)?
        var fetchTitlesPageReturnValue: [String]?
        var fetchTitlesPageClosure: (@Sendable (Int) async throws -> [String])?
        var signOutCallsCount = 0
        var signOutThrowableError: (any Error)?
        var signOutClosure: (@Sendable () async throws -> Void)?
        var unreadCountCallsCount = 0
        var unreadCountReturnValue: Int?
        var unreadCountClosure: (@Sendable () async -> Int)?
    }

    /// Guards `state`.
    private let lock = NSLock()
    private var state = State()

    /// Runs `body` on the state while holding `lock` (never across a `…Closure` call or a
    /// suspension: an `async` method cannot hold an `NSLock` across code of its own).
    private func withState<Value>(_ body: (inout State) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    // MARK: fetchTitles(page:)

    var fetchTitlesPageCallsCount: Int {
        get { withState { $0.fetchTitlesPageCallsCount } }
        set { withState { $0.fetchTitlesPageCallsCount = newValue } }
    }
    var fetchTitlesPageCalled: Bool { fetchTitlesPageCallsCount > 0 }
    var fetchTitlesPageReceivedPage: Int? {
        get { withState { $0.fetchTitlesPageReceivedPage } }
        set { withState { $0.fetchTitlesPageReceivedPage = newValue } }
    }
    var fetchTitlesPageReceivedInvocations: [Int] {
        get { withState { $0.fetchTitlesPageReceivedInvocations } }
        set { withState { $0.fetchTitlesPageReceivedInvocations = newValue } }
    }
    var fetchTitlesPageThrowableError: (any Error)? {
        get { withState { $0.fetchTitlesPageThrowableError } }
        set { withState { $0.fetchTitlesPageThrowableError = newValue } }
    }
    var fetchTitlesPageReturnValue: [String]? {
        get { withState { $0.fetchTitlesPageReturnValue } }
        set { withState { $0.fetchTitlesPageReturnValue = newValue } }
    }
    var fetchTitlesPageClosure: (@Sendable (Int) async throws -> [String])? {
        get { withState { $0.fetchTitlesPageClosure } }
        set { withState { $0.fetchTitlesPageClosure = newValue } }
    }

    func fetchTitles(page: Int) async throws -> [String] {
        let recorded = withState {
            $0.fetchTitlesPageCallsCount += 1
            $0.fetchTitlesPageReceivedPage = page
            $0.fetchTitlesPageReceivedInvocations.append(page)
            return $0
        }
        if let error = recorded.fetchTitlesPageThrowableError { throw error }
        if let closure = recorded.fetchTitlesPageClosure { return try await closure(page) }
        guard let value = recorded.fetchTitlesPageReturnValue else { throw UnsetReturnValue(member: "fetchTitlesPageReturnValue", closure: "fetchTitlesPageClosure", method: "fetchTitles(page:)") }
        return value
    }

    // MARK: signOut()

    var signOutCallsCount: Int {
        get { withState { $0.signOutCallsCount } }
        set { withState { $0.signOutCallsCount = newValue } }
    }
    var signOutCalled: Bool { signOutCallsCount > 0 }
    var signOutThrowableError: (any Error)? {
        get { withState { $0.signOutThrowableError } }
        set { withState { $0.signOutThrowableError = newValue } }
    }
    var signOutClosure: (@Sendable () async throws -> Void)? {
        get { withState { $0.signOutClosure } }
        set { withState { $0.signOutClosure = newValue } }
    }

    func signOut() async throws {
        let recorded = withState {
            $0.signOutCallsCount += 1
            return $0
        }
        if let error = recorded.signOutThrowableError { throw error }
        try await recorded.signOutClosure?()
    }

    // MARK: unreadCount()

    var unreadCountCallsCount: Int {
        get { withState { $0.unreadCountCallsCount } }
        set { withState { $0.unreadCountCallsCount = newValue } }
    }
    var unreadCountCalled: Bool { unreadCountCallsCount > 0 }
    var unreadCountReturnValue: Int? {
        get { withState { $0.unreadCountReturnValue } }
        set { withState { $0.unreadCountReturnValue = newValue } }
    }
    var unreadCountClosure: (@Sendable () async -> Int)? {
        get { withState { $0.unreadCountClosure } }
        set { withState { $0.unreadCountClosure = newValue } }
    }

    func unreadCount() async -> Int {
        let recorded = withState {
            $0.unreadCountCallsCount += 1
            return $0
        }
        if let closure = recorded.unreadCountClosure { return await closure() }
        guard let value = recorded.unreadCountReturnValue else { Issue.record("unreadCountReturnValue is not set: set it or unreadCountClosure before calling unreadCount()"); return 0 }
        return value
    }
}

/// What a throwing double throws when a test calls it without giving it a return value: the
/// test fails with the member to set instead of crashing the test run.
nonisolated private struct UnsetReturnValue: Error, CustomStringConvertible {
    let member: String
    let closure: String
    let method: String

    var description: String { "\(member) is not set: set it or \(closure) before calling \(method)" }
}
