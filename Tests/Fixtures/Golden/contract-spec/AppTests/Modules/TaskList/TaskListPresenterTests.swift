//
//  TaskListPresenterTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import XCTest
@testable import App

@MainActor
final class TaskListPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() {
        let presenter = TaskListPresenter(interactor: MockTaskListInteractor(), router: MockTaskListRouter(), userId: "userId-1")
        var view: MockTaskListView? = MockTaskListView()
        presenter.view = view
        XCTAssert(presenter.view != nil)
        view = nil
        XCTAssert(presenter.view == nil, "the presenter must not keep its view alive")
    }

    func testViewDidLoadBehaviour() throws {
        try XCTSkipIf(true, "fill in what viewDidLoad() should do (the Then below), then remove this line")
        // Given
        let interactor = MockTaskListInteractor()
        let router = MockTaskListRouter()
        let view = MockTaskListView()
        let sut = TaskListPresenter(interactor: interactor, router: router, userId: "userId-1")
        sut.view = view
        // When
        sut.viewDidLoad()
        // Then: assert what viewDidLoad() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testRefreshTasksBehaviour() throws {
        try XCTSkipIf(true, "fill in what refreshTasks() should do (the Then below), then remove this line")
        // Given
        let interactor = MockTaskListInteractor()
        let router = MockTaskListRouter()
        let view = MockTaskListView()
        let sut = TaskListPresenter(interactor: interactor, router: router, userId: "userId-1")
        sut.view = view
        // When
        sut.refreshTasks()
        // Then: assert what refreshTasks() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testDidSelectTaskWithIdBehaviour() throws {
        try XCTSkipIf(true, "fill in what didSelectTask(withId:) should do (the Then below), then remove this line")
        // Given
        let interactor = MockTaskListInteractor()
        let router = MockTaskListRouter()
        let view = MockTaskListView()
        let sut = TaskListPresenter(interactor: interactor, router: router, userId: "userId-1")
        sut.view = view
        // When
        sut.didSelectTask(withId: "taskId-1")
        // Then: assert what didSelectTask(withId:) should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockTaskListPresenter()
        let view = TaskListViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
