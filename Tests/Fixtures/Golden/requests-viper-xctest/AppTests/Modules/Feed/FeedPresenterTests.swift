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

    func testDidPullToRefreshBehaviour() throws {
        try XCTSkipIf(true, "fill in what didPullToRefresh() should do (the Then below), then remove this line")
        // Given
        let interactor = MockFeedInteractor()
        let router = MockFeedRouter()
        let view = MockFeedView()
        let sut = FeedPresenter(interactor: interactor, router: router)
        sut.view = view
        // When
        sut.didPullToRefresh()
        // Then: assert what didPullToRefresh() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testFetchTitlesResultIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.fetchTitlesDidFinish(["fetchTitles-1"])

        XCTAssertEqual(view.showTitlesCallsCount, 1, "the result is shown")
        XCTAssertEqual(view.showTitlesReceivedTitles, ["fetchTitles-1"])
    }

    func testFetchTitlesFailureIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.fetchTitlesDidFail(CancellationError())

        XCTAssertEqual(view.showErrorCallsCount, 1, "the failure is shown")
    }

    func testSignOutFailureIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.signOutDidFail(CancellationError())

        XCTAssertEqual(view.showErrorCallsCount, 1, "the failure is shown")
    }

    func testLoadingStartsTheRequests() {
        let interactor = MockFeedInteractor()
        let presenter = FeedPresenter(interactor: interactor, router: MockFeedRouter())

        presenter.viewDidLoad()

        XCTAssertEqual(interactor.unreadCountCallsCount, 1, "loading must start unreadCount")
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
