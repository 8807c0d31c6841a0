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
    func testHoldsItsOutputWeakly() {
        let interactor = TaskListInteractor(taskService: MockTaskService())
        var output: MockTaskListInteractorOutput? = MockTaskListInteractorOutput()
        interactor.output = output
        XCTAssert(interactor.output != nil)
        output = nil
        XCTAssert(interactor.output == nil, "the interactor must not keep its output alive")
    }

    func testFetchTasksBehaviour() throws {
        try XCTSkipIf(true, "fill in what fetchTasks() should do (the Then below), then remove this line")
        // Given
        let taskService = MockTaskService()
        let output = MockTaskListInteractorOutput()
        let sut = TaskListInteractor(taskService: taskService)
        sut.output = output
        // When
        sut.fetchTasks()
        // Then: assert what fetchTasks() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testDeleteTaskWithIdBehaviour() throws {
        try XCTSkipIf(true, "fill in what deleteTask(withId:) should do (the Then below), then remove this line")
        // Given
        let taskService = MockTaskService()
        let output = MockTaskListInteractorOutput()
        let sut = TaskListInteractor(taskService: taskService)
        sut.output = output
        // When
        sut.deleteTask(withId: "taskId-1")
        // Then: assert what deleteTask(withId:) should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}
