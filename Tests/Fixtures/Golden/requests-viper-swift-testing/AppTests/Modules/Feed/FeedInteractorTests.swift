import Foundation
import Testing
@testable import App

@MainActor
struct FeedInteractorTests {
    @Test("Holds its output weakly") func testHoldsItsOutputWeakly() {
        let interactor = FeedInteractor(feedClient: MockFeedClient())
        var output: MockFeedInteractorOutput? = MockFeedInteractorOutput()
        interactor.output = output
        #expect(interactor.output != nil)
        output = nil
        #expect(interactor.output == nil, "the interactor must not keep its output alive")
    }

    @Test("fetchTitles reports the service's result to the output") func testFetchTitlesReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        await interactor.fetchTitlesTask?.value

        #expect(feedClient.fetchTitlesPageReceivedPage == 7)
        #expect(output.fetchTitlesDidFinishCallsCount == 1)
        #expect(output.fetchTitlesDidFinishReceivedResult == ["fetchTitles-1"])
        #expect(output.fetchTitlesDidFailCallsCount == 0)
    }

    @Test("fetchTitles reports the service's error to the output") func testFetchTitlesReportsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        await interactor.fetchTitlesTask?.value

        #expect(output.fetchTitlesDidFailCallsCount == 1)
        #expect(output.fetchTitlesDidFailReceivedError is FeedInteractorTestFailure, "the output must receive the service's error")
        #expect(output.fetchTitlesDidFinishCallsCount == 0)
    }

    @Test("A new fetchTitles cancels the running one, which reports nothing") func testFetchTitlesCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        let first = interactor.fetchTitlesTask
        interactor.fetchTitles(page: 7)
        await first?.value
        await interactor.fetchTitlesTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(output.fetchTitlesDidFinishCallsCount == 1)
    }

    @Test("A cancelled fetchTitles reports no failure") func testFetchTitlesCancelledReportsNoFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        let first = interactor.fetchTitlesTask
        interactor.fetchTitles(page: 7)
        await first?.value
        await interactor.fetchTitlesTask?.value

        #expect(output.fetchTitlesDidFailCallsCount == 1)
    }

    @Test("fetchTitles does not keep the interactor alive and is cancelled when it goes away") func testFetchTitlesIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.fetchTitles(page: 7)
        let task = interactor?.fetchTitlesTask
        interactor = nil

        #expect(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        #expect(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }

    @Test("signOut reports the service's result to the output") func testSignOutReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        await interactor.signOutTask?.value

        #expect(output.signOutDidFinishCallsCount == 1)
        #expect(output.signOutDidFailCallsCount == 0)
    }

    @Test("signOut reports the service's error to the output") func testSignOutReportsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        await interactor.signOutTask?.value

        #expect(output.signOutDidFailCallsCount == 1)
        #expect(output.signOutDidFailReceivedError is FeedInteractorTestFailure, "the output must receive the service's error")
        #expect(output.signOutDidFinishCallsCount == 0)
    }

    @Test("A new signOut cancels the running one, which reports nothing") func testSignOutCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        let first = interactor.signOutTask
        interactor.signOut()
        await first?.value
        await interactor.signOutTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(output.signOutDidFinishCallsCount == 1)
    }

    @Test("A cancelled signOut reports no failure") func testSignOutCancelledReportsNoFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        let first = interactor.signOutTask
        interactor.signOut()
        await first?.value
        await interactor.signOutTask?.value

        #expect(output.signOutDidFailCallsCount == 1)
    }

    @Test("signOut does not keep the interactor alive and is cancelled when it goes away") func testSignOutIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.signOut()
        let task = interactor?.signOutTask
        interactor = nil

        #expect(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        #expect(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }

    @Test("unreadCount reports the service's result to the output") func testUnreadCountReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.unreadCount()
        await interactor.unreadCountTask?.value

        #expect(output.unreadCountDidFinishCallsCount == 1)
        #expect(output.unreadCountDidFinishReceivedResult == 7)
    }

    @Test("A new unreadCount cancels the running one, which reports nothing") func testUnreadCountCancelsTheRunningRequest() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.unreadCount()
        let first = interactor.unreadCountTask
        interactor.unreadCount()
        await first?.value
        await interactor.unreadCountTask?.value

        #expect(first?.isCancelled == true, "a new request must cancel the running one")
        #expect(output.unreadCountDidFinishCallsCount == 1)
    }

    @Test("unreadCount does not keep the interactor alive and is cancelled when it goes away") func testUnreadCountIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.unreadCount()
        let task = interactor?.unreadCountTask
        interactor = nil

        #expect(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        #expect(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }
}

/// What a service's mock throws in the request tests.
private struct FeedInteractorTestFailure: Error {}
