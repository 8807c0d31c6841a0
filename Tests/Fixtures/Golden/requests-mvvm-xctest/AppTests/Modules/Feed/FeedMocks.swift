import Foundation
import UIKit
import XCTest
@testable import App

// Test doubles of the Feed module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// The real screen with its binding, recording the states it renders instead of updating views.
final class RenderCountingFeedViewController: FeedViewController {
    private(set) var renders = 0
    private(set) var lastRendered: FeedViewModelState?

    override func render(_ state: FeedViewModelState) {
        renders += 1
        lastRendered = state
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
        guard let value = unreadCountReturnValue else { XCTFail("unreadCountReturnValue is not set: set it or unreadCountClosure before calling unreadCount()"); return 0 }
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
