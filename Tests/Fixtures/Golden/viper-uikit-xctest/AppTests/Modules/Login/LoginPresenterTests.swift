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

    func testViewDidLoadBehaviour() throws {
        try XCTSkipIf(true, "fill in what viewDidLoad() should do (the Then below), then remove this line")
        // Given
        let interactor = MockLoginInteractor()
        let router = MockLoginRouter()
        let view = MockLoginView()
        let sut = LoginPresenter(interactor: interactor, router: router)
        sut.view = view
        // When
        sut.viewDidLoad()
        // Then: assert what viewDidLoad() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockLoginPresenter()
        let view = LoginViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
