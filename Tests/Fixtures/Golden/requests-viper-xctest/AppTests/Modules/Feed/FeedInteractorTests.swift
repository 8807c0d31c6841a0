import Foundation
import XCTest
@testable import App

@MainActor
final class FeedInteractorTests: XCTestCase {
    func testHoldsItsOutputWeakly() {
        let interactor = FeedInteractor(feedClient: MockFeedClient())
        var output: MockFeedInteractorOutput? = MockFeedInteractorOutput()
        interactor.output = output
        XCTAssert(interactor.output != nil)
        output = nil
        XCTAssert(interactor.output == nil, "the interactor must not keep its output alive")
    }

    func testFetchTitlesReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        await interactor.fetchTitlesTask?.value

        XCTAssertEqual(feedClient.fetchTitlesPageReceivedPage, 7)
        XCTAssertEqual(output.fetchTitlesDidFinishCallsCount, 1)
        XCTAssertEqual(output.fetchTitlesDidFinishReceivedResult, ["fetchTitles-1"])
        XCTAssertEqual(output.fetchTitlesDidFailCallsCount, 0)
    }

    func testFetchTitlesReportsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.fetchTitles(page: 7)
        await interactor.fetchTitlesTask?.value

        XCTAssertEqual(output.fetchTitlesDidFailCallsCount, 1)
        XCTAssert(output.fetchTitlesDidFailReceivedError is FeedInteractorTestFailure, "the output must receive the service's error")
        XCTAssertEqual(output.fetchTitlesDidFinishCallsCount, 0)
    }

    func testFetchTitlesCancelsTheRunningRequest() async {
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

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssertEqual(output.fetchTitlesDidFinishCallsCount, 1)
    }

    func testFetchTitlesCancelledReportsNoFailure() async {
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

        XCTAssertEqual(output.fetchTitlesDidFailCallsCount, 1)
    }

    func testFetchTitlesIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.fetchTitlesPageClosure = { _ in ["fetchTitles-1"] }
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.fetchTitles(page: 7)
        let task = interactor?.fetchTitlesTask
        interactor = nil

        XCTAssert(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }

    func testSignOutReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        await interactor.signOutTask?.value

        XCTAssertEqual(output.signOutDidFinishCallsCount, 1)
        XCTAssertEqual(output.signOutDidFailCallsCount, 0)
    }

    func testSignOutReportsTheFailure() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = { throw FeedInteractorTestFailure() }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.signOut()
        await interactor.signOutTask?.value

        XCTAssertEqual(output.signOutDidFailCallsCount, 1)
        XCTAssert(output.signOutDidFailReceivedError is FeedInteractorTestFailure, "the output must receive the service's error")
        XCTAssertEqual(output.signOutDidFinishCallsCount, 0)
    }

    func testSignOutCancelsTheRunningRequest() async {
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

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssertEqual(output.signOutDidFinishCallsCount, 1)
    }

    func testSignOutCancelledReportsNoFailure() async {
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

        XCTAssertEqual(output.signOutDidFailCallsCount, 1)
    }

    func testSignOutIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.signOutClosure = {}
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.signOut()
        let task = interactor?.signOutTask
        interactor = nil

        XCTAssert(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }

    func testUnreadCountReportsTheResult() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        let interactor = FeedInteractor(feedClient: feedClient)
        let output = MockFeedInteractorOutput()
        interactor.output = output

        interactor.unreadCount()
        await interactor.unreadCountTask?.value

        XCTAssertEqual(output.unreadCountDidFinishCallsCount, 1)
        XCTAssertEqual(output.unreadCountDidFinishReceivedResult, 7)
    }

    func testUnreadCountCancelsTheRunningRequest() async {
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

        XCTAssert(first?.isCancelled == true, "a new request must cancel the running one")
        XCTAssertEqual(output.unreadCountDidFinishCallsCount, 1)
    }

    func testUnreadCountIsCancelledWithTheInteractor() async {
        let feedClient = MockFeedClient()
        feedClient.unreadCountClosure = { 7 }
        var interactor: FeedInteractor? = FeedInteractor(feedClient: feedClient)
        weak var released: FeedInteractor?
        released = interactor

        interactor?.unreadCount()
        let task = interactor?.unreadCountTask
        interactor = nil

        XCTAssert(released == nil, "a running request must not keep the interactor alive")
        await task?.value
        XCTAssert(task?.isCancelled == true, "the interactor must cancel its request when it goes away")
    }
}

/// What a service's mock throws in the request tests.
private struct FeedInteractorTestFailure: Error {}
