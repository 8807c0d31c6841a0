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
/// Main-actor isolated like the tests that read it: synchronous calls must come from the main
/// actor (as the presenters', view models' and tests' do); asynchronous ones hop to it.
@MainActor
final class MockFeedClient: FeedClientInterface {
    // MARK: fetchTitles(page:)

    var fetchTitlesPageCallsCount = 0
    var fetchTitlesPageCalled: Bool { fetchTitlesPageCallsCount > 0 }
    var fetchTitlesPageReceivedPage: Int?
    var fetchTitlesPageReceivedInvocations: [Int] = []
    var fetchTitlesPageThrowableError: (any Error)?
    var fetchTitlesPageReturnValue: [String]?
    var fetchTitlesPageClosure: (@MainActor (Int) async throws -> [String])?

    @MainActor func fetchTitles(page: Int) async throws -> [String] {
        fetchTitlesPageCallsCount += 1
        fetchTitlesPageReceivedPage = page
        fetchTitlesPageReceivedInvocations.append(page)
        if let error = fetchTitlesPageThrowableError { throw error }
        if let closure = fetchTitlesPageClosure { return try await closure(page) }
        guard let value = fetchTitlesPageReturnValue else { throw UnsetReturnValue(member: "fetchTitlesPageReturnValue", closure: "fetchTitlesPageClosure", method: "fetchTitles(page:)") }
        return value
    }

    // MARK: signOut()

    var signOutCallsCount = 0
    var signOutCalled: Bool { signOutCallsCount > 0 }
    var signOutThrowableError: (any Error)?
    var signOutClosure: (@MainActor () async throws -> Void)?

    @MainActor func signOut() async throws {
        signOutCallsCount += 1
        if let error = signOutThrowableError { throw error }
        try await signOutClosure?()
    }

    // MARK: unreadCount()

    var unreadCountCallsCount = 0
    var unreadCountCalled: Bool { unreadCountCallsCount > 0 }
    var unreadCountReturnValue: Int?
    var unreadCountClosure: (@MainActor () async -> Int)?

    @MainActor func unreadCount() async -> Int {
        unreadCountCallsCount += 1
        if let closure = unreadCountClosure { return await closure() }
        guard let value = unreadCountReturnValue else { Issue.record("unreadCountReturnValue is not set: set it or unreadCountClosure before calling unreadCount()"); return 0 }
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
