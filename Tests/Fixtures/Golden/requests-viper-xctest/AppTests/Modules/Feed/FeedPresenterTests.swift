import Foundation
import XCTest
@testable import App

@MainActor
final class FeedPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() {
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        var view: MockFeedView? = MockFeedView()
        presenter.view = view
        XCTAssert(presenter.view != nil)
        view = nil
        XCTAssert(presenter.view == nil, "the presenter must not keep its view alive")
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
