import Foundation
import XCTest
@testable import App

@MainActor
final class LoginInteractorTests: XCTestCase {
    func testHoldsItsOutputWeakly() async throws {
        let interactor = LoginInteractor()
        var output: MockLoginInteractorOutput? = MockLoginInteractorOutput()
        interactor.output = output
        output = nil
        XCTAssertNil(interactor.output, "the interactor must not keep its output alive")
    }

    func testReportsToTheOutputItWasGiven() async throws {
        let interactor = LoginInteractor()
        let output = MockLoginInteractorOutput()
        interactor.output = output
        XCTAssertTrue(interactor.output === output)
    }
}
