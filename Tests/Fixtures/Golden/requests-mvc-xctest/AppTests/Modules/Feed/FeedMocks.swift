import Foundation
import XCTest
@testable import App

// Test doubles of the Feed module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

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
        guard let value = recorded.unreadCountReturnValue else { XCTFail("unreadCountReturnValue is not set: set it or unreadCountClosure before calling unreadCount()"); return 0 }
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
