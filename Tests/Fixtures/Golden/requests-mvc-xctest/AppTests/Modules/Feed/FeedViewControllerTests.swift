import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class FeedViewControllerTests: XCTestCase {
    func testReleasingTheControllerReleasesItsView() {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        do {
            let controller = FeedViewController(feedClient: MockFeedClient())
            controller.loadViewIfNeeded()
            weakController = controller
            weakView = controller.contentView
        }
        XCTAssert(weakController == nil, "the controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    func testTheFirstAppearanceStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.loadViewIfNeeded()
        controller.viewWillAppear(false)
        let firstUnreadCount = controller.unreadCountTask
        XCTAssert(firstUnreadCount != nil && controller.unreadCountIsLoading, "appearing must start unreadCount")
        controller.viewWillAppear(false)
        XCTAssert(controller.unreadCountTask == firstUnreadCount, "appearing again must not start unreadCount again")
        await firstUnreadCount?.value
    }

    func testFetchTitlesKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        XCTAssert(controller.fetchTitlesIsLoading, "the request must show it is running")
        await controller.fetchTitlesTask?.value

        XCTAssertEqual(feedClient.fetchTitlesPageReceivedPage, 7)
        XCTAssert(!controller.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssertEqual(controller.fetchTitlesResult, ["fetchTitles-1"])
        XCTAssert(controller.fetchTitlesError == nil, "a request that succeeds keeps no error")
    }

    func testFetchTitlesKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        await controller.fetchTitlesTask?.value

        XCTAssert(controller.fetchTitlesError is FeedViewControllerTestFailure, "the controller must keep the service's error")
        XCTAssert(!controller.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssert(controller.fetchTitlesResult == nil, "a failed request keeps no result")
    }

    func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in if Task.isCancelled { throw FeedViewControllerTestFailure() }; return ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let first = controller.fetchTitlesTask
        controller.fetchTitles(page: 7)
        await first?.value
        await controller.fetchTitlesTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!controller.fetchTitlesIsLoading, "the request must show it ended")
        XCTAssert(controller.fetchTitlesError == nil, "the cancelled request must not keep its error")
        XCTAssertEqual(controller.fetchTitlesResult, ["fetchTitles-1"])
    }

    func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let task = controller.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(controller.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(controller.fetchTitlesResult == nil, "a cancelled request must not keep its result")
    }

    func testFetchTitlesCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let task = controller.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(controller.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(controller.fetchTitlesError == nil, "a cancelled request must not keep its error")
    }

    func testFetchTitlesIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.fetchTitles(page: 7)
        let task = controller?.fetchTitlesTask
        controller = nil

        XCTAssert(released == nil, "a running request must not keep the controller alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    func testSignOutKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        XCTAssert(controller.signOutIsLoading, "the request must show it is running")
        await controller.signOutTask?.value

        XCTAssert(!controller.signOutIsLoading, "the request must show it ended")
        XCTAssert(controller.signOutError == nil, "a request that succeeds keeps no error")
    }

    func testSignOutKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        await controller.signOutTask?.value

        XCTAssert(controller.signOutError is FeedViewControllerTestFailure, "the controller must keep the service's error")
        XCTAssert(!controller.signOutIsLoading, "the request must show it ended")
    }

    func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { if Task.isCancelled { throw FeedViewControllerTestFailure() } }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let first = controller.signOutTask
        controller.signOut()
        await first?.value
        await controller.signOutTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!controller.signOutIsLoading, "the request must show it ended")
        XCTAssert(controller.signOutError == nil, "the cancelled request must not keep its error")
    }

    func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let task = controller.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(controller.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    func testSignOutCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let task = controller.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(controller.signOutIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(controller.signOutError == nil, "a cancelled request must not keep its error")
    }

    func testSignOutIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.signOut()
        let task = controller?.signOutTask
        controller = nil

        XCTAssert(released == nil, "a running request must not keep the controller alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    func testUnreadCountKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        XCTAssert(controller.unreadCountIsLoading, "the request must show it is running")
        await controller.unreadCountTask?.value

        XCTAssert(!controller.unreadCountIsLoading, "the request must show it ended")
        XCTAssertEqual(controller.unreadCountResult, 7)
    }

    func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { Task.isCancelled ? 8 : 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        let first = controller.unreadCountTask
        controller.unreadCount()
        await first?.value
        await controller.unreadCountTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!controller.unreadCountIsLoading, "the request must show it ended")
        XCTAssertEqual(controller.unreadCountResult, 7)
    }

    func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        let task = controller.unreadCountTask
        task?.cancel()
        await task?.value

        XCTAssert(controller.unreadCountIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(controller.unreadCountResult == nil, "a cancelled request must not keep its result")
    }

    func testUnreadCountIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.unreadCount()
        let task = controller?.unreadCountTask
        controller = nil

        XCTAssert(released == nil, "a running request must not keep the controller alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    func testDidPullToRefreshBehaviour() throws {
        try XCTSkipIf(true, "fill in what didPullToRefresh() should do (the Then below), then remove this line")
        // Given
        let feedClient = MockFeedClient()
        let sut = FeedViewController(feedClient: feedClient)
        // When
        sut.didPullToRefresh()
        // Then: assert what didPullToRefresh() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}

/// What a service's mock throws in the request tests.
private struct FeedViewControllerTestFailure: Error {}
