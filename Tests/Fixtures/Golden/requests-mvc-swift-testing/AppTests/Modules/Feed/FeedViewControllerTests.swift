import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct FeedViewControllerTests {
    @Test("Releasing the controller releases its view") func testReleasingTheControllerReleasesItsView() {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        do {
            let controller = FeedViewController(feedClient: MockFeedClient())
            controller.loadViewIfNeeded()
            weakController = controller
            weakView = controller.contentView
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    @Test("The first appearance starts the requests the screen shows, a later one starts nothing") func testTheFirstAppearanceStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.loadViewIfNeeded()
        controller.viewWillAppear(false)
        let firstUnreadCount = controller.unreadCountTask
        #expect(firstUnreadCount != nil && controller.unreadCountIsLoading, "appearing must start unreadCount")
        controller.viewWillAppear(false)
        #expect(controller.unreadCountTask == firstUnreadCount, "appearing again must not start unreadCount again")
        await firstUnreadCount?.value
    }

    @Test("fetchTitles is loading, then keeps the service's result") func testFetchTitlesKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        #expect(controller.fetchTitlesIsLoading, "the request must show it is running")
        await controller.fetchTitlesTask?.value

        #expect(feedClient.fetchTitlesPageReceivedPage == 7)
        #expect(!controller.fetchTitlesIsLoading, "the request must show it ended")
        #expect(controller.fetchTitlesResult == ["fetchTitles-1"])
        #expect(controller.fetchTitlesError == nil, "a request that succeeds keeps no error")
    }

    @Test("fetchTitles keeps the service's error") func testFetchTitlesKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        await controller.fetchTitlesTask?.value

        #expect(controller.fetchTitlesError is FeedViewControllerTestFailure, "the controller must keep the service's error")
        #expect(!controller.fetchTitlesIsLoading, "the request must show it ended")
        #expect(controller.fetchTitlesResult == nil, "a failed request keeps no result")
    }

    @Test("A new fetchTitles cancels the running one, which changes nothing") func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in if Task.isCancelled { throw FeedViewControllerTestFailure() }; return ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let first = controller.fetchTitlesTask
        controller.fetchTitles(page: 7)
        await first?.value
        await controller.fetchTitlesTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!controller.fetchTitlesIsLoading, "the request must show it ended")
        #expect(controller.fetchTitlesError == nil, "the cancelled request must not keep its error")
        #expect(controller.fetchTitlesResult == ["fetchTitles-1"])
    }

    @Test("A cancelled fetchTitles changes nothing") func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let task = controller.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(controller.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(controller.fetchTitlesResult == nil, "a cancelled request must not keep its result")
    }

    @Test("A cancelled fetchTitles keeps no error") func testFetchTitlesCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.fetchTitles(page: 7)
        let task = controller.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(controller.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(controller.fetchTitlesError == nil, "a cancelled request must not keep its error")
    }

    @Test("fetchTitles does not keep the controller alive and is cancelled when it goes away") func testFetchTitlesIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.fetchTitles(page: 7)
        let task = controller?.fetchTitlesTask
        controller = nil

        #expect(released == nil, "a running request must not keep the controller alive")
        await task?.value
        #expect(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    @Test("signOut is loading, then ends") func testSignOutKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        #expect(controller.signOutIsLoading, "the request must show it is running")
        await controller.signOutTask?.value

        #expect(!controller.signOutIsLoading, "the request must show it ended")
        #expect(controller.signOutError == nil, "a request that succeeds keeps no error")
    }

    @Test("signOut keeps the service's error") func testSignOutKeepsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        await controller.signOutTask?.value

        #expect(controller.signOutError is FeedViewControllerTestFailure, "the controller must keep the service's error")
        #expect(!controller.signOutIsLoading, "the request must show it ended")
    }

    @Test("A new signOut cancels the running one, which changes nothing") func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { if Task.isCancelled { throw FeedViewControllerTestFailure() } }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let first = controller.signOutTask
        controller.signOut()
        await first?.value
        await controller.signOutTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!controller.signOutIsLoading, "the request must show it ended")
        #expect(controller.signOutError == nil, "the cancelled request must not keep its error")
    }

    @Test("A cancelled signOut changes nothing") func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let task = controller.signOutTask
        task?.cancel()
        await task?.value

        #expect(controller.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    @Test("A cancelled signOut keeps no error") func testSignOutCancelledKeepsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewControllerTestFailure() }
        let controller = FeedViewController(feedClient: feedClient)

        controller.signOut()
        let task = controller.signOutTask
        task?.cancel()
        await task?.value

        #expect(controller.signOutIsLoading, "a cancelled request must not show that it ended")
        #expect(controller.signOutError == nil, "a cancelled request must not keep its error")
    }

    @Test("signOut does not keep the controller alive and is cancelled when it goes away") func testSignOutIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.signOut()
        let task = controller?.signOutTask
        controller = nil

        #expect(released == nil, "a running request must not keep the controller alive")
        await task?.value
        #expect(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    @Test("unreadCount is loading, then keeps the service's result") func testUnreadCountKeepsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        #expect(controller.unreadCountIsLoading, "the request must show it is running")
        await controller.unreadCountTask?.value

        #expect(!controller.unreadCountIsLoading, "the request must show it ended")
        #expect(controller.unreadCountResult == 7)
    }

    @Test("A new unreadCount cancels the running one, which changes nothing") func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { Task.isCancelled ? 8 : 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        let first = controller.unreadCountTask
        controller.unreadCount()
        await first?.value
        await controller.unreadCountTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!controller.unreadCountIsLoading, "the request must show it ended")
        #expect(controller.unreadCountResult == 7)
    }

    @Test("A cancelled unreadCount changes nothing") func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let controller = FeedViewController(feedClient: feedClient)

        controller.unreadCount()
        let task = controller.unreadCountTask
        task?.cancel()
        await task?.value

        #expect(controller.unreadCountIsLoading, "a cancelled request must not show that it ended")
        #expect(controller.unreadCountResult == nil, "a cancelled request must not keep its result")
    }

    @Test("unreadCount does not keep the controller alive and is cancelled when it goes away") func testUnreadCountIsCancelledWhenReleased() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var controller: FeedViewController? = FeedViewController(feedClient: feedClient)
        weak var released: FeedViewController?
        released = controller

        controller?.unreadCount()
        let task = controller?.unreadCountTask
        controller = nil

        #expect(released == nil, "a running request must not keep the controller alive")
        await task?.value
        #expect(task?.isCancelled == true, "the controller must cancel its request when it goes away")
    }

    @Test("What didPullToRefresh() does", .disabled("fill in its Then, then remove .disabled")) func testDidPullToRefreshBehaviour() {
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
