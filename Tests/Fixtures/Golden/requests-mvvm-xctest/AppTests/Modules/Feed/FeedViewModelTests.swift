import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class FeedViewModelTests: XCTestCase {
    func testBuilderWiresTheModule() throws {
        let module = FeedBuilder.makeModule()
        let viewModel = try XCTUnwrap(module as? FeedViewController).viewModel
        XCTAssert(viewModel.feedClient is FeedClient, "the builder injects FeedClient")
    }

    func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: FeedViewModel?
        do {
            let module = FeedBuilder.makeModule()
            let viewModel = try XCTUnwrap(module as? FeedViewController).viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        XCTAssert(weakModule == nil, "the module's view controller leaked")
        XCTAssert(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    func testATransitionTellsTheViewOnceWithTheNewState() {
        let viewModel = FeedViewModel(feedClient: MockFeedClient())
        var notified: [FeedViewModelState] = []
        viewModel.onStateChange = { notified.append($0) }
        viewModel.update {
            $0.title = "title-1"
            $0.fetchTitlesIsLoading = true
            $0.fetchTitlesError = "fetchTitlesError-3"
            $0.fetchTitlesResult = ["fetchTitlesResult-4"]
            $0.signOutIsLoading = true
            $0.signOutError = "signOutError-6"
            $0.unreadCountIsLoading = true
            $0.unreadCountResult = 14
        }
        XCTAssertEqual(notified.count, 1, "one transition, one call of onStateChange")
        XCTAssertEqual(viewModel.state.title, "title-1", "the state holds the new title")
        XCTAssertEqual(notified.last?.title, "title-1", "the view is told the new title")
        XCTAssertEqual(viewModel.state.fetchTitlesIsLoading, true, "the state holds the new fetchTitlesIsLoading")
        XCTAssertEqual(notified.last?.fetchTitlesIsLoading, true, "the view is told the new fetchTitlesIsLoading")
        XCTAssertEqual(viewModel.state.fetchTitlesError, "fetchTitlesError-3", "the state holds the new fetchTitlesError")
        XCTAssertEqual(notified.last?.fetchTitlesError, "fetchTitlesError-3", "the view is told the new fetchTitlesError")
        XCTAssertEqual(viewModel.state.fetchTitlesResult, ["fetchTitlesResult-4"], "the state holds the new fetchTitlesResult")
        XCTAssertEqual(notified.last?.fetchTitlesResult, ["fetchTitlesResult-4"], "the view is told the new fetchTitlesResult")
        XCTAssertEqual(viewModel.state.signOutIsLoading, true, "the state holds the new signOutIsLoading")
        XCTAssertEqual(notified.last?.signOutIsLoading, true, "the view is told the new signOutIsLoading")
        XCTAssertEqual(viewModel.state.signOutError, "signOutError-6", "the state holds the new signOutError")
        XCTAssertEqual(notified.last?.signOutError, "signOutError-6", "the view is told the new signOutError")
        XCTAssertEqual(viewModel.state.unreadCountIsLoading, true, "the state holds the new unreadCountIsLoading")
        XCTAssertEqual(notified.last?.unreadCountIsLoading, true, "the view is told the new unreadCountIsLoading")
        XCTAssertEqual(viewModel.state.unreadCountResult, 14, "the state holds the new unreadCountResult")
        XCTAssertEqual(notified.last?.unreadCountResult, 14, "the view is told the new unreadCountResult")
    }

    func testAnUpdateThatChangesNothingTellsNoOne() {
        let viewModel = FeedViewModel(feedClient: MockFeedClient())
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }
        viewModel.update { _ in }
        XCTAssertEqual(notified, 0, "an unchanged state is no transition")
    }

    func testScreenRendersAgainWhenTitleChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.title = "title-1" }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of title renders once")
        XCTAssertEqual(viewController.lastRendered?.title, "title-1", "the screen renders the new title")
    }

    func testScreenRendersAgainWhenFetchTitlesIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesIsLoading = true }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of fetchTitlesIsLoading renders once")
        XCTAssertEqual(viewController.lastRendered?.fetchTitlesIsLoading, true, "the screen renders the new fetchTitlesIsLoading")
    }

    func testScreenRendersAgainWhenFetchTitlesErrorChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesError = "fetchTitlesError-3" }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of fetchTitlesError renders once")
        XCTAssertEqual(viewController.lastRendered?.fetchTitlesError, "fetchTitlesError-3", "the screen renders the new fetchTitlesError")
    }

    func testScreenRendersAgainWhenFetchTitlesResultChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesResult = ["fetchTitlesResult-4"] }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of fetchTitlesResult renders once")
        XCTAssertEqual(viewController.lastRendered?.fetchTitlesResult, ["fetchTitlesResult-4"], "the screen renders the new fetchTitlesResult")
    }

    func testScreenRendersAgainWhenSignOutIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.signOutIsLoading = true }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of signOutIsLoading renders once")
        XCTAssertEqual(viewController.lastRendered?.signOutIsLoading, true, "the screen renders the new signOutIsLoading")
    }

    func testScreenRendersAgainWhenSignOutErrorChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.signOutError = "signOutError-6" }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of signOutError renders once")
        XCTAssertEqual(viewController.lastRendered?.signOutError, "signOutError-6", "the screen renders the new signOutError")
    }

    func testScreenRendersAgainWhenUnreadCountIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.unreadCountIsLoading = true }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of unreadCountIsLoading renders once")
        XCTAssertEqual(viewController.lastRendered?.unreadCountIsLoading, true, "the screen renders the new unreadCountIsLoading")
    }

    func testScreenRendersAgainWhenUnreadCountResultChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        XCTAssert(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.unreadCountResult = 14 }
        XCTAssertEqual(viewController.renders, rendered + 1, "a change of unreadCountResult renders once")
        XCTAssertEqual(viewController.lastRendered?.unreadCountResult, 14, "the screen renders the new unreadCountResult")
    }

    func testTheFirstAppearanceStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.onAppear()
        let firstUnreadCount = viewModel.unreadCountTask
        XCTAssert(firstUnreadCount != nil && viewModel.state.unreadCountIsLoading, "appearing must start unreadCount")
        viewModel.onAppear()
        XCTAssert(viewModel.unreadCountTask == firstUnreadCount, "appearing again must not start unreadCount again")
        await firstUnreadCount?.value
    }

    func testAppearingReachesTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewController = FeedViewController(viewModel: FeedViewModel(feedClient: feedClient))

        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(false)
        XCTAssert(viewController.viewModel.unreadCountTask != nil, "viewWillAppear must tell the view model, which starts unreadCount")
        await viewController.viewModel.unreadCountTask?.value
    }

    func testFetchTitlesShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        XCTAssert(viewModel.state.fetchTitlesIsLoading, "the state must show the request running")
        await viewModel.fetchTitlesTask?.value

        XCTAssertEqual(feedClient.fetchTitlesPageReceivedPage, 7)
        XCTAssert(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        XCTAssertEqual(viewModel.state.fetchTitlesResult, ["fetchTitles-1"])
        XCTAssert(viewModel.state.fetchTitlesError == nil, "a request that succeeds shows no error")
    }

    func testFetchTitlesShowsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        await viewModel.fetchTitlesTask?.value

        XCTAssertEqual(viewModel.state.fetchTitlesError, FeedViewModelTestFailure.message)
        XCTAssert(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        XCTAssert(viewModel.state.fetchTitlesResult == nil, "a failed request shows no result")
    }

    func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in if Task.isCancelled { throw FeedViewModelTestFailure() }; return ["fetchTitles-1"] }
        let viewModel = FeedViewModel(feedClient: feedClient)
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }

        viewModel.fetchTitles(page: 7)
        let first = viewModel.fetchTitlesTask
        viewModel.fetchTitles(page: 7)
        await first?.value
        await viewModel.fetchTitlesTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        XCTAssert(viewModel.state.fetchTitlesError == nil, "the cancelled request must not show its error")
        XCTAssertEqual(viewModel.state.fetchTitlesResult, ["fetchTitles-1"])
        XCTAssertEqual(notified, 2, "two transitions: loading, then the second request's end")
    }

    func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        let task = viewModel.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(viewModel.state.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(viewModel.state.fetchTitlesResult == nil, "a cancelled request must not show its result")
    }

    func testFetchTitlesCancelledShowsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        let task = viewModel.fetchTitlesTask
        task?.cancel()
        await task?.value

        XCTAssert(viewModel.state.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(viewModel.state.fetchTitlesError == nil, "a cancelled request must not show its error")
    }

    func testFetchTitlesIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.fetchTitles(page: 7)
        let task = viewModel?.fetchTitlesTask
        viewModel = nil

        XCTAssert(released == nil, "a running request must not keep the view model alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    func testSignOutShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        XCTAssert(viewModel.state.signOutIsLoading, "the state must show the request running")
        await viewModel.signOutTask?.value

        XCTAssert(!viewModel.state.signOutIsLoading, "the state must show the request ended")
        XCTAssert(viewModel.state.signOutError == nil, "a request that succeeds shows no error")
    }

    func testSignOutShowsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        await viewModel.signOutTask?.value

        XCTAssertEqual(viewModel.state.signOutError, FeedViewModelTestFailure.message)
        XCTAssert(!viewModel.state.signOutIsLoading, "the state must show the request ended")
    }

    func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { if Task.isCancelled { throw FeedViewModelTestFailure() } }
        let viewModel = FeedViewModel(feedClient: feedClient)
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }

        viewModel.signOut()
        let first = viewModel.signOutTask
        viewModel.signOut()
        await first?.value
        await viewModel.signOutTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!viewModel.state.signOutIsLoading, "the state must show the request ended")
        XCTAssert(viewModel.state.signOutError == nil, "the cancelled request must not show its error")
        XCTAssertEqual(notified, 2, "two transitions: loading, then the second request's end")
    }

    func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        let task = viewModel.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(viewModel.state.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    func testSignOutCancelledShowsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        let task = viewModel.signOutTask
        task?.cancel()
        await task?.value

        XCTAssert(viewModel.state.signOutIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(viewModel.state.signOutError == nil, "a cancelled request must not show its error")
    }

    func testSignOutIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.signOut()
        let task = viewModel?.signOutTask
        viewModel = nil

        XCTAssert(released == nil, "a running request must not keep the view model alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    func testUnreadCountShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.unreadCount()
        XCTAssert(viewModel.state.unreadCountIsLoading, "the state must show the request running")
        await viewModel.unreadCountTask?.value

        XCTAssert(!viewModel.state.unreadCountIsLoading, "the state must show the request ended")
        XCTAssertEqual(viewModel.state.unreadCountResult, 7)
    }

    func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { Task.isCancelled ? 8 : 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }

        viewModel.unreadCount()
        let first = viewModel.unreadCountTask
        viewModel.unreadCount()
        await first?.value
        await viewModel.unreadCountTask?.value

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssert(!viewModel.state.unreadCountIsLoading, "the state must show the request ended")
        XCTAssertEqual(viewModel.state.unreadCountResult, 7)
        XCTAssertEqual(notified, 2, "two transitions: loading, then the second request's end")
    }

    func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.unreadCount()
        let task = viewModel.unreadCountTask
        task?.cancel()
        await task?.value

        XCTAssert(viewModel.state.unreadCountIsLoading, "a cancelled request must not show that it ended")
        XCTAssert(viewModel.state.unreadCountResult == nil, "a cancelled request must not show its result")
    }

    func testUnreadCountIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.unreadCount()
        let task = viewModel?.unreadCountTask
        viewModel = nil

        XCTAssert(released == nil, "a running request must not keep the view model alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    func testDidPullToRefreshBehaviour() throws {
        try XCTSkipIf(true, "fill in what didPullToRefresh() should do (the Then below), then remove this line")
        // Given
        let feedClient = MockFeedClient()
        let sut = FeedViewModel(feedClient: feedClient)
        // When
        sut.didPullToRefresh()
        // Then: assert what didPullToRefresh() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}

/// What a service's mock throws in the request tests; the state shows its message.
private struct FeedViewModelTestFailure: LocalizedError {
    static let message = "feed-failure"

    var errorDescription: String? { Self.message }
}
