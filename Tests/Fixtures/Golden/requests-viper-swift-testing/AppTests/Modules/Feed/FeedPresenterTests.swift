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

    @Test("Loading the view tells the presenter") func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1, "viewDidLoad reaches the presenter")
    }
}
