import Foundation

// MARK: - FeedClient

/// FeedClient: injected through the initializer, replaced by `MockFeedClient` in tests.
///
/// `Sendable` and `nonisolated`, also where the target's default isolation is the main actor
/// (Xcode 26's `-default-isolation MainActor`). An `async` method runs off the main actor when
/// awaited, except under `NonisolatedNonsendingByDefault` (Xcode 26's approachable concurrency),
/// where it runs on its caller's actor: mark one that does heavy synchronous work `@concurrent`
/// (Swift 6.2). Keep implementations free of mutable state, or protect it.
nonisolated protocol FeedClientInterface: Sendable {
    func fetchTitles(page: Int) async throws -> [String]
    func signOut() async throws
    func unreadCount() async -> Int
}

/// The default implementation of `FeedClientInterface`. Until a throwing method is
/// implemented it throws `FeedClient.NotImplemented`, naming the method.
nonisolated final class FeedClient: FeedClientInterface {
    /// What a throwing method throws until it is implemented: the method's name.
    struct NotImplemented: Error, Equatable {
        let method: String
    }

    init() {}

    func fetchTitles(page: Int) async throws -> [String] {
        // TODO: implement.
        throw NotImplemented(method: "fetchTitles(page:)")
    }

    func signOut() async throws {
        // TODO: implement.
        throw NotImplemented(method: "signOut()")
    }

    func unreadCount() async -> Int {
        // TODO: implement.
        return 0
    }
}
