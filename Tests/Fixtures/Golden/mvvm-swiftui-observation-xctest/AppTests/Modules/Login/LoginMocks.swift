import Foundation
@testable import App

// Test doubles of the Login module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// Counts change notifications; `withObservationTracking` reports them on a `@Sendable` closure.
final class LoginChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

/// Records the calls made to `LoginServiceInterface` (Sourcery AutoMockable naming).
final class MockLoginService: LoginServiceInterface {
}
