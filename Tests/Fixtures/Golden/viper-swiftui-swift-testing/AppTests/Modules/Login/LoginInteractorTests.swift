import Foundation
import Testing
@testable import App

@MainActor
struct LoginInteractorTests {
    @Test("Holds its output weakly") func testHoldsItsOutputWeakly() {
        let interactor = LoginInteractor()
        var output: MockLoginInteractorOutput? = MockLoginInteractorOutput()
        interactor.output = output
        #expect(interactor.output != nil)
        output = nil
        #expect(interactor.output == nil, "the interactor must not keep its output alive")
    }
}
