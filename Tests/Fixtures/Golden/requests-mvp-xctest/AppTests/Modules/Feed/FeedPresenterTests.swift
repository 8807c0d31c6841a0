import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class FeedPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() {
        let presenter = FeedPresenter(feedClient: MockFeedClient())
        var view: MockFeedView? = MockFeedView()
        presenter.view = view
        XCTAssert(presenter.view != nil)
        view = nil
        XCTAssert(presenter.view == nil, "the presenter must not keep its view alive")
    }

    func testBuilderWiresTheModule() throws {
        let module = FeedBuilder.makeModule()
        let view = try XCTUnwrap(module as? FeedViewController)
        let presenter = try XCTUnwrap(view.presenter as? FeedPresenter)
        XCTAssert(presenter.view === view, "the presenter's view is the module's view")
        XCTAssert(presenter.feedClient is FeedClient, "the builder injects FeedClient")
    }

    func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = FeedBuilder.makeModule()
            let view = try XCTUnwrap(module as? FeedViewController)
            module.loadViewIfNeeded()
            weakModule = module
            weakView = view
            weakPresenter = view.presenter
        }
        XCTAssert(weakModule == nil, "the module's view controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
        XCTAssert(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockFeedPresenter()
        let view = FeedViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }

    func testFetchTitlesKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.fetchTitles(page: 7)
        XCTAssert(presenter.fetchTitlesIsLoading, "the request must show it is running")
        await presenter.fetchTitlesTask?.value

        XCTAssertEqual(feedClient.fetchTitlesPageReceivedPage, 7)
        XCTAssert(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssertEqual(presenter.fetchTitlesResult, ["fetchTitles-1"])
        XCTAssert(presenter.fetchTitlesError == nil, "a request that succeeds keeps no error")
        XCTAssertEqual(view.showTitlesCallsCount, 1, "the result is shown")
        XCTAssertEqual(view.showTitlesReceivedTitles, ["fetchTitles-1"])
    }

    func testFetchTitlesKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.fetchTitles(page: 7)
        await presenter.fetchTitlesTask?.value

        XCTAssert(presenter.fetchTitlesError is FeedPresenterTestFailure, "the presenter must keep the service's error")
        XCTAssertEqual(view.showErrorCallsCount, 1, "the failure is shown")
        XCTAssert(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssert(presenter.fetchTitlesResult == nil, "a failed request keeps no result")
    }

    func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in if Task.isCancelled { throw FeedPresenterTestFailure() }; return ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let first = presenter.fetchTitlesTask
        presenter.fetchTitles(page: 7)
        await first?.value
        await presenter.fetchTitlesTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!presenter.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssert(presenter.fetchTitlesError == nil, "the cancelled request must not keep its error")
        XCTAssertEqual(presenter.fetchTitlesResult, ["fetchTitles-1"])
    }

    func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let task = presenter.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(presenter.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(presenter.fetchTitlesResult == nil, "a cancelled request must not keep its result")
    }

    func testFetchTitlesCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.fetchTitles(page: 7)
        let task = presenter.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(presenter.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(presenter.fetchTitlesError == nil, "a cancelled request must not keep its error")
    }

    func testFetchTitlesIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.fetchTitles(page: 7)
        let task = presenter?.fetchTitlesTask
        presenter = nil

        XCTAssert(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    func testSignOutKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.signOut()
        XCTAssert(presenter.signOutIsLoading, "the request must show it is running")
        await presenter.signOutTask?.value

        XCTAssert(!presenter.signOutIsLoading, "the request must show it ended")
        XCTAssert(presenter.signOutError == nil, "a request that succeeds keeps no error")
    }

    func testSignOutKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)
        let view = MockFeedView()
        presenter.view = view

        presenter.signOut()
        await presenter.signOutTask?.value

        XCTAssert(presenter.signOutError is FeedPresenterTestFailure, "the presenter must keep the service's error")
        XCTAssertEqual(view.showErrorCallsCount, 1, "the failure is shown")
        XCTAssert(!presenter.signOutIsLoading, "the request must show it ended")
    }

    func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { if Task.isCancelled { throw FeedPresenterTestFailure() } }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let first = presenter.signOutTask
        presenter.signOut()
        await first?.value
        await presenter.signOutTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!presenter.signOutIsLoading, "the request must show it ended")
        XCTAssert(presenter.signOutError == nil, "the cancelled request must not keep its error")
    }

    func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let task = presenter.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(presenter.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    func testSignOutCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedPresenterTestFailure() }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.signOut()
        let task = presenter.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(presenter.signOutIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(presenter.signOutError == nil, "a cancelled request must not keep its error")
    }

    func testSignOutIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.signOut()
        let task = presenter?.signOutTask
        presenter = nil

        XCTAssert(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    func testUnreadCountKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        XCTAssert(presenter.unreadCountIsLoading, "the request must show it is running")
        await presenter.unreadCountTask?.value

        XCTAssert(!presenter.unreadCountIsLoading, "the request must show it ended")
        XCTAssertEqual(presenter.unreadCountResult, 7)
    }

    func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { Task.isCancelled ? 8 : 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        let first = presenter.unreadCountTask
        presenter.unreadCount()
        await first?.value
        await presenter.unreadCountTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!presenter.unreadCountIsLoading, "the request must show it ended")
        XCTAssertEqual(presenter.unreadCountResult, 7)
    }

    func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.unreadCount()
        let task = presenter.unreadCountTask
        task?.cancel()
        await task?.value

        XCTAssert(presenter.unreadCountIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(presenter.unreadCountResult == nil, "a cancelled request must not keep its result")
    }

    func testUnreadCountIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var presenter: FeedPresenter? = FeedPresenter(feedClient: feedClient)
        weak var released: FeedPresenter?
        released = presenter

        presenter?.unreadCount()
        let task = presenter?.unreadCountTask
        presenter = nil

        XCTAssert(released == nil, "a running request must not keep the presenter alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the presenter must cancel its request when it goes away")
    }

    func testDidPullToRefreshBehaviour() throws {
        try XCTSkipIf(true, "fill in what didPullToRefresh() should do (the Then below), then remove this line")
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

    func testLoadingStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let presenter = FeedPresenter(feedClient: feedClient)

        presenter.viewDidLoad()

        XCTAssert(presenter.unreadCountTask != nil && presenter.unreadCountIsLoading, "loading must start unreadCount")
        await presenter.unreadCountTask?.value
    }
}

/// What a service's mock throws in the request tests.
private struct FeedPresenterTestFailure: Error {}
