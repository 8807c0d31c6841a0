import Foundation
import XCTest
@testable import App

@MainActor
final class LoginInteractorTests: XCTestCase {
    func testHoldsItsOutputWeakly() {
        let interactor = LoginInteractor()
        var output: MockLoginInteractorOutput? = MockLoginInteractorOutput()
        interactor.output = output
        XCTAssert(interactor.output != nil)
        output = nil
        XCTAssert(interactor.output == nil, "the interactor must not keep its output alive")
    }
}
