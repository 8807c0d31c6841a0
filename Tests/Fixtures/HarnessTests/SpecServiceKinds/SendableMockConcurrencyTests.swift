// Not generated: GeneratedCodeTests copies this file beside the tests generated from
// Tests/Fixtures/Specs/service-kinds.json, so it runs against the generated test doubles.
import Foundation
import Testing

@testable import SpecServiceKinds

/// A `Sendable` service's mock may be called from any thread, as the service it stands in for
/// (docs/generated-code.md, "Services"): no call traps off the main actor, none is lost.
@Suite struct SendableMockConcurrencyTests {
    static let calls = 400

    @Test func synchronousCallsFromManyTasksAreAllRecorded() async {
        let preferences = MockPreferences()
        preferences.flagNamedClosure = { name in name.hasSuffix("0") }
        let sessionStore = MockSessionStore()
        sessionStore.currentTokenReturnValue = "token-1"
        let flags = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<Self.calls {
                group.addTask {
                    #expect(sessionStore.currentToken() == "token-1")
                    return preferences.flag(named: "flag-\(index)")
                }
            }
            return await group.reduce(into: 0) { count, flag in count += flag ? 1 : 0 }
        }
        #expect(flags == Self.calls / 10)
        #expect(preferences.flagNamedCallsCount == Self.calls)
        #expect(Set(preferences.flagNamedReceivedInvocations) == Set((0..<Self.calls).map { "flag-\($0)" }))
        #expect(sessionStore.currentTokenCallsCount == Self.calls)
    }

    @Test func aClosureMayCallBackIntoTheDouble() {
        let preferences = MockPreferences()
        preferences.flagNamedClosure = { _ in preferences.flagNamedCallsCount == 1 }
        #expect(preferences.flag(named: "first"))
        #expect(!preferences.flag(named: "second"))
    }

    @Test func anAsynchronousCallRunsWhereItIsAwaited() async throws {
        let sessionStore = MockSessionStore()
        sessionStore.signInEmailPasswordClosure = { email, _ in "token-\(email)" }
        let token = try await Task.detached { try await sessionStore.signIn(email: "a", password: "b") }.value
        #expect(token == "token-a")
        #expect(sessionStore.signInEmailPasswordReceivedArguments?.email == "a")
    }
}
