//
//  TaskListInteractorTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import XCTest
@testable import App

@MainActor
final class TaskListInteractorTests: XCTestCase {
    func testHoldsItsOutputWeakly() async throws {
        let interactor = TaskListInteractor(taskService: MockTaskService())
        var output: MockTaskListInteractorOutput? = MockTaskListInteractorOutput()
        interactor.output = output
        output = nil
        XCTAssertNil(interactor.output, "the interactor must not keep its output alive")
    }

    func testReportsToTheOutputItWasGiven() async throws {
        let interactor = TaskListInteractor(taskService: MockTaskService())
        let output = MockTaskListInteractorOutput()
        interactor.output = output
        XCTAssertTrue(interactor.output === output)
    }

    func testInteractorOutputDidFetchTasksIsRecorded() async throws {
        let mock = MockTaskListInteractorOutput()
        let interface: TaskListInteractorOutputInterface = mock
        interface.didFetchTasks([TaskItem(id: "sample", title: "sample", isCompleted: true)])
        XCTAssertEqual(mock.didFetchTasksCallsCount, 1)
        XCTAssertEqual(mock.didFetchTasksReceivedTasks, [TaskItem(id: "sample", title: "sample", isCompleted: true)])
    }

    func testTaskServiceFetchTasksIsRecorded() async throws {
        let mock = MockTaskService()
        let interface: TaskServiceInterface = mock
        mock.fetchTasksReturnValue = [TaskItem(id: "sample", title: "sample", isCompleted: true)]
        _ = try await interface.fetchTasks()
        XCTAssertEqual(mock.fetchTasksCallsCount, 1)
    }
}
