import Foundation
import Testing
@testable import App

@MainActor
struct LoginInteractorTests {
    @Test func holdsItsOutputWeakly() async throws {
        let interactor = LoginInteractor()
        var output: MockLoginInteractorOutput? = MockLoginInteractorOutput()
        interactor.output = output
        output = nil
        #expect(interactor.output == nil, "the interactor must not keep its output alive")
    }

    @Test func reportsToTheOutputItWasGiven() async throws {
        let interactor = LoginInteractor()
        let output = MockLoginInteractorOutput()
        interactor.output = output
        #expect(interactor.output === output)
    }
}
