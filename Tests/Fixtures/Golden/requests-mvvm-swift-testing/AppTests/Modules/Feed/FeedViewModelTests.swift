import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct FeedViewModelTests {
    @Test("Builder wires the module") func testBuilderWiresTheModule() throws {
        let module = FeedBuilder.makeModule()
        let viewModel = try #require(module as? FeedViewController).viewModel
        #expect(viewModel.feedClient is FeedClient, "the builder injects FeedClient")
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: FeedViewModel?
        do {
            let module = FeedBuilder.makeModule()
            let viewModel = try #require(module as? FeedViewController).viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test("A transition tells the view once, with the new state") func testATransitionTellsTheViewOnceWithTheNewState() {
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
        #expect(notified.count == 1, "one transition, one call of onStateChange")
        #expect(viewModel.state.title == "title-1", "the state holds the new title")
        #expect(notified.last?.title == "title-1", "the view is told the new title")
        #expect(viewModel.state.fetchTitlesIsLoading == true, "the state holds the new fetchTitlesIsLoading")
        #expect(notified.last?.fetchTitlesIsLoading == true, "the view is told the new fetchTitlesIsLoading")
        #expect(viewModel.state.fetchTitlesError == "fetchTitlesError-3", "the state holds the new fetchTitlesError")
        #expect(notified.last?.fetchTitlesError == "fetchTitlesError-3", "the view is told the new fetchTitlesError")
        #expect(viewModel.state.fetchTitlesResult == ["fetchTitlesResult-4"], "the state holds the new fetchTitlesResult")
        #expect(notified.last?.fetchTitlesResult == ["fetchTitlesResult-4"], "the view is told the new fetchTitlesResult")
        #expect(viewModel.state.signOutIsLoading == true, "the state holds the new signOutIsLoading")
        #expect(notified.last?.signOutIsLoading == true, "the view is told the new signOutIsLoading")
        #expect(viewModel.state.signOutError == "signOutError-6", "the state holds the new signOutError")
        #expect(notified.last?.signOutError == "signOutError-6", "the view is told the new signOutError")
        #expect(viewModel.state.unreadCountIsLoading == true, "the state holds the new unreadCountIsLoading")
        #expect(notified.last?.unreadCountIsLoading == true, "the view is told the new unreadCountIsLoading")
        #expect(viewModel.state.unreadCountResult == 14, "the state holds the new unreadCountResult")
        #expect(notified.last?.unreadCountResult == 14, "the view is told the new unreadCountResult")
    }

    @Test("An update that changes nothing tells no one") func testAnUpdateThatChangesNothingTellsNoOne() {
        let viewModel = FeedViewModel(feedClient: MockFeedClient())
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }
        viewModel.update { _ in }
        #expect(notified == 0, "an unchanged state is no transition")
    }

    @Test("Screen renders again when Title changes") func testScreenRendersAgainWhenTitleChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.title = "title-1" }
        #expect(viewController.renders == rendered + 1, "a change of title renders once")
        #expect(viewController.lastRendered?.title == "title-1", "the screen renders the new title")
    }

    @Test("Screen renders again when FetchTitlesIsLoading changes") func testScreenRendersAgainWhenFetchTitlesIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesIsLoading = true }
        #expect(viewController.renders == rendered + 1, "a change of fetchTitlesIsLoading renders once")
        #expect(viewController.lastRendered?.fetchTitlesIsLoading == true, "the screen renders the new fetchTitlesIsLoading")
    }

    @Test("Screen renders again when FetchTitlesError changes") func testScreenRendersAgainWhenFetchTitlesErrorChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesError = "fetchTitlesError-3" }
        #expect(viewController.renders == rendered + 1, "a change of fetchTitlesError renders once")
        #expect(viewController.lastRendered?.fetchTitlesError == "fetchTitlesError-3", "the screen renders the new fetchTitlesError")
    }

    @Test("Screen renders again when FetchTitlesResult changes") func testScreenRendersAgainWhenFetchTitlesResultChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.fetchTitlesResult = ["fetchTitlesResult-4"] }
        #expect(viewController.renders == rendered + 1, "a change of fetchTitlesResult renders once")
        #expect(viewController.lastRendered?.fetchTitlesResult == ["fetchTitlesResult-4"], "the screen renders the new fetchTitlesResult")
    }

    @Test("Screen renders again when SignOutIsLoading changes") func testScreenRendersAgainWhenSignOutIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.signOutIsLoading = true }
        #expect(viewController.renders == rendered + 1, "a change of signOutIsLoading renders once")
        #expect(viewController.lastRendered?.signOutIsLoading == true, "the screen renders the new signOutIsLoading")
    }

    @Test("Screen renders again when SignOutError changes") func testScreenRendersAgainWhenSignOutErrorChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.signOutError = "signOutError-6" }
        #expect(viewController.renders == rendered + 1, "a change of signOutError renders once")
        #expect(viewController.lastRendered?.signOutError == "signOutError-6", "the screen renders the new signOutError")
    }

    @Test("Screen renders again when UnreadCountIsLoading changes") func testScreenRendersAgainWhenUnreadCountIsLoadingChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.unreadCountIsLoading = true }
        #expect(viewController.renders == rendered + 1, "a change of unreadCountIsLoading renders once")
        #expect(viewController.lastRendered?.unreadCountIsLoading == true, "the screen renders the new unreadCountIsLoading")
    }

    @Test("Screen renders again when UnreadCountResult changes") func testScreenRendersAgainWhenUnreadCountResultChanges() {
        let viewController = RenderCountingFeedViewController(viewModel: FeedViewModel(feedClient: MockFeedClient()))
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.unreadCountResult = 14 }
        #expect(viewController.renders == rendered + 1, "a change of unreadCountResult renders once")
        #expect(viewController.lastRendered?.unreadCountResult == 14, "the screen renders the new unreadCountResult")
    }

    @Test("The first appearance starts the requests the screen shows, a later one starts nothing") func testTheFirstAppearanceStartsTheRequests() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.onAppear()
        let firstUnreadCount = viewModel.unreadCountTask
        #expect(firstUnreadCount != nil && viewModel.state.unreadCountIsLoading, "appearing must start unreadCount")
        viewModel.onAppear()
        #expect(viewModel.unreadCountTask == firstUnreadCount, "appearing again must not start unreadCount again")
        await firstUnreadCount?.value
    }

    @Test("The screen's appearance reaches the view model, which starts its requests") func testAppearingReachesTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewController = FeedViewController(viewModel: FeedViewModel(feedClient: feedClient))

        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(false)
        #expect(viewController.viewModel.unreadCountTask != nil, "viewWillAppear must tell the view model, which starts unreadCount")
        await viewController.viewModel.unreadCountTask?.value
    }

    @Test("fetchTitles shows it is loading, then the service's result") func testFetchTitlesShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        #expect(viewModel.state.fetchTitlesIsLoading, "the state must show the request running")
        await viewModel.fetchTitlesTask?.value

        #expect(feedClient.fetchTitlesPageReceivedPage == 7)
        #expect(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        #expect(viewModel.state.fetchTitlesResult == ["fetchTitles-1"])
        #expect(viewModel.state.fetchTitlesError == nil, "a request that succeeds shows no error")
    }

    @Test("fetchTitles shows the service's error") func testFetchTitlesShowsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        await viewModel.fetchTitlesTask?.value

        #expect(viewModel.state.fetchTitlesError == FeedViewModelTestFailure.message)
        #expect(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        #expect(viewModel.state.fetchTitlesResult == nil, "a failed request shows no result")
    }

    @Test("A new fetchTitles cancels the running one, which changes nothing") func testFetchTitlesCancelsTheRunningRequest() async {
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

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!viewModel.state.fetchTitlesIsLoading, "the state must show the request ended")
        #expect(viewModel.state.fetchTitlesError == nil, "the cancelled request must not show its error")
        #expect(viewModel.state.fetchTitlesResult == ["fetchTitles-1"])
        #expect(notified == 2, "two transitions: loading, then the second request's end")
    }

    @Test("A cancelled fetchTitles changes nothing") func testFetchTitlesCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        let task = viewModel.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(viewModel.state.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(viewModel.state.fetchTitlesResult == nil, "a cancelled request must not show its result")
    }

    @Test("A cancelled fetchTitles shows no error") func testFetchTitlesCancelledShowsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.fetchTitles(page: 7)
        let task = viewModel.fetchTitlesTask
        task?.cancel()
        await task?.value

        #expect(viewModel.state.fetchTitlesIsLoading, "a cancelled request must not show that it ended")
        #expect(viewModel.state.fetchTitlesError == nil, "a cancelled request must not show its error")
    }

    @Test("fetchTitles does not keep the view model alive and is cancelled when it goes away") func testFetchTitlesIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.fetchTitles(page: 7)
        let task = viewModel?.fetchTitlesTask
        viewModel = nil

        #expect(released == nil, "a running request must not keep the view model alive")
        await task?.value
        #expect(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    @Test("signOut shows it is loading, then that it ended") func testSignOutShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        #expect(viewModel.state.signOutIsLoading, "the state must show the request running")
        await viewModel.signOutTask?.value

        #expect(!viewModel.state.signOutIsLoading, "the state must show the request ended")
        #expect(viewModel.state.signOutError == nil, "a request that succeeds shows no error")
    }

    @Test("signOut shows the service's error") func testSignOutShowsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        await viewModel.signOutTask?.value

        #expect(viewModel.state.signOutError == FeedViewModelTestFailure.message)
        #expect(!viewModel.state.signOutIsLoading, "the state must show the request ended")
    }

    @Test("A new signOut cancels the running one, which changes nothing") func testSignOutCancelsTheRunningRequest() async {
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

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!viewModel.state.signOutIsLoading, "the state must show the request ended")
        #expect(viewModel.state.signOutError == nil, "the cancelled request must not show its error")
        #expect(notified == 2, "two transitions: loading, then the second request's end")
    }

    @Test("A cancelled signOut changes nothing") func testSignOutCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        let task = viewModel.signOutTask
        task?.cancel()
        await task?.value

        #expect(viewModel.state.signOutIsLoading, "a cancelled request must not show that it ended")
    }

    @Test("A cancelled signOut shows no error") func testSignOutCancelledShowsNoError() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedViewModelTestFailure() }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.signOut()
        let task = viewModel.signOutTask
        task?.cancel()
        await task?.value

        #expect(viewModel.state.signOutIsLoading, "a cancelled request must not show that it ended")
        #expect(viewModel.state.signOutError == nil, "a cancelled request must not show its error")
    }

    @Test("signOut does not keep the view model alive and is cancelled when it goes away") func testSignOutIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.signOut()
        let task = viewModel?.signOutTask
        viewModel = nil

        #expect(released == nil, "a running request must not keep the view model alive")
        await task?.value
        #expect(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    @Test("unreadCount shows it is loading, then the service's result") func testUnreadCountShowsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.unreadCount()
        #expect(viewModel.state.unreadCountIsLoading, "the state must show the request running")
        await viewModel.unreadCountTask?.value

        #expect(!viewModel.state.unreadCountIsLoading, "the state must show the request ended")
        #expect(viewModel.state.unreadCountResult == 7)
    }

    @Test("A new unreadCount cancels the running one, which changes nothing") func testUnreadCountCancelsTheRunningRequest() async {
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

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(!viewModel.state.unreadCountIsLoading, "the state must show the request ended")
        #expect(viewModel.state.unreadCountResult == 7)
        #expect(notified == 2, "two transitions: loading, then the second request's end")
    }

    @Test("A cancelled unreadCount changes nothing") func testUnreadCountCancelledChangesNothing() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let viewModel = FeedViewModel(feedClient: feedClient)

        viewModel.unreadCount()
        let task = viewModel.unreadCountTask
        task?.cancel()
        await task?.value

        #expect(viewModel.state.unreadCountIsLoading, "a cancelled request must not show that it ended")
        #expect(viewModel.state.unreadCountResult == nil, "a cancelled request must not show its result")
    }

    @Test("unreadCount does not keep the view model alive and is cancelled when it goes away") func testUnreadCountIsCancelledWithTheViewModel() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var viewModel: FeedViewModel? = FeedViewModel(feedClient: feedClient)
        weak var released: FeedViewModel?
        released = viewModel

        viewModel?.unreadCount()
        let task = viewModel?.unreadCountTask
        viewModel = nil

        #expect(released == nil, "a running request must not keep the view model alive")
        await task?.value
        #expect(task?.isCancelled == true, "the view model must cancel its request when it goes away")
    }

    @Test("What didPullToRefresh() does", .disabled("fill in its Then, then remove .disabled")) func testDidPullToRefreshBehaviour() {
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
