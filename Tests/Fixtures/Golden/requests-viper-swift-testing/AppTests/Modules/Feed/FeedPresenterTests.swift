import Foundation
import Testing
@testable import App

@MainActor
struct FeedPresenterTests {
    @Test("Holds its view weakly") func testHoldsItsViewWeakly() {
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        var view: MockFeedView? = MockFeedView()
        presenter.view = view
        #expect(presenter.view != nil)
        view = nil
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test("What didPullToRefresh() does", .disabled("fill in its Then, then remove .disabled")) func testDidPullToRefreshBehaviour() {
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

    @Test("fetchTitles's result is shown") func testFetchTitlesResultIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.fetchTitlesDidFinish(["fetchTitles-1"])

        #expect(view.showTitlesCallsCount == 1, "the result is shown")
        #expect(view.showTitlesReceivedTitles == ["fetchTitles-1"])
    }

    @Test("fetchTitles's failure is shown") func testFetchTitlesFailureIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.fetchTitlesDidFail(CancellationError())

        #expect(view.showErrorCallsCount == 1, "the failure is shown")
    }

    @Test("signOut's failure is shown") func testSignOutFailureIsShown() {
        let view = MockFeedView()
        let presenter = FeedPresenter(interactor: MockFeedInteractor(), router: MockFeedRouter())
        presenter.view = view

        presenter.signOutDidFail(CancellationError())

        #expect(view.showErrorCallsCount == 1, "the failure is shown")
    }

    @Test("Loading starts the requests the screen shows") func testLoadingStartsTheRequests() {
        let interactor = MockFeedInteractor()
        let presenter = FeedPresenter(interactor: interactor, router: MockFeedRouter())

        presenter.viewDidLoad()

        #expect(interactor.unreadCountCallsCount == 1, "loading must start unreadCount")
    }

    @Test("Loading the view tells the presenter") func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1, "viewDidLoad reaches the presenter")
    }
}
