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
    func testHoldsItsViewWeakly() async throws {
        let presenter = TaskListPresenter(view: MockTaskListView(), interactor: MockTaskListInteractor(), router: MockTaskListRouter(), userId: "sample")
        XCTAssertNil(presenter.view, "the presenter must not keep its view alive")
    }

    func testKeepsItsCollaborators() async throws {
        let view = MockTaskListView()
        let interactor = MockTaskListInteractor()
        let router = MockTaskListRouter()
        let presenter = TaskListPresenter(view: view, interactor: interactor, router: router, userId: "sample")
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.interactor === interactor)
        XCTAssertTrue(presenter.router === router)
    }

    func testLoadingTheViewTellsThePresenter() async throws {
        let view = TaskListViewController()
        let presenter = MockTaskListPresenter()
        view.presenter = presenter
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1)
    }

    func testViewShowLoadingIsRecorded() async throws {
        let mock = MockTaskListView()
        let interface: TaskListViewInterface = mock
        interface.showLoading()
        XCTAssertEqual(mock.showLoadingCallsCount, 1)
    }

    func testViewHideLoadingIsRecorded() async throws {
        let mock = MockTaskListView()
        let interface: TaskListViewInterface = mock
        interface.hideLoading()
        XCTAssertEqual(mock.hideLoadingCallsCount, 1)
    }

    func testViewShowTasksIsRecorded() async throws {
        let mock = MockTaskListView()
        let interface: TaskListViewInterface = mock
        interface.showTasks([TaskViewModel(id: "sample", title: "sample")])
        XCTAssertEqual(mock.showTasksCallsCount, 1)
        XCTAssertEqual(mock.showTasksReceivedTasks, [TaskViewModel(id: "sample", title: "sample")])
    }

    func testViewShowErrorIsRecorded() async throws {
        let mock = MockTaskListView()
        let interface: TaskListViewInterface = mock
        interface.showError("sample")
        XCTAssertEqual(mock.showErrorCallsCount, 1)
        XCTAssertEqual(mock.showErrorReceivedMessage, "sample")
    }

    func testPresenterViewDidLoadIsRecorded() async throws {
        let mock = MockTaskListPresenter()
        let interface: TaskListPresenterInterface = mock
        interface.viewDidLoad()
        XCTAssertEqual(mock.viewDidLoadCallsCount, 1)
    }

    func testPresenterRefreshTasksIsRecorded() async throws {
        let mock = MockTaskListPresenter()
        let interface: TaskListPresenterInterface = mock
        interface.refreshTasks()
        XCTAssertEqual(mock.refreshTasksCallsCount, 1)
    }

    func testPresenterDidSelectTaskWithIdIsRecorded() async throws {
        let mock = MockTaskListPresenter()
        let interface: TaskListPresenterInterface = mock
        interface.didSelectTask(withId: "sample")
        XCTAssertEqual(mock.didSelectTaskWithIdCallsCount, 1)
        XCTAssertEqual(mock.didSelectTaskWithIdReceivedTaskId, "sample")
    }

    func testInteractorFetchTasksIsRecorded() async throws {
        let mock = MockTaskListInteractor()
        let interface: TaskListInteractorInterface = mock
        interface.fetchTasks()
        XCTAssertEqual(mock.fetchTasksCallsCount, 1)
    }

    func testInteractorDeleteTaskWithIdIsRecorded() async throws {
        let mock = MockTaskListInteractor()
        let interface: TaskListInteractorInterface = mock
        interface.deleteTask(withId: "sample")
        XCTAssertEqual(mock.deleteTaskWithIdCallsCount, 1)
        XCTAssertEqual(mock.deleteTaskWithIdReceivedTaskId, "sample")
    }

    func testRouterNavigateToTaskDetailsTaskIdIsRecorded() async throws {
        let mock = MockTaskListRouter()
        let interface: TaskListRouterInterface = mock
        interface.navigateToTaskDetails(taskId: "sample")
        XCTAssertEqual(mock.navigateToTaskDetailsTaskIdCallsCount, 1)
        XCTAssertEqual(mock.navigateToTaskDetailsTaskIdReceivedTaskId, "sample")
    }

    func testRouterNavigateToAddTaskIsRecorded() async throws {
        let mock = MockTaskListRouter()
        let interface: TaskListRouterInterface = mock
        interface.navigateToAddTask()
        XCTAssertEqual(mock.navigateToAddTaskCallsCount, 1)
    }
}
