import Foundation
import XCTest
@testable import App

@MainActor
final class LoginPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() {
        let presenter = LoginPresenter(interactor: MockLoginInteractor(), router: MockLoginRouter())
        var view: MockLoginView? = MockLoginView()
        presenter.view = view
        XCTAssert(presenter.view != nil)
        view = nil
        XCTAssert(presenter.view == nil, "the presenter must not keep its view alive")
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockLoginPresenter()
        let view = LoginViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
