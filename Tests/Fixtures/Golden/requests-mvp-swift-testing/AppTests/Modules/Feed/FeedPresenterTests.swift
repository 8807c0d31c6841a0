import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct FeedPresenterTests {
    @Test("Holds its view weakly") func testHoldsItsViewWeakly() {
        let presenter = FeedPresenter(feedClient: MockFeedClient())
        var view: MockFeedView? = MockFeedView()
        presenter.view = view
        #expect(presenter.view != nil)
        view = nil
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test("Builder wires the module") func testBuilderWiresTheModule() throws {
        let module = FeedBuilder.makeModule()
        let view = try #require(module as? FeedViewController)
        let presenter = try #require(view.presenter as? FeedPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
        #expect(presenter.feedClient is FeedClient, "the builder injects FeedClient")
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = FeedBuilder.makeModule()
            let view = try #require(module as? FeedViewController)
            module.loadViewIfNeeded()
            weakModule = module
            weakView = view
            weakPresenter = view.presenter
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
    }

    @Test("Loading the view tells the presenter") func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1, "viewDidLoad reaches the presenter")
    }

    @Test("fetchTitles is loading, then keeps the service's result") func testFetchTitlesKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.fetchTitles(page: 7)
        #expect(presenter.fetchTitlesIsLoading, "the request must show it is running")
        await presenter.fetchTitlesTask?.value

        #expect(feedClient.fetchTitlesPageReceivedPage == 7)
        #expect(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        #expect(presenter.fetchTitlesResult == ["fetchTitles-1"])
        #expect(presenter.fetchTitlesError == nil, "a request that succeeds keeps no error")
        #expect(view.showTitlesCallsCount == 1, "the result is shown")
        #expect(view.showTitlesReceivedTitles == ["fetchTitles-1"])
    }

    @Test("fetchTitles keeps the service's error") func testFetchTitlesKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.fetchTitles(page: 7)
        await presenter.fetchTitlesTask?.value

        #expect(presenter.fetchTitlesError is FeedPresenterTestFailure, "the presenter must keep the service's error")
        #expect(view.showErrorCallsCount == 1, "the failure is shown")
        #expect(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        #expect(presenter.fetchTitlesResult == nil, "a failed request keeps no result")
    }

    @Test("A new fetchTitles cancels the running one, which changes nothing") func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in if Task.isCancelled { throw FeedPresenterTestFailure() }; return ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let first = presenter.fetchTitlesTask
        presenter.fetchTitles(page: 7)
        await first?.value
        await presenter.fetchTitlesTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        #expect(presenter.fetchTitlesError == nil, "the cancelled request must not keep its error")
        #expect(presenter.fetchTitlesResult == ["fetchTitles-1"])
    }

    @Test("A cancelled fetchTitles changes nothing") func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let task = presenter.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(presenter.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(presenter.fetchTitlesResult == nil, "a cancelled request must not keep its result")
    }

    @Test("A cancelled fetchTitles keeps no error") func testFetchTitlesCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let task = presenter.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(presenter.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(presenter.fetchTitlesError == nil, "a cancelled request must not keep its error")
    }

    @Test("fetchTitles does not keep the presenter alive and is cancelled when it goes away") func testFetchTitlesIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.fetchTitles(page: 7)
        let task = presenter?.fetchTitlesTask
        presenter = nil

        #expect(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        #expect(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    @Test("signOut is loading, then ends") func testSignOutKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.signOut()
        #expect(presenter.signOutIsLoading, "the request must show it is running")
        await presenter.signOutTask?.value

        #expect(!presenter.signOutIsLoading, "the request must show it ended")
        #expect(presenter.signOutError == nil, "a request that succeeds keeps no error")
    }

    @Test("signOut keeps the service's error") func testSignOutKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.signOut()
        await presenter.signOutTask?.value

        #expect(presenter.signOutError is FeedPresenterTestFailure, "the presenter must keep the service's error")
        #expect(view.showErrorCallsCount == 1, "the failure is shown")
        #expect(!presenter.signOutIsLoading, "the request must show it ended")
    }

    @Test("A new signOut cancels the running one, which changes nothing") func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { if Task.isCancelled { throw FeedPresenterTestFailure() } }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let first = presenter.signOutTask
        presenter.signOut()
        await first?.value
        await presenter.signOutTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!presenter.signOutIsLoading, "the request must show it ended")
        #expect(presenter.signOutError == nil, "the cancelled request must not keep its error")
    }

    @Test("A cancelled signOut changes nothing") func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let task = presenter.signOutTask
        task?.cancel()
        await task?.value

        #expect(presenter.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    @Test("A cancelled signOut keeps no error") func testSignOutCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let task = presenter.signOutTask
        task?.cancel()
        await task?.value

        #expect(presenter.signOutIsLoading, "a cancelled request must not show that it ended")
        #expect(presenter.signOutError == nil, "a cancelled request must not keep its error")
    }

    @Test("signOut does not keep the presenter alive and is cancelled when it goes away") func testSignOutIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.signOut()
        let task = presenter?.signOutTask
        presenter = nil

        #expect(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        #expect(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    @Test("unreadCount is loading, then keeps the service's result") func testUnreadCountKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        #expect(presenter.unreadCountIsLoading, "the request must show it is running")
        await presenter.unreadCountTask?.value

        #expect(!presenter.unreadCountIsLoading, "the request must show it ended")
        #expect(presenter.unreadCountResult == 7)
    }

    @Test("A new unreadCount cancels the running one, which changes nothing") func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { Task.isCancelled ? 8 : 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        let first = presenter.unreadCountTask
        presenter.unreadCount()
        await first?.value
        await presenter.unreadCountTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!presenter.unreadCountIsLoading, "the request must show it ended")
        #expect(presenter.unreadCountResult == 7)
    }

    @Test("A cancelled unreadCount changes nothing") func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        let task = presenter.unreadCountTask
        task?.cancel()
        await task?.value

        #expect(presenter.unreadCountIsLoading, "a cancelled request must not show that it ended")
        #expect(presenter.unreadCountResult == nil, "a cancelled request must not keep its result")
    }

    @Test("unreadCount does not keep the presenter alive and is cancelled when it goes away") func testUnreadCountIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.unreadCount()
        let task = presenter?.unreadCountTask
        presenter = nil

        #expect(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        #expect(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    @Test("What didPullToRefresh() does", .disabled("fill in its Then, then remove .disabled")) func testDidPullToRefreshBehaviour() {
        // Given
        let feedClient = MockFeedClient()
        let view = MockFeedView()
        let sut = FeedPresenter(feedClient: feedClient)
        sut.view = view
        // When
        sut.didPullToRefresh()
        // Then: assert what didPullToRefresh() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    @Test("Loading starts the requests the screen shows") func testLoadingStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.viewDidLoad()

        #expect(presenter.unreadCountTask != nil && presenter.unreadCountIsLoading, "loading must start unreadCount")
        await presenter.unreadCountTask?.value
    }
}

/// What a service's mock throws in the request tests.
private struct FeedPresenterTestFailure: Error {}
